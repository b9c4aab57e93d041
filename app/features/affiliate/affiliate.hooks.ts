import { useCallback } from 'react';
import { formatAmount, formatMoney, moneyCurrency } from '../../shared/money';
import { usePageData } from '../../shared/page-data';
import { useShellUi } from '../../shared/shell-ui';

/** Minor units as the member reads them, in the wallet's currency (the currency code after other currencies). */
export function useAffiliateMoney(): (minor: number, currencyCode?: string) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency ?? null;
  return useCallback(
    (minor: number, code?: string) => {
      if (currency && (!code || code === currency.code))
        return formatMoney(minor, moneyCurrency(currency, currencyLanguage));
      return `${formatAmount(minor, { decimals: 2 })}${code ? ` ${code}` : ''}`;
    },
    [currency, currencyLanguage],
  );
}

/** A rate in basis points as a percentage: 50 → "0.5". */
export function percentOf(rateBp: number): string {
  return (rateBp / 100).toFixed(2).replace(/\.?0+$/, '');
}
