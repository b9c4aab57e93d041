import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/** Anything a query can run on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations in ./drizzle. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema used as search_path (tests isolate themselves with one). */
  schema?: string;
  poolSize?: number;
}

/**
 * PGlite starts PostgreSQL with fsync off and its Node file system flushes lazily, so a commit is not durable
 * by default. These settings make every acknowledged commit survive `kill -9` (see server/db/durability.test.ts).
 */
export const PGLITE_DURABLE_OPTIONS = {
  relaxedDurability: false,
} as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const db = drizzlePg({ client: pool }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: options.schema ?? 'drizzle' }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? './data/pg';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, ...PGLITE_DURABLE_OPTIONS });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
