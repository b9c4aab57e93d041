import qs from 'qs';
import { z } from 'zod';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
  type Column,
} from 'drizzle-orm';
import { AppError } from '../errors.ts';

/** Types a query field may have. `number` is an integer column (PostgreSQL `integer`). */
export type FieldType = 'number' | 'string' | 'boolean' | 'date';

const MAX_IN = 100;
const MAX_OR = 10;
/** The range of a PostgreSQL `integer`: a filter outside it cannot match and would fail in the database. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;
/** Dates a filter may name: what a person could mean (and PostgreSQL and JavaScript both represent exactly). */
export const DATE_MIN = Date.UTC(1900, 0, 1);
export const DATE_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Control characters (NUL cannot be stored in PostgreSQL text at all) and unpaired surrogates (not UTF-8). */
const CONTROL_RE = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE_RE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is well-formed Unicode (can be encoded as UTF-8): no unpaired surrogate. */
export function isWellFormed(value: string): boolean {
  return !LONE_SURROGATE_RE.test(value);
}

export function isCleanText(value: string): boolean {
  return !CONTROL_RE.test(value) && isWellFormed(value);
}

/** A string of a query or of a body: no control characters, well-formed Unicode. */
export const cleanText = (max: number) => z.string().max(max).refine(isCleanText, 'INVALID_TEXT');

function scalar(type: FieldType): z.ZodType {
  switch (type) {
    case 'number':
      return z
        .union([
          z.number(),
          z
            .string()
            .trim()
            .regex(/^-?\d{1,10}$/)
            .transform(Number),
        ])
        .pipe(z.number().int().min(INT_MIN).max(INT_MAX));
    case 'boolean':
      return z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
    case 'date':
      return z
        .union([z.iso.datetime({ offset: true }), z.iso.date()])
        .transform((v) => new Date(v))
        .refine((d) => d.getTime() >= DATE_MIN && d.getTime() <= DATE_MAX, 'INVALID_DATE');
    case 'string':
      return z.union([cleanText(200), z.number().transform(String)]);
  }
}

