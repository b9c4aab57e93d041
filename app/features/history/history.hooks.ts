import { useCallback } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { formatAmount, formatMoney, moneyCurrency } from '../../shared/money.ts';
import { usePageData } from '../../shared/page-data.ts';
import { useShellUi } from '../../shared/shell-ui.tsx';

/** Amounts of the member's wallet currency (minor units) as the site shows money; other currencies with their code. */
export function useMoneyFormat(): (minor: number, currencyCode?: string) => string {
  const shell = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = shell.wallet?.currency ?? null;
  return useCallback(
    (minor: number, code?: string) => {
      if (currency && (!code || code === currency.code))
        return formatMoney(minor, moneyCurrency(currency, currencyLanguage));
      return `${formatAmount(minor, { decimals: 2 })}${code ? ` ${code}` : ''}`;
    },
    [currency, currencyLanguage],
  );
}

/** Records a history page's loader read: the data, or a failure the page shows with a retry link. */
export type Records<T> = { status: 'done'; data: T } | { status: 'error' };

/**
 * Reads a page's records on the server. A failure is logged and shown as a retry prompt, not as the error page, as
 * the spec's data loads do.
 */
export async function loadRecords<T>(read: () => Promise<T>): Promise<Records<T>> {
  try {
    return { status: 'done', data: await read() };
  } catch (err) {
    console.error('history records could not be read', err);
    return { status: 'error' };
  }
}

/** True while the page's own records are being read again (another range, another page), to show the skeleton. */
export function useRecordsLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}
