import { useContext, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { onDemand } from '../../../components/ui/on-demand.ts';
import { MODAL_QUERY_KEY, ModalRegistryContext, modalFromUrl, useModalState } from '../../../shared/modal-store.ts';
import { claimPagePopup, openPageView, pageViewKey } from '../../../shared/page-popup.ts';
import type { NotificationModal } from '../../site/site.schemas.ts';
import { choosePopup, type PopupChoice, type PopupMemory } from '../shell.popups.ts';
import type { ShellData } from '../shell.types.ts';

export const WELCOME_HIDDEN_KEY = 'shell:welcome-hidden';
export const WELCOME_SEEN_KEY = 'shell:welcome-seen';
const NOTIFICATIONS_SEEN_KEY = 'shell:notifications-seen';
const STARTER_SEEN_KEY = 'shell:starter-seen';

export function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function seenNotifications(): Set<string> {
  return new Set((storage('session')?.getItem(NOTIFICATIONS_SEEN_KEY) ?? '').split(',').filter(Boolean));
}

/** What this browser remembers of the pop-ups it has shown. */
function readMemory(): PopupMemory {
  const session = storage('session');
  return {
    starterSeen: !!session?.getItem(STARTER_SEEN_KEY),
    welcomeSeen: !!session?.getItem(WELCOME_SEEN_KEY),
    welcomeHidden: !!storage('local')?.getItem(WELCOME_HIDDEN_KEY),
    notificationsSeen: seenNotifications(),
  };
}

function markNotificationsSeen(items: NotificationModal[]): void {
  const s = storage('session');
  if (!s) return;
  const seen = seenNotifications();
  for (const n of items) seen.add(String(n.id));
  s.setItem(NOTIFICATIONS_SEEN_KEY, [...seen].join(','));
}

/** Remembers that a pop-up was shown in this browser session. */
function markShown(popup: PopupChoice): void {
  if (popup.kind === 'notifications') markNotificationsSeen(popup.items);
  else storage('session')?.setItem(popup.kind === 'starter' ? STARTER_SEEN_KEY : WELCOME_SEEN_KEY, '1');
}

/** The pop-up dialogs' code (popup-dialogs.tsx), loaded when a page has a pop-up to show. */
const popupDialogs = onDemand(() => import('./popup-dialogs.tsx'));

/**
 * The automatic pop-up of a page view: at most one, chosen by `choosePopup` (shell.popups.ts) once the client
 * start-up has finished. Once drawn it counts as shown (this browser session; the welcome's 'do not show again' for
 * good), so the next one in the order gets a later page view. A modal asked for by the URL (`?modal=login`) or opened
 * by the player wins: while one is open, or once one has been open in this page view, no automatic pop-up shows.
 */
export function Popups({ shell, ready }: { shell: ShellData; ready: boolean }) {
  const registry = useContext(ModalRegistryContext);
  const [params] = useSearchParams();
  const modalState = useModalState();
  const modalOpen =
    Object.keys(modalState).length > 0 || modalFromUrl(params.get(MODAL_QUERY_KEY), registry, !!shell.member) !== null;
  const pageView = `${shell.locale}:${shell.pageName}:${shell.member?.id ?? ''}`;
  // The page view as every feature's pop-ups know it (app/shared/page-popup.ts), opened as the player arrives.
  const { pathname } = useLocation();
  const sharedView = pageViewKey(pathname, shell.member?.id);
  useEffect(() => openPageView(sharedView), [sharedView]);

  // A modal requested in this page view, remembered until the page view changes.
  const requested = useRef({ pageView, value: false });
  if (requested.current.pageView !== pageView) requested.current = { pageView, value: false };
  if (modalOpen) requested.current.value = true;

  const [choice, setChoice] = useState<{ pageView: string; popup: PopupChoice | null } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const decide = () => {
      const popup = choosePopup({
        pageName: shell.pageName,
        member: shell.member,
        steps: shell.steps?.active ?? null,
        notifications: shell.notifications,
        memory: readMemory(),
        modalRequested: requested.current.value,
      });
      // Another feature's pop-up (a reward memo) may have taken this page view first.
      setChoice({
        pageView,
        popup: popup && claimPagePopup(pageViewKey(window.location.pathname, shell.member?.id)) ? popup : null,
      });
    };
    // Once the browser is idle after the page has come to life (at most 300 ms later): the pop-up is drawn in a
    // task of its own, not in the one that hydrates the page.
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(decide, { timeout: 300 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(decide, 0);
    return () => window.clearTimeout(timer);
    // Decided once per page view: a new page, language or member brings its own pop-up.
  }, [ready, pageView]);

  const current = choice?.pageView === pageView && !requested.current.value ? choice.popup : null;
  const [loaded, setLoaded] = useState(popupDialogs.get());
  useEffect(() => {
    if (!current || loaded) return;
    popupDialogs.load().then(setLoaded, (err: unknown) => console.error('pop-ups could not be loaded', err));
  }, [current, loaded]);
  const shown = !!current && !!loaded;
  useEffect(() => {
    if (shown && current) markShown(current);
  }, [shown, current]);
  const done = () => setChoice((c) => (c ? { ...c, popup: null } : c));
  if (!current || !loaded) return null;
  const { StarterModal, NotificationPopup, WelcomeDialog } = loaded;
  if (current.kind === 'starter') return <StarterModal shell={shell} onDone={done} />;
  if (current.kind === 'notifications') return <NotificationPopup items={current.items} onDone={done} />;
  return <WelcomeDialog shell={shell} onDone={done} />;
}
