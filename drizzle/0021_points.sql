CREATE TABLE "point_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"point_img_url" varchar(500),
	"is_display" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"points" bigint NOT NULL,
	"reason" varchar(40) NOT NULL,
	"key" varchar(200) NOT NULL,
	"transfer_id" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_key_unique" UNIQUE("key"),
	CONSTRAINT "point_transactions_points_ck" CHECK ("point_transactions"."points" <> 0)
);
--> statement-breakpoint
CREATE INDEX "point_transactions_member_idx" ON "point_transactions" USING btree ("member_id","id");