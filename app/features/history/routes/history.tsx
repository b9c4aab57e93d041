import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getServerContext } from '../../../context';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../i18n/config';
import { formatDate, formatTime } from '../../../shared/dates';
import type { BetRecord } from '../../seamless/seamless.schemas';
import type { Page } from '../../../shared/api-client';
import { catalogPageTitle } from '../../../shared/seo';
import { DateRangeForm } from '../components/date-range-form';
import { EmptyRecords, LoadFailed, TableSkeleton } from '../components/states';
import { Pager } from '../../../components/ui/pager';
import {
  createdAtBoundsIn,
  dayIn,
  HISTORY_TIME_ZONE,
  pageFromParams,
  rangeRequestOf,
  type RangeRequest,
} from '../history.dates';
import { loadRecords, useMoneyFormat, useRecordsLoading, type Records } from '../history.hooks';
import { useHistoryTabs, type HistoryTabData } from '../../../shared/history-tabs';
import type { Route } from './+types/history';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['history'] };

/**
 * The date range and page of the address (`?from=&to=&page=`, as the range form and the pager send them), parsed
 * with the form's schema, and that page of the member's bet records: the table comes with the page, so it shows
 * before the scripts have loaded, or without them. A tab another feature owns (`?tab=deposit`) is read by its
 * server part (the server context's `historyTabs`) and handed to its component in the same way.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const today = dayIn(new Date());
  const search = new URL(request.url).searchParams;
  const range = rangeRequestOf(search, locale, today);
  const page = pageFromParams(search);
  const member = await ctx.member();
  const asked = search.get('tab');
  const readTab = asked && asked !== 'bet' ? ctx.historyTabs[asked] : undefined;
  if (readTab) {
    const tab: HistoryTabData | null = member
      ? await loadRecords(() => readTab({ services: ctx.services, member, search, locale }))
      : null;
    return { locale, today, range, page, bets: null, tab };
  }
  const bounds = range.range ? createdAtBoundsIn(range.range) : null;
  const bets =
    member && bounds
      ? await loadRecords(() =>
          ctx.services.seamless.betRecords(member.id, {
            from: new Date(bounds.$gte),
            to: new Date(bounds.$lte),
            limit: BET_PAGE_SIZE,
            skip: (page - 1) * BET_PAGE_SIZE,
            order: -1,
          }),
        )
      : null;
  return { locale, today, range, page, bets, tab: null };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'history', 'title'), { name: 'robots', content: 'noindex' }];
}

/**
 * The history's own tab. Other features' tabs (deposit, withdraw, activity log; received referral, cashback,
 * promotion and rebate as their features arrive) come from the registry the root provides (app/history-tabs.tsx).
 */
const TABS = [{ key: 'bet', label: 'tabs.bet' }] as const;

/** Bet records per page. */
export const BET_PAGE_SIZE = 20;

