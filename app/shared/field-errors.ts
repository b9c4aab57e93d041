import type { z } from 'zod';

/** One failing field as the API reports it (`data.errors`) and forms show it. */
export interface FieldError {
  /** Dotted path of the field, e.g. `password` or `items.0.amount`. */
  path: string;
  /** Stable code; its text is `errors.<errorCode>` in the feature's catalog. */
  errorCode: string;
  /** Values the text interpolates, e.g. `{ min: 8 }`. */
  params?: Record<string, string | number>;
}

const CODE_RE = /^[A-Z][A-Z0-9_]+$/;

/** Maps zod issues to field errors: a message written as an UPPER_CASE code is the errorCode. */
export function fieldErrorsFromIssues(
  issues: readonly z.core.$ZodIssue[],
  fallbackCode = 'INVALID_FIELD',
): FieldError[] {
  return issues.map((issue) => {
    const error: FieldError = {
      path: issue.path.map(String).join('.'),
      errorCode: CODE_RE.test(issue.message) ? issue.message : fallbackCode,
    };
    if (issue.code === 'too_small' && typeof issue.minimum !== 'undefined')
      error.params = { min: Number(issue.minimum) };
    if (issue.code === 'too_big' && typeof issue.maximum !== 'undefined') error.params = { max: Number(issue.maximum) };
    // A refinement may name the values its text needs (`ctx.addIssue({ code: 'custom', message: 'X', params: { age: 18 } })`).
    if (issue.code === 'custom' && issue.params) {
      const params = Object.entries(issue.params).filter(
        (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
      );
      if (params.length) error.params = Object.fromEntries(params);
    }
    return error;
  });
}

/** The first error of each field, keyed by path: what a form shows under its inputs. */
export function firstErrorByField(errors: readonly FieldError[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const e of errors) if (!(e.path in out)) out[e.path] = e;
  return out;
}
