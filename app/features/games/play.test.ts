import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMember, launch } from '../../../server/testing/players.ts';
import { FAVOURITE_LIMIT } from './play.schemas.ts';

let t: TestApp;
let gameIds: number[];
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  gameIds = (await t.services.games.listGames({ limit: 80 })).data.map((g) => g.id);
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function addFavourite(token: string, gameId: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/mb/user-favorite',
    headers: auth(token),
    payload: { game_list_id: gameId },
  });
}

async function favourites(token: string, query = '') {
  const res = await t.app.inject({ url: `/mb/user-favorite${query}`, headers: auth(token) });
  return { status: res.statusCode, body: res.json() };
}

describe(`user-favorite on ${testDatabaseKind()}`, () => {
  it('is for members only', async () => {
    expect((await t.app.inject({ url: '/mb/user-favorite' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/mb/user-favorite', payload: { game_list_id: gameIds[0] } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/mb/user-favorite/${gameIds[0]}` })).statusCode).toBe(401);
  });

  it('adds, lists newest first with the game card, toggles off by game id', async () => {
    const { accessToken } = await createMember(t);
    const first = await addFavourite(accessToken, gameIds[0]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      id: gameIds[0],
      game_list_id: gameIds[0],
      game: { id: gameIds[0], name: expect.any(String) },
    });
    expect((await addFavourite(accessToken, String(gameIds[1]))).statusCode).toBe(201);

    const list = await favourites(accessToken);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, limit: FAVOURITE_LIMIT, skip: 0 });
    expect(list.body.data.map((f: { game_list_id: number }) => f.game_list_id)).toEqual([gameIds[1], gameIds[0]]);
    const game = await t.services.games.getGame(gameIds[1]);
    expect(list.body.data[0].game).toMatchObject({
      id: game!.id,
      name: game!.name,
      provider_name: game!.provider.name,
      category_code: game!.category_code,
      provider_code: game!.provider.code,
    });

    // Filtered to one game: what a tile asks to know whether it is a favourite.
    const one = await favourites(accessToken, `?game_list_id=${gameIds[0]}`);
    expect(one.body.data.map((f: { id: number }) => f.id)).toEqual([gameIds[0]]);
    const some = await favourites(
      accessToken,
      `?game_list_id[$in][0]=${gameIds[0]}&game_list_id[$in][1]=${gameIds[5]}`,
    );
    expect(some.body.total).toBe(1);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/mb/user-favorite/${gameIds[0]}`,
      headers: auth(accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: gameIds[0], game_list_id: gameIds[0] });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/mb/user-favorite/${gameIds[0]}`, headers: auth(accessToken) }))
        .statusCode,
    ).toBe(404);
    expect((await favourites(accessToken)).body.data.map((f: { id: number }) => f.id)).toEqual([gameIds[1]]);
  });

  it('adding a favourite twice keeps one and answers the same favourite', async () => {
    const { accessToken } = await createMember(t);
    const a = await addFavourite(accessToken, gameIds[2]);
    const b = await addFavourite(accessToken, gameIds[2]);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBeLessThan(300);
    expect(b.json()).toEqual(a.json());
    expect((await favourites(accessToken)).body.total).toBe(1);
  });

  it('belongs to the member who added it', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    await addFavourite(alice.accessToken, gameIds[3]);
    expect((await favourites(bob.accessToken)).body.total).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/mb/user-favorite/${gameIds[3]}`, headers: auth(bob.accessToken) }))
        .statusCode,
    ).toBe(404);
    expect((await favourites(alice.accessToken)).body.total).toBe(1);
    // A member id in the body or query is not a filter anyone may set.
    expect((await favourites(bob.accessToken, `?member_id=${alice.memberId}`)).status).toBe(400);
    const sneaky = await t.app.inject({
      method: 'POST',
      url: '/mb/user-favorite',
      headers: auth(bob.accessToken),
      payload: { game_list_id: gameIds[4], member_id: alice.memberId },
    });
    expect(sneaky.statusCode).toBe(201);
    expect((await favourites(alice.accessToken)).body.total).toBe(1);
    expect((await favourites(bob.accessToken)).body.total).toBe(1);
  });

  it('refuses bad input with 400 and unknown games with 404', async () => {
    const { accessToken } = await createMember(t);
    for (const bad of ['abc', -1, 0, 1.5, null, { $gt: 1 }, [gameIds[0]]]) {
      const res = await addFavourite(accessToken, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({
        name: 'BadRequest',
        data: { errors: [expect.objectContaining({ path: 'game_list_id' })] },
      });
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/mb/user-favorite', headers: auth(accessToken), payload: {} }))
        .statusCode,
    ).toBe(400);
    const unknown = await addFavourite(accessToken, 2_000_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('GAME_NOT_AVAILABLE');
    for (const query of [
      '?$limit=51',
      '?$limit=abc',
      '?category_id[$gt]=1',
      '?provider[$in][0]=demo',
      '?game_list_id[$gt]=1',
      '?game_list_id=abc',
      '?provider=a%20b',
      '?$sort[createdAt]=1',
    ]) {
      expect((await favourites(accessToken, query)).status, query).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/mb/user-favorite/abc', headers: auth(accessToken) })).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/mb/user-favorite/${gameIds[0]}`,
          headers: auth(accessToken),
          payload: {},
        })
      ).statusCode,
    ).toBe(405);
  });

  it(`holds at most ${FAVOURITE_LIMIT} games`, async () => {
    const { accessToken } = await createMember(t);
    for (const id of gameIds.slice(0, FAVOURITE_LIMIT))
      expect((await addFavourite(accessToken, id)).statusCode).toBe(201);
    const over = await addFavourite(accessToken, gameIds[FAVOURITE_LIMIT]);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      errorCode: 'FAVOURITE_LIMIT_REACHED',
      messages: { en: expect.stringContaining('50') },
    });
    // One already there is still answered; after removing one, another fits.
    expect((await addFavourite(accessToken, gameIds[0])).statusCode).toBe(201);
    const list = await favourites(accessToken, '?$limit=50');
    expect(list.body.total).toBe(FAVOURITE_LIMIT);
    expect(list.body.data).toHaveLength(FAVOURITE_LIMIT);
    expect((await favourites(accessToken, '?$limit=10&$skip=45')).body.data).toHaveLength(5);
    await t.app.inject({ method: 'DELETE', url: `/mb/user-favorite/${gameIds[7]}`, headers: auth(accessToken) });
    expect((await addFavourite(accessToken, gameIds[FAVOURITE_LIMIT])).statusCode).toBe(201);
    expect((await addFavourite(accessToken, gameIds[FAVOURITE_LIMIT + 1])).statusCode).toBe(422);
  });

  it(`concurrent adds do not pass ${FAVOURITE_LIMIT}`, async () => {
    const { accessToken, memberId } = await createMember(t);
    const ids = gameIds.slice(0, FAVOURITE_LIMIT + 15);
    const results = await Promise.all(ids.map((id) => addFavourite(accessToken, id)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(FAVOURITE_LIMIT);
    expect(codes.filter((c) => c === 422)).toHaveLength(15);
    expect((await t.services.playLists.favourites(memberId, { limit: 100, skip: 0 })).total).toBe(FAVOURITE_LIMIT);
  });

  it('filters by category and provider', async () => {
    const { accessToken } = await createMember(t);
    const slot = await t.services.games.getGameByCode('demo-slot');
    const crash = await t.services.games.getGameByCode('demo-crash');
    const other = (await t.services.games.listGames({ providerCode: 'lanternfox', limit: 1 })).data[0];
    for (const g of [slot!, crash!, other]) await addFavourite(accessToken, g.id);
    const ids = (b: { data: { id: number }[] }) => b.data.map((f) => f.id).sort();
    expect(ids((await favourites(accessToken, `?category_id=${slot!.game_category_id}`)).body)).toEqual(
      [slot!.id, other.game_category_id === slot!.game_category_id ? other.id : null].filter(Boolean).sort(),
    );
    expect(ids((await favourites(accessToken, '?provider=demo')).body)).toEqual([slot!.id, crash!.id].sort());
    expect(ids((await favourites(accessToken, `?provider=${other.provider.id}`)).body)).toEqual([other.id]);
  });
});

