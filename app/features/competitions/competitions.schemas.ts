import { z } from 'zod';

/**
 * The competitions contract shared by the server and the pages (player-features § Competition): calculation types,
 * states, prizes per rank, the ranking rule and what the lists, the detail page and the leaderboard show.
 */

/**
 * How a member's score is counted from the rounds settled in eligible games while the competition runs:
 * - turnover: the sum of stakes (minor units);
 * - win_multiplier: the best single win ÷ stake, in hundredths (1250 = 12.50×);
 * - win_loss: the sum of wins − stakes (minor units; may be negative);
 * - bets: the number of rounds.
 */
export const CALC_TYPES = ['turnover', 'win_multiplier', 'win_loss', 'bets'] as const;
export type CalcType = (typeof CALC_TYPES)[number];

/** upcoming before the start, ongoing until the end, completed after it (paid once the end job has run). */
export const COMPETITION_STATES = ['upcoming', 'ongoing', 'completed'] as const;
export type CompetitionState = (typeof COMPETITION_STATES)[number];

/** The list tabs: the three states and the member's own entries. */
export const COMPETITION_TABS = [...COMPETITION_STATES, 'joined'] as const;
export type CompetitionTab = (typeof COMPETITION_TABS)[number];

export const REWARD_TYPES = ['money', 'points'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** The prize of one rank: money in minor units of the competition's currency, or whole points. */
export interface CompetitionPrize {
  rank: number;
  type: RewardType;
  amount: number;
}

export interface CompetitionTexts {
  name: string;
  summary?: string;
  rules?: string;
}

/** The most ranks with a prize, and the most rows of a leaderboard's top. */
export const MAX_PRIZE_RANKS = 100;
export const LEADERBOARD_MAX = 100;
export const LEADERBOARD_DEFAULT = 50;

export const THEMES = ['gold', 'ruby', 'emerald', 'sapphire', 'violet'] as const;

export function stateOf(c: { starts_at: string | Date; ends_at: string | Date }, now = Date.now()): CompetitionState {
  if (now < new Date(c.starts_at).getTime()) return 'upcoming';
  if (now < new Date(c.ends_at).getTime()) return 'ongoing';
  return 'completed';
}

/**
 * The ranking rule: a higher score first; on an equal score, who reached it first (the settlement time of the round
 * that brought the score there; the join time while no round counted); then the lower member id. Applied in SQL by
 * the leaderboard's index and here by tests.
 */
export function compareEntries(
  a: { score: number; reached_at: string | Date; member_id: number },
  b: { score: number; reached_at: string | Date; member_id: number },
): number {
  if (a.score !== b.score) return b.score - a.score;
  const ta = new Date(a.reached_at).getTime();
  const tb = new Date(b.reached_at).getTime();
  if (ta !== tb) return ta - tb;
  return a.member_id - b.member_id;
}

/**
 * The score of one settled result for a calculation type (win_multiplier: hundredths, rounded down). The feed carries
 * a round's stakes on its first result and 0 on later ones: those add their win to win_loss and nothing else.
 */
export function roundScore(type: CalcType, stake: number, win: number): number {
  switch (type) {
    case 'turnover':
      return stake;
    case 'win_loss':
      return win - stake;
    case 'bets':
      return stake > 0 ? 1 : 0;
    case 'win_multiplier':
      return stake > 0 ? Math.floor((win * 100) / stake) : 0;
  }
}

/** Money and points of the prizes, summed. */
export function prizePool(prizes: readonly CompetitionPrize[]): { money: number; points: number } {
  let money = 0;
  let points = 0;
  for (const p of prizes) {
    if (p.type === 'money') money += p.amount;
    else points += p.amount;
  }
  return { money, points };
}

/** A competition as the lists show it (texts in the asked language, English otherwise). */
export interface CompetitionView {
  id: number;
  name: string;
  summary: string;
  calc_type: CalcType;
  currency: string;
  state: CompetitionState;
  starts_at: string;
  ends_at: string;
  theme: string;
  prize_pool: { money: number; points: number };
  /** Ranks with a prize. */
  prize_ranks: number;
  players: number;
  /** For a member: whether they joined (null for a visitor). */
  joined: boolean | null;
  /** Once the end job has run. */
  paid: boolean;
}

/** A rank's prize and, once paid, who won it (null: nobody reached the rank, the prize stays with the house). */
export interface PrizeRow extends CompetitionPrize {
  winner: { player: string; score: number; is_me: boolean } | null;
}

export interface CompetitionDetail extends CompetitionView {
  rules: string;
  min_stake: number;
  eligible_categories: string[];
  eligible_games: string[];
  prizes: PrizeRow[];
}

export interface LeaderboardRow {
  rank: number;
  /** Masked username (`de***o`). */
  player: string;
  score: number;
  rounds: number;
  is_me: boolean;
}

export interface Leaderboard {
  competition_id: number;
  calc_type: CalcType;
  currency: string;
  state: CompetitionState;
  players: number;
  top: LeaderboardRow[];
  /** The member's own row, wherever it ranks (null: a visitor, or not joined). */
  me: LeaderboardRow | null;
  /** When the board was read (ISO). */
  at: string;
}

/** A member's competition history row. */
export interface JoinedRow extends CompetitionView {
  rank: number | null;
  score: number;
  prize: { type: RewardType; amount: number } | null;
}

/** The join form (a route action): only the intent, the competition is the page's. */
export const joinFormSchema = z.object({ intent: z.literal('join', { error: 'COMPETITION_INVALID' }) });

const isoDate = z.iso.datetime({ offset: true, error: 'INVALID_DATE' });
const textsSchema = z.object({
  name: z.string().trim().min(1).max(80),
  summary: z.string().trim().max(300).optional(),
  rules: z.string().trim().max(4000).optional(),
});

/** The operator's definition of a competition (POST /ops/competitions, PATCH merges into it and checks again). */
export const competitionDefinitionSchema = z
  .object({
    texts: z.record(z.string().min(2).max(4), textsSchema).refine((t) => !!t.en, { message: 'TEXTS_EN_REQUIRED' }),
    calc_type: z.enum(CALC_TYPES, { error: 'INVALID_CALC_TYPE' }),
    min_stake: z.number().int().min(0).max(1_000_000_000_000).default(0),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3,10}$/, 'INVALID_CURRENCY'),
    eligible_categories: z
      .array(z.string().regex(/^[a-z0-9_-]{1,32}$/))
      .max(20)
      .default([]),
    eligible_games: z
      .array(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/))
      .max(200)
      .default([]),
    prizes: z
      .array(
        z.object({
          rank: z.number().int().min(1).max(MAX_PRIZE_RANKS),
          type: z.enum(REWARD_TYPES),
          amount: z.number().int().min(1).max(1_000_000_000_000),
        }),
      )
      .min(1)
      .max(MAX_PRIZE_RANKS)
      .refine((p) => p.every((x, i) => x.rank === i + 1), { message: 'PRIZE_RANKS_NOT_CONSECUTIVE' }),
    theme: z.enum(THEMES).default('gold'),
    starts_at: isoDate,
    ends_at: isoDate,
  })
  .refine((d) => new Date(d.ends_at) > new Date(d.starts_at), { message: 'END_BEFORE_START', path: ['ends_at'] });
export type CompetitionDefinition = z.output<typeof competitionDefinitionSchema>;
