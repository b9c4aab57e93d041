import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../testing.ts';
import { callBody, createPlayer, walletCall, type Player } from '../testing/players.ts';
import { addDays, createDailyRunsService, dateInZone, isBusinessDate, startOfDate } from './daily-runs.service.ts';
import type { DailyJob } from './daily-runs.types.ts';

let t: TestApp;
let players: Player[] = [];
const today = () => dateInZone(new Date(), 'Asia/Bangkok');

/** A settled round: `stake` bet, `win` paid. */
async function round(p: Player, stake: number, win: number) {
  const id = `round-${randomUUID()}`;
  const bet = callBody(p, { round_id: id, amount: stake });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(p, { round_id: id, amount: win, ref_tx_id: bet.tx_id, round_closed: true });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

async function wallet(memberId: number, w: 'cashback' | 'rebate' | 'main') {
  return t.services.ledger.balance({ member: memberId, wallet: w, currency: 'THB' });
}

async function creditsOf(kind: string, date: string): Promise<number> {
  const res = (await t.services.db.execute(
    sql`SELECT count(*) AS n FROM ledger_transfers WHERE key LIKE ${`${kind}:${date}:%`}`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(res.rows[0].n);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  // Six members, each losing ฿1,000 (stakes 100,000 satang, no wins) today.
  players = [];
  for (let i = 0; i < 6; i++) {
    const p = await createPlayer(t, 500_000);
    await round(p, 60_000, 0);
    await round(p, 40_000, 0);
    players.push(p);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('business dates', () => {
  it('knows the calendar of the business zone', () => {
    expect(dateInZone(new Date('2026-03-01T17:30:00Z'), 'Asia/Bangkok')).toBe('2026-03-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(startOfDate('2026-03-02', 'Asia/Bangkok').toISOString()).toBe('2026-03-01T17:00:00.000Z');
    expect(startOfDate('2026-07-01', 'Europe/Berlin').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(isBusinessDate('2026-02-30')).toBe(false);
    expect(t.services.dailyRuns.lastClosedDate(new Date('2026-03-01T17:30:00Z'))).toBe('2026-03-01');
  });
});

describe(`daily runs on ${testDatabaseKind()}`, () => {
  it('the level job runs first and sets levels and privileges; cashback credits each member once, run twice', async () => {
    const date = today();
    expect(t.services.dailyRuns.jobs().map((j) => j.name)).toEqual(['level', 'cashback', 'rebate', 'affiliate']);
    const first = await t.services.dailyRuns.runJob('level', date);
    expect(first.status).toBe('done');
    const profile = await t.services.auth.profile(players[0].memberId);
    expect(profile?.member_level_id).not.toBeNull();
    expect(profile?.privileges).toEqual(expect.arrayContaining(['rebate', 'point']));

    const run = await t.services.dailyRuns.runJob('cashback', date);
    expect(run).toMatchObject({ status: 'done', credited: players.length, attempts: 1 });
    // Bronze: 5 % of ฿1,000 = ฿50.
    for (const p of players) expect(await wallet(p.memberId, 'cashback')).toBe(5_000);
    const again = await t.services.dailyRuns.runJob('cashback', date);
    expect(again).toMatchObject({ status: 'done', credited: players.length, attempts: 1 });
    for (const p of players) expect(await wallet(p.memberId, 'cashback')).toBe(5_000);
    expect(await creditsOf('cashback', date)).toBe(players.length);
  });

  it('two instances starting the same run at once: exactly one runs it, each member is credited once', async () => {
    const date = today();
    const other = createDailyRunsService({ db: t.services.db, timeZone: 'Asia/Bangkok', at: '00:30', owner: 'b' });
    other.register(t.services.cashback.jobs.rebate);
    const answers = await Promise.all([
      t.services.dailyRuns.runJob('rebate', date),
      other.runJob('rebate', date),
      t.services.dailyRuns.runJob('rebate', date),
    ]);
    const rows = await t.services.dailyRuns.list({ job: 'rebate' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'done', attempts: 1, credited: players.length });
    // The instance that claimed the run answers it done; the others answer it as they found it (running or done).
    expect(answers.filter((r) => r.status === 'done').length).toBeGreaterThanOrEqual(1);
    // 0.5 % of ฿1,000 turnover = ฿5.
    for (const p of players) expect(await wallet(p.memberId, 'rebate')).toBe(500);
    expect(await creditsOf('rebate', date)).toBe(players.length);
  });

  it('a run stopped half-way resumes at the next trigger and credits each member exactly once', async () => {
    const date = addDays(today(), -3);
    const credited: number[] = [];
    const job: DailyJob = {
      name: 'halfway',
      async run(ctx) {
        let members = 0;
        let done = 0;
        for (const p of players) {
          if (ctx.signal.aborted) break;
          members++;
          const moved = await t.services.ledger.transfer(t.services.db, {
            from: { house: 'bonus', currency: 'THB' },
            to: { member: p.memberId, wallet: 'cashback', currency: 'THB' },
            amount: 100,
            currency: 'THB',
            key: `halfway:${date}:${p.memberId}`,
            kind: 'cashback',
          });
          if (!moved.replayed) {
            done++;
            credited.push(p.memberId);
          }
          // The instance is stopped after the second member of the first execution.
          if (credited.length === 2) stop.abort();
          await ctx.progress(members);
        }
        return { members, credited: done };
      },
    };
    t.services.dailyRuns.register(job);
    const stop = new AbortController();
    const before = await Promise.all(players.map((p) => wallet(p.memberId, 'cashback')));
    const interrupted = await t.services.dailyRuns.runJob('halfway', date, stop.signal);
    expect(interrupted.status).toBe('failed');
    expect(credited.length).toBeLessThan(players.length);
    const resumed = await t.services.dailyRuns.trigger('halfway', date);
    expect(resumed[0]).toMatchObject({ status: 'done', attempts: 2, credited: players.length });
    const after = await Promise.all(players.map((p) => wallet(p.memberId, 'cashback')));
    after.forEach((balance, i) => expect(balance - before[i]).toBe(100));
    expect(new Set(credited).size).toBe(players.length);
    expect(credited).toHaveLength(players.length);
  });

  it('a run whose instance died (its lease expired) is taken over by another instance', async () => {
    const date = addDays(today(), -4);
    let calls = 0;
    const job: DailyJob = {
      name: 'crashy',
      async run() {
        calls++;
        return { members: 1, credited: 1 };
      },
    };
    // An instance claimed the run and died: its lease is no longer renewed.
    await t.services.db.execute(sql`
      INSERT INTO daily_runs (job, business_date, status, attempts, lease_owner, lease_until)
      VALUES ('crashy', ${date}::date, 'running', 1, 'dead-instance', now() + interval '30 seconds')`);
    const alive = createDailyRunsService({ db: t.services.db, timeZone: 'Asia/Bangkok', at: '00:30', leaseMs: 100 });
    alive.register(job);
    // While the dead instance's lease holds, the run is not taken.
    const early = await alive.runJob('crashy', date);
    expect(early.status).toBe('running');
    expect(calls).toBe(0);
    await t.services.db.execute(
      sql`UPDATE daily_runs SET lease_until = now() - interval '1 second' WHERE job = 'crashy'`,
    );
    const taken = await alive.runJob('crashy', date);
    expect(taken).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(1);
  });

  it('refuses a business date that has not closed, and answers /ops/runs', async () => {
    await expect(t.services.dailyRuns.trigger('cashback', today())).rejects.toMatchObject({
      errorCode: 'BUSINESS_DAY_NOT_CLOSED',
    });
    const auth = { authorization: `Bearer ${t.config.opsToken}` };
    const list = await t.app.inject({ url: '/ops/runs?job=cashback', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ job: 'cashback', businessDate: today(), status: 'done' });
    expect((await t.app.inject({ url: '/ops/runs' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/runs',
      headers: auth,
      payload: { job: 'x', date: '2026-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: 'POST', url: '/ops/runs', headers: auth, payload: { job: 'nope' } });
    expect(unknown.statusCode).toBe(404);
    const one = await t.app.inject({
      method: 'POST',
      url: '/ops/runs/cashback',
      headers: auth,
      payload: { date: addDays(today(), -9) },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual([expect.objectContaining({ job: 'cashback', status: 'done', attempts: 1 })]);
    const yesterday = await t.app.inject({ method: 'POST', url: '/ops/runs', headers: auth, payload: { job: 'all' } });
    expect(yesterday.statusCode).toBe(200);
    expect(yesterday.json().data.every((r: { status: string }) => r.status === 'done')).toBe(true);
  });

  it('the ledger verifies clean', async () => {
    const report = await t.services.ledger.verify();
    expect(report.ok).toBe(true);
    expect(report.negativeMemberAccounts).toBe(0);
  });
});

describe('another business time zone', () => {
  it('counts bets and runs on the dates of BUSINESS_TIME_ZONE', async () => {
    const other = await createTestApp({ seed: true, env: { BUSINESS_TIME_ZONE: 'Pacific/Kiritimati' } });
    try {
      const p = await createPlayer(other, 100_000);
      const id = `round-${randomUUID()}`;
      const bet = callBody(p, { round_id: id, amount: 10_000 });
      expect((await walletCall(other, 'bet', bet)).answer.status).toBe('OK');
      const day = dateInZone(new Date(), 'Pacific/Kiritimati');
      const found = await other.services.turnover.dayMembers(day, p.memberId - 1, 1);
      expect(found[0]).toMatchObject({ member_id: p.memberId });
      expect(other.services.dailyRuns.lastClosedDate()).toBe(addDays(day, -1));
    } finally {
      await other.close();
    }
  }, 120_000);
});
