import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { UI_FALLBACK_LOCALE, type Locale } from './config.ts';

/** Namespaces of one locale, as app/i18n/locales/<locale>/<namespace>.json. */
export type LocaleResources = Record<string, Record<string, unknown>>;

/**
 * An i18next instance for one locale, initialised synchronously from resources the server loaded, so the first
 * render already has every string (no flash, no request). English fills gaps at runtime, but a test fails on any
 * missing key.
 */
export function createI18n(locale: Locale, resources: LocaleResources, fallback?: LocaleResources): I18n {
  const instance = i18next.createInstance();
  const res: Resource = { [locale]: resources };
  if (fallback && locale !== UI_FALLBACK_LOCALE) res[UI_FALLBACK_LOCALE] = fallback;
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallback ? UI_FALLBACK_LOCALE : false,
    resources: res,
    ns: Object.keys(resources),
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
