import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the provider needs of a database: plain SQL with positional parameters and transactions. The host hands it a
 * handle (PGlite or PostgreSQL); the provider keeps to its own tables (prefix `dp_`), created by its own migrations,
 * so that every instance behind a load balancer sees the same sessions, fun balances, rounds and pending results.
 */
export type Row = Record<string, unknown>;

export interface ProviderSql {
  query(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements separated by semicolons, without parameters. */
  exec(text: string): Promise<void>;
}

export interface ProviderDatabase extends ProviderSql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: ProviderSql) => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** A lock number of the provider's own: instances starting together apply the migrations one after the other. */
const MIGRATION_LOCK = 0x64_70_6d_69; // "dpmi"

/**
 * Applies the SQL files of ./migrations (in name order) that `dp_migrations` does not list yet, each with its row in
 * one transaction, under an advisory lock. Returns the names applied.
 */
export async function migrate(db: ProviderDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS dp_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query('SELECT name FROM dp_migrations')).map((r) => String(r.name)));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(readFileSync(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO dp_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/** bigint columns arrive as strings (node-postgres) or numbers/bigints (PGlite): amounts here stay below 2^53. */
export function int(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

/** jsonb arrives parsed from both drivers; text JSON is parsed here. */
export function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
