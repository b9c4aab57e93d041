import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
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
import type { PaymentTypeView } from '../cashbox/cashbox.schemas.ts';

/** The clock of player protection, moved by the tests. */
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, app: { clock: () => clock } });
});
afterAll(() => t?.close());

const HOUR = 3600_000;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function post(token: string, url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}
async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  return { status: res.statusCode, body: res.json() };
}
const ops = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app
    .inject({ method, url, headers: { authorization: `Bearer ${t.config.opsToken}` }, payload: payload as object })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

const limitOf = async (memberId: number, kind: string) =>
  (await t.services.protection.view(memberId)).limits.find((l) => l.kind === kind)!;

/** The SCB account of the bank-transfer payment type (no minimum of its own: the type's 100 baht). */
async function scb(token: string): Promise<number> {
  const types = await get(token, '/mb/payment-type?include=1');
  const bank = types.body.data.find((x: PaymentTypeView) => x.category === 'SLIP');
  return (bank.payment_bank_information as { id: number; bank_code: string }[]).find((b) => b.bank_code === 'SCB')!.id;
}

describe(`player protection: deposit limits (${testDatabaseKind()})`, () => {
  it('applies a decrease at once and keeps a raise or removal pending for 24 hours', async () => {
    clock = new Date();
    const m = await createMember(t);
    const setDeposit = (fields: Record<string, string | undefined>) =>
      t.services.protection.setPeriodLimits(m.memberId, { intent: 'limits', group: 'deposit', ...fields });
    await setDeposit({ day: '1000' });
    expect(await limitOf(m.memberId, 'deposit_day')).toMatchObject({
      amount: 100_000,
      effective: 100_000,
      pending: null,
    });
    await setDeposit({ day: '500' });
    expect(await limitOf(m.memberId, 'deposit_day')).toMatchObject({ amount: 50_000, pending: null });
    // A raise waits: the old limit applies until the cooling-off ends.
    await setDeposit({ day: '2000' });
    const raised = await limitOf(m.memberId, 'deposit_day');
    expect(raised.amount).toBe(50_000);
    expect(raised.pending).toEqual({ amount: 200_000, at: new Date(clock.getTime() + 24 * HOUR).toISOString() });
    clock = new Date(clock.getTime() + 23 * HOUR);
    expect((await limitOf(m.memberId, 'deposit_day')).effective).toBe(50_000);
    clock = new Date(clock.getTime() + HOUR + 1000);
    expect(await limitOf(m.memberId, 'deposit_day')).toMatchObject({
      amount: 200_000,
      effective: 200_000,
      pending: null,
    });
    // A removal waits too; a decrease asked meanwhile applies at once and drops it.
    await setDeposit({});
    expect((await limitOf(m.memberId, 'deposit_day')).pending).toMatchObject({ amount: null });
    await setDeposit({ day: '100' });
    expect(await limitOf(m.memberId, 'deposit_day')).toMatchObject({ amount: 10_000, pending: null });
    await setDeposit({});
    clock = new Date(clock.getTime() + 25 * HOUR);
    expect(await limitOf(m.memberId, 'deposit_day')).toMatchObject({ amount: null, effective: null, pending: null });
    clock = new Date();
  });

  it('refuses a deposit over the lowest remaining limit before anything is paid, with what is left', async () => {
    const m = await createMember(t);
    await t.services.protection.setPeriodLimits(m.memberId, {
      intent: 'limits',
      group: 'deposit',
      day: '1000',
      week: '500',
      month: '3000',
    });
    const bank = await scb(m.accessToken);
    const over = await post(m.accessToken, '/mb/deposit', { payment_bank_information_id: bank, deposit_amount: 600 });
    expect(over.status).toBe(422);
    expect(over.body.errorCode).toBe('DEPOSIT_OVER_LIMIT');
    expect(over.body.data.errors[0]).toMatchObject({
      path: 'deposit_amount',
      params: { remaining: '500.00', currency: 'THB' },
    });
    expect((await get(m.accessToken, '/mb/deposit-transaction')).body.total).toBe(0);
    // The gateway is not asked either.
    const gateway = await post(m.accessToken, '/mb/deposit-gateway', {
      payment_type_code: 'PROMPTPAY',
      deposit_amount: 501,
    });
    expect(gateway.body.errorCode).toBe('DEPOSIT_OVER_LIMIT');
    const ok = await post(m.accessToken, '/mb/deposit', { payment_bank_information_id: bank, deposit_amount: 300 });
    expect(ok.status).toBe(201);
    expect((await ops('POST', `/ops/deposits/${ok.body.id}/approve`, {})).status).toBe(200);
    const next = await post(m.accessToken, '/mb/deposit', { payment_bank_information_id: bank, deposit_amount: 201 });
    expect(next.body.errorCode).toBe('DEPOSIT_LIMIT_EXCEEDED');
    expect(next.body.data.errors[0].params.remaining).toBe('200.00');
    expect(next.body.data.remaining).toBe(20_000);
    expect(Date.parse(next.body.data.resets_at)).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });

  it('refuses the crediting of a deposit that a limit lowered since the request no longer allows', async () => {
    const m = await createMember(t);
    await t.services.protection.setPeriodLimits(m.memberId, { intent: 'limits', group: 'deposit', day: '500' });
    const bank = await scb(m.accessToken);
    const d = await post(m.accessToken, '/mb/deposit', { payment_bank_information_id: bank, deposit_amount: 400 });
    expect(d.status).toBe(201);
    await t.services.protection.setPeriodLimits(m.memberId, { intent: 'limits', group: 'deposit', day: '300' });
    const approve = await ops('POST', `/ops/deposits/${d.body.id}/approve`, {});
    expect(approve.status).toBe(422);
    expect(approve.body.errorCode).toBe('DEPOSIT_OVER_LIMIT');
    expect(await mainBalance(t, m.memberId)).toBe(0);
  });

  it('never lets 20 parallel deposits pass the limit', async () => {
    const m = await createMember(t);
    await t.services.protection.setPeriodLimits(m.memberId, { intent: 'limits', group: 'deposit', day: '1000' });
    const bank = await scb(m.accessToken);
    // Twenty deposits of 150 baht at once, each approved as soon as it is requested; refused ones wait and retry
    // while another is open (one open deposit per member), until the limit refuses them.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let attempt = 0; attempt < 200; attempt++) {
          const r = await post(m.accessToken, '/mb/deposit', {
            payment_bank_information_id: bank,
            deposit_amount: 150,
          });
          if (r.status === 201) {
            const a = await ops('POST', `/ops/deposits/${r.body.id}/approve`, {});
            return a.status === 200 ? 'credited' : `approve ${a.body.errorCode}`;
          }
          if (r.body.errorCode === 'DEPOSIT_LIMIT_EXCEEDED' || r.body.errorCode === 'DEPOSIT_OVER_LIMIT')
            return 'refused';
          if (r.body.errorCode !== 'DEPOSIT_PENDING') return `request ${r.body.errorCode}`;
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return 'gave up';
      }),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(14);
    expect(await mainBalance(t, m.memberId)).toBe(90_000);
  });
});

