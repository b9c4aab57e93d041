import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser in which a member has
 * logged in (or registered) gets a signed cookie naming that account. A login that shows it is a trusted device:
 * it has an allowance of failures of its own, and no failure elsewhere (an attacker guessing the member's password
 * from anywhere) can lock it out. Clients without one share the account's allowance for unknown clients.
 *
 * The value is `v1.<device id>.<account tag>.<signature>`: 16 random bytes, an HMAC of the account (so the cookie
 * does not show the username), and an HMAC of both with a key derived from the server secret.
 */
export interface DeviceCookies {
  /** A new device cookie value for the account (`mode:identifier`, lower case). */
  issue(account: string): string;
  /** The device id of a cookie value signed by this server for this account; null for anything else. */
  verify(value: string | undefined | null, account: string): string | null;
}

export const DEVICE_COOKIE_DAYS = 365;

export function deviceCookieName(webName: string): string {
  return `${webName}.device`;
}

const VALUE_RE = /^v1\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export function createDeviceCookies(secret: string): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', secret, 'device-cookie', 'login device cookie v1', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const accountTag = (account: string) => mac(`account\u0000${account}`).subarray(0, 16).toString('base64url');
  const signature = (id: string, tag: string) => mac(`v1.${id}.${tag}`).toString('base64url');
  return {
    issue(account) {
      const id = randomBytes(16).toString('base64url');
      const tag = accountTag(account);
      return `v1.${id}.${tag}.${signature(id, tag)}`;
    },
    verify(value, account) {
      if (typeof value !== 'string') return null;
      const m = VALUE_RE.exec(value);
      if (!m) return null;
      const [, id, tag, sig] = m;
      const expected = Buffer.from(signature(id, tag), 'base64url');
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const own = Buffer.from(accountTag(account), 'base64url');
      const named = Buffer.from(tag, 'base64url');
      return own.length === named.length && timingSafeEqual(own, named) ? id : null;
    },
  };
}
