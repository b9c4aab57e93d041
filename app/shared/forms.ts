import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';
import { fieldErrorsFromIssues, type FieldError } from './field-errors.ts';

/**
 * The site's form pattern (docs/conventions.md, "Forms"): a `<Form method="post">` posts to its route's action, which
 * parses the form with the feature's zod schema (`parseForm`), calls the service and answers `submission.reply(…)`;
 * the browser parses the same schema with Conform before sending. Either way a field's errors are its error codes
 * (`FormMessage`), shown as the texts of the feature's catalog (`formMessage`), so a player sees the same words with
 * and without JavaScript.
 */

/** One error of a field or of the form: a code of the feature's `errors` catalog and its placeholders. */
export interface FormMessage {
  errorCode: string;
  params?: Record<string, string | number>;
}

/** Conform's result of a submission, with the site's error messages: what an action returns to its form. */
export type FormResult = SubmissionResult<FormMessage[]>;

/** Conform's formatError: zod issues of one field → their error codes. */
export function formMessagesOfIssues(issues: readonly z.core.$ZodIssue[]): FormMessage[] {
  return fieldErrorsFromIssues(issues).map(({ errorCode, params }) => (params ? { errorCode, params } : { errorCode }));
}

/**
 * Parses a submitted form with the feature's schema, in the action and in the browser (Conform's `onValidate`).
 * An empty field arrives as undefined, so `z.string({ error: 'X_REQUIRED' })` names the missing field.
 */
export function parseForm<S extends z.ZodType>(payload: FormData | URLSearchParams, schema: S) {
  return parseWithZod(payload, { schema, formatError: formMessagesOfIssues });
}

/** A failure thrown by a service (`AppError` in server/errors.ts), as far as a form needs it. */
interface ServiceFailure {
  errorCode: string;
  status: number;
  params?: Record<string, string | number>;
  data?: unknown;
}

function isServiceFailure(err: unknown): err is ServiceFailure {
  return (
    !!err &&
    typeof err === 'object' &&
    typeof (err as ServiceFailure).errorCode === 'string' &&
    typeof (err as ServiceFailure).status === 'number'
  );
}

/**
 * A service's refusal as the form shows it: the field errors of `data.errors` under their fields (the API's 400
 * shape), any other refusal (401 LOGIN_FAILED, 429 …THROTTLED) as the form's own error. Null for what is not a 4xx
 * refusal: the action rethrows it and the error page shows.
 */
export function serviceFailureMessages(
  err: unknown,
): { status: number; formErrors: FormMessage[]; fieldErrors: Record<string, FormMessage[]> } | null {
  if (!isServiceFailure(err) || err.status < 400 || err.status >= 500) return null;
  const fieldErrors: Record<string, FormMessage[]> = {};
  const listed = (err.data as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(listed)) {
    for (const e of listed as FieldError[]) {
      if (!e || typeof e.path !== 'string' || typeof e.errorCode !== 'string') continue;
      (fieldErrors[e.path] ??= []).push(
        e.params ? { errorCode: e.errorCode, params: e.params } : { errorCode: e.errorCode },
      );
    }
  }
  const hasParams = err.params && Object.keys(err.params).length > 0;
  const formErrors = Object.keys(fieldErrors).length
    ? []
    : [hasParams ? { errorCode: err.errorCode, params: err.params } : { errorCode: err.errorCode }];
  return { status: err.status, formErrors, fieldErrors };
}

/** The text of a field's (or the form's) first error in the page's language; `t` is the feature's namespace. */
export function formMessage(
  t: (key: string, options?: Record<string, unknown>) => string,
  errors: readonly FormMessage[] | undefined,
): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  return t(`errors.${first.errorCode}`, { ...first.params });
}

/** The fields that never come back to the browser in a reply (nor in the page rendered without JavaScript). */
export const SECRET_FIELDS = [
  'password',
  'confirm_password',
  'current_password',
  'code',
  'otp',
  'verifyToken',
  'verify_token',
  'totp_code',
];
