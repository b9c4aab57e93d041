import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from './config.ts';

export type Catalog = Record<string, Record<string, unknown>>; // namespace → nested keys
export type Catalogs = Record<Locale, Catalog>;

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** Reads every app/i18n/locales/<locale>/<namespace>.json. */
export function loadCatalogs(dir = LOCALES_DIR): Catalogs {
  const out = {} as Catalogs;
  for (const locale of LOCALES) {
    const catalog: Catalog = {};
    const localeDir = path.join(dir, locale);
    let files: string[] = [];
    try {
      files = readdirSync(localeDir).filter((f) => f.endsWith('.json'));
    } catch {
      files = [];
    }
    for (const file of files) {
      catalog[file.slice(0, -5)] = JSON.parse(readFileSync(path.join(localeDir, file), 'utf8'));
    }
    out[locale] = catalog;
  }
  return out;
}

/** Every `errors` object of every namespace, merged per locale: errorCode → text. */
export function errorTexts(catalogs: Catalogs): Record<Locale, Record<string, string>> {
  const out = {} as Record<Locale, Record<string, string>>;
  for (const locale of LOCALES) {
    const merged: Record<string, string> = {};
    for (const ns of Object.values(catalogs[locale])) {
      const errors = ns.errors;
      if (errors && typeof errors === 'object') Object.assign(merged, errors);
    }
    out[locale] = merged;
  }
  return out;
}
