import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type {
  FooterColumn,
  FooterLogoGroup,
  FooterSocialLink,
  FreestyleData,
  PwaIcon,
  ThemeColors,
} from './site.schemas.ts';

/** Site-wide settings: a single row, id 1. */
export const globalConfig = pgTable(
  'global_config',
  {
    id: integer().primaryKey().default(1),
    fav_icon: varchar({ length: 512 }).notNull(),
    template_color: jsonb().$type<ThemeColors>().notNull(),
    google_tag_management: varchar({ length: 32 }),
    google_analytic_id: varchar({ length: 32 }),
    facebook_meta_pixel: text().array().notNull().default(sql`'{}'::text[]`),
    profile_dob: boolean().notNull().default(false),
    profile_gender: boolean().notNull().default(false),
    profile_register_channel: boolean().notNull().default(false),
    register_with_email: boolean().notNull().default(false),
    email_required: boolean().notNull().default(false),
    login_mode: varchar({ length: 16 }).notNull().default('username'),
    username_min_length: smallint().notNull().default(6),
    username_max_length: smallint().notNull().default(16),
    phone_min_length: smallint().notNull().default(9),
    phone_max_length: smallint().notNull().default(10),
    login_phone_min_length: smallint().notNull().default(9),
    register_otp: boolean().notNull().default(true),
    default_country_code: varchar({ length: 2 }).notNull().default('TH'),
    subscribe_email_default: boolean().notNull().default(false),
    minimum_age: smallint().notNull().default(18),
    default_currency_code: varchar({ length: 10 }).notNull().default('THB'),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('global_config_single_row', sql`${t.id} = 1`),
    check('global_config_login_mode', sql`${t.login_mode} in ('username', 'phone')`),
    check('global_config_username_length', sql`${t.username_min_length} between 1 and ${t.username_max_length}`),
    check('global_config_phone_length', sql`${t.phone_min_length} between 1 and ${t.phone_max_length}`),
  ],
);

/** Feature switches of the site: a single row, id 1. Announcements and footers are per language in their own tables. */
export const customFunctionConfig = pgTable(
  'custom_function_config',
  {
    id: integer().primaryKey().default(1),
    /** Privileges switched on for the site: rebate, affiliate, quest, coupon, point. */
    privileges: text().array().notNull().default(sql`'{}'::text[]`),
    announcement_enabled: boolean().notNull().default(true),
    personal_message_enabled: boolean().notNull().default(true),
    register_type: varchar({ length: 32 }).notNull().default('default'),
    /** Members register and withdraw with a bank account. */
    bank_status: boolean().notNull().default(true),
    freestyle_data: jsonb().$type<FreestyleData>().notNull().default({ custom_css: '', custom_html: '' }),
    should_iframe_redirect: boolean().notNull().default(false),
    coupon_enabled: boolean().notNull().default(false),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('custom_function_config_single_row', sql`${t.id} = 1`)],
);

/** Text of the announcement bar, per language; an empty page list shows it everywhere. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    message: varchar({ length: 500 }).notNull(),
    page_show_list: text().array().notNull().default(sql`'{}'::text[]`),
    order_no: smallint().notNull().default(0),
    is_active: boolean().notNull().default(true),
    start_at: timestamp({ withTimezone: true }),
    end_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('announcements_language_idx').on(t.language_id, t.order_no)],
);

/** Footer columns, links and logos, per language. */
export const footerConfigs = pgTable(
  'footer_configs',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    about_title: varchar({ length: 120 }).notNull(),
    about_text: text().notNull(),
    columns: jsonb().$type<FooterColumn[]>().notNull(),
    logo_groups: jsonb().$type<FooterLogoGroup[]>().notNull(),
    social_links: jsonb().$type<FooterSocialLink[]>().notNull(),
    copyright: varchar({ length: 200 }).notNull(),
    disclaimer: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('footer_configs_language_uq').on(t.language_id)],
);

/** Tags injected per page name; every part is stored URL-encoded. */
export const scriptTagConfigs = pgTable(
  'script_tag_configs',
  {
    id: serial().primaryKey(),
    page_name: varchar({ length: 64 }).notNull(),
    header: text().notNull().default(''),
    body: text().notNull().default(''),
    footer: text().notNull().default(''),
    meta_header: text().notNull().default(''),
    meta_body: text().notNull().default(''),
    meta_footer: text().notNull().default(''),
    is_active: boolean().notNull().default(true),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('script_tag_configs_page_uq').on(t.page_name)],
);

export const seoConfigs = pgTable(
  'seo_configs',
  {
    id: serial().primaryKey(),
    page_name: varchar({ length: 64 }).notNull(),
    language_id: integer().notNull(),
    title: varchar({ length: 120 }).notNull(),
    description: varchar({ length: 320 }).notNull(),
    metadata: varchar({ length: 500 }).notNull().default(''),
    og_title: varchar({ length: 120 }).notNull(),
    og_image: varchar({ length: 512 }).notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('seo_configs_page_language_uq').on(t.page_name, t.language_id),
    index('seo_configs_language_idx').on(t.language_id),
  ],
);

/** Branding and site state, per language. */
export const systemConfigs = pgTable(
  'system_configs',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    site_name: varchar({ length: 80 }).notNull(),
    logo_url: varchar({ length: 512 }).notNull(),
    logo_mobile_url: varchar({ length: 512 }).notNull(),
    is_maintenance: boolean().notNull().default(false),
    maintenance_image_url: varchar({ length: 512 }).notNull(),
    maintenance_title: varchar({ length: 120 }).notNull(),
    maintenance_message: text().notNull(),
    hide_content: boolean().notNull().default(false),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('system_configs_language_uq').on(t.language_id)],
);

