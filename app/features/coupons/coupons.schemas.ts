import { z } from 'zod';

/** Shortest code a member may type (player-features § 5, § 9). */
export const COUPON_CODE_MIN = 4;
export const COUPON_CODE_MAX = 40;

/** The redeem form (page, modal, API): the code, trimmed; its messages are the catalog's error codes. */
export const redeemFormSchema = z.object({
  code: z
    .string({ error: 'COUPON_CODE_REQUIRED' })
    .trim()
    .min(1, { error: 'COUPON_CODE_REQUIRED', abort: true })
    .min(COUPON_CODE_MIN, 'COUPON_CODE_TOO_SHORT')
    .max(COUPON_CODE_MAX, 'COUPON_CODE_TOO_LONG'),
});
export type RedeemForm = z.output<typeof redeemFormSchema>;

/** The confirm coupon modal: redeem one of the member's own coupons from the list. */
export const claimFormSchema = z.object({
  coupon_id: z.coerce.number({ error: 'COUPON_NOT_FOUND' }).int().positive('COUPON_NOT_FOUND').max(2_147_483_647),
});

/** What a coupon gives: money to main, points, a promotion; any of them may wait for the operator's verification. */
export const COUPON_KINDS = ['credit', 'points', 'promotion'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * A coupon's status for the member (player-features § 4): `pending` (theirs, not redeemed yet), `under_verification`
 * (redeemed, waiting for the operator), `success` (credited), `fail` (refused by the operator), `unavailable`
 * (expired, used up or switched off), `joined` (a promotion coupon: the member joined the promotion).
 */
export const COUPON_STATUSES = ['pending', 'under_verification', 'success', 'fail', 'unavailable', 'joined'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A coupon as the member sees it (list, details, history). */
export interface CouponView {
  id: number;
  name: string;
  description: string;
  kind: CouponKind;
  /** Minor units (credit), else 0. */
  amount: number;
  currency: string;
  points: number;
  promotion_information_id: number | null;
  needs_verification: boolean;
  /** The last characters of the code (a per-member coupon's), never the whole code. */
  code_hint: string | null;
  starts_at: string | null;
  expires_at: string | null;
  status: CouponStatus;
  /** When the member redeemed it; null before. */
  redeemed_at: string | null;
  decided_at: string | null;
  redemption_id: number | null;
}

/** The COUPON_PROMOTION topic's data: what the coupon success modal shows. */
export interface CouponCredited {
  redemption_id: number;
  coupon_id: number;
  name: string;
  kind: CouponKind;
  amount: number;
  currency: string;
  points: number;
  status: CouponStatus;
}

/** The operator's coupon (POST /ops/coupons). `codes` > 0 makes per-member codes for `member_ids`, else one code. */
export const couponDefinitionSchema = z
  .object({
    name: z
      .record(z.string().min(2).max(4), z.string().trim().min(1).max(80))
      .refine((n) => !!n.en, 'NAME_EN_REQUIRED'),
    description: z.record(z.string().min(2).max(4), z.string().trim().max(500)).default({}),
    kind: z.enum(COUPON_KINDS),
    amount: z.number().int().nonnegative().max(1_000_000_000).default(0),
    currency: z.string().trim().min(3).max(10).default('THB'),
    points: z.number().int().nonnegative().max(10_000_000).default(0),
    promotion_information_id: z.number().int().positive().nullable().default(null),
    needs_verification: z.boolean().default(false),
    /** A campaign code everyone may use (`max_uses` members at most); omitted: one is drawn. */
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,40}$/, 'COUPON_CODE_FORMAT')
      .optional(),
    /** Per-member coupons: one code drawn for each of these members, usable only by them. */
    member_ids: z.array(z.number().int().positive()).max(10_000).optional(),
    max_uses: z.number().int().positive().max(10_000_000).default(1),
    starts_at: z.coerce.date().nullable().default(null),
    expires_at: z.coerce.date().nullable().default(null),
  })
  .refine((d) => d.kind !== 'credit' || d.amount > 0, { message: 'AMOUNT_REQUIRED', path: ['amount'] })
  .refine((d) => d.kind !== 'points' || d.points > 0, { message: 'POINTS_REQUIRED', path: ['points'] })
  .refine((d) => d.kind !== 'promotion' || d.promotion_information_id !== null, {
    message: 'PROMOTION_REQUIRED',
    path: ['promotion_information_id'],
  })
  .refine((d) => !(d.code && d.member_ids?.length), { message: 'CODE_OR_MEMBERS', path: ['code'] });
export type CouponDefinition = z.output<typeof couponDefinitionSchema>;

/** The operator's decision on a redemption under verification. */
export const couponDecisionSchema = z.object({ note: z.string().trim().max(200).optional() });
