CREATE TABLE "game_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_category_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_code" varchar(64) NOT NULL,
	"provider_id" integer NOT NULL,
	"game_category_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"image" varchar(255),
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_highlight" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"rtp" numeric(5, 2),
	"order_no" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_tags" (
	"game_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_tags_game_id_tag_id_pk" PRIMARY KEY("game_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo" varchar(255),
	"use_iframe" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"is_freespin" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"name" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"type" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_category_translations" ADD CONSTRAINT "game_category_translations_game_category_id_game_categories_id_fk" FOREIGN KEY ("game_category_id") REFERENCES "game_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_list" ADD CONSTRAINT "game_list_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_list" ADD CONSTRAINT "game_list_game_category_id_game_categories_id_fk" FOREIGN KEY ("game_category_id") REFERENCES "game_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_game_id_game_list_id_fk" FOREIGN KEY ("game_id") REFERENCES "game_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_categories_code_uq" ON "game_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "game_category_translations_uq" ON "game_category_translations" USING btree ("game_category_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_list_code_uq" ON "game_list" USING btree ("game_code");--> statement-breakpoint
CREATE INDEX "game_list_category_idx" ON "game_list" USING btree ("game_category_id","order_no");--> statement-breakpoint
CREATE INDEX "game_list_provider_idx" ON "game_list" USING btree ("provider_id","order_no");--> statement-breakpoint
CREATE INDEX "game_tags_tag_idx" ON "game_tags" USING btree ("tag_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_code_uq" ON "providers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "providers_order_idx" ON "providers" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_translations_uq" ON "tag_translations" USING btree ("tag_id","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_code_uq" ON "tags" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tags_order_idx" ON "tags" USING btree ("order_no");