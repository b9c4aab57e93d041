CREATE TABLE "competition_entries" (
	"competition_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_entries_competition_id_member_id_pk" PRIMARY KEY("competition_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "competition_feed" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"last_round_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"member_id" integer NOT NULL,
	"score" bigint NOT NULL,
	"reward_type" varchar(8) NOT NULL,
	"amount" bigint NOT NULL,
	"key" varchar(80) NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"calc_type" varchar(16) NOT NULL,
	"min_stake" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(10) NOT NULL,
	"eligible_categories" text[] DEFAULT '{}' NOT NULL,
	"eligible_games" text[] DEFAULT '{}' NOT NULL,
	"prizes" jsonb NOT NULL,
	"theme" varchar(16) DEFAULT 'gold' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "competition_entries_rank_idx" ON "competition_entries" USING btree ("competition_id","score" DESC NULLS LAST,"reached_at","member_id");--> statement-breakpoint
CREATE INDEX "competition_entries_member_idx" ON "competition_entries" USING btree ("member_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_payouts_rank_uq" ON "competition_payouts" USING btree ("competition_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_payouts_key_uq" ON "competition_payouts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "competition_payouts_member_idx" ON "competition_payouts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "competitions_ends_idx" ON "competitions" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "competitions_starts_idx" ON "competitions" USING btree ("starts_at");