import { describe, expect, it } from 'vitest';
import {
  addDays,
  checkRange,
  createdAtBoundsIn,
  dayIn,
  defaultRange,
  isDay,
  pageFromParams,
  presetRange,
  rangeFormSchema,
  rangeRequestOf,
} from './history.dates.ts';
import { parseForm } from '../../shared/forms.ts';

describe('history date ranges', () => {
  it('knows real calendar days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-1-1',
      '24-01-01',
      '',
      null,
      undefined,
      '2024-01-01T00:00',
      '1999-12-31',
    ]) {
      expect(isDay(bad), String(bad)).toBe(false);
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-10', -6)).toBe('2025-01-04');
  });

  it('accepts a range from one day to a later one, up to today', () => {
    expect(checkRange('2025-01-01', '2025-01-31', '2025-02-01')).toEqual({
      ok: true,
      range: { from: '2025-01-01', to: '2025-01-31' },
    });
    expect(checkRange('2025-02-01', '2025-02-01', '2025-02-01').ok).toBe(true);
  });

  it('blames the field to change for an invalid choice', () => {
    const today = '2025-02-01';
    expect(checkRange('', '2025-01-31', today)).toEqual({ ok: false, field: 'from' });
    expect(checkRange('2025-02-30', '2025-01-31', today)).toEqual({ ok: false, field: 'from' });
    expect(checkRange('2025-02-02', '2025-02-03', today)).toEqual({ ok: false, field: 'from' });
    expect(checkRange('2025-01-10', '2025-01-09', today)).toEqual({ ok: false, field: 'to' });
    expect(checkRange('2025-01-10', '', today)).toEqual({ ok: false, field: 'to' });
    expect(checkRange('2025-01-10', '2025-02-02', today)).toEqual({ ok: false, field: 'to' });
  });

  it('offers the last 7 days by default and quick ranges', () => {
    expect(defaultRange('2025-02-01')).toEqual({ from: '2025-01-26', to: '2025-02-01' });
    expect(presetRange('today', '2025-02-01')).toEqual({ from: '2025-02-01', to: '2025-02-01' });
    expect(presetRange('yesterday', '2025-02-01')).toEqual({ from: '2025-01-31', to: '2025-01-31' });
    expect(presetRange('last30', '2025-02-01')).toEqual({ from: '2025-01-03', to: '2025-02-01' });
  });

  it("reads the range from the address as the form sends it: the language's format or YYYY-MM-DD", () => {
    const today = '2026-11-24';
    expect(rangeRequestOf(new URLSearchParams(''), 'th', today)).toEqual({
      range: { from: '2026-11-18', to: today },
      typed: { from: '', to: '' },
      invalid: null,
    });
    expect(rangeRequestOf(new URLSearchParams('from=18/11/2026&to=24/11/2026'), 'th', today).range).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(rangeRequestOf(new URLSearchParams('from=2026/11/18&to=2026/11/20'), 'jp', today).range).toEqual({
      from: '2026-11-18',
      to: '2026-11-20',
    });
    expect(rangeRequestOf(new URLSearchParams('from=2026-11-18&to=2026-11-20'), 'en', today).range).toEqual({
      from: '2026-11-18',
      to: '2026-11-20',
    });
    // The browser's own format in a Thai page (month first) is not a Thai date: the field to change is named.
    expect(rangeRequestOf(new URLSearchParams('from=11/18/2026&to=24/11/2026'), 'th', today)).toEqual({
      range: null,
      typed: { from: '11/18/2026', to: '24/11/2026' },
      invalid: 'from',
    });
    expect(rangeRequestOf(new URLSearchParams('from=20/11/2026&to=19/11/2026'), 'th', today).invalid).toBe('to');
    expect(rangeRequestOf(new URLSearchParams('from=20/11/2026&to=25/11/2026'), 'th', today).invalid).toBe('to');
    expect(rangeRequestOf(new URLSearchParams('from=20/11/2026'), 'th', today).invalid).toBe('to');
    const bad = parseForm(new URLSearchParams('from=31/02/2026&to=24/11/2026'), rangeFormSchema('th', today));
    expect(bad.status).toBe('error');
    expect(bad.status === 'error' ? bad.error?.from?.[0]?.errorCode : null).toBe('RANGE_INVALID');
  });

  it('reads the page from the URL', () => {
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=x', 'page=1.5', ''])
      expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
  });

  it("turns days of the history's time zone into createdAt bounds covering both whole days", () => {
    expect(createdAtBoundsIn({ from: '2025-01-02', to: '2025-01-03' })).toEqual({
      $gte: '2025-01-01T17:00:00.000Z',
      $lte: '2025-01-03T16:59:59.999Z',
    });
    expect(createdAtBoundsIn({ from: '2025-01-02', to: '2025-01-02' }, 'UTC')).toEqual({
      $gte: '2025-01-02T00:00:00.000Z',
      $lte: '2025-01-02T23:59:59.999Z',
    });
    expect(dayIn(new Date('2025-01-01T17:30:00Z'))).toBe('2025-01-02');
    expect(dayIn(new Date('2025-01-01T17:30:00Z'), 'UTC')).toBe('2025-01-01');
  });
});