/** setting/history: the member's records by kind, in tabs; the bet tab lists every wallet call of the games. */
export default function HistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('history');
  const [params] = useSearchParams();
  const others = useHistoryTabs();
  // The spec's order: deposit and withdraw before bets; the activity log and the rest after.
  const label = (x: { namespace: string; labelKey: string }) => t(`${x.namespace}:${x.labelKey}`);
  const tabs = [
    ...others.filter((x) => x.key === 'deposit' || x.key === 'withdraw').map((x) => ({ key: x.key, label: label(x) })),
    ...TABS.map((x) => ({ key: x.key as string, label: t(x.label) })),
    ...others.filter((x) => x.key !== 'deposit' && x.key !== 'withdraw').map((x) => ({ key: x.key, label: label(x) })),
  ];
  const tab: string = tabs.find((x) => x.key === params.get('tab'))?.key ?? 'bet';
  const Other = others.find((x) => x.key === tab)?.Component;
  const loading = useRecordsLoading();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('title')}</h1>
      <div
        role="tablist"
        aria-label={t('tabs.label')}
        className="scrollbar-none flex gap-2 overflow-x-auto border-b border-border"
      >
        {tabs.map((x) => (
          <Link
            key={x.key}
            id={`history-tab-${x.key}`}
            role="tab"
            aria-selected={x.key === tab}
            aria-controls={`history-panel-${x.key}`}
            to={`?tab=${x.key}`}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold ${x.key === tab ? 'border-primary text-primary' : 'border-transparent text-text-muted hover:text-text'}`}
          >
            {x.label}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`history-panel-${tab}`} aria-labelledby={`history-tab-${tab}`}>
        {tab === 'bet' && (
          <BetHistory
            locale={loaderData.locale}
            today={loaderData.today}
            request={loaderData.range}
            page={loaderData.page}
            records={loaderData.bets}
            tab={tab}
          />
        )}
        {Other ? (
          <Suspense fallback={<TableSkeleton />}>
            <Other locale={loaderData.locale} data={loaderData.tab} loading={loading} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}

function BetHistory({
  locale,
  today,
  request,
  page,
  records,
  tab,
}: {
  locale: string;
  today: string;
  request: RangeRequest;
  page: number;
  records: Records<Page<BetRecord>> | null;
  tab: string;
}) {
  const { t } = useTranslation('history');
  const [params] = useSearchParams();
  const money = useMoneyFormat();
  const loading = useRecordsLoading();
  const range = request.range;
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (range) {
      next.set('from', range.from);
      next.set('to', range.to);
    }
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `?${next.toString()}`;
  };
  const dateOf = (at: string) => formatDate(at, { locale, timeZone: HISTORY_TIME_ZONE });
  const timeOf = (at: string) => formatTime(at, { locale, timeZone: HISTORY_TIME_ZONE });

  const type = (r: BetRecord) => t(`types.${r.type}`);
  const winLose = (r: BetRecord) => (
    <span className={r.win_lose > 0 ? 'text-success' : r.win_lose < 0 ? 'text-danger' : undefined}>
      {r.win_lose > 0 ? '+' : ''}
      {money(r.win_lose, r.currency)}
    </span>
  );

  return (
    <section aria-labelledby="bet-heading" className="space-y-3 pt-3">
      <h2 id="bet-heading" className="sr-only">
        {t('bet.heading')}
      </h2>
      <DateRangeForm request={request} today={today} locale={locale} keep={{ tab }} busy={loading} />
      {!range || !records ? null : loading ? (
        <TableSkeleton />
      ) : records.status === 'error' ? (
        <LoadFailed retryHref={pageHref(page)} />
      ) : records.data.data.length === 0 ? (
        <EmptyRecords />
      ) : (
        <>
          <p className="text-sm text-text-muted">{t('bet.count', { n: records.data.total })}</p>
          {/* Phones: one card per record. */}
          <ul className="space-y-2 md:hidden" aria-label={t('bet.heading')}>
            {records.data.data.map((r) => (
              <li key={r.id} className="rounded-xl border border-border bg-surface p-3">
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 truncate font-semibold">{r.game_name ?? r.game_code}</p>
                  <span className="shrink-0 rounded bg-surface-alt px-2 py-0.5 text-xs font-semibold">{type(r)}</span>
                </div>
                <p className="text-xs text-text-muted">
                  <time dateTime={r.createdAt}>
                    {dateOf(r.createdAt)} {timeOf(r.createdAt)}
                  </time>
                </p>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm tabular-nums">
                  <dt className="text-text-muted">{t('bet.columns.bet')}</dt>
                  <dd className="text-right">{money(r.bet_amount, r.currency)}</dd>
                  <dt className="text-text-muted">{t('bet.columns.win_lose')}</dt>
                  <dd className="text-right">{winLose(r)}</dd>
                  <dt className="text-text-muted">{t('bet.columns.before')}</dt>
                  <dd className="text-right">{money(r.before_amount, r.currency)}</dd>
                  <dt className="text-text-muted">{t('bet.columns.after')}</dt>
                  <dd className="text-right">{money(r.after_amount, r.currency)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          {/* From 768px: a table. */}
          <div className="hidden overflow-x-auto rounded-2xl border border-border md:block">
            <table className="w-full min-w-[680px] text-sm">
              <caption className="sr-only">{t('bet.heading')}</caption>
              <thead className="bg-surface-alt text-left text-xs uppercase tracking-wide text-text-muted">
                <tr>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('bet.columns.game')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('bet.columns.date')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('bet.columns.time')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5">
                    {t('bet.columns.type')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('bet.columns.bet')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('bet.columns.win_lose')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('bet.columns.before')}
                  </th>
                  <th scope="col" className="px-2.5 py-2.5 text-right">
                    {t('bet.columns.after')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border tabular-nums">
                {records.data.data.map((r) => (
                  <tr key={r.id} className="bg-surface hover:bg-surface-alt/50">
                    <td className="max-w-[220px] truncate px-2.5 py-2.5 font-medium">{r.game_name ?? r.game_code}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5">{dateOf(r.createdAt)}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5">{timeOf(r.createdAt)}</td>
                    <td className="px-2.5 py-2.5">{type(r)}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{money(r.bet_amount, r.currency)}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{winLose(r)}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{money(r.before_amount, r.currency)}</td>
                    <td className="whitespace-nowrap px-2.5 py-2.5 text-right">{money(r.after_amount, r.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} pages={Math.max(1, Math.ceil(records.data.total / BET_PAGE_SIZE))} href={pageHref} />
        </>
      )}
    </section>
  );
}
