import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, routeContext, type TestApp } from '../../../server/testing.ts';
import { pickRandom } from './games.service.server.ts';
import { loader as randomGameLoader } from './routes/random-game.ts';
import { HOT_SIZE, loadHome, loadLobbyRow, SECTION_SIZE } from './games.lobby.server.ts';
import { loadCataloguePage, loadProviderPage } from './games.pages.server.ts';
import { parseCatalogueParams, PAGE_SIZE, toCard } from './games.schemas.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const params = (query = '') => parseCatalogueParams(new URLSearchParams(query));

describe('page data', () => {
  it("home without filters: sections of different forms, the first screen's games with the page, the others to load as the player scrolls", async () => {
    const home = await loadHome(t.services.games, 'en', params());
    if (home.mode !== 'lobby') throw new Error('expected the lobby');
    // Four sections, each in a form of its own; no longer a row per category (the category grid leads to them).
    expect(home.rows.map((r) => [r.id, r.form, r.filter])).toEqual([
      ['highlight', 'large', ''],
      ['new', 'row', '?tag=new'],
      ['hot', 'ranked', '?tag=popular'],
      ['live_casino', 'wide', '?category=live-casino'],
    ]);
    expect(home.rows[0].games!.length).toBeGreaterThan(0);
    expect(home.rows[0].games!.length).toBeLessThanOrEqual(SECTION_SIZE);
    expect(home.rows.slice(1).every((r) => r.games === null)).toBe(true);
    // The category grid: every category with games, its count and its picture.
    expect(home.categories.length).toBeGreaterThan(3);
    expect(home.categories[0]).toMatchObject({ code: 'slot', name: 'Slots' });
    expect(home.categories[0].art).toMatch(/^\/media\/categories\/slot\.svg\?v=/);
    expect(home.categories.every((c) => c.game_count > 0)).toBe(true);
    expect(home.providers.find((p) => p.code === 'demo')).toMatchObject({ name: 'Demo Studio' });
    expect(Object.keys(home.rows[0].games![0]).sort()).toEqual([
      'id',
      'image',
      'is_demo',
      'is_hot',
      'is_new',
      'name',
      'provider_name',
      'use_iframe',
    ]);
    const th = await loadHome(t.services.games, 'th', params());
    if (th.mode !== 'lobby') throw new Error('expected the lobby');
    expect(th.categories[0].name).toBe('สล็อต');
  });

  it("lobby sections below the first screen: each one's games on their own, the hot ones a top ten, none for an unknown one", async () => {
    const fresh = await loadLobbyRow(t.services.games, 'new');
    expect(fresh!.length).toBeGreaterThan(0);
    expect(fresh!.every((g) => g.is_new)).toBe(true);
    const hot = await loadLobbyRow(t.services.games, 'hot');
    expect(hot!.length).toBeGreaterThan(0);
    expect(hot!.length).toBeLessThanOrEqual(HOT_SIZE);
    expect(hot!.every((g) => g.is_hot)).toBe(true);
    expect(await loadLobbyRow(t.services.games, 'category-slot')).toBeNull();
    expect(await loadLobbyRow(t.services.games, 'nothing')).toBeNull();
  });

  it('pickRandom draws uniformly from the list and nothing from an empty one', () => {
    const seen = new Map<string, number>();
    for (let i = 0; i < 3_000; i++) {
      const item = pickRandom(['a', 'b', 'c'], (max) => Math.floor(Math.random() * max))!;
      seen.set(item, (seen.get(item) ?? 0) + 1);
    }
    for (const n of seen.values()) expect(n).toBeGreaterThan(850);
    expect(pickRandom([], () => 0)).toBeUndefined();
    expect(pickRandom(['x', 'y'], () => 1)).toBe('y');
    // A draw out of range (a faulty source) still gives an item of the list.
    expect(pickRandom(['x', 'y'], () => 7)).toBe('x');
  });

  it('/:lang/random-game: JSON for the button, a redirect to the game page for a link, never cached', async () => {
    const json = (await randomGameLoader({
      request: new Request('http://casino.test/en/random-game', { headers: { accept: 'application/json' } }),
      params: { lang: 'en' },
      context: routeContext(t.services),
    } as never)) as Response;
    expect(json.status).toBe(200);
    expect(json.headers.get('cache-control')).toBe('no-store');
    const { game } = (await json.json()) as { game: { id: number; name: string } };
    expect(await t.services.games.getGame(game.id)).toMatchObject({ name: game.name });
    let thrown: unknown;
    try {
      await randomGameLoader({
        request: new Request('http://casino.test/th/random-game'),
        params: { lang: 'th' },
        context: routeContext(t.services),
      } as never);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toMatch(/^\/th\/games\/\d+$/);
  });

  it('the random game: a visible game of the catalogue, drawn anew each time', async () => {
    const drawn = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const game = await t.services.games.randomGame();
      expect(game).not.toBeNull();
      expect(await t.services.games.getGame(game!.id)).not.toBeNull();
      drawn.add(game!.id);
    }
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('home with a search, provider and sort: one page of results', async () => {
    const home = await loadHome(t.services.games, 'en', params('q=ROCKET&provider=demo&sort=za'));
    if (home.mode !== 'results') throw new Error('expected results');
    expect(home.result).toMatchObject({ total: 1, page: 1, pages: 1 });
    expect(home.result.games.map((g) => g.name)).toEqual(['Rocket Rise']);
    const sorted = await loadHome(t.services.games, 'en', params('sort=az&page=2'));
    if (sorted.mode !== 'results') throw new Error('expected results');
    expect(sorted.result.games).toHaveLength(PAGE_SIZE);
    expect(sorted.result.page).toBe(2);
    const names = sorted.result.games.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const beyond = await loadHome(t.services.games, 'en', params('sort=az&page=999'));
    if (beyond.mode !== 'results') throw new Error('expected results');
    expect(beyond.result.games).toEqual([]);
    expect(beyond.result.total).toBeGreaterThan(0);
  });

  it('games page: category and tag narrow the list; tabs carry counts; tags leave out the history', async () => {
    const page = await loadCataloguePage(t.services.games, 'en', params('category=slot&tag=new'));
    expect(page.categories).toHaveLength(12);
    expect(page.categories.find((c) => c.code === 'slot')!.game_count).toBeGreaterThan(100);
    expect(page.tags.length).toBeLessThanOrEqual(8);
    expect(page.tags.map((tag) => tag.code)).not.toContain('history');
    expect(page.result.total).toBeGreaterThan(0);
    const slotProviders = new Set(page.providers.map((p) => p.code));
    expect(slotProviders.has('velvetcrown')).toBe(false);
    expect(slotProviders.has('demo')).toBe(true);
    const all = await loadCataloguePage(t.services.games, 'en', params('category=no-such-thing'));
    expect(all.result.total).toBe(0);
    const everything = await loadCataloguePage(t.services.games, 'en', params('tag=all'));
    expect(everything.result.total).toBe((await t.services.games.listGames({ limit: 0 })).total);
    expect(everything.providers.length).toBe(12);
  });

  it("games page for a member: the history tag lists the member's last played games, searched, sorted and paged", async () => {
    const played = (await t.services.games.listGames({ categoryCode: 'slot', limit: 30 })).data.map(toCard);
    const asked: { categoryCode?: string; providerCode?: string }[] = [];
    const history = async (q: { categoryCode?: string; providerCode?: string }) => {
      asked.push(q);
      return played;
    };
    const withTag = await loadCataloguePage(t.services.games, 'en', params(), { history });
    expect(withTag.tags.map((tag) => tag.code)).toContain('history');
    expect(withTag.tags.filter((tag) => tag.code !== 'history')).toEqual(
      (await loadCataloguePage(t.services.games, 'en', params())).tags,
    );
    expect(asked).toEqual([]);

    const page1 = await loadCataloguePage(t.services.games, 'en', params('tag=history&category=slot&provider=demo'), {
      history,
    });
    expect(asked).toEqual([{ categoryCode: 'slot', providerCode: 'demo' }]);
    expect(page1.result).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(page1.result.games.map((g) => g.id)).toEqual(played.slice(0, PAGE_SIZE).map((g) => g.id));
    const page2 = await loadCataloguePage(t.services.games, 'en', params('tag=history&page=2'), { history });
    expect(page2.result.games.map((g) => g.id)).toEqual(played.slice(PAGE_SIZE).map((g) => g.id));
    const named = played[3].name;
    const found = await loadCataloguePage(
      t.services.games,
      'en',
      params(`tag=history&q=${encodeURIComponent(named.slice(1, 6).toUpperCase())}`),
      { history },
    );
    expect(found.result.games.map((g) => g.name)).toContain(named);
    expect(found.result.games.every((g) => g.name.toLowerCase().includes(named.slice(1, 6).toLowerCase()))).toBe(true);
    const az = await loadCataloguePage(t.services.games, 'en', params('tag=history&sort=az'), { history });
    const names = az.result.games.map((g) => g.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // Without a member's history the tag lists nothing, as any tag nobody matches.
    expect((await loadCataloguePage(t.services.games, 'en', params('tag=history'))).result.total).toBe(0);
  });

  it('provider page: the grid, or one provider with its categories as tabs', async () => {
    const grid = await loadProviderPage(t.services.games, 'en', params());
    expect(grid.provider).toBeNull();
    expect(grid.providers.length).toBe(12);
    const demo = await loadProviderPage(t.services.games, 'en', params('provider=demo'));
    expect(demo.provider).toMatchObject({ code: 'demo', name: 'Demo Studio', game_count: 2 });
    expect(demo.categories).toEqual([
      { code: 'slot', name: 'Slots', game_count: 1 },
      { code: 'crash', name: 'Crash', game_count: 1 },
    ]);
    expect(demo.result!.games.map((g) => g.name).sort()).toEqual(['Fortune Five', 'Rocket Rise']);
    const crash = await loadProviderPage(t.services.games, 'en', params('provider=demo&category=crash'));
    expect(crash.result!.games.map((g) => g.name)).toEqual(['Rocket Rise']);
    const unknown = await loadProviderPage(t.services.games, 'en', params('provider=nobody'));
    expect(unknown.provider).toBeNull();
  });
});
