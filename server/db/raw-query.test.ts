import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '../testing.ts';
import type { Database, Tx } from './client.ts';
import { bindRawChannel, type DatabaseWireError, preparedRows, preparedStatement, rawRows } from './raw-query.ts';
import { createLedgerService } from '../../app/features/ledger/ledger.service.server.ts';

const ECHO = preparedStatement(
  'raw_query_test_echo',
  `
  SELECT $1::text AS t, $2::bigint AS b, $3::boolean AS f, $4::timestamptz AS at, $5::text AS n, $6::integer + 1 AS i`,
);
const INSERT = preparedStatement(
  'raw_query_test_insert',
  'INSERT INTO raw_query_test (k, v) VALUES ($1::text, $2::integer) RETURNING id, v',
);

describe(`prepared statements (${testDatabaseKind()})`, () => {
  let database: Database;
  const pglite = () => (database.db as unknown as { $client: unknown }).$client;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`CREATE TABLE raw_query_test (id serial PRIMARY KEY, k text NOT NULL UNIQUE, v integer NOT NULL CHECK (v >= 0))`,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  /** A transaction as the ledger's group commit runs it: on PGlite its statements go straight to the connection. */
  function inBoundTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return database.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Tx;
      if (database.kind === 'pglite') bindRawChannel(tx, pglite());
      return fn(tx);
    });
  }

  it('sends parameters and reads columns in text form, the same on every path', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const params = ['ไทย "quoted" \\ émoji 🎰', 9_007_199_254_740_991, true, at, null, 41];
    const direct = await preparedRows(database.db, ECHO, params);
    const bound = await inBoundTransaction((tx) => preparedRows(tx, ECHO, params));
    const again = await inBoundTransaction((tx) => preparedRows(tx, ECHO, params));
    for (const rows of [direct, bound, again]) {
      expect(rows).toHaveLength(1);
      const [t, b, f, ts, n, i] = rows[0];
      expect(t).toBe(params[0]);
      expect(b).toBe('9007199254740991');
      expect(f).toBe('t');
      expect(new Date(ts!).getTime()).toBe(at.getTime());
      expect(n).toBeNull();
      expect(i).toBe('42');
    }
  });

  it('throws database errors with their SQLSTATE and constraint, and the transaction rolls back whole', async () => {
    const err = await inBoundTransaction(async (tx) => {
      await preparedRows(tx, INSERT, ['a', 1]);
      await preparedRows(tx, INSERT, ['a', 2]);
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as DatabaseWireError).code).toBe('23505');
    expect((err as DatabaseWireError).constraint).toBe('raw_query_test_k_key');
    expect(await rawRows(database.db, sql`SELECT count(*)::int AS n FROM raw_query_test`)).toEqual([{ n: 0 }]);

    const check = await inBoundTransaction((tx) => preparedRows(tx, INSERT, ['b', -1])).catch((e: unknown) => e);
    expect((check as DatabaseWireError).code).toBe('23514');
  });

  it('keeps working after an error: a savepoint rolls back one statement and the rest commits', async () => {
    const rows = await inBoundTransaction(async (tx) => {
      await preparedRows(tx, INSERT, ['c', 1]);
      await rawRows(tx, sql`SAVEPOINT s`);
      const err = await preparedRows(tx, INSERT, ['c', 2]).catch((e: unknown) => e);
      expect((err as DatabaseWireError).code).toBe('23505');
      await rawRows(tx, sql`ROLLBACK TO SAVEPOINT s`);
      return preparedRows(tx, INSERT, ['d', 3]);
    });
    expect(rows[0][1]).toBe('3');
    expect(await rawRows(database.db, sql`SELECT k FROM raw_query_test ORDER BY k`)).toEqual([{ k: 'c' }, { k: 'd' }]);
  });

  it.runIf(testDatabaseKind() === 'pglite')(
    "outside a transaction, waits for another caller's open transaction instead of running inside it",
    async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let inserted!: () => void;
      const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
      const open = database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO raw_query_test (k, v) VALUES ('held', 1)`);
        inserted();
        await held;
        throw new Error('rolled back');
      });
      await insertedYet;
      // Sent while the transaction is open: if it ran on the connection now it would see the uncommitted row.
      const count = preparedRows(
        database.db,
        preparedStatement('raw_query_test_count', `SELECT count(*) FROM raw_query_test WHERE k = 'held'`),
        [],
      );
      await new Promise((r) => setTimeout(r, 20));
      release();
      await expect(open).rejects.toThrow('rolled back');
      expect(await count).toEqual([['0']]);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'outside a transaction, keeps the statement on the connection and prepares it again once it is gone',
    async () => {
      const ECHO_ONE = preparedStatement('raw_query_test_one', 'SELECT $1::integer * 2');
      expect(await preparedRows(database.db, ECHO_ONE, [21])).toEqual([['42']]);
      const kept = await rawRows(
        database.db,
        sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = ${ECHO_ONE.name}`,
      );
      expect(kept).toEqual([{ n: 1 }]);
      await database.db.execute(sql.raw(`DEALLOCATE ${ECHO_ONE.name}`));
      expect(await preparedRows(database.db, ECHO_ONE, [5])).toEqual([['10']]);
    },
  );

  it.runIf(testDatabaseKind() === 'pglite')(
    'prepares the statement again when the connection no longer has it',
    async () => {
      await inBoundTransaction((tx) => preparedRows(tx, INSERT, ['e', 5]));
      await database.db.execute(sql.raw(`DEALLOCATE ${INSERT.name}`));
      // The first attempt fails with 26000 (retryable for the ledger's transactions), the next one prepares it again.
      const gone = await inBoundTransaction((tx) => preparedRows(tx, INSERT, ['f', 6])).catch((e: unknown) => e);
      expect((gone as DatabaseWireError).code).toBe('26000');
      const rows = await inBoundTransaction((tx) => preparedRows(tx, INSERT, ['f', 6]));
      expect(rows[0][1]).toBe('6');

      // Through the ledger's group commit the lost statement costs a retry, not a failure.
      const ledger = createLedgerService(database.db, { groupCommit: true });
      await ledger.runAtomic((ex) => preparedRows(ex, INSERT, ['g', 7]));
      await database.db.execute(sql.raw(`DEALLOCATE ${INSERT.name}`));
      const retried = await ledger.runAtomic((ex) => preparedRows(ex, INSERT, ['h', 8]));
      expect(retried[0][1]).toBe('8');
    },
  );
});
