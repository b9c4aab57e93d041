import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import {
  callBody,
  count,
  createMember,
  launch,
  mainBalance,
  walletCall,
  type Player,
} from '../../../server/testing/players.ts';
import { promotionMembers } from './promotions.table.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

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

/** A free credit promotion of the operator, with the given rules. */
async function freeCredit(fields: Record<string, unknown> = {}): Promise<number> {
  const r = await ops('POST', '/ops/promotions', {
    kind: 'free_credit',
    free_credit_amount: 10_000,
    target_type: 'turnover',
    target_multiple_pct: 100,
    content: { en: { title: `Test credit ${randomUUID().slice(0, 8)}` } },
    ...fields,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id;
}

/** A member with `funds` who has launched the demo slot and the demo crash game. */
async function player(funds: number): Promise<{ slot: Player; crash: Player; token: string; memberId: number }> {
  const m = await createMember(t, { funds });
  const session = async (gameCode: string): Promise<Player> => {
    const launched = await launch(t, m.accessToken, gameCode);
    const url = new URL(launched.body.result.url, 'http://casino.test');
    return {
      memberId: m.memberId,
      accessToken: m.accessToken,
      sessionToken: url.searchParams.get('token')!,
      playerId: url.searchParams.get('player')!,
      gameCode,
    };
  };
  return {
    slot: await session('demo-slot'),
    crash: await session('demo-crash'),
    token: m.accessToken,
    memberId: m.memberId,
  };
}

async function bet(p: Player, amount: number) {
  const body = callBody(p, { amount });
  const r = await walletCall(t, 'bet', body);
  return { status: r.answer.status, balance: r.answer.balance, tx: body.tx_id, round: body.round_id };
}
async function result(p: Player, b: { tx: string; round: string }, amount: number) {
  return walletCall(t, 'result', callBody(p, { round_id: b.round, ref_tx_id: b.tx, amount, round_closed: true }));
}
const current = async (token: string) => (await get(token, '/mb/promotion-member')).body.data[0];
const rowOf = async (id: number) =>
  (await t.services.db.select().from(promotionMembers).where(eq(promotionMembers.id, id)))[0]!;

describe(`promotions (${testDatabaseKind()})`, () => {
  it('lists the seeded promotions by category, with the coming-soon one apart and texts in Thai', async () => {
    const cats = await get('', '/pb/promotion-category');
    expect(cats.body.data.map((c: { code: string }) => c.code)).toEqual(['deposit', 'free', 'festival']);
    const en = (await t.services.locale.languageByCode('en'))!;
    const list = await get('', `/pb/promotion-information?$limit=100&language_id=${en.id}`);
    const titles = list.body.data.map((p: { title: string }) => p.title);
    expect(titles).toContain('Welcome bonus 100%');
    expect(titles).not.toContain('Songkran splash 150%');
    const long = list.body.data.find((p: { title: string }) => p.title.length > 30);
    expect(long.short_title).toBe(
      `${Array.from(long.title as string)
        .slice(0, 30)
        .join('')}…`,
    );
    const coming = await get('', `/pb/promotion-coming?language_id=${en.id}`);
    expect(coming.body.data).toEqual([expect.objectContaining({ title: 'Songkran splash 150%', coming_soon: true })]);
    const th = (await t.services.locale.languageByCode('th'))!;
    const inThai = await get('', `/pb/promotion-information?language_id=${th.id}`);
    expect(inThai.body.data[0].title).toBe('โบนัสต้อนรับ 100%');
  });

  it('credits a free credit once: the same request twice at once gives one promotion and one refusal', async () => {
    const id = await freeCredit();
    const m = await createMember(t);
    const both = await Promise.all(
      [1, 2].map(() => post(m.accessToken, '/mb/promotion-member', { promotion_information_id: id })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)!.body.errorCode).toMatch(
      /PROMOTION_ACTIVE_EXISTS|PROMOTION_ALREADY_RECEIVED/,
    );
    expect(await mainBalance(t, m.memberId)).toBe(10_000);
    // Taken again after confirming: refused as already received, and nothing was cancelled.
    const again = await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: id, confirm: true });
    expect(again.body.errorCode).toBe('PROMOTION_ALREADY_RECEIVED');
    expect(again.body.messages.en).toBe('You have already received Promotion.');
    expect((await current(m.accessToken)).state).toBe('active');
    expect(await mainBalance(t, m.memberId)).toBe(10_000);
  });

  it('lets exactly one of two parallel activations of different promotions win', async () => {
    const [a, b] = [await freeCredit(), await freeCredit()];
    const m = await createMember(t);
    const answers = await Promise.all(
      [a, b].map((id) => post(m.accessToken, '/mb/promotion-member', { promotion_information_id: id })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.errorCode).toBe('PROMOTION_ACTIVE_EXISTS');
    expect(refused.body.messages.en).toBe('Cannot receive this promotion, please inactive the current promotion.');
    expect(await mainBalance(t, m.memberId)).toBe(10_000);
    const history = await get(m.accessToken, '/mb/promotion-member-history');
    expect(history.body.total).toBe(1);
  });

  it('switching after confirmation cancels the current one (inactive) and takes its bonus back', async () => {
    const [a, b] = [await freeCredit(), await freeCredit({ free_credit_amount: 5_000 })];
    const m = await createMember(t, { funds: 1_000 });
    const first = await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: a });
    expect(first.status).toBe(201);
    const second = await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: b, confirm: true });
    expect(second.status).toBe(201);
    expect((await rowOf(first.body.promotion_member_id)).state).toBe('inactive');
    expect(await mainBalance(t, m.memberId)).toBe(1_000 + 5_000);
    const types = await get(m.accessToken, '/mb/promotion-type');
    expect(types.body.data).toContainEqual({ type: 'promotion', is_active: true });
    // Cashback taken after confirmation ends the promotion; without it, it is refused.
    await expect(
      t.services.ledger.withTransaction((tx) =>
        t.services.promotions.activateBonus(tx, m.memberId, 'cashback', { confirm: false }),
      ),
    ).rejects.toMatchObject({ errorCode: 'PROMOTION_ACTIVE_EXISTS' });
    await t.services.ledger.withTransaction((tx) =>
      t.services.promotions.activateBonus(tx, m.memberId, 'cashback', { confirm: true }),
    );
    expect(await t.services.promotions.activeBonus(m.memberId)).toEqual({ type: 'cashback', promotionMemberId: null });
    expect((await rowOf(second.body.promotion_member_id)).state).toBe('inactive');
  });

  it('takes the bonus back once when the member cancels twice at once', async () => {
    const id = await freeCredit();
    const m = await createMember(t, { funds: 2_500 });
    expect((await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: id })).status).toBe(201);
    const del = () =>
      t.app.inject({ method: 'DELETE', url: '/mb/promotion-member/current', headers: auth(m.accessToken) });
    const answers = await Promise.all([del(), del()]);
    // One cancels it; the other finds nothing left to cancel (before or inside its transaction).
    const cancelled = answers.filter((r) => r.statusCode === 200 && r.json().cancelled);
    expect(cancelled).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    expect(await mainBalance(t, m.memberId)).toBe(2_500);
    expect(await t.services.promotions.activeBonus(m.memberId)).toBeNull();
  });

  it('counts turnover per game category and takes it back on cancel and refund', async () => {
    const id = await freeCredit({ contributions: { slot: 100, crash: 50 }, target_multiple_pct: 1_000 });
    const p = await player(100_000);
    expect((await post(p.token, '/mb/promotion-member', { promotion_information_id: id })).status).toBe(201);
    const slotBet = await bet(p.slot, 1_000);
    await result(p.slot, slotBet, 0);
    expect((await current(p.token)).turn_over_user).toBe(1_000);
    const crashBet = await bet(p.crash, 1_000);
    expect((await current(p.token)).turn_over_user).toBe(1_500);
    // The crash bet cancelled: its 50% leaves the progress.
    const cancel = await walletCall(
      t,
      'cancel',
      callBody(p.crash, { round_id: crashBet.round, ref_tx_id: crashBet.tx, amount: 1_000 }),
    );
    expect(cancel.answer.status).toBe('OK');
    expect((await current(p.token)).turn_over_user).toBe(1_000);
    // A refund of part of a slot bet takes that part back.
    const refunded = await bet(p.slot, 2_000);
    expect((await current(p.token)).turn_over_user).toBe(3_000);
    const refund = await walletCall(
      t,
      'refund',
      callBody(p.slot, { round_id: refunded.round, ref_tx_id: refunded.tx, amount: 500 }),
    );
    expect(refund.answer.status).toBe('OK');
    const now = await current(p.token);
    expect(now.turn_over_user).toBe(2_500);
    expect(now.turn_over_target).toBe(100_000);
    expect((await get(p.token, '/mb/sum-turn-promotion')).body.data[0]).toMatchObject({ turn_over_user: 2_500 });
  });

  it('refuses a bet above the maximum bet or in a category outside the eligible ones, changing nothing', async () => {
    const id = await freeCredit({ max_bet: 2_000, eligible_categories: ['slot'], target_multiple_pct: 1_000 });
    const p = await player(50_000);
    expect((await post(p.token, '/mb/promotion-member', { promotion_information_id: id })).status).toBe(201);
    const before = await mainBalance(t, p.memberId);
    const bets = await count(t, 'bet_transactions', sql`member_id = ${p.memberId}`);
    const big = await bet(p.slot, 2_001);
    expect(big.status).toBe('PROMOTION_MAX_BET');
    expect(big.balance).toBe(before);
    const crash = await bet(p.crash, 100);
    expect(crash.status).toBe('PROMOTION_GAME_NOT_ELIGIBLE');
    expect(await mainBalance(t, p.memberId)).toBe(before);
    expect(await count(t, 'bet_transactions', sql`member_id = ${p.memberId}`)).toBe(bets);
    expect(await count(t, 'game_rounds', sql`member_id = ${p.memberId}`)).toBe(0);
    expect((await current(p.token)).turn_over_user).toBe(0);
    expect((await bet(p.slot, 2_000)).status).toBe('OK');
  });

  it('blocks a withdrawal until the target is met, then caps it at the maximum withdrawal', async () => {
    const id = await freeCredit({ target_multiple_pct: 100, max_withdraw: 15_000 });
    const m = await createMember(t, { funds: 100_000 });
    const launched = await launch(t, m.accessToken, 'demo-slot');
    const url = new URL(launched.body.result.url, 'http://casino.test');
    const slot: Player = {
      memberId: m.memberId,
      accessToken: m.accessToken,
      sessionToken: url.searchParams.get('token')!,
      playerId: url.searchParams.get('player')!,
      gameCode: 'demo-slot',
    };
    expect((await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: id })).status).toBe(201);
    // The deposit turnover of the cashbox does not stand in the way: none was asked for these funds.
    const blocked = await post(m.accessToken, '/mb/money-withdrawal', { amount: 10_000 });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errorCode).toBe('PROMOTION_TURNOVER_REQUIRED');
    expect(blocked.body.data).toMatchObject({ turn_over_user: 0, turn_over_target: 10_000 });
    // 10,000 of slot bets meet the target: the promotion is received ('end_promotion').
    const b = await bet(slot, 6_000);
    await result(slot, b, 1_000);
    const b2 = await bet(slot, 4_000);
    await result(slot, b2, 0);
    expect(await current(m.accessToken)).toBeUndefined();
    const history = (await get(m.accessToken, '/mb/promotion-member-history')).body.data[0];
    expect(history).toMatchObject({ state: 'received', end_reason: 'target', turn_over_user: 10_000 });
    const logs = await t.services.db.execute(
      sql`SELECT type FROM activity_logs WHERE member_id = ${m.memberId} AND type IN ('receive_promotion', 'end_promotion') ORDER BY id`,
    );
    expect((logs as unknown as { rows: { type: string }[] }).rows.map((r) => r.type)).toEqual([
      'receive_promotion',
      'end_promotion',
    ]);
    const over = await post(m.accessToken, '/mb/money-withdrawal', { amount: 20_000 });
    expect(over.body.errorCode).toBe('PROMOTION_MAX_WITHDRAW');
    const ok = await post(m.accessToken, '/mb/money-withdrawal', { amount: 15_000 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("counts a win/loss target on the promotion's own balance, whatever else the member holds", async () => {
    const id = await freeCredit({ target_type: 'winlose', target_multiple_pct: 150 });
    const p = await player(100_000);
    const taken = await post(p.token, '/mb/promotion-member', { promotion_information_id: id });
    expect(taken.body).toMatchObject({ turn_winlose_user: 10_000, turn_winlose_target: 15_000 });
    const lost = await bet(p.slot, 2_000);
    await result(p.slot, lost, 0);
    expect((await current(p.token)).turn_winlose_user).toBe(8_000);
    const won = await bet(p.slot, 1_000);
    await result(p.slot, won, 8_000);
    expect(await rowOf(taken.body.promotion_member_id)).toMatchObject({
      state: 'received',
      end_reason: 'target',
      turn_winlose_user: 15_000,
    });
  });

  it('ends when the balance falls under the floor, and at expiry', async () => {
    const id = await freeCredit({ free_credit_amount: 1_000, end_balance_floor: 100, target_multiple_pct: 10_000 });
    const p = await player(0);
    const taken = await post(p.token, '/mb/promotion-member', { promotion_information_id: id });
    const b = await bet(p.slot, 950);
    await result(p.slot, b, 0);
    expect(await rowOf(taken.body.promotion_member_id)).toMatchObject({ state: 'ended', end_reason: 'balance' });
    expect(await t.services.promotions.activeBonus(p.memberId)).toBeNull();

    const id2 = await freeCredit({ target_multiple_pct: 10_000, max_bet: 100 });
    const q = await player(0);
    const taken2 = await post(q.token, '/mb/promotion-member', { promotion_information_id: id2 });
    await t.services.db
      .update(promotionMembers)
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where(eq(promotionMembers.id, taken2.body.promotion_member_id));
    // Past its expiry it limits nothing: the bet above its maximum goes through and it is expired.
    expect((await bet(q.slot, 500)).status).toBe('OK');
    expect(await rowOf(taken2.body.promotion_member_id)).toMatchObject({ state: 'expired', end_reason: 'expiry' });
  });

  it('grants a deposit bonus with the deposit the operator approves, in the same transaction, once', async () => {
    const created = await ops('POST', '/ops/promotions', {
      kind: 'deposit',
      trigger: 'first_deposit',
      bonus_percent: 50,
      bonus_cap: 5_000,
      min_deposit: 20_000,
      target_multiple_pct: 200,
      content: { en: { title: 'Test first deposit' } },
    });
    const promo = created.body.data.id as number;
    const m = await createMember(t);
    const types = await get(m.accessToken, '/mb/payment-type?include=1');
    const bank = types.body.data.find((x: { category: string }) => x.category === 'SLIP').payment_bank_information[1];
    const low = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: bank.id,
      deposit_amount: 150,
      promotion_information_id: promo,
    });
    expect(low.status).toBe(400);
    expect(low.body.data.errors[0]).toMatchObject({
      path: 'promotion_information_id',
      errorCode: 'PROMOTION_MIN_DEPOSIT',
    });
    const d = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: bank.id,
      deposit_amount: 200,
      promotion_information_id: promo,
    });
    expect(d.status, JSON.stringify(d.body)).toBe(201);
    const both = await Promise.all([1, 2].map(() => ops('POST', `/ops/deposits/${d.body.id}/approve`, {})));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    // 200 baht + 50% capped at 50 baht.
    expect(await mainBalance(t, m.memberId)).toBe(20_000 + 5_000);
    const running = await current(m.accessToken);
    expect(running).toMatchObject({ deposit_amount: 20_000, bonus_amount: 5_000, turn_over_target: 50_000 });
    // A first-deposit promotion is not granted with a second deposit (refused when asked for, too).
    const second = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: bank.id,
      deposit_amount: 200,
      promotion_information_id: promo,
    });
    expect(second.body.errorCode).toMatch(/PROMOTION_ACTIVE_EXISTS|PROMOTION_ALREADY_RECEIVED/);
  });

  it('refuses bad input with a 400 and a missing member with a 401', async () => {
    const m = await createMember(t);
    const bad = await post(m.accessToken, '/mb/promotion-member', { promotion_information_id: 'x' });
    expect(bad.status).toBe(400);
    const deposit = await post(m.accessToken, '/mb/promotion-member', {
      promotion_information_id: (await get('', '/pb/promotion-information?$limit=100')).body.data.find(
        (p: { kind: string }) => p.kind === 'deposit',
      ).id,
    });
    expect(deposit.body.errorCode).toBe('PROMOTION_NEEDS_DEPOSIT');
    const anon = await t.app.inject({ method: 'GET', url: '/mb/promotion-member' });
    expect(anon.statusCode).toBe(401);
    const invalid = await ops('POST', '/ops/promotions', { kind: 'deposit', content: { en: { title: 'x' } } });
    expect(invalid.status).toBe(400);
  });
});
