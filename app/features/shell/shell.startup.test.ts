import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import type { Member } from '../../../server/rest/service.ts';
import { setMemberPrivileges } from '../../../server/testing/members.ts';
import { setScriptTags } from '../../../server/testing/site.ts';
import { loadShell } from './shell.startup.server.ts';
import type { ShellData } from './shell.types.ts';

/** The server-side start-up against the real services and a seeded database. */

const ROUTES = new Set(['root', 'lang', 'layout-default', 'index', 'games', 'register', 'setting', 'not-found']);
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

let t: TestApp;
let demo: Member;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { MOBILE_URL: 'https://m.casino.test' } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/pb/authentication',
    payload: { strategy: 'local', username: 'demo', password: 'Demo1234' },
  });
  demo = (await t.services.tokens.verify(res.json().accessToken))!;
});
afterAll(async () => {
  await t?.close();
});

interface Call {
  path: string;
  pattern?: string;
  member?: Member | null;
  cookie?: string;
  userAgent?: string;
  host?: string;
  random?: () => number;
}

/** Runs the start-up; a thrown redirect comes back as { redirect, status }. */
async function start(
  call: Call,
): Promise<{ shell?: ShellData; headers?: Headers; redirect?: string; status?: number }> {
  const url = new URL(call.path, `http://${call.host ?? 'www.casino.test'}`);
  const headers = new Headers();
  if (call.cookie) headers.set('cookie', call.cookie);
  if (call.userAgent) headers.set('user-agent', call.userAgent);
  const locale = url.pathname.split('/')[1] as ShellData['locale'];
  try {
    const result = await loadShell({
      request: new Request(url, { headers }),
      url,
      locale,
      pattern: call.pattern ?? ':lang',
      services: t.services,
      member: async () => call.member ?? null,
      routeIds: async () => ROUTES,
      random: call.random,
    });
    return { shell: result.data as ShellData, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get('Location') ?? undefined, status: thrown.status };
    throw thrown;
  }
}

