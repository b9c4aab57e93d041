import type { ComponentType } from 'react';
import { DepositNotice } from './features/cashbox/components/deposit-notice.tsx';
import { CouponListener, CouponWidget } from './features/coupons/components/coupon-listener.tsx';

/**
 * Listeners of the member's realtime feed that features mount on every page (each renders nothing and speaks through
 * the shell's notices, app/shared/notices.ts): the root provides them and the shell mounts them for a signed-in
 * member. A feature whose realtime messages matter wherever the member is adds its listener here.
 */
export const memberListeners: readonly ComponentType[] = [DepositNotice, CouponListener, CouponWidget];
