CREATE TABLE "coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(10) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"transfer_id" bigint,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_hint" varchar(8),
	"member_id" integer,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" varchar(10) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"promotion_information_id" integer,
	"needs_verification" boolean DEFAULT false NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_uq" ON "coupon_redemptions" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_member_idx" ON "coupon_redemptions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_status_idx" ON "coupon_redemptions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_hash_uq" ON "coupons" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id");