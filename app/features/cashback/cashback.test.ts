import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInZone } from '../../../server/daily-runs/daily-runs.service.ts';
import { createTestApp, formRequest, routeContext, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { callBody, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import { setMemberPrivileges } from '../../../server/testing/members.ts';
import { dailyCredit } from './cashback.schemas.ts';
import { createCashbackService } from './cashback.service.server.ts';
import { remaining } from '../../components/ui/countdown.tsx';
import { action, loader } from './routes/cashback.tsx';

let t: TestApp;
const today = () => dateInZone(new Date(), 'Asia/Bangkok');

async function round(p: Player, stake: number, win: number, gameCode?: string) {
  const id = `round-${randomUUID()}`;
  const bet = callBody(p, { round_id: id, amount: stake, game_code: gameCode });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(p, {
    round_id: id,
    amount: win,
    ref_tx_id: bet.tx_id,
    round_closed: true,
    game_code: gameCode,
  });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}
const balance = (memberId: number, wallet: 'main' | 'cashback' | 'rebate') =>
  t.services.ledger.balance({ member: memberId, wallet, currency: 'THB' });
const member = (p: Player) => ({ id: p.memberId, username: 'p', sessionId: '', currencyId: 1 });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the daily credit', () => {
  const rule = { min_amount: 1_000, cap_amount: 50_000 };
  it('rebate: each category at its rate, rounded down, nothing under the minimum, at most the cap', () => {
    const rate = (c: string) => (c === 'sport' ? 40 : 50);
    const day = [
      { game_category: 'slot', bet_amount: 300_000, win_amount: 500_000 },
      { game_category: 'sport', bet_amount: 100_001, win_amount: 0 },
    ];
    expect(dailyCredit('rebate', day, rate, rule)).toEqual({ base: 400_001, amount: 1_500 + 400 });
    expect(
      dailyCredit('rebate', [{ game_category: 'slot', bet_amount: 100_000, win_amount: 0 }], rate, rule).amount,
    ).toBe(0);
    expect(dailyCredit('rebate', [{ game_category: 'slot', bet_amount: 1e9, win_amount: 0 }], rate, rule).amount).toBe(
      50_000,
    );
  });
  it('cashback: only on a net loss of the whole day, shared over the losing categories', () => {
    const rate = (c: string) => (c === 'slot' ? 1_000 : 500);
    const win = [
      { game_category: 'slot', bet_amount: 100_000, win_amount: 0 },
      { game_category: 'crash', bet_amount: 0, win_amount: 150_000 },
    ];
    expect(dailyCredit('cashback', win, rate, rule)).toEqual({ base: 0, amount: 0 });
    const loss = [
      { game_category: 'slot', bet_amount: 100_000, win_amount: 0 },
      { game_category: 'crash', bet_amount: 100_000, win_amount: 0 },
      { game_category: 'table', bet_amount: 0, win_amount: 100_000 },
    ];
    // Net loss 100,000: half from slot at 10 %, half from crash at 5 %.
    expect(dailyCredit('cashback', loss, rate, rule)).toEqual({ base: 100_000, amount: 5_000 + 2_500 });
  });
});

describe('the countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, and is over (Expired) once past', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(remaining('2026-11-25T11:02:03Z', now)).toEqual({ day: 1, hour: 1, min: 2, sec: 3 });
    expect(remaining('2026-11-24T10:00:00Z', now)).toBeNull();
    expect(remaining('2026-11-24T09:00:00Z', now)).toBeNull();
  });
});

