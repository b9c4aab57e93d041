import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { refCodeSchema } from '../referral/referral.schemas.ts';
import type { AffiliateArticleView } from './affiliate.schemas.ts';

/** The programme's article in the page's language, else in English. */
export async function articleFor(services: AppServices, locale: string): Promise<AffiliateArticleView | null> {
  const [own, english] = await Promise.all([
    services.locale.languageByCode(locale),
    services.locale.languageByCode('en'),
  ]);
  return services.affiliate.article([own?.id ?? 0, english?.id ?? 0].filter(Boolean));
}

/**
 * A referral link's visit: recorded by the referral feature (once per visitor, link and page in its window). The
 * code to register with (upper-case), or `invalid` when no active member has it. Visits over the address's limit are
 * not recorded, but the code still applies.
 */
export async function landOnReferralLink(
  services: AppServices,
  input: { code: string; request: Request; ip: string },
): Promise<{ code: string | null; invalid: boolean }> {
  const parsed = refCodeSchema.safeParse(input.code);
  if (!parsed.success) return { code: null, invalid: true };
  const referer = input.request.headers.get('referer') ?? '';
  try {
    const visit = await services.referral.logAffiliateLink({
      ref_code: parsed.data,
      landing_path: new URL(input.request.url).pathname,
      referrer_url: /^https?:\/\/[^\s]+$/.test(referer) && referer.length <= 1024 ? referer : undefined,
      ip: input.ip,
      userAgent: input.request.headers.get('user-agent'),
    });
    return { code: visit.ref_code, invalid: false };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.kind === 'TooManyRequests') return { code: parsed.data.toUpperCase(), invalid: false };
    return { code: null, invalid: true };
  }
}
