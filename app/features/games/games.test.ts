import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { CATEGORY_CODES, LOBBY_SECTIONS, type Game } from './games.schemas.ts';
import { gameCategories, gameList, providers } from './games.table.server.ts';

let t: TestApp;
const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};

/** Games added on top of the demo catalogue to exercise search and visibility. */
const EXTRA = [
  { game_code: 'test-percent', name: '100% Wild Reels' },
  { game_code: 'test-underscore', name: 'Lucky_7 Deluxe' },
  { game_code: 'test-lookalike', name: 'Lucky 7x Deluxe' },
  { game_code: 'test-backslash', name: 'Back\\slash Bonanza' },
  { game_code: 'test-inactive', name: 'Retired Riches Special', is_active: false },
];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [slot] = await t.services.db.select().from(gameCategories).where(eq(gameCategories.code, 'slot'));
  const [lanternfox] = await t.services.db.select().from(providers).where(eq(providers.code, 'lanternfox'));
  await t.services.db.insert(gameList).values(
    EXTRA.map((g, i) => ({
      ...g,
      provider_id: lanternfox.id,
      game_category_id: slot.id,
      order_no: 5000 + i,
    })),
  );
  t.services.games.invalidate();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const expectBadRequest = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    name: 'BadRequest',
    code: 400,
    className: 'bad-request',
    errorCode: 'INVALID_QUERY',
  });
  expect(Object.keys(res.body.messages as object)).toHaveLength(15);
};

