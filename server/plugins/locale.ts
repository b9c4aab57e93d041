import type { FastifyRequest } from 'fastify';
import { ERROR_FALLBACK_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from '../../app/i18n/config.ts';

/** The locale a request speaks: the X-Locale header, else the language cookie, else Thai. */
export function requestLocale(request: FastifyRequest, _webName: string): Locale {
  const header = request.headers['x-locale'];
  if (isLocale(header)) return header;
  const cookie = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return ERROR_FALLBACK_LOCALE;
}
