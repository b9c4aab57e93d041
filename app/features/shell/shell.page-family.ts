import type { PageFamily } from '../site/site.schemas.ts';

/**
 * The page family of a route name, for announcements and pop-ups. For visitors the home page belongs to the
 * login family.
 */
export function pageFamily(pageName: string | null, loggedIn: boolean): PageFamily {
  if (!pageName) return loggedIn ? 'index' : 'login';
  if (pageName === 'index' || pageName === 'index1' || pageName === 'index2') return loggedIn ? 'index' : 'login';
  const exact: Record<string, PageFamily> = {
    register: 'register',
    'promotions-rebate': 'rebate',
    'promotions-cashback': 'cashback',
    'promotions-affiliate': 'affiliate',
    'setting-wallet': 'payment',
    'setting-changePassword': 'change_password',
    'setting-history': 'history',
    'setting-redeemhistory': 'redeem',
    'setting-totalbet': 'total_bet',
    'setting-totalpoints': 'current_point',
    'setting-promotion': 'promotion',
    'setting-rebate': 'rebate',
    'setting-cashback': 'cashback',
    'setting-couponhistory': 'coupon',
  };
  if (exact[pageName]) return exact[pageName];
  const head = pageName.split('-')[0];
  if (pageName.startsWith('setting-affiliate')) return 'affiliate';
  if (pageName.startsWith('setting-personal-message')) return 'personal_message';
  if (pageName.startsWith('member-level')) return 'level';
  switch (head) {
    case 'games':
    case 'providerselect':
      return 'game';
    case 'promotions':
      return 'promotion';
    case 'quest':
      return 'quest';
    case 'cashback':
      return 'cashback';
    case 'affiliate':
    case 'affiliate_v2':
      return 'affiliate';
    case 'reward':
      return 'redeem';
    case 'coupon':
      return 'coupon';
    case 'setting':
      return 'setting';
    default:
      return loggedIn ? 'index' : 'login';
  }
}
