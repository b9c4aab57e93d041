import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.ts';

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
});
