import { describe, expect, it } from 'vitest';
import { ALL_DICTIONARIES, fill, GATEWAY_LANGS, resolveLang, STRING_KEYS } from './i18n.ts';

describe('simulator dictionary', () => {
  it('has every word in all 15 languages', () => {
    expect(GATEWAY_LANGS).toHaveLength(15);
    for (const lang of GATEWAY_LANGS) {
      const dictionary = ALL_DICTIONARIES[lang];
      for (const key of STRING_KEYS) expect(dictionary[key], `${lang}.${key}`).toMatch(/\S/);
      expect(Object.keys(dictionary).sort(), lang).toEqual([...STRING_KEYS].sort());
    }
  });

  it('keeps the placeholders of every English text', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const lang of GATEWAY_LANGS)
      for (const key of STRING_KEYS)
        expect(placeholders(ALL_DICTIONARIES[lang][key]), `${lang}.${key}`).toEqual(
          placeholders(ALL_DICTIONARIES.en[key]),
        );
  });

  it('translates rather than copies English', () => {
    const sentences = [
      'sandbox',
      'scanQr',
      'transferNote',
      'failedText',
      'expiredQr',
      'expiredTrueWallet',
      'notFound',
      'invalidAmount',
    ] as const;
    for (const lang of GATEWAY_LANGS.filter((l) => l !== 'en'))
      for (const key of sentences)
        expect(ALL_DICTIONARIES[lang][key], `${lang}.${key}`).not.toBe(ALL_DICTIONARIES.en[key]);
  });

  it('carries the spec’s English expiry messages word for word', () => {
    expect(ALL_DICTIONARIES.en.expiredQr).toBe('The QR Code is expired. Please try again.');
    expect(ALL_DICTIONARIES.en.expiredTrueWallet).toBe('More than 5 minutes processing please contact administrator');
  });

  it('reads the merchant’s language codes and standard tags', () => {
    expect(resolveLang('th')).toBe('th');
    expect(resolveLang('TH')).toBe('th');
    expect(resolveLang('th-TH')).toBe('th');
    expect(resolveLang('my')).toBe('my');
    expect(resolveLang('my-MM')).toBe('mm');
    expect(resolveLang('pt-BR')).toBe('br');
    expect(resolveLang('vi')).toBe('vn');
    expect(resolveLang('ja')).toBe('jp');
    expect(resolveLang('xx')).toBeNull();
    expect(resolveLang(['th'])).toBeNull();
    expect(resolveLang(undefined)).toBeNull();
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(fill('Pay {amount} to {who}', { amount: '฿1.00' })).toBe('Pay ฿1.00 to {who}');
  });
});
