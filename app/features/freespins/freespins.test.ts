import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../server/testing.ts';
import {
  callBody,
  createMember,
  createPlayer,
  launch,
  mainBalance,
  walletCall,
} from '../../../server/testing/players.ts';
import { sqlDatabase } from '../../../server/db/raw-query.ts';
import { action } from './routes/reward-freespin.tsx';
import { freespinGrants, freespinOffers } from './freespins.table.server.ts';
import type { FreespinOffer, FreespinProvider } from './freespins.schemas.ts';
import type { BetRecord } from '../seamless/seamless.schemas.ts';
import type { RedeemActionData } from './routes/reward-freespin.tsx';

/**
 * Free spins end to end on the casino and the demo provider: bought with points (once per key, also in parallel),
 * created at the provider over its signed API, played in the slot as bets of 0 naming the grant, wins credited through
 * the seamless wallet, the grant used up or expired, and the casino's record following the provider's.
 */

let t: TestApp;
let base: string;
let demoSlotId: number;
let offerId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  demoSlotId = (await t.services.games.getGameByCode('demo-slot'))!.id;
  // The seeded demo offer on Fortune Five: 10 spins at ฿1 for 150 points.
  const offer = (await t.services.freespins.offers({ currency: 'THB' })).find(
    (o) => o.game_list_id === demoSlotId && o.total_spin === 10,
  );
  offerId = offer!.id;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function memberWithPoints(points: number, funds = 0) {
  const m = await createMember(t, { funds });
  if (points > 0)
    await t.services.points.award(null, {
      memberId: m.memberId,
      points,
      key: `test:${m.memberId}`,
      reason: 'received_point_trigger',
    });
  return m;
}

const redeem = (token: string, body: object) =>
  t.app.inject({ method: 'POST', url: '/mb/redeem-freespin', headers: auth(token), payload: body });

async function grantsOf(memberId: number) {
  return t.services.freespins.grants(memberId);
}

async function providerRow(grantId: number) {
  const rows = await sqlDatabase(t.database).query('SELECT * FROM dp_free_rounds WHERE ref = $1', [`grant-${grantId}`]);
  return rows[0] ?? null;
}

async function openGame(accessToken: string, gameCode = 'demo-slot') {
  const launched = await launch(t, accessToken, gameCode, 'en');
  expect(launched.status).toBe(201);
  const html = await (await fetch(new URL(launched.body.result.url, base))).text();
  return JSON.parse(/<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)![1]);
}

