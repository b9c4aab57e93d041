import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { callBody, createMember, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import { SETTLED_ROUNDS_LAG_MS } from '../seamless/seamless.schemas.ts';
import { POINT_NOT_ENOUGH } from './points.service.server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const award = (memberId: number, points: number, key = randomUUID()) =>
  t.services.points.award(null, { memberId, points, key, reason: 'received_point_trigger' });
const spend = (memberId: number, points: number, key = randomUUID()) =>
  t.services.points.spend(null, { memberId, points, key, reason: 'redeem_reward' });

async function refusal(p: Promise<unknown>): Promise<string | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return (err as { errorCode?: string }).errorCode ?? String(err);
  }
}

describe('points', () => {
  it('are earned and spent through the ledger, once per key, with a history newest first', async () => {
    const { memberId } = await createMember(t);
    const key = randomUUID();
    expect(await award(memberId, 300, key)).toEqual({ replayed: false, balance: 300 });
    expect(await award(memberId, 300, key)).toEqual({ replayed: true, balance: 300 });
    expect(await spend(memberId, 120)).toEqual({ replayed: false, balance: 180 });
    expect(await t.services.points.balance(memberId)).toBe(180);
    expect(await t.services.ledger.balance({ member: memberId, wallet: 'points', currency: 'THB' })).toBe(180);
    const history = await t.services.points.history(memberId, { page: 1, limit: 10 });
    expect(history.total).toBe(2);
    expect(history.data.map((r) => [r.points, r.reason, r.balance_after])).toEqual([
      [-120, 'redeem_reward', 180],
      [300, 'received_point_trigger', 300],
    ]);
    // The money wallets are untouched.
    expect(await t.services.ledger.balance({ member: memberId, wallet: 'main', currency: 'THB' })).toBe(0);
  });

  it('a spend the balance does not cover is refused with POINT_NOT_ENOUGH and changes nothing', async () => {
    const { memberId } = await createMember(t);
    await award(memberId, 50);
    expect(await refusal(spend(memberId, 51))).toBe(POINT_NOT_ENOUGH);
    expect(await t.services.points.balance(memberId)).toBe(50);
    expect((await t.services.points.history(memberId, { page: 1, limit: 10 })).total).toBe(1);
    expect(await refusal(spend(memberId, 0))).toBe('INVALID_AMOUNT');
    expect(await refusal(award(memberId, 1.5))).toBe('INVALID_AMOUNT');
  });

  it('20 parallel spends of the same key debit once; 20 with their own keys debit only what the balance covers', async () => {
    const { memberId } = await createMember(t);
    await award(memberId, 500);
    const key = randomUUID();
    const same = await Promise.all(Array.from({ length: 20 }, () => spend(memberId, 100, key)));
    expect(same.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await t.services.points.balance(memberId)).toBe(400);
    const own = await Promise.all(Array.from({ length: 20 }, () => refusal(spend(memberId, 100))));
    expect(own.filter((r) => r === null)).toHaveLength(4);
    expect(own.filter((r) => r === POINT_NOT_ENOUGH)).toHaveLength(16);
    expect(await t.services.points.balance(memberId)).toBe(0);
    expect((await t.services.points.history(memberId, { page: 1, limit: 100 })).total).toBe(1 + 1 + 4);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('the history is paged and capped', async () => {
    const { memberId } = await createMember(t);
    for (let i = 0; i < 5; i++) await award(memberId, 10 + i);
    const second = await t.services.points.history(memberId, { page: 2, limit: 2 });
    expect(second.data.map((r) => r.points)).toEqual([12, 11]);
    expect((await t.services.points.history(memberId, { page: 1, limit: 10_000 })).limit).toBe(100);
  });
});

describe('the settled-rounds feed', () => {
  async function round(p: Player, stake: number, win: number) {
    const id = `round-${randomUUID()}`;
    const bet = callBody(p, { round_id: id, amount: stake });
    expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
    const result = callBody(p, { round_id: id, amount: win, ref_tx_id: bet.tx_id, round_closed: true });
    expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
  }

  it('lists each settled round once, with its stake and win, after a watermark', async () => {
    const before = await t.services.turnover.settledRounds(Number.MAX_SAFE_INTEGER - 1, 10);
    expect(before).toEqual([]);
    const all = async () => {
      let after = 0;
      const out = [];
      for (;;) {
        const page = await t.services.turnover.settledRounds(after, 5_000);
        if (!page.length) return out;
        out.push(...page);
        after = page[page.length - 1].id;
      }
    };
    const start = (await all()).at(-1)?.id ?? 0;
    const p = await createPlayer(t, 100_000);
    await round(p, 1_000, 2_500);
    await round(p, 400, 0);
    // A result is listed once it is older than the lag.
    await new Promise((r) => setTimeout(r, SETTLED_ROUNDS_LAG_MS + 200));
    const mine = (await t.services.turnover.settledRounds(start, 100)).filter((r) => r.memberId === p.memberId);
    expect(mine.map((r) => [r.stake, r.win, r.currency, r.gameCategory])).toEqual([
      [1_000, 2_500, 'THB', 'slot'],
      [400, 0, 'THB', 'slot'],
    ]);
    expect(mine[0].id).toBeLessThan(mine[1].id);
    expect(await t.services.turnover.settledRounds(mine[1].id, 100)).not.toContainEqual(
      expect.objectContaining({ memberId: p.memberId }),
    );
  });
});
