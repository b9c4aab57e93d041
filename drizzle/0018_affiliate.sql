CREATE TABLE "affiliate_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"business_date" date NOT NULL,
	"currency" varchar(10) NOT NULL,
	"basis" varchar(12) NOT NULL,
	"rate_bp" integer NOT NULL,
	"referred_members" integer NOT NULL,
	"turnover" bigint NOT NULL,
	"net_loss" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_settings" (
	"currency" varchar(10) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"basis" varchar(12) DEFAULT 'turnover' NOT NULL,
	"rate_bp" integer DEFAULT 0 NOT NULL,
	"min_turnover" bigint DEFAULT 0 NOT NULL,
	"min_commission" bigint DEFAULT 0 NOT NULL,
	"max_commission" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_articles_language_uq" ON "affiliate_articles" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_commissions_member_date_uq" ON "affiliate_commissions" USING btree ("member_id","business_date");--> statement-breakpoint
CREATE INDEX "affiliate_commissions_date_idx" ON "affiliate_commissions" USING btree ("business_date");