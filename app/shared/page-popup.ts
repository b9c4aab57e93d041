/**
 * One automatic pop-up per page view, whichever feature draws it (the shell's starter, welcome and notifications,
 * the memos' reward pop-ups). A page view is a path seen by one member (or a visitor): `pageViewKey` names it; the
 * shell opens each page view as the player arrives on it (`openPageView`). The first feature to claim a page view
 * draws its pop-up; the others wait for a later page view.
 */
const state = { pageView: '', claimed: false };

export function pageViewKey(pathname: string, memberId: number | string | null | undefined): string {
  return `${pathname}|${memberId ?? ''}`;
}

/** The player has arrived on this page view (again: coming back to a path after another is a new page view). */
export function openPageView(key: string): void {
  if (state.pageView === key) return;
  state.pageView = key;
  state.claimed = false;
}

/** True for the first claim of this page view (the caller may draw its pop-up), false once another has it. */
export function claimPagePopup(key: string): boolean {
  openPageView(key);
  if (state.claimed) return false;
  state.claimed = true;
  return true;
}

/** A dialog the player sees now, whichever feature opened it. */
function dialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

/**
 * The claim of a feature that draws outside the shell's modal store (the memos' reward pop-up, the push prompt): it
 * has the page view only when no dialog is open now and nobody claimed the page view before; a dialog open now does
 * not use up the claim.
 */
export function claimPagePopupIfClear(key: string): boolean {
  return !dialogOpen() && claimPagePopup(key);
}
