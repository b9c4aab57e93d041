CREATE TABLE "otp_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(8) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"member_id" integer,
	"reference" varchar(8) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"max_attempts" smallint NOT NULL,
	"locale" varchar(8) NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"resend_after" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"invalidated_at" timestamp with time zone,
	"verify_token_hash" varchar(64),
	"verify_token_expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "otp_codes_channel" CHECK ("otp_codes"."channel" in ('sms', 'email')),
	CONSTRAINT "otp_codes_attempts" CHECK ("otp_codes"."attempts" between 0 and "otp_codes"."max_attempts")
);
--> statement-breakpoint
CREATE TABLE "otp_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"code_length" smallint NOT NULL,
	"expiry_seconds" integer NOT NULL,
	"resend_seconds" integer NOT NULL,
	"max_attempts" smallint NOT NULL,
	"requests_per_hour" integer NOT NULL,
	"requests_per_ip_per_hour" integer NOT NULL,
	"verify_token_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_settings_single_row" CHECK ("otp_settings"."id" = 1),
	CONSTRAINT "otp_settings_code_length" CHECK ("otp_settings"."code_length" between 6 and 8)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"code" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "otp_codes_destination_idx" ON "otp_codes" USING btree ("channel","destination","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_codes_reference_idx" ON "otp_codes" USING btree ("reference","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_codes_verify_token_uq" ON "otp_codes" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_at");