import { CouponListener, CouponWidget } from './features/coupons/components/coupon-listener.tsx';
import { FreespinNotice } from './features/freespins/components/freespin-notice.tsx';
import { MemoListener } from './features/memos/components/memo-listener.tsx';
import { RealityCheck } from './features/protection/components/reality-check.tsx';
import { QuestNotice } from './features/quests/components/quest-notice.tsx';
import { PushPrompt } from './features/push/components/push-prompt.tsx';

/**
 * The member listeners whose code may come a moment after the page's (app/member-listeners.tsx): coupons, quests,
 * free spins, memos (the unread count and the reward pop-ups), the push notification prompt and the reality check of
 * player protection. A visitor's page never loads them.
 */
export default function LaterMemberListeners() {
  return (
    <>
      <CouponListener />
      <CouponWidget />
      <QuestNotice />
      <FreespinNotice />
      <MemoListener />
      <PushPrompt />
      <RealityCheck />
    </>
  );
}