function fieldFilter(type: FieldType): z.ZodType {
  const s = scalar(type);
  const list = z.preprocess(
    (v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z.array(s).max(MAX_IN),
  );
  return z.union([
    s,
    z.strictObject({
      $in: list.optional(),
      $nin: list.optional(),
      $lt: s.optional(),
      $lte: s.optional(),
      $gt: s.optional(),
      $gte: s.optional(),
      $ne: s.optional(),
    }),
  ]);
}

/** Set on a parsed query string that cannot be used: the API answers it with a 400 before any handler runs. */
export const QUERY_ERROR: unique symbol = Symbol('query-error');
export type RawQuery = Record<string, unknown> & { [QUERY_ERROR]?: string };

const QS_OPTIONS = {
  depth: 4,
  strictDepth: true,
  arrayLimit: 100,
  parameterLimit: 200,
  throwOnLimitExceeded: true,
  allowPrototypes: false,
} as const;

/** The first text in a parsed query (key or value) that is not clean, if any. */
function dirtyText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isCleanText(value) ? null : value;
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key)) return key;
    const found = dirtyText(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The query string parser of the whole server (Feathers' nested syntax through qs). It never throws: a query over
 * the limits (parameters, nesting) or with control characters or broken Unicode comes back empty and marked with
 * QUERY_ERROR, and the API answers it with a 400 in the error shape.
 */
export function parseQueryString(str: string): RawQuery {
  let parsed: Record<string, unknown>;
  try {
    parsed = qs.parse(str, QS_OPTIONS);
  } catch {
    return { [QUERY_ERROR]: 'limits' };
  }
  if (dirtyText(parsed) !== null) return { [QUERY_ERROR]: 'text' };
  return parsed;
}

export interface QuerySpec<E extends z.ZodRawShape = z.ZodRawShape> {
  /** Field name → type: the only fields a query may filter on. */
  fields: Record<string, FieldType>;
  /** Fields that may be sorted on (default: all filter fields). */
  sortable?: string[];
  /** Fields that may be selected (default: none restricts; any column of the result may be named). */
  selectable?: string[];
  /** Extra non-field query parameters (e.g. include, language_id for a custom service) as a zod shape. */
  extra?: E;
  maxLimit: number;
  defaultLimit: number;
}

export interface ParsedQuery<E extends z.ZodRawShape = z.ZodRawShape> {
  filters: Record<string, unknown>;
  or?: Record<string, unknown>[];
  limit: number;
  skip: number;
  sort: [string, 1 | -1][];
  select?: string[];
  /** The service's extra parameters, as their schemas output them. */
  extra: z.output<z.ZodObject<E>>;
}

/** Builds the zod schema for a service's query string, once per service. */
export function buildQuerySchema<E extends z.ZodRawShape>(spec: QuerySpec<E>) {
  const fieldShape: Record<string, z.ZodType> = {};
  for (const [name, type] of Object.entries(spec.fields)) fieldShape[name] = fieldFilter(type).optional();
  const sortable = spec.sortable ?? Object.keys(spec.fields);
  const sortShape: Record<string, z.ZodType> = {};
  for (const name of sortable)
    sortShape[name] = z.union([z.literal(1), z.literal(-1), z.enum(['1', '-1']).transform(Number)]).optional();
  const filterObject = z.strictObject(fieldShape);
  const intParam = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
  return z.strictObject({
    ...fieldShape,
    ...(spec.extra ?? {}),
    $limit: intParam.pipe(z.number().int().min(0).max(spec.maxLimit)).optional(),
    $skip: intParam.pipe(z.number().int().min(0).max(1_000_000)).optional(),
    $sort: z.strictObject(sortShape).optional(),
    $select: z
      .preprocess(
        (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
        z.array(z.enum((spec.selectable ?? Object.keys(spec.fields)) as [string, ...string[]])).max(50),
      )
      .optional(),
    $or: z
      .preprocess(
        (v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
        z.array(filterObject).max(MAX_OR),
      )
      .optional(),
  });
}

export type QuerySchema = ReturnType<typeof buildQuerySchema>;

export function parseQuery<E extends z.ZodRawShape>(
  schema: QuerySchema,
  spec: QuerySpec<E>,
  raw: unknown,
): ParsedQuery<E> {
  const result = schema.safeParse(raw ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError('BadRequest', 'INVALID_QUERY', {
      params: { field: issue.path.join('.') || '?' },
      data: { errors: result.error.issues.slice(0, 10).map((i) => ({ path: i.path.join('.'), message: i.message })) },
    });
  }
  const q = result.data as Record<string, unknown>;
  const filters: Record<string, unknown> = {};
  for (const name of Object.keys(spec.fields)) if (q[name] !== undefined) filters[name] = q[name];
  const extra: Record<string, unknown> = {};
  for (const name of Object.keys(spec.extra ?? {})) if (q[name] !== undefined) extra[name] = q[name];
  const sortObj = (q.$sort ?? {}) as Record<string, number | undefined>;
  const sort = Object.entries(sortObj)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => [k, v === -1 ? -1 : 1] as [string, 1 | -1]);
  return {
    filters,
    or: q.$or as Record<string, unknown>[] | undefined,
    limit: (q.$limit as number | undefined) ?? spec.defaultLimit,
    skip: (q.$skip as number | undefined) ?? 0,
    sort,
    select: q.$select as string[] | undefined,
    extra: extra as z.output<z.ZodObject<E>>,
  };
}

function fieldCondition(column: Column, value: unknown): SQL | undefined {
  if (value === null || typeof value !== 'object' || value instanceof Date) return eq(column, value);
  const ops = value as Record<string, unknown>;
  const parts: (SQL | undefined)[] = [];
  if (ops.$in !== undefined)
    parts.push((ops.$in as unknown[]).length ? inArray(column, ops.$in as unknown[]) : sql`false`);
  if (ops.$nin !== undefined && (ops.$nin as unknown[]).length) parts.push(notInArray(column, ops.$nin as unknown[]));
  if (ops.$lt !== undefined) parts.push(lt(column, ops.$lt));
  if (ops.$lte !== undefined) parts.push(lte(column, ops.$lte));
  if (ops.$gt !== undefined) parts.push(gt(column, ops.$gt));
  if (ops.$gte !== undefined) parts.push(gte(column, ops.$gte));
  if (ops.$ne !== undefined) parts.push(ne(column, ops.$ne));
  return and(...parts);
}

/** WHERE for a parsed query against a table's columns. */
export function whereFor(columns: Record<string, Column>, q: Pick<ParsedQuery, 'filters' | 'or'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  for (const [name, value] of Object.entries(q.filters)) {
    const column = columns[name];
    if (column) parts.push(fieldCondition(column, value));
  }
  if (q.or?.length) {
    parts.push(
      or(
        ...q.or.map((clause) =>
          and(
            ...Object.entries(clause).map(([name, v]) =>
              columns[name] ? fieldCondition(columns[name], v) : undefined,
            ),
          ),
        ),
      ),
    );
  }
  return and(...parts);
}

export function orderFor(columns: Record<string, Column>, sort: [string, 1 | -1][]): SQL[] {
  return sort
    .filter(([name]) => columns[name])
    .map(([name, dir]) => (dir === -1 ? desc(columns[name]) : asc(columns[name])));
}

/** Applies a parsed query to rows already in memory (for services whose data is not a table). */
export function matchRow(row: Record<string, unknown>, q: Pick<ParsedQuery, 'filters' | 'or'>): boolean {
  const test = (value: unknown, cond: unknown): boolean => {
    if (cond === null || typeof cond !== 'object' || cond instanceof Date)
      return value === cond || String(value) === String(cond);
    const ops = cond as Record<string, unknown>;
    if (ops.$in && !(ops.$in as unknown[]).some((c) => test(value, c))) return false;
    if (ops.$nin && (ops.$nin as unknown[]).some((c) => test(value, c))) return false;
    if (ops.$lt !== undefined && !((value as number) < (ops.$lt as number))) return false;
    if (ops.$lte !== undefined && !((value as number) <= (ops.$lte as number))) return false;
    if (ops.$gt !== undefined && !((value as number) > (ops.$gt as number))) return false;
    if (ops.$gte !== undefined && !((value as number) >= (ops.$gte as number))) return false;
    if (ops.$ne !== undefined && test(value, ops.$ne)) return false;
    return true;
  };
  for (const [k, v] of Object.entries(q.filters)) if (!test(row[k], v)) return false;
  if (q.or?.length && !q.or.some((clause) => Object.entries(clause).every(([k, v]) => test(row[k], v)))) return false;
  return true;
}

/** createdAt[$gte] / [$gt] and [$lte] / [$lt] of a member's history query (list and summary); an inverted range is INVALID_DATE_RANGE. */
export function dateRangeOf(q: ParsedQuery): { from?: Date; to?: Date } {
  const raw = q.filters.createdAt;
  if (raw === undefined) return {};
  if (raw instanceof Date || raw === null || typeof raw !== 'object')
    throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
  const ops = raw as Record<string, unknown>;
  if (ops.$in !== undefined || ops.$nin !== undefined || ops.$ne !== undefined)
    throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
  const from = (ops.$gte ?? ops.$gt) as Date | undefined;
  const to = (ops.$lte ?? ops.$lt) as Date | undefined;
  if (from && to && from.getTime() > to.getTime()) throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
  return { from, to };
}
