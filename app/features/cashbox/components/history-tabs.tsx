import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { cn } from '../../../components/ui/cn';
import { DateField } from '../../../components/ui/date-field';
import { formatDateTime } from '../../../shared/dates';
import type { HistoryTabProps } from '../../../shared/history-tabs';
import { formatAmount, formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { useShellUi } from '../../../shared/shell-ui';
import {
  HISTORY_PAGE_SIZE,
  pageOf,
  rangeOf,
  rangeSchema,
  RANGE_TIME_ZONE,
  todayIn,
  type DayRange,
  type HistoryTabPage,
} from '../cashbox.range';
import type { ActivityLogView, DepositView, WithdrawalView } from '../cashbox.schemas';

/**
 * The cashbox's tabs of the member's history (setting/history): deposits, withdrawals and the activity log, each
 * with a date range (a GET form read by the same schema in the browser and from the address), pages, loading and
 * empty states. The history page shows them through the registry of app/history-tabs.tsx; their rows come with the
 * page, read by the tabs' server part (cashbox.history.server.ts) in the history page's loader, so the tables show
 * before the scripts load, or without them. A range or a page is a GET address, read again by the loader.
 */

function useMoney(): (minor: number, code?: string | null) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency ?? null;
  return useCallback(
    (minor: number, code?: string | null) =>
      currency && (!code || code === currency.code)
        ? formatMoney(minor, moneyCurrency(currency, currencyLanguage))
        : `${formatAmount(minor, { decimals: 2 })}${code ? ` ${code}` : ''}`,
    [currency, currencyLanguage],
  );
}

function RangeForm({ tab, locale, today, busy }: { tab: string; locale: string; today: string; busy: boolean }) {
  const { t } = useTranslation('cashbox');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = rangeOf(params, locale, today);
  const [invalid, setInvalid] = useState<'from' | 'to' | null>(null);
  const shown = invalid ?? asked.invalid;
  const value = (f: 'from' | 'to') => asked.range?.[f] ?? asked.typed[f];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const r = rangeSchema(locale, today).safeParse({ from: form.get('from') ?? '', to: form.get('to') ?? '' });
    if (!r.success) {
      setInvalid(r.error.issues[0]?.path[0] === 'from' ? 'from' : 'to');
      return;
    }
    setInvalid(null);
    navigate(`?${new URLSearchParams({ tab, from: r.data.from, to: r.data.to })}`, { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl border border-border bg-surface p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start md:p-4"
    >
      <input type="hidden" name="tab" value={tab} />
      <DateField
        name="from"
        label={t('history.from')}
        labelText={t('history.from')}
        defaultValue={value('from')}
        locale={locale}
        max={today}
        error={shown === 'from' ? t('errors.RANGE_INVALID') : undefined}
      />
      <DateField
        name="to"
        label={t('history.to')}
        labelText={t('history.to')}
        defaultValue={value('to')}
        locale={locale}
        max={today}
        error={shown === 'to' ? t('errors.RANGE_INVALID') : undefined}
      />
      <Button type="submit" loading={busy} className="sm:mt-7">
        {t('history.search')}
      </Button>
    </Form>
  );
}

function Skeleton() {
  const { t } = useTranslation('cashbox');
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{t('history.loading')}</span>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} aria-hidden className="h-14 animate-pulse rounded-xl border border-border bg-surface" />
      ))}
    </div>
  );
}

function Empty() {
  const { t } = useTranslation('cashbox');
  return (
    <div role="status" className="rounded-2xl border border-dashed border-border px-4 py-10 text-center">
      <p className="text-lg font-semibold">{t('history.empty')}</p>
      <p className="text-sm text-text-muted">{t('history.emptyHint')}</p>
    </div>
  );
}

/** The records could not be read: the same address again (a link, so it works before the scripts have loaded). */
function Failed({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation('cashbox');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 p-6 text-center">
      <p className="font-semibold">{t('history.loadFailed')}</p>
      <Link
        to={retryHref}
        replace
        preventScrollReset
        className="rounded-full bg-surface-alt px-4 py-2 text-sm font-semibold hover:bg-border"
      >
        {t('history.retry')}
      </Link>
    </div>
  );
}

/**
 * A tab's frame: the range form, then the page of records its server part read for this address (or its loading,
 * empty or failed state).
 */
