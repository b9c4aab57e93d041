import { asc, eq } from 'drizzle-orm';
import { createConfigCache } from '../../../server/config-cache.ts';
import type { Db } from '../../../server/db/client.ts';
import type {
  Announcement,
  ContactChannel,
  ContactCode,
  CustomFunction,
  FooterData,
  GeneralConfig,
  GlobalConfig,
  LayoutPosition,
  LoginMode,
  NotificationModal,
  PageFamily,
  PasswordConfig,
  PoweredBy,
  Privilege,
  PwaConfig,
  ScriptTagConfig,
  SeoConfig,
  StickyItem,
  SystemBanner,
  SystemConfig,
  BannerInput,
  BannerPatch,
  OpsBanner,
} from './site.schemas.ts';
import {
  announcements,
  contactChannels,
  customFunctionConfig,
  footerConfigs,
  generalConfigs,
  globalConfig,
  layoutPositions,
  notificationModals,
  passwordConfigs,
  poweredBy,
  pwaConfig,
  scriptTagConfigs,
  seoConfigs,
  stickyConfigs,
  systemBanners,
  systemConfigs,
  triggerAllowance,
} from './site.table.server.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

// ---- Stored rows → what clients receive (shared by the REST endpoints and the service) ----

export function projectGlobalConfig(r: Row<typeof globalConfig>): GlobalConfig {
  return {
    id: r.id,
    fav_icon: r.fav_icon,
    template_color: r.template_color,
    google_tag_management: r.google_tag_management,
    google_analytic_id: r.google_analytic_id,
    facebook_meta_pixel: JSON.stringify(r.facebook_meta_pixel),
    profile_dob: r.profile_dob,
    profile_gender: r.profile_gender,
    profile_register_channel: r.profile_register_channel,
    register_with_email: r.register_with_email,
    email_required: r.email_required,
    login_mode: r.login_mode as LoginMode,
    username_min_length: r.username_min_length,
    username_max_length: r.username_max_length,
    phone_min_length: r.phone_min_length,
    phone_max_length: r.phone_max_length,
    login_phone_min_length: r.login_phone_min_length,
    register_otp: r.register_otp,
    default_country_code: r.default_country_code,
    subscribe_email_default: r.subscribe_email_default,
    minimum_age: r.minimum_age,
    default_currency_code: r.default_currency_code,
    updated_at: r.updated_at.toISOString(),
  };
}

export function projectAnnouncement(r: Row<typeof announcements>): Announcement {
  return { id: r.id, message: r.message, page_show_list: r.page_show_list as PageFamily[], order_no: r.order_no };
}

export function projectFooter(r: Row<typeof footerConfigs>): FooterData {
  return {
    language_id: r.language_id,
    about_title: r.about_title,
    about_text: r.about_text,
    columns: r.columns,
    logo_groups: r.logo_groups,
    social_links: r.social_links,
    copyright: r.copyright,
    disclaimer: r.disclaimer,
  };
}

export function projectCustomFunction(
  r: Row<typeof customFunctionConfig>,
  announcementData: Announcement[],
  footer: FooterData | null,
): CustomFunction {
  return {
    privilege: r.privileges as Privilege[],
    configList: [
      { name: 'Announcement', is_active: r.announcement_enabled },
      { name: 'Personal Message', is_active: r.personal_message_enabled },
    ],
    announcement_data: r.announcement_enabled ? announcementData : [],
    register_type: r.register_type || 'default',
    bank_status: r.bank_status,
    footer_data: footer,
    freestyle_data: r.freestyle_data,
    should_iframe_redirect: r.should_iframe_redirect,
    coupon_enabled: r.coupon_enabled,
  };
}

export function projectScriptTags(r: Row<typeof scriptTagConfigs>): ScriptTagConfig {
  return {
    id: r.id,
    page_name: r.page_name,
    header: r.header,
    body: r.body,
    footer: r.footer,
    meta_header: r.meta_header,
    meta_body: r.meta_body,
    meta_footer: r.meta_footer,
  };
}

