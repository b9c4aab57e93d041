import { z } from 'zod';

/**
 * Free spins (player-features § Free spin): offers the operator sets up (a game, the bet per spin, the number of
 * spins, the price in points, how long the spins stay valid) and the member's grants, bought with points or given by
 * the operator, which the game provider plays as free rounds. docs/freespins.md.
 */

/** The realtime topic of a new grant: the site shows an alert with the expiry and a play-now button. */
export const FREESPIN_TOPIC = 'FREESPIN_PROMOTION';

/** What a grant is: waiting for the provider, playable, used up, past its expiry, or refused by the provider. */
export const GRANT_STATUSES = ['pending', 'active', 'used', 'expired', 'failed'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

const positiveInt = (max: number) =>
  z.union([
    z.number().int().min(1).max(max),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(z.number().max(max)),
  ]);

/** An offer as the rewards page shows it. */
export interface FreespinOffer {
  id: number;
  game_list_id: number;
  provider_id: number;
  game: { id: number; name: string; image: string; provider_name: string };
  currency: string;
  /** The bet of each spin, minor units. */
  bet: number;
  /** The money each spin is worth (the bet played without a stake), minor units. */
  amount_per_round: number;
  total_spin: number;
  /** The price in points. */
  point: number;
  /** Days the spins stay valid once bought. */
  validity_days: number;
}

/** One of the member's free spin grants. */
export interface FreespinGrant {
  id: number;
  game_list_id: number;
  provider_id: number;
  game: { id: number; name: string; image: string; provider_name: string } | null;
  currency: string;
  bet: number;
  amount_per_round: number;
  total_spin: number;
  remaining_spin: number;
  /** Points paid (0 for a grant from another source). */
  point_used: number;
  /** What the spins have won so far, minor units. */
  win_total: number;
  source: 'redeem' | 'ops';
  status: GrantStatus;
  expire_date: string;
  createdAt: string;
}

/** The FREESPIN_PROMOTION message. */
export interface FreespinMessage {
  grant_id: number;
  game_list_id: number;
  game_name: string;
  total_spin: number;
  expire_date: string;
}

/** A provider of the filter (providers with offers). */
export interface FreespinProvider {
  id: number;
  name: string;
  offer_count: number;
}

/** POST /mb/redeem-freespin and the page's form: the offer, and the form's idempotency key. */
export const redeemFreespinSchema = z.object({
  offer_id: positiveInt(2_147_483_647),
  key: z.string({ error: 'INVALID_KEY' }).regex(/^[A-Za-z0-9_-]{8,64}$/, 'INVALID_KEY'),
});
export type RedeemFreespinInput = z.infer<typeof redeemFreespinSchema>;

/** The operator's offer (POST /ops/freespin-offers; PATCH takes any part). */
export const offerInputSchema = z.object({
  game_list_id: positiveInt(2_147_483_647),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  bet: z.number().int().min(1).max(1_000_000_000),
  total_spin: z.number().int().min(1).max(500),
  point: z.number().int().min(1).max(100_000_000),
  validity_days: z.number().int().min(1).max(365),
  is_active: z.boolean().default(true),
  order_no: z.number().int().min(0).max(100_000).default(0),
});
export type OfferInput = z.infer<typeof offerInputSchema>;
export const offerPatchSchema = offerInputSchema.partial();

/** Spins given by the operator (POST /ops/freespin-grants): another source than the points shop. */
export const opsGrantSchema = z.object({
  member_id: positiveInt(2_147_483_647),
  game_list_id: positiveInt(2_147_483_647),
  bet: z.number().int().min(1).max(1_000_000_000),
  total_spin: z.number().int().min(1).max(500),
  validity_days: z.number().int().min(1).max(365),
  key: z.string().regex(/^[A-Za-z0-9_:.-]{8,64}$/),
});
export type OpsGrantInput = z.infer<typeof opsGrantSchema>;
