/** Pages the shell's navigation may link to: route id (spec route name), path under the locale, label key. */
export interface NavTarget {
  id: string;
  path: string;
  label: string;
  /** A site privilege that must be switched on for the link to show. */
  privilege?: 'rebate' | 'affiliate' | 'quest' | 'coupon' | 'point';
  /** The 'Personal Message' config item must be enabled. */
  personalMessage?: boolean;
  /** Only in the menu drawer, not in the desktop top bar (which keeps to the pages that sell). */
  drawerOnly?: boolean;
}

export const MAIN_LINKS: NavTarget[] = [
  { id: 'index', path: '', label: 'nav.home' },
  { id: 'games', path: 'games', label: 'nav.games' },
  { id: 'providerselect', path: 'providerselect', label: 'nav.providers', drawerOnly: true },
  { id: 'promotions', path: 'promotions', label: 'nav.promotions' },
  { id: 'competition', path: 'competition', label: 'nav.competition' },
  { id: 'quest', path: 'quest', label: 'nav.quest', privilege: 'quest' },
  { id: 'reward', path: 'reward', label: 'nav.reward', privilege: 'point' },
  { id: 'cashback', path: 'cashback', label: 'nav.cashback', drawerOnly: true },
  { id: 'affiliate', path: 'affiliate', label: 'nav.affiliate', privilege: 'affiliate', drawerOnly: true },
  { id: 'member-level', path: 'member-level', label: 'nav.memberLevel', drawerOnly: true },
];

export const SETTING_LINKS: NavTarget[] = [
  { id: 'setting', path: 'setting', label: 'setting.setting' },
  { id: 'setting-profile', path: 'setting/profile', label: 'setting.profile' },
  { id: 'setting-wallet', path: 'setting/wallet', label: 'setting.wallet' },
  { id: 'setting-history', path: 'setting/history', label: 'setting.history' },
  { id: 'setting-promotion', path: 'setting/promotion', label: 'setting.promotion' },
  { id: 'setting-totalbet', path: 'setting/totalbet', label: 'setting.totalbet' },
  { id: 'setting-totalpoints', path: 'setting/totalpoints', label: 'setting.totalpoints', privilege: 'point' },
  { id: 'setting-redeemhistory', path: 'setting/redeemhistory', label: 'setting.redeemhistory', privilege: 'point' },
  { id: 'setting-rebate', path: 'setting/rebate', label: 'setting.rebate', privilege: 'rebate' },
  { id: 'setting-cashback', path: 'setting/cashback', label: 'setting.cashback' },
  { id: 'setting-couponhistory', path: 'setting/couponhistory', label: 'setting.couponhistory', privilege: 'coupon' },
  { id: 'setting-affiliate', path: 'setting/affiliate', label: 'setting.affiliate', privilege: 'affiliate' },
  {
    id: 'setting-personal-message',
    path: 'setting/personal-message',
    label: 'setting.personalMessage',
    personalMessage: true,
  },
  { id: 'setting-changePassword', path: 'setting/changePassword', label: 'setting.changePassword' },
  // Player protection: limits, time-out and self-exclusion (app/features/protection).
  { id: 'setting-limits', path: 'setting/limits', label: 'setting.limits' },
  { id: 'setting-statement', path: 'setting/statement', label: 'setting.statement' },
  { id: 'setting-security', path: 'setting/security', label: 'setting.security' },
];

/** The links whose page exists in this build and whose feature is switched on. */
export function availableLinks(
  links: NavTarget[],
  pages: readonly string[],
  features: { privileges: readonly string[]; personalMessage: boolean },
): NavTarget[] {
  const exists = new Set(pages);
  return links.filter(
    (l) =>
      exists.has(l.id) &&
      (!l.privilege || features.privileges.includes(l.privilege)) &&
      (!l.personalMessage || features.personalMessage),
  );
}

/** /{locale}/{path} without a trailing slash. */
export function localePath(locale: string, path: string): string {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return clean ? `/${locale}/${clean}` : `/${locale}`;
}

/**
 * The route id a site path (without locale) leads to, for configured links: '/promotions' → 'promotions',
 * '/setting/profile' → 'setting-profile'. Numeric segments stand for an id ('/games/12' → 'games-id').
 */
export function routeIdOfPath(path: string): string {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (parts.length === 0) return 'index';
  return parts.map((p) => (/^\d+$/.test(p) ? 'id' : p)).join('-');
}
