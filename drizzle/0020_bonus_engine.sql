CREATE TABLE "bonus_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"member_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"currency" varchar(10) NOT NULL,
	"base_amount" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"level_id" integer,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"level_id" integer DEFAULT 0 NOT NULL,
	"game_category" varchar(32) DEFAULT '*' NOT NULL,
	"rate_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"cap_amount" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_level_changes" (
	"member_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"from_level_id" integer,
	"business_date" date NOT NULL,
	"vip_bonus" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_level_changes_pk" PRIMARY KEY("member_id","level_id")
);
--> statement-breakpoint
CREATE TABLE "member_level_stats" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"currency" varchar(10) NOT NULL,
	"deposit_total" bigint DEFAULT 0 NOT NULL,
	"turnover_total" bigint DEFAULT 0 NOT NULL,
	"winloss_total" bigint DEFAULT 0 NOT NULL,
	"level_id" integer,
	"through_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level_no" integer NOT NULL,
	"names" jsonb NOT NULL,
	"color" varchar(7) NOT NULL,
	"currency" varchar(10) DEFAULT 'THB' NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"min_turnover" bigint DEFAULT 0 NOT NULL,
	"min_winloss" bigint DEFAULT 0 NOT NULL,
	"privileges" text[] DEFAULT '{}' NOT NULL,
	"vip_bonus" bigint DEFAULT 0 NOT NULL,
	"birthday_bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_levels_level_no_unique" UNIQUE("level_no")
);
--> statement-breakpoint
CREATE TABLE "daily_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" varchar(32) NOT NULL,
	"business_date" date NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"credited" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" varchar(64),
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
DROP INDEX "member_turnover_date_idx";--> statement-breakpoint
CREATE INDEX "bonus_articles_kind_idx" ON "bonus_articles" USING btree ("kind","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_credits_uq" ON "bonus_credits" USING btree ("kind","business_date","member_id");--> statement-breakpoint
CREATE INDEX "bonus_credits_member_idx" ON "bonus_credits" USING btree ("member_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_rates_uq" ON "bonus_rates" USING btree ("kind","level_id","game_category");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_rules_uq" ON "bonus_rules" USING btree ("kind","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_runs_job_date_uq" ON "daily_runs" USING btree ("job","business_date");--> statement-breakpoint
CREATE INDEX "daily_runs_started_idx" ON "daily_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "member_turnover_date_member_idx" ON "member_turnover" USING btree ("business_date","member_id");