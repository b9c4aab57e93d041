/** Amounts on the wire are integers in minor units; the gateway shows and reads them in the currency's major unit. */

export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** 12345 THB → "123.45" (exact: integer arithmetic, no floating point). */
export function minorToDecimal(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const negative = minor < 0;
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  const whole = digits ? text.slice(0, -digits) : text;
  const fraction = digits ? text.slice(-digits) : '';
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * What a person typed ("1,234.5", "100") → minor units, or null when it is not a positive amount with at most the
 * currency's decimals.
 */
export function decimalToMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const clean = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d*))?$/.exec(clean);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  const minor = Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** Money in the page's language, from an exact decimal string (Intl formats strings without rounding through floats). */
export function formatMoney(minor: number, currency: string, localeTag: string): string {
  const decimal = minorToDecimal(minor, currency);
  try {
    return new Intl.NumberFormat(localeTag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(
      decimal as unknown as number, // Intl.NumberFormat accepts exact decimal strings
    );
  } catch {
    return `${decimal} ${currency}`;
  }
}

/** An exchange rate ("36.25" major units per token) as money in the page's language, every decimal kept. */
export function formatRate(rate: string, currency: string, localeTag: string): string {
  const scale = (rate.split('.')[1] ?? '').length;
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(localeTag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: Math.max(digits, scale),
    }).format(rate as unknown as number);
  } catch {
    return `${rate} ${currency}`;
  }
}

/**
 * Fiat minor units → token amount at `rate` (major fiat per token), as a decimal string with `decimals` places,
 * rounded up so the payer never sends less than asked. All in BigInt.
 */
export function cryptoAmount(minor: number, currency: string, rate: string, decimals = 6): string {
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(rate);
  if (!m) throw new Error('invalid rate');
  const rateScale = (m[2] ?? '').length;
  const rateInt = BigInt(`${m[1]}${m[2] ?? ''}`);
  if (rateInt === 0n) throw new Error('invalid rate');
  // amount = minor / 10^digits / (rateInt / 10^rateScale) = minor * 10^rateScale / (10^digits * rateInt)
  const numerator = BigInt(minor) * 10n ** BigInt(rateScale) * 10n ** BigInt(decimals);
  const denominator = 10n ** BigInt(currencyDigits(currency)) * rateInt;
  const units = (numerator + denominator - 1n) / denominator;
  const text = units.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