export function projectSeo(r: Row<typeof seoConfigs>): SeoConfig {
  return {
    id: r.id,
    page_name: r.page_name,
    language_id: r.language_id,
    title: r.title,
    description: r.description,
    metadata: r.metadata,
    OG_title: r.og_title,
    OG_image: r.og_image,
  };
}

export function projectSystemConfig(r: Row<typeof systemConfigs>): SystemConfig {
  return {
    id: r.id,
    language_id: r.language_id,
    site_name: r.site_name,
    logo_url: r.logo_url,
    logo_mobile_url: r.logo_mobile_url,
    is_maintenance: r.is_maintenance,
    maintenance_image_url: r.maintenance_image_url,
    maintenance_title: r.maintenance_title,
    maintenance_message: r.maintenance_message,
    hide_content: r.hide_content,
  };
}

export function projectSticky(r: Row<typeof stickyConfigs>): StickyItem {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    position: r.position as StickyItem['position'],
    image_url: r.image_url,
    link_url: r.link_url,
    open_in_new_tab: r.open_in_new_tab,
    audience: r.audience as StickyItem['audience'],
    order_no: r.order_no,
  };
}

export function projectLayoutPosition(r: Row<typeof layoutPositions>): LayoutPosition {
  return { id: r.id, code: r.code, page_name: r.page_name, name: r.name, order_no: r.order_no };
}

export function projectGeneralConfig(r: Row<typeof generalConfigs>): {
  id: number;
  key: string;
  value: unknown;
  description: string;
} {
  return { id: r.id, key: r.key, value: r.value, description: r.description };
}

export function projectPasswordConfig(r: Row<typeof passwordConfigs>): PasswordConfig {
  return {
    id: r.id,
    language_id: r.language_id,
    min_length: r.min_length,
    max_length: r.max_length,
    require_lowercase: r.require_lowercase,
    require_uppercase: r.require_uppercase,
    require_digit: r.require_digit,
    require_special: r.require_special,
  };
}

export function projectContactChannel(r: Row<typeof contactChannels>): ContactChannel {
  return {
    id: r.id,
    contact_code_name: r.contact_code_name as ContactCode,
    display_name: r.display_name,
    contact_link: r.contact_link,
    is_default: r.is_default,
    order_no: r.order_no,
  };
}

export function projectNotification(r: Row<typeof notificationModals>): NotificationModal {
  return {
    id: r.id,
    language_id: r.language_id,
    is_active: r.is_active,
    page_show_list: r.page_show_list as PageFamily[],
    title: r.title,
    body: r.body,
    image_url: r.image_url,
    link_url: r.link_url,
    order_no: r.order_no,
    start_at: iso(r.start_at),
    end_at: iso(r.end_at),
  };
}

export function projectPoweredBy(r: Row<typeof poweredBy>): PoweredBy {
  return { id: r.id, name: r.name, logo_url: r.logo_url, link_url: r.link_url, order_no: r.order_no };
}

export function projectPwa(r: Row<typeof pwaConfig>): PwaConfig {
  return {
    name: r.name,
    short_name: r.short_name,
    description: r.description,
    start_url: r.start_url,
    scope: r.scope,
    display: r.display as PwaConfig['display'],
    orientation: r.orientation as PwaConfig['orientation'],
    background_color: r.background_color,
    theme_color: r.theme_color,
    icons: r.icons,
  };
}

export function projectBanner(r: Row<typeof systemBanners>): SystemBanner {
  return {
    id: r.id,
    language_id: r.language_id,
    title: r.title,
    image_url: r.image_url,
    mobile_image_url: r.mobile_image_url,
    link_url: r.link_url,
    headline: r.headline,
    offer_text: r.offer_text,
    cta_label: r.cta_label,
    order_no: r.order_no,
    start_at: iso(r.start_at),
    end_at: iso(r.end_at),
  };
}

