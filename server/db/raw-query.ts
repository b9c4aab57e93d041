import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const dialect = new PgDialect();

export type RawRow = Record<string, unknown>;

/**
 * Runs a raw SQL statement on the driver behind a Drizzle database or transaction and returns its rows, with the
 * driver's own type parsing: bigint arrives as a string (node-postgres) or a number or bigint (PGlite), json as
 * objects, timestamps as Date. For hot paths: Drizzle's per-query type parsers cost more than the statement itself
 * on PGlite. Falls back to `execute` when the driver client cannot be reached.
 */
export async function rawRows(ex: Executor, query: SQL): Promise<RawRow[]> {
  const client = (ex as unknown as { session?: { client?: { query?: unknown } } }).session?.client;
  if (client && typeof client.query === 'function') {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const res = (await (client.query as (text: string, params: unknown[]) => Promise<{ rows: RawRow[] }>).call(client, text, params));
    return res.rows;
  }
  return ((await ex.execute(query)) as unknown as { rows: RawRow[] }).rows;
}
