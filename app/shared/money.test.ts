import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, moneyCurrency, parseMoneyInput, toMinorUnits } from './money.ts';

const THB = { decimals: 2, symbol: '฿', isFollowing: false };
const THB_TH = { ...THB, displaySymbol: 'B', isDecimal: false };
const MYR = { decimals: 2, symbol: 'RM' };
const USDT = { decimals: 6, symbol: 'USDT', isFollowing: true };
const KRW = { decimals: 0, symbol: '₩' };

describe('formatMoney', () => {
  it('groups thousands and shows two decimals for a currency with decimals', () => {
    expect(formatMoney(123456789, THB)).toBe('฿1,234,567.89');
    expect(formatMoney(0, THB)).toBe('฿0.00');
    expect(formatMoney(5, THB)).toBe('฿0.05');
    expect(formatMoney(100000, MYR)).toBe('RM1,000.00');
    expect(formatMoney(99999, THB)).toBe('฿999.99');
  });

  it('shows no decimals when the currency has none or the language hides them, rounding down', () => {
    expect(formatMoney(1234567, KRW)).toBe('₩1,234,567');
    expect(formatMoney(123499, THB_TH)).toBe('B1,234');
    expect(formatMoney(199, THB_TH)).toBe('B1');
    expect(formatMoney(99, THB_TH)).toBe('B0');
  });

  it('puts the symbol after the amount for a following currency and shows at most two decimals by default', () => {
    expect(formatMoney(12_345_678_901n, USDT)).toBe('12,345.67 USDT');
    expect(formatMoney(1_999_999n, USDT)).toBe('1.99 USDT');
    expect(formatMoney(1_999_999n, USDT, { maxDecimals: 6 })).toBe('1.999999 USDT');
  });

  it("uses the language's symbol: the baht is B in Thai", () => {
    const thai = moneyCurrency(
      { decimals: 2, symbol: '฿', is_following: false },
      { display_symbol: 'B', is_decimal: false },
    );
    expect(formatMoney(5_000_050, thai)).toBe('B50,000');
    const english = moneyCurrency(
      { decimals: 2, symbol: '฿', is_following: false },
      { display_symbol: '฿', is_decimal: true },
    );
    expect(formatMoney(5_000_050, english)).toBe('฿50,000.50');
    expect(formatMoney(5_000_050, moneyCurrency({ decimals: 2, symbol: '฿' }))).toBe('฿50,000.50');
  });

  it('always rounds down, never up, including for negative amounts (towards minus infinity)', () => {
    expect(formatMoney(1_999, { decimals: 3, symbol: '$' })).toBe('$1.99');
    expect(formatMoney(-1_999, { decimals: 3, symbol: '$' })).toBe('-$2.00');
    expect(formatMoney(-150, THB)).toBe('-฿1.50');
    expect(formatMoney(-150, THB_TH)).toBe('-B2');
    expect(formatMoney(-5, USDT)).toBe('-0.01 USDT');
  });

  it('is exact beyond the range of floating point numbers', () => {
    // 2^63 - 1 minor units: a double would turn these digits into ...808.
    expect(formatMoney(9_223_372_036_854_775_807n, THB)).toBe('฿92,233,720,368,547,758.07');
    expect(formatMoney('9007199254740993', THB)).toBe('฿90,071,992,547,409.93');
    // 0.1 + 0.2 style traps: 1.13 and 4.35 are not exact in binary but are exact here.
    expect(formatMoney(113, THB)).toBe('฿1.13');
    expect(formatMoney(435, THB)).toBe('฿4.35');
    expect(formatMoney(1_015, { decimals: 3, symbol: '$' })).toBe('$1.01');
  });

  it('abbreviates from a thousand up with one decimal, rounded down', () => {
    expect(formatMoney(123_400, THB, { abbreviate: true })).toBe('฿1.2K');
    expect(formatMoney(129_999, THB, { abbreviate: true })).toBe('฿1.2K');
    expect(formatMoney(340_000_000, THB, { abbreviate: true })).toBe('฿3.4M');
    expect(formatMoney(100_000_000, THB, { abbreviate: true })).toBe('฿1M');
    expect(formatMoney(99_999_999, THB, { abbreviate: true })).toBe('฿999.9K');
    expect(formatMoney(560_000_000_000n, THB, { abbreviate: true })).toBe('฿5.6B');
    expect(formatMoney(780_000_000_000_000n, THB, { abbreviate: true })).toBe('฿7.8T');
    expect(formatMoney(99_999, THB, { abbreviate: true })).toBe('฿999.99');
    expect(formatMoney(1_500_000_000n, USDT, { abbreviate: true })).toBe('1.5K USDT');
    expect(formatMoney(-123_400, THB, { abbreviate: true })).toBe('-฿1.3K');
  });

  it('can leave the symbol out', () => {
    expect(formatMoney(123456, THB, { noSymbol: true })).toBe('1,234.56');
    expect(formatAmount(123456, THB_TH)).toBe('1,234');
  });

  it('refuses amounts that are not integer minor units', () => {
    expect(() => formatMoney(1.5, THB)).toThrow(RangeError);
    expect(() => formatMoney('12.50', THB)).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2, THB)).toThrow(RangeError);
    expect(toMinorUnits(' 42 ')).toBe(42n);
  });
});

describe('parseMoneyInput', () => {
  it('turns typed amounts into exact minor units', () => {
    expect(parseMoneyInput('1,234.5', 2)).toBe(123450n);
    expect(parseMoneyInput('0.07', 2)).toBe(7n);
    expect(parseMoneyInput('100', 0)).toBe(100n);
    expect(parseMoneyInput('1.000001', 6)).toBe(1_000_001n);
    expect(parseMoneyInput('-3', 2)).toBe(-300n);
  });

  it('refuses text that is not an amount or has too many decimals', () => {
    for (const text of ['', 'abc', '1.2.3', '1e5', '1.234', '٣']) expect(parseMoneyInput(text, 2)).toBeNull();
  });
});
