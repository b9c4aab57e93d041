import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing.ts';
import type { Database } from './client.ts';
import {
  createDatabaseUpkeep,
  DEFAULT_THRESHOLDS,
  planUpkeep,
  relationStats,
  upkeepCommand,
  XID_WRAPAROUND,
  type RelationStats,
} from './upkeep.ts';

const table = (over: Partial<RelationStats>): RelationStats => ({
  relation: 'public.t',
  rows: 10_000,
  deadRows: 0,
  insertedSinceVacuum: 0,
  modifiedSinceAnalyze: 0,
  xidAge: 1_000,
  ...over,
});

describe("the upkeep plan (autovacuum's rules)", () => {
  it('vacuums past the dead-row or insert threshold, analyzes past the change threshold, and leaves quiet tables alone', () => {
    // 10,000 rows: dead rows > 50 + 0.2 × 10,000 = 2,050; inserts > 1,000 + 2,000 = 3,000; changes > 50 + 1,000 = 1,050.
    expect(planUpkeep([table({ deadRows: 2_050, insertedSinceVacuum: 3_000, modifiedSinceAnalyze: 1_050 })])).toEqual(
      [],
    );
    expect(planUpkeep([table({ deadRows: 2_051 })])).toEqual([
      { relation: 'public.t', vacuum: true, analyze: false, freeze: false, reasons: ['2051 dead rows > 2050'] },
    ]);
    expect(planUpkeep([table({ insertedSinceVacuum: 3_001 })])[0]).toMatchObject({ vacuum: true, analyze: false });
    expect(planUpkeep([table({ modifiedSinceAnalyze: 1_051 })])[0]).toMatchObject({ vacuum: false, analyze: true });
    // A table never analyzed (reltuples −1) counts as empty: its first changes pass the base thresholds.
    expect(planUpkeep([table({ rows: -1, modifiedSinceAnalyze: 51, insertedSinceVacuum: 1_001 })])[0]).toMatchObject({
      vacuum: true,
      analyze: true,
    });
  });

  it('freezes a table whose oldest transaction id passes the freeze age, the oldest first, before the others', () => {
    const plan = planUpkeep([
      table({ relation: 'public.busy', deadRows: 50_000 }),
      table({ relation: 'pg_catalog.pg_class', xidAge: DEFAULT_THRESHOLDS.freezeAge + 10 }),
      table({ relation: 'public.old', xidAge: DEFAULT_THRESHOLDS.freezeAge + 500 }),
      table({ relation: 'public.young', xidAge: DEFAULT_THRESHOLDS.freezeAge }),
    ]);
    expect(plan.map((s) => [s.relation, s.freeze])).toEqual([
      ['public.old', true],
      ['pg_catalog.pg_class', true],
      ['public.busy', false],
    ]);
    expect(plan.map(upkeepCommand)).toEqual([
      'VACUUM (FREEZE) public.old',
      'VACUUM (FREEZE) pg_catalog.pg_class',
      'VACUUM public.busy',
    ]);
    expect(upkeepCommand({ relation: 'public.x', vacuum: true, analyze: true, freeze: true, reasons: [] })).toBe(
      'VACUUM (FREEZE, ANALYZE) public.x',
    );
    expect(upkeepCommand({ relation: 'public.x', vacuum: false, analyze: true, freeze: false, reasons: [] })).toBe(
      'ANALYZE public.x',
    );
  });
});

describe(`the upkeep on ${testDatabaseKind()}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`CREATE TABLE upkeep_test (id integer PRIMARY KEY, v integer NOT NULL)`);
  });
  afterAll(async () => {
    await database?.close();
  });

  const stat = async (name: string) => (await relationStats(database.db)).find((s) => s.relation === `public.${name}`)!;

  it.runIf(testDatabaseKind() === 'pglite')(
    'vacuums and analyzes the tables that need it, and then leaves them alone',
    async () => {
      await database.db.execute(sql`INSERT INTO upkeep_test SELECT g, 0 FROM generate_series(1, 5000) g`);
      await database.db.execute(sql`UPDATE upkeep_test SET v = v + 1`);
      expect(await stat('upkeep_test')).toMatchObject({ deadRows: 5_000, modifiedSinceAnalyze: 10_000 });
      const upkeep = createDatabaseUpkeep(database);
      expect(upkeep.vacuums).toBe(true);
      const report = await upkeep.runOnce();
      expect(report.steps.map((s) => s.command)).toContain('VACUUM (ANALYZE) public.upkeep_test');
      expect(await stat('upkeep_test')).toMatchObject({ rows: 5_000, deadRows: 0, modifiedSinceAnalyze: 0 });
      const again = await upkeep.runOnce();
      expect(again.steps.map((s) => s.command).filter((c) => c.includes('upkeep_test'))).toEqual([]);
      expect(upkeep.last()).toBe(again);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    "freezes every table past the freeze age, so the database's transaction-id age comes down",
    async () => {
      // Transactions that take an id, as writes do.
      for (let i = 0; i < 200; i++)
        await database.db.execute(sql`UPDATE upkeep_test SET v = v + 1 WHERE id = ${i + 1}`);
      const upkeep = createDatabaseUpkeep(database, { thresholds: { freezeAge: 100 } });
      const before = await upkeep.transactionIdAge();
      expect(before.age).toBeGreaterThan(200);
      const report = await upkeep.runOnce();
      expect(
        report.steps.some((s) => s.command.startsWith('VACUUM (FREEZE') && s.command.includes('pg_catalog.')),
      ).toBe(true);
      expect(report.after.age).toBeLessThanOrEqual(100);
      expect(report.after.age).toBeLessThan(before.age);
      expect(report.longestStepMs).toBeGreaterThanOrEqual(0);
    },
  );

  it('reports the transaction-id age; on PostgreSQL it leaves vacuuming to autovacuum', async () => {
    const upkeep = createDatabaseUpkeep(database);
    const age = await upkeep.transactionIdAge();
    expect(age).toMatchObject({ wraparoundAt: XID_WRAPAROUND, freezeAge: DEFAULT_THRESHOLDS.freezeAge });
    expect(age.age).toBeGreaterThanOrEqual(0);
    expect(age.oldest.age).toBeGreaterThanOrEqual(age.age);
    if (testDatabaseKind() === 'postgres') {
      expect(upkeep.vacuums).toBe(false);
      expect((await upkeep.runOnce({ everything: true })).steps).toEqual([]);
    }
  });

  it('runs on its schedule, one run at a time, until stopped', async () => {
    const upkeep = createDatabaseUpkeep(database, { schedule: '* * * * * *' });
    expect(upkeep.nextRun()).toBeNull();
    upkeep.start();
    const next = upkeep.nextRun()!;
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(1_000);
    const deadline = Date.now() + 5_000;
    while (!upkeep.last() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    upkeep.stop();
    expect(upkeep.last()).not.toBeNull();
    expect(upkeep.nextRun()).toBeNull();
    // Runs asked for while one is under way join it.
    const [a, b] = [upkeep.runOnce(), upkeep.runOnce()];
    expect(a).toBe(b);
    await a;
  });
});
