import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { AppError } from '../../../server/errors.ts';
import { callBody, count, createPlayer, mainBalance, walletCall } from '../../../server/testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

const MAX = Number.MAX_SAFE_INTEGER;

/** Money in from a house account (each house account's shard stays within the limit too). */
async function fund(
  memberId: number,
  amount: number,
  currency = 'THB',
  house: 'payment_clearing' | 'bonus' = 'payment_clearing',
) {
  return t.services.ledger.transfer(t.services.db, {
    from: { house, currency },
    to: { member: memberId, wallet: 'main', currency },
    amount,
    currency,
    key: `test:limit-fund:${memberId}:${randomUUID()}`,
    kind: 'deposit',
  });
}

async function snapshot(memberId: number) {
  return {
    balance: await mainBalance(t, memberId),
    records: await count(t, 'bet_transactions', sql`member_id = ${memberId}`),
    transfers: await count(t, 'ledger_transfers'),
  };
}

describe(`a cancel that names itself on ${testDatabaseKind()}`, () => {
  it('answers a cancel whose tx id is its own ref_tx_id for an unknown bet: OK, nothing moves, the tx id stays taken', async () => {
    const p = await createPlayer(t, 10_000);
    const round = `round-${randomUUID()}`;
    const tx = `tx-${randomUUID()}`;
    const cancel = callBody(p, { tx_id: tx, ref_tx_id: tx, round_id: round, amount: 700 });
    const first = await walletCall(t, 'cancel', cancel);
    expect(first).toEqual({ status: 200, answer: { status: 'OK', balance: 10_000, currency: 'THB', tx_id: tx } });
    // The same request again: the same answer, nothing more recorded.
    expect(await walletCall(t, 'cancel', cancel)).toEqual(first);
    expect(await count(t, 'bet_transactions', sql`member_id = ${p.memberId}`)).toBe(1);
    // The bet it names is refused when it arrives, and so is a result of it.
    expect((await walletCall(t, 'bet', callBody(p, { tx_id: tx, round_id: round, amount: 700 }))).answer).toMatchObject(
      { status: 'DUPLICATE_TRANSACTION', balance: 10_000 },
    );
    expect(
      (await walletCall(t, 'result', callBody(p, { round_id: round, ref_tx_id: tx, amount: 50 }))).answer.status,
    ).toBe('TRANSACTION_NOT_FOUND');
    // A second cancel of that bet under another tx id moves nothing either.
    expect(
      (await walletCall(t, 'cancel', callBody(p, { round_id: round, ref_tx_id: tx, amount: 700 }))).answer,
    ).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await mainBalance(t, p.memberId)).toBe(10_000);
    expect((await t.services.turnover.totals(p.memberId, 'THB')).bet_amount).toBe(0);
  });

  it('answers the same self-naming cancel sent eight times at once with one answer and one record', async () => {
    const p = await createPlayer(t, 5_000);
    const tx = `tx-${randomUUID()}`;
    const cancel = callBody(p, { tx_id: tx, ref_tx_id: tx, amount: 300 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => walletCall(t, 'cancel', cancel)));
    for (const a of answers)
      expect(a).toEqual({ status: 200, answer: { status: 'OK', balance: 5_000, currency: 'THB', tx_id: tx } });
    expect(await count(t, 'bet_transactions', sql`provider_tx_id = ${tx}`)).toBe(1);
  });
});

