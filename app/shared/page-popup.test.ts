import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimPagePopup, claimPagePopupIfClear, openPageView, pageViewKey } from './page-popup.ts';

describe('one automatic pop-up per page view', () => {
  it('gives a page view to its first claimant only', () => {
    const home = pageViewKey('/en', 7);
    openPageView(home);
    expect(claimPagePopup(home)).toBe(true);
    expect(claimPagePopup(home)).toBe(false);
  });

  it('makes a new page view of another path, another member, or the same path visited again', () => {
    const home = pageViewKey('/en', 7);
    openPageView(home);
    claimPagePopup(home);
    expect(claimPagePopup(pageViewKey('/en', 8))).toBe(true);
    openPageView(pageViewKey('/en/games', 8));
    openPageView(home);
    expect(claimPagePopup(home)).toBe(true);
    expect(claimPagePopup(home)).toBe(false);
  });

  it('tells a visitor from a member on the same path', () => {
    expect(pageViewKey('/en', null)).not.toBe(pageViewKey('/en', 1));
  });

  describe('a claim outside the modal store', () => {
    let dialog: object | null = null;
    afterEach(() => vi.unstubAllGlobals());
    const page = () =>
      vi.stubGlobal('document', { querySelector: (selector: string) => (selector.includes('dialog') ? dialog : null) });

    it('waits while another dialog is open, without using up the page view', () => {
      page();
      const games = pageViewKey('/en/games', 3);
      dialog = {};
      expect(claimPagePopupIfClear(games)).toBe(false);
      dialog = null;
      expect(claimPagePopupIfClear(games)).toBe(true);
      expect(claimPagePopupIfClear(games)).toBe(false);
    });

    it('does not take a page view the shell has claimed, even once its pop-up is closed', () => {
      page();
      dialog = null;
      const home = pageViewKey('/en', 4);
      openPageView(home);
      expect(claimPagePopup(home)).toBe(true);
      expect(claimPagePopupIfClear(home)).toBe(false);
    });
  });
});
