import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The step a visitor is on in a form of several steps (register → the phone's code; forgot password → code → new
 * password), kept between requests without putting anything into the page or a URL: an HttpOnly cookie sealed with
 * AES-256-GCM under a key derived from the server secret, so the browser can neither read nor alter it. It holds
 * what the next step needs (the registration's fields with its password, the forgot-password flow's verify token)
 * and lasts a few minutes; the page only ever asks for the code or the new password.
 */
export type PendingKind = 'register' | 'forgot-password' | 'login-2fa';

/** Long enough for a code's lifetime and its resends; the action renews it with every step. */
export const PENDING_MAX_AGE_SECONDS = 15 * 60;
const MAX_LENGTH = 3_000;

export interface PendingSealer {
  seal(kind: PendingKind, value: object, now?: number): string;
  /** The value sealed for this kind, or null: absent, expired, altered, sealed by another key or for another kind. */
  open<T>(kind: PendingKind, sealed: string | null | undefined, now?: number): T | null;
}

export function pendingCookieName(webName: string, kind: PendingKind): string {
  return `${webName}.${kind === 'register' ? 'register' : kind === 'login-2fa' ? 'login2fa' : 'forgot'}`;
}

export function createPendingSealer(secret: string): PendingSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'pending-form', 'pending form step v1', 32));
  return {
    seal(kind, value, now = Date.now()) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(kind));
      const body = Buffer.concat([
        cipher.update(JSON.stringify({ exp: now + PENDING_MAX_AGE_SECONDS * 1000, value }), 'utf8'),
        cipher.final(),
      ]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open<T>(kind: PendingKind, sealed: string | null | undefined, now = Date.now()): T | null {
      if (typeof sealed !== 'string' || !sealed.startsWith('v1.') || sealed.length > MAX_LENGTH) return null;
      try {
        const raw = Buffer.from(sealed.slice(3), 'base64url');
        if (raw.length < 29) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAAD(Buffer.from(kind));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const parsed = JSON.parse(text) as { exp?: unknown; value?: unknown };
        if (typeof parsed.exp !== 'number' || parsed.exp <= now || !parsed.value || typeof parsed.value !== 'object')
          return null;
        return parsed.value as T;
      } catch {
        return null;
      }
    },
  };
}

/** The Set-Cookie value that keeps a sealed step (or, with null, forgets it). */
export function pendingCookie(webName: string, kind: PendingKind, sealed: string | null, secure: boolean): string {
  const name = pendingCookieName(webName, kind);
  const attrs = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return sealed ? `${name}=${sealed}; Max-Age=${PENDING_MAX_AGE_SECONDS}; ${attrs}` : `${name}=; Max-Age=0; ${attrs}`;
}

export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  const prefix = `${name}=`;
  return (
    cookieHeader
      .split(/;\s*/)
      .find((c) => c.startsWith(prefix))
      ?.slice(prefix.length) ?? null
  );
}
