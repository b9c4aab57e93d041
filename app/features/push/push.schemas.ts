import { z } from 'zod';

/** base64url without padding. */
const base64url = (min: number, max: number) => z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`));

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it. The endpoint is the push service's https URL
 * (the server posts to it, so nothing else is accepted); p256dh is the 65-byte P-256 key, auth the 16-byte secret.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'INVALID_FIELD' }).max(1000, { error: 'INVALID_FIELD' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(86, 88),
    auth: base64url(21, 24),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(1000) });

export const PUSH_URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;
export type PushUrgency = (typeof PUSH_URGENCIES)[number];

/** Longest time a push service keeps an undelivered message: four weeks, the protocol's usual ceiling. */
export const MAX_TTL_SECONDS = 2_419_200;

/**
 * The operator's notification (`POST /ops/push`): to one member (`member_id`) or to every subscribed member (none).
 * `url` is a path of the site the notification opens; `ttl` how long the push service may hold it (seconds);
 * `urgency` the RFC 8030 urgency.
 */
export const opsPushSchema = z.object({
  member_id: z.number().int().min(1).max(2_147_483_647).optional(),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(400),
  url: z
    .string()
    .regex(/^\/(?!\/)[^\s]*$/, 'a path of the site')
    .max(500)
    .default('/'),
  ttl: z.number().int().min(0).max(MAX_TTL_SECONDS).default(86_400),
  urgency: z.enum(PUSH_URGENCIES).default('normal'),
});
export type OpsPushInput = z.infer<typeof opsPushSchema>;

/** What the service worker receives (JSON payload). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}
