import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { callBody, createMember, createPlayer, walletCall } from '../../../server/testing/players.ts';
import { setMemberPrivileges } from '../../../server/testing/members.ts';
import type { DailyJobContext } from '../../../server/daily-runs/daily-runs.types.ts';
import { affiliateCommissions } from './affiliate.table.server.ts';

/** Three referrers with the privilege and one without; each referred player bets on the test's business date. */
async function setUp(t: TestApp) {
  await t.services.affiliate.setSettings({
    currency: 'THB',
    title: 'Test programme',
    basis: 'turnover',
    rate_bp: 100,
    min_turnover: 0,
    min_commission: 1,
    max_commission: null,
    is_active: true,
  });
  const referrers: number[] = [];
  for (let i = 0; i < 3; i++) {
    const { memberId } = await createMember(t);
    await setMemberPrivileges(t.services, memberId, ['affiliate']);
    referrers.push(memberId);
  }
  const outsider = (await createMember(t)).memberId;
  // Referrer i has i + 1 players who bet 1,000 baht each; the outsider's one player bets too.
  for (const [i, referrerId] of [...referrers, outsider].entries()) {
    for (let k = 0; k <= (i < 3 ? i : 0); k++) {
      const p = await createPlayer(t, 500_000, 'demo-slot', { referrerId });
      const bet = callBody(p, { amount: 100_000 });
      expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
      const win = callBody(p, { round_id: bet.round_id, amount: 0, ref_tx_id: bet.tx_id, round_closed: true });
      expect((await walletCall(t, 'result', win)).answer.status).toBe('OK');
    }
  }
  return { referrers, outsider };
}

const ctxOf = (businessDate: string, signal = new AbortController().signal): DailyJobContext & { done: number[] } => {
  const done: number[] = [];
  return {
    businessDate,
    signal,
    done,
    progress: async (n) => {
      done.push(n);
    },
  };
};

const affiliateBalance = (t: TestApp, id: number) =>
  t.services.ledger.balance({ member: id, wallet: 'affiliate', currency: 'THB' });

async function creditsOf(t: TestApp, date: string) {
  const rows = await t.services.db.execute(
    sql`SELECT key, amount FROM ledger_transfers WHERE key LIKE ${`affiliate:${date}:%`} ORDER BY key`,
  );
  return (rows as unknown as { rows: { key: string; amount: string | number }[] }).rows;
}

describe(`the daily affiliate commission on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let referrers: number[];
  let outsider: number;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ({ referrers, outsider } = await setUp(t));
    today = t.services.affiliate.today();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('is the job named affiliate that the scheduler runs', () => {
    expect(t.services.affiliateJob.name).toBe('affiliate');
  });

  it('run twice credits each referrer once, 1 % of their referred turnover', async () => {
    const first = await t.services.affiliateJob.run(ctxOf(today));
    expect(first).toEqual({ members: 4, credited: 3 });
    const again = await t.services.affiliateJob.run(ctxOf(today));
    expect(again).toEqual({ members: 4, credited: 0 });
    expect(await Promise.all(referrers.map((id) => affiliateBalance(t, id)))).toEqual([1_000, 2_000, 3_000]);
    // Without the affiliate privilege nothing is paid.
    expect(await affiliateBalance(t, outsider)).toBe(0);
    const credits = await creditsOf(t, today);
    expect(credits.map((c) => c.key)).toEqual(referrers.map((id) => `affiliate:${today}:${id}`).sort());
    const rows = await t.services.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.business_date, today));
    expect(rows).toHaveLength(3);
    expect(rows.find((r) => r.member_id === referrers[2])).toMatchObject({
      referred_members: 3,
      turnover: 300_000,
      net_loss: 300_000,
      amount: 3_000,
      basis: 'turnover',
    });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});

describe(`a run stopped half-way on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let referrers: number[];
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ({ referrers } = await setUp(t));
    today = t.services.affiliate.today();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('stopped half-way, then run again, credits each referrer exactly once', async () => {
    // The instance stops after the first referrer: the signal is aborted from inside the run.
    const controller = new AbortController();
    let reads = 0;
    const signal = new Proxy(controller.signal, {
      get(target, prop) {
        if (prop === 'aborted') return ++reads > 1;
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const partial = await t.services.affiliateJob.run(ctxOf(today, signal));
    expect(partial).toEqual({ members: 1, credited: 1 });
    expect(await affiliateBalance(t, referrers[0])).toBe(1_000);
    expect(await affiliateBalance(t, referrers[1])).toBe(0);

    // The rerun and a parallel one on another instance: the rest is paid once, the first referrer not again.
    const [a, b] = await Promise.all([
      t.services.affiliateJob.run(ctxOf(today)),
      t.services.affiliateJob.run(ctxOf(today)),
    ]);
    expect(a.credited + b.credited).toBe(2);
    expect(await Promise.all(referrers.map((id) => affiliateBalance(t, id)))).toEqual([1_000, 2_000, 3_000]);
    expect(await creditsOf(t, today)).toHaveLength(3);
    const rows = await t.services.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.business_date, today));
    expect(rows).toHaveLength(3);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});

describe(`runs started at once on ${testDatabaseKind()}`, () => {
  let t: TestApp;
  let referrers: number[];
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ({ referrers } = await setUp(t));
    today = t.services.affiliate.today();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('three runs of the same date at once credit each referrer once', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => t.services.affiliateJob.run(ctxOf(today))));
    expect(runs.reduce((s, r) => s + r.credited, 0)).toBe(3);
    expect(await Promise.all(referrers.map((id) => affiliateBalance(t, id)))).toEqual([1_000, 2_000, 3_000]);
    expect(await creditsOf(t, today)).toHaveLength(3);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });
});
