import { isLocale, type Locale } from '../../i18n/config.ts';

export interface LanguageOption {
  id: number;
  code: string;
  is_default: boolean;
}

/**
 * The language of a request without a locale in its path: the saved cookie wins, else the default language, else
 * the first in the list. Only codes the interface speaks are taken; with no usable language at all, English.
 */
export function chooseLocale(cookie: string | undefined | null, languages: readonly LanguageOption[]): Locale {
  const offered = languages.filter((l) => isLocale(l.code));
  if (isLocale(cookie) && (offered.length === 0 || offered.some((l) => l.code === cookie))) return cookie;
  const def = offered.find((l) => l.is_default);
  if (def) return def.code as Locale;
  if (offered[0]) return offered[0].code as Locale;
  return 'en';
}

/** The same page under another locale prefix: /th/games?x=1 → /en/games?x=1. */
export function switchLocalePath(pathname: string, search: string, from: string, to: Locale): string {
  const parts = pathname.split('/');
  // parts[0] is '' (leading slash)
  if (parts[1] === from) parts[1] = to;
  else parts.splice(1, 0, to);
  const path = parts.join('/').replace(/\/+$/, '') || `/${to}`;
  return `${path}${search}`;
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
