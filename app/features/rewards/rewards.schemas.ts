import { z } from 'zod';

/**
 * The rewards shop's shared contract: what a member redeems points for (money, lucky boxes, random cards, physical
 * rewards), the forms' schemas (one schema for the API, the action and the browser) and the views the pages read.
 */

/** What points are spent on; the redeem types of /pb/redeem-type-list. */
export const REDEEM_KINDS = ['exchange', 'lucky_box', 'random_card', 'physical'] as const;
export type RedeemKind = (typeof REDEEM_KINDS)[number];
/** Shop items the operator lists (an exchange has no item: its rate is per currency). */
export const ITEM_KINDS = ['lucky_box', 'random_card', 'physical'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** What a lucky box or a random card gives. */
export const PRIZE_KINDS = ['points', 'money', 'physical'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];
/**
 * A redeem's state: `completed` (points or money credited), `address_required` (a physical prize drawn, waiting for
 * the member's shipping address), `pending` (a physical reward waiting to ship), `shipped` (tracking number given).
 */
export const REDEEM_STATUSES = ['completed', 'address_required', 'pending', 'shipped'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** The activity type (points history reason) of each redeem kind. */
export const REDEEM_REASON: Record<RedeemKind, string> = {
  exchange: 'exchange_money',
  lucky_box: 'lucky_box',
  random_card: 'random_card',
  physical: 'redeem_reward',
};

/** A request's idempotency key, chosen by the page (one per shown form) or the API client. */
export const redeemKey = z.string({ error: 'KEY_REQUIRED' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'KEY_INVALID');
const itemId = z.coerce.number({ error: 'ITEM_REQUIRED' }).int('ITEM_REQUIRED').positive('ITEM_REQUIRED');

/** The shipping fields of the address modal: all four required. */
export const shippingShape = {
  address: z.string({ error: 'ADDRESS_REQUIRED' }).trim().min(10, 'ADDRESS_TOO_SHORT').max(300, 'ADDRESS_TOO_LONG'),
  contact: z.string({ error: 'CONTACT_REQUIRED' }).trim().min(2, 'CONTACT_REQUIRED').max(100, 'CONTACT_TOO_LONG'),
  phone: z
    .string({ error: 'PHONE_REQUIRED' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{7,18}[0-9]$/, 'PHONE_INVALID'),
  email: z.string({ error: 'EMAIL_REQUIRED' }).trim().max(120, 'EMAIL_INVALID').pipe(z.email('EMAIL_INVALID')),
};
export const shippingSchema = z.object(shippingShape);
export type ShippingInput = z.output<typeof shippingSchema>;

/** Redeem a physical reward: the product, the key and where to send it. */
export const redeemRewardSchema = z.object({ item_id: itemId, key: redeemKey, ...shippingShape });
/** The shipping address of a physical prize drawn from a lucky box or a random card. */
export const prizeAddressSchema = z.object({
  redeem_id: z.coerce.number({ error: 'REDEEM_NOT_FOUND' }).int().positive('REDEEM_NOT_FOUND'),
  ...shippingShape,
});
/** Open a lucky box or turn a random card. */
export const drawSchema = z.object({ item_id: itemId, key: redeemKey });
/** Exchange points for money in the main wallet. */
export const exchangeSchema = z.object({
  points: z.coerce
    .number({ error: 'POINTS_REQUIRED' })
    .int('POINTS_INVALID')
    .positive('POINTS_INVALID')
    .max(100_000_000, 'POINTS_INVALID'),
  key: redeemKey,
});
/** The operator marks a physical reward shipped. */
export const shipSchema = z.object({ tracking_no: z.string().trim().min(4).max(60) });

/** How a page names a localized text of the operator's catalogue: the locale's, else English, else any. */
export function localized(texts: Record<string, string> | null | undefined, locale: string): string {
  if (!texts) return '';
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

export interface PrizeView {
  id: number;
  kind: PrizeKind;
  /** Points or minor units of money; for a physical prize the product's value. */
  amount: number;
  name: string;
  image_url: string | null;
  /** Chance in basis points (1/10,000) of the item's prizes. */
  chance_bp: number;
}

export interface ItemView {
  id: number;
  kind: ItemKind;
  tier: string | null;
  name: string;
  description: string;
  image_url: string;
  points_price: number;
  /** Left in stock; null: unlimited. */
  stock: number | null;
  product_value: number;
  currency: string;
  prizes: PrizeView[];
}

export interface RedeemView {
  id: number;
  kind: RedeemKind;
  status: RedeemStatus;
  points: number;
  item_name: string | null;
  item_image: string | null;
  prize: { kind: PrizeKind; amount: number; name: string; image_url: string | null } | null;
  currency: string;
  /** Money credited to main (exchange, or a money prize), minor units. */
  money: number | null;
  shipping: { address: string; contact: string; phone: string; email: string } | null;
  tracking_no: string | null;
  shipped_at: string | null;
  created_at: string;
}

export interface ExchangeRateView {
  currency: string;
  /** Minor units of money per point. */
  amount_per_point: number;
  min_points: number;
  is_active: boolean;
}

export interface PointConfigView {
  is_display: boolean;
  is_active: boolean;
  point_img_url: string | null;
}

/**
 * Points for a batch of settled rounds: per game category, stake × points ÷ per_amount (the category's rule, else
 * the currency's `*` rule), summed and rounded down once for the batch.
 */
export function pointsForStakes(
  stakes: ReadonlyMap<string, number>,
  ruleOf: (category: string) => { points: number; per_amount: number } | null,
): number {
  // Exact arithmetic: stakes can be large, and fractions of categories add up before rounding.
  let num = 0n;
  let den = 1n;
  for (const [category, stake] of stakes) {
    const rule = ruleOf(category);
    if (!rule || rule.points <= 0 || rule.per_amount <= 0 || stake <= 0) continue;
    const n = BigInt(stake) * BigInt(rule.points);
    const d = BigInt(rule.per_amount);
    num = num * d + n * den;
    den *= d;
  }
  return Number(num / den);
}

/** Points for a deposit: amount × points ÷ per_amount, rounded down. */
export function pointsForDeposit(amount: number, rule: { points: number; per_amount: number } | null): number {
  if (!rule || rule.points <= 0 || rule.per_amount <= 0 || amount <= 0) return 0;
  return Number((BigInt(amount) * BigInt(rule.points)) / BigInt(rule.per_amount));
}
