import { z } from 'zod';

/**
 * The seamless-wallet wire format (ARCHITECTURE.md § Game providers): what a provider posts to
 * /provider/<code>/wallet/<op> and what it gets back. Amounts are integers in minor units.
 */

export const WALLET_OPS = ['balance', 'bet', 'result', 'cancel', 'refund', 'reserve'] as const;
export type WalletOp = (typeof WALLET_OPS)[number];

/** Business outcomes, all answered with HTTP 200. */
export const WALLET_STATUSES = [
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ROUND_CLOSED',
  'INVALID_SESSION',
  'INVALID_AMOUNT',
  // The call would take a balance past 2^53 − 1 minor units (the largest integer JSON carries exactly); nothing changed.
  'BALANCE_LIMIT_EXCEEDED',
  // The member's running promotion refuses the stake: above its maximum bet, or a game category it excludes.
  'PROMOTION_MAX_BET',
  'PROMOTION_GAME_NOT_ELIGIBLE',
  // The member's protection settings refuse the stake (server/db/functions/protection_bet_check.sql): a time-out or
  // self-exclusion, the maximum single bet, a total-bet or loss limit of the period.
  'PROTECTION_EXCLUDED',
  'PROTECTION_MAX_BET',
  'PROTECTION_BET_LIMIT',
  'PROTECTION_LOSS_LIMIT',
] as const;
/** Refusals of the request itself: INVALID_REQUEST and INVALID_CURRENCY (HTTP 400), INVALID_SIGNATURE (HTTP 401). */
export type WalletStatus =
  | (typeof WALLET_STATUSES)[number]
  | 'INVALID_REQUEST'
  | 'INVALID_CURRENCY'
  | 'INVALID_SIGNATURE'
  | 'INTERNAL_ERROR';

export interface WalletAnswer {
  status: WalletStatus;
  /** The member's main wallet balance in minor units (0 when the caller is not entitled to it). */
  balance: number;
  currency: string;
  tx_id: string | null;
}

const id = (max: number) =>
  z.union([z.string(), z.number().int().nonnegative().transform(String)]).pipe(
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .regex(/^[\x21-\x7e]+$/),
  );

export const walletCallSchema = z.object({
  tx_id: id(128),
  round_id: id(128),
  game_code: id(64),
  player_id: id(64),
  session_token: z.string().min(1).max(200),
  amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  ref_tx_id: id(128).optional(),
  round_closed: z.boolean().optional(),
  /**
   * A free round (free spin) the casino granted through the provider's free-round API: only on a `bet`, whose amount
   * is then 0 (nothing is taken; the round's `result` pays its win as any other). docs/freespins.md.
   */
  free_round_id: id(128).optional(),
});
export type WalletCall = z.infer<typeof walletCallSchema>;

/** Cancel and refund name the bet they undo. */
export const walletRefCallSchema = walletCallSchema.extend({ ref_tx_id: id(128) });

export const balanceCallSchema = z.object({
  player_id: id(64),
  session_token: z.string().min(1).max(200),
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .optional(),
  tx_id: id(128).optional(),
});

/** POST /mb/enter-game */
export const enterGameSchema = z.object({
  game_list_id: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ]),
  languageCode: z
    .string()
    .regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'INVALID_FIELD')
    .optional(),
});
export type EnterGameInput = z.infer<typeof enterGameSchema>;

/** Bet sub types of the bet record. */
export const BET_SUB_TYPES = ['bet', 'cancel', 'refund', 'reserve', 'result'] as const;
export type BetSubType = (typeof BET_SUB_TYPES)[number];

/** One line of the member's bet history (spec: game, date, time, type, bet amount, win/lose, before, after). */
export interface BetRecord {
  id: number;
  game_name: string | null;
  game_code: string;
  game_category: string;
  provider_code: string;
  round_id: string;
  type: BetSubType;
  /** Minor units: the stake (bet, reserve), the win (result), the money returned (cancel, refund). */
  amount: number;
  /** The stake, for bet and reserve lines; 0 otherwise. */
  bet_amount: number;
  /** What the line did to the wallet: after − before. */
  win_lose: number;
  before_amount: number;
  after_amount: number;
  currency: string;
  createdAt: string;
}

export interface BetSummary {
  currency: string | null;
  /** Stakes net of cancels and refunds. */
  bet_amount: number;
  win_amount: number;
  /** win_amount − bet_amount: the net change of the wallet through play. */
  win_lose: number;
  bet_count: number;
  /** With `breakdown=day`: the same totals per business date (Asia/Bangkok) and game category, newest date first. */
  days?: BetSummaryDay[];
}

export interface BetSummaryDay {
  /** YYYY-MM-DD */
  business_date: string;
  /** game_categories.code */
  game_category: string;
  bet_amount: number;
  win_amount: number;
  win_lose: number;
  bet_count: number;
}

/** One win of the site's live feed (the lobby): what anyone may see of it. */
export interface LiveWin {
  /** The paid result's record id: the feed's order, and what is newer than what a page already has. */
  id: number;
  game_code: string;
  game_name: string;
  /** The winner's username, masked (`de***o`): a username is never sent as it is. */
  player: string;
  /** The amount paid, in minor units of `currency`. */
  amount: number;
  currency: string;
  /** ISO time of the win. */
  at: string;
}

/** The most wins the feed keeps and sends. */
export const LIVE_WINS_MAX = 20;

/**
 * A username as the live feed shows it: the first two characters, three stars and the last one (`demo` → `de***o`);
 * a name of three characters or fewer keeps only its first (`bob` → `b***`). The stars never tell the length.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 3) return `${chars[0]}***`;
  return `${chars[0]}${chars[1]}***${chars[chars.length - 1]}`;
}

/** How old a result must be before the settled-rounds feed lists it (wallet calls are single short statements). */
export const SETTLED_ROUNDS_LAG_MS = 1_000;
export const SETTLED_ROUNDS_MAX = 5_000;
/** How long one read of the settled rounds answers the other consumers of the process (they tick together). */
export const SETTLED_ROUNDS_SHARED_MS = 250;
