import { createContext, useContext, useSyncExternalStore, type ComponentType } from 'react';

/**
 * Short messages shown over whatever page the member is on (a toast): a deposit credited while the member plays, …
 * Any feature adds one with `showNotice`; the shell draws them (its notice region, a polite live region) until the
 * member closes them or they time out. Features whose realtime messages say something to the member wherever they
 * are mount a listener through the composition point app/member-listeners.tsx: the root provides the list
 * (`MemberListenersContext`) and the shell mounts each for a signed-in member, inside the realtime feed.
 */

export type NoticeTone = 'success' | 'info' | 'danger';

export interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
}

/** How long a notice stays when nobody closes it. */
export const NOTICE_MS = 15_000;
/** At most this many at once: the oldest goes. */
const MAX_NOTICES = 3;

export interface NoticeStore {
  show(notice: { tone: NoticeTone; text: string }): number;
  dismiss(id: number): void;
  list(): readonly Notice[];
  subscribe(listener: () => void): () => void;
}

export function createNoticeStore(options: { timeoutMs?: number } = {}): NoticeStore {
  let notices: readonly Notice[] = [];
  let next = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  const store: NoticeStore = {
    show({ tone, text }) {
      const id = next++;
      notices = [...notices, { id, tone, text }].slice(-MAX_NOTICES);
      emit();
      const ms = options.timeoutMs ?? NOTICE_MS;
      if (ms > 0) setTimeout(() => store.dismiss(id), ms);
      return id;
    },
    dismiss(id) {
      if (!notices.some((n) => n.id === id)) return;
      notices = notices.filter((n) => n.id !== id);
      emit();
    },
    list: () => notices,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return store;
}

/** The page's notices (one store per browser tab; nothing is shown by the server). */
export const notices = createNoticeStore();

export function showNotice(notice: { tone: NoticeTone; text: string }): number {
  return notices.show(notice);
}

const NONE: readonly Notice[] = [];

export function useNotices(): readonly Notice[] {
  return useSyncExternalStore(notices.subscribe, notices.list, () => NONE);
}

/** Components that listen to the member's realtime feed on every page (they render nothing). */
export const MemberListenersContext = createContext<readonly ComponentType[]>([]);

export function useMemberListeners(): readonly ComponentType[] {
  return useContext(MemberListenersContext);
}
