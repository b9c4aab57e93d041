import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatDate } from '../../../shared/dates';
import { STATUS_TONE, useCouponValue } from '../coupons.hooks';
import type { CouponView } from '../coupons.schemas';

export function CouponStatusBadge({ status }: { status: CouponView['status'] }) {
  const { t } = useTranslation('coupons');
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_TONE[status])}>
      {t(`status.${status}`)}
    </span>
  );
}

const KIND_MARK: Record<CouponView['kind'], string> = { credit: '฿', points: '★', promotion: '%' };

/** A coupon as a ticket: what it gives, its status and expiry, the way to its details and (when open) to redeem it. */
export function CouponCard({ coupon, locale }: { coupon: CouponView; locale: string }) {
  const { t } = useTranslation('coupons');
  const value = useCouponValue();
  const open = coupon.status === 'pending';
  return (
    <article
      aria-labelledby={`coupon-${coupon.id}`}
      className={cn(
        'relative flex overflow-hidden rounded-2xl border bg-surface',
        open ? 'border-primary/40' : 'border-border opacity-90',
      )}
    >
      <div
        aria-hidden
        className={cn(
          'grid w-16 shrink-0 place-items-center border-r border-dashed text-2xl font-black md:w-20 md:text-3xl',
          open ? 'border-primary/40 bg-primary/15 text-primary' : 'border-border bg-surface-alt text-text-muted',
        )}
      >
        {KIND_MARK[coupon.kind]}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <div className="flex items-start justify-between gap-2">
          <h3 id={`coupon-${coupon.id}`} className="min-w-0 break-words font-semibold">
            {coupon.name}
          </h3>
          <CouponStatusBadge status={coupon.status} />
        </div>
        <p className="text-xl font-bold tabular-nums text-primary">{value(coupon)}</p>
        <p className="text-xs text-text-muted">
          {coupon.expires_at
            ? t('card.expires', { date: formatDate(coupon.expires_at, { locale }) })
            : t('card.noExpiry')}
          {coupon.code_hint ? (
            <span className="ml-2 font-mono">{t('card.code', { hint: coupon.code_hint })}</span>
          ) : null}
        </p>
        {coupon.needs_verification && open ? <p className="text-xs text-warning">{t('card.verification')}</p> : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <Link
            to={`/${locale}/coupon/couponDetails?id=${coupon.id}`}
            className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-surface-alt"
          >
            {t('card.details')}
          </Link>
          {open ? (
            <Link
              to={`/${locale}/coupon/${coupon.id}`}
              preventScrollReset
              className="inline-flex h-9 items-center rounded-lg bg-primary px-3 text-sm font-semibold text-primary-contrast hover:brightness-110"
            >
              {t('card.redeem')}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function CouponCardSkeleton() {
  return (
    <div aria-hidden className="flex h-36 animate-pulse overflow-hidden rounded-2xl border border-border bg-surface">
      <div className="w-16 bg-surface-alt md:w-20" />
      <div className="flex-1 space-y-3 p-3">
        <div className="h-4 w-2/3 rounded bg-surface-alt" />
        <div className="h-6 w-1/3 rounded bg-surface-alt" />
        <div className="h-3 w-1/2 rounded bg-surface-alt" />
      </div>
    </div>
  );
}