/** Floating buttons pinned to a side of the screen. */
export const stickyConfigs = pgTable(
  'sticky_configs',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    position: varchar({ length: 8 }).notNull().default('right'),
    image_url: varchar({ length: 512 }).notNull(),
    link_url: varchar({ length: 512 }).notNull(),
    open_in_new_tab: boolean().notNull().default(false),
    audience: varchar({ length: 8 }).notNull().default('all'),
    order_no: smallint().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('sticky_configs_code_uq').on(t.code),
    check('sticky_configs_position', sql`${t.position} in ('left', 'right', 'bottom')`),
    check('sticky_configs_audience', sql`${t.audience} in ('all', 'visitor', 'member')`),
  ],
);

/** Named slots of a page (home sections and where promotions show), in display order. */
export const layoutPositions = pgTable(
  'layout_positions',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 48 }).notNull(),
    page_name: varchar({ length: 64 }).notNull(),
    name: varchar({ length: 80 }).notNull(),
    order_no: smallint().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('layout_positions_code_uq').on(t.code)],
);

/** Site-wide values the shell reads by key. */
export const generalConfigs = pgTable(
  'general_configs',
  {
    id: serial().primaryKey(),
    key: varchar({ length: 64 }).notNull(),
    value: jsonb().notNull(),
    description: varchar({ length: 200 }).notNull().default(''),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('general_configs_key_uq').on(t.key)],
);

/** Password rules per language. */
export const passwordConfigs = pgTable(
  'password_configs',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    min_length: smallint().notNull(),
    max_length: smallint().notNull().default(32),
    require_lowercase: boolean().notNull().default(true),
    require_uppercase: boolean().notNull().default(true),
    require_digit: boolean().notNull().default(true),
    require_special: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('password_configs_language_uq').on(t.language_id),
    check('password_configs_length', sql`${t.min_length} between 4 and ${t.max_length}`),
  ],
);

export const contactChannels = pgTable(
  'contact_channels',
  {
    id: serial().primaryKey(),
    contact_code_name: varchar({ length: 32 }).notNull(),
    display_name: varchar({ length: 64 }).notNull(),
    contact_link: varchar({ length: 512 }).notNull(),
    is_default: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    order_no: smallint().notNull().default(0),
  },
  (t) => [
    uniqueIndex('contact_channels_code_uq').on(t.contact_code_name),
    // At most one default channel: it decides which chat widget shows.
    uniqueIndex('contact_channels_one_default_uq').on(t.is_default).where(sql`${t.is_default}`),
  ],
);

export const systemBanners = pgTable(
  'system_banners',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    /** The banner's name: the picture's text alternative. */
    title: varchar({ length: 120 }).notNull(),
    image_url: varchar({ length: 512 }).notNull(),
    mobile_image_url: varchar({ length: 512 }),
    link_url: varchar({ length: 512 }),
    /** The words drawn over the picture: a headline, the offer and the call-to-action button (to link_url). */
    headline: varchar({ length: 120 }),
    offer_text: varchar({ length: 240 }),
    cta_label: varchar({ length: 40 }),
    order_no: smallint().notNull().default(0),
    is_active: boolean().notNull().default(true),
    start_at: timestamp({ withTimezone: true }),
    end_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('system_banners_language_idx').on(t.language_id, t.order_no)],
);

/** Pop-ups shown on the pages of their list, in their language. */
export const notificationModals = pgTable(
  'notification_modals',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    is_active: boolean().notNull().default(true),
    page_show_list: text().array().notNull().default(sql`'{}'::text[]`),
    title: varchar({ length: 120 }).notNull(),
    body: text().notNull(),
    image_url: varchar({ length: 512 }),
    link_url: varchar({ length: 512 }),
    order_no: smallint().notNull().default(0),
    start_at: timestamp({ withTimezone: true }),
    end_at: timestamp({ withTimezone: true }),
  },
  (t) => [index('notification_modals_language_idx').on(t.language_id, t.order_no)],
);

/** Logos of the game providers and partners behind the site. */
export const poweredBy = pgTable('powered_by', {
  id: serial().primaryKey(),
  name: varchar({ length: 64 }).notNull(),
  logo_url: varchar({ length: 512 }).notNull(),
  link_url: varchar({ length: 512 }),
  order_no: smallint().notNull().default(0),
  is_active: boolean().notNull().default(true),
});

/** The web app manifest: a single row, id 1. */
export const pwaConfig = pgTable(
  'pwa_config',
  {
    id: integer().primaryKey().default(1),
    name: varchar({ length: 80 }).notNull(),
    short_name: varchar({ length: 24 }).notNull(),
    description: varchar({ length: 300 }).notNull(),
    start_url: varchar({ length: 256 }).notNull().default('/'),
    scope: varchar({ length: 256 }).notNull().default('/'),
    display: varchar({ length: 16 }).notNull().default('standalone'),
    orientation: varchar({ length: 16 }).notNull().default('any'),
    background_color: varchar({ length: 7 }).notNull(),
    theme_color: varchar({ length: 7 }).notNull(),
    icons: jsonb().$type<PwaIcon[]>().notNull(),
  },
  (t) => [check('pwa_config_single_row', sql`${t.id} = 1`)],
);

/** Whether the push prompt is preceded by the site's own (fake) allowance prompt: a single row, id 1. */
export const triggerAllowance = pgTable(
  'trigger_allowance',
  {
    id: integer().primaryKey().default(1),
    is_active: smallint().notNull().default(0),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trigger_allowance_single_row', sql`${t.id} = 1`),
    check('trigger_allowance_flag', sql`${t.is_active} in (0, 1)`),
  ],
);