/** Whether a dated item is showing at `now`: started (or no start) and not yet ended (or no end). */
export function isShowing(
  item: { start_at: string | Date | null; end_at: string | Date | null },
  now: number,
): boolean {
  const start = item.start_at ? new Date(item.start_at).getTime() : null;
  const end = item.end_at ? new Date(item.end_at).getTime() : null;
  return (start === null || start <= now) && (end === null || end > now);
}

// ---- The service ----

export interface SiteService {
  /** Site-wide settings, or null when none are stored. */
  globalConfig(): Promise<GlobalConfig | null>;
  /** Tags of a page (route name), parts URL-encoded; null when the page has none. */
  scriptTags(pageName: string): Promise<ScriptTagConfig | null>;
  /** Active floating buttons in display order. */
  stickyConfig(): Promise<StickyItem[]>;
  /** Branding and site state in a language; null when the language has none. */
  systemConfig(languageId: number): Promise<SystemConfig | null>;
  /** Active page slots in display order. */
  layoutPositions(): Promise<LayoutPosition[]>;
  /** The footer of a language (the custom function's footer part); null when the language has none. */
  footerConfig(languageId: number): Promise<FooterData | null>;
  /** Active contact channels, in display order; at most one is_default. */
  contactChannels(): Promise<ContactChannel[]>;
  /** SEO of a page in a language; a page without its own falls back to the language's `index` entry. */
  seoConfig(pageName: string, languageId: number): Promise<SeoConfig | null>;
  /** Password rules of every language. */
  passwordConfig(): Promise<PasswordConfig[]>;
  /** Site-wide values by key. */
  generalConfig(): Promise<GeneralConfig>;
  /**
   * Feature switches with the language's announcements (only those listing `pageName`, a page family, when given)
   * and footer; null when none are stored.
   */
  customFunction(languageId: number, pageName?: PageFamily): Promise<CustomFunction | null>;
  /** Active pop-ups of a language that list the page family and are showing now. */
  notifications(languageId: number, pageName: PageFamily): Promise<NotificationModal[]>;
  /** The web app manifest; null when none is stored. */
  pwaConfig(): Promise<PwaConfig | null>;
  /** Banners of a language showing now, in display order. */
  banners(languageId: number): Promise<SystemBanner[]>;
  /** Active partner logos in display order. */
  poweredBy(): Promise<PoweredBy[]>;
  /** 1: show the site's own allowance prompt before the browser's; 0: ask the browser directly. */
  triggerAllowance(): Promise<0 | 1>;
  /** Every banner (inactive and dated ones included), of one language or all, for the operator. */
  opsBanners(languageId?: number): Promise<OpsBanner[]>;
  /** Adds a banner; the pages show it at once (the cached pages are dropped). */
  createBanner(input: BannerInput): Promise<OpsBanner>;
  /** Changes a banner; null for an unknown id. */
  updateBanner(id: number, patch: BannerPatch): Promise<OpsBanner | null>;
  /** Drops every cached value; the next read comes from the database. Call after changing a configuration. */
  invalidate(): void;
}

export interface SiteServiceDeps {
  db: Db;
  /** Default 30 s; reads within it never reach the database. */
  cacheTtlMs?: number;
  /** Default 5 min: how long a stale value is still served while a reload runs. */
  cacheMaxStaleMs?: number;
  now?: () => number;
}

