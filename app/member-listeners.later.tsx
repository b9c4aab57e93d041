import { CouponListener, CouponWidget } from './features/coupons/components/coupon-listener.tsx';
import { FreespinNotice } from './features/freespins/components/freespin-notice.tsx';
import { QuestNotice } from './features/quests/components/quest-notice.tsx';

/**
 * The member listeners whose code may come a moment after the page's (app/member-listeners.tsx): coupons, quests and
 * free spins. A visitor's page never loads them.
 */
export default function LaterMemberListeners() {
  return (
    <>
      <CouponListener />
      <CouponWidget />
      <QuestNotice />
      <FreespinNotice />
    </>
  );
}
