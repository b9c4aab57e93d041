import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/config.ts';
import { DATE_PATTERNS, formatDate, formatDateTime, formatDay, formatTime, parseDay, patternText } from './dates.ts';

describe('dates', () => {
  it('formats in a given time zone as DD/MM/YYYY HH:mm:ss', () => {
    const d = new Date('2024-03-05T17:04:09Z');
    expect(formatDateTime(d, 'Asia/Bangkok')).toBe('06/03/2024 00:04:09');
    expect(formatDateTime(d, 'UTC')).toBe('05/03/2024 17:04:09');
    expect(formatDateTime('2024-12-31T23:59:59.999Z', 'America/New_York')).toBe('31/12/2024 18:59:59');
    expect(formatDate(d, 'Asia/Bangkok')).toBe('06/03/2024');
    expect(formatTime(d, 'Asia/Bangkok')).toBe('00:04:09');
  });

  it('formats in the local zone by default', () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDateTime(local)).toBe('02/01/2024 03:04:05');
    expect(formatDateTime(local.getTime())).toBe('02/01/2024 03:04:05');
    // Midnight is 00, not 24.
    expect(formatDateTime(new Date(2024, 5, 1, 0, 0, 0))).toBe('01/06/2024 00:00:00');
  });

  it('gives an empty string for a missing or invalid date', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('writes one format per language, the same for dates, date-times and days', () => {
    const d = new Date('2026-11-24T05:06:07Z');
    expect(formatDateTime(d, { locale: 'th', timeZone: 'Asia/Bangkok' })).toBe('24/11/2026 12:06:07');
    expect(formatDate(d, { locale: 'jp', timeZone: 'Asia/Bangkok' })).toBe('2026/11/24');
    expect(formatDate(d, { locale: 'ko', timeZone: 'Asia/Bangkok' })).toBe('2026.11.24');
    expect(formatDate(d, { locale: 'ph', timeZone: 'Asia/Bangkok' })).toBe('11/24/2026');
    expect(formatTime(d, { locale: 'jp', timeZone: 'Asia/Bangkok' })).toBe('12:06:07');
    for (const locale of LOCALES) {
      expect(formatDay('2026-11-24', locale), locale).toBe(formatDate(d, { locale, timeZone: 'Asia/Bangkok' }));
    }
    expect(formatDay('not a day', 'th')).toBe('');
  });

  it("reads back every language's own format, and YYYY-MM-DD", () => {
    for (const locale of LOCALES) {
      for (const day of ['2026-11-24', '2024-02-29', '2025-01-05'])
        expect(parseDay(formatDay(day, locale), locale), `${locale} ${day}`).toBe(day);
      expect(parseDay('2026-11-24', locale)).toBe('2026-11-24');
    }
    expect(parseDay('5/1/2025', 'th')).toBe('2025-01-05');
    expect(parseDay(' 05 - 01 - 2025 ', 'en')).toBe('2025-01-05');
    expect(parseDay('1/5/2025', 'ph')).toBe('2025-01-05');
    expect(parseDay('2025.1.5', 'ko')).toBe('2025-01-05');
  });

  it("refuses what is not a real day in the language's format", () => {
    for (const bad of [
      '',
      '31/02/2025',
      '2025/11/24',
      '11/24/2026',
      '24/11/26',
      '24/11',
      '24/11/2026/1',
      'x4/11/2026',
      '024/11/2026',
      '00/10/2025',
    ]) {
      expect(parseDay(bad, 'th'), bad).toBeNull();
    }
    expect(parseDay('24/11/2026', 'jp')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it("writes the pattern with the language's letters in its order", () => {
    expect(patternText('th', { day: 'วว', month: 'ดด', year: 'ปปปป' })).toBe('วว/ดด/ปปปป');
    expect(patternText('ko', { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('YYYY.MM.DD');
    expect(Object.keys(DATE_PATTERNS).sort()).toEqual([...LOCALES].sort());
  });
});
