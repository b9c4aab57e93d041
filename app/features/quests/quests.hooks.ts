import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { formatMoney, moneyCurrency } from '../../shared/money.ts';
import { usePageData } from '../../shared/page-data.ts';
import { useShellUi, useSocketTopic } from '../../shared/shell-ui.tsx';
import { COUNT_CONDITIONS, type QuestView } from './quests.schemas.ts';

/** Amounts in the member's wallet currency (minor units) as the site shows money; baht for visitors. */
export function useQuestMoney(): (minor: number) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency ?? { id: 0, code: 'THB', symbol: '฿', decimals: 2, is_following: false };
  return useCallback(
    (minor: number) => formatMoney(minor, moneyCurrency(currency, currencyLanguage)),
    [currency, currencyLanguage],
  );
}

/** The words of a quest: what it asks, what it pays, and how far the member is. */
export function useQuestWords() {
  const { t } = useTranslation('quests');
  const money = useQuestMoney();
  const multiple = (threshold: number) => (threshold / 100).toFixed(threshold % 100 === 0 ? 0 : 2);
  return {
    condition: (q: QuestView) =>
      t(`condition.${q.condition}`, {
        count: q.target,
        amount: money(q.target),
        threshold: money(q.threshold),
        multiple: multiple(q.threshold),
      }),
    reward: (q: Pick<QuestView, 'reward_type' | 'reward_amount' | 'reward_promotion_title'>) =>
      q.reward_type === 'money'
        ? money(q.reward_amount)
        : q.reward_type === 'point'
          ? t('reward.points', { count: q.reward_amount })
          : t('reward.promotion', { title: q.reward_promotion_title ?? t('reward.freeCredit') }),
    progress: (q: QuestView, progress: number) =>
      COUNT_CONDITIONS.includes(q.condition)
        ? t('progress.rounds', { done: Math.min(progress, q.target), count: q.target })
        : t('progress.amount', { done: money(Math.min(progress, q.target)), target: money(q.target) }),
    money,
  };
}

/**
 * Keeps a quest's progress current while the page is shown: read again when the realtime feed says a quest changed,
 * and every few seconds while a joined quest is counting and the tab is visible.
 */
export function useLiveQuests(counting: boolean, everyMs = 4_000): void {
  const revalidator = useRevalidator();
  useSocketTopic('QUEST', () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [counting, everyMs, revalidator]);
}
