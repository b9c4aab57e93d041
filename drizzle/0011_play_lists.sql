CREATE TABLE "user_favorites" (
	"member_id" integer NOT NULL,
	"game_list_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_favorites_pk" PRIMARY KEY("member_id","game_list_id")
);
--> statement-breakpoint
CREATE TABLE "user_last_played" (
	"member_id" integer NOT NULL,
	"game_list_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	"play_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "user_last_played_pk" PRIMARY KEY("member_id","game_list_id")
);
--> statement-breakpoint
CREATE INDEX "user_favorites_member_idx" ON "user_favorites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "user_last_played_member_idx" ON "user_last_played" USING btree ("member_id","played_at");