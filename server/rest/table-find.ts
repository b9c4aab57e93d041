import { and, asc, count, getTableColumns, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { orderFor, whereFor, type ParsedQuery } from './query.ts';
import type { Page } from './service.ts';

type AnyRow = Record<string, unknown>;

export interface TableFindOptions {
  /** A condition every request's filters are added to (active rows, showing now). */
  base?: () => SQL | undefined;
  /** The table's display order, after the request's own sort. */
  order: PgColumn[];
  project: (row: never) => unknown;
}

/** A find over a table: the request's filters on top of `base`, its sort before the table's display order. */
export function tableFind(services: { db: Db }, table: PgTable, options: TableFindOptions) {
  const columns = getTableColumns(table) as unknown as Record<string, Column>;
  return async (q: ParsedQuery, extraWhere?: SQL): Promise<Page> => {
    const where = and(options.base?.(), whereFor(columns, q), extraWhere);
    const db = services.db;
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    let rows: AnyRow[] = [];
    if (q.limit > 0 && total > q.skip) {
      const order = [...orderFor(columns, q.sort), ...options.order.map((c) => asc(c)), asc(columns.id as never)];
      rows = (await db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.skip)) as AnyRow[];
    }
    return { total, limit: q.limit, skip: q.skip, data: rows.map((r) => options.project(r as never)) };
  };
}
