import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, eq, getTableColumns, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Locale } from '../../app/i18n/config.ts';
import { AppError } from '../errors.ts';
import type { Db } from '../db/client.ts';
import {
  buildQuerySchema,
  matchRow,
  orderFor,
  parseQuery,
  whereFor,
  type ParsedQuery,
  type QuerySpec,
} from './query.ts';

/** The member behind a request, as the auth plugin resolves it. */
export interface Member {
  id: number;
  username: string;
  sessionId: string;
  currencyId: number;
}

export interface RequestContext {
  locale: Locale;
  correlationId: string;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The authenticated member; throws NotAuthenticated when there is none. */
  member(): Promise<Member>;
  /** The authenticated member, or null for a visitor. */
  optionalMember(): Promise<Member | null>;
}

export interface Page<T = unknown> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

/**
 * A handler type checked like a method: a service typed for its own query and body is still a service, so the
 * registry and registerService can hold every one of them (TypeScript compares method parameters bivariantly).
 */
type Method<F extends (...args: never[]) => unknown> = { method(...args: Parameters<F>): ReturnType<F> }['method'];

/** A method with a body: the handler receives what the body schema outputs. */
export interface BodyMethod<S extends z.ZodType, R> {
  body: S;
  handler(data: z.output<S>, ctx: RequestContext): Promise<R>;
}

/** A method on one item with a body (patch, update). */
export interface IdBodyMethod<S extends z.ZodType, R> {
  body: S;
  handler(id: string, data: z.output<S>, ctx: RequestContext): Promise<R>;
}

/**
 * One Feathers service. Generic over its query's extra parameters (`E`), its body schemas (`C` create, `P` patch,
 * `U` update) and what it answers (`T` an item of find and get): handlers receive typed input without casts.
 */
export interface ServiceDefinition<
  E extends z.ZodRawShape = z.ZodRawShape,
  C extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  T = unknown,
> {
  /** Path segment under /pb or /mb. */
  name: string;
  /** pb: public (a bearer, when sent, is still read); mb: an authenticated member is required. */
  scope: 'pb' | 'mb';
  query: QuerySpec<E>;
  /** Table-backed find/get: the table and the database. */
  table?: {
    table: PgTable;
    db: () => Db;
    where?: (ctx: RequestContext, member: Member | null) => SQL | undefined;
    idColumn?: string;
  };
  /** Maps a stored row to what the client receives. */
  project?: (row: Record<string, unknown>, ctx: RequestContext) => unknown;
  find?: Method<(q: ParsedQuery<E>, ctx: RequestContext) => Promise<Page<T>>> | true;
  get?: Method<(id: string, q: ParsedQuery<E>, ctx: RequestContext) => Promise<T>> | true;
  create?: BodyMethod<C, unknown>;
  patch?: IdBodyMethod<P, unknown>;
  update?: IdBodyMethod<U, unknown>;
  remove?: Method<(id: string, ctx: RequestContext) => Promise<unknown>>;
  /** Serialises id values; defaults to positive integers. */
  idSchema?: z.ZodType<string>;
}

/** Any service, as the registry and the mechanisms see it (a typed handler is one of them: see Method). */
export type AnyServiceDefinition = ServiceDefinition;

export function defineService<
  E extends z.ZodRawShape = Record<never, never>,
  C extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  U extends z.ZodType = z.ZodType,
  T = unknown,
>(def: ServiceDefinition<E, C, P, U, T>): ServiceDefinition<E, C, P, U, T> {
  return def;
}

/** Every service registered on a server, in registration order: the generated bad-input test walks them all. */
const registries = new WeakMap<object, AnyServiceDefinition[]>();

export function registeredServices(app: FastifyInstance): readonly AnyServiceDefinition[] {
  return registries.get(app.server) ?? [];
}

const defaultIdSchema = z.string().regex(/^[1-9]\d{0,15}$/);

function applySelect(item: unknown, select: string[] | undefined): unknown {
  if (!select || !item || typeof item !== 'object') return item;
  const src = item as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  if ('id' in src) out.id = src.id;
  for (const key of select) if (key in src) out[key] = src[key];
  return out;
}

function parseBody(schema: z.ZodType, body: unknown): unknown {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const errors = result.error.issues.slice(0, 20).map((i) => ({
      path: i.path.join('.'),
      errorCode: typeof i.message === 'string' && /^[A-Z][A-Z0-9_]+$/.test(i.message) ? i.message : 'INVALID_FIELD',
    }));
    throw new AppError('BadRequest', errors[0]?.errorCode ?? 'INVALID_FIELD', {
      params: { field: errors[0]?.path ?? '' },
      data: { errors },
    });
  }
  return result.data;
}

export type ContextFactory = (request: FastifyRequest, reply: FastifyReply) => RequestContext;

