import { describe, expect, it } from 'vitest';
import { ALL_DICTIONARIES, PROVIDER_LANGS, resolveLang, STRING_KEYS } from './i18n.ts';

describe('provider dictionary', () => {
  it('has every word in all 15 languages', () => {
    expect(PROVIDER_LANGS).toHaveLength(15);
    for (const lang of PROVIDER_LANGS) {
      for (const key of STRING_KEYS) expect(ALL_DICTIONARIES[lang][key], `${lang}.${key}`).toMatch(/\S/);
      expect(ALL_DICTIONARIES[lang].by).toContain('{brand}');
    }
  });

  it('translates rather than copies English, apart from words that are the same', () => {
    for (const lang of PROVIDER_LANGS.filter((l) => l !== 'en')) {
      expect(ALL_DICTIONARIES[lang].insufficientFunds, lang).not.toBe(ALL_DICTIONARIES.en.insufficientFunds);
      expect(ALL_DICTIONARIES[lang].backToLobby, lang).not.toBe(ALL_DICTIONARIES.en.backToLobby);
      for (const key of [
        'fairness',
        'verifyTitle',
        'fairIntro',
        'deal',
        'clearBets',
        'kenoPick',
        'boom',
        'startRace',
        'shooterHint',
        'megawaysRule',
        'jackpotRule',
        'hashMatches',
      ] as const)
        expect(ALL_DICTIONARIES[lang][key], `${lang}.${key}`).not.toBe(ALL_DICTIONARIES.en[key]);
      // Placeholders survive translation.
      for (const [key, mark] of [
        ['dealer', '{name}'],
        ['tableNo', '{n}'],
        ['ballLanded', '{n}'],
        ['hits', '{of}'],
        ['jackpotRule', '{share}'],
        ['caught', '{name}'],
        ['waysCount', '{n}'],
      ] as const)
        expect(ALL_DICTIONARIES[lang][key], `${lang}.${key}`).toContain(mark);
    }
  });

  it('reads the casino’s language codes, standard tags, and falls back to English', () => {
    expect(resolveLang('th')).toBe('th');
    expect(resolveLang('TH')).toBe('th');
    expect(resolveLang('th-TH')).toBe('th');
    expect(resolveLang('my')).toBe('my');
    expect(resolveLang('ms-MY')).toBe('my');
    expect(resolveLang('my-MM')).toBe('mm');
    expect(resolveLang('pt-BR')).toBe('br');
    expect(resolveLang('pt-PT')).toBe('pt');
    expect(resolveLang('vi')).toBe('vn');
    expect(resolveLang('ja')).toBe('jp');
    expect(resolveLang('bn')).toBe('bd');
    expect(resolveLang('fil')).toBe('ph');
    expect(resolveLang('xx')).toBe('en');
    expect(resolveLang(['th'])).toBe('en');
    expect(resolveLang(undefined)).toBe('en');
  });
});
