import { z } from 'zod';
import type { PolicySlug } from '../policy/policy.schemas.ts';

/** The route names used for configuration lookup (script tags, SEO), as the platform spec lists them. */
export const ROUTE_NAMES = [
  'index',
  'index1',
  'index2',
  'register',
  'cookies-policy',
  'privacy-policy',
  'terms-and-conditions',
  'games',
  'games-id',
  'providerselect',
  'promotions',
  'promotions-id',
  'promotions-affiliate',
  'promotions-cashback',
  'promotions-rebate',
  'member-level',
  'member-level-detail',
  'quest',
  'quest-id',
  'cashback',
  'affiliate',
  'affiliate_v2-code',
  'reward',
  'reward-exchange-point',
  'reward-freespin',
  'reward-history',
  'reward-lucky-box',
  'reward-random-card',
  'reward-redreemExchangeReward',
  'reward-redreemExchangeReward-id',
  'setting',
  'setting-profile',
  'setting-wallet',
  'setting-changePassword',
  'setting-history',
  'setting-redeemhistory',
  'setting-totalbet',
  'setting-totalpoints',
  'setting-promotion',
  'setting-rebate',
  'setting-cashback',
  'setting-couponhistory',
  'setting-affiliate',
  'setting-affiliate-income',
  'setting-affiliate-member',
  'setting-affiliate-statistics',
  'setting-personal-message',
  'setting-personal-message-write-memo',
  'setting-personal-message-id',
  'coupon-couponDetails',
  'coupon-id',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** Page families for announcements and notifications; for visitors the home page belongs to `login`. */
export const PAGE_FAMILIES = [
  'payment',
  'setting',
  'promotion',
  'game',
  'rebate',
  'index',
  'cashback',
  'affiliate',
  'redeem',
  'history',
  'quest',
  'level',
  'register',
  'login',
  'personal_message',
  'change_password',
  'current_point',
  'total_bet',
  'coupon',
] as const;
export type PageFamily = (typeof PAGE_FAMILIES)[number];

/** Site-wide privileges the custom function config can switch on. */
export const PRIVILEGES = ['rebate', 'affiliate', 'quest', 'coupon', 'point'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

export const CONTACT_CODES = [
  'tawk',
  'livechat',
  'zendesk',
  'viberapp',
  'line',
  'telegram',
  'whatsapp',
  'messenger',
] as const;
export type ContactCode = (typeof CONTACT_CODES)[number];

export const LOGIN_MODES = ['username', 'phone'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/** Languages whose password catalogue asks for 8 characters (player-features § 5); the others ask for 6. */
const PASSWORD_MIN_8 = new Set(['id', 'my', 'zh', 'br', 'bd']);
export function passwordMinLengthFor(locale: string): 6 | 8 {
  return PASSWORD_MIN_8.has(locale) ? 8 : 6;
}

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const themeColorsSchema = z.strictObject({
  primary: hex,
  primary_contrast: hex,
  secondary: hex,
  accent: hex,
  background: hex,
  surface: hex,
  surface_alt: hex,
  border: hex,
  text: hex,
  text_muted: hex,
  success: hex,
  warning: hex,
  danger: hex,
});
/** Theme variables the shell feeds to Tailwind. */
export type ThemeColors = z.infer<typeof themeColorsSchema>;

// ---- What the endpoints and AppServices.system return ----

export interface GlobalConfig {
  id: number;
  fav_icon: string;
  template_color: ThemeColors;
  google_tag_management: string | null;
  google_analytic_id: string | null;
  /** JSON array of pixel ids, as a string (e.g. '["123","456"]'). */
  facebook_meta_pixel: string;
  profile_dob: boolean;
  profile_gender: boolean;
  profile_register_channel: boolean;
  register_with_email: boolean;
  email_required: boolean;
  login_mode: LoginMode;
  username_min_length: number;
  username_max_length: number;
  phone_min_length: number;
  phone_max_length: number;
  login_phone_min_length: number;
  /** Registration asks for the phone OTP step. */
  register_otp: boolean;
  /** Country preselected for phone numbers (ISO 3166-1 alpha-2). */
  default_country_code: string;
  subscribe_email_default: boolean;
  minimum_age: number;
  /** Currency a new member gets when the form does not choose one (code). */
  default_currency_code: string;
  updated_at: string;
}

export interface ConfigListItem {
  name: 'Announcement' | 'Personal Message';
  is_active: boolean;
}

export interface Announcement {
  id: number;
  message: string;
  page_show_list: PageFamily[];
  order_no: number;
}

export interface FooterLink {
  label: string;
  /** Site path without the locale prefix, e.g. '/promotions'. */
  path?: string;
  /** A policy with no page of its own, shown in a dialog. */
  policy?: PolicySlug;
  /** External address, opened in a new tab. */
  url?: string;
}
export interface FooterColumn {
  title: string;
  links: FooterLink[];
}
export interface FooterLogo {
  name: string;
  image_url: string;
  url?: string;
}
export interface FooterLogoGroup {
  title: string;
  logos: FooterLogo[];
}
export interface FooterSocialLink {
  code: ContactCode | 'facebook' | 'youtube' | 'x';
  name: string;
  url: string;
  icon_url: string;
}
export interface FooterData {
  language_id: number;
  about_title: string;
  about_text: string;
  columns: FooterColumn[];
  logo_groups: FooterLogoGroup[];
  social_links: FooterSocialLink[];
  copyright: string;
  disclaimer: string;
}

export interface FreestyleData {
  /** Operator CSS appended after the theme. */
  custom_css: string;
  /** Operator HTML placed before the footer. */
  custom_html: string;
}

export interface CustomFunction {
  privilege: Privilege[];
  configList: ConfigListItem[];
  announcement_data: Announcement[];
  register_type: string;
  bank_status: boolean;
  footer_data: FooterData | null;
  freestyle_data: FreestyleData;
  should_iframe_redirect: boolean;
  coupon_enabled: boolean;
}

export interface ScriptTagConfig {
  id: number;
  page_name: string;
  /** Each part is URL-encoded HTML: decodeURIComponent before use. */
  header: string;
  body: string;
  footer: string;
  meta_header: string;
  meta_body: string;
  meta_footer: string;
}

export interface SeoConfig {
  id: number;
  page_name: string;
  language_id: number;
  title: string;
  description: string;
  /** Keywords, comma separated. */
  metadata: string;
  OG_title: string;
  OG_image: string;
}

export interface SystemConfig {
  id: number;
  language_id: number;
  site_name: string;
  logo_url: string;
  logo_mobile_url: string;
  is_maintenance: boolean;
  maintenance_image_url: string;
  maintenance_title: string;
  maintenance_message: string;
  hide_content: boolean;
}

export interface StickyItem {
  id: number;
  code: string;
  name: string;
  position: 'left' | 'right' | 'bottom';
  image_url: string;
  link_url: string;
  open_in_new_tab: boolean;
  audience: 'all' | 'visitor' | 'member';
  order_no: number;
}

export interface LayoutPosition {
  id: number;
  code: string;
  page_name: string;
  name: string;
  order_no: number;
}

export type GeneralConfig = Record<string, unknown>;

export interface PasswordConfig {
  id: number;
  language_id: number;
  min_length: number;
  max_length: number;
  require_lowercase: boolean;
  require_uppercase: boolean;
  require_digit: boolean;
  require_special: boolean;
}

export interface ContactChannel {
  id: number;
  contact_code_name: ContactCode;
  display_name: string;
  contact_link: string;
  is_default: boolean;
  order_no: number;
}

export interface NotificationModal {
  id: number;
  language_id: number;
  is_active: boolean;
  page_show_list: PageFamily[];
  title: string;
  body: string;
  image_url: string | null;
  link_url: string | null;
  order_no: number;
  start_at: string | null;
  end_at: string | null;
}

export interface PoweredBy {
  id: number;
  name: string;
  logo_url: string;
  link_url: string | null;
  order_no: number;
}

export interface PwaIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}
export interface PwaConfig {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone' | 'fullscreen' | 'minimal-ui' | 'browser';
  orientation: 'any' | 'portrait' | 'landscape';
  background_color: string;
  theme_color: string;
  icons: PwaIcon[];
}

export interface SystemBanner {
  id: number;
  language_id: number;
  /** The banner's name: the picture's text alternative. */
  title: string;
  image_url: string;
  mobile_image_url: string | null;
  link_url: string | null;
  /** Words drawn over the picture (null: the picture carries its own): headline, offer, call-to-action button. */
  headline: string | null;
  offer_text: string | null;
  cta_label: string | null;
  order_no: number;
  start_at: string | null;
  end_at: string | null;
}

/** The login mode and length rules of the global config, as the auth service reads them; null without a config. */
export function loginRulesOf(g: GlobalConfig | null): {
  loginMode: LoginMode;
  username: { min: number; max: number };
  phone: { min: number; max: number };
  loginPhoneMin: number;
} | null {
  if (!g) return null;
  return {
    loginMode: g.login_mode,
    username: { min: g.username_min_length, max: g.username_max_length },
    phone: { min: g.phone_min_length, max: g.phone_max_length },
    loginPhoneMin: g.login_phone_min_length,
  };
}

/** A picture or link of the operator's content: a path on the site (`/banners/x.svg`) or an https address. */
const contentUrl = z
  .string()
  .trim()
  .max(512, 'INVALID_FIELD')
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'INVALID_FIELD');
const optionalText = (max: number) =>
  z.union([z.string().trim().min(1, 'INVALID_FIELD').max(max, 'INVALID_FIELD'), z.null()]);
const instant = z.union([z.iso.datetime({ offset: true, message: 'INVALID_FIELD' }), z.null()]);

/** A home banner as the operator writes it (`/ops/banners`): the picture, its link and the words drawn over it. */
export const bannerInputSchema = z
  .object({
    language_id: z.number().int().positive('INVALID_FIELD'),
    title: z.string().trim().min(1, 'INVALID_FIELD').max(120, 'INVALID_FIELD'),
    image_url: contentUrl,
    mobile_image_url: z.union([contentUrl, z.null()]).optional(),
    link_url: z.union([contentUrl, z.null()]).optional(),
    headline: optionalText(120).optional(),
    offer_text: optionalText(240).optional(),
    cta_label: optionalText(40).optional(),
    order_no: z.number().int().min(0, 'INVALID_FIELD').max(32_767, 'INVALID_FIELD').optional(),
    is_active: z.boolean().optional(),
    start_at: instant.optional(),
    end_at: instant.optional(),
  })
  .strict();
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** A change of some of a banner's fields. */
export const bannerPatchSchema = bannerInputSchema
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'INVALID_FIELD' });
export type BannerPatch = z.infer<typeof bannerPatchSchema>;

/** A banner as the operator sees it: inactive and dated ones included. */
export interface OpsBanner extends SystemBanner {
  is_active: boolean;
}
