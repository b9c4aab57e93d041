CREATE TABLE "member_bonus_state" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"bonus_type" varchar(16),
	"promotion_member_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"names" jsonb NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"kind" varchar(16) NOT NULL,
	"trigger" varchar(24),
	"currency" varchar(10) NOT NULL,
	"bonus_percent" integer DEFAULT 0 NOT NULL,
	"bonus_cap" bigint DEFAULT 0 NOT NULL,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"free_credit_amount" bigint DEFAULT 0 NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"target_multiple_pct" integer NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eligible_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_withdraw" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint DEFAULT 0 NOT NULL,
	"end_balance_floor" bigint DEFAULT 0 NOT NULL,
	"duration_hours" integer NOT NULL,
	"claim_starts_at" timestamp with time zone,
	"claim_ends_at" timestamp with time zone,
	"starts_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"art" varchar(32) DEFAULT 'gold' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_information_amounts" CHECK ("promotion_information"."bonus_cap" >= 0 AND "promotion_information"."max_bet" >= 0 AND "promotion_information"."max_withdraw" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_members" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"promotion_information_id" integer NOT NULL,
	"claim_key" varchar(48) NOT NULL,
	"state" varchar(16) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"deposit_id" integer,
	"deposit_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"target_type" varchar(16) NOT NULL,
	"turn_over_target" bigint DEFAULT 0 NOT NULL,
	"turn_over_user" bigint DEFAULT 0 NOT NULL,
	"turn_winlose_target" bigint DEFAULT 0 NOT NULL,
	"turn_winlose_user" bigint DEFAULT 0 NOT NULL,
	"start_balance" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"eligible_categories" text[] NOT NULL,
	"max_bet" bigint NOT NULL,
	"max_withdraw" bigint NOT NULL,
	"end_balance_floor" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"end_reason" varchar(16),
	"withdrawal_used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "promotion_information" ADD CONSTRAINT "promotion_information_category_id_promotion_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."promotion_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_members" ADD CONSTRAINT "promotion_members_promotion_information_id_promotion_information_id_fk" FOREIGN KEY ("promotion_information_id") REFERENCES "public"."promotion_information"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_categories_code_uq" ON "promotion_categories" USING btree ("code");--> statement-breakpoint
CREATE INDEX "promotion_information_list_idx" ON "promotion_information" USING btree ("is_active","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_members_claim_uq" ON "promotion_members" USING btree ("member_id","promotion_information_id","claim_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_members_active_uq" ON "promotion_members" USING btree ("member_id") WHERE "promotion_members"."state" = 'active';--> statement-breakpoint
CREATE INDEX "promotion_members_member_idx" ON "promotion_members" USING btree ("member_id","created_at");