import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../testing.ts';
import type { Database, Executor, Tx } from './client.ts';
import { createTransactionRunner } from './group-commit.ts';
import { rawRows } from './raw-query.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`CREATE TABLE group_commit_test (k text PRIMARY KEY, v integer NOT NULL)`);
});
afterAll(async () => {
  await database?.close();
});

const txid = async (ex: Executor) => String((await rawRows(ex, sql`SELECT txid_current()::text AS id`))[0].id);
const put = (ex: Executor, k: string, v: number) =>
  rawRows(ex, sql`INSERT INTO group_commit_test (k, v) VALUES (${k}, ${v})`);
async function keys(prefix: string): Promise<string[]> {
  return (await rawRows(database.db, sql`SELECT k FROM group_commit_test WHERE k LIKE ${`${prefix}%`} ORDER BY k`)).map(
    (r) => String(r.k),
  );
}
const serializationFailure = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe(`transaction runner on ${testDatabaseKind()}`, () => {
  it('group commit: transactions queued in one turn share one database transaction and its commit', async () => {
    const runner = createTransactionRunner(database.db, { groupCommit: true });
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runner.withTransaction(async (tx) => {
          await put(tx, `a${i}`, i);
          return txid(tx);
        }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await keys('a')).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('group commit: a batch takes the transactions queued while it runs, within its time limit', async () => {
    for (const growMs of [60_000, 0]) {
      const runner = createTransactionRunner(database.db, { groupCommit: true, growMs });
      let late: Promise<string> | undefined;
      const first = await runner.withTransaction(async (tx) => {
        // Queued while this batch runs, as a request read while the database was busy would be.
        late ??= runner.withTransaction((tx2) => txid(tx2));
        return txid(tx);
      });
      if (growMs > 0) expect(await late!).toBe(first);
      else expect(await late!).not.toBe(first);
    }
  });

  it('group commit: a failing transaction rolls back alone, a retryable one runs again, listeners hear both', async () => {
    const runner = createTransactionRunner(database.db, { groupCommit: true });
    const committed = new Set<Tx>();
    let rolledBack = 0;
    runner.onCommitted((tx) => committed.add(tx));
    runner.onRolledBack(() => rolledBack++);
    let flaky = 0;
    const outcomes = await Promise.allSettled([
      runner.withTransaction((tx) => put(tx, 'b1', 1)),
      runner.withTransaction(async (tx) => {
        await put(tx, 'b2', 2);
        throw new Error('gives up after writing');
      }),
      runner.withTransaction(async (tx) => {
        await put(tx, `b3-${++flaky}`, 3);
        if (flaky === 1) throw serializationFailure();
      }),
      runner.runAtomic((ex) => put(ex, 'b4', 4)),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(await keys('b')).toEqual(['b1', 'b3-2', 'b4']);
    expect(flaky).toBe(2);
    expect(rolledBack).toBe(2);
    expect(committed.size).toBeGreaterThanOrEqual(1);
  });

  it('without group commit: each transaction on its own, repeated after a retryable failure, not after others', async () => {
    const runner = createTransactionRunner(database.db, { groupCommit: false });
    const committed: Tx[] = [];
    runner.onCommitted((tx) => committed.push(tx));
    const ids = await Promise.all(
      [1, 2].map((i) =>
        runner.withTransaction(async (tx) => {
          await put(tx, `c${i}`, i);
          return txid(tx);
        }),
      ),
    );
    expect(ids[0]).not.toBe(ids[1]);
    expect(committed).toHaveLength(2);
    let attempts = 0;
    expect(
      await runner.withTransaction(async (tx) => {
        await put(tx, `d${++attempts}`, attempts);
        if (attempts < 3) throw serializationFailure();
        return attempts;
      }),
    ).toBe(3);
    expect(await keys('d')).toEqual(['d3']);
    let atomic = 0;
    await expect(
      runner.runAtomic(async () => {
        atomic++;
        throw new Error('not retryable');
      }),
    ).rejects.toThrow('not retryable');
    expect(atomic).toBe(1);
  });
});