/** Registers the Feathers-style REST routes of one service. */
export function registerService(app: FastifyInstance, def: AnyServiceDefinition, makeContext: ContextFactory): void {
  let registry = registries.get(app.server);
  if (!registry) registries.set(app.server, (registry = []));
  registry.push(def);
  const base = `/${def.scope}/${def.name}`;
  const querySchema = buildQuerySchema(def.query);
  const idSchema = def.idSchema ?? defaultIdSchema;
  const project = def.project ?? ((row: Record<string, unknown>) => row);

  const context = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = makeContext(request, reply);
    if (def.scope === 'mb') await ctx.member();
    return ctx;
  };
  const parseId = (raw: string) => {
    const r = idSchema.safeParse(raw);
    if (!r.success) throw new AppError('BadRequest', 'INVALID_ID');
    return r.data;
  };

  const tableFind = async (q: ParsedQuery, ctx: RequestContext): Promise<Page<unknown>> => {
    const t = def.table!;
    const columns = getTableColumns(t.table) as unknown as Record<string, Column>;
    const member = def.scope === 'mb' ? await ctx.member() : await ctx.optionalMember();
    const where = and(t.where?.(ctx, member), whereFor(columns, q));
    const db = t.db();
    const [{ total }] = await db.select({ total: count() }).from(t.table).where(where);
    let rows: Record<string, unknown>[] = [];
    if (q.limit > 0 && total > q.skip) {
      const order = orderFor(columns, q.sort);
      const idColumn = columns[t.idColumn ?? 'id'];
      rows = (await db
        .select()
        .from(t.table)
        .where(where)
        .orderBy(...order, ...(idColumn ? [asc(idColumn as never)] : []))
        .limit(q.limit)
        .offset(q.skip)) as Record<string, unknown>[];
    }
    return { total, limit: q.limit, skip: q.skip, data: rows.map((r) => project(r, ctx)) };
  };

  const tableGet = async (id: string, _q: ParsedQuery, ctx: RequestContext): Promise<unknown> => {
    const t = def.table!;
    const columns = getTableColumns(t.table) as unknown as Record<string, Column>;
    const member = def.scope === 'mb' ? await ctx.member() : await ctx.optionalMember();
    const idColumn = columns[t.idColumn ?? 'id'];
    const [row] = await t
      .db()
      .select()
      .from(t.table)
      .where(and(t.where?.(ctx, member), eq(idColumn as never, Number(id))))
      .limit(1);
    if (!row) throw new AppError('NotFound', 'NOT_FOUND');
    return project(row as Record<string, unknown>, ctx);
  };

  const find = def.find === true ? tableFind : def.find;
  const get = def.get === true ? tableGet : def.get;

  if (find) {
    app.get(base, async (request, reply) => {
      const ctx = await context(request, reply);
      const q = parseQuery(querySchema, def.query, request.query);
      const page = (await find(q, ctx)) as Page;
      return q.select ? { ...page, data: page.data.map((item) => applySelect(item, q.select)) } : page;
    });
  }
  if (get) {
    app.get(`${base}/:id`, async (request, reply) => {
      const ctx = await context(request, reply);
      const id = parseId((request.params as { id: string }).id);
      const q = parseQuery(querySchema, def.query, request.query);
      return applySelect(await get(id, q, ctx), q.select);
    });
  }
  if (def.create) {
    const { body, handler } = def.create;
    app.post(base, async (request, reply) => {
      const ctx = await context(request, reply);
      const data = parseBody(body, request.body);
      const result = await handler(data, ctx);
      reply.code(201);
      return result;
    });
  }
  for (const [method, spec] of [
    ['patch', def.patch],
    ['put', def.update],
  ] as const) {
    if (!spec) continue;
    app[method](`${base}/:id`, async (request, reply) => {
      const ctx = await context(request, reply);
      const id = parseId((request.params as { id: string }).id);
      return spec.handler(id, parseBody(spec.body, request.body), ctx);
    });
  }
  if (def.remove) {
    const remove = def.remove;
    app.delete(`${base}/:id`, async (request, reply) => {
      const ctx = await context(request, reply);
      return remove(parseId((request.params as { id: string }).id), ctx);
    });
  }
  // Anything else on this service's paths is a 405 in the error shape, not a fall-through to the page router.
  const notAllowed = async () => {
    throw new AppError('MethodNotAllowed', 'METHOD_NOT_ALLOWED');
  };
  const taken = new Set<string>();
  if (find) taken.add('GET ');
  if (get) taken.add('GET /:id');
  if (def.create) taken.add('POST ');
  if (def.patch) taken.add('PATCH /:id');
  if (def.update) taken.add('PUT /:id');
  if (def.remove) taken.add('DELETE /:id');
  for (const suffix of ['', '/:id']) {
    for (const method of ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const) {
      if (!taken.has(`${method} ${suffix}`)) app.route({ method, url: `${base}${suffix}`, handler: notAllowed });
    }
  }
}

/** A page built from rows already in memory. */
export function pageOf<T>(rows: T[], q: Pick<ParsedQuery, 'limit' | 'skip'>): Page<T> {
  return { total: rows.length, limit: q.limit, skip: q.skip, data: rows.slice(q.skip, q.skip + q.limit) };
}

type SortPairs = [string, 1 | -1][];

/** Sorts rows already in memory by Feathers $sort pairs, then by the display order (empty values last). */
export function sortRows<T extends object>(rows: readonly T[], sort: SortPairs, order: SortPairs): T[] {
  const pairs = [...sort, ...order];
  return [...rows].sort((a, b) => {
    for (const [field, dir] of pairs) {
      const x = (a as Record<string, unknown>)[field];
      const y = (b as Record<string, unknown>)[field];
      if (x === y) continue;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      const c =
        typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : (x as number) < (y as number) ? -1 : 1;
      if (c) return c * dir;
    }
    return 0;
  });
}

/**
 * A find over rows already in memory (catalogues a service keeps): the request's filters, its sort before the
 * display order (`order_no`, then `id`, unless given), and the requested page.
 */
export function findInRows<T extends object>(
  rows: readonly T[],
  q: ParsedQuery,
  order: SortPairs = [
    ['order_no', 1],
    ['id', 1],
  ],
): Page<T> {
  const matched = rows.filter((r) => matchRow(r as Record<string, unknown>, q));
  return pageOf(sortRows(matched, q.sort, order), q);
}
