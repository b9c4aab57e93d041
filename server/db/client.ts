import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { applyRepeatable } from './repeatable-migrations.ts';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<
  PgQueryResultHKT,
  Record<string, never>,
  ExtractTablesWithRelations<Record<string, never>>
>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations in ./drizzle, then the database functions of server/db/functions that are new or changed. */
  migrate(): Promise<void>;
  /** The schema of Drizzle's record of migrations and of the functions' checksums. */
  migrationsSchema: string;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  /** In-memory PGlite only: start from this data directory tarball (PGlite's dumpDataDir) instead of initdb. */
  template?: Blob;
  dataDir?: string;
  /** PostgreSQL schema used as search_path (tests isolate themselves with one). */
  schema?: string;
  poolSize?: number;
}

/**
 * What PGlite needs for a commit to be durable, read from its code (0.5.x):
 * - It starts PostgreSQL with `-F` (fsync off) and `wal_sync_method=fdatasync`.
 * - Its Node file system is Emscripten's NODEFS: every write() goes straight to `fs.writeSync`, so nothing is held
 *   in JavaScript and a commit that returned is in the kernel's page cache (it survives `kill -9` of the process).
 *   `relaxedDurability` only matters for the browser file systems (it makes syncToFs asynchronous; NODEFS's syncToFs
 *   does nothing).
 * - But NODEFS has no fsync: Emscripten's fdatasync() is a no-op and fsync() calls `stream_ops.fsync`, which NODEFS
 *   lacks. So even with fsync on, nothing reaches the disk before an OS crash or power loss.
 * The fix: start without `-F`, sync the WAL with fsync(), and give NODEFS an fsync that calls `fs.fsyncSync` on
 * the real file. A commit then returns only after its WAL record is on disk, as on a stock PostgreSQL server.
 * Cost and proof: server/db/durability.test.ts (and docs/conventions.md § Database).
 */
export const PGLITE_DURABLE_OPTIONS = {
  relaxedDurability: false,
  startParams: [
    ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'synchronous_commit=on',
    '-c',
    'full_page_writes=on',
  ],
};

/** fsync() calls that reached the disk, by this process (the durability test reads it). */
export const pgliteFsyncStats = { calls: 0 };

interface EmscriptenStream {
  nfd?: number;
}
interface EmscriptenModule {
  NODEFS: { stream_ops: Record<string, unknown> };
  FS: { ErrnoError: new (errno: number) => Error };
}

/** Emscripten's NODEFS with a real fsync (WASI errno 29 = EIO on failure, which PostgreSQL treats as fatal). */
class DurableNodeFS extends NodeFS {
  async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((mod: EmscriptenModule) => {
      mod.NODEFS.stream_ops.fsync = (stream: EmscriptenStream) => {
        if (stream.nfd === undefined) return 0;
        try {
          fsyncSync(stream.nfd);
          pgliteFsyncStats.calls++;
          return 0;
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'EINVAL' || code === 'EROFS') return 0; // a file that cannot be synced (special files)
          throw new mod.FS.ErrnoError(29);
        }
      };
    });
    result.emscriptenOpts.preRun = preRun;
    return result;
  }
}

/** fsyncs every file and folder below dir: a data folder that initdb wrote without syncing. */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

function fsyncPath(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Opens PGlite on a folder of the disk with durable commits; `durable: false` gives PGlite's defaults. */
export async function openPglite(
  dataDir: string,
  options: { durable?: boolean; template?: Blob } = {},
): Promise<PGlite> {
  if (dataDir.startsWith('memory://'))
    return PGlite.create({ dataDir, ...(options.template ? { loadDataDir: options.template } : {}) });
  mkdirSync(dataDir, { recursive: true });
  if (options.durable === false) return PGlite.create({ dataDir });
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  const client = await PGlite.create({ fs: new DurableNodeFS(dataDir), ...PGLITE_DURABLE_OPTIONS });
  if (fresh) {
    // initdb's files were copied in without fsync: make the new cluster durable before the first commit.
    fsyncTree(dataDir);
    fsyncPath(path.dirname(path.resolve(dataDir)));
  }
  return client;
}

/** Thrown for a query on the database itself from inside one of its open transactions (see guardTransactions). */
export class QueryBesideTransactionError extends Error {
  constructor(method: string) {
    super(
      `PGlite: ${method}() on the database while one of its transactions is open in this call chain; it would wait for that transaction forever. Run it on the transaction, or before or after it.`,
    );
    this.name = 'QueryBesideTransactionError';
  }
}

/**
 * PGlite runs one transaction at a time: a query on the database (not on the transaction) waits until the open
 * transaction ends. Awaited from inside that transaction, it never ends — and with it every other request of the
 * process, which all queue behind it. On PostgreSQL the same code takes another connection and works, so the mistake
 * passes the tests there and hangs here. The client is wrapped so that such a call fails at once instead: the
 * transaction's call chain is marked (AsyncLocalStorage) while it is open, and `query`, `exec` and `transaction` of
 * the database refuse to run in a marked chain. Work started inside a transaction that runs after it has ended is not
 * refused (the mark is closed with the transaction).
 */
export function guardTransactions(client: PGlite): PGlite {
  const open = new AsyncLocalStorage<{ open: boolean }>();
  const refuseInside = (method: string) => {
    if (open.getStore()?.open) throw new QueryBesideTransactionError(method);
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  Object.assign(client, {
    query: async (...args: Parameters<PGlite['query']>) => {
      refuseInside('query');
      return query(...args);
    },
    exec: async (...args: Parameters<PGlite['exec']>) => {
      refuseInside('exec');
      return exec(...args);
    },
    transaction: async <T>(callback: (tx: Transaction) => Promise<T>) => {
      refuseInside('transaction');
      const mark = { open: true };
      try {
        return await open.run(mark, () => transaction(callback));
      } finally {
        mark.open = false;
      }
    },
  });
  return client;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // An idle connection the server ends (restart, terminate, a dropped database) is discarded and replaced on demand;
    // without a listener its error event would end the process.
    pool.on('error', () => {});
    if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const migrationsSchema = options.schema ?? 'drizzle';
    return {
      db,
      kind: 'postgres',
      migrationsSchema,
      async migrate() {
        await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema });
        await applyRepeatable(db, { schema: migrationsSchema });
      },
      close: () => pool.end(),
    };
  }
  const client = guardTransactions(await openPglite(options.dataDir ?? './data/pg', { template: options.template }));
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrationsSchema: 'drizzle',
    async migrate() {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
      await applyRepeatable(db, { schema: 'drizzle' });
    },
    close: () => client.close(),
  };
}