describe(`user-last-played on ${testDatabaseKind()}`, () => {
  async function lastPlayed(token: string, query = '') {
    const res = await t.app.inject({ url: `/mb/user-last-played${query}`, headers: auth(token) });
    return { status: res.statusCode, body: res.json() };
  }

  it('records every launch, latest first, and filters by category and provider', async () => {
    const { accessToken } = await createMember(t);
    expect((await lastPlayed(accessToken)).body).toMatchObject({ total: 0, data: [] });
    const other = (await t.services.games.listGames({ providerCode: 'lanternfox', limit: 1 })).data[0];
    expect((await launch(t, accessToken, 'demo-slot')).status).toBe(201);
    expect((await launch(t, accessToken, 'demo-crash')).status).toBe(201);
    expect((await launch(t, accessToken, other.game_code)).status).toBe(201);
    const all = await lastPlayed(accessToken);
    expect(all.status).toBe(200);
    expect(all.body.data.map((g: { game: { name: string } }) => g.game.name)).toEqual([
      other.name,
      'Rocket Rise',
      'Fortune Five',
    ]);
    expect(all.body.data[0]).toMatchObject({
      id: other.id,
      game_list_id: other.id,
      play_count: 1,
      playedAt: expect.any(String),
    });

    // Played again: back on top, counted twice.
    await launch(t, accessToken, 'demo-slot');
    const again = await lastPlayed(accessToken);
    expect(again.body.data[0]).toMatchObject({ game: { name: 'Fortune Five' }, play_count: 2 });
    expect(again.body.total).toBe(3);

    const slot = await t.services.games.getGameByCode('demo-slot');
    const crash = await t.services.games.getGameByCode('demo-crash');
    const byCategory = await lastPlayed(accessToken, `?category_id=${crash!.game_category_id}`);
    expect(byCategory.body.data.map((g: { id: number }) => g.id)).toEqual([crash!.id]);
    const byProvider = await lastPlayed(accessToken, '?provider=demo');
    expect(byProvider.body.data.map((g: { id: number }) => g.id)).toEqual([slot!.id, crash!.id]);
    const both = await lastPlayed(accessToken, `?provider=demo&category_id=${slot!.game_category_id}`);
    expect(both.body.data.map((g: { id: number }) => g.id)).toEqual([slot!.id]);
    expect((await lastPlayed(accessToken, '?$limit=1')).body).toMatchObject({
      total: 3,
      limit: 1,
      data: [{ id: slot!.id }],
    });
  });

  it('reads both lists of a page view in one query, as each list reads alone', async () => {
    const { accessToken } = await createMember(t);
    const member = (await t.services.tokens.verify(accessToken))!;
    const some = (await t.services.games.listGames({ limit: 3 })).data;
    await addFavourite(accessToken, some[0].id);
    await addFavourite(accessToken, some[2].id);
    await launch(t, accessToken, 'demo-slot');
    await launch(t, accessToken, 'demo-crash');
    const crash = (await t.services.games.getGameByCode('demo-crash'))!;
    for (const recent of [
      { limit: 12, skip: 0 },
      { limit: 12, skip: 0, categoryCode: crash.category_code },
      { limit: 1, skip: 0 },
    ]) {
      const both = await t.services.playLists.both(member.id, { favourites: { limit: 50, skip: 0 }, recent });
      expect(both.favourites).toEqual(await t.services.playLists.favourites(member.id, { limit: 50, skip: 0 }));
      expect(both.recent).toEqual(await t.services.playLists.lastPlayed(member.id, recent));
    }
    const favouritesOnly = await t.services.playLists.both(member.id, {
      favourites: { limit: 50, skip: 0 },
      recent: null,
    });
    expect(favouritesOnly.recent).toBeNull();
    expect(favouritesOnly.favourites.total).toBe(2);
  });

  it('keeps each member to their own games, and refuses bad queries', async () => {
    const alice = await createMember(t);
    const bob = await createMember(t);
    await launch(t, alice.accessToken, 'demo-slot');
    expect((await lastPlayed(bob.accessToken)).body.total).toBe(0);
    expect((await t.app.inject({ url: '/mb/user-last-played' })).statusCode).toBe(401);
    for (const q of [
      '?$limit=51',
      '?category_id=x',
      '?category_id[$ne]=1',
      '?provider[a]=b',
      `?member_id=${alice.memberId}`,
    ]) {
      expect((await lastPlayed(bob.accessToken, q)).status, q).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/user-last-played',
          headers: auth(bob.accessToken),
          payload: { game_list_id: 1 },
        })
      ).statusCode,
    ).toBe(405);
  });

  it('keeps the latest 50 games of a member', async () => {
    const { memberId } = await createMember(t);
    let at = Date.parse('2030-01-01T00:00:00Z');
    const clocked = (await import('./play.service.server.ts')).createPlayListsService({
      db: t.services.db,
      games: () => t.services.games,
      now: () => new Date((at += 1000)),
    });
    for (const id of gameIds.slice(0, 55)) await clocked.recordPlayed(memberId, id);
    const page = await clocked.lastPlayed(memberId, { limit: 50, skip: 0 });
    expect(page.total).toBe(50);
    expect(page.data[0].id).toBe(gameIds[54]);
    expect(page.data.map((g) => g.id)).not.toContain(gameIds[4]);
  });
});

describe(`demo play on ${testDatabaseKind()}`, () => {
  it('gives visitors the fun URL of a demo game, without a session', async () => {
    const slot = await t.services.games.getGameByCode('demo-slot');
    const res = await t.app.inject({
      method: 'POST',
      url: '/pb/demo-game',
      payload: { game_list_id: slot!.id, languageCode: 'en' },
    });
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().result.url, 'http://casino.test');
    expect(url.pathname).toBe('/demo-provider/play/demo-slot');
    expect(url.searchParams.get('mode')).toBe('fun');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toBeNull();
    const real = (await t.services.games.listGames({ isDemo: false, limit: 1 })).data[0];
    const refused = await t.app.inject({ method: 'POST', url: '/pb/demo-game', payload: { game_list_id: real.id } });
    expect(refused.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/pb/demo-game', payload: { game_list_id: 'x' } })).statusCode,
    ).toBe(400);
  });
});
