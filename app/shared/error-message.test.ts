import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorMessageFor, formatLocalDateTime, localizeErrorText } from './error-message.ts';

describe('error texts', () => {
  const tz = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Bangkok';
  });
  afterEach(() => {
    process.env.TZ = tz;
  });

  it('picks the locale, then Thai, then the message', () => {
    const err = { message: 'fallback', messages: { en: 'English', th: 'ไทย' } };
    expect(errorMessageFor(err, 'en')).toBe('English');
    expect(errorMessageFor(err, 'jp')).toBe('ไทย');
    expect(errorMessageFor({ message: 'only this' }, 'en')).toBe('only this');
  });

  it('formats dates as local DD/MM/YYYY HH:mm:ss', () => {
    expect(formatLocalDateTime(new Date('2026-03-04T05:06:07Z'))).toBe('04/03/2026 12:06:07');
  });

  it('converts ISO date-times in the text to local time', () => {
    expect(localizeErrorText('Available again at 2026-03-04T17:30:00.000Z.')).toBe(
      'Available again at 05/03/2026 00:30:00.',
    );
    expect(localizeErrorText('From 2026-03-04T10:00:00+07:00 on')).toBe('From 04/03/2026 10:00:00 on');
    expect(localizeErrorText('Order 2026-03-04 stays a date')).toBe('Order 2026-03-04 stays a date');
  });

  it('fills placeholders from the error data, dates localised', () => {
    expect(localizeErrorText('Wait until {{until}} ({count} left)', { until: '2026-01-01T00:00:00Z', count: 3 })).toBe(
      'Wait until 01/01/2026 07:00:00 (3 left)',
    );
    expect(localizeErrorText('Unknown {{thing}} stays', {})).toBe('Unknown {{thing}} stays');
  });

  it('applies to the chosen message', () => {
    expect(errorMessageFor({ messages: { en: 'Try after {{at}}' }, data: { at: '2026-06-01T12:00:00Z' } }, 'en')).toBe(
      'Try after 01/06/2026 19:00:00',
    );
  });
});