async function spin(session: string, body: object) {
  const res = await fetch(`${base}/demo-provider/api/slot/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ s: session, ...body }),
  });
  return res.json();
}

describe('offers', () => {
  it('lists offers with their games, filters by provider, and names the providers with offers', async () => {
    const all: { total: number; data: FreespinOffer[] } = (
      await t.app.inject({ url: '/pb/redeem-freespin-list' })
    ).json();
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(new Set(all.data.map((o) => o.provider_id)).size).toBeGreaterThanOrEqual(4);
    const first = all.data[0];
    expect(first).toMatchObject({ currency: 'THB', bet: expect.any(Number), total_spin: expect.any(Number) });
    expect(first.game.image).toMatch(/^\//);
    const filter: { data: FreespinProvider[] } = (await t.app.inject({ url: '/pb/redeem-freespin-filter' })).json();
    const one = filter.data[1]!;
    const only: { total: number; data: FreespinOffer[] } = (
      await t.app.inject({ url: `/pb/redeem-freespin-list?provider_id=${one.id}` })
    ).json();
    expect(only.total).toBe(one.offer_count);
    for (const o of only.data) expect(o.provider_id).toBe(one.id);
  });
});

describe('buying free spins with points', () => {
  it('debits the points once under 20 parallel requests with the same key, and grants once', async () => {
    const m = await memberWithPoints(1_000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(m.accessToken, { offer_id: offerId, key })),
    );
    for (const a of answers) expect(a.statusCode).toBe(201);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await t.services.points.balance(m.memberId)).toBe(850);
    const grants = await grantsOf(m.memberId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ status: 'active', remaining_spin: 10, total_spin: 10, point_used: 150 });
    const history = await t.services.points.history(m.memberId, { page: 1, limit: 10 });
    expect(history.data.filter((r) => r.reason === 'redeem_freespin')).toHaveLength(1);
    expect(await providerRow(grants[0].id)).toMatchObject({ rounds: 10, rounds_left: 10, state: 'active' });
  });

  it('with points for three, buys three of 10 different purchases sent at once', async () => {
    const m = await memberWithPoints(450);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => redeem(m.accessToken, { offer_id: offerId, key: randomUUID() })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(7);
    expect(await t.services.points.balance(m.memberId)).toBe(0);
    expect(await grantsOf(m.memberId)).toHaveLength(3);
  });

  it('refuses with "Point is not enough." in the member\'s language and changes nothing', async () => {
    const m = await memberWithPoints(100);
    const res = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-freespin',
      headers: { ...auth(m.accessToken), 'x-locale': 'en' },
      payload: { offer_id: offerId, key: randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('POINT_NOT_ENOUGH');
    expect(res.json().message).toBe('Point is not enough.');
    expect(await t.services.points.balance(m.memberId)).toBe(100);
    expect(await grantsOf(m.memberId)).toHaveLength(0);
    const th = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-freespin',
      headers: { ...auth(m.accessToken), 'x-locale': 'th' },
      payload: { offer_id: offerId, key: randomUUID() },
    });
    expect(th.json().message).toBe('คะแนนไม่เพียงพอ');
  });

  it('refuses bad input with the field named and an unknown offer, and needs a member', async () => {
    const m = await memberWithPoints(1_000);
    const bad = await redeem(m.accessToken, { offer_id: offerId, key: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0]).toMatchObject({ path: 'key', errorCode: 'INVALID_KEY' });
    const unknown = await redeem(m.accessToken, { offer_id: 999_999, key: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-freespin',
      payload: { offer_id: offerId, key: randomUUID() },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await t.services.points.balance(m.memberId)).toBe(1_000);
  });

  it('the page action buys, and shows "Point is not enough." on the offer when short', async () => {
    const rich = await memberWithPoints(200);
    const member = { id: rich.memberId } as never;
    const ok = await action({
      request: formRequest('/en/reward/freespin', { offer_id: String(offerId), key: randomUUID() }),
      params: { lang: 'en' },
      context: routeContext(t.services, { member }),
    } as never);
    expect((ok as RedeemActionData).bought).toEqual({ count: 10, game: 'Fortune Five' });
    const short = (await action({
      request: formRequest('/en/reward/freespin', { offer_id: String(offerId), key: randomUUID() }),
      params: { lang: 'en' },
      context: routeContext(t.services, { member }),
    } as never)) as { init: { status: number }; data: RedeemActionData };
    expect(short.init.status).toBe(400);
    expect(JSON.stringify(short.data.result.error)).toContain('POINT_NOT_ENOUGH');
    expect(short.data.offerId).toBe(offerId);
    expect(await t.services.points.balance(rich.memberId)).toBe(50);
  });

  it('gives the points back once when the provider refuses the grant', async () => {
    const [bad] = await t.services.db
      .insert(freespinOffers)
      .values({
        game_list_id: demoSlotId,
        provider_id: 1,
        currency: 'THB',
        bet: 150, // not a bet level of the slot
        total_spin: 5,
        point: 100,
        validity_days: 1,
        is_active: false,
      })
      .returning();
    await t.services.db.execute(sql`UPDATE freespin_offers SET is_active = true WHERE id = ${bad!.id}`);
    const m = await memberWithPoints(300);
    const res = await redeem(m.accessToken, { offer_id: bad!.id, key: randomUUID() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'failed', remaining_spin: 0 });
    expect(await t.services.points.balance(m.memberId)).toBe(300);
    // Read again: no second refund.
    await grantsOf(m.memberId);
    expect(await t.services.points.balance(m.memberId)).toBe(300);
    await t.services.db.execute(sql`UPDATE freespin_offers SET is_active = false WHERE id = ${bad!.id}`);
  });
});

describe('playing free spins', () => {
  it('plays exactly N spins without a stake, credits the wins through the wallet once, and ends used', async () => {
    const m = await memberWithPoints(150, 5_000);
    expect((await redeem(m.accessToken, { offer_id: offerId, key: randomUUID() })).statusCode).toBe(201);
    const [grant] = await grantsOf(m.memberId);
    const config = await openGame(m.accessToken);
    expect(config.freeRounds).toMatchObject({ left: 10, rounds: 10, bet: 100 });
    const before = await mainBalance(t, m.memberId);
    let won = 0;
    for (let i = 0; i < 10; i++) {
      const r = await spin(config.session, { free: true });
      expect(r.ok).toBe(true);
      expect(r.bet).toBe(100);
      expect(r.balanceAfterBet).toBe(before + won); // nothing taken
      won += r.win;
      expect(r.balance).toBe(before + won);
      expect(r.free.left).toBe(9 - i);
      expect(r.freeRounds?.left ?? 0).toBe(9 - i);
    }
    const after = await spin(config.session, { free: true });
    expect(after).toMatchObject({ ok: false, error: 'NO_FREE_ROUNDS', freeRounds: null });
    expect(await mainBalance(t, m.memberId)).toBe(before + won);
    // The casino's record follows the provider's.
    const [done] = await grantsOf(m.memberId);
    expect(done).toMatchObject({ id: grant.id, status: 'used', remaining_spin: 0, win_total: won });
    expect(await providerRow(grant.id)).toMatchObject({ state: 'used', rounds_left: 0 });
    // Ten bets of 0 and ten results in the member's bet records.
    const records = (await t.app.inject({ url: '/mb/bet-transaction?$limit=100', headers: auth(m.accessToken) })).json()
      .data as BetRecord[];
    expect(records.filter((r) => r.type === 'bet').map((r) => r.amount)).toEqual(Array(10).fill(0));
    expect(records.filter((r) => r.type === 'result').reduce((s, r) => s + r.amount, 0)).toBe(won);
    // A normal spin still takes its stake.
    const paid = await spin(config.session, { bet: config.bets[0] });
    expect(paid.balanceAfterBet).toBe(before + won - config.bets[0]);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('an expired grant cannot be played and is reported expired', async () => {
    const m = await memberWithPoints(150, 1_000);
    await redeem(m.accessToken, { offer_id: offerId, key: randomUUID() });
    const [grant] = await grantsOf(m.memberId);
    const config = await openGame(m.accessToken);
    expect(config.freeRounds.left).toBe(10);
    // Past its expiry (both sides hold the same date).
    await sqlDatabase(t.database).query(
      `UPDATE dp_free_rounds SET expires_at = now() - interval '1 second' WHERE ref = $1`,
      [`grant-${grant.id}`],
    );
    await t.services.db.execute(
      sql`UPDATE freespin_grants SET expire_date = now() - interval '1 second' WHERE id = ${grant.id}`,
    );
    const before = await mainBalance(t, m.memberId);
    expect(await spin(config.session, { free: true })).toMatchObject({ ok: false, error: 'NO_FREE_ROUNDS' });
    expect(await mainBalance(t, m.memberId)).toBe(before);
    expect((await openGame(m.accessToken)).freeRounds).toBeNull();
    const [expired] = await grantsOf(m.memberId);
    expect(expired).toMatchObject({ status: 'expired', remaining_spin: 0 });
    expect(await providerRow(grant.id)).toMatchObject({ state: 'expired', rounds_left: 10 });
  });

  it('spins of another member or another game are not played', async () => {
    const owner = await memberWithPoints(150, 1_000);
    await redeem(owner.accessToken, { offer_id: offerId, key: randomUUID() });
    const other = await memberWithPoints(0, 1_000);
    expect((await openGame(other.accessToken)).freeRounds).toBeNull();
    const config = await openGame(other.accessToken);
    expect(await spin(config.session, { free: true })).toMatchObject({ ok: false, error: 'NO_FREE_ROUNDS' });
    const [grant] = await grantsOf(owner.memberId);
    expect(grant.remaining_spin).toBe(10);
  });

  it('the operator gives spins: announced on FREESPIN_PROMOTION, once per key', async () => {
    const m = await memberWithPoints(0, 1_000);
    const seen: unknown[] = [];
    const off = t.services.bus.subscribe((event) => {
      if (event.memberId === m.memberId && event.topic === 'FREESPIN_PROMOTION') seen.push(event.data);
    });
    const body = {
      member_id: m.memberId,
      game_list_id: demoSlotId,
      bet: 200,
      total_spin: 3,
      validity_days: 2,
      key: `ops-${randomUUID()}`,
    };
    const headers = { authorization: `Bearer ${t.config.opsToken}` };
    const first = await t.app.inject({ method: 'POST', url: '/ops/freespin-grants', headers, payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ status: 'active', total_spin: 3, point_used: 0, source: 'ops' });
    const again = await t.app.inject({ method: 'POST', url: '/ops/freespin-grants', headers, payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await grantsOf(m.memberId)).toHaveLength(1);
    off();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ game_list_id: demoSlotId, game_name: 'Fortune Five', total_spin: 3 });
    expect((await openGame(m.accessToken)).freeRounds).toMatchObject({ left: 3, bet: 200 });
  });
});

describe('racing spins and the operator', () => {
  it('spins racing from three sessions of the member play exactly the granted rounds', async () => {
    const m = await memberWithPoints(0, 1_000);
    const headers = { authorization: `Bearer ${t.config.opsToken}` };
    const given = await t.app.inject({
      method: 'POST',
      url: '/ops/freespin-grants',
      headers,
      payload: {
        member_id: m.memberId,
        game_list_id: demoSlotId,
        bet: 100,
        total_spin: 5,
        validity_days: 1,
        key: `race-${randomUUID()}`,
      },
    });
    expect(given.statusCode).toBe(201);
    const sessions = [];
    for (let i = 0; i < 3; i++) sessions.push((await openGame(m.accessToken)).session as string);
    const before = await mainBalance(t, m.memberId);
    let played = 0;
    let won = 0;
    for (let wave = 0; wave < 10; wave++) {
      const answers = await Promise.all(sessions.flatMap((s) => [spin(s, { free: true }), spin(s, { free: true })]));
      for (const a of answers) {
        if (a.ok) {
          played += 1;
          won += a.win;
        } else expect(['BUSY', 'NO_FREE_ROUNDS']).toContain(a.error);
      }
      if (answers.every((a) => a.error === 'NO_FREE_ROUNDS')) break;
    }
    expect(played).toBe(5);
    expect(await mainBalance(t, m.memberId)).toBe(before + won);
    const [grant] = await grantsOf(m.memberId);
    expect(grant).toMatchObject({ status: 'used', remaining_spin: 0, win_total: won });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('the operator adds and changes offers; a game that is not a slot is refused', async () => {
    const headers = { authorization: `Bearer ${t.config.opsToken}` };
    const crash = (await t.services.games.getGameByCode('demo-crash'))!.id;
    const body = { game_list_id: demoSlotId, currency: 'THB', bet: 200, total_spin: 15, point: 700, validity_days: 5 };
    const created = await t.app.inject({ method: 'POST', url: '/ops/freespin-offers', headers, payload: body });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await t.services.freespins.offers({ currency: 'THB' })).find((o) => o.id === id)).toMatchObject({
      total_spin: 15,
      point: 700,
      game: { name: 'Fortune Five' },
    });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/ops/freespin-offers/${id}`,
      headers,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await t.services.freespins.offers({ currency: 'THB' })).some((o) => o.id === id)).toBe(false);
    const list = (await t.app.inject({ url: '/ops/freespin-offers', headers })).json();
    expect(list.data.find((o: { id: number }) => o.id === id)).toMatchObject({ is_active: false });
    const notSlot = await t.app.inject({
      method: 'POST',
      url: '/ops/freespin-offers',
      headers,
      payload: { ...body, game_list_id: crash },
    });
    expect(notSlot.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/freespin-offers',
      headers,
      payload: { ...body, point: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/ops/freespin-offers' })).statusCode).toBe(401);
  });
});

describe('the wallet and the provider API', () => {
  it('the seamless wallet accepts the free-round form only on a bet of 0', async () => {
    const p = await createPlayer(t, 1_000);
    const stake = await walletCall(t, 'bet', { ...callBody(p, { amount: 100 }), free_round_id: 'fr-x' });
    expect(stake.status).toBe(400);
    const result = await walletCall(t, 'result', { ...callBody(p, { amount: 0 }), free_round_id: 'fr-x' });
    expect(result.status).toBe(400);
    const free = await walletCall(t, 'bet', { ...callBody(p, { amount: 0 }), free_round_id: 'fr-x' });
    expect(free.answer).toMatchObject({ status: 'OK', balance: 1_000 });
    expect(await mainBalance(t, p.memberId)).toBe(1_000);
  });

  it('the provider refuses unsigned grants and status reads', async () => {
    for (const path of ['/demo-provider/api/free-rounds/grant', '/demo-provider/api/free-rounds/status']) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': '0'.repeat(64) },
        body: JSON.stringify({ refs: [] }),
      });
      expect(res.status).toBe(401);
    }
    const rows = await t.services.db.select().from(freespinGrants);
    expect(rows.length).toBeGreaterThan(0);
  });
});
