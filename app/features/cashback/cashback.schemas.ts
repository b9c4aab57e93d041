import { z } from 'zod';

/**
 * Cashback (a share of the day's net loss) and rebate (a share of the day's turnover): the shared contract, the
 * views of the member API and the pure rule of the daily credit.
 */
export const BONUS_KINDS = ['cashback', 'rebate'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
/** The member's active bonus type: only one of them at a time (spec § 4). */
export type BonusType = 'promotion' | BonusKind;

export interface DayCategory {
  game_category: string;
  bet_amount: number;
  win_amount: number;
}

/**
 * The day's credit: per game category, the base (cashback: stakes − wins when a loss; rebate: stakes) times the
 * category's rate in basis points, rounded down; nothing below `min`, at most `cap`. Cashback is on the day's net
 * loss over all categories: a category's loss counts only as far as the whole day is a loss.
 */
export function dailyCredit(
  kind: BonusKind,
  categories: readonly DayCategory[],
  rateOf: (category: string) => number,
  rule: { min_amount: number; cap_amount: number },
): { base: number; amount: number } {
  let base = 0;
  let raw = 0;
  if (kind === 'rebate') {
    for (const c of categories) {
      base += c.bet_amount;
      raw += Math.floor((c.bet_amount * rateOf(c.game_category)) / 10_000);
    }
  } else {
    const net = categories.reduce((s, c) => s + c.bet_amount - c.win_amount, 0);
    if (net <= 0) return { base: Math.max(0, net), amount: 0 };
    const losses = categories.map((c) => Math.max(0, c.bet_amount - c.win_amount));
    const gross = losses.reduce((s, l) => s + l, 0);
    base = net;
    // Each losing category's share of the net loss, at its rate.
    categories.forEach((c, i) => {
      if (losses[i] > 0) raw += Math.floor((Math.floor((net * losses[i]) / gross) * rateOf(c.game_category)) / 10_000);
    });
  }
  if (raw < Math.max(1, rule.min_amount)) return { base, amount: 0 };
  return { base, amount: Math.min(raw, rule.cap_amount) };
}

/** The member's cashback or rebate row (spec: member list with end_cashback / end_rebate). */
export interface BonusMemberView {
  kind: BonusKind;
  /** The member's level name and rate (basis points, all games) now. */
  level_id: number | null;
  rate_bp: number;
  /** When the current period ends and the next credit is computed (ISO); the countdown runs to it. */
  end_cashback?: string;
  end_rebate?: string;
  last_credit: { business_date: string; amount: number } | null;
  is_active: boolean;
  /** The member's active bonus type (a promotion excludes cashback and rebate). */
  bonus_type: BonusType | null;
}

/** The member's transaction: what can be moved now and today's progress towards the next credit. */
export interface BonusTransactionView {
  kind: BonusKind;
  currency: string;
  /** The cashback or rebate wallet's balance. */
  available: number;
  /** Today's net loss (cashback) or turnover (rebate) so far. */
  turnover: number;
  /** The base at which today's credit reaches the minimum. */
  turnover_target: number;
  /** The smallest amount moved to main. */
  minimum_transfer: number;
  transfer_open: boolean;
}

export interface BonusArticleView {
  id: number;
  kind: BonusKind;
  title: string;
  body: string;
}

export interface BonusCreditView {
  id: number;
  kind: BonusKind;
  business_date: string;
  currency: string;
  base_amount: number;
  amount: number;
  created_at: string;
}

/** The transfer form of the cashback and rebate pages: which wallet; the whole balance is moved. */
export const bonusTransferSchema = z.object({
  intent: z.literal('transfer'),
  kind: z.enum(BONUS_KINDS, { error: 'INVALID_KIND' }),
  client_key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'INVALID_FIELD'),
});

/** setting/cashback and setting/rebate: make this bonus the member's one active bonus (`confirm` cancels another). */
export const bonusActivateSchema = z.object({
  intent: z.literal('activate'),
  kind: z.enum(BONUS_KINDS, { error: 'INVALID_KIND' }),
  confirm: z.literal('1').optional(),
});

/** The forms of the cashback and rebate pages. */
export const bonusActionSchema = z.discriminatedUnion('intent', [bonusTransferSchema, bonusActivateSchema]);

/** The history search: from / to business dates. */
export const bonusHistorySearch = z.object({
  from: z.iso.date({ error: 'INVALID_DATE' }).optional(),
  to: z.iso.date({ error: 'INVALID_DATE' }).optional(),
});

/** Credits per page of the history page's cashback and rebate tabs. */
export const BONUS_HISTORY_PAGE_SIZE = 10;

/** The page (`?page=`, 1 and up, at most 1000) of an address. */
export function bonusHistoryPage(search: URLSearchParams): number {
  const n = Number(search.get('page'));
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}
