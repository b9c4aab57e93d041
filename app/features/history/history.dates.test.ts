import { describe, expect, it } from 'vitest';
import { addDays, checkRange, createdAtBounds, defaultRange, isDay, localDay, pageFromParams, presetRange, rangeFromParams } from './history.dates.ts';

describe('history date ranges', () => {
  it('knows real calendar days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-1', '24-01-01', '', null, undefined, '2024-01-01T00:00', '1999-12-31']) {
      expect(isDay(bad), String(bad)).toBe(false);
    }
  });

  it('adds days across months and years', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-10', -6)).toBe('2025-01-04');
  });

  it('accepts a range from one day to a later one, up to today', () => {
    expect(checkRange('2025-01-01', '2025-01-31', '2025-02-01')).toEqual({ ok: true, range: { from: '2025-01-01', to: '2025-01-31' } });
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

  it('reads the range and page from the URL', () => {
    expect(rangeFromParams(new URLSearchParams(''), '2025-02-01')).toEqual({ from: '2025-01-26', to: '2025-02-01' });
    expect(rangeFromParams(new URLSearchParams('from=2025-01-02'), '2025-02-01')).toEqual({ from: '2025-01-02', to: '' });
    expect(pageFromParams(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['page=0', 'page=-2', 'page=x', 'page=1.5', '']) expect(pageFromParams(new URLSearchParams(bad))).toBe(1);
  });

  it('turns local days into createdAt bounds covering both whole days', () => {
    const { $gte, $lte } = createdAtBounds({ from: '2025-01-02', to: '2025-01-03' });
    const start = new Date($gte);
    const end = new Date($lte);
    expect(localDay(start)).toBe('2025-01-02');
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    expect(localDay(end)).toBe('2025-01-03');
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
  });
});
