import { useCallback, useEffect, useState } from 'react';
import { api, type Page, type Query } from '../../shared/api-client.ts';
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

export type Load<T> = { status: 'idle' | 'loading' } | { status: 'done'; data: T } | { status: 'error' };

/**
 * Reads a member endpoint when `query` is given (its JSON is the key). Failures are logged and shown as a retry
 * prompt, not as the error modal, as the spec's data loads do.
 */
export function useMemberFind<T>(service: string, query: Query | null): { load: Load<Page<T>>; retry(): void } {
  const [load, setLoad] = useState<Load<Page<T>>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (key === null) {
      setLoad({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api
      .service<T>(service)
      .find(JSON.parse(key) as Query, { signal: controller.signal, handleErrors: false })
      .then((data) => setLoad({ status: 'done', data }))
      .catch((err) => {
        if (controller.signal.aborted) return;
        console.error(`${service} could not be loaded`, err);
        setLoad({ status: 'error' });
      });
    return () => controller.abort();
  }, [service, key, attempt]);
  return { load, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
