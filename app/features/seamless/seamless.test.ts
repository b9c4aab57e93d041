import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { businessDate } from './seamless.service.server.ts';
import {
  callBody,
  count,
  createMember,
  createPlayer,
  launch,
  mainBalance,
  walletCall,
  type Player,
} from '../../../server/testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

async function memberGet(accessToken: string, url: string) {
  const res = await t.app.inject({ url, headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.statusCode, body: res.json() };
}

describe(`game launch on ${testDatabaseKind()}`, () => {
  it('opens a session on the demo provider and returns its launch URL', async () => {
    const { memberId, accessToken } = await createMember(t);
    const res = await launch(t, accessToken, 'demo-slot', 'en');
    expect(res.status).toBe(201);
    const url = new URL(res.body.result.url, 'http://casino.test');
    expect(url.pathname).toBe('/demo-provider/play/demo-slot');
    expect(url.searchParams.get('player')).toBe(String(memberId));
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.has('brand')).toBe(false);
    // The token opens the wallet; the stored session keeps only its hash.
    const balance = await walletCall(t, 'balance', {
      player_id: String(memberId),
      session_token: url.searchParams.get('token'),
    });
    expect(balance.answer).toMatchObject({ status: 'OK', balance: 0, currency: 'THB' });
    expect(await count(t, 'bet_transactions', sql`member_id = ${memberId}`)).toBe(0);
    const stored = (await t.services.db.execute(
      sql`SELECT token_hash FROM game_sessions WHERE member_id = ${memberId}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0].token_hash).not.toContain(url.searchParams.get('token'));
  });

  it("plays another provider's game on the demo game server, branded with its names", async () => {
    const { accessToken } = await createMember(t);
    const other = (await t.services.games.listGames({ limit: 50 })).data.find((g) => g.provider.code !== 'demo')!;
    const res = await launch(t, accessToken, other.game_code);
    expect(res.status).toBe(201);
    const url = new URL(res.body.result.url, 'http://casino.test');
    expect(url.pathname).toBe(`/demo-provider/play/${other.game_code}`);
    expect(url.searchParams.get('brand')).toBe(other.provider.name);
    expect(url.searchParams.get('title')).toBe(other.name);
  });

  it('refuses a member without bank details, a visitor and an unknown game', async () => {
    const { accessToken } = await createMember(t, { bankNo: null });
    const res = await launch(t, accessToken);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ name: 'Forbidden', errorCode: 'UPDATE_PROFILE_REQUIRED' });
    expect(res.body.messages.th).not.toBe('UPDATE_PROFILE_REQUIRED');
    const visitor = await t.app.inject({ method: 'POST', url: '/mb/enter-game', payload: { game_list_id: 1 } });
    expect(visitor.statusCode).toBe(401);
    const { accessToken: ok } = await createMember(t);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/mb/enter-game',
      headers: { authorization: `Bearer ${ok}` },
      payload: { game_list_id: 99_999_999 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('GAME_NOT_AVAILABLE');
  });
});

describe(`a real round with the built-in demo provider on ${testDatabaseKind()}`, () => {
  it('launches, spins the slot over the seamless-wallet API and keeps ledger, records and turnover in step', async () => {
    // The demo provider reaches the casino over HTTP at this process's address.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const { memberId, accessToken } = await createMember(t, { funds: 100_000 });
    const launched = await launch(t, accessToken, 'demo-slot', 'en');
    const page = await fetch(new URL(launched.body.result.url, base));
    expect(page.status).toBe(200);
    const html = await page.text();
    const config = JSON.parse(/<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(config).toMatchObject({ mode: 'real', currency: 'THB', balance: 100_000 });
    const bet = (config.bets as number[])[0];
    let balance = 100_000;
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/demo-provider/api/slot/spin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ s: config.session, bet }),
      });
      const spin = await res.json();
      expect(spin.ok).toBe(true);
      balance = balance - bet + spin.win;
      expect(spin.balance ?? spin.balanceAfterBet + spin.win).toBe(balance);
    }
    expect(await mainBalance(t, memberId)).toBe(balance);
    const records = await memberGet(accessToken, '/mb/bet-transaction?$limit=100');
    expect(records.body.data.filter((r: { type: string }) => r.type === 'bet')).toHaveLength(5);
    expect(records.body.data.filter((r: { type: string }) => r.type === 'result')).toHaveLength(5);
    expect(await t.services.turnover.totals(memberId, 'THB')).toMatchObject({
      bet_amount: 5 * bet,
      bet_count: 5,
      win_amount: balance - 100_000 + 5 * bet,
    });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});

describe(`seamless wallet on ${testDatabaseKind()}`, () => {
  let p: Player;
  beforeAll(async () => {
    p = await createPlayer(t, 100_000);
  });

  it('takes a bet, pays a result, records both and keeps the turnover', async () => {
    const round = `round-${randomUUID()}`;
    const bet = callBody(p, { round_id: round, amount: 2_000 });
    const r1 = await walletCall(t, 'bet', bet);
    expect(r1).toEqual({ status: 200, answer: { status: 'OK', balance: 98_000, currency: 'THB', tx_id: bet.tx_id } });
    const result = callBody(p, { round_id: round, amount: 5_000, ref_tx_id: bet.tx_id, round_closed: true });
    const r2 = await walletCall(t, 'result', result);
    expect(r2.answer).toMatchObject({ status: 'OK', balance: 103_000 });
    expect(await mainBalance(t, p.memberId)).toBe(103_000);

    const history = await memberGet(p.accessToken, '/mb/bet-transaction?$sort[createdAt]=-1');
    expect(history.status).toBe(200);
    expect(history.body.total).toBe(2);
    expect(history.body.data[0]).toMatchObject({
      type: 'result',
      game_code: 'demo-slot',
      game_name: 'Fortune Five',
      amount: 5_000,
      bet_amount: 0,
      win_lose: 5_000,
      before_amount: 98_000,
      after_amount: 103_000,
      currency: 'THB',
      round_id: round,
    });
    expect(history.body.data[1]).toMatchObject({
      type: 'bet',
      amount: 2_000,
      bet_amount: 2_000,
      win_lose: -2_000,
      before_amount: 100_000,
      after_amount: 98_000,
    });
    const summary = await memberGet(p.accessToken, '/mb/bet-summary');
    expect(summary.body.data[0]).toEqual({
      currency: 'THB',
      bet_amount: 2_000,
      win_amount: 5_000,
      win_lose: 3_000,
      bet_count: 1,
    });

    const today = businessDate(new Date());
    expect(await t.services.turnover.daily(p.memberId, 'THB', today, today)).toEqual([
      {
        business_date: today,
        game_category: 'slot',
        currency: 'THB',
        bet_amount: 2_000,
        win_amount: 5_000,
        bet_count: 1,
      },
    ]);
    expect(await t.services.turnover.totals(p.memberId, 'THB')).toMatchObject({
      bet_amount: 2_000,
      win_amount: 5_000,
      bet_count: 1,
    });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('answers a repeat with the first answer and refuses a changed payload under a known tx id', async () => {
    const bet = callBody(p, { amount: 1_000 });
    const first = await walletCall(t, 'bet', bet);
    expect(first.answer.status).toBe('OK');
    // The balance moves in between: the repeat still answers the first balance.
    await walletCall(t, 'bet', callBody(p, { amount: 500 }));
    const repeat = await walletCall(t, 'bet', bet);
    expect(repeat).toEqual(first);
    const now = await mainBalance(t, p.memberId);
    for (const changed of [{ amount: 1_001 }, { round_id: 'another-round' }, { game_code: 'demo-crash' }]) {
      const res = await walletCall(t, 'bet', { ...bet, ...changed });
      expect(res).toEqual({
        status: 200,
        answer: { status: 'DUPLICATE_TRANSACTION', balance: now, currency: 'THB', tx_id: bet.tx_id },
      });
    }
    // The same tx id under another operation is a changed payload too.
    expect((await walletCall(t, 'result', { ...bet, ref_tx_id: bet.tx_id })).answer.status).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(await mainBalance(t, p.memberId)).toBe(now);
    expect(await count(t, 'bet_transactions', sql`provider_tx_id = ${bet.tx_id}`)).toBe(1);
  });

  it('refuses a bet over the balance with the current balance, and changes nothing', async () => {
    const q = await createPlayer(t, 3_000);
    const bet = callBody(q, { amount: 3_001 });
    const res = await walletCall(t, 'bet', bet);
    expect(res).toEqual({
      status: 200,
      answer: { status: 'INSUFFICIENT_FUNDS', balance: 3_000, currency: 'THB', tx_id: bet.tx_id },
    });
    expect(await count(t, 'bet_transactions', sql`member_id = ${q.memberId}`)).toBe(0);
    expect(await count(t, 'game_rounds', sql`member_id = ${q.memberId}`)).toBe(0);
    // The same tx id may then succeed: a refusal is not an answer to repeat.
    await t.services.ledger.transfer(t.services.db, {
      from: { house: 'payment_clearing', currency: 'THB' },
      to: { member: q.memberId, wallet: 'main', currency: 'THB' },
      amount: 1,
      currency: 'THB',
      key: `test:topup:${q.memberId}`,
      kind: 'deposit',
    });
    expect((await walletCall(t, 'bet', bet)).answer).toMatchObject({ status: 'OK', balance: 0 });
  });

  it('refuses a bad signature with 401 and changes nothing', async () => {
    const before = {
      balance: await mainBalance(t, p.memberId),
      records: await count(t, 'bet_transactions'),
      transfers: await count(t, 'ledger_transfers'),
    };
    const bet = callBody(p, { amount: 100 });
    const cases = [
      await walletCall(t, 'bet', bet, { secret: 'not-the-demo-provider-secret' }),
      await walletCall(t, 'bet', bet, { signature: 'zz' }),
      await walletCall(t, 'bet', bet, { signature: '0'.repeat(64) }),
      await walletCall(t, 'bet', bet, { provider: 'nosuchprovider' }),
    ];
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/provider/demo/wallet/bet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(bet),
    });
    // A signature over other bytes of the same JSON (re-serialised with spaces) is not valid for these bytes.
    const { signWalletBody } = await import('./seamless.signature.ts');
    const { DEMO_PROVIDER_DEV_SECRET } = await import('../../../server/config.ts');
    const spaced = await t.app.inject({
      method: 'POST',
      url: '/provider/demo/wallet/bet',
      headers: {
        'content-type': 'application/json',
        'x-signature': signWalletBody(DEMO_PROVIDER_DEV_SECRET, JSON.stringify(bet)),
      },
      payload: JSON.stringify(bet, null, 1),
    });
    for (const c of cases) expect(c).toMatchObject({ status: 401, answer: { status: 'INVALID_SIGNATURE' } });
    expect(unsigned.statusCode).toBe(401);
    expect(spaced.statusCode).toBe(401);
    expect({
      balance: await mainBalance(t, p.memberId),
      records: await count(t, 'bet_transactions'),
      transfers: await count(t, 'ledger_transfers'),
    }).toEqual(before);
  });

  it('validates every body: amounts, ids, currency of the session', async () => {
    const base = callBody(p, { amount: 100 });
    for (const bad of [
      { amount: -1 },
      { amount: 1.5 },
      { amount: '100' },
      { tx_id: '' },
      { round_id: undefined },
      { currency: 'thb' },
    ]) {
      const res = await walletCall(t, 'bet', { ...base, ...bad });
      expect(res).toMatchObject({ status: 400, answer: { status: 'INVALID_REQUEST' } });
    }
    expect((await walletCall(t, 'cancel', callBody(p, { amount: 0 }))).answer.status).toBe('INVALID_REQUEST');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/provider/demo/wallet/bet',
      headers: {
        'content-type': 'application/json',
        'x-signature': (await import('./seamless.signature.ts')).signWalletBody(
          'demo-provider-development-secret',
          'not json',
        ),
      },
      payload: 'not json',
    });
    expect(raw.statusCode).toBe(400);
    expect(await walletCall(t, 'bet', { ...base, currency: 'USD' })).toMatchObject({
      status: 400,
      answer: { status: 'INVALID_CURRENCY' },
    });
    expect((await walletCall(t, 'nosuchop', base)).status).toBe(404);
  });

  it('refuses an unknown or foreign session, and expired sessions for bets and balance only', async () => {
    const q = await createPlayer(t, 10_000);
    const other = await createPlayer(t, 10_000);
    expect(
      (await walletCall(t, 'bet', { ...callBody(q, { amount: 100 }), session_token: 'nope' })).answer,
    ).toMatchObject({ status: 'INVALID_SESSION', balance: 0 });
    expect(
      (await walletCall(t, 'bet', { ...callBody(q, { amount: 100 }), session_token: other.sessionToken })).answer
        .status,
    ).toBe('INVALID_SESSION');
    expect(
      (await walletCall(t, 'balance', { player_id: q.playerId, session_token: other.sessionToken })).answer.status,
    ).toBe('INVALID_SESSION');

    const round = `round-${randomUUID()}`;
    const bet = callBody(q, { round_id: round, amount: 1_000 });
    const bet2 = callBody(q, { round_id: `round-${randomUUID()}`, amount: 1_000 });
    expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
    expect((await walletCall(t, 'bet', bet2)).answer.status).toBe('OK');
    await t.services.db.execute(
      sql`UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = ${q.memberId}`,
    );
    expect((await walletCall(t, 'bet', callBody(q, { amount: 100 }))).answer.status).toBe('INVALID_SESSION');
    expect((await walletCall(t, 'reserve', callBody(q, { amount: 100 }))).answer.status).toBe('INVALID_SESSION');
    expect(
      (await walletCall(t, 'balance', { player_id: q.playerId, session_token: q.sessionToken })).answer.status,
    ).toBe('INVALID_SESSION');
    // Results and cancels of bets already placed are still accepted.
    expect(
      (
        await walletCall(
          t,
          'result',
          callBody(q, { round_id: round, amount: 1_500, ref_tx_id: bet.tx_id, round_closed: true }),
        )
      ).answer,
    ).toMatchObject({ status: 'OK', balance: 9_500 });
    expect(
      (await walletCall(t, 'cancel', callBody(q, { round_id: bet2.round_id, amount: 1_000, ref_tx_id: bet2.tx_id })))
        .answer,
    ).toMatchObject({ status: 'OK', balance: 10_500 });
  });

  it('accepts a cancel for a bet never received and refuses that bet when it arrives', async () => {
    const before = await mainBalance(t, p.memberId);
    const round = `round-${randomUUID()}`;
    const betTx = `tx-${randomUUID()}`;
    const cancel = callBody(p, { round_id: round, amount: 700, ref_tx_id: betTx });
    expect((await walletCall(t, 'cancel', cancel)).answer).toMatchObject({ status: 'OK', balance: before });
    expect((await walletCall(t, 'cancel', cancel)).answer).toMatchObject({ status: 'OK', balance: before });
    const late = await walletCall(t, 'bet', callBody(p, { tx_id: betTx, round_id: round, amount: 700 }));
    expect(late.answer).toMatchObject({ status: 'DUPLICATE_TRANSACTION', balance: before });
    expect(await mainBalance(t, p.memberId)).toBe(before);
    // The tombstone is not a line of the member's history; the cancel is, for nothing.
    const history = await memberGet(p.accessToken, `/mb/bet-transaction?type=cancel&$limit=100`);
    const line = history.body.data.find((r: { round_id: string }) => r.round_id === round);
    expect(line).toMatchObject({ type: 'cancel', amount: 0, win_lose: 0 });
  });

  it("refuses a cancel after the round's result, refunds at most the stake, and refunds after a result", async () => {
    const round = `round-${randomUUID()}`;
    const start = await mainBalance(t, p.memberId);
    const bet = callBody(p, { round_id: round, amount: 1_000 });
    await walletCall(t, 'bet', bet);
    await walletCall(
      t,
      'result',
      callBody(p, { round_id: round, amount: 0, ref_tx_id: bet.tx_id, round_closed: true }),
    );
    expect(
      (await walletCall(t, 'cancel', callBody(p, { round_id: round, amount: 1_000, ref_tx_id: bet.tx_id }))).answer,
    ).toMatchObject({ status: 'ROUND_CLOSED', balance: start - 1_000 });
    expect((await walletCall(t, 'bet', callBody(p, { round_id: round, amount: 10 }))).answer.status).toBe(
      'ROUND_CLOSED',
    );
    expect(
      (await walletCall(t, 'result', callBody(p, { round_id: round, amount: 10, ref_tx_id: bet.tx_id }))).answer.status,
    ).toBe('ROUND_CLOSED');
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, amount: 1_001, ref_tx_id: bet.tx_id }))).answer
        .status,
    ).toBe('INVALID_AMOUNT');
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, amount: 600, ref_tx_id: bet.tx_id }))).answer,
    ).toMatchObject({ status: 'OK', balance: start - 400 });
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, amount: 401, ref_tx_id: bet.tx_id }))).answer
        .status,
    ).toBe('INVALID_AMOUNT');
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, amount: 400, ref_tx_id: bet.tx_id }))).answer,
    ).toMatchObject({ status: 'OK', balance: start });
    expect(
      (await walletCall(t, 'refund', callBody(p, { round_id: round, amount: 1, ref_tx_id: `tx-${randomUUID()}` })))
        .answer.status,
    ).toBe('TRANSACTION_NOT_FOUND');
    expect(
      (await walletCall(t, 'result', callBody(p, { amount: 5, ref_tx_id: `tx-${randomUUID()}` }))).answer.status,
    ).toBe('TRANSACTION_NOT_FOUND');
    expect((await walletCall(t, 'result', callBody(p, { amount: 5 }))).answer.status).toBe('TRANSACTION_NOT_FOUND');
  });

  it('reserves a stake on hold, settles it with the result and releases it on cancel', async () => {
    const q = await createPlayer(t, 10_000, 'demo-crash');
    const round = `round-${randomUUID()}`;
    const reserve = callBody(q, { round_id: round, amount: 4_000 });
    expect((await walletCall(t, 'reserve', reserve)).answer).toMatchObject({ status: 'OK', balance: 6_000 });
    expect(await t.services.ledger.memberBalances(q.memberId, 'THB')).toMatchObject({ main: 6_000, hold: 4_000 });
    // Not turnover until settled.
    expect((await t.services.turnover.totals(q.memberId, 'THB')).bet_amount).toBe(0);
    expect(
      (
        await walletCall(
          t,
          'result',
          callBody(q, { round_id: round, amount: 8_000, ref_tx_id: reserve.tx_id, round_closed: true }),
        )
      ).answer,
    ).toMatchObject({ status: 'OK', balance: 14_000 });
    expect(await t.services.ledger.memberBalances(q.memberId, 'THB')).toMatchObject({ main: 14_000, hold: 0 });
    const today = businessDate(new Date());
    expect(await t.services.turnover.daily(q.memberId, 'THB', today, today)).toEqual([
      expect.objectContaining({ game_category: 'crash', bet_amount: 4_000, win_amount: 8_000, bet_count: 1 }),
    ]);

    const round2 = `round-${randomUUID()}`;
    const reserve2 = callBody(q, { round_id: round2, amount: 14_000 });
    expect((await walletCall(t, 'reserve', reserve2)).answer).toMatchObject({ status: 'OK', balance: 0 });
    expect((await walletCall(t, 'bet', callBody(q, { amount: 1 }))).answer).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: 0,
    });
    expect(
      (await walletCall(t, 'cancel', callBody(q, { round_id: round2, amount: 14_000, ref_tx_id: reserve2.tx_id })))
        .answer,
    ).toMatchObject({ status: 'OK', balance: 14_000 });
    expect(await t.services.ledger.memberBalances(q.memberId, 'THB')).toMatchObject({ main: 14_000, hold: 0 });
    expect((await t.services.turnover.totals(q.memberId, 'THB')).bet_amount).toBe(4_000);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('pages the bet history within a date range, capped, scoped to the member', async () => {
    const q = await createPlayer(t, 50_000);
    for (let i = 0; i < 5; i++) await walletCall(t, 'bet', callBody(q, { amount: 100 + i }));
    const all = await memberGet(q.accessToken, '/mb/bet-transaction?$limit=2&$skip=1&$sort[createdAt]=1');
    expect(all.body).toMatchObject({ total: 5, limit: 2, skip: 1 });
    expect(all.body.data.map((r: { amount: number }) => r.amount)).toEqual([101, 102]);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await memberGet(q.accessToken, `/mb/bet-transaction?createdAt[$gte]=${encodeURIComponent(future)}`);
    expect(none.body.total).toBe(0);
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const range = await memberGet(
      q.accessToken,
      `/mb/bet-transaction?createdAt[$gte]=${encodeURIComponent(past)}&createdAt[$lte]=${encodeURIComponent(future)}`,
    );
    expect(range.body.total).toBe(5);
    expect(
      (
        await memberGet(
          q.accessToken,
          `/mb/bet-transaction?createdAt[$gte]=${encodeURIComponent(future)}&createdAt[$lte]=${encodeURIComponent(past)}`,
        )
      ).body.errorCode,
    ).toBe('INVALID_DATE_RANGE');
    expect((await memberGet(q.accessToken, '/mb/bet-transaction?$limit=101')).status).toBe(400);
    expect((await memberGet(q.accessToken, '/mb/bet-transaction?member_id=1')).status).toBe(400);
    const summary = await memberGet(q.accessToken, `/mb/bet-summary?createdAt[$gte]=${encodeURIComponent(past)}`);
    expect(summary.body.data[0]).toMatchObject({ bet_amount: 510, win_amount: 0, win_lose: -510, bet_count: 5 });
    expect((await t.app.inject({ url: '/mb/bet-transaction' })).statusCode).toBe(401);
  });
});
