CREATE TABLE "country_information" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso_code" varchar(2) NOT NULL,
	"country_code" varchar(6) NOT NULL,
	"country_name" varchar(64) NOT NULL,
	"phone_min_length" smallint DEFAULT 8 NOT NULL,
	"phone_max_length" smallint DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" varchar(64) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"decimals" smallint NOT NULL,
	"is_following" boolean DEFAULT false NOT NULL,
	"is_crypto" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"display_symbol" varchar(8) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"is_decimal" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(8) NOT NULL,
	"name" varchar(64) NOT NULL,
	"native_name" varchar(64) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_member" boolean DEFAULT true NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "country_information_iso_uq" ON "country_information" USING btree ("iso_code");--> statement-breakpoint
CREATE INDEX "country_information_name_idx" ON "country_information" USING btree ("country_name");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_uq" ON "currencies" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_languages_uq" ON "currency_languages" USING btree ("currency_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_uq" ON "languages" USING btree ("code");