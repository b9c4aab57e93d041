import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { FIRST_SCREEN_ROWS, loadHome, loadLobbyRow } from './games.lobby.server.ts';
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
  it("home without filters: the first screen's rows with their games, the other rows to load as the player scrolls", async () => {
    const home = await loadHome(t.services.games, 'en', params());
    if (home.mode !== 'lobby') throw new Error('expected the lobby');
    // The four sections, then a row per category but live casino (a section already).
    expect(home.rows.slice(0, 4).map((r) => r.section)).toEqual(['highlight', 'new', 'hot', 'live_casino']);
    expect(home.rows.slice(4).map((r) => r.id)).toEqual(
      home.categories.filter((c) => c.code !== 'live-casino').map((c) => `category-${c.code}`),
    );
    expect(home.rows[4]).toMatchObject({ id: 'category-slot', section: null, name: 'Slots', filter: '?category=slot' });
    expect(
      home.rows.slice(0, FIRST_SCREEN_ROWS).every((r) => r.games && r.games.length > 0 && r.games.length <= 12),
    ).toBe(true);
    expect(home.rows.slice(FIRST_SCREEN_ROWS).every((r) => r.games === null)).toBe(true);
    expect(home.categories).toHaveLength(12);
    expect(home.categories[0]).toEqual({ code: 'slot', name: 'Slots' });
    expect(home.providers[0]).toMatchObject({ code: 'demo', name: 'Demo Studio', game_count: 2 });
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
    // A game in both first rows is one object, so the page data carries it once.
    const fortune = home.rows
      .slice(0, FIRST_SCREEN_ROWS)
      .flatMap((r) => r.games!)
      .filter((g) => g.name === 'Fortune Five');
    expect(fortune.length).toBeGreaterThan(1);
    expect(new Set(fortune).size).toBe(1);
    const th = await loadHome(t.services.games, 'th', params());
    if (th.mode !== 'lobby') throw new Error('expected the lobby');
    expect(th.categories[0].name).toBe('สล็อต');
  });

  it("lobby rows below the first screen: each row's games on their own, none for an unknown row", async () => {
    for (const c of ['slot', 'fishing']) {
      const games = await loadLobbyRow(t.services.games, 'en', `category-${c}`);
      expect(games!.length, c).toBeGreaterThan(0);
      expect(games!.length).toBeLessThanOrEqual(8);
    }
    const hot = await loadLobbyRow(t.services.games, 'en', 'hot');
    expect(hot!.length).toBeGreaterThan(0);
    expect(hot!.length).toBeLessThanOrEqual(12);
    expect(await loadLobbyRow(t.services.games, 'en', 'category-nothing')).toBeNull();
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
