import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, moneyCurrency } from '../../shared/money.ts';
import { usePageData } from '../../shared/page-data.ts';
import { useShellUi } from '../../shared/shell-ui.tsx';
import type { CalcType } from './competitions.schemas.ts';

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A whole number with thousands separators (points, players): 15,000. */
export function grouped(n: number): string {
  return GROUPED.format(n);
}

/** Amounts of a competition's currency (minor units) as the site shows money. */
export function useCompetitionMoney(): (minor: number, currency: string) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const wallet = page.wallet?.currency;
  return useCallback(
    (minor: number, code: string) => {
      const currency =
        wallet && wallet.code === code
          ? wallet
          : { decimals: 2, symbol: code === 'THB' ? '฿' : code, is_following: code !== 'THB' };
      return formatMoney(minor, moneyCurrency(currency, wallet?.code === code ? currencyLanguage : null));
    },
    [wallet, currencyLanguage],
  );
}

/** A score as its calculation type reads: money, a count of bets, or a multiplier (hundredths → 12.50×). */
export function useScoreFormat(): (score: number, type: CalcType, currency: string) => string {
  const money = useCompetitionMoney();
  const { t } = useTranslation('competitions');
  return useCallback(
    (score: number, type: CalcType, currency: string) => {
      if (type === 'bets') return t('score.bets', { count: score });
      if (type === 'win_multiplier')
        return `${Math.trunc(score / 100)}.${String(Math.abs(score % 100)).padStart(2, '0')}×`;
      return score < 0 ? `−${money(-score, currency)}` : money(score, currency);
    },
    [money, t],
  );
}
