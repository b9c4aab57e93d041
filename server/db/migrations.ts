import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client.ts';

export interface MigrationState {
  /** Migrations in ./drizzle, oldest first. */
  available: string[];
  /** Of those, the ones recorded as applied in the database. */
  applied: string[];
  /** Available but not applied (a deployment that has not migrated yet). */
  pending: string[];
  /** Applied rows that match no migration of this code (the database is newer than the code). */
  unknown: number;
  latest: string | null;
  upToDate: boolean;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function migrationJournal(dir = MIGRATIONS_DIR): Journal['entries'] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as Journal;
  return [...journal.entries].sort((a, b) => a.idx - b.idx);
}

/** Compares ./drizzle with drizzle's own record of applied migrations (drizzle.__drizzle_migrations). */
export async function migrationState(db: Db): Promise<MigrationState> {
  const entries = migrationJournal();
  let appliedAt: number[] = [];
  try {
    const result = (await db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { created_at: string | number }[];
    };
    appliedAt = result.rows.map((r) => Number(r.created_at));
  } catch {
    appliedAt = []; // never migrated: the table does not exist yet
  }
  const appliedSet = new Set(appliedAt);
  const applied = entries.filter((e) => appliedSet.has(e.when)).map((e) => e.tag);
  const pending = entries.filter((e) => !appliedSet.has(e.when)).map((e) => e.tag);
  const known = new Set(entries.map((e) => e.when));
  return {
    available: entries.map((e) => e.tag),
    applied,
    pending,
    unknown: appliedAt.filter((w) => !known.has(w)).length,
    latest: applied.at(-1) ?? null,
    upToDate: pending.length === 0,
  };
}
