import { z } from 'zod';

/**
 * The quests contract shared by the server and the pages (player-features § Quest): types, conditions, rewards, the
 * member's states, the check-in streak and the bodies of join, claim and the operator's definitions.
 */

/** play: settled bets; deposit: credited deposits; vip: settled bets, for members of a level; daily check-in. */
export const QUEST_TYPES = ['play', 'deposit', 'vip', 'daily_check_in'] as const;
export type QuestType = (typeof QUEST_TYPES)[number];

/**
 * What a quest counts. Amounts (minor units) accumulate: bet (stakes), win (wins), winloss (wins − stakes). Counts
 * (rounds): min_bet (stake ≥ threshold), min_win (win ≥ threshold), bet_count (every round, or stake ≥ threshold when
 * one is set), win_multiplier (win ≥ stake × threshold / 100). deposit: credited deposits; check_in: the calendar.
 */
export const QUEST_CONDITIONS = [
  'bet',
  'win',
  'winloss',
  'min_bet',
  'min_win',
  'bet_count',
  'win_multiplier',
  'deposit',
  'check_in',
] as const;
export type QuestCondition = (typeof QUEST_CONDITIONS)[number];
export const BET_CONDITIONS = ['bet', 'win', 'winloss', 'min_bet', 'min_win', 'bet_count', 'win_multiplier'] as const;
/** Conditions whose target is a number of rounds (the rest are amounts in minor units). */
export const COUNT_CONDITIONS: readonly QuestCondition[] = ['min_bet', 'min_win', 'bet_count', 'win_multiplier'];

export const REWARD_TYPES = ['money', 'point', 'promotion'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** once: one run per member; daily: joined again each business day (Asia/Bangkok), counting that day's rounds. */
export const QUEST_PERIODS = ['once', 'daily'] as const;
export type QuestPeriod = (typeof QUEST_PERIODS)[number];

/** available (not joined), joined (counting), completed (reward to claim), claimed, expired (its day or window passed). */
export type MemberQuestState = 'available' | 'joined' | 'completed' | 'claimed' | 'expired';

/** Days of the check-in streak: the reward of each day, day 8 starts again at day 1; a missed day resets it. */
export const STREAK_DAYS = 7;

export const QUEST_ART = ['gold', 'ruby', 'jade', 'ocean', 'violet', 'ember'] as const;

/** A quest as the lists and its page show it (texts in the asked language, English otherwise). */
export interface QuestView {
  id: number;
  type: QuestType;
  condition: QuestCondition;
  target: number;
  threshold: number;
  categories: string[];
  currency: string;
  period: QuestPeriod;
  min_level: number;
  reward_type: RewardType;
  reward_amount: number;
  reward_promotion_id: number | null;
  /** The title of the promotion a promotion reward grants. */
  reward_promotion_title: string | null;
  check_in_rewards: number[];
  starts_at: string | null;
  ends_at: string | null;
  title: string;
  description: string;
  art: string;
}

/** A quest with the member's part: state and progress (for a visitor: available, nothing done). */
export interface MemberQuestView extends QuestView {
  state: MemberQuestState;
  quest_member_id: number | null;
  /** Counted so far (minor units or rounds); never below zero as shown. */
  progress: number;
  percent: number;
  joined_at: string | null;
  completed_at: string | null;
  claimed_at: string | null;
  /** The VIP level the member lacks for a VIP quest (false otherwise). */
  locked: boolean;
}

export type CheckInDayState = 'claimed' | 'today' | 'upcoming';

/** The check-in calendar: the streak's 7 days, what each pays, and where the member stands today. */
export interface CheckInView {
  quest_information_id: number;
  title: string;
  description: string;
  reward_type: RewardType;
  business_date: string;
  checked_in_today: boolean;
  /** Days of the current streak already checked in (0–7). */
  streak: number;
  days: { day: number; reward: number; state: CheckInDayState }[];
}

/** Progress in whole percent, 0–100, rounded down. */
export { progressPercent } from '../../shared/progress.ts';

export function questArtUrl(q: { id: number; type: QuestType; art: string }): string {
  return `/media/quests/${q.type.replace(/_/g, '')}-${q.art}-${q.id}.svg`;
}

const id = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);

