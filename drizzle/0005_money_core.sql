CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" varchar(8) NOT NULL,
	"member_id" integer,
	"kind" varchar(24) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_identity_uq" UNIQUE NULLS NOT DISTINCT("owner","member_id","kind","currency","shard"),
	CONSTRAINT "ledger_accounts_not_below_zero" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_owner_member" CHECK (("ledger_accounts"."owner" = 'member') = ("ledger_accounts"."member_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"hold_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"posted_amount" bigint,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_holds_amount_positive" CHECK ("ledger_holds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"from_account_id" bigint NOT NULL,
	"to_account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"hold_id" bigint,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."from_account_id" <> "ledger_transfers"."to_account_id")
);
--> statement-breakpoint
CREATE TABLE "bet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"provider_code" varchar(32) NOT NULL,
	"provider_tx_id" varchar(128) NOT NULL,
	"ref_tx_id" varchar(128),
	"round_id" varchar(128) NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_name" varchar(128),
	"game_category" varchar(32) NOT NULL,
	"sub_type" varchar(8) NOT NULL,
	"status" varchar(10) NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"before_balance" bigint NOT NULL,
	"after_balance" bigint NOT NULL,
	"currency" varchar(10) NOT NULL,
	"round_closed" boolean DEFAULT false NOT NULL,
	"hold_id" bigint,
	"payload_hash" varchar(64) NOT NULL,
	"business_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_code" varchar(32) NOT NULL,
	"round_id" varchar(128) NOT NULL,
	"member_id" integer NOT NULL,
	"status" varchar(8) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_uq" UNIQUE("provider_code","round_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"member_id" integer NOT NULL,
	"provider_code" varchar(32) NOT NULL,
	"game_list_id" integer NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"game_name" varchar(128) NOT NULL,
	"game_category" varchar(32) NOT NULL,
	"currency" varchar(10) NOT NULL,
	"language" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_turnover" (
	"member_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"business_date" date NOT NULL,
	"game_category" varchar(32) NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_turnover_pk" PRIMARY KEY("member_id","currency","business_date","game_category")
);
--> statement-breakpoint
CREATE TABLE "member_turnover_totals" (
	"member_id" integer NOT NULL,
	"currency" varchar(10) NOT NULL,
	"bet_amount" bigint DEFAULT 0 NOT NULL,
	"win_amount" bigint DEFAULT 0 NOT NULL,
	"bet_count" bigint DEFAULT 0 NOT NULL,
	"turn_deposit_base" bigint DEFAULT 0 NOT NULL,
	"turn_deposit_target" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_turnover_totals_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_holds_key_uq" ON "ledger_holds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_holds_pending_idx" ON "ledger_holds" USING btree ("hold_account_id") WHERE "ledger_holds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_uq" ON "ledger_transfers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_from_idx" ON "ledger_transfers" USING btree ("from_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_to_idx" ON "ledger_transfers" USING btree ("to_account_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bet_transactions_provider_tx_uq" ON "bet_transactions" USING btree ("provider_code","provider_tx_id");--> statement-breakpoint
CREATE INDEX "bet_transactions_member_idx" ON "bet_transactions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "bet_transactions_round_idx" ON "bet_transactions" USING btree ("provider_code","round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_uq" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_member_idx" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "member_turnover_date_idx" ON "member_turnover" USING btree ("business_date");