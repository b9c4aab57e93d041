CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" text,
	"device_token" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(32) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(20),
	"country_code" varchar(8),
	"currency_id" integer NOT NULL,
	"language_id" integer,
	"email" varchar(254),
	"email_verified" boolean DEFAULT false NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"subscribe_email" boolean DEFAULT false NOT NULL,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"gender" varchar(10),
	"dob" date,
	"line_id" varchar(100),
	"register_channal_id" integer,
	"security_question_id" integer,
	"security_answer_hash" text,
	"bank_currency_information_id" integer,
	"bank_no" varchar(32),
	"crypto_network" varchar(32),
	"wallet_address" varchar(128),
	"referrer_id" integer,
	"ref_code" varchar(16) NOT NULL,
	"member_level_id" integer,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"privileges" text[] DEFAULT '{}' NOT NULL,
	"first_login_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_ref_code_uq" ON "users" USING btree ("ref_code");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");