import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../testing.ts';
import { QueryBesideTransactionError, type Database } from './client.ts';
import { rawRows } from './raw-query.ts';

const one = async (db: Database['db']) => (await rawRows(db, sql`SELECT 1 AS one`))[0]?.one;

describe.skipIf(testDatabaseKind() !== 'pglite')('a query beside an open transaction (PGlite)', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('fails at once instead of waiting for the transaction forever, and the database goes on', async () => {
    const { db } = database;
    const started = Date.now();
    await expect(db.transaction(async () => one(db))).rejects.toBeInstanceOf(QueryBesideTransactionError);
    // Drizzle reports the driver's error as the cause of its own.
    await expect(db.transaction(async () => db.execute(sql`SELECT 1`))).rejects.toMatchObject({
      cause: expect.any(QueryBesideTransactionError),
    });
    await expect(db.transaction(async () => db.transaction(async () => 1))).rejects.toBeInstanceOf(
      QueryBesideTransactionError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await one(db)).toBe(1);
  });

  it('runs what the transaction asks of itself, and what it started once it has ended', async () => {
    const { db } = database;
    let later: Promise<unknown> | undefined;
    const inside = await db.transaction(async (tx) => {
      const row = (await tx.execute(sql`SELECT 2 AS two`)) as unknown as { rows: { two: number }[] };
      // Work handed on from inside the transaction that waits for it to end runs normally afterwards.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => one(db));
      return row.rows[0]?.two;
    });
    expect(inside).toBe(2);
    expect(await later).toBe(1);
    // Two transactions of separate call chains still queue one after the other.
    const both = await Promise.all([db.transaction(async () => 'a'), db.transaction(async () => 'b')]);
    expect(both).toEqual(['a', 'b']);
  });
});
