import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { setMemberPrivileges } from '../../../server/testing/members.ts';
import {
  callBody,
  createMember,
  launch,
  mainBalance,
  walletCall,
  type Player,
} from '../../../server/testing/players.ts';
import { SETTLED_ROUNDS_LAG_MS } from '../seamless/seamless.schemas.ts';
import { createQuestsService, nextStreakDay, roundContribution } from './quests.service.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'accept-language': 'en' });
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

/** A quest of the operator (a play quest paying ฿10 by default). */
async function quest(fields: Record<string, unknown>): Promise<number> {
  const r = await ops('POST', '/ops/quests', {
    type: 'play',
    reward_type: 'money',
    reward_amount: 1_000,
    content: { en: { title: `Test quest ${randomUUID().slice(0, 8)}` } },
    ...fields,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data.id;
}

/** A member with the quest privilege and `funds`, who has launched the demo slot and the crash game. */
async function player(funds: number) {
  const m = await createMember(t, { funds });
  await setMemberPrivileges(t.services, m.memberId, ['quest']);
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
  return { slot: await session('demo-slot'), crash: await session('demo-crash'), ...m };
}

/** One settled round: a bet and its result. */
async function round(p: Player, stake: number, win: number) {
  const b = callBody(p, { amount: stake });
  expect((await walletCall(t, 'bet', b)).answer.status).toBe('OK');
  const r = await walletCall(t, 'result', callBody(p, { round_id: b.round_id, ref_tx_id: b.tx_id, amount: win }));
  expect(r.answer.status).toBe('OK');
}
/** The feed lists a result once it is older than its lag. */
const settle = () => new Promise((r) => setTimeout(r, SETTLED_ROUNDS_LAG_MS + 150));
const memberQuest = async (token: string, id: number) => (await get(token, `/mb/quest-information/${id}`)).body;
const questTransfers = async (memberId: number, id: number) =>
  (
    (await t.services.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE key LIKE ${`quest:${id}:${memberId}:%`}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!;

describe('what a round adds to a quest', () => {
  it('accumulates amounts and counts rounds by condition', () => {
    const c =
      (condition: string, threshold = 0) =>
      (stake: number, win: number) =>
        roundContribution({ condition, threshold } as never, stake, win);
    expect(c('bet')(500, 0)).toBe(500);
    expect(c('win')(500, 1_200)).toBe(1_200);
    expect(c('winloss')(500, 200)).toBe(-300);
    expect([c('min_bet', 5_000)(4_999, 0), c('min_bet', 5_000)(5_000, 0)]).toEqual([0, 1]);
    expect([c('min_win', 2_000)(100, 1_999), c('min_win', 2_000)(100, 2_000)]).toEqual([0, 1]);
    expect([c('bet_count')(100, 0), c('bet_count')(0, 300), c('bet_count', 1_000)(999, 0)]).toEqual([1, 0, 0]);
    expect([c('win_multiplier', 500)(100, 499), c('win_multiplier', 500)(100, 500)]).toEqual([0, 1]);
  });

  it('a check-in streak runs 1 → 7, starts again after day 7 and after a missed day', () => {
    expect([null, 1, 2, 6, 7].map(nextStreakDay)).toEqual([1, 2, 3, 7, 1]);
  });
});

describe('quests', () => {
  it('progress counts only eligible rounds settled after joining, and completes the quest', async () => {
    const id = await quest({ condition: 'bet', target: 3_000, categories: ['slot'] });
    const p = await player(100_000);
    await round(p.slot, 2_000, 0); // before joining: not counted
    await settle();
    const joined = await post(p.accessToken, '/mb/quest-information', { quest_information_id: id });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body).toMatchObject({ state: 'joined', progress: 0, target: 3_000 });

    await round(p.slot, 1_000, 300);
    await round(p.crash, 5_000, 0); // another category
    await settle();
    expect(await memberQuest(p.accessToken, id)).toMatchObject({ state: 'joined', progress: 1_000, percent: 33 });

    await round(p.slot, 2_500, 0);
    await settle();
    expect(await memberQuest(p.accessToken, id)).toMatchObject({ state: 'completed', percent: 100 });
    const notices = await get(p.accessToken, '/mb/quest-notification');
    expect(notices.body.data.map((q: { id: number }) => q.id)).toEqual([id]);
  });

  it('a claim before completion is refused with "Mission Completed Not Found." and pays nothing', async () => {
    const id = await quest({ condition: 'bet_count', target: 5 });
    const p = await player(10_000);
    await post(p.accessToken, '/mb/quest-information', { quest_information_id: id });
    const before = await mainBalance(t, p.memberId);
    const r = await post(p.accessToken, '/mb/quest-play', { quest_information_id: id });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('QUEST_MISSION_NOT_FOUND');
    expect(r.body.messages.en).toBe('Mission Completed Not Found.');
    expect(r.body.messages.th).toBe('ไม่พบภารกิจที่สำเร็จ');
    expect(await mainBalance(t, p.memberId)).toBe(before);
  });

  it('claiming twice, and twice in parallel, pays the reward once', async () => {
    const id = await quest({ condition: 'bet_count', target: 2, reward_amount: 2_500 });
    for (const parallel of [false, true]) {
      const p = await player(10_000);
      await post(p.accessToken, '/mb/quest-information', { quest_information_id: id });
      await round(p.slot, 100, 0);
      await round(p.slot, 100, 0);
      await settle();
      expect((await memberQuest(p.accessToken, id)).state).toBe('completed');
      const before = await mainBalance(t, p.memberId);
      const claim = () => post(p.accessToken, '/mb/quest-play', { quest_information_id: id });
      const answers = parallel ? await Promise.all([claim(), claim(), claim()]) : [await claim(), await claim()];
      expect(answers.map((a) => a.status).sort()).toEqual(parallel ? [201, 400, 400] : [201, 400]);
      expect(answers.find((a) => a.status === 400)!.body.errorCode).toBe('QUEST_MISSION_NOT_FOUND');
      expect(answers.find((a) => a.status === 201)!.body).toMatchObject({ state: 'claimed' });
      expect(await mainBalance(t, p.memberId)).toBe(before + 2_500);
      expect((await questTransfers(p.memberId, id)).n).toBe(1);
    }
  });

  it('a point reward is credited to the points wallet once', async () => {
    const id = await quest({ condition: 'win', target: 500, reward_type: 'point', reward_amount: 75 });
    const p = await player(10_000);
    await post(p.accessToken, '/mb/quest-information', { quest_information_id: id });
    await round(p.slot, 100, 600);
    await settle();
    const claims = await Promise.all(
      [1, 2].map(() => post(p.accessToken, '/mb/quest-play', { quest_information_id: id })),
    );
    expect(claims.map((c) => c.status).sort()).toEqual([201, 400]);
    expect(await t.services.points.balance(p.memberId)).toBe(75);
  });

  it('a quest cannot be joined while a promotion is active', async () => {
    const promo = await ops('POST', '/ops/promotions', {
      kind: 'free_credit',
      free_credit_amount: 5_000,
      target_type: 'turnover',
      target_multiple_pct: 100,
      content: { en: { title: `Quest test credit ${randomUUID().slice(0, 6)}` } },
    });
    expect(promo.status).toBe(201);
    const id = await quest({ condition: 'bet', target: 1_000 });
    const p = await player(0);
    const taken = await post(p.accessToken, '/mb/promotion-member', {
      promotion_information_id: promo.body.data.id,
      confirm: false,
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const r = await post(p.accessToken, '/mb/quest-information', { quest_information_id: id });
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('QUEST_PROMOTION_ACTIVE');
    expect(r.body.messages.en).toBe('You cannot accept this quest while a promotion is active.');
    expect((await memberQuest(p.accessToken, id)).state).toBe('available');
    await ops('PATCH', `/ops/promotions/${promo.body.data.id}`, { is_active: false });
  });

  it('members without the quest privilege cannot join; joining twice is refused', async () => {
    const id = await quest({ condition: 'bet', target: 1_000 });
    const m = await createMember(t);
    const refused = await post(m.accessToken, '/mb/quest-information', { quest_information_id: id });
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'QUEST_PRIVILEGE' } });
    await setMemberPrivileges(t.services, m.memberId, ['quest']);
    expect((await post(m.accessToken, '/mb/quest-information', { quest_information_id: id })).status).toBe(201);
    const again = await post(m.accessToken, '/mb/quest-information', { quest_information_id: id });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'QUEST_ALREADY_JOINED' } });
    const bad = await post(m.accessToken, '/mb/quest-information', { quest_information_id: 'x' });
    expect(bad.status).toBe(400);
  });

  it('the public lists show the active quests and the check-in calendar; the operator checks definitions', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/pb/quest-information?type=deposit' });
    expect(list.json().data.map((q: { type: string }) => q.type)).toEqual(['deposit']);
    const daily = (await t.app.inject({ method: 'GET', url: '/pb/quest-daily' })).json().data[0];
    expect(daily.check_in_rewards).toEqual([10, 10, 20, 20, 30, 30, 100]);
    const bad = await ops('POST', '/ops/quests', {
      type: 'daily_check_in',
      condition: 'check_in',
      reward_type: 'point',
      check_in_rewards: [1, 2],
      content: { en: { title: 'Short week' } },
    });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'QUEST_CHECK_IN_REWARDS' } });
    const art = await t.app.inject({ method: 'GET', url: `/media/quests/play-gold-${daily.id}.svg` });
    expect(art.statusCode).toBe(200);
    expect(art.body).toContain('<svg');
  });
});