describe(`amounts and balances beyond 2^53 − 1 minor units on ${testDatabaseKind()}`, () => {
  it('refuses a result that would take the balance past Number.MAX_SAFE_INTEGER, changing nothing, and pays one that reaches it', async () => {
    const p = await createPlayer(t, 0);
    await fund(p.memberId, MAX - 1_000);
    const round = `round-${randomUUID()}`;
    const bet = callBody(p, { round_id: round, amount: 1_000 });
    expect((await walletCall(t, 'bet', bet)).answer).toMatchObject({ status: 'OK', balance: MAX - 2_000 });
    const before = await snapshot(p.memberId);
    const over = callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount: 2_001 });
    expect(await walletCall(t, 'result', over)).toEqual({
      status: 200,
      answer: { status: 'BALANCE_LIMIT_EXCEEDED', balance: MAX - 2_000, currency: 'THB', tx_id: over.tx_id },
    });
    expect(await snapshot(p.memberId)).toEqual(before);
    // Refusals are not stored: the same call is judged again (and refused again).
    expect((await walletCall(t, 'result', over)).answer.status).toBe('BALANCE_LIMIT_EXCEEDED');
    const exact = callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount: 2_000, round_closed: true });
    expect((await walletCall(t, 'result', exact)).answer).toMatchObject({ status: 'OK', balance: MAX });
    expect(await mainBalance(t, p.memberId)).toBe(MAX);
    // The exact balance in the answer of a balance call too.
    expect(
      (await walletCall(t, 'balance', { player_id: p.playerId, session_token: p.sessionToken })).answer,
    ).toMatchObject({ status: 'OK', balance: MAX });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('refuses a refund or cancel that would pass the limit, and an amount on the wire beyond it', async () => {
    const p = await createPlayer(t, 0);
    await fund(p.memberId, 10_000);
    const round = `round-${randomUUID()}`;
    const bet = callBody(p, { round_id: round, amount: 5_000 });
    expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
    await fund(p.memberId, MAX - 5_000 - 2_000, 'THB', 'bonus');
    const before = await snapshot(p.memberId);
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount: 2_001 }))).answer,
    ).toMatchObject({ status: 'BALANCE_LIMIT_EXCEEDED', balance: MAX - 2_000 });
    expect(
      (await walletCall(t, 'cancel', callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount: 5_000 }))).answer,
    ).toMatchObject({ status: 'BALANCE_LIMIT_EXCEEDED', balance: MAX - 2_000 });
    expect(await snapshot(p.memberId)).toEqual(before);
    for (const amount of [MAX + 1, 2 ** 60, 1e300]) {
      const res = await walletCall(t, 'result', callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount }));
      expect(res).toMatchObject({ status: 400, answer: { status: 'INVALID_REQUEST' } });
    }
    expect(await snapshot(p.memberId)).toEqual(before);
  });

  it('of concurrent results that together would pass the limit, pays those that fit and refuses the rest', async () => {
    const p = await createPlayer(t, 0);
    await fund(p.memberId, MAX - 10_000);
    const round = `round-${randomUUID()}`;
    const bets = [];
    for (let i = 0; i < 6; i++) {
      const bet = callBody(p, { round_id: round, amount: 1 });
      expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
      bets.push(bet);
    }
    const start = await mainBalance(t, p.memberId);
    // Each result fits alone; any three pass the limit.
    const answers = await Promise.all(
      bets.map((bet) => walletCall(t, 'result', callBody(p, { round_id: round, ref_tx_id: bet.tx_id, amount: 4_000 }))),
    );
    const paid = answers.filter((a) => a.answer.status === 'OK').length;
    expect(paid).toBe(2);
    expect(answers.filter((a) => a.answer.status === 'BALANCE_LIMIT_EXCEEDED')).toHaveLength(4);
    expect(await mainBalance(t, p.memberId)).toBe(start + 8_000);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('the ledger refuses a transfer whose result would pass the limit with BALANCE_LIMIT_EXCEEDED, and nothing moves', async () => {
    const p = await createPlayer(t, 0);
    await fund(p.memberId, MAX - 1);
    const transfers = await count(t, 'ledger_transfers');
    const err = await fund(p.memberId, 2).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ kind: 'Unprocessable', errorCode: 'BALANCE_LIMIT_EXCEEDED' });
    expect(await count(t, 'ledger_transfers')).toBe(transfers);
    expect(await mainBalance(t, p.memberId)).toBe(MAX - 1);
    // A hold would too: its own transfer into the hold account cannot pass it either.
    expect((await fund(p.memberId, 1)).toBalance).toBe(MAX);
  });

  it('ledger:verify sums exact integers: totals beyond 2^53 are reported to the unit', async () => {
    // A currency of its own, so the totals are known.
    const currency = `Z${randomUUID()
      .slice(0, 6)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '0')}`;
    const p = await createPlayer(t, 0);
    const member = { member: p.memberId, wallet: 'main' as const, currency };
    await fund(p.memberId, MAX, currency);
    await t.services.ledger.transfer(t.services.db, {
      from: member,
      to: { house: 'game', currency },
      amount: MAX,
      currency,
      key: `test:limit:${currency}:out`,
      kind: 'bet',
    });
    await fund(p.memberId, 3, currency, 'bonus');
    const report = await t.services.ledger.verify();
    expect(report.ok).toBe(true);
    const totals = report.currencies.find((c) => c.currency === currency)!;
    // 2 × (2^53 − 1) + 3 = 18014398509481985: as a double it would read …984.
    expect(totals).toEqual({
      currency,
      debits: '18014398509481985',
      credits: '18014398509481985',
      balanceSum: '0',
      ok: true,
    });
    const res = await t.app.inject({
      url: '/ops/ledger/verify',
      headers: { authorization: `Bearer ${t.config.opsToken}` },
    });
    expect(res.json().currencies.find((c: { currency: string }) => c.currency === currency).debits).toBe(
      '18014398509481985',
    );
  });
});
