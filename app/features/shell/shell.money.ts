/**
 * Amount display for the shell's balance: integer minor units (as a string) → text with the currency's decimals,
 * rounded down, symbol before or after as the currency says.
 */
export function formatShellAmount(
  minor: string | number | bigint,
  currency: { symbol: string; decimals: number; is_following: boolean } | null,
  locale = 'en-US',
): string {
  const decimals = currency?.decimals ?? 2;
  let units: bigint;
  try {
    units = BigInt(minor);
  } catch {
    units = 0n;
  }
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const scale = 10n ** BigInt(decimals);
  const whole = abs / scale;
  // Two decimals at most on screen, cut (not rounded).
  const shown = Math.min(decimals, 2);
  const fraction = (abs % scale).toString().padStart(decimals, '0').slice(0, shown);
  const wholeText = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole);
  const number = `${negative ? '-' : ''}${wholeText}${shown ? `.${fraction}` : ''}`;
  if (!currency) return number;
  return currency.is_following ? `${number} ${currency.symbol}` : `${currency.symbol}${number}`;
}
