CREATE TABLE "affiliate_link_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref_code" varchar(16) NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"landing_path" varchar(512) NOT NULL,
	"referrer_url" varchar(1024),
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(512),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"message" varchar(500) NOT NULL,
	"page_show_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contact_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_code_name" varchar(32) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"contact_link" varchar(512) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_function_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"privileges" text[] DEFAULT '{}'::text[] NOT NULL,
	"announcement_enabled" boolean DEFAULT true NOT NULL,
	"personal_message_enabled" boolean DEFAULT true NOT NULL,
	"register_type" varchar(32) DEFAULT 'default' NOT NULL,
	"bank_status" boolean DEFAULT true NOT NULL,
	"freestyle_data" jsonb DEFAULT '{"custom_css":"","custom_html":""}'::jsonb NOT NULL,
	"should_iframe_redirect" boolean DEFAULT false NOT NULL,
	"coupon_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_function_config_single_row" CHECK ("custom_function_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "footer_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"about_title" varchar(120) NOT NULL,
	"about_text" text NOT NULL,
	"columns" jsonb NOT NULL,
	"logo_groups" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"copyright" varchar(200) NOT NULL,
	"disclaimer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "general_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fav_icon" varchar(512) NOT NULL,
	"template_color" jsonb NOT NULL,
	"google_tag_management" varchar(32),
	"google_analytic_id" varchar(32),
	"facebook_meta_pixel" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_dob" boolean DEFAULT false NOT NULL,
	"profile_gender" boolean DEFAULT false NOT NULL,
	"profile_register_channel" boolean DEFAULT false NOT NULL,
	"register_with_email" boolean DEFAULT false NOT NULL,
	"email_required" boolean DEFAULT false NOT NULL,
	"login_mode" varchar(16) DEFAULT 'username' NOT NULL,
	"username_min_length" smallint DEFAULT 6 NOT NULL,
	"username_max_length" smallint DEFAULT 16 NOT NULL,
	"phone_min_length" smallint DEFAULT 9 NOT NULL,
	"phone_max_length" smallint DEFAULT 10 NOT NULL,
	"login_phone_min_length" smallint DEFAULT 9 NOT NULL,
	"register_otp" boolean DEFAULT true NOT NULL,
	"default_country_code" varchar(2) DEFAULT 'TH' NOT NULL,
	"subscribe_email_default" boolean DEFAULT false NOT NULL,
	"minimum_age" smallint DEFAULT 18 NOT NULL,
	"default_currency_code" varchar(10) DEFAULT 'THB' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_config_single_row" CHECK ("global_config"."id" = 1),
	CONSTRAINT "global_config_login_mode" CHECK ("global_config"."login_mode" in ('username', 'phone')),
	CONSTRAINT "global_config_username_length" CHECK ("global_config"."username_min_length" between 1 and "global_config"."username_max_length"),
	CONSTRAINT "global_config_phone_length" CHECK ("global_config"."phone_min_length" between 1 and "global_config"."phone_max_length")
);
--> statement-breakpoint
CREATE TABLE "layout_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(48) NOT NULL,
	"page_name" varchar(64) NOT NULL,
	"name" varchar(80) NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_modals" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"page_show_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"title" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"image_url" varchar(512),
	"link_url" varchar(512),
	"order_no" smallint DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"min_length" smallint NOT NULL,
	"max_length" smallint DEFAULT 32 NOT NULL,
	"require_lowercase" boolean DEFAULT true NOT NULL,
	"require_uppercase" boolean DEFAULT true NOT NULL,
	"require_digit" boolean DEFAULT true NOT NULL,
	"require_special" boolean DEFAULT false NOT NULL,
	CONSTRAINT "password_configs_length" CHECK ("password_configs"."min_length" between 4 and "password_configs"."max_length")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(32) NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "powered_by" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"logo_url" varchar(512) NOT NULL,
	"link_url" varchar(512),
	"order_no" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pwa_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(80) NOT NULL,
	"short_name" varchar(24) NOT NULL,
	"description" varchar(300) NOT NULL,
	"start_url" varchar(256) DEFAULT '/' NOT NULL,
	"scope" varchar(256) DEFAULT '/' NOT NULL,
	"display" varchar(16) DEFAULT 'standalone' NOT NULL,
	"orientation" varchar(16) DEFAULT 'any' NOT NULL,
	"background_color" varchar(7) NOT NULL,
	"theme_color" varchar(7) NOT NULL,
	"icons" jsonb NOT NULL,
	CONSTRAINT "pwa_config_single_row" CHECK ("pwa_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "script_tag_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" varchar(64) NOT NULL,
	"header" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"footer" text DEFAULT '' NOT NULL,
	"meta_header" text DEFAULT '' NOT NULL,
	"meta_body" text DEFAULT '' NOT NULL,
	"meta_footer" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_name" varchar(64) NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" varchar(320) NOT NULL,
	"metadata" varchar(500) DEFAULT '' NOT NULL,
	"og_title" varchar(120) NOT NULL,
	"og_image" varchar(512) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sticky_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" varchar(8) DEFAULT 'right' NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"link_url" varchar(512) NOT NULL,
	"open_in_new_tab" boolean DEFAULT false NOT NULL,
	"audience" varchar(8) DEFAULT 'all' NOT NULL,
	"order_no" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sticky_configs_position" CHECK ("sticky_configs"."position" in ('left', 'right', 'bottom')),
	CONSTRAINT "sticky_configs_audience" CHECK ("sticky_configs"."audience" in ('all', 'visitor', 'member'))
);
--> statement-breakpoint
CREATE TABLE "system_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"image_url" varchar(512) NOT NULL,
	"mobile_image_url" varchar(512),
	"link_url" varchar(512),
	"order_no" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "system_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_id" integer NOT NULL,
	"site_name" varchar(80) NOT NULL,
	"logo_url" varchar(512) NOT NULL,
	"logo_mobile_url" varchar(512) NOT NULL,
	"is_maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_image_url" varchar(512) NOT NULL,
	"maintenance_title" varchar(120) NOT NULL,
	"maintenance_message" text NOT NULL,
	"hide_content" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trigger_allowance" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_active" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trigger_allowance_single_row" CHECK ("trigger_allowance"."id" = 1),
	CONSTRAINT "trigger_allowance_flag" CHECK ("trigger_allowance"."is_active" in (0, 1))
);
--> statement-breakpoint
CREATE INDEX "affiliate_link_visits_referrer_idx" ON "affiliate_link_visits" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "affiliate_link_visits_ip_idx" ON "affiliate_link_visits" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "announcements_language_idx" ON "announcements" USING btree ("language_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_channels_code_uq" ON "contact_channels" USING btree ("contact_code_name");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_channels_one_default_uq" ON "contact_channels" USING btree ("is_default") WHERE "contact_channels"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "footer_configs_language_uq" ON "footer_configs" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "general_configs_key_uq" ON "general_configs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "layout_positions_code_uq" ON "layout_positions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "notification_modals_language_idx" ON "notification_modals" USING btree ("language_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "password_configs_language_uq" ON "password_configs" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_slug_language_uq" ON "policies" USING btree ("slug","language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "script_tag_configs_page_uq" ON "script_tag_configs" USING btree ("page_name");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_configs_page_language_uq" ON "seo_configs" USING btree ("page_name","language_id");--> statement-breakpoint
CREATE INDEX "seo_configs_language_idx" ON "seo_configs" USING btree ("language_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sticky_configs_code_uq" ON "sticky_configs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "system_banners_language_idx" ON "system_banners" USING btree ("language_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "system_configs_language_uq" ON "system_configs" USING btree ("language_id");