import { useEffect, useState } from 'react';
import { onDemand } from '../../../components/ui/on-demand.ts';
import type { NotificationModal } from '../../site/site.schemas.ts';
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

/** Notifications of this page not yet shown in this browser session. */
function unseenNotifications(items: NotificationModal[]): NotificationModal[] {
  const seen = new Set((storage('session')?.getItem(NOTIFICATIONS_SEEN_KEY) ?? '').split(',').filter(Boolean));
  return items.filter((n) => !seen.has(String(n.id)));
}

function markNotificationsSeen(items: NotificationModal[]): void {
  const s = storage('session');
  if (!s) return;
  const seen = new Set((s.getItem(NOTIFICATIONS_SEEN_KEY) ?? '').split(',').filter(Boolean));
  for (const n of items) seen.add(String(n.id));
  s.setItem(NOTIFICATIONS_SEEN_KEY, [...seen].join(','));
}

type Popup = 'starter' | 'notifications' | 'welcome';

/** The pop-up dialogs' code (popup-dialogs.tsx), loaded when a page has a pop-up to show. */
const popupDialogs = onDemand(() => import('./popup-dialogs.tsx'));

/**
 * The pop-ups of a page, one at a time: the starter modal (a member with steps or profile details left), the
 * home notifications listing this page, then the welcome dialog on the home page unless hidden for good.
 * Each shows once per browser session; nothing shows before the client start-up has finished.
 */
export function Popups({ shell, ready }: { shell: ShellData; ready: boolean }) {
  const [queue, setQueue] = useState<Popup[] | null>(null);
  const [notifications, setNotifications] = useState<NotificationModal[]>([]);
  const pageKey = `${shell.locale}:${shell.pageName}`;

  useEffect(() => {
    if (!ready) return;
    const next: Popup[] = [];
    const session = storage('session');
    const starterDue = !!shell.member && (shell.member.missingProfile.length > 0 || !!shell.steps?.active.some((s) => !s.is_done));
    if (starterDue && !session?.getItem(STARTER_SEEN_KEY)) next.push('starter');
    const unseen = unseenNotifications(shell.notifications);
    setNotifications(unseen);
    if (unseen.length) next.push('notifications');
    if (shell.pageName === 'index' && !storage('local')?.getItem(WELCOME_HIDDEN_KEY) && !session?.getItem(WELCOME_SEEN_KEY)) next.push('welcome');
    setQueue(next);
    // a new page brings its own pop-ups
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, pageKey, shell.member?.id]);

  const current = queue?.[0];
  const [loaded, setLoaded] = useState(popupDialogs.get());
  useEffect(() => {
    if (!current || loaded) return;
    popupDialogs.load().then(setLoaded, (err: unknown) => console.error('pop-ups could not be loaded', err));
  }, [current, loaded]);
  const done = () => setQueue((q) => (q ? q.slice(1) : q));
  if (!current || !loaded) return null;
  const { StarterModal, NotificationPopup, WelcomeDialog } = loaded;
  if (current === 'starter') {
    return <StarterModal shell={shell} onDone={() => { storage('session')?.setItem(STARTER_SEEN_KEY, '1'); done(); }} />;
  }
  if (current === 'notifications') {
    return <NotificationPopup items={notifications} onDone={() => { markNotificationsSeen(notifications); done(); }} />;
  }
  return <WelcomeDialog shell={shell} onDone={() => done()} />;
}
