import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/config.ts';

const dir = path.resolve(import.meta.dirname, '../../i18n/locales');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(dir, locale, 'shell.json'), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('shell strings', () => {
  const en = flatten(read('en'));
  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every string, translated, with the same placeholders',
    (locale) => {
      const other = flatten(read(locale));
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) {
        expect(other[key].trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(other[key]), `${locale} ${key}`).toEqual(placeholders(text));
      }
      // A real translation differs from English in most strings (brand words like "Cashback" may stay).
      const same = Object.keys(en).filter((k) => en[k] === other[k]).length;
      expect(same / Object.keys(en).length).toBeLessThan(0.25);
    },
  );

  it('has the 404 and error page texts of the spec in English', () => {
    expect(en['notFound.title']).toBe('This page could not be found');
    expect(en['notFound.backHome']).toBe('Back to the home page');
    expect(en['error.title']).toBe('Error');
    expect(en['error.boundaryFailed']).toBe('An error occurred while showing the error page');
    expect(en['error.goHome']).toBe('Go back to home');
  });
});