describe(`cashback, rebate and levels on ${testDatabaseKind()}`, () => {
  it('the rebate pages need the rebate privilege; the cashback page a member', async () => {
    const p = await createPlayer(t, 1_000);
    const load = (path: string, m: ReturnType<typeof member> | null) =>
      loader({
        request: new Request(`http://localhost${path}`),
        params: { lang: 'en' },
        context: routeContext(t.services, { member: m }),
      } as never).catch((r: unknown) => r);
    const noRebate = (await load('/en/setting/rebate', member(p))) as Response;
    expect(noRebate.headers.get('location')).toBe('/en');
    const visitor = (await load('/en/cashback', null)) as Response;
    expect(visitor.headers.get('location')).toBe('/en?modal=login');
    const page = await load('/en/setting/cashback', member(p));
    expect(page).toMatchObject({ kind: 'cashback', framed: false, history: [] });
  });

  it("the demo VIP's seeded week: the run for a past day credits cashback and rebate once, at the member's level", async () => {
    const date = addDays(today(), -2);
    const seeded = await t.services.auth.memberPage(0, 10);
    const names = await t.services.auth.usernames(seeded.map((m) => m.id));
    const demo = seeded.find((m) => names.get(m.id) === 'vip')!;
    const before = { cashback: await balance(demo.id, 'cashback'), rebate: await balance(demo.id, 'rebate') };
    const auth = { authorization: `Bearer ${t.config.opsToken}` };
    const first = await t.app.inject({
      method: 'POST',
      url: '/ops/runs',
      headers: auth,
      payload: { job: 'all', date },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.map((r: { job: string; status: string }) => [r.job, r.status])).toEqual([
      ['level', 'done'],
      ['cashback', 'done'],
      ['rebate', 'done'],
      ['affiliate', 'done'],
    ]);
    const credits = (await t.services.cashback.history(demo.id, 'cashback', { limit: 5, skip: 0 })).data;
    // Gold: 7.5 % of the day's loss of ฿600.
    expect(credits[0]).toMatchObject({ business_date: date, base_amount: 60_000, amount: 4_500 });
    expect(await balance(demo.id, 'cashback')).toBe(before.cashback + credits[0].amount);
    const rebate = (await t.services.cashback.history(demo.id, 'rebate', { limit: 5, skip: 0 })).data[0];
    expect(rebate.amount).toBeGreaterThan(0);
    await t.app.inject({ method: 'POST', url: '/ops/runs', headers: auth, payload: { job: 'all', date } });
    expect(await balance(demo.id, 'cashback')).toBe(before.cashback + credits[0].amount);
    expect(await balance(demo.id, 'rebate')).toBe(before.rebate + rebate.amount);
  });

  it('a member whose active bonus is a promotion receives no cashback', async () => {
    const p = await createPlayer(t, 200_000);
    const q = await createPlayer(t, 200_000);
    await round(p, 100_000, 0);
    await round(q, 100_000, 0);
    const service = createCashbackService({
      db: t.services.db,
      ledger: t.services.ledger,
      turnover: () => t.services.turnover,
      levels: () => t.services.levels,
      cashbox: () => t.services.cashbox,
      currencyById: (id) => t.services.locale.currencyById(id),
      bus: t.services.bus,
      activeBonusTypes: async (ids) => new Map(ids.filter((id) => id === p.memberId).map((id) => [id, 'promotion'])),
      activateBonus: async () => {},
      today,
      periodEnd: () => new Date(Date.now() + 3_600_000),
    });
    const result = await service.jobs.cashback.run({
      businessDate: today(),
      signal: new AbortController().signal,
      progress: async () => {},
    });
    expect(result.credited).toBeGreaterThanOrEqual(1);
    expect(await balance(p.memberId, 'cashback')).toBe(0);
    expect(await balance(q.memberId, 'cashback')).toBe(5_000);
    expect((await service.member(p.memberId, 'cashback')).is_active).toBe(false);
  });

  it('one active bonus: a member who makes rebate theirs gets no cashback; switching to cashback asks first', async () => {
    const p = await createPlayer(t, 200_000);
    await setMemberPrivileges(t.services, p.memberId, ['rebate']);
    const send = (fields: Record<string, string>) =>
      action({
        request: formRequest('/en/setting/rebate', { intent: 'activate', ...fields }),
        params: { lang: 'en' },
        context: routeContext(t.services, { member: member(p) }),
      } as never).catch((r: unknown) => r);
    const chosen = (await send({ kind: 'rebate' })) as Response;
    expect(chosen.headers.get('location')).toBe('/en/setting/rebate?done=activate');
    expect((await t.services.cashback.member(p.memberId, 'rebate')).is_active).toBe(true);
    expect((await t.services.cashback.member(p.memberId, 'cashback')).is_active).toBe(false);

    await round(p, 100_000, 0);
    for (const kind of ['cashback', 'rebate'] as const)
      await t.services.cashback.jobs[kind].run({
        businessDate: today(),
        signal: new AbortController().signal,
        progress: async () => {},
      });
    expect(await balance(p.memberId, 'cashback')).toBe(0);
    expect(await balance(p.memberId, 'rebate')).toBeGreaterThan(0);

    // Cashback instead: refused until the member confirms the switch, which ends the rebate.
    const asked = (await send({ kind: 'cashback' })) as { data: { confirm: boolean }; init: { status: number } };
    expect(asked.init.status).toBe(409);
    expect(asked.data.confirm).toBe(true);
    expect((await t.services.cashback.member(p.memberId, 'rebate')).is_active).toBe(true);
    const switched = (await send({ kind: 'cashback', confirm: '1' })) as Response;
    expect(switched.headers.get('location')).toBe('/en/setting/rebate?done=activate');
    expect((await t.services.cashback.member(p.memberId, 'cashback')).is_active).toBe(true);
    expect((await t.services.cashback.member(p.memberId, 'rebate')).is_active).toBe(false);
  });

  it('the transfer form moves the whole cashback to main once, even sent twice at the same time', async () => {
    const p = await createPlayer(t, 200_000);
    await round(p, 100_000, 0);
    await t.services.cashback.jobs.cashback.run({
      businessDate: today(),
      signal: new AbortController().signal,
      progress: async () => {},
    });
    expect(await balance(p.memberId, 'cashback')).toBe(5_000);
    const main = await balance(p.memberId, 'main');
    const key = randomUUID().replaceAll('-', '');
    const send = () =>
      action({
        request: formRequest('/en/cashback', { intent: 'transfer', kind: 'cashback', client_key: key }),
        params: { lang: 'en' },
        context: routeContext(t.services, { member: member(p) }),
      } as never).catch((r: unknown) => r);
    const [a, b] = await Promise.all([send(), send()]);
    for (const answer of [a, b]) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('location')).toBe('/en/cashback?done=transfer');
    }
    expect(await balance(p.memberId, 'cashback')).toBe(0);
    expect(await balance(p.memberId, 'main')).toBe(main + 5_000);
    // Nothing left: refused, nothing moves.
    const again = (await send()) as unknown as { init?: { status: number }; status?: number; data: unknown };
    expect(again.init?.status ?? again.status).toBe(422);
    expect(JSON.stringify(again.data)).toContain('NOTHING_TO_TRANSFER');
    // Bad input: 400, nothing moves.
    const bad = (await action({
      request: formRequest('/en/cashback', { intent: 'transfer', kind: 'main', client_key: 'x' }),
      params: { lang: 'en' },
      context: routeContext(t.services, { member: member(p) }),
    } as never)) as unknown as { init: { status: number } };
    expect(bad.init.status).toBe(400);
    expect(await balance(p.memberId, 'main')).toBe(main + 5_000);
  });

  it('answers the member API of the cashback and rebate families and the levels', async () => {
    const p = await createPlayer(t, 200_000);
    const get = async (url: string, token: string | null = p.accessToken) => {
      const res = await t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.statusCode, body: res.json() };
    };
    expect((await get('/pb/cashback-articles?language_id=1', null)).status).toBe(200);
    const row = await get('/mb/cashback-member');
    expect(row.body.data[0]).toMatchObject({ kind: 'cashback', is_active: true });
    expect(Date.parse(row.body.data[0].end_cashback)).toBeGreaterThan(Date.now());
    expect((await get('/mb/rebate-transaction')).body.data[0]).toMatchObject({ kind: 'rebate', available: 0 });
    expect((await get('/mb/rebate-history-search?from=2026-01-02&to=2026-01-01')).status).toBe(400);
    expect((await get('/mb/cashback-history')).body).toMatchObject({ total: 0, data: [] });
    expect((await get('/mb/cashback-member', null)).status).toBe(401);
    expect((await get('/pb/member-lv-detail', null)).body.data).toHaveLength(5);
    expect((await get('/mb/check-privilege-member?privilege=vip')).status).toBe(400);
    expect((await get('/mb/check-privilege-member?privilege=coupon')).body.data[0]).toEqual({
      privilege: 'coupon',
      allowed: false,
    });
  });

  it('a member levels up after the run: privileges change, the VIP bonus is paid once, the birthday bonus once a year', async () => {
    const p = await createPlayer(t, 2_000_000);
    // A privilege the operator gave besides the levels' (the affiliate programme) survives the level change.
    await setMemberPrivileges(t.services, p.memberId, ['affiliate']);
    // Silver: deposits of ฿1,000 and a turnover of ฿5,000.
    await round(p, 600_000, 0);
    const levels = await t.services.levels.levels('en');
    const silver = levels.find((l) => l.level_no === 2)!;
    // A deposit of ฿1,000 by bank transfer, approved by the operator.
    const headers = { authorization: `Bearer ${p.accessToken}` };
    const banks = (await t.app.inject({ url: '/mb/payment-bank-information', headers })).json().data;
    const bank = banks.find((b: { min_deposit: number | null }) => b.min_deposit === null) ?? banks[0];
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/mb/deposit',
      headers,
      payload: { payment_bank_information_id: bank.id, deposit_amount: 1000 },
    });
    expect(deposit.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${deposit.json().id}/approve`,
      headers: { authorization: `Bearer ${t.config.opsToken}` },
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const mainBefore = await balance(p.memberId, 'main');
    const events: string[] = [];
    const off = t.services.bus.subscribe((e) => {
      if (e.memberId === p.memberId) events.push(e.topic);
    });
    await t.services.levels.job.run({
      businessDate: today(),
      signal: new AbortController().signal,
      progress: async () => {},
    });
    await t.services.levels.job.run({
      businessDate: today(),
      signal: new AbortController().signal,
      progress: async () => {},
    });
    off();
    const profile = await t.services.auth.profile(p.memberId);
    expect(profile?.member_level_id).toBe(silver.id);
    expect(profile?.privileges).toEqual(expect.arrayContaining(['coupon', 'affiliate']));
    expect(events.filter((e) => e === 'PRIVILEGE')).toHaveLength(1);
    expect(await balance(p.memberId, 'main')).toBe(mainBefore + silver.vip_bonus);
    const info = await t.services.levels.memberLevel(p.memberId, 'en');
    expect(info.level?.name).toBe('Silver');
    expect(info.next?.name).toBe('Gold');
    expect(info.progress.turnover).toBeGreaterThan(0);
    expect(info.progress.turnover).toBeLessThan(100);

    // Birthday (the test members are born on 1 January): paid on that business date, once that year.
    const birthday = `${today().slice(0, 4)}-01-01`;
    const run = () =>
      t.services.levels.job.run({
        businessDate: birthday,
        signal: new AbortController().signal,
        progress: async () => {},
      });
    const main = await balance(p.memberId, 'main');
    await run();
    await run();
    expect(await balance(p.memberId, 'main')).toBe(main + silver.birthday_bonus);
    const report = await t.services.ledger.verify();
    expect(report.ok).toBe(true);
  });
});
