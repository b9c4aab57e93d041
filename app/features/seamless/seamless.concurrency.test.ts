import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import {
  callBody,
  createPlayer,
  mainBalance,
  walletCall,
  type CallResult,
  type Player,
} from '../../../server/testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/* ---------------------------------------------------------------------------------------------------------------
 * A reference model of the rules for one round with one bet, its result (closing the round), a cancel and a refund
 * of that bet: what each call must answer and what it does to the balance.
 * ------------------------------------------------------------------------------------------------------------- */

type Op = 'bet' | 'result' | 'cancel' | 'refund';
const OPS: Op[] = ['bet', 'result', 'cancel', 'refund'];
const STAKE = 1_000;
const WIN = 2_500;
const REFUND = 400;

interface ModelState {
  balance: number;
  bet: 'none' | 'tombstone' | 'open' | 'settled' | 'cancelled';
  refunded: number;
  roundClosed: boolean;
  /** First answers of the accepted calls, by op (each op has one tx id). */
  answered: Partial<Record<Op, { status: string; balance: number }>>;
}

function step(s: ModelState, op: Op): { status: string; balance: number } {
  const prior = s.answered[op];
  if (prior) return prior;
  const okAt = (delta: number) => {
    s.balance += delta;
    const answer = { status: 'OK', balance: s.balance };
    s.answered[op] = answer;
    return answer;
  };
  const refuse = (status: string) => ({ status, balance: s.balance });
  switch (op) {
    case 'bet':
      if (s.bet === 'tombstone') return refuse('DUPLICATE_TRANSACTION');
      if (s.roundClosed) return refuse('ROUND_CLOSED');
      if (s.balance < STAKE) return refuse('INSUFFICIENT_FUNDS');
      s.bet = 'open';
      return okAt(-STAKE);
    case 'result':
      if (s.roundClosed) return refuse('ROUND_CLOSED');
      if (s.bet !== 'open' && s.bet !== 'settled') return refuse('TRANSACTION_NOT_FOUND');
      s.bet = 'settled';
      s.roundClosed = true;
      return okAt(WIN);
    case 'cancel':
      if (s.bet === 'none') {
        s.bet = 'tombstone';
        return okAt(0);
      }
      if (s.bet === 'tombstone' || s.bet === 'cancelled') return okAt(0);
      if (s.bet === 'settled' || s.roundClosed) return refuse('ROUND_CLOSED');
      s.bet = 'cancelled';
      return okAt(STAKE - s.refunded);
    case 'refund': {
      if (s.bet === 'none' || s.bet === 'tombstone') return refuse('TRANSACTION_NOT_FOUND');
      const remaining = s.bet === 'cancelled' ? 0 : STAKE - s.refunded;
      if (REFUND > remaining) return refuse('INVALID_AMOUNT');
      s.refunded += REFUND;
      return okAt(REFUND);
    }
  }
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Every distinct order of a multiset (each op twice). */
function multisetOrders(items: Op[]): Op[][] {
  const out: Op[][] = [];
  const counts = new Map<Op, number>();
  for (const i of items) counts.set(i, (counts.get(i) ?? 0) + 1);
  const walk = (prefix: Op[]) => {
    if (prefix.length === items.length) return void out.push(prefix);
    for (const [op, n] of counts) {
      if (!n) continue;
      counts.set(op, n - 1);
      walk([...prefix, op]);
      counts.set(op, n);
    }
  };
  walk([]);
  return out;
}

interface RoundCalls {
  bodies: Record<Op, Record<string, unknown>>;
}

function roundCalls(p: Player): RoundCalls {
  const round = `round-${randomUUID()}`;
  const betTx = `bet-${randomUUID()}`;
  return {
    bodies: {
      bet: callBody(p, { tx_id: betTx, round_id: round, amount: STAKE }),
      result: callBody(p, { round_id: round, amount: WIN, ref_tx_id: betTx, round_closed: true }),
      cancel: callBody(p, { round_id: round, amount: STAKE, ref_tx_id: betTx }),
      refund: callBody(p, { round_id: round, amount: REFUND, ref_tx_id: betTx }),
    },
  };
}

const fresh = (balance: number): ModelState => ({
  balance,
  bet: 'none',
  refunded: 0,
  roundClosed: false,
  answered: {},
});

describe(`every order of bet, result, cancel and refund on ${testDatabaseKind()}`, () => {
  it('answers each call as the rules say, twice, in all 24 orders, with exact balances', async () => {
    const p = await createPlayer(t, 1_000_000);
    for (const order of permutations(OPS)) {
      const calls = roundCalls(p);
      const start = await mainBalance(t, p.memberId);
      const model = fresh(start);
      for (const op of order) {
        for (let copy = 0; copy < 2; copy++) {
          const expected = step(model, op);
          const got = await walletCall(t, op, calls.bodies[op]);
          expect({ order: order.join(','), op, copy, ...got.answer }).toEqual({
            order: order.join(','),
            op,
            copy,
            ...expected,
            currency: 'THB',
            tx_id: calls.bodies[op].tx_id,
          });
        }
      }
      expect(await mainBalance(t, p.memberId)).toBe(model.balance);
    }
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('sends all of them twice at once, 24 times: the answers match one serial order of the rules', async () => {
    const p = await createPlayer(t, 1_000_000);
    const orders = multisetOrders([...OPS, ...OPS]);
    for (let n = 0; n < 24; n++) {
      const calls = roundCalls(p);
      const start = await mainBalance(t, p.memberId);
      // Shuffle the sending order too.
      const sendOrder = [...OPS, ...OPS].sort(() => Math.random() - 0.5);
      const got = await Promise.all(
        sendOrder.map((op) => walletCall(t, op, calls.bodies[op]).then((r: CallResult) => ({ op, ...r.answer }))),
      );
      const end = await mainBalance(t, p.memberId);
      // Some serial order of these eight calls yields exactly these answers and this balance.
      const explained = orders.some((order) => {
        const model = fresh(start);
        const answers = order.map((op) => ({ op, ...step(model, op) }));
        if (model.balance !== end) return false;
        const pool = [...answers];
        return got.every((g) => {
          const i = pool.findIndex((a) => a.op === g.op && a.status === g.status && a.balance === g.balance);
          if (i === -1) return false;
          pool.splice(i, 1);
          return true;
        });
      });
      expect(explained, JSON.stringify({ start, end, got })).toBe(true);
      // A repeated call that was accepted answers the same both times.
      for (const op of OPS) {
        const mine = got.filter((g) => g.op === op && g.status === 'OK');
        if (mine.length === 2) expect(mine[0]).toEqual(mine[1]);
      }
    }
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});

describe(`concurrency and conservation on ${testDatabaseKind()}`, () => {
  it('takes 50 concurrent bets that together exceed the balance: never below zero, the accepted ones sum exactly', async () => {
    const p = await createPlayer(t, 10_000);
    const amounts = Array.from({ length: 50 }, (_, i) => 200 + (i % 5) * 100);
    const bodies = amounts.map((amount) => callBody(p, { amount }));
    const answers = await Promise.all(bodies.map((b) => walletCall(t, 'bet', b)));
    const accepted = answers.map((a, i) => ({ ...a.answer, amount: amounts[i] })).filter((a) => a.status === 'OK');
    const refused = answers.map((a, i) => ({ ...a.answer, amount: amounts[i] })).filter((a) => a.status !== 'OK');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.status).toBe('INSUFFICIENT_FUNDS');
      expect(r.balance).toBeGreaterThanOrEqual(0);
      expect(r.balance).toBeLessThan(r.amount);
    }
    const taken = accepted.reduce((s, a) => s + a.amount, 0);
    expect(await mainBalance(t, p.memberId)).toBe(10_000 - taken);
    // Each accepted answer's balance is a distinct step down from 10,000 and none is negative.
    expect(accepted.every((a) => a.balance >= 0)).toBe(true);
    expect(new Set(accepted.map((a) => a.balance)).size).toBe(accepted.length);
    expect(Math.min(...accepted.map((a) => a.balance))).toBe(10_000 - taken);
    const records = (await t.services.db.execute(
      sql`SELECT coalesce(sum(amount), 0) AS s, count(*) AS n FROM bet_transactions WHERE member_id = ${p.memberId}`,
    )) as unknown as { rows: { s: unknown; n: unknown }[] };
    expect(Number(records.rows[0].s)).toBe(taken);
    expect(Number(records.rows[0].n)).toBe(accepted.length);
  });

  it('conserves money over a random mix of bets, reserves, results, cancels and refunds across many members', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 12; i++)
      players.push(await createPlayer(t, 20_000 + i * 1_000, i % 3 === 0 ? 'demo-crash' : 'demo-slot'));
    const startBalances = new Map<number, number>();
    for (const p of players) startBalances.set(p.memberId, await mainBalance(t, p.memberId));
    const gameBefore = await t.services.ledger.balance({ house: 'game', currency: 'THB' });
    const totalsBefore = new Map<number, number>();
    for (const p of players)
      totalsBefore.set(p.memberId, (await t.services.turnover.totals(p.memberId, 'THB')).bet_amount);

    let seed = 20240601;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    // Rounds per player; each is a script of calls, all rounds running at once in waves.
    const scripts: { op: string; body: Record<string, unknown> }[][] = [];
    for (const p of players) {
      for (let r = 0; r < 6; r++) {
        const round = `round-${randomUUID()}`;
        const stake = 100 + rand(30) * 100;
        const betTx = `bet-${randomUUID()}`;
        const reserve = rand(4) === 0;
        const script: { op: string; body: Record<string, unknown> }[] = [
          { op: reserve ? 'reserve' : 'bet', body: callBody(p, { tx_id: betTx, round_id: round, amount: stake }) },
        ];
        const tail = rand(5);
        if (tail === 0)
          script.push({ op: 'cancel', body: callBody(p, { round_id: round, amount: stake, ref_tx_id: betTx }) });
        else if (tail === 1)
          script.push({
            op: 'refund',
            body: callBody(p, { round_id: round, amount: rand(stake + 1), ref_tx_id: betTx }),
          });
        script.push({
          op: 'result',
          body: callBody(p, {
            round_id: round,
            amount: rand(3) === 0 ? 0 : rand(stake * 3),
            ref_tx_id: betTx,
            round_closed: true,
          }),
        });
        if (tail === 2)
          script.push({ op: 'cancel', body: callBody(p, { round_id: round, amount: stake, ref_tx_id: betTx }) });
        if (tail === 3)
          script.push({
            op: 'refund',
            body: callBody(p, { round_id: round, amount: rand(stake + 1), ref_tx_id: betTx }),
          });
        // Some calls are delivered twice.
        for (const c of [...script]) if (rand(4) === 0) script.push(c);
        scripts.push(script);
      }
    }
    // Up to 8 calls in flight: rounds advance one call at a time, many rounds at once.
    const queue = scripts.map((s) => [...s]);
    const answers: string[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        for (let i = worker; i < queue.length; i += 8) {
          for (const c of queue[i]) answers.push((await walletCall(t, c.op, c.body)).answer.status);
        }
      }),
    );
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((a) => a === 'OK').length).toBeGreaterThan(answers.length / 2);

    const report = await t.services.ledger.verify();
    expect(report.ok).toBe(true);
    const thb = report.currencies.find((c) => c.currency === 'THB')!;
    expect(thb.debits).toBe(thb.credits);
    expect(thb.balanceSum).toBe('0');

    // Every member's balance moved by exactly what their bet records say, and the house game account by the opposite.
    let membersNet = 0;
    for (const p of players) {
      const res = (await t.services.db.execute(
        sql`SELECT coalesce(sum(after_balance - before_balance), 0) AS net FROM bet_transactions WHERE member_id = ${p.memberId}`,
      )) as unknown as { rows: { net: unknown }[] };
      const net = Number(res.rows[0].net);
      const balances = await t.services.ledger.memberBalances(p.memberId, 'THB');
      expect(balances.main).toBe(startBalances.get(p.memberId)! + net);
      membersNet += net + balances.hold;
      // Turnover: stakes of bets and of settled reserves, less what cancels and refunds gave back of them.
      const turn = (await t.services.db.execute(sql`
        SELECT
          coalesce((SELECT sum(amount) FROM bet_transactions
            WHERE member_id = ${p.memberId} AND (sub_type = 'bet' OR (sub_type = 'reserve' AND status = 'settled')) AND status <> 'tombstone'), 0)
          - coalesce((SELECT sum(u.amount) FROM bet_transactions u
              JOIN bet_transactions s ON s.provider_code = u.provider_code AND s.provider_tx_id = u.ref_tx_id
            WHERE u.member_id = ${p.memberId} AND u.sub_type IN ('cancel', 'refund')
              AND (s.sub_type = 'bet' OR (s.sub_type = 'reserve' AND s.status = 'settled')) AND s.status <> 'tombstone'), 0)
          AS stakes`)) as unknown as { rows: { stakes: unknown }[] };
      const totals = await t.services.turnover.totals(p.memberId, 'THB');
      expect(totals.bet_amount - totalsBefore.get(p.memberId)!).toBe(Number(turn.rows[0].stakes));
      const daily = (await t.services.db.execute(
        sql`SELECT coalesce(sum(bet_amount), 0) AS b, coalesce(sum(win_amount), 0) AS w FROM member_turnover WHERE member_id = ${p.memberId}`,
      )) as unknown as { rows: { b: unknown; w: unknown }[] };
      expect(Number(daily.rows[0].b)).toBe(totals.bet_amount);
      expect(Number(daily.rows[0].w)).toBe(totals.win_amount);
    }
    expect(await t.services.ledger.balance({ house: 'game', currency: 'THB' })).toBe(gameBefore - membersNet);
  });
});
