import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { pgErrorOf } from './retry.ts';

/**
 * The database functions (the wallet's SQL): one file each in server/db/functions, `<function name>.sql`, holding one
 * `CREATE OR REPLACE FUNCTION <function name>(…)` statement. They are applied after the Drizzle migrations as
 * repeatable migrations, like Flyway's `R__` scripts: a table records each file's name and checksum, and a file runs
 * again whenever its checksum changes. A fix to a function is a diff of its file, not a new migration with a copy of
 * the whole function.
 *
 * A file that changes a function's parameters or results replaces it too: when PostgreSQL refuses to replace it in
 * place (42P13: another return type, renamed parameters, removed defaults) the function is dropped and created again,
 * and any other overload of the name left from an earlier version is dropped, so the file is the function's only form.
 */
export const FUNCTIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** Where the applied checksums are kept: beside Drizzle's own record of migrations. */
export const REPEATABLE_TABLE = '__repeatable_migrations';

export interface RepeatableFile {
  /** The function's name: the file name without `.sql`. */
  name: string;
  sql: string;
  /** SHA-256 of the file's bytes, hex. */
  checksum: string;
}

export interface RepeatableState {
  /** Function files of this code, by name. */
  available: string[];
  /** Files whose current checksum is recorded as applied. */
  applied: string[];
  /** Files never applied or changed since (applied by the next migrate). */
  pending: string[];
  upToDate: boolean;
}

const NAME_RE = /^[a-z_][a-z0-9_]{0,62}$/;

export function repeatableFiles(dir = FUNCTIONS_DIR): RepeatableFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -4);
      if (!NAME_RE.test(name))
        throw new Error(`${file}: a function file is named after its function (lower case, digits, _)`);
      const bytes = readFileSync(path.join(dir, file));
      return { name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    });
}

type Row = Record<string, unknown>;
const rowsOf = (res: unknown): Row[] => (res as { rows: Row[] }).rows;

const table = (schema: string) => sql`${sql.identifier(schema)}.${sql.identifier(REPEATABLE_TABLE)}`;

async function recorded(ex: Db | Tx, schema: string): Promise<Map<string, string>> {
  try {
    const res = await ex.execute(sql`SELECT name, checksum FROM ${table(schema)}`);
    return new Map(rowsOf(res).map((r) => [String(r.name), String(r.checksum)]));
  } catch (err) {
    if (pgErrorOf(err)?.code === '42P01') return new Map(); // never applied: the table does not exist yet
    throw err;
  }
}

/** Which function files are applied in their current version. */
export async function repeatableState(
  db: Db,
  options: { schema?: string; dir?: string } = {},
): Promise<RepeatableState> {
  const files = repeatableFiles(options.dir);
  const done = await recorded(db, options.schema ?? 'drizzle');
  const applied = files.filter((f) => done.get(f.name) === f.checksum).map((f) => f.name);
  const pending = files.filter((f) => done.get(f.name) !== f.checksum).map((f) => f.name);
  return { available: files.map((f) => f.name), applied, pending, upToDate: pending.length === 0 };
}

/** The overloads of a function name in the schema functions are created in, with the version of their catalog row. */
async function overloads(tx: Tx, name: string): Promise<{ signature: string; version: string }[]> {
  const res = await tx.execute(sql`
    SELECT p.oid::regprocedure::text AS signature, p.oid::text || ':' || p.xmin::text || ':' || p.ctid::text AS version
    FROM pg_proc p WHERE p.proname = ${name} AND p.pronamespace = current_schema()::regnamespace`);
  return rowsOf(res).map((r) => ({ signature: String(r.signature), version: String(r.version) }));
}

async function drop(tx: Tx, signatures: string[]): Promise<void> {
  // RESTRICT: a function something depends on (a trigger) is never dropped behind its back.
  for (const signature of signatures) await tx.execute(sql.raw(`DROP FUNCTION ${signature} RESTRICT`));
}

/**
 * Applies every function file that is new or changed, in one transaction (all of them or none), in file name order.
 * On PostgreSQL an advisory lock makes instances that start together apply them one after the other.
 * Returns the names applied.
 */
export async function applyRepeatable(db: Db, options: { schema?: string; dir?: string } = {}): Promise<string[]> {
  const schema = options.schema ?? 'drizzle';
  const files = repeatableFiles(options.dir);
  // Nothing to do (the usual start): no transaction, no lock.
  const before = await recorded(db, schema);
  if (files.every((f) => before.get(f.name) === f.checksum)) return [];
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Tx;
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('casino:repeatable-migrations'))`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS ${sql.identifier(schema)}`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS ${table(schema)} (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = await recorded(tx, schema);
    const applied: string[] = [];
    for (const file of files) {
      if (done.get(file.name) === file.checksum) continue;
      const before = new Set((await overloads(tx, file.name)).map((o) => o.version));
      await tx.execute(sql`SAVEPOINT repeatable_file`);
      try {
        await tx.execute(sql.raw(file.sql));
        await tx.execute(sql`RELEASE SAVEPOINT repeatable_file`);
      } catch (err) {
        await tx.execute(sql`ROLLBACK TO SAVEPOINT repeatable_file`);
        if (pgErrorOf(err)?.code !== '42P13') throw withFile(err, file.name);
        // Not replaceable in place (other results, renamed parameters, removed defaults): drop, then create.
        await drop(
          tx,
          (await overloads(tx, file.name)).map((o) => o.signature),
        );
        before.clear();
        try {
          await tx.execute(sql.raw(file.sql));
        } catch (again) {
          throw withFile(again, file.name);
        }
      }
      // The file's function is the row it created or rewrote; any other overload of the name is an older version.
      const after = await overloads(tx, file.name);
      const written = after.filter((o) => !before.has(o.version));
      if (!written.length)
        throw new Error(`server/db/functions/${file.name}.sql does not create or replace the function ${file.name}`);
      await drop(
        tx,
        after.filter((o) => before.has(o.version)).map((o) => o.signature),
      );
      await tx.execute(sql`
        INSERT INTO ${table(schema)} (name, checksum) VALUES (${file.name}, ${file.checksum})
        ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`);
      applied.push(file.name);
    }
    return applied;
  });
}

/** The database's own message (Drizzle wraps it in 'Failed query: …'), prefixed with the file. */
function withFile(err: unknown, name: string): Error {
  let cause = err as { message?: unknown; cause?: unknown } | undefined;
  while (cause?.cause && typeof (cause as { code?: unknown }).code !== 'string') cause = cause.cause as typeof cause;
  const message = typeof cause?.message === 'string' ? cause.message : String(err);
  return new Error(`server/db/functions/${name}.sql: ${message}`, { cause: err });
}
