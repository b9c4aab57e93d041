import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocale, LOCALES, type Locale } from './config.ts';
import { rememberCatalog } from './namespaces.ts';

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

interface CatalogCache {
  version: string;
  json: Map<string, string>;
}
const caches = new WeakMap<Catalogs, CatalogCache>();

function cacheOf(catalogs: Catalogs): CatalogCache {
  let cache = caches.get(catalogs);
  if (!cache) {
    const version = createHash('sha256').update(JSON.stringify(catalogs)).digest('base64url').slice(0, 12);
    cache = { version, json: new Map() };
    caches.set(catalogs, cache);
  }
  return cache;
}

/** A short hash of every catalog: the browser's cache key for /locales/<locale>/<namespace>.json. */
export function catalogVersion(catalogs: Catalogs): string {
  return cacheOf(catalogs).version;
}

/** One namespace of one locale as JSON (serialised once), or null when there is no such namespace. */
export function namespaceJson(catalogs: Catalogs, locale: string, namespace: string): string | null {
  if (!isLocale(locale)) return null;
  const catalog = catalogs[locale];
  if (!Object.hasOwn(catalog, namespace)) return null;
  const cache = cacheOf(catalogs);
  const key = `${locale}/${namespace}`;
  let json = cache.json.get(key);
  if (json === undefined) {
    json = JSON.stringify(catalog[namespace]);
    cache.json.set(key, json);
  }
  return json;
}

/**
 * The namespaces a page needs (`names`; null: all of them) of one locale, as one JSON text, built once from the
 * namespaces' own texts and kept. The root loader hands it to the page as text: React Router encodes a string in
 * one piece, where it walks an object of a few hundred keys for every document. The browser reads it with one
 * JSON.parse; the server's render reads the namespaces it was made of (`readCatalog`, app/i18n/namespaces.ts).
 */
export function pageCatalogJson(catalogs: Catalogs, locale: Locale, names: readonly string[] | null): string {
  const cache = cacheOf(catalogs);
  const key = `page:${locale}:${names ? names.join(',') : '*'}`;
  let json = cache.json.get(key);
  if (json === undefined) {
    const catalog = catalogs[locale];
    const parts: string[] = [];
    const picked: Catalog = {};
    for (const ns of names ?? Object.keys(catalog)) {
      const text = namespaceJson(catalogs, locale, ns);
      if (text === null) continue;
      parts.push(`${JSON.stringify(ns)}:${text}`);
      picked[ns] = catalog[ns];
    }
    json = `{${parts.join(',')}}`;
    cache.json.set(key, json);
    rememberCatalog(json, picked);
  }
  return json;
}
