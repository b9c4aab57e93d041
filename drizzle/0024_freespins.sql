CREATE TABLE "freespin_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"key" varchar(80) NOT NULL,
	"source" varchar(8) NOT NULL,
	"offer_id" integer,
	"game_list_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"bet" bigint NOT NULL,
	"total_spin" integer NOT NULL,
	"remaining_spin" integer NOT NULL,
	"point_used" integer DEFAULT 0 NOT NULL,
	"win_total" bigint DEFAULT 0 NOT NULL,
	"expire_date" timestamp with time zone NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"provider_ref" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freespin_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_list_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"bet" bigint NOT NULL,
	"total_spin" integer NOT NULL,
	"point" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "freespin_grants_key_uq" ON "freespin_grants" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "freespin_grants_member_idx" ON "freespin_grants" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "freespin_grants_open_idx" ON "freespin_grants" USING btree ("status") WHERE status IN ('pending', 'active');--> statement-breakpoint
CREATE INDEX "freespin_offers_list_idx" ON "freespin_offers" USING btree ("currency","is_active","order_no");