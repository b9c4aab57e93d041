CREATE TABLE "quest_check_ins" (
	"member_id" integer NOT NULL,
	"business_date" varchar(10) NOT NULL,
	"quest_information_id" integer NOT NULL,
	"streak_day" integer NOT NULL,
	"reward_type" varchar(16) NOT NULL,
	"reward_amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_check_ins_member_id_business_date_pk" PRIMARY KEY("member_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "quest_feed" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_round_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(16) NOT NULL,
	"condition" varchar(16) NOT NULL,
	"target" bigint DEFAULT 1 NOT NULL,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"currency" varchar(10) NOT NULL,
	"period" varchar(8) DEFAULT 'once' NOT NULL,
	"min_level" integer DEFAULT 0 NOT NULL,
	"reward_type" varchar(16) NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"reward_promotion_id" integer,
	"check_in_rewards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"art" varchar(16) DEFAULT 'gold' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quest_information_amounts" CHECK ("quest_information"."target" >= 0 AND "quest_information"."threshold" >= 0 AND "quest_information"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quest_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"quest_information_id" integer NOT NULL,
	"period_key" varchar(10) NOT NULL,
	"state" varchar(12) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"progress" bigint DEFAULT 0 NOT NULL,
	"target" bigint NOT NULL,
	"reward_type" varchar(16) NOT NULL,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"reward_promotion_id" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "quest_members" ADD CONSTRAINT "quest_members_quest_information_id_quest_information_id_fk" FOREIGN KEY ("quest_information_id") REFERENCES "public"."quest_information"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quest_information_list_idx" ON "quest_information" USING btree ("is_active","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_members_period_uq" ON "quest_members" USING btree ("member_id","quest_information_id","period_key");--> statement-breakpoint
CREATE INDEX "quest_members_joined_idx" ON "quest_members" USING btree ("member_id") WHERE "quest_members"."state" = 'joined';