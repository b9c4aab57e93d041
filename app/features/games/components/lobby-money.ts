import { useCallback } from 'react';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { useShellUi } from '../../../shared/shell-ui';

/**
 * Formats an amount of any currency as the page's language shows money (the currencies the shell loaded, and this
 * language's symbol for the member's currency); null until the currencies are known or for an unknown code.
 */
export function useFormatMoney(): (minor: number, code: string) => string | null {
  const { currencies, currencyLanguage } = useShellUi();
  return useCallback(
    (minor, code) => {
      const currency = currencies?.find((c) => c.code === code);
      if (!currency) return null;
      const inLanguage = currencyLanguage?.currency_id === currency.id ? currencyLanguage : null;
      return formatMoney(minor, moneyCurrency(currency, inLanguage));
    },
    [currencies, currencyLanguage],
  );
}

/** Reads a public JSON resource of the site (no loading bar, no error modal: the lobby's extras fail quietly). */
export async function readPublic<T>(url: string, signal: AbortSignal): Promise<T | null> {
  try {
    const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}
