import type { NotificationModal } from '../site/site.schemas.ts';

/**
 * Which automatic pop-up a page view shows (docs/shell.md, "Pop-ups"). Pure: the component (popups.tsx) gathers the
 * facts from the shell data, the browser's storage and the modal store, and draws what this returns. How and when a
 * dialog's image loads is the dialog's business (popup-dialogs.tsx), not this module's.
 *
 * Rules:
 * - at most one automatic pop-up per page view, the first that applies in POPUP_ORDER; the others wait for a later
 *   page view (each is remembered once shown, so the next one in the order gets its turn);
 * - a modal asked for by the URL (`?modal=login`) or opened by the player wins: that page view shows none;
 * - starter: a member with profile details or active steps left, once per browser session;
 * - welcome: the home page, once per browser session, never again after 'do not show again';
 * - notifications: the operator's notifications of this page's family (the server picks them by language and family:
 *   on the home page visitors get the `login` family, members the `index` family), each once per browser session.
 */
export type PopupKind = 'starter' | 'welcome' | 'notifications';

/** What the player needs first: what stands between a member and playing, then the greeting, then the operator's news. */
export const POPUP_ORDER: readonly PopupKind[] = ['starter', 'welcome', 'notifications'];

/** The home page's route names (index1 and index2 are its experiment variants). */
const HOME_PAGES = new Set(['index', 'index1', 'index2']);

/** What this browser remembers (sessionStorage / localStorage, see popups.tsx). */
export interface PopupMemory {
  /** The starter modal was shown in this browser session. */
  starterSeen: boolean;
  /** The welcome dialog was shown in this browser session. */
  welcomeSeen: boolean;
  /** 'Do not show this again' was ticked in this browser. */
  welcomeHidden: boolean;
  /** Ids of the notifications shown in this browser session. */
  notificationsSeen: ReadonlySet<string>;
}

export interface PopupFacts {
  /** The spec's route name of the page (`index`, `games`, …), null for an unknown path. */
  pageName: string | null;
  member: { missingProfile: readonly string[] } | null;
  /** The member's active steps, when the steps service is present. */
  steps: readonly { is_done: boolean }[] | null;
  /** The notifications the server picked for this page (active, this language, this page's family). */
  notifications: readonly NotificationModal[];
  memory: PopupMemory;
  /** A modal asked for by the URL or opened by the player is (or was) open in this page view. */
  modalRequested: boolean;
}

export type PopupChoice =
  | { kind: 'starter' }
  | { kind: 'welcome' }
  | { kind: 'notifications'; items: NotificationModal[] };

/** Whether the starter modal concerns this visitor: a member with something left to do. */
export function starterConcerns(member: PopupFacts['member'], steps: PopupFacts['steps']): boolean {
  if (!member) return false;
  return member.missingProfile.length > 0 || !!steps?.some((s) => !s.is_done);
}

/** Every pop-up this page view could show, in POPUP_ORDER, ignoring a requested modal. */
export function eligiblePopups(f: PopupFacts): PopupChoice[] {
  const out: PopupChoice[] = [];
  for (const kind of POPUP_ORDER) {
    if (kind === 'starter') {
      if (starterConcerns(f.member, f.steps) && !f.memory.starterSeen) out.push({ kind });
    } else if (kind === 'welcome') {
      if (f.pageName && HOME_PAGES.has(f.pageName) && !f.memory.welcomeHidden && !f.memory.welcomeSeen)
        out.push({ kind });
    } else {
      const items = f.notifications
        .filter((n) => n.is_active && !f.memory.notificationsSeen.has(String(n.id)))
        .sort((a, b) => a.order_no - b.order_no || a.id - b.id);
      if (items.length) out.push({ kind, items });
    }
  }
  return out;
}

/** The one pop-up of this page view, or null. */
export function choosePopup(f: PopupFacts): PopupChoice | null {
  if (f.modalRequested) return null;
  return eligiblePopups(f)[0] ?? null;
}
