/**
 * Dates as the site shows them: local DD/MM/YYYY HH:mm:ss. "Local" is the browser's time zone, or the one given
 * (the server renders with the member's zone when it knows it, so the first paint and the hydrated page agree).
 */

export type DateInput = Date | string | number;

const pad = (n: number) => String(n).padStart(2, '0');

export function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

interface Parts { day: number; month: number; year: number; hour: number; minute: number; second: number }

function partsIn(date: Date, timeZone?: string): Parts {
  if (!timeZone) {
    return {
      day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear(),
      hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds(),
    };
  }
  const fmt = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
  });
  const out: Record<string, number> = {};
  for (const p of fmt.formatToParts(date)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { day: out.day, month: out.month, year: out.year, hour: out.hour, minute: out.minute, second: out.second };
}

/** DD/MM/YYYY HH:mm:ss; an empty string for a missing or invalid date. */
export function formatDateTime(value: DateInput | null | undefined, timeZone?: string): string {
  const date = value === null || value === undefined ? null : toDate(value);
  if (!date) return '';
  const p = partsIn(date, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** DD/MM/YYYY. */
export function formatDate(value: DateInput | null | undefined, timeZone?: string): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}

/** HH:mm:ss. */
export function formatTime(value: DateInput | null | undefined, timeZone?: string): string {
  return formatDateTime(value, timeZone).slice(11);
}
