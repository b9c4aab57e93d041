import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../shared/dates';
import { usePageData } from '../../../shared/page-data';
import { useHydrated } from '../../../shared/use-hydrated';
import type { AffiliateStatDay } from '../affiliate.schemas';
import { useAffiliateMoney } from '../affiliate.hooks';
import { SERIES_COLOURS } from './chart-colours';

/** The chart library comes with this chunk only: pages without the chart never load it. */
const ChartCanvas = lazy(() => import('./stats-chart-canvas'));

function ChartSkeleton() {
  const { t } = useTranslation('affiliate');
  return (
    <div role="status" className="grid h-64 animate-pulse place-items-center rounded-xl bg-surface-alt md:h-80">
      <span className="text-sm text-text-muted">{t('stats.loadingChart')}</span>
    </div>
  );
}

/**
 * Clicks, sign-ups and first deposits (counts, left axis) and turnover and commission (money, right axis) per day: a
 * canvas chart once the page's scripts run, and the same figures as a table, which is what a screen reader and a
 * page without scripts read.
 */
export function StatsChart({ days, locale }: { days: AffiliateStatDay[]; locale: string }) {
  const { t } = useTranslation('affiliate');
  const hydrated = useHydrated();
  const money = useAffiliateMoney();
  const page = usePageData();
  const labels = useMemo(
    () => ({
      clicks: t('stats.clicks'),
      signups: t('stats.signups'),
      first_deposits: t('stats.firstDeposits'),
      turnover: t('stats.turnover'),
      commission: t('stats.commission'),
    }),
    [t],
  );
  return (
    <div className="space-y-4">
      <figure className="rounded-2xl border border-border bg-surface p-3 md:p-4">
        <figcaption className="mb-3 text-sm text-text-muted">{t('stats.chart')}</figcaption>
        <ul className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
          {(Object.keys(labels) as (keyof typeof labels)[]).map((k) => (
            <li key={k} className="flex items-center gap-1.5">
              <span className="inline-block size-2.5 rounded-full" style={{ background: SERIES_COLOURS[k] }} />
              {labels[k]}
            </li>
          ))}
        </ul>
        {hydrated ? (
          <Suspense fallback={<ChartSkeleton />}>
            <ChartCanvas
              days={days}
              labels={labels}
              locale={locale}
              ariaLabel={t('stats.chart')}
              decimals={page.wallet?.currency?.decimals ?? 2}
            />
          </Suspense>
        ) : (
          <>
            <div className="noscript:hidden">
              <ChartSkeleton />
            </div>
            {/* Without scripts there is no chart to wait for: the table below has the figures. */}
            <p className="hidden text-sm text-text-muted noscript:block">{t('stats.noScript')}</p>
          </>
        )}
      </figure>
      <div
        className="overflow-x-auto rounded-2xl border border-border bg-surface"
        role="region"
        aria-label={t('stats.table')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on phones takes the keyboard's focus so it can be scrolled
        tabIndex={0}
      >
        <table className="w-full min-w-[560px] text-sm">
          <caption className="sr-only">{t('stats.table')}</caption>
          <thead className="bg-surface-alt text-left text-xs text-text-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                {t('stats.date')}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {labels.clicks}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {labels.signups}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {labels.first_deposits}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {labels.turnover}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {labels.commission}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((d) => (
              <tr key={d.date} className="border-t border-border">
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium">
                  {formatDay(d.date, locale)}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{d.clicks}</td>
                <td className="px-3 py-2 text-right tabular-nums">{d.signups}</td>
                <td className="px-3 py-2 text-right tabular-nums">{d.first_deposits}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{money(d.turnover)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{money(d.commission)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
