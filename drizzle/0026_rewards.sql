CREATE TABLE "reward_cursors" (
	"name" varchar(16) PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_earn_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" varchar(8) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"game_category" varchar(32) DEFAULT '*' NOT NULL,
	"points" integer NOT NULL,
	"per_amount" bigint NOT NULL,
	CONSTRAINT "reward_earn_rules_positive" CHECK ("reward_earn_rules"."points" >= 0 AND "reward_earn_rules"."per_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_exchange_rates" (
	"currency" varchar(10) PRIMARY KEY NOT NULL,
	"amount_per_point" integer NOT NULL,
	"min_points" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reward_exchange_rates_positive" CHECK ("reward_exchange_rates"."amount_per_point" > 0 AND "reward_exchange_rates"."min_points" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"tier" varchar(16),
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" varchar(300) NOT NULL,
	"points_price" integer NOT NULL,
	"stock" integer,
	"product_value" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(10) DEFAULT 'THB' NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reward_items_stock" CHECK ("reward_items"."stock" IS NULL OR "reward_items"."stock" >= 0),
	CONSTRAINT "reward_items_price" CHECK ("reward_items"."points_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"product_id" integer,
	"weight" integer NOT NULL,
	"names" jsonb NOT NULL,
	CONSTRAINT "reward_prizes_weight" CHECK ("reward_prizes"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_redeems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"item_id" integer,
	"points" integer NOT NULL,
	"prize_id" integer,
	"prize_kind" varchar(10),
	"prize_amount" bigint,
	"product_id" integer,
	"currency" varchar(10) NOT NULL,
	"money" bigint,
	"status" varchar(16) NOT NULL,
	"address" varchar(300),
	"contact" varchar(100),
	"phone" varchar(24),
	"email" varchar(120),
	"tracking_no" varchar(60),
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_earn_rules_uq" ON "reward_earn_rules" USING btree ("source","currency","game_category");--> statement-breakpoint
CREATE INDEX "reward_items_kind_idx" ON "reward_items" USING btree ("kind","order_no");--> statement-breakpoint
CREATE INDEX "reward_prizes_item_idx" ON "reward_prizes" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_redeems_key_uq" ON "reward_redeems" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "reward_redeems_member_idx" ON "reward_redeems" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_redeems_status_idx" ON "reward_redeems" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "deposits_credited_idx" ON "deposits" USING btree ("credited_at","id") WHERE "deposits"."status" = 'success';