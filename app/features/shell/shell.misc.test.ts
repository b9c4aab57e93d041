import { describe, expect, it } from 'vitest';
import { pageNameFromPattern } from './shell.page-name.ts';
import { referralToKeep, refCodeCookieName } from './shell.referral.ts';

describe('page names', () => {
  it.each([
    [':lang', 'index'],
    ['/:lang', 'index'],
    [':lang/games/:id', 'games-id'],
    [':lang/affiliate_v2/:code?', 'affiliate_v2-code'],
    [':lang/setting/personal-message/write-memo', 'setting-personal-message-write-memo'],
    [':lang/reward/redreemExchangeReward/:id', 'reward-redreemExchangeReward-id'],
    [':lang/coupon/:id?', 'coupon-id'],
  ])('%s → %s', (pattern, name) => {
    expect(pageNameFromPattern(pattern)).toBe(name);
  });
  it('has none for an unmatched path', () => {
    expect(pageNameFromPattern(':lang/*')).toBeNull();
  });
});

describe('referral code', () => {
  it('is named from the web name', () => {
    expect(refCodeCookieName('casino')).toBe('casinorefCode');
  });
  it('keeps the query code for a visitor and stores it when new', () => {
    expect(referralToKeep(false, 'AB12', undefined)).toEqual({ code: 'AB12', store: true });
    expect(referralToKeep(false, 'AB12', 'AB12')).toEqual({ code: 'AB12', store: false });
    expect(referralToKeep(false, 'NEW1', 'OLD1')).toEqual({ code: 'NEW1', store: true });
  });
  it('falls back to the stored code', () => {
    expect(referralToKeep(false, null, 'OLD1')).toEqual({ code: 'OLD1', store: false });
  });
  it('keeps nothing for a member or a malformed code', () => {
    expect(referralToKeep(true, 'AB12', 'OLD1')).toEqual({ code: null, store: false });
    expect(referralToKeep(false, '<script>', undefined)).toEqual({ code: null, store: false });
  });
});
