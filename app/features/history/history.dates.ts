/**
 * Date ranges of the history pages: two calendar days (YYYY-MM-DD, the member's local calendar) that must form a
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
    case 'today': return { from: today, to: today };
    case 'yesterday': return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7': return { from: addDays(today, -6), to: today };
    case 'last30': return { from: addDays(today, -29), to: today };
  }
}

/** The range in the URL (?from=&to=), or the default when either is absent. Invalid values are kept to be shown. */
export function rangeFromParams(params: URLSearchParams, today: string): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  return from === null && to === null ? defaultRange(today) : { from: from ?? '', to: to ?? '' };
}

/** The createdAt bounds of a range of local days: from the first instant of `from` to the last of `to`. */
export function createdAtBounds(range: DayRange): { $gte: string; $lte: string } {
  const [fy, fm, fd] = range.from.split('-').map(Number);
  const [ty, tm, td] = range.to.split('-').map(Number);
  return {
    $gte: new Date(fy, fm - 1, fd, 0, 0, 0, 0).toISOString(),
    $lte: new Date(ty, tm - 1, td, 23, 59, 59, 999).toISOString(),
  };
}

/** A positive page number from the URL, 1 otherwise. */
export function pageFromParams(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}
