import { describe, expect, it } from 'vitest';
import { formatBankNumber } from './bank-number.ts';

describe('formatBankNumber', () => {
  it('groups 10 digits 3-6-1', () => {
    expect(formatBankNumber('1234567890')).toBe('123-456789-0');
    expect(formatBankNumber('123 456 7890')).toBe('123-456789-0');
    expect(formatBankNumber('123-456789-0')).toBe('123-456789-0');
  });

  it('groups 13 digits 3-3-7', () => {
    expect(formatBankNumber('1234567890123')).toBe('123-456-7890123');
  });

  it('leaves other lengths and non-numeric values unchanged', () => {
    for (const value of [
      '123456789',
      '12345678901',
      '123456789012',
      '12345678901234',
      'ABC4567890',
      '',
      '12345.67890',
    ]) {
      expect(formatBankNumber(value)).toBe(value);
    }
    expect(formatBankNumber(null)).toBe('');
    expect(formatBankNumber(undefined)).toBe('');
  });
});
