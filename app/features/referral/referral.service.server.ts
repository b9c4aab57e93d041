import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import type { LogAffiliateLinkBody } from './referral.schemas.ts';
import { affiliateLinkVisits } from './referral.table.server.ts';

export interface ReferralService {
  /** Checks a referral code (any letter case) for a visitor at `ip`: REFERRAL_CODE_INVALID unless an active member has it. */
  checkRefCode(refCode: string, ip: string): Promise<{ ref_code: string; is_valid: true }>;
  /** Records a visit of a referral link (code stored upper-case); a repeat of the same visit within the dedupe window returns the first. */
  logAffiliateLink(input: LogAffiliateLinkBody & { ip: string; userAgent: string | null }): Promise<AffiliateLinkVisit>;
  /** Visits of a member's referral links per business date (Asia/Bangkok), `fromDate` to `toDate` inclusive; days without visits are left out. */
  visitsPerDay(referrerId: number, fromDate: string, toDate: string): Promise<{ date: string; visits: number }[]>;
}

export interface AffiliateLinkVisit {
  id: number;
  ref_code: string;
  landing_path: string;
  created_at: string;
}

export interface ReferralServiceDeps {
  db: Db;
  /** Counters for the per-IP limits of check-refcode and log-affiliate-link (memory, or Redis shared by instances). */
  rateLimits: RateLimitStore;
  /** The id of the active member whose referral code this is (upper-case), else null: the auth service's answer. */
  referrerOf: (refCode: string) => Promise<number | null>;
  now?: () => number;
}

/** Referral code checks per IP address: a registration form checks as the person types, a script enumerating codes is stopped. */
export const REF_CODE_CHECK_LIMIT = { name: 'check-refcode', limit: 30, windowMs: 60_000 };
/** Referral link visits recorded per IP address. */
export const AFFILIATE_VISIT_LIMIT = { name: 'log-affiliate-link', limit: 20, windowMs: 10 * 60_000 };

/** The same visitor landing on the same referral link within this window counts once. */
export const VISIT_DEDUPE_MS = 30 * 60 * 1000;

export function createReferralService(deps: ReferralServiceDeps): ReferralService {
  const { db, referrerOf } = deps;
  const now = deps.now ?? Date.now;
  const checkLimiter: RateLimiter = createRateLimiter(deps.rateLimits, REF_CODE_CHECK_LIMIT);
  const visitLimiter: RateLimiter = createRateLimiter(deps.rateLimits, AFFILIATE_VISIT_LIMIT);
  const limit = async (limiter: RateLimiter, ip: string) => {
    const decision = await limiter.consume(ip);
    if (!decision.allowed) {
      throw new AppError('TooManyRequests', 'TOO_MANY_REQUESTS', { data: { retry_after_ms: decision.retryAfterMs } });
    }
  };

  return {
    async visitsPerDay(referrerId, fromDate, toDate) {
      const day = sql<string>`to_char(${affiliateLinkVisits.created_at} AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ date: day, visits: sql<number>`count(*)::int` })
        .from(affiliateLinkVisits)
        .where(
          and(
            eq(affiliateLinkVisits.referrer_user_id, referrerId),
            gte(affiliateLinkVisits.created_at, sql`(${fromDate}::date)::timestamp AT TIME ZONE 'Asia/Bangkok'`),
            lt(affiliateLinkVisits.created_at, sql`(${toDate}::date + 1)::timestamp AT TIME ZONE 'Asia/Bangkok'`),
          ),
        )
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ date: r.date, visits: Number(r.visits) }));
    },

    async checkRefCode(refCode, ip) {
      await limit(checkLimiter, ip);
      const code = refCode.toUpperCase();
      if ((await referrerOf(code)) === null) throw new AppError('BadRequest', 'REFERRAL_CODE_INVALID');
      return { ref_code: code, is_valid: true };
    },

    async logAffiliateLink(input) {
      await limit(visitLimiter, input.ip);
      const code = input.ref_code.toUpperCase();
      const referrerId = await referrerOf(code);
      if (referrerId === null) throw new AppError('BadRequest', 'REFERRAL_CODE_INVALID');
      const visit = { ref_code: code, landing_path: input.landing_path, ip: input.ip };
      return db.transaction(async (tx) => {
        // One visit per visitor, link and landing page in the window: serialise the check with an advisory lock on it.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`${visit.ip}|${visit.ref_code}|${visit.landing_path}`}))`,
        );
        const since = new Date(now() - VISIT_DEDUPE_MS);
        const [seen] = await tx
          .select()
          .from(affiliateLinkVisits)
          .where(
            and(
              eq(affiliateLinkVisits.ip, visit.ip),
              eq(affiliateLinkVisits.ref_code, visit.ref_code),
              eq(affiliateLinkVisits.landing_path, visit.landing_path),
              gt(affiliateLinkVisits.created_at, since),
            ),
          )
          .orderBy(asc(affiliateLinkVisits.id))
          .limit(1);
        const row =
          seen ??
          (
            await tx
              .insert(affiliateLinkVisits)
              .values({
                ...visit,
                referrer_user_id: referrerId,
                referrer_url: input.referrer_url ? input.referrer_url : null,
                user_agent: input.userAgent ? input.userAgent.slice(0, 512) : null,
                created_at: new Date(now()),
              })
              .returning()
          )[0];
        return {
          id: row.id,
          ref_code: row.ref_code,
          landing_path: row.landing_path,
          created_at: row.created_at.toISOString(),
        };
      });
    },
  };
}
