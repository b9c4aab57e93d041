import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { NET_PERIODS, type NetPeriod, type NetPosition } from '../statements.schemas';

export interface NetPositionPageProps {
  locale: string;
  period: NetPeriod;
  position: NetPosition;
  currency: { decimals: number; symbol: string; is_following: boolean };
}

/**
 * The member's money at a glance: deposits, withdrawals and their net for the chosen period (a GET form: the period
 * is a read), bonuses and the game result of the same period, lifetime net deposits, and the 12-month statement to
 * download as CSV or PDF.
 */
export function NetPositionPage({ locale, period, position, currency }: NetPositionPageProps) {
  const { t } = useTranslation(['statements', 'common']);
  const money = (n: number) => formatMoney(n, moneyCurrency(currency));
  const at = (iso: string) => formatDateTime(iso, { locale, timeZone: 'Asia/Bangkok' }).slice(0, -3);
  const rows: [string, number, string?][] = [
    [t('deposits'), position.deposits],
    [t('withdrawals'), position.withdrawals],
    [t('net'), position.net, t('netHint')],
    [t('bonuses'), position.bonuses],
    [t('gameResult'), position.gameResult, t('gameResultHint')],
  ];
  return (
    <div className="flex w-full max-w-2xl flex-col gap-6">
      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="net-title">
        <h1 id="net-title" className="text-2xl font-bold">
          {t('title')}
        </h1>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('period')}
            <select
              name="period"
              defaultValue={period}
              className="rounded-lg border border-border bg-surface-alt px-3 py-2 text-base"
            >
              {NET_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t('lastDays', { count: Number(p) })}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            {t('show')}
          </Button>
        </Form>
        <p className="mt-3 text-xs text-text-muted">
          {at(position.from)} – {at(position.to)}
        </p>
        <dl className="mt-4 divide-y divide-border">
          {rows.map(([label, value, hint]) => (
            <div key={label} className="flex items-baseline justify-between gap-3 py-2">
              <dt className="text-sm">
                {label}
                {hint ? <span className="block text-xs text-text-muted">{hint}</span> : null}
              </dt>
              <dd className={`tabular-nums font-semibold ${value < 0 ? 'text-danger' : ''}`}>{money(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="lifetime-title">
        <h2 id="lifetime-title" className="text-lg font-semibold">
          {t('lifetime')}
        </h2>
        <dl className="mt-3 divide-y divide-border">
          <div className="flex justify-between gap-3 py-2">
            <dt className="text-sm">{t('deposits')}</dt>
            <dd className="tabular-nums">{money(position.lifetime.deposits)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2">
            <dt className="text-sm">{t('withdrawals')}</dt>
            <dd className="tabular-nums">{money(position.lifetime.withdrawals)}</dd>
          </div>
          <div className="flex justify-between gap-3 py-2">
            <dt className="text-sm font-semibold">{t('lifetimeNet')}</dt>
            <dd className="tabular-nums font-bold">{money(position.lifetime.net)}</dd>
          </div>
        </dl>
      </section>
      <section className="rounded-2xl border border-border bg-surface p-5 sm:p-8" aria-labelledby="download-title">
        <h2 id="download-title" className="text-lg font-semibold">
          {t('download.heading')}
        </h2>
        <p className="mt-1 text-sm text-text-muted">{t('download.intro')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={`/${locale}/statement-file?format=csv`}
            download
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-primary-contrast"
          >
            {t('download.csv')}
          </a>
          <a
            href={`/${locale}/statement-file?format=pdf`}
            download
            className="rounded-lg border border-border px-4 py-2 font-semibold"
          >
            {t('download.pdf')}
          </a>
        </div>
      </section>
    </div>
  );
}