function HistoryList<T extends { id: number }>({
  tab,
  locale,
  data,
  loading,
  heading,
  render,
}: HistoryTabProps & {
  tab: string;
  heading: string;
  render(rows: T[]): ReactNode;
}) {
  const [params] = useSearchParams();
  // The server part's answer for this tab (cashbox.history.server.ts reads HistoryTabPage<T>).
  const read = data?.status === 'done' ? (data.data as HistoryTabPage<T>) : null;
  const today = read?.today ?? todayIn();
  const { range } = rangeOf(params, locale, today);
  const page = pageOf(params);
  const href = (n: number) => {
    const next = new URLSearchParams({ tab, ...(range ? (range as DayRange & Record<string, string>) : {}) });
    if (n > 1) next.set('page', String(n));
    return `?${next.toString()}`;
  };
  const records = read?.records ?? null;
  return (
    <section aria-label={heading} className="space-y-3 pt-3">
      <RangeForm tab={tab} locale={locale} today={today} busy={loading} />
      {!range || !data ? null : loading ? (
        <Skeleton />
      ) : data.status === 'error' ? (
        <Failed retryHref={`?${params.toString()}`} />
      ) : !records ? null : records.data.length === 0 ? (
        <Empty />
      ) : (
        <>
          {render(records.data)}
          <Pager page={page} pages={Math.ceil(records.total / HISTORY_PAGE_SIZE)} href={href} />
        </>
      )}
    </section>
  );
}

function StatusBadge({ status }: { status: 'pending' | 'success' | 'fail' }) {
  const { t } = useTranslation('cashbox');
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'success' && 'bg-success/15 text-success',
        status === 'pending' && 'bg-warning/15 text-warning',
        status === 'fail' && 'bg-danger/10 text-danger',
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}

function Records({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { id: number; cells: ReactNode[] }[];
}) {
  return (
    <>
      <ul className="space-y-2 md:hidden" aria-label={caption}>
        {rows.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-surface p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns.map((c, i) => (
                <div key={c} className="contents">
                  <dt className="text-text-muted">{c}</dt>
                  <dd className="min-w-0 break-words text-right tabular-nums">{r.cells[i]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-2xl border border-border md:block">
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-alt text-left text-xs uppercase tracking-wide text-text-muted">
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col" className="px-2.5 py-2.5">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {rows.map((r) => (
              <tr key={r.id} className="bg-surface">
                {r.cells.map((cell, i) => (
                  <td key={columns[i]} className="px-2.5 py-2.5">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const when = (at: string | null, locale: string) =>
  at ? <time dateTime={at}>{formatDateTime(at, { locale, timeZone: RANGE_TIME_ZONE })}</time> : '—';

export function DepositHistory(props: HistoryTabProps) {
  const { locale } = props;
  const { t } = useTranslation('cashbox');
  const money = useMoney();
  const columns = [
    t('history.requestTime'),
    t('history.successTime'),
    t('history.status'),
    t('history.amount'),
    t('history.account'),
    t('history.channel'),
    t('history.fee'),
  ];
  return (
    <HistoryList<DepositView>
      {...props}
      tab="deposit"
      heading={t('history.deposit')}
      render={(rows) => (
        <Records
          caption={t('history.deposit')}
          columns={columns}
          rows={rows.map((d) => ({
            id: d.id,
            cells: [
              when(d.created_at, locale),
              when(d.credited_at, locale),
              <StatusBadge key="s" status={d.history_status} />,
              money(d.credited_amount ?? d.amount, d.currency),
              d.account ?? '—',
              t(`methods.${d.category}`),
              money(d.fee, d.currency),
            ],
          }))}
        />
      )}
    />
  );
}

export function WithdrawHistory(props: HistoryTabProps) {
  const { locale } = props;
  const { t } = useTranslation('cashbox');
  const money = useMoney();
  const columns = [
    t('history.requestTime'),
    t('history.successTime'),
    t('history.status'),
    t('history.amount'),
    t('history.account'),
    t('history.channel'),
    t('history.fee'),
  ];
  return (
    <HistoryList<WithdrawalView>
      {...props}
      tab="withdraw"
      heading={t('history.withdraw')}
      render={(rows) => (
        <Records
          caption={t('history.withdraw')}
          columns={columns}
          rows={rows.map((w) => ({
            id: w.id,
            cells: [
              when(w.created_at, locale),
              when(w.paid_at, locale),
              <span key="s" className="inline-flex flex-col items-end gap-1 md:items-start">
                <StatusBadge status={w.history_status} />
                {w.status === 'failure' ? <span className="text-xs text-danger">{t('withdraw.failed')}</span> : null}
              </span>,
              money(w.amount, w.currency),
              w.account ?? '—',
              t(`channels.${w.channel}`),
              money(w.fee, w.currency),
            ],
          }))}
        />
      )}
    />
  );
}

export function ActivityHistory(props: HistoryTabProps) {
  const { locale } = props;
  const { t } = useTranslation('cashbox');
  const money = useMoney();
  return (
    <HistoryList<ActivityLogView>
      {...props}
      tab="activity"
      heading={t('history.activity')}
      render={(rows) => (
        <Records
          caption={t('history.activity')}
          columns={[t('history.time'), t('history.type'), t('history.amount')]}
          rows={rows.map((a) => ({
            id: a.id,
            cells: [
              when(a.created_at, locale),
              t(`activity.${a.type}`, { defaultValue: a.type }),
              a.amount === null ? '—' : money(a.amount, a.currency),
            ],
          }))}
        />
      )}
    />
  );
}
