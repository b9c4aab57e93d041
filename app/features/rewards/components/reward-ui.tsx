import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useRevalidator } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../shared/dates';
import { formatMoney, moneyCurrency } from '../../../shared/money';
import { usePageData } from '../../../shared/page-data';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';
import type { PrizeView, RedeemStatus, RedeemView } from '../rewards.schemas';

/** Points as a person reads them (grouped digits, the same on the server and in the browser). */
export function formatPoints(n: number): string {
  return new Intl.NumberFormat('en-US').format(n);
}

/** Money of the member's wallet currency. */
export function useMoney(): (minor: number) => string {
  const page = usePageData();
  const { currencyLanguage } = useShellUi();
  const currency = page.wallet?.currency;
  return (minor) => (currency ? formatMoney(minor, moneyCurrency(currency, currencyLanguage)) : String(minor / 100));
}

/** The page's data again when the member's points change (the POINT topic). */
export function usePointsLive(): void {
  const revalidator = useRevalidator();
  useSocketTopic('POINT', () => {
    if (revalidator.state === 'idle') void revalidator.revalidate();
  });
}

const TABS = [
  { to: 'reward', label: 'nav.shop', end: true },
  { to: 'reward/exchange-point', label: 'nav.exchange' },
  { to: 'reward/lucky-box', label: 'nav.lucky_box' },
  { to: 'reward/random-card', label: 'nav.random_card' },
  { to: 'reward/redreemExchangeReward', label: 'nav.physical' },
  { to: 'reward/history', label: 'nav.history' },
] as const;

export function PointsIcon({ image, className }: { image: string | null; className?: string }) {
  if (image) return <img src={image} alt="" aria-hidden className={cn('object-contain', className ?? 'size-6')} />;
  return (
    <span
      aria-hidden
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-b from-amber-300 to-amber-600 font-black text-amber-950 shadow ring-2 ring-amber-200/40',
        className ?? 'size-6 text-xs',
      )}
    >
      P
    </span>
  );
}

/** The frame of the reward pages: the title, the member's points and the shop's sections. */
export function RewardFrame({
  locale,
  title,
  points,
  badge,
  children,
}: {
  locale: string;
  title: string;
  points: number;
  badge: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('rewards');
  usePointsLive();
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-10 pt-4 md:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold md:text-2xl">{title}</h1>
        <p
          className="flex items-center gap-2 rounded-full border border-amber-400/40 bg-amber-400/10 px-4 py-1.5"
          data-testid="points-balance"
        >
          <PointsIcon image={badge} />
          <span className="text-sm text-text-muted">{t('balance')}</span>
          <strong className="text-lg tabular-nums">{formatPoints(points)}</strong>
        </p>
      </div>
      <nav aria-label={t('nav.label')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
        <ul className="flex min-w-max gap-2">
          {TABS.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={`/${locale}/${tab.to}`}
                end={'end' in tab}
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition',
                    isActive
                      ? 'border-primary bg-primary text-primary-contrast'
                      : 'border-border bg-surface text-text hover:border-primary/60',
                  )
                }
              >
                {t(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}

const STATUS_TONE: Record<RedeemStatus, string> = {
  completed: 'bg-success/15 text-success',
  address_required: 'bg-warning/15 text-warning',
  pending: 'bg-primary/15 text-primary',
  shipped: 'bg-sky-500/15 text-sky-400',
};

export function StatusBadge({ status }: { status: RedeemStatus }) {
  const { t } = useTranslation('rewards');
  return (
    <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold', STATUS_TONE[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

/** One redeem as the history lists it: what was spent, what it gave, and the shipping state. */
export function RedeemRow({
  redeem,
  locale,
  addressHref,
}: {
  redeem: RedeemView;
  locale: string;
  /** Where the member gives the address of a drawn physical prize. */
  addressHref?: string;
}) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const image = redeem.prize?.image_url ?? redeem.item_image;
  const what =
    redeem.kind === 'exchange'
      ? t('history.exchange', { money: money(redeem.money ?? 0) })
      : (redeem.item_name ?? t(`kind.${redeem.kind}`));
  const gave = redeem.prize
    ? redeem.prize.kind === 'points'
      ? t('prize.points', { points: formatPoints(redeem.prize.amount) })
      : redeem.prize.kind === 'money'
        ? t('prize.money', { money: money(redeem.prize.amount) })
        : redeem.prize.name
    : null;
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-surface p-3" data-testid="redeem-row">
      <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-xl bg-surface-alt">
        {image ? (
          <img src={image} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <PointsIcon image={null} className="size-8 text-sm" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="min-w-0 font-semibold">{what}</p>
          <StatusBadge status={redeem.status} />
        </div>
        <p className="text-xs text-text-muted">
          {t(`kind.${redeem.kind}`)} · {formatDateTime(redeem.created_at, { locale })} · −{formatPoints(redeem.points)}{' '}
          {t('points_unit')}
        </p>
        {gave ? <p className="text-sm">{t('history.won', { prize: gave })}</p> : null}
        {redeem.shipping ? (
          <p className="break-words text-xs text-text-muted">
            {t('history.ship_to', { contact: redeem.shipping.contact, address: redeem.shipping.address })}
          </p>
        ) : null}
        {redeem.tracking_no ? (
          <p className="text-sm">
            {t('history.tracking')}:{' '}
            <strong className="font-mono" data-testid="tracking-no">
              {redeem.tracking_no}
            </strong>
          </p>
        ) : null}
        {redeem.status === 'address_required' && addressHref ? (
          <a
            href={addressHref}
            className="inline-flex min-h-10 items-center rounded-full bg-primary px-4 text-sm font-bold text-primary-contrast"
          >
            {t('history.add_address')}
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface/60 px-4 py-10 text-center">
      <PointsIcon image={null} className="size-10 text-base" />
      <p className="text-sm text-text-muted">{text}</p>
      {action}
    </div>
  );
}

/** The prizes of a lucky box or random card with their chances. */
export function PrizeOdds({ prizes }: { prizes: PrizeView[] }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  return (
    <ul className="space-y-1 text-xs">
      {prizes.map((p) => (
        <li key={p.id} className="flex items-center justify-between gap-2">
          <span className="min-w-0 truncate">
            {p.kind === 'points'
              ? t('prize.points', { points: formatPoints(p.amount) })
              : p.kind === 'money'
                ? t('prize.money', { money: money(p.amount) })
                : p.name}
          </span>
          <span className="shrink-0 tabular-nums text-text-muted">{(p.chance_bp / 100).toFixed(2)}%</span>
        </li>
      ))}
    </ul>
  );
}
