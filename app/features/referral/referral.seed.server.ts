import type { AppServices } from '../../../server/services.ts';
import { affiliateLinkVisits } from './referral.table.server.ts';

/** The demo member's referral code (auth's demo data). */
const DEMO_REF_CODE = 'DEMO2024';

/**
 * Visits of the demo member's referral link over the last two weeks (a few a day, from different addresses), so the
 * affiliate statistics show clicks.
 */
export async function seedReferral(services: AppServices): Promise<void> {
  const referrerId = await services.auth.referrerId(DEMO_REF_CODE);
  if (referrerId === null) return;
  const now = Date.now();
  const rows: (typeof affiliateLinkVisits.$inferInsert)[] = [];
  for (let day = 13; day >= 0; day--) {
    const visits = 2 + ((day * 7) % 5) + (day % 3 === 0 ? 3 : 0);
    for (let i = 0; i < visits; i++) {
      rows.push({
        ref_code: DEMO_REF_CODE,
        referrer_user_id: referrerId,
        landing_path: i % 2 ? `/th/affiliate_v2/${DEMO_REF_CODE}` : `/en/affiliate_v2/${DEMO_REF_CODE}`,
        referrer_url: i % 3 === 0 ? 'https://social.example/post/demo' : null,
        ip: `203.0.113.${(day * 11 + i) % 250}`,
        user_agent: 'Mozilla/5.0 (demo visit)',
        created_at: new Date(now - day * 86_400_000 - (i + 1) * 37 * 60_000),
      });
    }
  }
  await services.db.insert(affiliateLinkVisits).values(rows);
}
