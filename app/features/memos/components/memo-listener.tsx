import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { usePageData } from '../../../shared/page-data';
import { claimPagePopupIfClear, pageViewKey } from '../../../shared/page-popup';
import { Link, useLocation } from 'react-router';
import { HEADER_ALERTS_ID } from '../../../shared/header-slot';
import { useShellUi, useSocketTopic } from '../../../shared/shell-ui';
import type { MemoPopup } from '../memos.schemas';

/**
 * MEMO_TOPIC and MEMO_COUNT_REFETCH_BELOW of memos.schemas, written out: this listener is part of every member page's
 * code, which must not carry the schemas (and zod with them); the pop-up's code loads with the first message.
 */
const TOPIC = 'PERSONAL_MESSAGE';
const COUNT_REFETCH_BELOW = 100;
/** The pop-ups closed in this tab (sessionStorage, comma-separated ids): not shown again while their mark is on its way. */
const SEEN_KEY = 'memos:popups-seen';
/**
 * Where reward pop-ups open: the home pages (where the shell's own pop-ups open too) and the memo pages; never over a
 * game, a deposit or a form elsewhere. Route names as the spec's.
 */
const POPUP_PAGES = new Set([
  'index',
  'index1',
  'index2',
  'setting-personal-message',
  'setting-personal-message-id',
  'setting-personal-message-write-memo',
]);
/** How long after the start-up another automatic pop-up (the shell's welcome, a notification) may still appear. */
const SETTLE_MS = 1500;
const MemoPopupDialog = lazy(() => import('./memo-popup.tsx').then((m) => ({ default: m.MemoPopupDialog })));

/**
 * The member's memos at start-up and on every PERSONAL_MESSAGE: the unread count (read again while it is under 100)
 * and the reward pop-ups (unread modal memos, in the server's order: today's newest first, then older ones oldest
 * first), shown one at a time. A pop-up the member has seen is queued and marked read-in-modal, one request at a
 * time. Like the shell's pop-ups, at most one automatic pop-up per page view: where another dialog is open once the
 * page has settled, the reward pop-ups wait for a later page view (and they open only on POPUP_PAGES). Mounted for
 * members through app/member-listeners.later.tsx.
 */
function readSeen(): Set<number> {
  try {
    return new Set((sessionStorage.getItem(SEEN_KEY) ?? '').split(',').filter(Boolean).map(Number));
  } catch {
    return new Set();
  }
}

function rememberSeen(id: number): void {
  try {
    const seen = readSeen();
    seen.add(id);
    sessionStorage.setItem(SEEN_KEY, [...seen].slice(-200).join(','));
  } catch {
    // Storage refused (private mode): the server's mark alone keeps it from coming back.
  }
}

export function MemoListener() {
  // Off with the site's Personal Message item (the member's memo calls answer 403 then).
  return usePageData().features.personalMessage ? <MemoFeed /> : null;
}

function MemoFeed() {
  const { i18n } = useTranslation();
  const [queue, setQueue] = useState<MemoPopup[]>([]);
  const [count, setCount] = useState<number | null>(null);
  const shown = useRef(new Set<number>());
  const marks = useRef<Promise<unknown>>(Promise.resolve());

  const loadPopups = useCallback(async () => {
    const page = await api.service<MemoPopup>('mb/message').find({}, { handleErrors: false });
    const seen = readSeen();
    const fresh = (Array.isArray(page.data) ? page.data : []).filter(
      (p) => !shown.current.has(p.id) && !seen.has(p.id),
    );
    if (!fresh.length) return;
    await Promise.all([i18n.loadNamespaces('memos'), import('./memo-popup.tsx')]);
    // Two reads may overlap (the start-up and a PERSONAL_MESSAGE): each pop-up is queued once.
    const added = fresh.filter((p) => !shown.current.has(p.id));
    for (const p of added) shown.current.add(p.id);
    if (added.length) setQueue((q) => [...q, ...added]);
  }, [i18n]);
  const loadCount = useCallback(async () => {
    const page = await api.service<{ count: number }>('mb/message-count').find({}, { handleErrors: false });
    const unread = page.data[0]?.count ?? 0;
    // The badge's words come with it.
    if (unread > 0) await i18n.loadNamespaces('memos');
    setCount(unread);
  }, [i18n]);

  // Start-up: the count and the pop-ups.
  useEffect(() => {
    loadCount().catch((err: unknown) => console.error('the memo count could not be read', err));
    loadPopups().catch((err: unknown) => console.error('the memo pop-ups could not be read', err));
  }, [loadCount, loadPopups]);

  useSocketTopic(TOPIC, () => {
    if (count === null || count < COUNT_REFETCH_BELOW)
      loadCount().catch((err: unknown) => console.error('the memo count could not be read', err));
    loadPopups().catch((err: unknown) => console.error('the memo pop-ups could not be read', err));
  });

  // The page view: shown on this one, or held back on it because another dialog came first.
  const { pageName, member } = usePageData();
  const { pathname } = useLocation();
  const memberId = member?.id;
  const { serverLoading } = useShellUi();
  const pageView = `${pathname}:${pageName ?? ''}`;
  const [decided, setDecided] = useState<{ pageView: string; show: boolean } | null>(null);
  const waiting = queue.length > 0;
  const allowed = !!pageName && POPUP_PAGES.has(pageName);
  useEffect(() => {
    if (!waiting || !allowed || serverLoading || decided?.pageView === pageView) return;
    const timer = setTimeout(() => {
      // The page view's one automatic pop-up may have been the shell's, already closed.
      setDecided({ pageView, show: claimPagePopupIfClear(pageViewKey(pathname, memberId)) });
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [waiting, allowed, serverLoading, pageView, decided, pathname, memberId]);

  // A message opened on the memo pages is read: the count is read again on each of them.
  const onMemoPage = !!pageName?.startsWith('setting-personal-message');
  useEffect(() => {
    if (onMemoPage) loadCount().catch((err: unknown) => console.error('the memo count could not be read', err));
  }, [onMemoPage, pathname, loadCount]);

  const current = allowed && decided?.pageView === pageView && decided.show ? queue[0] : undefined;
  const close = () => {
    if (!current) return;
    const id = current.id;
    rememberSeen(id);
    // Queued: one mark at a time, in the order they were seen.
    marks.current = marks.current
      .then(() => api.service('mb/message').patch(id, { is_read_modal: true }, undefined, { handleErrors: false }))
      .catch((err: unknown) => console.error('the memo pop-up could not be marked', err));
    setQueue((q) => q.slice(1));
  };
  return (
    <>
      <UnreadBadge count={count} />
      {current ? (
        <Suspense fallback={null}>
          <MemoPopupDialog popup={current} remaining={queue.length - 1} unread={count} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The unread count in the top bar (its alerts place), a link to the inbox; nothing while there is none. */
function UnreadBadge({ count }: { count: number | null }) {
  const { t } = useTranslation('memos', { useSuspense: false });
  const { locale } = usePageData();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(HEADER_ALERTS_ID)), []);
  if (!slot || !count) return null;
  const label = t('unreadCount', { count });
  return createPortal(
    <Link
      to={`/${locale}/setting/personal-message`}
      aria-label={label}
      title={label}
      className="relative grid size-9 shrink-0 place-items-center rounded-full border border-border bg-surface text-text hover:border-primary/60 sm:size-10"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
      >
        <rect x="3" y="5" width="18" height="14" rx="2.5" />
        <path d="m4 7 8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span
        aria-hidden="true"
        className="absolute -right-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full bg-danger px-1 text-[11px] font-bold leading-none text-white"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>,
    slot,
  );
}
