CREATE TABLE "activity_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"type" varchar(32) NOT NULL,
	"amount" bigint,
	"currency" varchar(10),
	"ref" varchar(64),
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crypto_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_type_id" integer NOT NULL,
	"token" varchar(12) NOT NULL,
	"network" varchar(12) NOT NULL,
	"rate" varchar(24) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"confirmations" smallint DEFAULT 3 NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"file" varchar(96) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"reference" varchar(64),
	"sending_bank" varchar(8),
	"deposit_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"payment_type_id" integer NOT NULL,
	"category" varchar(12) NOT NULL,
	"payment_bank_information_id" integer,
	"crypto_currency_id" integer,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint,
	"credited_amount" bigint,
	"amount_mismatch" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"fail_reason" varchar(16),
	"gateway" varchar(16),
	"gateway_payment_id" varchar(64),
	"pay_url" varchar(500),
	"qr_payload" varchar(512),
	"details" jsonb,
	"reference" varchar(24),
	"slip_id" bigint,
	"note" varchar(200),
	"promotion_information_id" integer,
	"operator_note" varchar(200),
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"gateway" varchar(16) NOT NULL,
	"event_id" varchar(128) NOT NULL,
	"type" varchar(32) NOT NULL,
	"merchant_reference" varchar(64),
	"payment_id" varchar(64),
	"payout_id" varchar(64),
	"body" jsonb NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_events_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_bank_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_type_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"bank_code" varchar(16) NOT NULL,
	"bank_name" varchar(96) NOT NULL,
	"account_name" varchar(96) NOT NULL,
	"account_no" varchar(32) NOT NULL,
	"min_deposit" bigint,
	"max_deposit" bigint,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_type_currency_limits" (
	"payment_type_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"min_deposit" bigint NOT NULL,
	"max_deposit" bigint NOT NULL,
	CONSTRAINT "payment_type_currency_limits_pk" PRIMARY KEY("payment_type_id","currency"),
	CONSTRAINT "payment_type_currency_limits_range" CHECK (0 < "payment_type_currency_limits"."min_deposit" AND "payment_type_currency_limits"."min_deposit" <= "payment_type_currency_limits"."max_deposit")
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_type_code" varchar(24) NOT NULL,
	"category" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"gateway" varchar(16),
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"expires_seconds" integer DEFAULT 900 NOT NULL,
	"for_deposit" boolean DEFAULT true NOT NULL,
	"for_withdraw" boolean DEFAULT false NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_types_fee_bps" CHECK ("payment_types"."fee_bps" >= 0 AND "payment_types"."fee_bps" < 10000)
);
--> statement-breakpoint
CREATE TABLE "transfer_minimums" (
	"wallet" varchar(12) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"minimum" bigint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transfer_minimums_pk" PRIMARY KEY("wallet","currency"),
	CONSTRAINT "transfer_minimums_positive" CHECK ("transfer_minimums"."minimum" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawal_config" (
	"currency" varchar(10) PRIMARY KEY NOT NULL,
	"min_withdraw" bigint NOT NULL,
	"max_withdraw" bigint NOT NULL,
	"auto_withdraw_limit" bigint DEFAULT 0 NOT NULL,
	"deposit_turnover_percent" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_config_range" CHECK (0 < "withdrawal_config"."min_withdraw" AND "withdrawal_config"."min_withdraw" <= "withdrawal_config"."max_withdraw"),
	CONSTRAINT "withdrawal_config_auto" CHECK ("withdrawal_config"."auto_withdraw_limit" >= 0),
	CONSTRAINT "withdrawal_config_turnover" CHECK ("withdrawal_config"."deposit_turnover_percent" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"status" varchar(12) DEFAULT 'processing' NOT NULL,
	"hold_id" bigint,
	"auto" boolean DEFAULT false NOT NULL,
	"gateway" varchar(16),
	"payout_id" varchar(64),
	"beneficiary" jsonb NOT NULL,
	"operator_note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "crypto_currencies" ADD CONSTRAINT "crypto_currencies_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_bank_information" ADD CONSTRAINT "payment_bank_information_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_type_currency_limits" ADD CONSTRAINT "payment_type_currency_limits_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_member_idx" ON "activity_logs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_currencies_uq" ON "crypto_currencies" USING btree ("payment_type_id","token","network","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_slips_reference_uq" ON "deposit_slips" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "deposit_slips_member_idx" ON "deposit_slips" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_open_uq" ON "deposits" USING btree ("member_id") WHERE "deposits"."status" IN ('pending', 'confirming');--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_payment_uq" ON "deposits" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_bank_information_type_idx" ON "payment_bank_information" USING btree ("payment_type_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_types_code_uq" ON "payment_types" USING btree ("payment_type_code");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_processing_uq" ON "withdrawals" USING btree ("member_id") WHERE "withdrawals"."status" = 'processing';