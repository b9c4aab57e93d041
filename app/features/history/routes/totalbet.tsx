import { useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDay } from '../../../shared/dates';
import type { BetSummary, BetSummaryDay } from '../../seamless/seamless.schemas';
import { catalogPageTitle } from '../../../shared/seo';
import { DateRangeForm } from '../components/date-range-form';
import { EmptyRecords, LoadFailed, TableSkeleton } from '../components/states';
import { createdAtBoundsIn, dayIn, rangeRequestOf, type RangeRequest } from '../history.dates';
import { loadRecords, useMoneyFormat, useRecordsLoading, type Records } from '../history.hooks';
import type { Route } from './+types/totalbet';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['history'] };

/**
 * The game categories' names in the page's language (to name the rows), the date range of the address, and the
 * member's totals over it: the table comes with the page, so it shows before the scripts have loaded, or without them.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const today = dayIn(new Date());
  const range = rangeRequestOf(new URL(request.url).searchParams, locale, today);
  const bounds = range.range ? createdAtBoundsIn(range.range) : null;
  const [categories, member] = await Promise.all([ctx.services.games.categories(locale), ctx.member()]);
  const summary =
    member && bounds
      ? await loadRecords(() =>
          ctx.services.seamless.betSummary(
            member.id,
            { from: new Date(bounds.$gte), to: new Date(bounds.$lte) },
            { byDay: true },
          ),
        )
      : null;
  return {
    categories: Object.fromEntries(categories.map((c) => [c.code, c.name])) as Record<string, string>,
    locale,
    today,
    range,
    summary,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'history', 'totalbet.title'), { name: 'robots', content: 'noindex' }];
}

/** setting/totalbet: the member's stakes, wins and win/lose over a date range, in total and per day and category. */
export default function TotalBetPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('history');
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('totalbet.title')}</h1>
      <TotalBet
        today={loaderData.today}
        locale={loaderData.locale}
        request={loaderData.range}
        categories={loaderData.categories}
        totals={loaderData.summary}
      />
    </div>
  );
}

function TotalBet({
  today,
  locale,
  request,
  categories,
  totals,
}: {
  today: string;
  locale: string;
  request: RangeRequest;
  categories: Record<string, string>;
  totals: Records<BetSummary> | null;
}) {
  const { t } = useTranslation('history');
  const money = useMoneyFormat();
  const loading = useRecordsLoading();
  const range = request.range;
  const summary = totals?.status === 'done' ? totals.data : null;
  const days = summary?.days ?? [];
  const signed = (n: number) => (
    <span className={n > 0 ? 'text-success' : n < 0 ? 'text-danger' : undefined}>
      {n > 0 ? '+' : ''}
      {money(n)}
    </span>
  );
  // Rows grouped by day, newest first.
  const byDay = new Map<string, BetSummaryDay[]>();
  for (const d of days) byDay.set(d.business_date, [...(byDay.get(d.business_date) ?? []), d]);
  const dayLabel = (day: string) => formatDay(day, locale);
  const categoryName = (code: string) => categories[code] ?? code;

  return (
    <section aria-label={t('totalbet.title')} className="space-y-3">
      <DateRangeForm request={request} today={today} locale={locale} busy={loading} />
      {!range || !totals ? null : loading ? (
        <TableSkeleton rows={4} />
      ) : totals.status === 'error' || !summary ? (
        <LoadFailed retryHref={`?from=${range.from}&to=${range.to}`} />
      ) : days.length === 0 ? (
        <EmptyRecords />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 md:grid-cols-4 md:gap-3">
            {[
              [t('totalbet.total_bet'), money(summary.bet_amount)],
              [t('totalbet.total_win'), money(summary.win_amount)],
              [t('totalbet.win_lose'), signed(summary.win_lose)],
              [t('totalbet.bet_count'), String(summary.bet_count)],
            ].map(([label, value], i) => (
              <div key={i} className="rounded-2xl border border-border bg-surface p-3 md:p-4">
                <dt className="text-xs text-text-muted md:text-sm">{label}</dt>
                <dd className="mt-1 text-base font-bold tabular-nums md:text-lg">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto rounded-2xl border border-border">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('totalbet.per_day')}</caption>
              <thead className="bg-surface-alt text-left text-xs uppercase tracking-wide text-text-muted">
                <tr>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('totalbet.columns.date')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('totalbet.columns.category')}
                  </th>
                  <th scope="col" className="hidden px-2.5 py-2.5 text-right sm:table-cell">
                    {t('totalbet.columns.bets')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('totalbet.columns.bet')}
                  </th>
                  <th scope="col" className="hidden px-2.5 py-2.5 text-right sm:table-cell">
                    {t('totalbet.columns.win')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('totalbet.columns.win_lose')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border tabular-nums">
                {[...byDay].map(([day, rows]) =>
                  rows.map((r, i) => (
                    <tr key={`${day}-${r.game_category}`} className="bg-surface">
                      {i === 0 && (
                        <th
                          scope="rowgroup"
                          rowSpan={rows.length}
                          className="whitespace-nowrap px-2.5 py-2.5 text-left align-top font-semibold"
                        >
                          {dayLabel(day)}
                        </th>
                      )}
                      <td className="px-2.5 py-2.5">{categoryName(r.game_category)}</td>
                      <td className="hidden px-2.5 py-2.5 text-right sm:table-cell">{r.bet_count}</td>
                      <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{money(r.bet_amount)}</td>
                      <td className="hidden whitespace-nowrap px-2.5 py-2.5 text-right sm:table-cell">
                        {money(r.win_amount)}
                      </td>
                      <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{signed(r.win_lose)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
