import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../shared/dates';
import type { HistoryTabProps } from '../../../shared/history-tabs';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { useShellUi } from '../../../shared/shell-ui';
import { BONUS_HISTORY_PAGE_SIZE, type BonusCreditView, type BonusKind } from '../cashback.schemas';

/** The history page's cashback and rebate tabs: the member's daily credits, newest first, in pages. */
function CreditsTab({ kind, locale, data, loading }: HistoryTabProps & { kind: BonusKind }) {
  const { t } = useTranslation('cashback');
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency;
  const money = (minor: number) =>
    currency ? formatMoney(minor, moneyCurrency(currency, currencyLanguage)) : String(minor / 100);
  if (!data) return null;
  if (loading)
    return (
      <div role="status" className="space-y-2 pt-3">
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} aria-hidden className="h-10 animate-pulse rounded-xl border border-border bg-surface" />
        ))}
      </div>
    );
  if (data.status === 'error')
    return (
      <div role="alert" className="mt-3 rounded-2xl border border-danger/40 p-6 text-center">
        <p className="font-semibold">{t('load_failed')}</p>
        <Link to={`?tab=${kind}`} className="mt-2 inline-block font-semibold text-primary underline">
          {t('retry')}
        </Link>
      </div>
    );
  const result = data.data as { total: number; skip: number; data: BonusCreditView[] };
  const current = Math.floor(result.skip / BONUS_HISTORY_PAGE_SIZE) + 1;
  const pages = Math.max(1, Math.ceil(result.total / BONUS_HISTORY_PAGE_SIZE));
  if (result.data.length === 0)
    return (
      <p role="status" className="mt-3 rounded-2xl border border-dashed border-border px-4 py-10 text-center">
        {t('empty')}
      </p>
    );
  return (
    <section aria-label={t(`${kind}.title`)} className="space-y-3 pt-3">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-text-muted">
            <th scope="col" className="py-1 font-normal">
              {t('date')}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t(`${kind}.base`)}
            </th>
            <th scope="col" className="py-1 text-right font-normal">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.data.map((c) => (
            <tr key={c.id} className="border-t border-border">
              <td className="py-2">{formatDay(c.business_date, locale)}</td>
              <td className="py-2 text-right tabular-nums">{money(c.base_amount)}</td>
              <td className="py-2 text-right font-semibold tabular-nums">{money(c.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label={t('pages')} className="flex items-center justify-between gap-2 text-sm">
          {current > 1 ? (
            <Link to={`?tab=${kind}&page=${current - 1}`} rel="prev" className="font-semibold text-primary">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-text-muted">{t('page', { page: current, pages })}</span>
          {current < pages ? (
            <Link to={`?tab=${kind}&page=${current + 1}`} rel="next" className="font-semibold text-primary">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

export function CashbackHistory(props: HistoryTabProps) {
  return <CreditsTab kind="cashback" {...props} />;
}

export function RebateHistory(props: HistoryTabProps) {
  return <CreditsTab kind="rebate" {...props} />;
}
