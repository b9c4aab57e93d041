import { describe, expect, it } from 'vitest';
import { guardRedirect, guardRule, pathSegments, type GuardFacts } from './shell.guard.ts';

const member = (over: Partial<GuardFacts> = {}): GuardFacts => ({
  pathname: '/en',
  search: '',
  locale: 'en',
  loggedIn: true,
  privileges: { rebate: true, affiliate: true, quest: true },
  pointDisplay: true,
  personalMessage: true,
  ...over,
});

describe('pathSegments', () => {
  it('reads h and f after the locale prefix', () => {
    expect(pathSegments('/th/setting/affiliate/income', 'th')).toEqual({ h: 'setting', f: 'affiliate' });
    expect(pathSegments('/th', 'th')).toEqual({ h: '', f: '' });
    expect(pathSegments('/th/', 'th')).toEqual({ h: '', f: '' });
  });
});

describe('route guard', () => {
  it('lets a fully privileged member through every page', () => {
    for (const p of [
      '/en/register',
      '/en/rebate',
      '/en/setting/affiliate',
      '/en/reward',
      '/en/quest/3',
      '/en/setting/personal-message',
    ]) {
      const rule = guardRule(member({ pathname: p }));
      expect(rule === null || rule === 'register').toBe(true);
    }
    expect(guardRedirect(member({ pathname: '/en/games' }))).toBeNull();
  });

  it('never redirects a visitor', () => {
    const visitor = member({
      loggedIn: false,
      privileges: { rebate: false, affiliate: false, quest: false },
      pointDisplay: false,
      personalMessage: false,
    });
    for (const p of [
      '/en/register',
      '/en/rebate',
      '/en/setting/affiliate',
      '/en/totalpoints',
      '/en/reward',
      '/en/quest',
      '/en/setting/personal-message',
    ]) {
      expect(guardRedirect({ ...visitor, pathname: p })).toBeNull();
    }
  });

  it('sends a member away from register, keeping the query string', () => {
    expect(guardRule(member({ pathname: '/en/register' }))).toBe('register');
    expect(guardRedirect(member({ pathname: '/en/register', search: '?ref_code=AB12' }))).toBe('/en?ref_code=AB12');
  });

  it('rebate needs the rebate privilege', () => {
    expect(
      guardRedirect(
        member({ pathname: '/th/rebate', locale: 'th', privileges: { rebate: false, affiliate: true, quest: true } }),
      ),
    ).toBe('/th');
    expect(guardRedirect(member({ pathname: '/th/rebate', locale: 'th' }))).toBeNull();
    // only the first segment counts
    expect(
      guardRedirect(
        member({
          pathname: '/th/promotions/rebate',
          locale: 'th',
          privileges: { rebate: false, affiliate: true, quest: true },
        }),
      ),
    ).toBeNull();
  });

  it('a second segment "affiliate" needs the affiliate privilege', () => {
    const noAff = { rebate: true, affiliate: false, quest: true };
    expect(guardRule(member({ pathname: '/en/setting/affiliate', privileges: noAff }))).toBe('affiliate');
    expect(guardRule(member({ pathname: '/en/promotions/affiliate', privileges: noAff }))).toBe('affiliate');
    expect(guardRule(member({ pathname: '/en/setting/affiliate/income', privileges: noAff, search: '?x=1' }))).toBe(
      'affiliate',
    );
    expect(guardRule(member({ pathname: '/en/affiliate', privileges: noAff }))).toBeNull();
  });

  it('totalpoints and reward need the point display flag', () => {
    expect(guardRule(member({ pathname: '/en/totalpoints', pointDisplay: false }))).toBe('points');
    expect(guardRule(member({ pathname: '/en/reward/lucky-box', pointDisplay: false }))).toBe('points');
    expect(guardRule(member({ pathname: '/en/reward', pointDisplay: true }))).toBeNull();
    expect(guardRule(member({ pathname: '/en/setting/totalpoints', pointDisplay: false }))).toBeNull();
  });

  it('quest needs the quest privilege', () => {
    const noQuest = { rebate: true, affiliate: true, quest: false };
    expect(guardRule(member({ pathname: '/en/quest', privileges: noQuest }))).toBe('quest');
    expect(guardRule(member({ pathname: '/en/quest/12', privileges: noQuest }))).toBe('quest');
    expect(guardRedirect(member({ pathname: '/en/quest/12', privileges: noQuest, search: '?tab=2' }))).toBe(
      '/en?tab=2',
    );
  });

  it('a second segment "personal-message" needs the Personal Message config item', () => {
    expect(guardRule(member({ pathname: '/en/setting/personal-message', personalMessage: false }))).toBe(
      'personal-message',
    );
    expect(guardRule(member({ pathname: '/en/setting/personal-message/write-memo', personalMessage: false }))).toBe(
      'personal-message',
    );
    expect(guardRule(member({ pathname: '/en/setting/personal-message', personalMessage: true }))).toBeNull();
  });
});
