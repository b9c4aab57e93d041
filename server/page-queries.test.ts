import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { createTestApp, type TestApp } from './testing.ts';
import { serverContext } from '../app/context.ts';
import type { Member } from './rest/service.ts';
import { expandJson, type WithJson } from '../app/shared/json-text.ts';
import type { ShellWire } from '../app/features/shell/shell.types.ts';
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
  // On PGlite, prepared statements go to the connection as wire-protocol messages: a Bind names its statement (the
  // driver's own queries, counted above, bind the unnamed one). node-postgres sends them through query(), above.
  const raw = client as unknown as { execProtocolRaw?: (message: Uint8Array, ...rest: unknown[]) => Promise<unknown> };
  if (!raw.execProtocolRaw) return;
  const exchange = raw.execProtocolRaw.bind(raw);
  raw.execProtocolRaw = (message: Uint8Array, ...rest: unknown[]) => {
    const b = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
    const bind = b[0] === 0x50 ? 1 + b.readInt32BE(1) : 0;
    if (b[bind] === 0x42) {
      const name = b.toString('utf8', bind + 6, b.indexOf(0, bind + 6));
      if (name) queries.push(`prepared ${name}`);
    }
    return exchange(message, ...rest);
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
    shell: expandJson((shell as { data: ShellWire }).data),
    data: expandJson(data as WithJson<Record<string, unknown>, object>),
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
