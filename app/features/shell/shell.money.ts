import { formatAmount, formatMoney, moneyCurrency } from '../../shared/money.ts';

/**
 * The shell's balance display: the site's one money format (app/shared/money.ts) with the currency's display symbol
 * in the current language (the baht shows as B where the currency-language says so).
 */
export function formatShellAmount(
  minor: string | number | bigint,
  currency: { symbol: string; decimals: number; is_following: boolean } | null,
  currencyLanguage?: { display_symbol?: string | null; is_decimal?: boolean | null } | null,
): string {
  let units: bigint;
  try {
    units = BigInt(minor);
  } catch {
    units = 0n;
  }
  if (!currency) return formatAmount(units, { decimals: 2 });
  return formatMoney(units, moneyCurrency(currency, currencyLanguage));
}
