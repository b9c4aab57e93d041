import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors.ts';

/**
 * The operator API's input (a body or a query) parsed with its zod schema, or 400 naming the first issue's field:
 * its code is `INVALID_FIELD`, or with `codeFromMessage` the issue's own message when that is an error code
 * (`PRIZE_RANKS_NOT_CONSECUTIVE`), as the feature's schemas write them.
 */
export function parseOpsInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  options: { codeFromMessage?: boolean } = {},
): z.output<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const codeOf = (message: string | undefined) =>
    options.codeFromMessage && message && /^[A-Z][A-Z0-9_]+$/.test(message) ? message : 'INVALID_FIELD';
  // Every issue (up to 20) with its path, the first one as the answer's code.
  const errors = r.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), errorCode: codeOf(i.message) }));
  const first = errors[0] ?? { path: '', errorCode: 'INVALID_FIELD' };
  throw new AppError('BadRequest', first.errorCode, { params: { field: first.path }, data: { errors } });
}

/** An id in an operator API path: a positive integer of at most `digits` digits (the column's range), else 400. */
export function opsId(raw: string, digits = 15): number {
  if (!new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(raw)) throw new AppError('BadRequest', 'INVALID_ID');
  return Number(raw);
}

/**
 * The operator API of a feature's definitions (promotions, quests, competitions) at `path`: list, one by id, create
 * (201), and a change that names only the fields it changes — merged over the current definition, which is then
 * checked whole by the same schema.
 */
export function registerOpsDefinitions<S extends z.ZodType, D extends object>(
  app: FastifyInstance,
  path: string,
  options: {
    schema: S;
    /** Digits of the id column's range. */
    idDigits: number;
    list(): Promise<unknown>;
    get(id: number): Promise<D>;
    create(def: z.output<S>): Promise<unknown>;
    update(id: number, def: z.output<S>): Promise<unknown>;
  },
): void {
  const idOf = (raw: string) => opsId(raw, options.idDigits);
  const parse = (value: unknown) => parseOpsInput(options.schema, value, { codeFromMessage: true });
  app.get(path, async () => ({ data: await options.list() }));
  app.get<{ Params: { id: string } }>(`${path}/:id`, async (request) => ({
    data: await options.get(idOf(request.params.id)),
  }));
  app.post(path, async (request, reply) => {
    const def = parse(request.body);
    reply.code(201);
    return { data: await options.create(def) };
  });
  app.patch<{ Params: { id: string } }>(`${path}/:id`, async (request) => {
    const id = idOf(request.params.id);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('BadRequest', 'INVALID_FIELD');
    const { id: _id, ...current } = (await options.get(id)) as D & { id?: unknown };
    return { data: await options.update(id, parse({ ...current, ...(body as Record<string, unknown>) })) };
  });
}
