CREATE TABLE "bank_currency_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(96) NOT NULL,
	"short_name" varchar(16) NOT NULL,
	"color" varchar(7) NOT NULL,
	"account_lengths" smallint[] DEFAULT '{}' NOT NULL,
	"address_format" varchar(8),
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_currency_information_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_currency_information_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(96) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_channel_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"register_channel_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(96) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_question_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"security_question_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"question" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_currency_information_translations" ADD CONSTRAINT "bank_currency_information_translations_bank_currency_information_id_bank_currency_information_id_fk" FOREIGN KEY ("bank_currency_information_id") REFERENCES "public"."bank_currency_information"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_channel_translations" ADD CONSTRAINT "register_channel_translations_register_channel_id_register_channels_id_fk" FOREIGN KEY ("register_channel_id") REFERENCES "public"."register_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_question_translations" ADD CONSTRAINT "security_question_translations_security_question_id_security_questions_id_fk" FOREIGN KEY ("security_question_id") REFERENCES "public"."security_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_currency_information_code_uq" ON "bank_currency_information" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bank_currency_information_currency_idx" ON "bank_currency_information" USING btree ("currency_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_currency_information_translations_uq" ON "bank_currency_information_translations" USING btree ("bank_currency_information_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_channel_translations_uq" ON "register_channel_translations" USING btree ("register_channel_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_channels_code_uq" ON "register_channels" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "security_question_translations_uq" ON "security_question_translations" USING btree ("security_question_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "security_questions_code_uq" ON "security_questions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_bank_account_uq" ON "users" USING btree ("bank_currency_information_id","bank_no");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wallet_address_uq" ON "users" USING btree ("wallet_address");