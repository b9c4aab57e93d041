/** The 15 interface locales, in the order of the spec. */
export const LOCALES = [
  'en',
  'th',
  'id',
  'my',
  'zh',
  'ko',
  'hi',
  'vn',
  'ph',
  'pt',
  'br',
  'bd',
  'jp',
  'es',
  'mm',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Error messages from the server fall back to Thai; interface strings fall back to English. */
export const ERROR_FALLBACK_LOCALE: Locale = 'th';
export const UI_FALLBACK_LOCALE: Locale = 'en';

export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Locale code → dayjs locale name (spec: zh→zh-cn, bd→bn-bd, my→ms, ph→tl-ph, vn→vi, others unchanged). */
export function dayjsLocale(locale: string): string {
  switch (locale) {
    case 'zh':
      return 'zh-cn';
    case 'bd':
      return 'bn-bd';
    case 'my':
      return 'ms';
    case 'ph':
      return 'tl-ph';
    case 'vn':
      return 'vi';
    case 'jp':
      return 'ja';
    case 'br':
      return 'pt-br';
    case 'mm':
      return 'my';
    default:
      return locale;
  }
}

/** BCP 47 tag for Intl APIs and the html lang attribute. */
export function htmlLang(locale: Locale): string {
  const map: Record<Locale, string> = {
    en: 'en',
    th: 'th',
    id: 'id',
    my: 'ms',
    zh: 'zh-CN',
    ko: 'ko',
    hi: 'hi',
    vn: 'vi',
    ph: 'fil',
    pt: 'pt-PT',
    br: 'pt-BR',
    bd: 'bn',
    jp: 'ja',
    es: 'es',
    mm: 'my',
  };
  return map[locale];
}
