import type { Locale } from '../i18n/config.ts';

/**
 * Dates as the site shows them: ONE numeric format per interface language (`DATE_PATTERNS`), the same in tables,
 * date fields, messages and pickers, whatever the browser's own language is; times as HH:mm:ss. "Local" is the
 * browser's time zone, or the one given (the server renders with the member's zone when it knows it, so the first
 * paint and the hydrated page agree). Without a locale: DD/MM/YYYY.
 */

export type DateInput = Date | string | number;

/** The order of day, month and year in a language's dates, and what separates them. */
export interface DatePattern {
  order: 'dmy' | 'mdy' | 'ymd';
  separator: '/' | '.' | '-';
}

/**
 * The date format of each interface language: day first where people write it so (Thai, English as used in the
 * region, Indonesian, Malay, Hindi, Vietnamese, Portuguese, Bengali, Spanish, Burmese), month first in Filipino,
 * year first in Chinese, Japanese (YYYY/MM/DD) and Korean (YYYY.MM.DD). Years are Gregorian everywhere.
 */
export const DATE_PATTERNS: Record<Locale, DatePattern> = {
  en: { order: 'dmy', separator: '/' },
  th: { order: 'dmy', separator: '/' },
  id: { order: 'dmy', separator: '/' },
  my: { order: 'dmy', separator: '/' },
  zh: { order: 'ymd', separator: '/' },
  ko: { order: 'ymd', separator: '.' },
  hi: { order: 'dmy', separator: '/' },
  vn: { order: 'dmy', separator: '/' },
  ph: { order: 'mdy', separator: '/' },
  pt: { order: 'dmy', separator: '/' },
  br: { order: 'dmy', separator: '/' },
  bd: { order: 'dmy', separator: '/' },
  jp: { order: 'ymd', separator: '/' },
  es: { order: 'dmy', separator: '/' },
  mm: { order: 'dmy', separator: '/' },
};

const DEFAULT_PATTERN: DatePattern = { order: 'dmy', separator: '/' };

export function datePattern(locale?: string | null): DatePattern {
  return (locale && DATE_PATTERNS[locale as Locale]) || DEFAULT_PATTERN;
}

/** Options of the formatters: the interface language (its date format) and the time zone. */
export interface DateFormatOptions {
  locale?: string | null;
  timeZone?: string;
}

const optionsOf = (o?: string | DateFormatOptions): DateFormatOptions =>
  typeof o === 'string' ? { timeZone: o } : (o ?? {});

function joinDate(day: number, month: number, year: number, pattern: DatePattern): string {
  const parts = { d: pad(day), m: pad(month), y: String(year).padStart(4, '0') };
  return [...pattern.order].map((k) => parts[k as 'd' | 'm' | 'y']).join(pattern.separator);
}

/** A calendar day (YYYY-MM-DD) in the language's format, e.g. 24/11/2026 in Thai, 2026/11/24 in Japanese. */
export function formatDay(day: string, locale?: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? joinDate(Number(m[3]), Number(m[2]), Number(m[1]), datePattern(locale)) : '';
}

/** The pattern written with the language's letters for day, month and year (e.g. DD/MM/YYYY, วว/ดด/ปปปป). */
export function patternText(
  locale: string | null | undefined,
  letters: { day: string; month: string; year: string },
): string {
  const pattern = datePattern(locale);
  const parts = { d: letters.day, m: letters.month, y: letters.year };
  return [...pattern.order].map((k) => parts[k as 'd' | 'm' | 'y']).join(pattern.separator);
}

/**
 * A day typed in the language's format (1 or 2 digits for day and month, 4 for the year, any of / . - or spaces
 * between them), or written YYYY-MM-DD, as YYYY-MM-DD; null when it is not a real calendar day.
 */
export function parseDay(text: string | null | undefined, locale?: string | null): string | null {
  const value = (text ?? '').trim();
  let y: number;
  let mo: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) {
    [y, mo, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    const parts = value.split(/\s*[/.\-\s]\s*/).filter(Boolean);
    if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return null;
    const order = datePattern(locale).order;
    const at = (k: 'd' | 'm' | 'y') => parts[order.indexOf(k)];
    if (at('y').length !== 4 || at('m').length > 2 || at('d').length > 2) return null;
    [y, mo, d] = [Number(at('y')), Number(at('m')), Number(at('d'))];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1 || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${pad(mo)}-${pad(d)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

interface Parts {
  day: number;
  month: number;
  year: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(date: Date, timeZone?: string): Parts {
  if (!timeZone) {
    return {
      day: date.getDate(),
      month: date.getMonth() + 1,
      year: date.getFullYear(),
      hour: date.getHours(),
      minute: date.getMinutes(),
      second: date.getSeconds(),
    };
  }
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { day: out.day, month: out.month, year: out.year, hour: out.hour, minute: out.minute, second: out.second };
}

/**
 * The date in the language's format and HH:mm:ss (DD/MM/YYYY HH:mm:ss without a locale); an empty string for a
 * missing or invalid date. The second argument is the options, or a time zone.
 */
export function formatDateTime(value: DateInput | null | undefined, options?: string | DateFormatOptions): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const { locale, timeZone } = optionsOf(options);
  const p = partsIn(date, timeZone);
  return `${joinDate(p.day, p.month, p.year, datePattern(locale))} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** The date in the language's format (DD/MM/YYYY without a locale). */
export function formatDate(value: DateInput | null | undefined, options?: string | DateFormatOptions): string {
  return formatDateTime(value, options).slice(0, 10);
}

/** HH:mm:ss. */
export function formatTime(value: DateInput | null | undefined, options?: string | DateFormatOptions): string {
  return formatDateTime(value, options).slice(11);
}
