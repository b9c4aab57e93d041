import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './config.ts';

/** Namespaces of one locale, as app/i18n/locales/<locale>/<namespace>.json. */
export type LocaleResources = Record<string, Record<string, unknown>>;

/** Where the browser fetches a namespace the page was not given; `v` changes with the catalogs (long cache). */
export function namespaceUrl(locale: string, namespace: string, version: string): string {
  return `/locales/${encodeURIComponent(locale)}/${encodeURIComponent(namespace)}.json?v=${encodeURIComponent(version)}`;
}

/** Reads missing namespaces from /locales/<locale>/<namespace>.json (i18next retries a failed read). */
function fetchBackend(version: string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      fetch(namespaceUrl(language, namespace, version), { credentials: 'same-origin' })
        .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`${namespace}.json answered ${res.status}`))))
        .then(
          (data) => callback(null, data),
          (err: Error) => callback(err, false),
        );
    },
  };
}

/**
 * An i18next instance for one locale, initialised synchronously from the namespaces the server handed to the page,
 * so the first render has every string it shows (no flash, no request). In the browser a component that asks for
 * another namespace (a modal's, the next page's) suspends until it is fetched. Every locale has every key (the
 * catalog test fails otherwise), so there is no fallback language.
 */
export function createI18n(locale: Locale, resources: LocaleResources, options: { version?: string } = {}): I18n {
  const instance = i18next.createInstance();
  const res: Resource = { [locale]: resources };
  const browser = typeof document !== 'undefined' && options.version !== undefined;
  if (browser) instance.use(fetchBackend(options.version!));
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: res,
    partialBundledLanguages: browser,
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
