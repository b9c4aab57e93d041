import { ERROR_FALLBACK_LOCALE } from '../i18n/config.ts';
import { formatDateTime } from './dates.ts';

/** What the error modal needs of a failure: the API's error shape, or a plain Error. */
export interface ErrorLike {
  message?: string;
  errorCode?: string;
  messages?: Record<string, string>;
  data?: unknown;
  correlationId?: string;
}

/** Local date and time in the language's date format (app/shared/dates.ts; DD/MM/YYYY HH:mm:ss without one). */
export function formatLocalDateTime(date: Date, locale?: string | null): string {
  return formatDateTime(date, { locale });
}

const ISO_DATETIME = /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})\b/g;

function asDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/**
 * Fills `{{name}}` / `{name}` placeholders from the error's data (dates local, in the language's format) and turns
 * ISO date-times written in the text (they are UTC or carry an offset) into the same local form.
 */
export function localizeErrorText(text: string, data?: unknown, locale?: string | null): string {
  const values = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const filled = text.replace(
    /\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g,
    (match, a: string | undefined, b: string | undefined) => {
      const key = (a ?? b)!;
      if (!(key in values)) return match;
      const value = values[key];
      const date = asDate(value);
      if (date) return formatLocalDateTime(date, locale);
      return value === null || value === undefined || typeof value === 'object' ? match : String(value);
    },
  );
  return filled.replace(ISO_DATETIME, (iso) => {
    const d = new Date(iso.replace(' ', 'T'));
    return Number.isNaN(d.getTime()) ? iso : formatLocalDateTime(d, locale);
  });
}

/** The failure's text in the locale: the server's `messages[locale]`, else Thai, else its message. */
export function errorMessageFor(error: ErrorLike, locale: string): string {
  const text = error.messages?.[locale] ?? error.messages?.[ERROR_FALLBACK_LOCALE] ?? error.message ?? '';
  return localizeErrorText(text, error.data, locale);
}