describe('server-side start-up', () => {
  it('hands a visitor the site configuration of the language', async () => {
    const { shell } = await start({ path: '/th' });
    expect(shell!.locale).toBe('th');
    expect(shell!.languageId).toBeGreaterThan(0);
    expect(shell!.languages.map((l) => l.code)).toContain('en');
    expect(shell!.member).toBeNull();
    expect(shell!.wallet).toBeNull();
    expect(shell!.pageName).toBe('index');
    // For visitors the home page belongs to the login family.
    expect(shell!.pageFamily).toBe('login');
    expect(shell!.site.name).toBeTruthy();
    expect(shell!.site.themeCss).toMatch(/^:root\{--color-primary:#[0-9a-f]{6}/);
    expect(shell!.pages).toEqual([...ROUTES]);
    expect(shell!.providers.length).toBeGreaterThan(0);
    expect(shell!.tags.length).toBeLessThanOrEqual(8);
    expect(shell!.notifications.every((n) => n.page_show_list.includes('login'))).toBe(true);
  });

  it('shows the home pop-ups on the home page but not on the 404 page, each to its family', async () => {
    // The demo data's home notification is the visitors' (the login family); members' home (index) has none.
    const visitorHome = (await start({ path: '/en', member: null })).shell!.notifications;
    expect(visitorHome.length).toBeGreaterThan(0);
    expect(visitorHome.every((n) => n.page_show_list.includes('login'))).toBe(true);
    expect((await start({ path: '/en', member: demo })).shell!.notifications).toEqual([]);
    for (const member of [null, demo]) {
      const { shell } = await start({ path: '/en/no-such-page', pattern: ':lang/*', member });
      expect(shell!.pageName).toBeNull();
      expect(shell!.notifications).toEqual([]);
    }
  });

  it('loads a member with profile and wallet', async () => {
    const { shell } = await start({ path: '/en', member: demo });
    expect(shell!.member).toMatchObject({ id: demo.id, username: 'demo' });
    expect(shell!.member!.privileges).toEqual(expect.arrayContaining(['rebate', 'quest']));
    expect(shell!.wallet).not.toBeNull();
    expect(shell!.wallet!.currency?.code).toBe('THB');
    expect(shell!.pageFamily).toBe('index');
  });

  it('gives each page its own SEO and decoded script tags', async () => {
    await setScriptTags(t.services, 'games', { header: encodeURIComponent('<meta name="x-games" content="1">') });
    const { shell } = await start({ path: '/en/games', pattern: ':lang/games' });
    expect(shell!.pageName).toBe('games');
    expect(shell!.scripts?.header).toBe('<meta name="x-games" content="1">');
    expect(shell!.seo).not.toBeNull();
    const home = await start({ path: '/en' });
    expect(home.shell!.scripts?.header ?? '').not.toContain('x-games');
  });

  it('loads the banners for the home page and its variant pages index1 and index2 only', async () => {
    const home = (await start({ path: '/en' })).shell!;
    expect(home.banners.length).toBeGreaterThan(0);
    for (const page of ['index1', 'index2']) {
      const { shell } = await start({ path: `/en/${page}`, pattern: `:lang/${page}` });
      expect(shell!.pageName).toBe(page);
      expect(shell!.banners).toEqual(home.banners);
    }
    expect((await start({ path: '/en/games', pattern: ':lang/games' })).shell!.banners).toEqual([]);
  });

  it('sends a member away from register, keeping the query', async () => {
    const r = await start({ path: '/en/register?ref_code=DEMO2024', pattern: ':lang/register', member: demo });
    expect(r.redirect).toBe('/en?ref_code=DEMO2024');
  });

  it('sends a member without the quest privilege away from quest pages', async () => {
    await setMemberPrivileges(t.services, demo.id, ['rebate']);
    try {
      expect((await start({ path: '/en/quest/3?x=1', pattern: ':lang/quest/:id', member: demo })).redirect).toBe(
        '/en?x=1',
      );
      expect(
        (await start({ path: '/en/setting/affiliate', pattern: ':lang/setting/affiliate', member: demo })).redirect,
      ).toBe('/en');
      expect((await start({ path: '/en/rebate', pattern: ':lang/*', member: demo })).redirect).toBeUndefined();
      // Visitors are not guarded.
      expect((await start({ path: '/en/quest/3', pattern: ':lang/quest/:id' })).redirect).toBeUndefined();
    } finally {
      await setMemberPrivileges(t.services, demo.id, ['rebate', 'affiliate', 'quest', 'point']);
    }
  });

  it('redirects phones on another host to the mobile site, keeping the referral code on register', async () => {
    expect(await start({ path: '/th/games', pattern: ':lang/games', userAgent: IPHONE })).toEqual({
      redirect: 'https://m.casino.test/th',
      status: 302,
    });
    expect(
      (await start({ path: '/th/register?ref_code=DEMO2024', pattern: ':lang/register', userAgent: IPHONE })).redirect,
    ).toBe('https://m.casino.test/th/register?ref_code=DEMO2024');
    expect((await start({ path: '/th', userAgent: IPHONE, host: 'm.casino.test' })).shell).toBeDefined();
    expect((await start({ path: '/th' })).shell).toBeDefined();
  });

  it('assigns the Home_Page_1 variant once and keeps it', async () => {
    const first = await start({ path: '/en', random: () => 0.9 });
    expect(first.shell!.experiments.Home_Page_1).toBe('B');
    expect(first.headers!.getSetCookie()).toContain('casino_exp_Home_Page_1=B; Path=/; Max-Age=259200; SameSite=Lax');
    const again = await start({ path: '/en', cookie: 'casino_exp_Home_Page_1=B', random: () => 0.1 });
    expect(again.shell!.experiments.Home_Page_1).toBe('B');
    expect(again.headers!.getSetCookie().some((c) => c.includes('Home_Page_1'))).toBe(false);
  });

  it("keeps a visitor's referral code in a cookie, never a member's", async () => {
    const visitor = await start({ path: '/en?ref_code=DEMO2024' });
    expect(visitor.shell!.refCode).toBe('DEMO2024');
    expect(visitor.headers!.getSetCookie().find((c) => c.startsWith('casinorefCode='))).toMatch(
      /^casinorefCode=DEMO2024; Path=\/; Max-Age=\d+; SameSite=Lax$/,
    );
    const stored = await start({ path: '/en', cookie: 'casinorefCode=DEMO2024' });
    expect(stored.shell!.refCode).toBe('DEMO2024');
    expect(stored.headers!.getSetCookie().some((c) => c.startsWith('casinorefCode='))).toBe(false);
    const member = await start({ path: '/en?ref_code=DEMO2024', member: demo });
    expect(member.shell!.refCode).toBeNull();
    expect(member.headers!.getSetCookie().some((c) => c.startsWith('casinorefCode='))).toBe(false);
  });
});
