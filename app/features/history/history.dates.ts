import { z } from 'zod';
import { parseDay } from '../../shared/dates.ts';
import { parseForm } from '../../shared/forms.ts';

/**
 * Date ranges of the history pages: two calendar days (YYYY-MM-DD, in the history's time zone) that must form a
 * valid range ('invalid date choice' otherwise), turned into the createdAt bounds of the API query.
 */

export interface DayRange {
  from: string;
  to: string;
}

export type RangeCheck = { ok: true; range: DayRange } | { ok: false; field: 'from' | 'to' };

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2024-02-30). */
export function isDay(value: string | null | undefined): value is string {
  const m = DAY_RE.exec(value ?? '');
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2999) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of an instant. */
export function localDay(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day `n` days after (or before, when negative) a day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + n));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Both days real, from not after to, neither after today. The field to blame is the one to change. */
export function checkRange(from: string, to: string, today: string): RangeCheck {
  if (!isDay(from) || from > today) return { ok: false, field: 'from' };
  if (!isDay(to) || to > today || to < from) return { ok: false, field: 'to' };
  return { ok: true, range: { from, to } };
}

/** The default range: the last 7 days, today included. */
export function defaultRange(today: string): DayRange {
  return { from: addDays(today, -6), to: today };
}

export const PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type Preset = (typeof PRESETS)[number];

export function presetRange(preset: Preset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** A positive page number from the URL, 1 otherwise. */
export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

// ---- The range form (a GET to the page: the loader and the browser parse it with the same schema) ----

/** The time zone of the history's days: the site's business day (the daily totals use the same, see seamless). */
export const HISTORY_TIME_ZONE = 'Asia/Bangkok';

/** The calendar day of an instant in a time zone. */
export function dayIn(at: Date, timeZone: string = HISTORY_TIME_ZONE): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The first instant of a day in a time zone. */
function startOfDay(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(guess));
  const p = Object.fromEntries(shown.filter((x) => x.type !== 'literal').map((x) => [x.type, Number(x.value)]));
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - guess;
  return new Date(guess - offset);
}

/** The createdAt bounds of a range of days in the history's time zone: from the first instant of `from` to the last of `to`. */
export function createdAtBoundsIn(
  range: DayRange,
  timeZone: string = HISTORY_TIME_ZONE,
): { $gte: string; $lte: string } {
  return {
    $gte: startOfDay(range.from, timeZone).toISOString(),
    $lte: new Date(startOfDay(addDays(range.to, 1), timeZone).getTime() - 1).toISOString(),
  };
}

/**
 * The range a person typed (days in the language's format, or YYYY-MM-DD from a link), checked against today:
 * RANGE_INVALID under the field to change (the page says 'Invalid date choice'). Empty means the default range.
 */
export function rangeFormSchema(locale: string, today: string) {
  return z
    .object({
      from: z.string().optional(),
      to: z.string().optional(),
    })
    .transform((v, ctx): DayRange => {
      if (v.from === undefined && v.to === undefined) return defaultRange(today);
      const from = parseDay(v.from, locale) ?? '';
      const to = parseDay(v.to, locale) ?? '';
      const check = checkRange(from, to, today);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', path: [check.field], message: 'RANGE_INVALID' });
        return z.NEVER;
      }
      return check.range;
    });
}

/** The range a page was asked for: the days (YYYY-MM-DD), or what was typed and the field to change. */
export interface RangeRequest {
  range: DayRange | null;
  /** The fields as they came (what was typed, shown again with the error). */
  typed: { from: string; to: string };
  /** The field that makes the range invalid. */
  invalid: 'from' | 'to' | null;
}

/** The range of a page's address, parsed as the form's schema does (the loaders of both history pages). */
export function rangeRequestOf(search: URLSearchParams, locale: string, today: string): RangeRequest {
  const typed = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  const submission = parseForm(search, rangeFormSchema(locale, today));
  if (submission.status === 'success') return { range: submission.value, typed, invalid: null };
  return { range: null, typed, invalid: submission.error?.from ? 'from' : 'to' };
}
