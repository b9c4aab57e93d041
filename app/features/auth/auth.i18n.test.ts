import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTexts, loadCatalogs } from '../../i18n/catalog.server.ts';
import { htmlLang, LOCALES } from '../../i18n/config.ts';

const catalogs = loadCatalogs();
const texts = errorTexts(catalogs);

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('auth strings', () => {
  const en = flatten(catalogs.en.auth);

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every auth string, translated, with the same placeholders',
    (locale) => {
      const other = flatten(catalogs[locale].auth ?? {});
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key].trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(other[key]), `${locale} ${key}`).toEqual(placeholders(text));
      }
      // A copy of the English catalog is not a translation.
      // Country and currency names come from CLDR; many languages write some of them as English does.
      const same = Object.keys(en).filter(
        (k) => other[k] === en[k] && !/^[\d\s{}–]*$/.test(en[k]) && !/^(countries|currencies)\./.test(k),
      );
      expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThanOrEqual(4);
    },
  );

  it.each(LOCALES)('%s names the countries of the form in its alphabetical order, and THB, MYR and USD', (locale) => {
    const countries = catalogs[locale].auth.countries as Record<string, string>;
    expect(Object.keys(countries).sort()).toEqual(
      Object.keys(catalogs.en.auth.countries as Record<string, string>).sort(),
    );
    const names = Object.values(countries);
    expect([...names].sort(new Intl.Collator(htmlLang(locale)).compare)).toEqual(names);
    expect(Object.keys(catalogs[locale].auth.currencies as Record<string, string>)).toEqual(['THB', 'MYR', 'USD']);
  });

  it('has a text in every locale for every error code the auth feature raises', () => {
    const dir = path.dirname(new URL(import.meta.url).pathname);
    const sources = ['auth.schemas.ts', 'auth.service.server.ts', 'auth.rest.server.ts']
      .map((f) => readFileSync(path.join(dir, f), 'utf8'))
      .join('\n');
    const codes = new Set([...sources.matchAll(/'([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1]));
    for (const ignored of ['DEFAULT_AUTH_RULES']) codes.delete(ignored);
    expect(codes.size).toBeGreaterThan(20);
    for (const code of codes) {
      for (const locale of LOCALES) expect(texts[locale][code], `${locale} ${code}`).toBeTruthy();
    }
  });
});
