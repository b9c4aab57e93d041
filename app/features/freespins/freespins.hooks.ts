import { useCallback, useEffect, useState } from 'react';
import { formatMoney, moneyCurrency } from '../../shared/money.ts';
import { usePageData } from '../../shared/page-data.ts';
import { useShellUi } from '../../shared/shell-ui.tsx';

/** Amounts in the member's wallet currency (minor units) as the site shows money; baht for visitors. */
export function useFreespinMoney(): (minor: number) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency ?? { id: 0, code: 'THB', symbol: '฿', decimals: 2, is_following: false };
  return useCallback(
    (minor: number) => formatMoney(minor, moneyCurrency(currency, currencyLanguage)),
    [currency, currencyLanguage],
  );
}

/** Milliseconds until `iso`, ticking every second once the page runs (the server renders the value at its time). */
export function useRemainingMs(iso: string): number {
  const target = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  return Math.max(0, target - now);
}

/** d and hh:mm:ss of a duration. */
export function splitDuration(ms: number): { days: number; time: string } {
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  return { days, time: `${two(h)}:${two(m)}:${two(total % 60)}` };
}