describe('daily check-in', () => {
  /** The quests service on a clock the test moves (business days of Asia/Bangkok). */
  function onClock() {
    let at = new Date('2026-03-01T05:00:00Z');
    const s = t.services;
    const service = createQuestsService({
      db: s.db,
      ledger: s.ledger,
      bus: s.bus,
      points: () => s.points,
      settledRounds: (a, l) => s.turnover.settledRounds(a, l),
      depositTotal: async () => 0,
      promotions: () => s.promotions,
      logActivity: (ex, e) => s.cashbox.logActivity(ex, e),
      memberCurrency: async () => 'THB',
      hasPrivilege: async () => true,
      memberLevel: async () => 0,
      timeZone: 'Asia/Bangkok',
      now: () => at,
    });
    return { service, next: (days = 1) => (at = new Date(at.getTime() + days * 86_400_000)) };
  }

  it('pays each day of the 7-day streak, starts again after day 7 and after a missed day, once per day', async () => {
    const { service, next } = onClock();
    const { memberId } = await createMember(t);
    const paid: number[] = [];
    for (let day = 1; day <= 8; day++) {
      const view = await service.checkIn(memberId, 'en');
      paid.push(view.days.filter((d) => d.state === 'claimed').length);
      next();
    }
    expect(paid).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    expect(await t.services.points.balance(memberId)).toBe(10 + 10 + 20 + 20 + 30 + 30 + 100 + 10);

    next(); // a missed day: the streak starts again
    const before = await service.checkInView(memberId, 'en');
    expect(before).toMatchObject({ streak: 0, checked_in_today: false });
    expect(before!.days[0]!.state).toBe('today');
    const both = await Promise.allSettled([service.checkIn(memberId, 'en'), service.checkIn(memberId, 'en')]);
    expect(both.map((b) => b.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((both.find((b) => b.status === 'rejected') as PromiseRejectedResult).reason.errorCode).toBe(
      'QUEST_CHECKED_IN',
    );
    expect(await t.services.points.balance(memberId)).toBe(230 + 10);
  });

  it('the member checks in through the API once a day', async () => {
    const p = await player(0);
    const first = await post(p.accessToken, '/mb/quest-daily', {});
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ checked_in_today: true, streak: 1 });
    const second = await post(p.accessToken, '/mb/quest-daily', {});
    expect(second).toMatchObject({ status: 400, body: { errorCode: 'QUEST_CHECKED_IN' } });
    expect(await t.services.points.balance(p.memberId)).toBe(10);
  });

  it('leaves the ledger consistent', async () => {
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});
