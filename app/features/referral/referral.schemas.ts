import { z } from 'zod';

/** What a referral code can look like (users.ref_code is at most 16 characters). */
export const REF_CODE_RE = /^[A-Za-z0-9_-]{1,16}$/;

/** A same-site path with an optional query, as the browser sends it (RFC 3986 characters, anything else percent-encoded). */
const LANDING_PATH_RE = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;

export const refCodeSchema = z
  .string({ error: 'REFERRAL_CODE_INVALID' })
  .trim()
  .regex(REF_CODE_RE, 'REFERRAL_CODE_INVALID');

/** POST /pb/log-affiliate-link: a visit of a referral link. IP, user agent and time come from the request. */
export const logAffiliateLinkBody = z.strictObject({
  ref_code: refCodeSchema,
  landing_path: z
    .string({ error: 'LANDING_PATH_INVALID' })
    .max(512, 'LANDING_PATH_INVALID')
    .regex(LANDING_PATH_RE, 'LANDING_PATH_INVALID'),
  /** document.referrer of the landing page, when the browser gave one. */
  referrer_url: z
    .union(
      [z.literal(''), z.url({ protocol: /^https?$/, error: 'REFERRER_URL_INVALID' }).max(1024, 'REFERRER_URL_INVALID')],
      { error: 'REFERRER_URL_INVALID' },
    )
    .optional(),
});
export type LogAffiliateLinkBody = z.infer<typeof logAffiliateLinkBody>;
