/** Devices the mobile site serves (spec: Android, webOS, iPhone, iPad, iPod, BlackBerry, Windows Phone). */
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|Windows Phone/i;

export function isMobileDevice(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}

export interface MobileRedirectFacts {
  userAgent: string | null | undefined;
  /** Host of the request (host[:port]). */
  host: string | null | undefined;
  /** MOBILE_URL from the configuration; no redirect when unset. */
  mobileUrl: string | undefined;
  locale: string;
  pathname: string;
  search: string;
}

/**
 * Where a mobile device is sent (302) when it reaches a host other than the mobile site's, or null. The register
 * page keeps its path and referral code; every other page lands on the mobile site's home of the same locale.
 */
export function mobileRedirectTarget(facts: MobileRedirectFacts): string | null {
  if (!facts.mobileUrl || !isMobileDevice(facts.userAgent)) return null;
  let mobile: URL;
  try {
    mobile = new URL(facts.mobileUrl);
  } catch {
    return null;
  }
  if (!facts.host || facts.host.toLowerCase() === mobile.host.toLowerCase()) return null;
  const base = mobile.origin + mobile.pathname.replace(/\/+$/, '');
  const parts = facts.pathname.split('/').filter(Boolean);
  const rest = parts[0] === facts.locale ? parts.slice(1) : parts;
  if (rest[0] === 'register') {
    const refCode = new URLSearchParams(facts.search).get('ref_code');
    return `${base}/${facts.locale}/register${refCode ? `?ref_code=${encodeURIComponent(refCode)}` : ''}`;
  }
  return `${base}/${facts.locale}`;
}
