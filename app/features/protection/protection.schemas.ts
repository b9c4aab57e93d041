import { z } from 'zod';

/** The limits a member (and the operator) can set; money in the member's currency's minor units, time in minutes. */
export const LIMIT_KINDS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'bet_day',
  'bet_week',
  'bet_month',
  'max_bet',
  'session_minutes',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const LIMIT_GROUPS = ['deposit', 'loss', 'bet'] as const;
export type LimitGroup = (typeof LIMIT_GROUPS)[number];

/** The length of each period: 24 hours, 7 days, 1 month (the SQL interval the sums use). */
export const PERIOD_INTERVAL: Record<Period, string> = { day: '24 hours', week: '7 days', month: '1 month' };

/** A raise or removal of a limit waits this long; a decrease applies at once. */
export const COOLING_OFF_MS = 24 * 3600_000;
/** The member is asked to review the deposit limits this long after setting or reviewing them. */
export const REVIEW_AFTER_MS = 182 * 24 * 3600_000;
/** An indefinite self-exclusion ends this long after the request to lift it; a definite one a day after its end. */
export const INDEFINITE_LIFT_MS = 7 * 24 * 3600_000;
export const DEFINITE_GRACE_MS = 24 * 3600_000;

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;

/** Time-outs and self-exclusions the member can choose. */
export const EXCLUSION_CHOICES = [
  'timeout_24h',
  'timeout_1w',
  'timeout_1m',
  'timeout_6w',
  'self_6m',
  'self_1y',
  'self_5y',
  'self_indefinite',
] as const;
export type ExclusionChoice = (typeof EXCLUSION_CHOICES)[number];

/** The refusal codes of the bet path (server/db/functions/protection_bet_check.sql) and their meaning. */
export const BET_REFUSALS = [
  'PROTECTION_EXCLUDED',
  'PROTECTION_MAX_BET',
  'PROTECTION_BET_LIMIT',
  'PROTECTION_LOSS_LIMIT',
] as const;

const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'LIMIT_AMOUNT_INVALID')
  .optional();

/** The deposit, loss or total-bet limits per 24 hours, 7 days and 1 month; an empty field is no limit. */
export const periodLimitsSchema = z.object({
  intent: z.literal('limits'),
  group: z.enum(LIMIT_GROUPS, { error: 'LIMIT_GROUP_INVALID' }),
  day: amountText,
  week: amountText,
  month: amountText,
});
export type PeriodLimitsInput = z.output<typeof periodLimitsSchema>;

/** The maximum single bet, the session time limit and the reality-check interval. */
export const playLimitsSchema = z.object({
  intent: z.literal('play'),
  max_bet: amountText,
  session_minutes: z.coerce
    .number({ error: 'SESSION_MINUTES_INVALID' })
    .int('SESSION_MINUTES_INVALID')
    .min(10, 'SESSION_MINUTES_INVALID')
    .max(1440, 'SESSION_MINUTES_INVALID')
    .optional(),
  reality_check: z
    .enum(['15', '30', '60'], { error: 'REALITY_CHECK_INVALID' })
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});
export type PlayLimitsInput = z.output<typeof playLimitsSchema>;

/** A time-out or self-exclusion: effective at once, so the member confirms it. */
export const exclusionSchema = z.object({
  intent: z.literal('exclude'),
  choice: z.enum(EXCLUSION_CHOICES, { error: 'EXCLUSION_CHOICE_REQUIRED' }),
  confirm: z.literal('on', { error: 'EXCLUSION_CONFIRM_REQUIRED' }),
});
export type ExclusionInput = z.output<typeof exclusionSchema>;

/** The operator's limits of a member (minor units; null removes the operator's limit of that kind). */
export const opsLimitsSchema = z
  .object(
    Object.fromEntries(LIMIT_KINDS.map((k) => [k, z.number().int().min(0).max(1e15).nullable().optional()])) as Record<
      LimitKind,
      z.ZodOptional<z.ZodNullable<z.ZodNumber>>
    >,
  )
  .strict();

/** One limit as the member sees it. */
export interface LimitView {
  kind: LimitKind;
  /** The player's limit in force (minor units or minutes), null for none. */
  amount: number | null;
  /** A raise or removal waiting for its cooling-off: the new value (null: removal) and when it applies. */
  pending: { amount: number | null; at: string } | null;
  operator_amount: number | null;
  /** The limit that applies: the stricter of the player's and the operator's. */
  effective: number | null;
  /** For deposit, loss and bet limits: what the period has counted so far and what is left. */
  used?: number;
  remaining?: number | null;
}

export interface ProtectionView {
  currency: string;
  decimals: number;
  limits: LimitView[];
  reality_check_minutes: number | null;
  /** The member has never set a deposit limit nor been asked: the page prompts. */
  prompt_deposit_limit: boolean;
  /** Six months since the deposit limits were set or reviewed. */
  review_due: boolean;
}

/** The exclusion in force, as the login refusal names it. */
export interface ExclusionState {
  kind: 'timeout' | 'self_exclusion';
  /** When play can start again (the end plus a day for a self-exclusion; the lift's time for an indefinite one). */
  until: string | null;
}

/** The member has seen the prompt to set a deposit limit, or reviewed the limits (the 6-monthly reminder). */
export const reviewedSchema = z.object({ intent: z.literal('reviewed') });

/** Minor units as the amount a member types ("1500.5" → "1500.50"); empty for none. */
export function minorToText(minor: number | null | undefined, decimals: number): string {
  if (minor === null || minor === undefined) return '';
  const digits = BigInt(minor)
    .toString()
    .padStart(decimals + 1, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}

/** The member's playing session as the reality check shows it. */
export interface SessionState {
  started_at: string | null;
  /** Minutes since the log-in. */
  elapsed_minutes: number;
  reality_check_minutes: number | null;
  session_minutes: number | null;
  /** The session time limit is reached: play is refused and the member is asked to log out. */
  session_over: boolean;
  currency: string | null;
  /** Wins − stakes since the log-in (minor units). */
  net: number;
}
