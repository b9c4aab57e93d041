import { useCallback, useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { formatMoney, moneyCurrency } from '../../shared/money.ts';
import { usePageData } from '../../shared/page-data.ts';
import { useShellUi, useSocketTopic } from '../../shared/shell-ui.tsx';

/** Amounts in the member's wallet currency (minor units) as the site shows money; baht for visitors. */
export function usePromotionMoney(): (minor: number) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency ?? { id: 0, code: 'THB', symbol: '฿', decimals: 2, is_following: false };
  return useCallback(
    (minor: number) => formatMoney(minor, moneyCurrency(currency, currencyLanguage)),
    [currency, currencyLanguage],
  );
}

/**
 * Keeps a running promotion's progress current while the page is shown: the page's data (and the header's) are read
 * again every few seconds while the tab is visible, and at once when the realtime feed says the promotion changed.
 */
export function useLiveProgress(active: boolean, everyMs = 3_000): void {
  const revalidator = useRevalidator();
  useSocketTopic('PROMOTION', () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs, revalidator]);
}
