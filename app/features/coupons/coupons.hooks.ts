import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, moneyCurrency } from '../../shared/money';
import { usePageData } from '../../shared/page-data';
import { useShellUi } from '../../shared/shell-ui';
import type { CouponKind, CouponStatus } from './coupons.schemas';

/** What a coupon gives, in the page's words: ฿100.00, 500 points, or a promotion. */
export function useCouponValue(): (c: {
  kind: CouponKind;
  amount: number;
  currency: string;
  points: number;
}) => string {
  const { t } = useTranslation('coupons');
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  return (c) => {
    if (c.kind === 'points')
      return t('value.points', { points: formatAmount(c.points * 100, { decimals: 2, isDecimal: false }) });
    if (c.kind === 'promotion') return t('value.promotion');
    const currency = page.wallet?.currency;
    return currency && currency.code === c.currency
      ? formatMoney(c.amount, moneyCurrency(currency, currencyLanguage))
      : `${formatAmount(c.amount, { decimals: 2, isDecimal: true })} ${c.currency}`;
  };
}

export const STATUS_TONE: Record<CouponStatus, string> = {
  pending: 'bg-primary/15 text-primary',
  under_verification: 'bg-warning/20 text-[#fcd34d]',
  success: 'bg-success/15 text-success',
  joined: 'bg-success/15 text-success',
  fail: 'bg-danger/20 text-[#fca5a5]',
  unavailable: 'bg-surface-alt text-text-muted',
};
