import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { createTestApp, type TestApp } from './testing.ts';
import { serverContext } from '../app/context.ts';
import type { Member } from './rest/service.ts';
import { historyTabLoaders } from './history-tabs.ts';
import * as root from '../app/root.tsx';
import * as lang from '../app/features/shell/routes/lang-layout.tsx';
import * as home from '../app/features/games/routes/home.tsx';
import * as games from '../app/features/games/routes/games.tsx';
import { createPlayListsService } from '../app/features/games/play.service.server.ts';

/**
 * What a member's page view costs the database: the loaders of the page's routes, run as React Router runs them (in
 * parallel, with the member resolved from the session cookie once), counted at the database client.
 */
let t: TestApp;
let token: string;
let queries: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/pb/authentication',
    payload: { strategy: 'local', username: 'demo', password: 'Demo1234' },
  });
  token = login.json().accessToken;
  const client = (t.services.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (text: unknown, ...rest: unknown[]) => {
    queries.push(String(typeof text === 'string' ? text : (text as { text?: string }).text));
    return query(text, ...rest);
  };
});
afterAll(async () => {
  await t?.close();
});

async function pageView(path: string, pattern: string, page: { loader: (args: never) => Promise<unknown> }) {
  const request = new Request(`http://localhost${path}`, { headers: { cookie: `${t.config.WEB_NAME}.jwt=${token}` } });
  const context = new RouterContextProvider();
  let member: Promise<Member | null> | undefined;
  context.set(serverContext, {
    services: t.services,
    member: () => (member ??= t.services.tokens.verify(token)),
    correlationId: 'page-view',
    ip: '127.0.0.1',
    nonce: 'nonce',
    routeIds: async () => new Set(['index', 'games']),
    i18nNamespaces: async () => null,
    historyTabs: historyTabLoaders,
  });
  const args = { request, params: { lang: 'en' }, context, url: new URL(request.url), pattern } as never;
  queries = [];
  const [, shell, data] = await Promise.all([root.loader(args), lang.loader(args), page.loader(args)]);
  return {
    count: queries.length,
    shell: (shell as { data: { member: { username: string } | null; wallet: unknown } }).data,
    data: data as Record<string, unknown>,
  };
}

describe('a member page view', () => {
  it('runs at most 5 queries on the home page once the public content is cached', async () => {
    await pageView('/en', ':lang/', home);
    const view = await pageView('/en', ':lang/', home);
    expect(view.shell.member?.username).toBe('demo');
    expect(view.shell.wallet).not.toBeNull();
    expect((view.data.mine as { favourites: unknown[] } | null)?.favourites).toBeDefined();
    expect(view.count, queries.join('\n')).toBeLessThanOrEqual(5);
  });

  it('runs at most 5 queries on the games page', async () => {
    await pageView('/en/games', ':lang/games', games);
    const view = await pageView('/en/games', ':lang/games', games);
    expect(view.shell.member?.username).toBe('demo');
    expect(view.count, queries.join('\n')).toBeLessThanOrEqual(5);
  });

  it("keeps the member's list rows between page views: a repeated view reads the balances, the turnover and the running promotion only", async () => {
    await pageView('/en', ':lang/', home);
    const view = await pageView('/en', ':lang/', home);
    expect(view.count, queries.join('\n')).toBe(3);
    expect(queries.filter((q) => /ledger_accounts|member_turnover_totals|promotion_members/.test(q))).toHaveLength(3);
    expect(queries.some((q) => /user_favorites|user_last_played/.test(q))).toBe(false);
  });

  it('shows a favourite added on this or another instance at the next page view', async () => {
    const first = await pageView('/en', ':lang/', home);
    const mine = () => (first.data.mine as { favourites: { game_list_id: number }[] }).favourites;
    const gameOf = (d: Record<string, unknown>) => (d.rows as { games?: { id: number }[] }[])[0].games![0].id;
    const member = (first.shell.member as unknown as { id: number }).id;
    expect(mine()).toEqual([]);
    const a = gameOf(first.data);
    await t.services.playLists.addFavourite(member, a);
    let view = await pageView('/en', ':lang/', home);
    expect(
      (view.data.mine as { favourites: { game_list_id: number }[] }).favourites.map((f) => f.game_list_id),
    ).toEqual([a]);
    // Another instance of the service on the same bus (as another process with Redis): its write drops the rows here.
    const other = createPlayListsService({ db: t.services.db, games: () => t.services.games, bus: t.services.bus });
    await other.removeFavourite(member, a);
    view = await pageView('/en', ':lang/', home);
    expect((view.data.mine as { favourites: unknown[] }).favourites).toEqual([]);
    other.close();
  });
});
