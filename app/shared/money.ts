/**
 * Money on screen (spec § 9): thousands separators; decimals only when the currency has them and the language's
 * currency setting shows them; an optional abbreviated form (1.2K, 3.4M); the symbol before or after the amount as
 * the currency says; the language's own symbol (the baht is "B" in Thai). Values are always rounded DOWN (towards
 * minus infinity), and all arithmetic is on integer minor units with BigInt: no floating point anywhere.
 */

export interface MoneyCurrency {
  /** Minor-unit digits of the stored amounts (2 for THB, 6 for USDT). */
  decimals: number;
  symbol: string;
  /** Symbol after the amount ("100.00 USDT") instead of before ("฿100.00"). */
  isFollowing?: boolean;
  /** The language's symbol for this currency (currency-language display_symbol), e.g. "B" for the baht in Thai. */
  displaySymbol?: string;
  /** Whether the language shows decimals for this currency (currency-language is_decimal); default true. */
  isDecimal?: boolean;
}

export interface FormatMoneyOptions {
  /** 1.2K, 3.4M, 5.6B, 7.8T from 1,000 up. */
  abbreviate?: boolean;
  /** Decimals shown when the currency shows decimals (default 2, never more than the currency has). */
  maxDecimals?: number;
  /** Leave the symbol out. */
  noSymbol?: boolean;
}

/** Integer minor units from a bigint, a safe integer or an integer string; anything else is refused. */
export function toMinorUnits(value: bigint | number | string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`money amounts are integer minor units, got ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value.trim())) throw new RangeError(`money amounts are integer minor units, got "${value}"`);
  return BigInt(value.trim());
}

/** Floor division for BigInt (BigInt's `/` truncates towards zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `scaled` holds `shown` decimals: "12345", 2 → "123.45" (non-negative input). */
function withDecimals(scaled: bigint, shown: number, trimZeros: boolean): string {
  const unit = 10n ** BigInt(shown);
  const whole = groupThousands((scaled / unit).toString());
  if (shown === 0) return whole;
  let frac = (scaled % unit).toString().padStart(shown, '0');
  if (trimZeros) frac = frac.replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

const ABBREVIATIONS: [bigint, string][] = [
  [10n ** 12n, 'T'],
  [10n ** 9n, 'B'],
  [10n ** 6n, 'M'],
  [10n ** 3n, 'K'],
];

/** The number part only: rounded down, grouped, with the decimals the currency shows. */
export function formatAmount(
  minor: bigint | number | string,
  currency: Pick<MoneyCurrency, 'decimals' | 'isDecimal'>,
  options: FormatMoneyOptions = {},
): string {
  const value = toMinorUnits(minor);
  const decimals = Math.max(0, Math.trunc(currency.decimals));
  const shown = currency.isDecimal === false ? 0 : Math.min(decimals, options.maxDecimals ?? 2);
  const perMajor = 10n ** BigInt(decimals);

  if (options.abbreviate) {
    // Whole major units, rounded down, then one decimal of the abbreviation, rounded down again.
    const major = floorDiv(value, perMajor);
    const magnitude = major < 0n ? -major : major;
    for (const [size, suffix] of ABBREVIATIONS) {
      if (magnitude >= size) {
        const tenths = floorDiv(value * 10n, perMajor * size); // floor of the value in tenths of the unit
        const negative = tenths < 0n;
        const abs = negative ? -tenths : tenths;
        return `${negative ? '-' : ''}${withDecimals(abs, 1, true)}${suffix}`;
      }
    }
  }

  const scaled = floorDiv(value * 10n ** BigInt(shown), perMajor); // value in 10^-shown units, rounded down
  const negative = scaled < 0n;
  return `${negative ? '-' : ''}${withDecimals(negative ? -scaled : scaled, shown, false)}`;
}

/** The amount with its symbol, as the member sees it: "฿1,234.56", "B1,234", "12.50 USDT", "฿1.2K". */
export function formatMoney(
  minor: bigint | number | string,
  currency: MoneyCurrency,
  options: FormatMoneyOptions = {},
): string {
  const amount = formatAmount(minor, currency, options);
  if (options.noSymbol) return amount;
  const symbol = currency.displaySymbol || currency.symbol;
  if (currency.isFollowing) return `${amount} ${symbol}`;
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}

/** A currency row and its currency-language row (as the API sends them) in the shape formatMoney takes. */
export function moneyCurrency(
  currency: { decimals: number; symbol: string; is_following?: boolean },
  currencyLanguage?: { display_symbol?: string | null; is_decimal?: boolean | null } | null,
): MoneyCurrency {
  return {
    decimals: currency.decimals,
    symbol: currency.symbol,
    isFollowing: !!currency.is_following,
    displaySymbol: currencyLanguage?.display_symbol || undefined,
    isDecimal: currencyLanguage?.is_decimal ?? true,
  };
}

/**
 * Parses what a member typed ("1,234.5") into integer minor units, exactly; null when it is not a plain amount or
 * has more decimals than the currency.
 */
export function parseMoneyInput(text: string, decimals: number): bigint | null {
  const cleaned = text.trim().replace(/,/g, '');
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(cleaned);
  if (!m) return null;
  const frac = m[3] ?? '';
  if (frac.length > decimals) return null;
  const minor = BigInt(m[2]) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  return m[1] ? -minor : minor;
}
