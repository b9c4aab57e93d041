import { z } from 'zod';

/**
 * The promotions contract shared by the server, the pages and the features that ask about the member's bonus
 * (cashback, rebate, quests): kinds, targets, states and the one-active-bonus rule (player-features § Promotion).
 */

/** What the member gets: a percentage of a deposit (capped), or a fixed credit without deposit. */
export const PROMOTION_KINDS = ['deposit', 'free_credit'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Which deposits a deposit bonus accepts. */
export const DEPOSIT_TRIGGERS = ['first_deposit', 'daily_first_deposit', 'every_deposit'] as const;
export type DepositTrigger = (typeof DEPOSIT_TRIGGERS)[number];

/** Turnover: settled stakes (each category contributing its percentage); win/loss: the balance to reach. */
export const TARGET_TYPES = ['turnover', 'winlose'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];

/** States of a member's promotion row; 'coming_soon' is a promotion whose start is still ahead. */
export const MEMBER_PROMOTION_STATES = ['active', 'inactive', 'received', 'expired', 'ended'] as const;
export type MemberPromotionState = (typeof MEMBER_PROMOTION_STATES)[number];
export const PROMOTION_STATES = [...MEMBER_PROMOTION_STATES, 'coming_soon'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** The member's one active bonus type (player-features § Promotion: only one at a time). */
export const BONUS_TYPES = ['promotion', 'cashback', 'rebate'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

/** A promotion title longer than this is cut and followed by an ellipsis (player-features § 7). */
export const PROMOTION_TITLE_LIMIT = 30;

export function shortTitle(title: string): string {
  const chars = Array.from(title);
  return chars.length > PROMOTION_TITLE_LIMIT ? `${chars.slice(0, PROMOTION_TITLE_LIMIT).join('')}…` : title;
}

/** Progress of a target in whole percent, 0–100 (kept in app/shared: the frame's balance chip shows it too). */
export { progressPercent } from '../../shared/progress.ts';

/** A promotion as the lists and the detail page show it (texts in the asked language, English otherwise). */
export interface PromotionView {
  id: number;
  category_id: number | null;
  category_code: string | null;
  kind: PromotionKind;
  trigger: DepositTrigger | null;
  title: string;
  short_title: string;
  summary: string;
  article: string;
  terms: string;
  currency: string;
  bonus_percent: number;
  bonus_cap: number;
  min_deposit: number;
  free_credit_amount: number;
  target_type: TargetType;
  /** The target as a multiple of deposit + bonus, in percent (500 = 5×). */
  target_multiple_pct: number;
  contributions: Record<string, number>;
  eligible_categories: string[];
  max_withdraw: number;
  max_bet: number;
  end_balance_floor: number;
  duration_hours: number;
  claim_starts_at: string | null;
  claim_ends_at: string | null;
  starts_at: string | null;
  coming_soon: boolean;
  art: string;
}

export interface PromotionCategoryView {
  id: number;
  code: string;
  name: string;
}

/** A member's promotion row (promotion-member, promotion-member-history, promotions deal). */
export interface MemberPromotionView {
  promotion_member_id: number;
  promotion_information_id: number;
  promotion_type_id: number | null;
  promotion_type_name: string | null;
  promotion_member_is_active: boolean;
  state: MemberPromotionState;
  title: string;
  short_title: string;
  currency: string;
  deposit_amount: number;
  bonus_amount: number;
  target_type: TargetType;
  turn_over_target: number;
  turn_over_user: number;
  turn_winlose_target: number;
  turn_winlose_user: number;
  max_withdraw: number;
  max_bet: number;
  end_reason: string | null;
  expires_at: string;
  created_at: string;
  ended_at: string | null;
  promotion_articles: { title: string };
}

/** The running promotion's progress (the start-up's "promotions turn", the header's wallet profile). */
export interface PromotionTurn {
  promotion_member_id: number;
  title: string;
  short_title: string;
  target_type: 'turnover' | 'winlose';
  turn_over_user: number;
  turn_over_target: number;
  turn_winlose_user: number;
  turn_winlose_target: number;
  currency: string;
  expires_at: string;
}

export interface ActiveBonus {
  type: BonusType;
  /** The active promotion row when the type is promotion. */
  promotionMemberId: number | null;
}

/** Taking a promotion directly (POST /mb/promotion-member). `confirm` cancels the current bonus first. */
export const takePromotionSchema = z.object({
  promotion_information_id: z.coerce.number({ error: 'PROMOTION_INVALID' }).int().positive('PROMOTION_INVALID'),
  confirm: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1' || v === 'on'),
});
export type TakePromotionInput = z.output<typeof takePromotionSchema>;

const localeText = z.object({
  title: z.string().trim().min(1).max(120),
  summary: z.string().trim().max(300).default(''),
  article: z.string().trim().max(5000).default(''),
  terms: z.string().trim().max(5000).default(''),
});
const money = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const percent = z.number().int().min(0).max(100);

/** The operator's promotion definition (POST/PATCH /ops/promotions). */
export const promotionDefinitionSchema = z
  .object({
    category_code: z.string().trim().min(1).max(32).nullable().default(null),
    kind: z.enum(PROMOTION_KINDS),
    trigger: z.enum(DEPOSIT_TRIGGERS).nullable().default(null),
    currency: z.string().trim().toUpperCase().min(3).max(10).default('THB'),
    bonus_percent: z.number().int().min(0).max(1000).default(0),
    bonus_cap: money.default(0),
    min_deposit: money.default(0),
    free_credit_amount: money.default(0),
    target_type: z.enum(TARGET_TYPES).default('turnover'),
    target_multiple_pct: z.number().int().min(1).max(100_000).default(100),
    contributions: z.record(z.string().max(32), percent).default({}),
    eligible_categories: z.array(z.string().max(32)).max(20).default([]),
    max_withdraw: money.default(0),
    max_bet: money.default(0),
    end_balance_floor: money.default(0),
    duration_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 7),
    claim_starts_at: z.coerce.date().nullable().default(null),
    claim_ends_at: z.coerce.date().nullable().default(null),
    starts_at: z.coerce.date().nullable().default(null),
    is_active: z.boolean().default(true),
    order_no: z.number().int().min(0).max(10_000).default(0),
    art: z.string().trim().max(32).default('gold'),
    content: z.record(z.string().min(2).max(4), localeText).refine((c) => !!c.en, 'CONTENT_EN_REQUIRED'),
  })
  .refine((p) => p.kind !== 'deposit' || (p.trigger !== null && p.bonus_percent > 0), {
    message: 'DEPOSIT_PROMOTION_NEEDS_TRIGGER',
    path: ['trigger'],
  })
  .refine((p) => p.kind !== 'free_credit' || p.free_credit_amount > 0, {
    message: 'FREE_CREDIT_NEEDS_AMOUNT',
    path: ['free_credit_amount'],
  });
export type PromotionDefinition = z.output<typeof promotionDefinitionSchema>;

/** The drawn artwork of a promotion's card (immutable: the name carries everything it shows). */
export function promotionArtUrl(p: { id: number; art: string; kind: PromotionKind; bonus_percent: number }): string {
  const palette = /^[a-z]{1,16}$/.test(p.art) ? p.art : 'gold';
  return `/media/promotions/${palette}-${p.kind === 'deposit' ? `${p.bonus_percent}p` : 'gift'}-${p.id}.svg`;
}

/** The detail page's form: take the promotion (a free credit) or go and deposit with it; `confirm` after the modal. */
export const takeFormSchema = z.object({
  intent: z.enum(['take']),
  confirm: z.enum(['1']).optional(),
});

/** The member's promotion page's form: cancel the running promotion. */
export const cancelFormSchema = z.object({ intent: z.enum(['cancel']) });
