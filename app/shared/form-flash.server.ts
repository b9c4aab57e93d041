import { Buffer } from 'node:buffer';

/**
 * A modal's form sent without JavaScript posts to a route action away from the page it was opened on; when it
 * fails, the action redirects back to that page (`?modal=<name>`) with the answer in this short-lived cookie, and the
 * page's loader reads it once and clears it, so the page is drawn again with the modal open and its field errors.
 * It carries Conform's reply (error codes and the non-secret values typed), never a password or a code.
 */
export interface FormFlash {
  /** The modal the answer belongs to. */
  modal: string;
  /** Conform's `submission.reply({ hideFields })`. */
  result: unknown;
}

const MAX_AGE = 60;
/** Larger answers are not kept (a browser stores about 4 KB a cookie). */
const MAX_LENGTH = 3_000;

export function formFlashCookieName(webName: string): string {
  return `${webName}.form`;
}

/** The Set-Cookie value that carries the answer to the next page, or null when it is too large to keep. */
export function formFlashCookie(webName: string, flash: FormFlash, secure: boolean): string | null {
  const value = Buffer.from(JSON.stringify(flash)).toString('base64url');
  if (value.length > MAX_LENGTH) return null;
  return `${formFlashCookieName(webName)}=${value}; Path=/; Max-Age=${MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearFormFlashCookie(webName: string, secure: boolean): string {
  return `${formFlashCookieName(webName)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The answer in the request's cookie, or null (absent, altered or not of this shape). */
export function readFormFlash(cookieHeader: string | null, webName: string): FormFlash | null {
  if (!cookieHeader) return null;
  const name = `${formFlashCookieName(webName)}=`;
  const raw = cookieHeader
    .split(/;\s*/)
    .find((c) => c.startsWith(name))
    ?.slice(name.length);
  if (!raw || raw.length > MAX_LENGTH) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { modal, result } = value as Record<string, unknown>;
    if (typeof modal !== 'string' || !/^[a-z-]{1,40}$/.test(modal) || !result || typeof result !== 'object')
      return null;
    return { modal, result };
  } catch {
    return null;
  }
}
