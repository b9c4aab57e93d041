import { describe, expect, it } from 'vitest';
import { claimPagePopup, openPageView, pageViewKey } from './page-popup.ts';

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
});
