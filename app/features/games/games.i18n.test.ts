import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/config.ts';

const dir = path.resolve(import.meta.dirname, '../../i18n/locales');
const read = (locale: string) => JSON.parse(readFileSync(path.join(dir, locale, 'games.json'), 'utf8')) as Record<string, unknown>;

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('games strings', () => {
  const en = flatten(read('en'));

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has every English key, translated, with the same placeholders', (locale) => {
    const other = flatten(read(locale));
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(other)) {
      expect(text.trim(), `${locale} ${key}`).not.toBe('');
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(en[key]));
    }
    // Brand-neutral words (Demo, Live casino) may match English; most of the catalogue must not.
    const same = Object.keys(en).filter((k) => other[k] === en[k]);
    if (!['ph'].includes(locale)) expect(same.length, `${locale}: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length / 4);
  });
});