describe(`game catalogue on ${testDatabaseKind()}`, () => {
  describe('seeded catalogue', () => {
    it('has 10–14 providers, iframe and window ones, and the demo studio with its two playable games', async () => {
      const list = await t.services.games.providers();
      expect(list.length).toBeGreaterThanOrEqual(10);
      expect(list.length).toBeLessThanOrEqual(14);
      expect(list.some((p) => p.use_iframe)).toBe(true);
      expect(list.some((p) => !p.use_iframe)).toBe(true);
      const demo = list.find((p) => p.code === 'demo')!;
      expect(demo).toMatchObject({ name: 'Demo Studio', is_demo: true, game_count: 2 });
      for (const [code, category] of [
        ['demo-slot', 'slot'],
        ['demo-crash', 'crash'],
      ]) {
        const game = await t.services.games.getGameByCode(code);
        expect(game).toMatchObject({
          game_code: code,
          category_code: category,
          is_demo: true,
          provider: { code: 'demo', is_demo: true },
        });
      }
    });

    it('has a few hundred games covering all 12 categories', async () => {
      const page = await t.services.games.listGames({ limit: 0 });
      expect(page.total).toBeGreaterThanOrEqual(200);
      const cats = await t.services.games.categoryList('en');
      expect(cats.map((c) => c.code)).toEqual([...CATEGORY_CODES]);
      for (const c of cats) expect(c.game_count, c.code).toBeGreaterThan(0);
    });
  });

  describe('AppServices.games', () => {
    it('getGame returns the game with what the launch needs, and null for unknown or inactive ids', async () => {
      const demo = (await t.services.games.getGameByCode('demo-slot'))!;
      const game = await t.services.games.getGame(demo.id);
      expect(game).toMatchObject({
        id: demo.id,
        game_code: 'demo-slot',
        provider_id: demo.provider.id,
        provider: { code: 'demo', use_iframe: true },
        image: expect.stringMatching(/^\/media\/games\/demo-slot\.svg\?v=/),
      });
      expect(await t.services.games.getGame(99_999_999)).toBeNull();
      expect(await t.services.games.getGame(-1)).toBeNull();
      const [inactive] = await t.services.db.select().from(gameList).where(eq(gameList.game_code, 'test-inactive'));
      expect(await t.services.games.getGame(inactive.id)).toBeNull();
    });

    it('names categories and tags in the requested language, by locale code or languages.id', async () => {
      const th = await t.services.games.categories('th');
      expect(th.find((c) => c.code === 'slot')?.name).toBe('สล็อต');
      const jpId = await t.services.games.languageId('jp');
      const jp = await t.services.games.tags(jpId, 8);
      expect(jp[0]).toMatchObject({ code: 'all', name: 'すべて' });
      const fallback = await t.services.games.categories('xx');
      expect(fallback.find((c) => c.code === 'live-casino')?.name).toBe('Live Casino');
    });

    it('serves repeated reads from its cache until invalidated', async () => {
      const before = await t.services.games.listGames({ search: 'Lucky_7', limit: 5 });
      expect(before.total).toBe(1);
      await t.services.db.update(gameList).set({ is_active: false }).where(eq(gameList.game_code, 'test-underscore'));
      try {
        expect((await t.services.games.listGames({ search: 'Lucky_7', limit: 5 })).total).toBe(1);
        t.services.games.invalidate();
        expect((await t.services.games.listGames({ search: 'Lucky_7', limit: 5 })).total).toBe(0);
      } finally {
        await t.services.db.update(gameList).set({ is_active: true }).where(eq(gameList.game_code, 'test-underscore'));
        t.services.games.invalidate();
      }
    });
  });

  describe('GET /pb/provider', () => {
    it('lists active providers by order_no with the public fields', async () => {
      const { status, body } = await get('/pb/provider');
      expect(status).toBe(200);
      expect(body).toMatchObject({ skip: 0, limit: 100 });
      expect(body.total).toBe(body.data.length);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        code: 'demo',
        name: 'Demo Studio',
        logo: expect.stringMatching(/^\/media\/providers\/demo\.svg\?v=/),
        use_iframe: true,
        is_demo: true,
        is_freespin: true,
        order_no: 1,
        game_count: 2,
      });
      const orders = body.data.map((p: { order_no: number }) => p.order_no);
      expect(orders).toEqual([...orders].sort((a, b) => a - b));
    });

    it('filters by game_category_id (providers with games there) and is_freespin', async () => {
      const live = (await get('/pb/game-category?code=live-casino')).body.data[0];
      const { body } = await get(`/pb/provider?game_category_id=${live.id}`);
      expect(body.data.map((p: { code: string }) => p.code).sort()).toEqual(['nightowl', 'velvetcrown']);
      for (const p of body.data) expect(p.game_count).toBeGreaterThan(0);
      const free = (await get('/pb/provider?is_freespin=true')).body;
      expect(free.total).toBeGreaterThan(0);
      for (const p of free.data) expect(p.is_freespin).toBe(true);
      const iframe = (await get('/pb/provider?use_iframe=false&$sort[name]=-1')).body.data;
      expect(iframe.every((p: { use_iframe: boolean }) => !p.use_iframe)).toBe(true);
      const names = iframe.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a: string, b: string) => b.localeCompare(a)));
    });

    it('gets one provider and answers 404 for an unknown id', async () => {
      const first = (await get('/pb/provider')).body.data[1];
      expect((await get(`/pb/provider/${first.id}`)).body).toEqual(first);
      expect((await get('/pb/provider/9999999')).status).toBe(404);
    });

    it.each([
      '/pb/provider?game_category_id=abc',
      '/pb/provider?game_category_id[$gt]=1',
      '/pb/provider?$limit=101',
      '/pb/provider?secret=1',
      '/pb/provider?is_demo=maybe',
    ])('answers 400 for %s', async (url) => {
      expectBadRequest(await get(url));
    });
  });

  describe('GET /pb/game-category and /pb/game-category-list', () => {
    it('lists the 12 categories in order, named in language_id or the request locale', async () => {
      const en = await t.services.games.languageId('en');
      const { body } = await get(`/pb/game-category?language_id=${en}`);
      expect(body.total).toBe(12);
      expect(body.data.map((c: { code: string }) => c.code)).toEqual([...CATEGORY_CODES]);
      expect(body.data[0]).toEqual({ id: expect.any(Number), code: 'slot', name: 'Slots', order_no: 1 });
      const ko = (await get('/pb/game-category?code=live-casino', { 'x-locale': 'ko' })).body.data[0];
      expect(ko.name).toBe('라이브 카지노');
      const th = (await get('/pb/game-category?code=sport')).body.data[0];
      expect(th.name).toBe('กีฬา');
    });

    it('gives every category its game count and providers, adding up to the whole catalogue', async () => {
      const { body } = await get('/pb/game-category-list?language_id=1');
      const total = (await get('/pb/game-list?$limit=0')).body.total;
      expect(body.total).toBe(12);
      expect(body.data.reduce((sum: number, c: { game_count: number }) => sum + c.game_count, 0)).toBe(total);
      for (const c of body.data) {
        expect(c.providers.reduce((sum: number, p: { game_count: number }) => sum + p.game_count, 0)).toBe(
          c.game_count,
        );
        expect(c.providers[0]).toEqual({
          id: expect.any(Number),
          code: expect.any(String),
          name: expect.any(String),
          logo: expect.any(String),
          game_count: expect.any(Number),
        });
      }
      const sorted = (await get('/pb/game-category-list?$sort[game_count]=-1&$limit=2')).body;
      expect(sorted.data).toHaveLength(2);
      expect(sorted.data[0].game_count).toBeGreaterThanOrEqual(sorted.data[1].game_count);
    });

    it.each([
      '/pb/game-category?language_id=en',
      '/pb/game-category?language_id[]=1',
      '/pb/game-category?$limit=51',
      '/pb/game-category-list?name=x',
    ])('answers 400 for %s', async (url) => {
      expectBadRequest(await get(url));
    });
  });

  describe('GET /pb/tag', () => {
    it('gives 8 tags by default, sorted by order_no, in the language', async () => {
      const th = await t.services.games.languageId('th');
      const { body } = await get(`/pb/tag?language_id=${th}&$sort[order_no]=1`);
      expect(body).toMatchObject({ total: 10, limit: 8, skip: 0 });
      expect(body.data).toHaveLength(8);
      expect(body.data.map((tag: { code: string }) => tag.code)).toEqual([
        'all',
        'new',
        'popular',
        'jackpots',
        'megaways',
        'table-games',
        'cash-drop',
        'demo',
      ]);
      expect(body.data[0]).toEqual({ id: expect.any(Number), code: 'all', type: 'all', name: 'ทั้งหมด', order_no: 1 });
      const rest = (await get('/pb/tag?$skip=8')).body.data.map((tag: { code: string }) => tag.code);
      expect(rest).toEqual(['christmas', 'history']);
    });

    it('caps $limit at 8', async () => {
      expectBadRequest(await get('/pb/tag?$limit=9'));
      expect((await get('/pb/tag?$limit=3')).body.data).toHaveLength(3);
    });
  });

  describe('GET /pb/game-list', () => {
    const list = async (query: string) =>
      (await get(`/pb/game-list?${query}`)).body as { total: number; limit: number; skip: number; data: Game[] };

    it('pages games in the operator order with the game shape', async () => {
      const page = await list('$limit=5');
      expect(page).toMatchObject({ limit: 5, skip: 0 });
      expect(page.total).toBeGreaterThan(200);
      expect(page.data[0]).toEqual({
        id: expect.any(Number),
        game_code: 'demo-slot',
        name: 'Fortune Five',
        image: expect.stringMatching(/^\/media\/games\/demo-slot\.svg\?v=\w+$/),
        provider_id: expect.any(Number),
        provider: { id: expect.any(Number), code: 'demo', name: 'Demo Studio', use_iframe: true, is_demo: true },
        game_category_id: expect.any(Number),
        category_code: 'slot',
        is_new: true,
        is_hot: true,
        is_highlight: true,
        is_demo: true,
        rtp: 96,
        order_no: 1,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        engine: 'slot',
      });
      const next = await list('$limit=5&$skip=5');
      expect(next.data.map((g) => g.id)).not.toContain(page.data[0].id);
      expect(next.data[0].order_no).toBeGreaterThanOrEqual(page.data[4].order_no);
      const none = await list('$limit=0');
      expect(none).toMatchObject({ total: page.total, data: [] });
      const past = await list(`$skip=${page.total + 10}`);
      expect(past).toMatchObject({ total: page.total, data: [] });
    });

    it('filters by category, provider ($in) and flags, combined', async () => {
      const live = (await get('/pb/game-category?code=live-casino')).body.data[0];
      const byCategory = await list(`game_category_id=${live.id}&$limit=60`);
      expect(byCategory.total).toBe(40);
      expect(byCategory.data.every((g) => g.category_code === 'live-casino')).toBe(true);

      const provs = (await get('/pb/provider?code[$in][]=kickline&code[$in][]=orbitron')).body.data.map(
        (p: { id: number }) => p.id,
      );
      const byProviders = await list(`provider_id[$in][]=${provs[0]}&provider_id[$in][]=${provs[1]}&$limit=60`);
      expect(byProviders.total).toBe(24 + 22);
      expect(new Set(byProviders.data.map((g) => g.provider.code))).toEqual(new Set(['kickline', 'orbitron']));

      for (const flag of ['is_new', 'is_hot', 'is_highlight', 'is_demo'] as const) {
        const page = await list(`${flag}=true&$limit=60`);
        expect(page.total, flag).toBeGreaterThan(0);
        expect(
          page.data.every((g) => g[flag]),
          flag,
        ).toBe(true);
      }
      const combined = await list(
        `game_category_id=${live.id}&is_hot=1&provider_id=${(await get('/pb/provider?code=velvetcrown')).body.data[0].id}`,
      );
      expect(
        combined.data.every((g) => g.category_code === 'live-casino' && g.is_hot && g.provider.code === 'velvetcrown'),
      ).toBe(true);
    });

    it('filters by tag: group tags by their games, flag tags by the flag, "all" by nothing', async () => {
      const tags = (await get('/pb/tag?$limit=8')).body.data as { id: number; code: string }[];
      const id = (code: string) => tags.find((tag) => tag.code === code)!.id;
      const megaways = await list(`tag_id=${id('megaways')}&$limit=60`);
      expect(megaways.total).toBe(24);
      expect(megaways.data.every((g) => g.category_code === 'megaways')).toBe(true);
      const tables = await list(`tag_id=${id('table-games')}&$limit=60`);
      expect(tables.data.some((g) => g.category_code === 'table')).toBe(true);
      expect(tables.data.some((g) => g.category_code === 'live-casino')).toBe(true);
      const fresh = await list(`tag_id=${id('new')}&$limit=60`);
      expect(fresh.total).toBe((await list('is_new=true&$limit=0')).total);
      expect(fresh.data.every((g) => g.is_new)).toBe(true);
      const demo = await list(`tag_id=${id('demo')}`);
      expect(demo.data.map((g) => g.game_code).sort()).toEqual(['demo-crash', 'demo-slot']);
      expect((await list(`tag_id=${id('all')}&$limit=0`)).total).toBe((await list('$limit=0')).total);
      expect((await list('tag_id=999999&$limit=0')).total).toBe(0);
    });

    it('searches names case-insensitively', async () => {
      const lower = await list('search=fortune%20five');
      const upper = await list('search=FORTUNE%20FIVE');
      expect(lower.data.map((g) => g.game_code)).toEqual(['demo-slot']);
      expect(upper.data.map((g) => g.game_code)).toEqual(['demo-slot']);
      const part = await list('search=ortun&$limit=60');
      expect(part.total).toBeGreaterThan(1);
      expect(part.data.every((g) => g.name.toLowerCase().includes('ortun'))).toBe(true);
    });

    it('matches % and _ and \\ literally', async () => {
      expect((await list('search=%25')).data.map((g) => g.game_code)).toEqual(['test-percent']);
      expect((await list('search=0%25%20w')).data.map((g) => g.game_code)).toEqual(['test-percent']);
      expect((await list('search=_')).data.map((g) => g.game_code)).toEqual(['test-underscore']);
      expect((await list('search=lucky_7')).data.map((g) => g.game_code)).toEqual(['test-underscore']);
      expect((await list('search=k%5Cs')).data.map((g) => g.game_code)).toEqual(['test-backslash']);
      expect((await list('search=%25%25')).total).toBe(0);
    });

    it('hides inactive games', async () => {
      expect((await list('search=Retired%20Riches')).total).toBe(0);
      const [inactive] = await t.services.db.select().from(gameList).where(eq(gameList.game_code, 'test-inactive'));
      expect((await get(`/pb/game-list/${inactive.id}`)).status).toBe(404);
    });

    it('sorts by name A–Z and Z–A, ignoring case', async () => {
      const az = await list('$sort[name]=1&$limit=60');
      const za = await list('$sort[name]=-1&$limit=60');
      const names = (p: { data: Game[] }) => p.data.map((g) => g.name.toLowerCase());
      const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      expect(names(az)).toEqual([...names(az)].sort(cmp));
      expect(names(za)).toEqual([...names(za)].sort(cmp).reverse());
      expect(az.data[0].name.toLowerCase() <= za.data[0].name.toLowerCase()).toBe(true);
      const byRtp = await list('$sort[rtp]=-1&$limit=5');
      const rtps = byRtp.data.map((g) => g.rtp!);
      expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    });

    it('gets one game by id', async () => {
      const first = (await list('$limit=1')).data[0];
      const { status, body } = await get(`/pb/game-list/${first.id}`);
      expect(status).toBe(200);
      expect(body).toEqual(first);
      expect((await get('/pb/game-list/99999999')).status).toBe(404);
      expect((await get('/pb/game-list/abc')).body.errorCode).toBe('INVALID_ID');
    });

    it('supports $select', async () => {
      const { body } = await get('/pb/game-list?$select[]=name&$limit=2');
      expect(body.data[0]).toEqual({ id: expect.any(Number), name: 'Fortune Five' });
    });

    it.each([
      ['$limit over the cap', '$limit=61'],
      ['negative $skip', '$skip=-1'],
      ['search as an array', 'search[]=a&search[]=b'],
      ['search as an object', 'search[$ne]=a'],
      ['search too long', `search=${'a'.repeat(61)}`],
      ['a flag that is not a boolean', 'is_new=yes'],
      ['a tag id that is not a number', 'tag_id=new'],
      ['an unknown field', 'password=1'],
      ['an unknown operator', 'provider_id[$regex]=1'],
      ['sorting on a field not allowed', '$sort[provider]=1'],
      ['a bad sort direction', '$sort[name]=up'],
      ['$in with too many values', Array.from({ length: 101 }, (_, i) => `id[$in][]=${i + 1}`).join('&')],
    ])('answers 400 for %s', async (_what, query) => {
      expectBadRequest(await get(`/pb/game-list?${query}`));
    });
  });

  describe('GET /pb/all-games', () => {
    it('lists the whole catalogue in a compact shape, by name', async () => {
      const { body } = await get('/pb/all-games');
      const total = (await get('/pb/game-list?$limit=0')).body.total;
      expect(body.total).toBe(total);
      expect(body.data).toHaveLength(Math.min(total, 500));
      expect(Object.keys(body.data[0]).sort()).toEqual([
        'game_category_id',
        'game_code',
        'id',
        'image',
        'is_demo',
        'is_hot',
        'is_new',
        'name',
        'provider_id',
      ]);
      const names = body.data.map((g: { name: string }) => g.name.toLowerCase());
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
      const demo = (await get('/pb/all-games?is_demo=true')).body;
      expect(demo.data.map((g: { game_code: string }) => g.game_code).sort()).toEqual(['demo-crash', 'demo-slot']);
    });

    it('caps $limit at 500', async () => {
      expectBadRequest(await get('/pb/all-games?$limit=501'));
    });
  });

  describe('GET /pb/all-provider-games', () => {
    it('groups games by provider with at most games_limit each', async () => {
      const { body } = await get('/pb/all-provider-games?games_limit=3');
      const provs = (await get('/pb/provider')).body.data;
      expect(body.total).toBe(provs.length);
      for (const group of body.data) {
        expect(group.games.length).toBe(Math.min(3, group.total));
        expect(group.total).toBe(group.provider.game_count);
        expect(group.games.every((g: Game) => g.provider_id === group.provider.id)).toBe(true);
      }
    });

    it('narrows to a category and to providers', async () => {
      const fishing = (await get('/pb/game-category?code=fishing')).body.data[0];
      const { body } = await get(`/pb/all-provider-games?game_category_id=${fishing.id}&games_limit=50`);
      expect(body.data.map((g: { provider: { code: string } }) => g.provider.code).sort()).toEqual([
        'jadepeak',
        'tidewave',
      ]);
      for (const group of body.data) {
        expect(group.games.every((g: Game) => g.category_code === 'fishing')).toBe(true);
        expect(group.games).toHaveLength(group.total);
      }
      const one = (await get(`/pb/all-provider-games?provider_id=${body.data[0].provider.id}`)).body;
      expect(one.total).toBe(1);
    });

    it.each(['games_limit=0', 'games_limit=51', 'game_category_id=x', '$limit=51'])('answers 400 for %s', async (q) => {
      expectBadRequest(await get(`/pb/all-provider-games?${q}`));
    });
  });

  describe('GET /pb/game-list-first-page', () => {
    it('gives the highlight, new, hot and live casino sections in one answer', async () => {
      const { body } = await get('/pb/game-list-first-page?section_limit=6');
      expect(body).toMatchObject({ total: 4, skip: 0 });
      expect(body.data.map((s: { key: string }) => s.key)).toEqual([...LOBBY_SECTIONS]);
      const section = (key: string) => body.data.find((s: { key: string }) => s.key === key).games as Game[];
      for (const s of body.data) expect(s.games.length).toBe(6);
      expect(section('highlight').every((g) => g.is_highlight)).toBe(true);
      expect(section('highlight')[0].game_code).toBe('demo-slot');
      expect(section('hot').every((g) => g.is_hot)).toBe(true);
      expect(section('live_casino').every((g) => g.category_code === 'live-casino')).toBe(true);
      const created = section('new').map((g) => g.created_at);
      expect(section('new').every((g) => g.is_new)).toBe(true);
      expect(created).toEqual([...created].sort().reverse());
    });

    it.each(['section_limit=0', 'section_limit=25', 'section_limit=a', 'foo=1'])('answers 400 for %s', async (q) => {
      expectBadRequest(await get(`/pb/game-list-first-page?${q}`));
    });
  });

  describe('generated artwork', () => {
    it('draws a game picture with long cache headers and answers 304 to a matching ETag', async () => {
      const res = await t.app.inject({ url: '/media/games/demo-slot.svg?v=1' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).toContain('aria-label="Fortune Five"');
      // The tile writes the name and the provider under the picture: the picture itself has no words.
      expect(res.body.replace(/aria-label="[^"]*"/, '')).not.toMatch(/Fortune|DEMO STUDIO/);
      const again = await t.app.inject({
        url: '/media/games/demo-slot.svg',
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('escapes names in the picture', async () => {
      await t.services.db
        .update(gameList)
        .set({ name: 'Kings & <Queens>' })
        .where(eq(gameList.game_code, 'test-lookalike'));
      const res = await t.app.inject({ url: '/media/games/test-lookalike.svg' });
      expect(res.body).toContain('Kings &amp;');
      expect(res.body).not.toContain('<Queens>');
    });

    it('draws provider logos and the not-found picture; unknown names get the picture with 404', async () => {
      const logo = await t.app.inject({ url: '/media/providers/lanternfox.svg' });
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toContain('Lantern');
      const nf = await t.app.inject({ url: '/media/games/not-found.svg' });
      expect(nf.statusCode).toBe(200);
      for (const url of [
        '/media/games/no-such-game.svg',
        '/media/games/..%2Fetc.svg',
        '/media/providers/nobody.svg',
        '/media/games/demo-slot.png',
      ]) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      }
    });

    it('gives every game of a page a distinct picture URL', async () => {
      const { body } = await get('/pb/game-list?$limit=60');
      const urls = body.data.map((g: Game) => g.image);
      expect(new Set(urls).size).toBe(urls.length);
    });
  });

  it('keeps a game hidden when its provider or category is switched off', async () => {
    const [kickline] = await t.services.db.select().from(providers).where(eq(providers.code, 'kickline'));
    await t.services.db.update(providers).set({ is_active: false }).where(eq(providers.id, kickline.id));
    t.services.games.invalidate();
    try {
      expect((await get(`/pb/game-list?provider_id=${kickline.id}&$limit=0`)).body.total).toBe(0);
      expect((await get('/pb/provider?code=kickline')).body.total).toBe(0);
    } finally {
      await t.services.db
        .update(providers)
        .set({ is_active: true })
        .where(inArray(providers.id, [kickline.id]));
      t.services.games.invalidate();
    }
  });
});
