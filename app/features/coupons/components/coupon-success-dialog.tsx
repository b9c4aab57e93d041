import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useCouponValue } from '../coupons.hooks';
import { CheckIcon, WaitIcon } from './ticket-icon';
import type { CouponView } from '../coupons.schemas';

export type CouponSuccessProps = Pick<CouponView, 'name' | 'kind' | 'amount' | 'currency' | 'points' | 'status'>;

/**
 * The coupon success modal: what the coupon gave (money to the main wallet, points, a promotion joined) or that it
 * waits for verification. Opened by the COUPON_PROMOTION topic anywhere on the site (app/modals.tsx), and by the
 * coupon page after a redemption; `closeHref` when drawn by the server (no portal).
 */
export function CouponSuccessDialog({
  coupon,
  onClose,
  closeHref,
}: {
  coupon: CouponSuccessProps;
  onClose?: () => void;
  closeHref?: string;
}) {
  const { t } = useTranslation('coupons');
  const { lang } = useParams();
  const navigate = useNavigate();
  const value = useCouponValue();
  const waiting = coupon.status === 'under_verification';
  const close = () => (onClose ? onClose() : closeHref ? navigate(closeHref, { preventScrollReset: true }) : undefined);
  const message = waiting
    ? t('success.verification')
    : coupon.kind === 'credit'
      ? t('success.credit', { amount: value(coupon) })
      : coupon.kind === 'points'
        ? t('success.points', { points: value(coupon) })
        : t('success.promotion');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={waiting ? t('success.waitingTitle') : t('success.title')}
      closeLabel={t('close')}
      closeHref={closeHref}
      portal={!closeHref}
      icon={
        <div
          aria-hidden
          className="mx-auto grid size-16 place-items-center rounded-full bg-gradient-to-br from-primary to-secondary text-3xl text-primary-contrast shadow-lg"
        >
          {waiting ? <WaitIcon className="size-8" /> : <CheckIcon className="size-8" />}
        </div>
      }
    >
      <div className="space-y-4 text-center">
        <p className="font-semibold">{coupon.name}</p>
        {waiting ? null : <p className="text-3xl font-black text-primary">{value(coupon)}</p>}
        <p className="text-sm text-text-muted" role="status">
          {message}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Link
            to={`/${lang ?? 'th'}/setting/couponhistory`}
            onClick={() => onClose?.()}
            className="inline-flex h-11 items-center justify-center rounded-xl border border-border px-4 font-medium hover:bg-surface-alt"
          >
            {t('success.history')}
          </Link>
          {onClose ? (
            <button
              type="button"
              onClick={onClose}
              className="inline-flex h-11 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-contrast hover:brightness-110"
            >
              {t('success.ok')}
            </button>
          ) : (
            <Link
              to={closeHref ?? `/${lang ?? 'th'}/coupon`}
              preventScrollReset
              className="inline-flex h-11 items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-contrast hover:brightness-110"
            >
              {t('success.ok')}
            </Link>
          )}
        </div>
      </div>
    </Dialog>
  );
}
