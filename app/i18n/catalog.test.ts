import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './config.ts';

const LOCALES_DIR = path.join(import.meta.dirname, 'locales');

/**
 * Texts that may equal the English one, compared with the whole value. Everywhere: brand and product names and the
 * industry terms the markets use untranslated. Per locale: words that are the same in that language.
 */
export const SAME_AS_ENGLISH: Record<string, ReadonlySet<string>> = {
  '*': new Set([
    'TraceID',
    'Cashback',
    'Rebate',
    'PromptPay',
    'TrueWallet',
    'TrueMoney Wallet',
    'USDT',
    'LINE',
    'Telegram',
    'WhatsApp',
    'Facebook',
    'Viber',
    'Zendesk',
    'LiveChat',
    'Megaways',
  ]),
  es: new Set(['Error']),
  ph: new Set(['Error', 'Username', 'Password', 'Status {{status}}']),
  id: new Set(['Deposit', 'Status {{status}}']),
  my: new Set(['Deposit', 'Status {{status}}']),
  br: new Set(['Status {{status}}']),
  pt: new Set(['Status {{status}}']),
};

/**
 * Keys (namespace:key prefix) that hold proper names taken from CLDR, which many languages write as English does
 * ("Australia" in Malay, Indonesian and Filipino): country and currency names of the registration form.
 */
export const PROPER_NAME_KEYS: readonly string[] = ['auth:countries.', 'auth:currencies.'];

/** Shorter values (after removing placeholders) may match English by nature: "OK", "VIP", "PIN". */
const MIN_CHECKED_LENGTH = 5;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, out: Flat, problems: string[]): void {
  if (typeof value === 'string') {
    out.set(prefix, value);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out, problems);
  } else {
    problems.push(`${prefix}: not a string or object (${JSON.stringify(value)})`);
  }
}

function loadAll() {
  const catalogs = new Map<string, Map<string, Flat>>(); // locale → namespace → key → text
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const byNs = new Map<string, Flat>();
    let files: string[] = [];
    try {
      files = readdirSync(path.join(LOCALES_DIR, locale)).filter((f) => f.endsWith('.json'));
    } catch {
      problems.push(`${locale}: no folder app/i18n/locales/${locale}`);
    }
    for (const file of files) {
      const flat: Flat = new Map();
      try {
        flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')), '', flat, problems);
      } catch (err) {
        problems.push(`${locale}/${file}: ${(err as Error).message}`);
      }
      byNs.set(file.slice(0, -5), flat);
    }
    catalogs.set(locale, byNs);
  }
  return { catalogs, problems };
}

const { catalogs, problems: loadProblems } = loadAll();
const namespaces = [...new Set([...catalogs.values()].flatMap((ns) => [...ns.keys()]))].sort();

/** Every key of a namespace, in any locale. */
function allKeys(ns: string): string[] {
  const keys = new Set<string>();
  for (const byNs of catalogs.values()) for (const k of byNs.get(ns)?.keys() ?? []) keys.add(k);
  return [...keys].sort();
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();
}

describe('i18n catalogs', () => {
  it('parse, and hold only strings and nested objects', () => {
    expect(loadProblems).toEqual([]);
  });

  it('have every namespace in all 15 locales', () => {
    const missing: string[] = [];
    for (const ns of namespaces)
      for (const locale of LOCALES) if (!catalogs.get(locale)?.has(ns)) missing.push(`${locale}/${ns}.json`);
    expect(missing).toEqual([]);
  });

  for (const ns of namespaces) {
    describe(`namespace ${ns}`, () => {
      const keys = allKeys(ns);

      it('has every key in every locale, none empty', () => {
        const missing: string[] = [];
        const empty: string[] = [];
        for (const locale of LOCALES) {
          const flat = catalogs.get(locale)?.get(ns);
          for (const key of keys) {
            const text = flat?.get(key);
            if (text === undefined) missing.push(`${locale}: ${key}`);
            else if (!text.trim()) empty.push(`${locale}: ${key}`);
          }
        }
        expect(missing, 'keys missing').toEqual([]);
        expect(empty, 'empty texts').toEqual([]);
      });

      it('uses the same {{placeholders}} in every locale', () => {
        const mismatched: string[] = [];
        for (const key of keys) {
          const reference = catalogs.get('en')?.get(ns)?.get(key);
          if (reference === undefined) continue;
          const expected = placeholders(reference).join(',');
          for (const locale of LOCALES) {
            const text = catalogs.get(locale)?.get(ns)?.get(key);
            if (text !== undefined && placeholders(text).join(',') !== expected) {
              mismatched.push(`${locale}: ${key} has {${placeholders(text).join(',')}} but en has {${expected}}`);
            }
          }
        }
        expect(mismatched).toEqual([]);
      });

      it('is translated: no locale repeats the English text (brand names excepted)', () => {
        const untranslated: string[] = [];
        for (const key of keys) {
          const english = catalogs.get('en')?.get(ns)?.get(key);
          if (english === undefined || SAME_AS_ENGLISH['*'].has(english.trim())) continue;
          if (PROPER_NAME_KEYS.some((prefix) => `${ns}:${key}`.startsWith(prefix))) continue;
          const letters = english.replace(/\{\{[^}]*\}\}/g, '').replace(/[^\p{L}]/gu, '');
          if (letters.length < MIN_CHECKED_LENGTH) continue;
          for (const locale of LOCALES) {
            if (locale === 'en') continue;
            if (SAME_AS_ENGLISH[locale]?.has(english)) continue;
            if (catalogs.get(locale)?.get(ns)?.get(key) === english)
              untranslated.push(`${locale}: ${key} = ${JSON.stringify(english)}`);
          }
        }
        expect(untranslated).toEqual([]);
      });
    });
  }
});
