import { describe, expect, it } from 'vitest';
import { chooseLocale, readCookie, switchLocalePath } from './shell.language.ts';

const langs = [
  { id: 1, code: 'th', is_default: false },
  { id: 2, code: 'en', is_default: true },
  { id: 3, code: 'zh', is_default: false },
];

describe('language choice', () => {
  it('takes the saved cookie first', () => {
    expect(chooseLocale('zh', langs)).toBe('zh');
  });
  it('falls back to the default language when the cookie is absent or not offered', () => {
    expect(chooseLocale(undefined, langs)).toBe('en');
    expect(chooseLocale('ko', langs)).toBe('en');
    expect(chooseLocale('xx', langs)).toBe('en');
  });
  it('falls back to the first language when none is default', () => {
    expect(
      chooseLocale(
        undefined,
        langs.map((l) => ({ ...l, is_default: false })),
      ),
    ).toBe('th');
  });
  it('ignores languages the interface does not speak', () => {
    expect(
      chooseLocale(undefined, [
        { id: 9, code: 'fr', is_default: true },
        { id: 1, code: 'vn', is_default: false },
      ]),
    ).toBe('vn');
  });
  it('uses a valid cookie when the language list is empty, else English', () => {
    expect(chooseLocale('jp', [])).toBe('jp');
    expect(chooseLocale(undefined, [])).toBe('en');
  });
});

describe('switchLocalePath', () => {
  it('replaces the prefix and keeps path and query', () => {
    expect(switchLocalePath('/th/games/12', '?x=1', 'th', 'en')).toBe('/en/games/12?x=1');
    expect(switchLocalePath('/th', '', 'th', 'jp')).toBe('/jp');
    expect(switchLocalePath('/th/', '', 'th', 'jp')).toBe('/jp');
  });
  it('adds a prefix to a path without one', () => {
    expect(switchLocalePath('/', '?a=b', 'th', 'ko')).toBe('/ko?a=b');
  });
});

describe('readCookie', () => {
  it('reads and decodes one cookie', () => {
    expect(readCookie('a=1; lang=th; b=%20x', 'lang')).toBe('th');
    expect(readCookie('a=1; b=%20x', 'b')).toBe(' x');
    expect(readCookie('a=1', 'lang')).toBeUndefined();
    expect(readCookie(null, 'lang')).toBeUndefined();
  });
});
