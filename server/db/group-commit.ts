import { sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from './client.ts';
import { bindRawChannel, rawRows } from './raw-query.ts';
import { isRetryable, MAX_ATTEMPTS, withRetries } from './retry.ts';

/**
 * How units of work that write money reach the database.
 *
 * On PostgreSQL each transaction runs on a pooled connection and is repeated after a serialization failure, a
 * deadlock or a lost race for a unique key. On the embedded database (PGlite: one connection, and a commit's fsync
 * blocks its only thread) transactions are group committed: a batch waits one event-loop turn, so it holds the
 * transactions of every request already received (a statement on PGlite runs without yielding, so requests that
 * arrive meanwhile are read only then), runs them in one database transaction, takes before its commit those queued
 * while it ran (for at most `growMs`), and acknowledges them after that one commit: one WAL flush for all of them.
 * When one of them fails the batch rolls back and runs again with a savepoint around each, so only that one fails;
 * a retryable failure queues it again.
 */
export interface TransactionRunner {
  /** True on the embedded database: transactions share commits. */
  readonly groupCommit: boolean;
  /**
   * Runs `fn` in one database transaction, repeated after a retryable failure. `fn` may run more than once, must use
   * only `tx` (on the embedded database a query on the database object beside an open transaction waits for it),
   * must not open another transaction and must have no effect outside the database.
   */
  withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * A unit of work that writes with a single statement (a database function), durably: on the embedded database
   * through group commit, on PostgreSQL as one autocommitted statement; repeated after a retryable failure.
   */
  runAtomic<T>(fn: (ex: Executor) => Promise<T>): Promise<T>;
  /**
   * Told when a transaction committed (every transaction that `fn` ran in, once): what it created is now visible to
   * everyone. Returns a function that removes the listener.
   */
  onCommitted(listener: (tx: Tx) => void): () => void;
  /**
   * Told when one unit of work inside a group-committed transaction was rolled back to its savepoint: what it wrote
   * in `tx` is gone, the others' remains.
   */
  onRolledBack(listener: (tx: Tx) => void): () => void;
}

export interface TransactionRunnerOptions {
  groupCommit?: boolean;
  /** Most transactions committed together. */
  maxBatch?: number;
  /** How long a batch keeps taking transactions that arrive while it runs, in ms (0: none). */
  growMs?: number;
  maxAttempts?: number;
}

interface QueuedJob {
  fn: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
  attempts: number;
}

type Outcome = { job: QueuedJob; ok: boolean; value: unknown };

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export function createTransactionRunner(db: Db, options: TransactionRunnerOptions = {}): TransactionRunner {
  const groupCommit = !!options.groupCommit;
  const maxBatch = options.maxBatch ?? 32;
  const growMs = options.growMs ?? 2;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const committedListeners = new Set<(tx: Tx) => void>();
  const rolledBackListeners = new Set<(tx: Tx) => void>();
  const queue: QueuedJob[] = [];
  let draining = false;

  const committed = (tx: Tx) => {
    for (const l of committedListeners) l(tx);
  };

  /** Runs a batch in one transaction; with `savepoints`, a failing job rolls back alone, else the batch fails whole. */
  async function runBatch(batch: QueuedJob[], savepoints: boolean): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let ran: Tx | undefined;
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Tx;
      ran = tx;
      // The batch holds the embedded database's only connection until it commits: its jobs may use it directly.
      bindRawChannel(tx, (db as unknown as { $client?: unknown }).$client);
      const opened = performance.now();
      for (let i = 0; i < batch.length; i++) {
        const job = batch[i];
        if (!savepoints) {
          outcomes.push({ job, ok: true, value: await job.fn(tx) });
          if (i === batch.length - 1 && batch.length < maxBatch && performance.now() - opened < growMs) {
            // Before the commit, the requests that arrived while these ran join the batch (it stays open for at most
            // growMs, so other users of the connection do not wait long).
            await nextTurn();
            batch.push(...queue.splice(0, maxBatch - batch.length));
          }
          continue;
        }
        await rawRows(tx, sql`SAVEPOINT group_commit_job`);
        try {
          const value = await job.fn(tx);
          await rawRows(tx, sql`RELEASE SAVEPOINT group_commit_job`);
          outcomes.push({ job, ok: true, value });
        } catch (err) {
          await rawRows(tx, sql`ROLLBACK TO SAVEPOINT group_commit_job`);
          await rawRows(tx, sql`RELEASE SAVEPOINT group_commit_job`);
          for (const l of rolledBackListeners) l(tx);
          outcomes.push({ job, ok: false, value: err });
        }
      }
    });
    committed(ran!);
    return outcomes;
  }

  async function drain(): Promise<void> {
    draining = true;
    try {
      // A transaction on the embedded database runs without yielding to the event loop, so the requests that arrived
      // meanwhile are still unread: let this turn's I/O queue its transactions first, then commit them together.
      await nextTurn();
      while (queue.length) {
        const batch = queue.splice(0, maxBatch);
        let outcomes: Outcome[];
        try {
          // Most batches have no failing job: run them without savepoints. When one fails, the whole batch rolls
          // back and runs again with a savepoint around every job, so that only the failing one fails.
          outcomes = await runBatch(batch, false).catch((err: unknown) =>
            batch.length === 1 ? [{ job: batch[0], ok: false, value: err }] : runBatch(batch, true),
          );
        } catch (err) {
          // The commit itself failed: nothing of the batch is durable, so every transaction of it fails.
          for (const job of batch) job.reject(err);
          continue;
        }
        for (const { job, ok, value } of outcomes) {
          if (ok) job.resolve(value);
          else if (isRetryable(value) && ++job.attempts < maxAttempts) queue.push(job);
          else job.reject(value);
        }
      }
    } finally {
      draining = false;
    }
  }

  async function withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (groupCommit) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ fn, resolve: resolve as (v: unknown) => void, reject, attempts: 0 });
        if (!draining) void drain();
      });
    }
    return withRetries(
      async () => {
        let ran: Tx | undefined;
        const value = await db.transaction((tx) => fn((ran = tx as unknown as Tx)));
        committed(ran!);
        return value;
      },
      { maxAttempts },
    );
  }

  async function runAtomic<T>(fn: (ex: Executor) => Promise<T>): Promise<T> {
    if (groupCommit) return withTransaction(fn);
    return withRetries(() => fn(db), { maxAttempts });
  }

  return {
    groupCommit,
    withTransaction,
    runAtomic,
    onCommitted(listener) {
      committedListeners.add(listener);
      return () => committedListeners.delete(listener);
    },
    onRolledBack(listener) {
      rolledBackListeners.add(listener);
      return () => rolledBackListeners.delete(listener);
    },
  };
}
