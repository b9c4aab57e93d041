CREATE TABLE "twofactor_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twofactor_secrets" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"secret_sealed" varchar(200) NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "twofactor_recovery_codes_hash_uq" ON "twofactor_recovery_codes" USING btree ("member_id","code_hash");--> statement-breakpoint
CREATE INDEX "twofactor_recovery_codes_member_idx" ON "twofactor_recovery_codes" USING btree ("member_id");