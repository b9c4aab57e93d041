import { sql } from 'drizzle-orm';
import type { AppServices } from '../services.ts';
import { seedLocale } from '../../app/features/locale/locale.seed.server.ts';
import { seedPolicy } from '../../app/features/policy/policy.seed.server.ts';
import { seedSite } from '../../app/features/site/site.seed.server.ts';
import { seedAuth } from '../../app/features/auth/auth.seed.server.ts';
import { seedGames } from '../../app/features/games/games.seed.server.ts';
import { seedWallet } from '../../app/features/wallet/wallet.seed.server.ts';
import { seedProfile } from '../../app/features/profile/profile.seed.server.ts';
import { seedCashbox } from '../../app/features/cashbox/cashbox.seed.server.ts';
import { seedReferral } from '../../app/features/referral/referral.seed.server.ts';
import { seedReferredPlay, seedVipPlay } from '../../app/features/seamless/seamless.seed.server.ts';
import { seedAffiliate, seedAffiliateMembers } from '../../app/features/affiliate/affiliate.seed.server.ts';
import { seedPromotions } from '../../app/features/promotions/promotions.seed.server.ts';
import { seedLevels } from '../../app/features/levels/levels.seed.server.ts';
import { seedCashback } from '../../app/features/cashback/cashback.seed.server.ts';
import { seedPoints } from '../../app/features/points/points.seed.server.ts';
import { seedCoupons } from '../../app/features/coupons/coupons.seed.server.ts';
import { seedQuests } from '../../app/features/quests/quests.seed.server.ts';
import { seedFreespins } from '../../app/features/freespins/freespins.seed.server.ts';
import { seedCompetitions } from '../../app/features/competitions/competitions.seed.server.ts';
import { seedRewards } from '../../app/features/rewards/rewards.seed.server.ts';
import { seedMemos } from '../../app/features/memos/memos.seed.server.ts';

export type Seeder = (services: AppServices) => Promise<void>;

/** Every feature's demo data, in dependency order. */
export const SEEDERS: { name: string; run: Seeder }[] = [
  { name: 'locale', run: seedLocale },
  { name: 'policy', run: seedPolicy },
  { name: 'site', run: seedSite },
  { name: 'profile', run: seedProfile },
  { name: 'auth', run: seedAuth },
  { name: 'games', run: seedGames },
  { name: 'wallet', run: seedWallet },
  { name: 'cashbox', run: seedCashbox },
  { name: 'levels', run: seedLevels },
  { name: 'affiliate-members', run: seedAffiliateMembers },
  { name: 'referral', run: seedReferral },
  { name: 'referred-play', run: seedReferredPlay },
  { name: 'vip-play', run: seedVipPlay },
  { name: 'affiliate', run: seedAffiliate },
  { name: 'cashback', run: seedCashback },
  { name: 'promotions', run: seedPromotions },
  { name: 'points', run: seedPoints },
  { name: 'coupons', run: seedCoupons },
  { name: 'quests', run: seedQuests },
  { name: 'freespins', run: seedFreespins },
  { name: 'competitions', run: seedCompetitions },
  { name: 'rewards', run: seedRewards },
  { name: 'memos', run: seedMemos },
];

/** Seeds demo data once: on a database whose seed marker is absent. */
export async function seedIfEmpty(services: AppServices): Promise<boolean> {
  const db = services.db;
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS seed_marker (id int PRIMARY KEY, seeded_at timestamptz NOT NULL DEFAULT now())`,
  );
  const rows = await db.execute(sql`SELECT 1 FROM seed_marker WHERE id = 1`);
  if ((rows as unknown as { rows: unknown[] }).rows.length) return false;
  for (const seeder of SEEDERS) await seeder.run(services);
  await db.execute(sql`INSERT INTO seed_marker (id) VALUES (1) ON CONFLICT DO NOTHING`);
  return true;
}