async function bet(p: Player, amount: number) {
  const body = callBody(p, { amount });
  const r = await walletCall(t, 'bet', body);
  return { status: r.answer.status, balance: r.answer.balance, tx: body.tx_id, round: body.round_id };
}
async function result(p: Player, b: { tx: string; round: string }, amount: number) {
  const r = await walletCall(
    t,
    'result',
    callBody(p, { round_id: b.round, ref_tx_id: b.tx, amount, round_closed: true }),
  );
  expect(r.answer.status).toBe('OK');
}

describe(`player protection: the bet path (${testDatabaseKind()})`, () => {
  it('refuses a stake above the maximum bet, changing nothing', async () => {
    const p = await createPlayer(t, 100_000);
    await t.services.protection.setLimit(p.memberId, 'max_bet', 5_000);
    const before = await mainBalance(t, p.memberId);
    const big = await bet(p, 5_001);
    expect(big).toMatchObject({ status: 'PROTECTION_MAX_BET', balance: before });
    expect(await count(t, 'bet_transactions', sql`member_id = ${p.memberId}`)).toBe(0);
    expect(await count(t, 'game_rounds', sql`member_id = ${p.memberId}`)).toBe(0);
    expect((await bet(p, 5_000)).status).toBe('OK');
  });

  it('refuses the stake that would pass a total-bet limit, wins or not', async () => {
    const p = await createPlayer(t, 100_000);
    await t.services.protection.setPeriodLimits(p.memberId, { intent: 'limits', group: 'bet', day: '100', week: '80' });
    const first = await bet(p, 5_000);
    await result(p, first, 10_000);
    expect((await bet(p, 3_000)).status).toBe('OK');
    const over = await bet(p, 1);
    expect(over.status).toBe('PROTECTION_BET_LIMIT');
    expect(await mainBalance(t, p.memberId)).toBe(100_000 - 5_000 + 10_000 - 3_000);
  });

  it('counts the loss net of wins, and an operator limit applies where it is stricter', async () => {
    const p = await createPlayer(t, 100_000);
    await t.services.protection.setPeriodLimits(p.memberId, { intent: 'limits', group: 'loss', day: '100' });
    const a = await bet(p, 6_000);
    await result(p, a, 2_000);
    // Lost 40 baht so far: a 60-baht stake could lose 100 in all, 60.01 could not.
    expect((await bet(p, 6_001)).status).toBe('PROTECTION_LOSS_LIMIT');
    const b = await bet(p, 6_000);
    expect(b.status).toBe('OK');
    await result(p, b, 6_000);
    // The operator limits the member's loss to 50 baht: the stricter limit applies.
    const set = await ops('POST', `/ops/protection/members/${p.memberId}/limits`, { loss_day: 5_000 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await bet(p, 1_001)).status).toBe('PROTECTION_LOSS_LIMIT');
    expect((await bet(p, 1_000)).status).toBe('OK');
    // A looser operator limit does not raise the player's.
    await ops('POST', `/ops/protection/members/${p.memberId}/limits`, { loss_day: 1_000_000 });
    expect((await bet(p, 5_000)).status).toBe('OK');
    expect((await bet(p, 1_000)).status).toBe('PROTECTION_LOSS_LIMIT');
  });
});