export function createSiteService(deps: SiteServiceDeps): SiteService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const cache = createConfigCache({
    ttlMs: deps.cacheTtlMs ?? 30_000,
    maxStaleMs: deps.cacheMaxStaleMs ?? 300_000,
    now,
  });

  const all = {
    global: () =>
      cache.get('global', async () => {
        const [row] = await db.select().from(globalConfig).where(eq(globalConfig.id, 1));
        return row ? projectGlobalConfig(row) : null;
      }),
    customFunction: () =>
      cache.get('customFunction', async () => {
        const [row] = await db.select().from(customFunctionConfig).where(eq(customFunctionConfig.id, 1));
        return row ?? null;
      }),
    announcements: () =>
      cache.get('announcements', async () => {
        const rows = await db
          .select()
          .from(announcements)
          .where(eq(announcements.is_active, true))
          .orderBy(asc(announcements.language_id), asc(announcements.order_no), asc(announcements.id));
        return rows.map((r) => ({
          ...projectAnnouncement(r),
          language_id: r.language_id,
          start_at: r.start_at,
          end_at: r.end_at,
        }));
      }),
    footers: () =>
      cache.get('footers', async () => {
        const rows = await db.select().from(footerConfigs);
        return new Map(rows.map((r) => [r.language_id, projectFooter(r)]));
      }),
    scriptTags: () =>
      cache.get('scriptTags', async () => {
        const rows = await db.select().from(scriptTagConfigs).where(eq(scriptTagConfigs.is_active, true));
        return new Map(rows.map((r) => [r.page_name, projectScriptTags(r)]));
      }),
    seo: () =>
      cache.get('seo', async () => {
        const rows = await db.select().from(seoConfigs);
        return new Map(rows.map((r) => [`${r.page_name}\u0000${r.language_id}`, projectSeo(r)]));
      }),
    systemConfigs: () =>
      cache.get('systemConfigs', async () => {
        const rows = await db.select().from(systemConfigs);
        return new Map(rows.map((r) => [r.language_id, projectSystemConfig(r)]));
      }),
    sticky: () =>
      cache.get('sticky', async () => {
        const rows = await db
          .select()
          .from(stickyConfigs)
          .where(eq(stickyConfigs.is_active, true))
          .orderBy(asc(stickyConfigs.order_no), asc(stickyConfigs.id));
        return rows.map(projectSticky);
      }),
    layout: () =>
      cache.get('layout', async () => {
        const rows = await db
          .select()
          .from(layoutPositions)
          .where(eq(layoutPositions.is_active, true))
          .orderBy(asc(layoutPositions.page_name), asc(layoutPositions.order_no), asc(layoutPositions.id));
        return rows.map(projectLayoutPosition);
      }),
    general: () =>
      cache.get('general', async () => {
        const rows = await db.select().from(generalConfigs).orderBy(asc(generalConfigs.key));
        return Object.fromEntries(rows.map((r) => [r.key, r.value])) as GeneralConfig;
      }),
    password: () =>
      cache.get('password', async () => {
        const rows = await db.select().from(passwordConfigs).orderBy(asc(passwordConfigs.language_id));
        return rows.map(projectPasswordConfig);
      }),
    contacts: () =>
      cache.get('contacts', async () => {
        const rows = await db
          .select()
          .from(contactChannels)
          .where(eq(contactChannels.is_active, true))
          .orderBy(asc(contactChannels.order_no), asc(contactChannels.id));
        return rows.map(projectContactChannel);
      }),
    notifications: () =>
      cache.get('notifications', async () => {
        const rows = await db
          .select()
          .from(notificationModals)
          .where(eq(notificationModals.is_active, true))
          .orderBy(asc(notificationModals.order_no), asc(notificationModals.id));
        return rows.map(projectNotification);
      }),
    pwa: () =>
      cache.get('pwa', async () => {
        const [row] = await db.select().from(pwaConfig).where(eq(pwaConfig.id, 1));
        return row ? projectPwa(row) : null;
      }),
    banners: () =>
      cache.get('banners', async () => {
        const rows = await db
          .select()
          .from(systemBanners)
          .where(eq(systemBanners.is_active, true))
          .orderBy(asc(systemBanners.order_no), asc(systemBanners.id));
        return rows.map(projectBanner);
      }),
    poweredBy: () =>
      cache.get('poweredBy', async () => {
        const rows = await db
          .select()
          .from(poweredBy)
          .where(eq(poweredBy.is_active, true))
          .orderBy(asc(poweredBy.order_no), asc(poweredBy.id));
        return rows.map(projectPoweredBy);
      }),
    triggerAllowance: () =>
      cache.get('triggerAllowance', async () => {
        const [row] = await db.select().from(triggerAllowance).where(eq(triggerAllowance.id, 1));
        return (row?.is_active === 1 ? 1 : 0) as 0 | 1;
      }),
  };

  const footerConfig = async (languageId: number) => (await all.footers()).get(languageId) ?? null;

  // The writes call service.invalidate(): the composition root wraps it so that a change reaches every instance.
  const service: SiteService = {
    globalConfig: all.global,
    async scriptTags(pageName) {
      return (await all.scriptTags()).get(pageName) ?? null;
    },
    stickyConfig: all.sticky,
    async systemConfig(languageId) {
      return (await all.systemConfigs()).get(languageId) ?? null;
    },
    layoutPositions: all.layout,
    footerConfig,
    contactChannels: all.contacts,
    async seoConfig(pageName, languageId) {
      const seo = await all.seo();
      return seo.get(`${pageName}\u0000${languageId}`) ?? seo.get(`index\u0000${languageId}`) ?? null;
    },
    passwordConfig: all.password,
    generalConfig: all.general,
    async customFunction(languageId, pageName) {
      const [config, items, footer] = await Promise.all([
        all.customFunction(),
        all.announcements(),
        footerConfig(languageId),
      ]);
      if (!config) return null;
      const t = now();
      const data = items
        .filter(
          (a) =>
            a.language_id === languageId &&
            isShowing(a, t) &&
            (!pageName || a.page_show_list.length === 0 || a.page_show_list.includes(pageName)),
        )
        .map(({ id, message, page_show_list, order_no }) => ({ id, message, page_show_list, order_no }));
      return projectCustomFunction(config, data, footer);
    },
    async notifications(languageId, pageName) {
      const t = now();
      return (await all.notifications()).filter(
        (n) => n.language_id === languageId && n.page_show_list.includes(pageName) && isShowing(n, t),
      );
    },
    pwaConfig: all.pwa,
    async banners(languageId) {
      const t = now();
      return (await all.banners()).filter((b) => b.language_id === languageId && isShowing(b, t));
    },
    poweredBy: all.poweredBy,
    triggerAllowance: all.triggerAllowance,
    async opsBanners(languageId) {
      const rows = await db
        .select()
        .from(systemBanners)
        .where(languageId === undefined ? undefined : eq(systemBanners.language_id, languageId))
        .orderBy(asc(systemBanners.language_id), asc(systemBanners.order_no), asc(systemBanners.id));
      return rows.map(opsBanner);
    },
    async createBanner(input) {
      const [row] = await db.insert(systemBanners).values(bannerValues(input)).returning();
      service.invalidate();
      return opsBanner(row);
    },
    async updateBanner(id, patch) {
      const [row] = await db.update(systemBanners).set(bannerValues(patch)).where(eq(systemBanners.id, id)).returning();
      if (!row) return null;
      service.invalidate();
      return opsBanner(row);
    },
    invalidate: () => cache.invalidate(),
  };
  return service;
}

const opsBanner = (r: Row<typeof systemBanners>): OpsBanner => ({ ...projectBanner(r), is_active: r.is_active });

/** The columns of a banner input (dates parsed; fields left out stay as they are). */
function bannerValues<T extends BannerPatch>(input: T) {
  const { start_at, end_at, ...rest } = input;
  return {
    ...rest,
    ...(start_at !== undefined ? { start_at: start_at === null ? null : new Date(start_at) } : {}),
    ...(end_at !== undefined ? { end_at: end_at === null ? null : new Date(end_at) } : {}),
  };
}
