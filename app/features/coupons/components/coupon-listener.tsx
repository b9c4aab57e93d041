import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modals } from '../../../shared/modal-store';
import { usePageData } from '../../../shared/page-data';
import { useSocketTopic } from '../../../shared/shell-ui';
import { useHydrated } from '../../../shared/use-hydrated';
import type { CouponCredited } from '../coupons.schemas';
import { TicketIcon } from './ticket-icon';

/**
 * COUPON_PROMOTION (a coupon credited at once, or approved by the operator) opens the coupon success modal
 * wherever the member is. Mounted for members through app/member-listeners.tsx; renders nothing.
 */
export function CouponListener() {
  useSocketTopic('COUPON_PROMOTION', (message) => {
    const d = message.data as Partial<CouponCredited> | null;
    if (!d || typeof d.name !== 'string' || typeof d.kind !== 'string') return;
    modals.open('coupon-success', {
      name: d.name,
      kind: d.kind,
      amount: Number(d.amount) || 0,
      currency: String(d.currency ?? ''),
      points: Number(d.points) || 0,
      status: d.status ?? 'success',
    });
  });
  return null;
}

/** Pages without the widget: the coupon pages themselves (their form is on the page) and the game page. */
const HIDDEN_ON = new Set(['coupon-id', 'coupon-couponDetails', 'setting-couponhistory', 'games-id']);

/**
 * The coupon widget: a compact ticket button for signed-in members when the site has coupons switched on, on the
 * default layout's pages. It opens the redeem coupon modal; before the scripts load it is a link to the coupon page.
 */
export function CouponWidget() {
  const { t } = useTranslation('common');
  const page = usePageData();
  const hydrated = useHydrated();
  if (!page.member || !page.features.coupon || !page.pageName || HIDDEN_ON.has(page.pageName)) return null;
  const className =
    'fixed bottom-20 left-3 z-40 flex h-12 items-center gap-2 rounded-full border border-primary/50 bg-surface/95 pl-3 pr-4 text-sm font-semibold text-text shadow-lg shadow-black/40 backdrop-blur hover:border-primary md:bottom-6 md:left-6';
  const inside = (
    <>
      <span className="grid size-7 place-items-center rounded-full bg-primary text-primary-contrast">
        <TicketIcon className="size-4" />
      </span>
      <span>{t('couponWidget')}</span>
    </>
  );
  // A landmark of its own: the widget sits outside the page's header, main and footer.
  return (
    <aside aria-label={t('couponWidget')}>
      {hydrated ? (
        <button type="button" className={className} onClick={() => modals.open('redeem-coupon')}>
          {inside}
        </button>
      ) : (
        <Link to={`/${page.locale}/coupon`} className={className}>
          {inside}
        </Link>
      )}
    </aside>
  );
}