/** POST quest-information: join a quest. POST quest-play: claim a completed quest (or check in today). */
export const questIdSchema = z.object({ quest_information_id: id });
export type QuestIdInput = z.output<typeof questIdSchema>;

/** The pages' forms: one action per page, told apart by the intent. */
export const questFormSchema = z.object({
  intent: z.enum(['join', 'claim', 'checkin']),
  quest_information_id: id,
});

const amount = z.number().int().min(0).max(1_000_000_000_000);
const texts = z.record(
  z.string().min(2).max(4),
  z.object({ title: z.string().trim().min(1).max(80), description: z.string().trim().max(2000).optional() }),
);

/** The operator's quest definition (POST /ops/quests; PATCH merges the fields it names and checks the whole again). */
export const questDefinitionSchema = z
  .object({
    type: z.enum(QUEST_TYPES),
    condition: z.enum(QUEST_CONDITIONS),
    target: amount.default(1),
    threshold: amount.default(0),
    categories: z
      .array(z.string().regex(/^[a-z0-9_-]{1,32}$/))
      .max(20)
      .default([]),
    currency: z
      .string()
      .regex(/^[A-Z0-9]{2,10}$/)
      .default('THB'),
    period: z.enum(QUEST_PERIODS).default('once'),
    min_level: z.number().int().min(0).max(100).default(0),
    reward_type: z.enum(REWARD_TYPES),
    reward_amount: amount.default(0),
    reward_promotion_id: z.number().int().min(1).nullable().default(null),
    check_in_rewards: z.array(amount).max(STREAK_DAYS).default([]),
    starts_at: z.coerce.date().nullable().default(null),
    ends_at: z.coerce.date().nullable().default(null),
    is_active: z.boolean().default(true),
    order_no: z.number().int().min(0).max(10_000).default(0),
    art: z.enum(QUEST_ART).default('gold'),
    content: texts.refine((c) => !!c.en, 'QUEST_TEXT_EN_REQUIRED'),
  })
  .superRefine((q, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (q.type === 'daily_check_in') {
      if (q.condition !== 'check_in') bad('condition', 'QUEST_CONDITION_INVALID');
      if (q.check_in_rewards.length !== STREAK_DAYS) bad('check_in_rewards', 'QUEST_CHECK_IN_REWARDS');
      if (q.reward_type === 'promotion') bad('reward_type', 'QUEST_REWARD_INVALID');
      return;
    }
    if (q.type === 'deposit' ? q.condition !== 'deposit' : !(BET_CONDITIONS as readonly string[]).includes(q.condition))
      bad('condition', 'QUEST_CONDITION_INVALID');
    if (q.target < 1) bad('target', 'QUEST_TARGET_INVALID');
    if (q.condition === 'win_multiplier' && q.threshold < 100) bad('threshold', 'QUEST_THRESHOLD_INVALID');
    if ((q.condition === 'min_bet' || q.condition === 'min_win') && q.threshold < 1)
      bad('threshold', 'QUEST_THRESHOLD_INVALID');
    if (q.type === 'vip' && q.min_level < 1) bad('min_level', 'QUEST_MIN_LEVEL_REQUIRED');
    if (q.reward_type === 'promotion' ? q.reward_promotion_id === null : q.reward_amount < 1)
      bad('reward_amount', 'QUEST_REWARD_INVALID');
    if (q.starts_at && q.ends_at && q.ends_at <= q.starts_at) bad('ends_at', 'QUEST_WINDOW_INVALID');
  });
export type QuestDefinition = z.output<typeof questDefinitionSchema>;
