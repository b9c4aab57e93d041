import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the gateway needs of a database: plain SQL with positional parameters and transactions. The host hands it a
 * handle (on PGlite or PostgreSQL); the gateway keeps to its own tables (prefix `gw_`), created by its own migrations.
 */
export type Row = Record<string, unknown>;

export interface GatewaySql {
  query(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements separated by semicolons, without parameters. */
  exec(text: string): Promise<void>;
}

export interface GatewayDatabase extends GatewaySql {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: GatewaySql) => Promise<T>): Promise<T>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/** A lock number of the gateway's own: instances starting together apply the migrations one after the other. */
const MIGRATION_LOCK = 0x67_77_6d_69; // "gwmi"

/**
 * Applies the SQL files of ./migrations (in name order) that `gw_migrations` does not list yet, each with its row in
 * one transaction, under an advisory lock so that instances starting together do not race. Returns the names applied.
 */
export async function migrate(db: GatewayDatabase, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS gw_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query('SELECT name FROM gw_migrations')).map((r) => String(r.name)));
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(readFileSync(path.join(dir, name), 'utf8'));
      await tx.query('INSERT INTO gw_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}

/** bigint columns arrive as strings (node-postgres) or numbers/bigints (PGlite): amounts here stay below 2^53. */
export function int(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function intOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : int(value);
}

export function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}
