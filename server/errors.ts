import { LOCALES, ERROR_FALLBACK_LOCALE, type Locale } from '../app/i18n/config.ts';

export const ERROR_KINDS = {
  BadRequest: 400,
  NotAuthenticated: 401,
  Forbidden: 403,
  NotFound: 404,
  MethodNotAllowed: 405,
  Conflict: 409,
  Unprocessable: 422,
  TooManyRequests: 429,
  GeneralError: 500,
} as const;
export type ErrorKind = keyof typeof ERROR_KINDS;

const CLASS_NAMES: Record<ErrorKind, string> = {
  BadRequest: 'bad-request',
  NotAuthenticated: 'not-authenticated',
  Forbidden: 'forbidden',
  NotFound: 'not-found',
  MethodNotAllowed: 'method-not-allowed',
  Conflict: 'conflict',
  Unprocessable: 'unprocessable',
  TooManyRequests: 'too-many-requests',
  GeneralError: 'general-error',
};

export type ErrorParams = Record<string, string | number>;

/** A failure the client should see. `errorCode` is stable and names a text in every locale's catalog. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errorCode: string;
  readonly params: ErrorParams;
  readonly data: unknown;
  constructor(
    kind: ErrorKind,
    errorCode: string,
    options: { params?: ErrorParams; data?: unknown; message?: string } = {},
  ) {
    super(options.message ?? errorCode);
    this.kind = kind;
    this.errorCode = errorCode;
    this.params = options.params ?? {};
    this.data = options.data;
  }
  get status(): number {
    return ERROR_KINDS[this.kind];
  }
  /** The HTTP status under the name Fastify and its plugins read (an error handler of a plugin's own sees it too). */
  get statusCode(): number {
    return ERROR_KINDS[this.kind];
  }
}

export interface ErrorBody {
  name: ErrorKind;
  message: string;
  code: number;
  className: string;
  errorCode: string;
  messages: Record<Locale, string>;
  data?: unknown;
}

export type ErrorTexts = Record<Locale, Record<string, string>>;

function interpolate(text: string, params: ErrorParams): string {
  return text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}

/** Text of an error code in every locale; a locale without it falls back to Thai, then English, then the code. */
export function localizedMessages(
  texts: ErrorTexts,
  errorCode: string,
  params: ErrorParams = {},
): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const text =
      texts[locale]?.[errorCode] ?? texts[ERROR_FALLBACK_LOCALE]?.[errorCode] ?? texts.en?.[errorCode] ?? errorCode;
    out[locale] = interpolate(text, params);
  }
  return out;
}

export function errorBody(texts: ErrorTexts, err: AppError, locale: Locale): ErrorBody {
  const messages = localizedMessages(texts, err.errorCode, err.params);
  const body: ErrorBody = {
    name: err.kind,
    message: messages[locale] ?? messages.en,
    code: err.status,
    className: CLASS_NAMES[err.kind],
    errorCode: err.errorCode,
    messages,
  };
  if (err.data !== undefined) body.data = err.data;
  return body;
}
