import { z } from 'zod';

/**
 * The member levels' shared contract: the privileges a level gives (the route guard reads them from the member), the
 * views the member API answers and the progress rule the pages draw.
 */
export const LEVEL_PRIVILEGES = ['rebate', 'affiliate', 'quest', 'coupon', 'point'] as const;
export type LevelPrivilege = (typeof LEVEL_PRIVILEGES)[number];

/** The demo VIP member of the demo data: at Gold, with a week of play (the seamless demo data). */
export const DEMO_VIP = { username: 'vip', password: 'Vip12345' } as const;

export interface LevelView {
  id: number;
  level_no: number;
  name: string;
  color: string;
  currency: string;
  min_deposit: number;
  min_turnover: number;
  min_winloss: number;
  privileges: LevelPrivilege[];
  vip_bonus: number;
  birthday_bonus: number;
  /** Rolling rebate (per 10,000 of turnover) and cashback (per 10,000 of net loss) of the level, all games. */
  rebate_bp: number;
  cashback_bp: number;
}

export interface MemberLevelView {
  level: LevelView | null;
  next: LevelView | null;
  deposit_total: number;
  turnover_total: number;
  winloss_total: number;
  /** The business date the figures are accumulated through; null before the first daily run. */
  through_date: string | null;
  /** 0–100 per threshold: the figure against the next level's threshold (100 each at the top level). */
  progress: { deposit: number; turnover: number; winloss: number };
}

/** How far `value` is from `from` to `to`, 0–100, rounded down. */
export function progressPercent(value: number, from: number, to: number): number {
  if (to <= from) return 100;
  const p = Math.floor(((value - from) * 100) / (to - from));
  return Math.max(0, Math.min(100, p));
}

/** The highest level whose every threshold the figures reach (levels sorted by level_no). */
export function levelFor<
  L extends { level_no: number; min_deposit: number; min_turnover: number; min_winloss: number },
>(levels: readonly L[], figures: { deposit: number; turnover: number; winloss: number }): L | null {
  let found: L | null = null;
  for (const l of [...levels].sort((a, b) => a.level_no - b.level_no)) {
    if (figures.deposit >= l.min_deposit && figures.turnover >= l.min_turnover && figures.winloss >= l.min_winloss)
      found = l;
  }
  return found;
}

/** GET /mb/check-privilege-member?privilege=rebate */
export const checkPrivilegeQuery = z.object({ privilege: z.enum(LEVEL_PRIVILEGES, { error: 'INVALID_PRIVILEGE' }) });
