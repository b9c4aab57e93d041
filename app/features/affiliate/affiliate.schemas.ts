import { z } from 'zod';

/** What a referred member's turnover pays the referrer: a share of their turnover, or of their net loss. */
export const COMMISSION_BASES = ['turnover', 'net_loss'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];

/** Rates are in basis points: 100 = 1 %. */
export const RATE_BP_MAX = 10_000;

/** The operator's programme for one currency (`/ops/affiliate/settings`). Amounts in minor units. */
export const affiliateSettingsPatch = z.strictObject({
  currency: z
    .string()
    .regex(/^[A-Z0-9]{2,10}$/)
    .default('THB'),
  title: z.string().trim().min(1).max(100).optional(),
  basis: z.enum(COMMISSION_BASES).optional(),
  rate_bp: z.number().int().min(0).max(RATE_BP_MAX).optional(),
  /** The referred members' turnover of the day below which nothing is paid (turn_target). */
  min_turnover: z.number().int().min(0).optional(),
  /** A commission below this is not paid. */
  min_commission: z.number().int().min(0).optional(),
  /** A day's commission is capped here; null: no cap. */
  max_commission: z.number().int().positive().nullable().optional(),
  is_active: z.boolean().optional(),
});
export type AffiliateSettingsPatch = z.output<typeof affiliateSettingsPatch>;

export interface AffiliateSettingsView {
  currency: string;
  title: string;
  basis: CommissionBasis;
  rate_bp: number;
  min_turnover: number;
  min_commission: number;
  max_commission: number | null;
  is_active: boolean;
}

/** The member's affiliate summary (the spec's affiliate profile). */
export interface AffiliateSummary {
  ref_code: string;
  currency: string;
  /** The affiliate wallet. */
  balance: number;
  /** Referred members who played since the last calculation. */
  turn_user: number;
  /** Their turnover since the last calculation. */
  turnover: number;
  /** The turnover a day needs before it pays. */
  turn_target: number;
  /** The programme's title. */
  title: string;
  basis: CommissionBasis;
  rate_bp: number;
  min_commission: number;
  /** Referred members in all. */
  referred: number;
  /** Commission paid in all. */
  total_commission: number;
  /** When the next calculation happens (the start of the next business date, ISO). */
  next_calculate_date: string;
}

/** One business date of the statistics chart. */
export interface AffiliateStatDay {
  date: string;
  clicks: number;
  signups: number;
  first_deposits: number;
  turnover: number;
  commission: number;
}

/** A referred member, as the referrer sees them. */
export interface AffiliateMemberView {
  username: string;
  created_at: string;
  first_deposit_at: string | null;
  /** Their settled turnover in all, in the referrer's currency (0 when they play another currency). */
  turnover: number;
}

/** One day's commission (the income list). */
export interface AffiliateIncomeView {
  id: number;
  business_date: string;
  basis: CommissionBasis;
  rate_bp: number;
  referred_members: number;
  turnover: number;
  net_loss: number;
  amount: number;
  currency: string;
  created_at: string;
}

export interface AffiliateArticleView {
  id: number;
  language_id: number;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}

/** How many days the statistics show by default, and at most. */
export const STAT_DAYS_DEFAULT = 14;
export const STAT_DAYS_MAX = 92;
/** The periods the statistics page offers, in days. */
export const STAT_RANGES = [7, 14, 30] as const;
/** Rows per page of the members and income lists. */
export const LIST_PAGE = 10;

/** `ab****yz`: enough for the referrer to tell members apart, not enough to find them. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username[0] ?? ''}***`;
  if (username.length <= 4) return `${username[0]}***${username.at(-1)}`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}

/** The dates from `from` to `to` inclusive (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A date plus `days` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The referral link of a code on this site, in a locale. */
export function referralLink(origin: string, locale: string, code: string): string {
  return `${origin.replace(/\/$/, '')}/${locale}/affiliate_v2/${encodeURIComponent(code)}`;
}

/**
 * What a day of referred play pays under a programme: ⌊basis × rate / 10,000⌋ (basis: the turnover, or the net loss,
 * never below zero), capped at the maximum; 0 when the programme is closed, the turnover is under its minimum or the
 * commission under the smallest one paid.
 */
export function commissionOf(
  s: Pick<
    AffiliateSettingsView,
    'is_active' | 'basis' | 'rate_bp' | 'min_turnover' | 'min_commission' | 'max_commission'
  >,
  turnover: number,
  netLoss: number,
): number {
  if (!s.is_active || turnover < s.min_turnover) return 0;
  const base = s.basis === 'turnover' ? turnover : Math.max(0, netLoss);
  let amount = Number((BigInt(base) * BigInt(s.rate_bp)) / 10_000n);
  if (s.max_commission !== null) amount = Math.min(amount, s.max_commission);
  return amount >= Math.max(1, s.min_commission) ? amount : 0;
}
