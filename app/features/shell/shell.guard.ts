/**
 * The members-only route guard of the spec: the path is read after its locale prefix, h is the first segment and
 * f the second. A logged-in member is sent home (query string kept) when a rule matches; visitors never are.
 */
export interface GuardFacts {
  /** The full path, locale prefix included (/en/setting/affiliate). */
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  locale: string;
  loggedIn: boolean;
  privileges: { rebate: boolean; affiliate: boolean; quest: boolean };
  /** The point display flag of the member's point data. */
  pointDisplay: boolean;
  /** The 'Personal Message' item of the custom function config list is enabled. */
  personalMessage: boolean;
}

export type GuardRule = 'register' | 'rebate' | 'affiliate' | 'points' | 'quest' | 'personal-message';

/** The first two path segments after the locale prefix. */
export function pathSegments(pathname: string, locale: string): { h: string; f: string } {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === locale) parts.shift();
  return { h: parts[0] ?? '', f: parts[1] ?? '' };
}

/** Which rule sends the member away, or null. */
export function guardRule(facts: GuardFacts): GuardRule | null {
  if (!facts.loggedIn) return null;
  const { h, f } = pathSegments(facts.pathname, facts.locale);
  if (h === 'register') return 'register';
  if (h === 'rebate' && !facts.privileges.rebate) return 'rebate';
  if (f === 'affiliate' && !facts.privileges.affiliate) return 'affiliate';
  if ((h === 'totalpoints' || h === 'reward') && !facts.pointDisplay) return 'points';
  if (h === 'quest' && !facts.privileges.quest) return 'quest';
  if (f === 'personal-message' && !facts.personalMessage) return 'personal-message';
  return null;
}

/** Where the guard sends the request (home of the locale with the same query string), or null to stay. */
export function guardRedirect(facts: GuardFacts): string | null {
  return guardRule(facts) ? `/${facts.locale}${facts.search}` : null;
}
