import { type ComponentType, lazy, Suspense } from 'react';
import { DepositNotice } from './features/cashbox/components/deposit-notice.tsx';

const Later = lazy(() => import('./member-listeners.later.tsx'));

/** The listeners of app/member-listeners.later.tsx, loaded with a member's page, never with a visitor's. */
function LaterListeners() {
  return (
    <Suspense fallback={null}>
      <Later />
    </Suspense>
  );
}

/**
 * Listeners of the member's realtime feed that features mount on every page (each renders nothing and speaks through
 * the shell's notices, app/shared/notices.ts): the root provides them and the shell mounts them for a signed-in
 * member. A feature whose realtime messages matter wherever the member is adds its listener here, or to
 * app/member-listeners.later.tsx when its code need not be part of every page's first load. The deposit notice is
 * here at once: a deposit paid in another tab is announced as soon as the feed is open.
 */
export const memberListeners: readonly ComponentType[] = [DepositNotice, LaterListeners];