describe(`player protection: time-out and self-exclusion (${testDatabaseKind()})`, () => {
  it('refuses log-in, play and deposits at once, ends the sessions, and still lets the member withdraw', async () => {
    clock = new Date();
    const p = await createPlayer(t, 500_000);
    const username = (await t.services.auth.profile(p.memberId))!.username;
    const state = await t.services.protection.exclude(p.memberId, 'self_6m');
    expect(state.kind).toBe('self_exclusion');
    // The end date plus a day before play may start again.
    const sixMonths = new Date(clock.getTime());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(state.until).toBe(new Date(sixMonths.getTime() + 24 * HOUR).toISOString());
    expect(await t.services.protection.isExcluded(p.memberId)).toBe(true);
    // The session in hand ended.
    expect((await get(p.accessToken, '/mb/protection')).status).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'local', username, password: 'Player1234' },
      remoteAddress: '10.9.8.7',
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      errorCode: 'ACCOUNT_SELF_EXCLUDED',
      data: { exclusion: { until: state.until } },
    });
    // The game session opened before: its bets are refused.
    expect((await bet(p, 100)).status).toBe('PROTECTION_EXCLUDED');
    // Through a session the member could still hold (made here without logging in): play and deposits refused,
    // a withdrawal of the balance accepted.
    const { accessToken: token } = await t.services.tokens.issue(p.memberId, { ip: '10.0.0.1' });
    expect((await launch(t, token)).body.errorCode).toBe('PROTECTION_EXCLUDED');
    const deposit = await post(token, '/mb/deposit-gateway', { payment_type_code: 'PROMPTPAY', deposit_amount: 200 });
    expect(deposit.body.errorCode).toBe('PROTECTION_EXCLUDED');
    const withdrawal = await post(token, '/mb/money-withdrawal', { amount: 200_000 });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(201);
  });

  it('ends a 24-hour time-out after its day; an indefinite exclusion 7 days after the request to lift it', async () => {
    clock = new Date();
    const m = await createMember(t);
    const out = await t.services.protection.exclude(m.memberId, 'timeout_24h');
    expect(out).toEqual({ kind: 'timeout', until: new Date(clock.getTime() + 24 * HOUR).toISOString() });
    await expect(t.services.protection.requireLoginAllowed(m.memberId)).rejects.toMatchObject({
      errorCode: 'ACCOUNT_TIMED_OUT',
    });
    clock = new Date(clock.getTime() + 24 * HOUR + 1000);
    expect(await t.services.protection.isExcluded(m.memberId)).toBe(false);
    await t.services.protection.requireLoginAllowed(m.memberId);

    const x = await t.services.protection.exclude(m.memberId, 'self_indefinite');
    expect(x).toEqual({ kind: 'self_exclusion', until: null });
    const lift = await ops('POST', `/ops/protection/members/${m.memberId}/lift`, {});
    expect(lift.status, JSON.stringify(lift.body)).toBe(200);
    expect(lift.body.until).toBe(new Date(clock.getTime() + 7 * 24 * HOUR).toISOString());
    clock = new Date(clock.getTime() + 7 * 24 * HOUR - 1000);
    expect(await t.services.protection.isExcluded(m.memberId)).toBe(true);
    clock = new Date(clock.getTime() + 2000);
    expect(await t.services.protection.isExcluded(m.memberId)).toBe(false);
    clock = new Date();
  });

  it('counts the playing session from the log-in: the reality check reads time and net, the session limit refuses play', async () => {
    clock = new Date();
    const p = await createPlayer(t, 100_000);
    const username = (await t.services.auth.profile(p.memberId))!.username;
    const login = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'local', username, password: 'Player1234' },
      remoteAddress: '10.9.8.6',
    });
    expect(login.statusCode).toBe(201);
    const token = login.json().accessToken as string;
    clock = new Date(Date.now() + 1000);
    const b = await bet(p, 3_000);
    await result(p, b, 1_000);
    await t.services.protection.setPlayLimits(p.memberId, { intent: 'play', session_minutes: 30, reality_check: 15 });
    clock = new Date(clock.getTime() + 16 * 60_000);
    const state = (await get(token, '/mb/protection-session')).body.data[0];
    expect(state).toMatchObject({
      elapsed_minutes: 16,
      reality_check_minutes: 15,
      session_minutes: 30,
      session_over: false,
      net: -2_000,
    });
    expect((await launch(t, token)).status).toBe(201);
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await get(token, '/mb/protection-session')).body.data[0].session_over).toBe(true);
    const refused = await launch(t, token);
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('PROTECTION_SESSION_LIMIT');
    clock = new Date();
  });
});
