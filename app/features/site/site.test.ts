import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { LOCALES } from '../../i18n/config.ts';
import { createSiteService } from './site.service.server.ts';
import { PAGE_FAMILIES, ROUTE_NAMES, type CustomFunction, type GlobalConfig } from './site.schemas.ts';
import { globalConfig, notificationModals, systemBanners } from './site.table.server.ts';

const PUBLIC_DIR = path.join(import.meta.dirname, '../../../public');

let t: TestApp;
let lang: Record<string, number>;
const get = (url: string, ip = '192.0.2.1') => t.app.inject({ url, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  lang = Object.fromEntries(
    await Promise.all(LOCALES.map(async (code) => [code, (await t.services.locale.languageByCode(code))!.id])),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('shell configuration endpoints', () => {
  it('global-config: site-wide settings with the pixel list as a JSON string', async () => {
    const res = await get('/pb/global-config');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 1, skip: 0 });
    const g = body.data[0] as GlobalConfig;
    expect(g).toMatchObject({
      fav_icon: '/favicon.svg',
      login_mode: 'username',
      profile_dob: true,
      email_required: false,
      minimum_age: 18,
    });
    expect(g.template_color.primary).toMatch(/^#[0-9a-f]{6}$/i);
    expect(typeof g.facebook_meta_pixel).toBe('string');
    expect(Array.isArray(JSON.parse(g.facebook_meta_pixel))).toBe(true);
    expect(g.username_min_length).toBeLessThanOrEqual(g.username_max_length);
    expect(g.phone_min_length).toBeLessThanOrEqual(g.phone_max_length);
  });

  it('system-config: branding and site state in the language asked for', async () => {
    const res = await get(`/pb/system-config?language_id=${lang.th}`);
    expect(res.statusCode).toBe(200);
    const [row] = res.json().data;
    expect(row).toMatchObject({
      language_id: lang.th,
      site_name: 'Lotus Royale',
      logo_url: '/logo.svg',
      is_maintenance: false,
      hide_content: false,
      maintenance_image_url: '/maintenance.svg',
    });
    expect(row.maintenance_message).toMatch(/[\u0E00-\u0E7F]/); // Thai script
  });

  it('script-tag-config: every route name has URL-encoded tags; private pages are not indexed', async () => {
    const all = (await get('/pb/script-tag-config')).json();
    expect(all.total).toBe(ROUTE_NAMES.length);
    const index = (await get('/pb/script-tag-config?page_name=index')).json().data[0];
    expect(index.header).not.toContain('<');
    expect(decodeURIComponent(index.header)).toContain('application/ld+json');
    expect(decodeURIComponent(index.meta_header)).toContain('index, follow');
    const profile = (await get('/pb/script-tag-config?page_name=setting-profile')).json().data[0];
    expect(decodeURIComponent(profile.meta_header)).toContain('noindex');
    expect((await get('/pb/script-tag-config?page_name=no-such-page')).json()).toMatchObject({ total: 0, data: [] });
  });

  it('seo-config: title, description, keywords and Open Graph per page and language', async () => {
    const res = await get(`/pb/seo-config?language_id=${lang.jp}&page_name=promotions`);
    const [seo] = res.json().data;
    expect(seo).toMatchObject({ page_name: 'promotions', language_id: lang.jp, OG_image: '/og/og-default.jpg' });
    expect(seo.title).toMatch(/\| Lotus Royale$/);
    expect(seo.OG_title).toBe(seo.title);
    expect(seo.description.length).toBeGreaterThan(10);
    expect(seo.metadata).toContain(',');
    // Every language has its own home title.
    const titles = new Set<string>();
    for (const code of LOCALES)
      titles.add((await get(`/pb/seo-config?language_id=${lang[code]}&page_name=index`)).json().data[0].title);
    expect(titles.size).toBe(LOCALES.length);
  });

  it('sticky-config, layout-position, general-config, powered-by: ordered lists', async () => {
    const sticky = (await get('/pb/sticky-config')).json().data;
    expect(sticky.map((s: { code: string }) => s.code)).toEqual(['line', 'telegram', 'viber']);
    expect(sticky[0]).toMatchObject({ position: 'right', image_url: '/icons/line.svg', open_in_new_tab: true });
    const layout = (await get('/pb/layout-position?page_name=index')).json().data;
    expect(layout[0].code).toBe('home-banner');
    expect(layout.map((l: { order_no: number }) => l.order_no)).toEqual(
      [...layout.map((l: { order_no: number }) => l.order_no)].sort((a, b) => a - b),
    );
    const general = (await get('/pb/general-config?key=timezone')).json().data;
    expect(general).toEqual([
      { id: expect.any(Number), key: 'timezone', value: 'Asia/Bangkok', description: expect.any(String) },
    ]);
    const powered = (await get('/pb/powered-by')).json().data;
    expect(powered.map((p: { name: string }) => p.name)).toEqual(['Lotus Demo Games', 'Sandbox Pay']);
  });

  it('password-config: 6 or 8 characters by language, with the letter and digit rules', async () => {
    const rows = (await get('/pb/password-config')).json().data as {
      language_id: number;
      min_length: number;
      require_uppercase: boolean;
    }[];
    expect(rows).toHaveLength(15);
    const min = (code: string) => rows.find((r) => r.language_id === lang[code])!.min_length;
    for (const code of ['en', 'th', 'ko', 'hi', 'vn', 'ph', 'pt', 'es', 'jp', 'mm']) expect(min(code)).toBe(6);
    for (const code of ['id', 'my', 'zh', 'br', 'bd']) expect(min(code)).toBe(8);
    expect(rows.every((r) => r.require_uppercase)).toBe(true);
  });

  it('custom-function: switches, config list, announcements of the page family and the footer', async () => {
    const res = await get(`/pb/custom-function?language_id=${lang.en}&page_show_list=payment`);
    expect(res.statusCode).toBe(200);
    const cf = res.json().data[0] as CustomFunction;
    expect(cf.privilege).toEqual(['rebate', 'affiliate', 'quest', 'coupon', 'point']);
    expect(cf.configList).toEqual([
      { name: 'Announcement', is_active: true },
      { name: 'Personal Message', is_active: true },
    ]);
    expect(cf).toMatchObject({
      register_type: 'default',
      bank_status: true,
      should_iframe_redirect: false,
      coupon_enabled: true,
      freestyle_data: { custom_css: '', custom_html: '' },
    });
    expect(cf.announcement_data).toHaveLength(2);
    expect(cf.footer_data!.columns).toHaveLength(3);
    expect(cf.footer_data!.columns[2].links.at(-1)).toEqual({ label: 'Security', policy: 'security' });
    expect(cf.footer_data!.copyright).toContain(String(new Date().getUTCFullYear()));
    const home = (await get(`/pb/custom-function?language_id=${lang.en}&page_show_list=index`)).json()
      .data[0] as CustomFunction;
    expect(home.announcement_data).toHaveLength(1);
    expect(home.announcement_data[0].page_show_list).toEqual([]);
  });

  it('contact-channel: active channels with exactly one default', async () => {
    const rows = (await get('/pb/contact-channel')).json().data as {
      contact_code_name: string;
      is_default: boolean;
      contact_link: string;
    }[];
    expect(rows.map((r) => r.contact_code_name)).toEqual(['line', 'telegram', 'viberapp']);
    expect(rows.filter((r) => r.is_default)).toHaveLength(1);
    expect((await get('/pb/contact-channel?is_default=1')).json().data[0].contact_code_name).toBe('line');
  });

  it('notification-modal: active pop-ups of a language, narrowed to a page family', async () => {
    const all = (await get(`/pb/notification-modal?language_id=${lang.ko}`)).json();
    expect(all.total).toBe(2);
    // The home page of visitors (the login family) tells of the demo games; members' home has none of its own.
    const home = (await get(`/pb/notification-modal?language_id=${lang.ko}&page_show_list=login`)).json().data;
    expect(home).toHaveLength(1);
    expect(home[0]).toMatchObject({
      is_active: true,
      language_id: lang.ko,
      page_show_list: ['login'],
      image_url: '/notifications/demo-games.svg',
      link_url: '/ko/games?tag=demo',
    });
    expect(home[0].title).toMatch(/[\uAC00-\uD7AF]/); // Hangul
    expect((await get(`/pb/notification-modal?language_id=${lang.ko}&page_show_list=index`)).json().data).toEqual([]);
    const payment = (await get(`/pb/notification-modal?language_id=${lang.ko}&page_show_list=payment`)).json().data;
    expect(payment[0].image_url).toBe('/notifications/deposit.svg');
  });

  it('pwa-config and trigger-allowance', async () => {
    const pwa = (await get('/pb/pwa-config')).json().data[0];
    expect(pwa).toMatchObject({ short_name: 'Lotus Royale', display: 'standalone', start_url: '/' });
    expect(pwa.icons).toContainEqual({
      src: '/pwa/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    });
    const trigger = (await get('/pb/trigger-allowance')).json();
    expect(trigger).toMatchObject({ total: 1, is_active: 1, data: [{ id: 1, is_active: 1 }] });
  });

  it("system-banner: the language's banners showing now, in order", async () => {
    const [past] = await t.services.db
      .insert(systemBanners)
      .values({
        language_id: lang.th,
        title: 'ended',
        image_url: '/banners/slots.svg',
        order_no: 0,
        end_at: new Date(Date.now() - 60_000),
      })
      .returning();
    const rows = (await get(`/pb/system-banner?language_id=${lang.th}`)).json().data as {
      id: number;
      image_url: string;
      link_url: string;
      order_no: number;
      headline: string | null;
      offer_text: string | null;
      cta_label: string | null;
    }[];
    expect(rows.map((b) => b.image_url)).toEqual([
      '/banners/slots.svg',
      '/banners/live-casino.svg',
      '/banners/crash.svg',
      '/banners/affiliate.svg',
    ]);
    expect(rows.some((b) => b.id === past.id)).toBe(false);
    expect(rows[0]).toMatchObject({
      link_url: '/th/games?category=slot',
      headline: 'หมุนวงล้อสล็อต',
      offer_text: 'สล็อตหลายร้อยเกมจากสิบค่าย หลายเกมลองเล่นฟรีได้ในโหมดทดลอง',
      cta_label: 'เล่นสล็อต',
    });
    await t.services.db.delete(systemBanners).where(eq(systemBanners.id, past.id));
  });

  it('/ops/banners: the operator lists, adds and changes banners and their words; the pages show them at once', async () => {
    const ops = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = t.config.opsToken) =>
      t.app.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
    expect((await ops('GET', '/ops/banners', undefined, 'wrong-token-wrong-token-wrong')).statusCode).toBe(401);
    const all = (await ops('GET', `/ops/banners?language_id=${lang.en}`)).json().data as {
      id: number;
      headline: string;
    }[];
    expect(all.map((b) => b.headline)).toEqual([
      'Spin the reels',
      'Live casino tables',
      'Crash: cash out in time',
      'Invite friends, earn together',
    ]);
    const before = await t.services.site.banners(lang.en);

    // Bad input changes nothing: a foreign-looking link, an over-long button, an unknown field, an empty change.
    for (const bad of [
      { link_url: 'javascript:alert(1)' },
      { link_url: '//evil.example/x' },
      { cta_label: 'x'.repeat(41) },
      { headline: '' },
      { colour: 'red' },
      {},
    ]) {
      const res = await ops('PATCH', `/ops/banners/${all[0].id}`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errorCode).toBe('INVALID_FIELD');
    }
    expect((await ops('PATCH', '/ops/banners/999999', { headline: 'x' })).statusCode).toBe(404);
    expect(await t.services.site.banners(lang.en)).toEqual(before);

    const changed = await ops('PATCH', `/ops/banners/${all[0].id}`, {
      headline: 'Double your first deposit',
      offer_text: 'A 100% bonus up to ฿5,000 on your first deposit.',
      cta_label: 'Claim bonus',
      link_url: '/en/promotions',
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.services.site.banners(lang.en))[0]).toMatchObject({
      headline: 'Double your first deposit',
      cta_label: 'Claim bonus',
      link_url: '/en/promotions',
    });

    const added = await ops('POST', '/ops/banners', {
      language_id: lang.en,
      title: 'Weekend',
      image_url: '/banners/crash.svg',
      headline: 'Weekend cashback',
      offer_text: null,
      cta_label: 'See more',
      link_url: 'https://example.com/weekend',
      order_no: 9,
      end_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(added.statusCode).toBe(201);
    const shown = await t.services.site.banners(lang.en);
    expect(shown.at(-1)).toMatchObject({ id: added.json().id, headline: 'Weekend cashback', offer_text: null });
    expect((await ops('PATCH', `/ops/banners/${added.json().id}`, { is_active: false })).statusCode).toBe(200);
    expect((await t.services.site.banners(lang.en)).some((b) => b.id === added.json().id)).toBe(false);
    await t.services.db.delete(systemBanners).where(eq(systemBanners.id, added.json().id));
    await ops('PATCH', `/ops/banners/${all[0].id}`, {
      headline: 'Spin the reels',
      offer_text: before[0].offer_text,
      cta_label: before[0].cta_label,
      link_url: before[0].link_url,
    });
  });

  it('answers 405 for writes on read-only configuration', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/pb/global-config', payload: { fav_icon: 'x' } });
    expect(res.statusCode).toBe(405);
    expect((await get('/pb/global-config')).json().data[0].fav_icon).toBe('/favicon.svg');
  });
});

describe('bad queries answer 400 in the error shape', () => {
  const cases: [string, string][] = [];
  const filtered: Record<string, string> = {
    'system-banner': 'language_id',
    'system-config': 'language_id',
    'script-tag-config': 'page_name',
    'seo-config': 'language_id',
    'sticky-config': 'code',
    'layout-position': 'code',
    'general-config': 'key',
    'password-config': 'language_id',
    'contact-channel': 'contact_code_name',
    'notification-modal': 'language_id',
    'powered-by': 'id',
    'global-config': 'id',
  };
  for (const [service, field] of Object.entries(filtered)) {
    cases.push(
      [`/pb/${service}?${field}[$regex]=a`, 'unknown operator'],
      [`/pb/${service}?${field}[a]=1`, 'object where a scalar belongs'],
      [`/pb/${service}?$limit=100000`, 'limit over the cap'],
      [`/pb/${service}?id=abc`, 'wrong type'],
      [`/pb/${service}?password=1`, 'field not on the allow-list'],
    );
  }
  for (const service of ['pwa-config', 'trigger-allowance']) {
    cases.push(
      [`/pb/${service}?$limit=2`, 'limit over the cap'],
      [`/pb/${service}?is_active=1`, 'field not on the allow-list'],
    );
  }
  cases.push(
    ['/pb/custom-function?language_id=abc', 'wrong type'],
    ['/pb/custom-function?language_id[$gt]=1', 'object where a scalar belongs'],
    ['/pb/custom-function', 'language_id missing'],
    ['/pb/custom-function?language_id=1&page_show_list=casino', 'unknown page family'],
    ['/pb/custom-function?language_id=1&$limit=5', 'limit over the cap'],
    ['/pb/notification-modal?page_show_list[$in][]=index', 'object where a scalar belongs'],
    ['/pb/notification-modal?language_id=1&page_show_list=nowhere', 'unknown page family'],
  );

  it.each(cases)('%s (%s)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request', errorCode: 'INVALID_QUERY' });
    expect(Object.keys(body.messages)).toHaveLength(15);
  });

  it('covers every page family on custom-function', async () => {
    for (const family of PAGE_FAMILIES)
      expect((await get(`/pb/custom-function?language_id=${lang.en}&page_show_list=${family}`)).statusCode).toBe(200);
  });
});

describe('AppServices.site', () => {
  it('answers every start-up read', async () => {
    const s = t.services.site;
    expect((await s.globalConfig())?.fav_icon).toBe('/favicon.svg');
    expect(decodeURIComponent((await s.scriptTags('register'))!.body)).toContain('view_sign_up');
    expect(await s.scriptTags('no-such-page')).toBeNull();
    expect(await s.stickyConfig()).toHaveLength(3);
    expect((await s.systemConfig(lang.vn))?.maintenance_title).toBe('Chúng tôi sẽ quay lại ngay');
    expect(await s.systemConfig(999_999)).toBeNull();
    expect((await s.layoutPositions()).length).toBeGreaterThan(5);
    expect((await s.footerConfig(lang.bd))?.columns[0].links[0].path).toBe('/games');
    // The bank-transfer logo names the method in each language, with its own picture.
    for (const locale of LOCALES) {
      const bank = (await s.footerConfig(lang[locale]))!.logo_groups[0].logos[0];
      expect(existsSync(path.join(PUBLIC_DIR, bank.image_url)), `${locale}: ${bank.image_url}`).toBe(true);
      expect(readFileSync(path.join(PUBLIC_DIR, bank.image_url), 'utf8')).toContain(`>${bank.name}</text>`);
    }
    expect((await s.footerConfig(lang.th))!.logo_groups[0].logos[0].name).toBe('โอนผ่านธนาคาร');
    expect((await s.contactChannels()).find((c) => c.is_default)?.contact_code_name).toBe('line');
    expect((await s.seoConfig('games', lang.es))?.title).toBe('Juegos | Lotus Royale');
    // A page without its own entry takes the language's home entry.
    expect((await s.seoConfig('setting-wallet', lang.es))?.page_name).toBe('index');
    expect(await s.passwordConfig()).toHaveLength(15);
    expect((await s.generalConfig()).timezone).toBe('Asia/Bangkok');
    const cf = await s.customFunction(lang.mm, 'payment');
    expect(cf?.announcement_data).toHaveLength(2);
    expect(cf?.footer_data?.language_id).toBe(lang.mm);
    expect((await s.customFunction(lang.mm))?.announcement_data).toHaveLength(2);
    expect(await s.notifications(lang.hi, 'login')).toHaveLength(1);
    expect(await s.notifications(lang.hi, 'quest')).toHaveLength(0);
    expect((await s.pwaConfig())?.icons.length).toBe(4);
    expect(await s.banners(lang.id)).toHaveLength(4);
    expect(await s.poweredBy()).toHaveLength(2);
    expect(await s.triggerAllowance()).toBe(1);
  });

  it('serves reads from memory until invalidated', async () => {
    const s = createSiteService({ db: t.services.db });
    expect((await s.globalConfig())?.template_color.primary).toBe('#f5b301');
    await t.services.db.update(globalConfig).set({ fav_icon: '/changed.svg' });
    try {
      expect((await s.globalConfig())?.fav_icon).toBe('/favicon.svg');
      s.invalidate();
      expect((await s.globalConfig())?.fav_icon).toBe('/changed.svg');
    } finally {
      await t.services.db.update(globalConfig).set({ fav_icon: '/favicon.svg' });
    }
  });

  it('reloads after the TTL, serving the last value while the reload runs', async () => {
    let now = Date.now();
    const s = createSiteService({ db: t.services.db, now: () => now, cacheTtlMs: 1000, cacheMaxStaleMs: 5000 });
    const initial = await s.notifications(lang.en, 'promotion');
    expect(initial).toHaveLength(0);
    const [added] = await t.services.db
      .insert(notificationModals)
      .values({ language_id: lang.en, page_show_list: ['promotion'], title: 'Weekend', body: 'Body' })
      .returning();
    try {
      now += 500;
      expect(await s.notifications(lang.en, 'promotion')).toHaveLength(0);
      now += 1000; // past the TTL: the stale value answers and a reload starts
      expect(await s.notifications(lang.en, 'promotion')).toHaveLength(0);
      await new Promise((r) => setTimeout(r, 200));
      expect(await s.notifications(lang.en, 'promotion')).toHaveLength(1);
      await t.services.db.delete(notificationModals).where(eq(notificationModals.id, added.id));
      now += 10_000; // past TTL and staleness: the read waits for fresh data
      expect(await s.notifications(lang.en, 'promotion')).toHaveLength(0);
    } finally {
      await t.services.db.delete(notificationModals).where(eq(notificationModals.id, added.id));
    }
  });

  it('hides pop-ups outside their dates', async () => {
    let now = Date.now();
    const s = createSiteService({ db: t.services.db, now: () => now });
    const start = new Date(now + 3_600_000);
    const [later] = await t.services.db
      .insert(notificationModals)
      .values({ language_id: lang.en, page_show_list: ['quest'], title: 'Soon', body: 'Body', start_at: start })
      .returning();
    try {
      expect(await s.notifications(lang.en, 'quest')).toHaveLength(0);
      now += 2 * 3_600_000;
      expect((await s.notifications(lang.en, 'quest'))[0]?.title).toBe('Soon');
    } finally {
      await t.services.db.delete(notificationModals).where(eq(notificationModals.id, later.id));
    }
  });

  it("freezes cached values so one request cannot change another's", async () => {
    const g = await t.services.site.globalConfig();
    expect(() => {
      (g as { fav_icon: string }).fav_icon = 'x';
    }).toThrow();
  });
});
