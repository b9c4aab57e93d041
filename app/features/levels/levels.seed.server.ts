import type { AppServices } from '../../../server/services.ts';
import { DEMO_VIP } from './levels.schemas.ts';
import { memberLevels, memberLevelStats } from './levels.table.server.ts';

/** Five levels in baht (minor units: satang), from the level every member starts at to the top one. */
export const DEMO_LEVELS = [
  {
    level_no: 1,
    names: { en: 'Bronze', th: 'บรอนซ์', zh: '青铜', jp: 'ブロンズ', ko: '브론즈', vn: 'Đồng', id: 'Perunggu' },
    color: '#b0723c',
    min_deposit: 0,
    min_turnover: 0,
    min_winloss: 0,
    privileges: ['rebate', 'point'],
    vip_bonus: 0,
    birthday_bonus: 10_000,
  },
  {
    level_no: 2,
    names: { en: 'Silver', th: 'ซิลเวอร์', zh: '白银', jp: 'シルバー', ko: '실버', vn: 'Bạc', id: 'Perak' },
    color: '#9aa7b4',
    min_deposit: 100_000,
    min_turnover: 500_000,
    min_winloss: 0,
    privileges: ['rebate', 'point', 'coupon'],
    vip_bonus: 5_000,
    birthday_bonus: 30_000,
  },
  {
    level_no: 3,
    names: { en: 'Gold', th: 'โกลด์', zh: '黄金', jp: 'ゴールド', ko: '골드', vn: 'Vàng', id: 'Emas' },
    color: '#d4a017',
    min_deposit: 1_000_000,
    min_turnover: 5_000_000,
    min_winloss: 100_000,
    privileges: ['rebate', 'point', 'coupon', 'quest', 'affiliate'],
    vip_bonus: 30_000,
    birthday_bonus: 100_000,
  },
  {
    level_no: 4,
    names: { en: 'Platinum', th: 'แพลทินัม', zh: '铂金', jp: 'プラチナ', ko: '플래티넘', vn: 'Bạch kim', id: 'Platinum' },
    color: '#5f8fa8',
    min_deposit: 5_000_000,
    min_turnover: 30_000_000,
    min_winloss: 1_000_000,
    privileges: ['rebate', 'point', 'coupon', 'quest', 'affiliate'],
    vip_bonus: 100_000,
    birthday_bonus: 300_000,
  },
  {
    level_no: 5,
    names: {
      en: 'Diamond',
      th: 'ไดมอนด์',
      zh: '钻石',
      jp: 'ダイヤモンド',
      ko: '다이아몬드',
      vn: 'Kim cương',
      id: 'Berlian',
    },
    color: '#5b6ee1',
    min_deposit: 20_000_000,
    min_turnover: 150_000_000,
    min_winloss: 5_000_000,
    privileges: ['rebate', 'point', 'coupon', 'quest', 'affiliate'],
    vip_bonus: 500_000,
    birthday_bonus: 1_000_000,
  },
];

/**
 * The levels; the demo member at Silver (the privileges it has had since the start stay), and the demo VIP member
 * (vip / Vip12345) at Gold with ฿20,000 of bonus to play with.
 */
export async function seedLevels(services: AppServices): Promise<void> {
  const inserted = await services.db.insert(memberLevels).values(DEMO_LEVELS).onConflictDoNothing().returning();
  const byNo = new Map(inserted.map((l) => [l.level_no, l]));
  const thb = await services.locale.currencyByCode('THB');
  const thai = await services.locale.languageByCode('th');
  if (!thb) return;
  const throughDate = services.dailyRuns.lastClosedDate();
  const demo = (await services.auth.memberPage(0, 5000)).find((m) => m.privileges.includes('rebate'));
  const silver = byNo.get(2);
  if (silver && demo) {
    await services.db
      .insert(memberLevelStats)
      .values({
        member_id: demo.id,
        currency: 'THB',
        deposit_total: 150_000,
        turnover_total: 800_000,
        winloss_total: 60_000,
        level_id: silver.id,
        through_date: throughDate,
      })
      .onConflictDoNothing();
    await services.auth.setLevel(demo.id, silver.id, [...new Set([...demo.privileges, ...silver.privileges])]);
  }
  const gold = byNo.get(3);
  if (!gold) return;
  const vip = await services.auth.createUser({
    username: DEMO_VIP.username,
    password: DEMO_VIP.password,
    currency_id: thb.id,
    language_id: thai?.id ?? null,
    first_name: 'Vip',
    last_name: 'Player',
    dob: '1988-08-08',
    gender: 'female',
    email: 'vip@example.com',
    privileges: gold.privileges,
  });
  await services.ledger.transfer(services.db, {
    from: { house: 'bonus', currency: 'THB' },
    to: { member: vip.id, wallet: 'main', currency: 'THB' },
    amount: 2_000_000,
    currency: 'THB',
    key: 'seed:vip:opening',
    kind: 'vip_bonus',
    meta: { reason: 'demo VIP opening balance' },
  });
  await services.db
    .insert(memberLevelStats)
    .values({
      member_id: vip.id,
      currency: 'THB',
      deposit_total: 1_200_000,
      turnover_total: 6_000_000,
      winloss_total: 400_000,
      level_id: gold.id,
      through_date: throughDate,
    })
    .onConflictDoNothing();
  await services.auth.setLevel(vip.id, gold.id, gold.privileges);
}
