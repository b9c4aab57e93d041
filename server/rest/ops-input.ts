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
  const issue = r.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const code =
    options.codeFromMessage && issue?.message && /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID_FIELD';
  throw new AppError('BadRequest', code, { params: { field }, data: { errors: [{ path: field, errorCode: code }] } });
}

/** An id in an operator API path: a positive integer of at most `digits` digits (the column's range), else 400. */
export function opsId(raw: string, digits = 15): number {
  if (!new RegExp(`^[1-9]\\d{0,${digits - 1}}$`).test(raw)) throw new AppError('BadRequest', 'INVALID_ID');
  return Number(raw);
}
