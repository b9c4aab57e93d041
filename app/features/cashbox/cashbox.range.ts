import { z } from 'zod';
import { parseDay } from '../../shared/dates.ts';

/**
 * The date range of the cashbox's history tabs: days in the language's format (or YYYY-MM-DD from a link), from not
 * after to, to not after today, at most a year; RANGE_INVALID under the field to change. Days are Bangkok days.
 */

export const RANGE_TIME_ZONE = 'Asia/Bangkok';
const DAY_MS = 86_400_000;
/** Bangkok has no daylight saving time: UTC+7 all year. */
const OFFSET_MS = 7 * 3_600_000;
const MAX_DAYS = 366;

export interface DayRange {
  from: string;
  to: string;
}

export function todayIn(at: Date = new Date()): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function defaultRange(today: string): DayRange {
  return { from: addDays(today, -6), to: today };
}

/** The createdAt bounds of the days: from the first instant of `from` to the last of `to`, in Bangkok. */
export function createdAtBounds(range: DayRange): { $gte: string; $lte: string } {
  return {
    $gte: new Date(Date.parse(`${range.from}T00:00:00Z`) - OFFSET_MS).toISOString(),
    $lte: new Date(Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - OFFSET_MS - 1).toISOString(),
  };
}

export function rangeSchema(locale: string, today: string) {
  return z.object({ from: z.string().optional(), to: z.string().optional() }).transform((v, ctx): DayRange => {
    if (!v.from && !v.to) return defaultRange(today);
    const from = parseDay(v.from, locale);
    const to = parseDay(v.to, locale);
    if (!from || from > today) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'RANGE_INVALID' });
      return z.NEVER;
    }
    if (!to || to > today || to < from || Date.parse(to) - Date.parse(from) > MAX_DAYS * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'RANGE_INVALID' });
      return z.NEVER;
    }
    return { from, to };
  });
}

/** The range of an address's `from` and `to`: the days, or the field that makes it invalid. */
export function rangeOf(
  search: URLSearchParams,
  locale: string,
  today: string,
): { range: DayRange | null; invalid: 'from' | 'to' | null; typed: { from: string; to: string } } {
  const typed = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const r = rangeSchema(locale, today).safeParse(typed);
  if (r.success) return { range: r.data, invalid: null, typed };
  return { range: null, invalid: r.error.issues[0]?.path[0] === 'from' ? 'from' : 'to', typed };
}

/** Rows per page of the history tabs. */
export const HISTORY_PAGE_SIZE = 20;

/** The page of an address's `page`: a whole number from 1, else 1. */
export function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * What a history tab of the cashbox reads for the page (cashbox.history.server.ts) and its component shows: the
 * day the range was checked against, and the page of records of the address's range (null when the range is not
 * valid: the form says which field to change).
 */
export interface HistoryTabPage<T> {
  today: string;
  records: { total: number; limit: number; skip: number; data: T[] } | null;
}
