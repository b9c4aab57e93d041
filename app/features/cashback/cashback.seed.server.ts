import type { AppServices } from '../../../server/services.ts';
import { bonusArticles, bonusRates, bonusRules } from './cashback.table.server.ts';

const ARTICLES: Record<string, Record<'cashback' | 'rebate', { title: string; body: string }[]>> = {
  en: {
    cashback: [
      {
        title: 'Daily cashback on your net loss',
        body: 'Every day after midnight (Bangkok time) we return a share of the previous day’s net loss to your cashback wallet: 5% at Bronze up to 10% at Diamond. From ฿10 up to ฿20,000 a day. Move it to your main wallet whenever you like.',
      },
      {
        title: 'Terms',
        body: 'Net loss is stakes minus wins of settled bets. A member with an active promotion receives no cashback that day.',
      },
    ],
    rebate: [
      {
        title: 'Rolling rebate on every bet',
        body: 'Your turnover of each day earns a rebate credited the next morning: 0.5% at Bronze up to 1% at Diamond, live casino and sports at their own rates. From ฿1 up to ฿50,000 a day.',
      },
    ],
  },
  th: {
    cashback: [
      {
        title: 'คืนยอดเสียรายวัน',
        body: 'ทุกวันหลังเที่ยงคืน (เวลากรุงเทพฯ) เราคืนยอดเสียสุทธิของเมื่อวานเข้ากระเป๋าแคชแบ็ก 5% ระดับบรอนซ์ ถึง 10% ระดับไดมอนด์ ตั้งแต่ ฿10 ถึง ฿20,000 ต่อวัน โอนเข้ากระเป๋าหลักได้ทุกเมื่อ',
      },
      {
        title: 'เงื่อนไข',
        body: 'ยอดเสียสุทธิคือยอดเดิมพันลบยอดชนะของเดิมพันที่สรุปผลแล้ว สมาชิกที่มีโปรโมชั่นใช้งานอยู่จะไม่ได้รับคืนยอดเสียในวันนั้น',
      },
    ],
    rebate: [
      {
        title: 'ค่าคอมมิชชั่นคืนทุกยอดเล่น',
        body: 'ยอดเล่นของแต่ละวันได้รับเงินคืนในเช้าวันถัดไป 0.5% ระดับบรอนซ์ ถึง 1% ระดับไดมอนด์ คาสิโนสดและกีฬามีอัตราของตัวเอง ตั้งแต่ ฿1 ถึง ฿50,000 ต่อวัน',
      },
    ],
  },
};

/** Rates per level (levels 1–5 of the levels' demo data), minimum and cap in baht, and the articles in en and th. */
export async function seedCashback(services: AppServices): Promise<void> {
  const levels = await services.levels.levels('en');
  const rates: (typeof bonusRates.$inferInsert)[] = [
    { kind: 'cashback', level_id: 0, game_category: '*', rate_bp: 500 },
    { kind: 'rebate', level_id: 0, game_category: '*', rate_bp: 50 },
  ];
  for (const l of levels) {
    rates.push({ kind: 'cashback', level_id: l.id, game_category: '*', rate_bp: 500 + (l.level_no - 1) * 125 });
    rates.push({ kind: 'rebate', level_id: l.id, game_category: '*', rate_bp: 50 + (l.level_no - 1) * 12 });
    rates.push({ kind: 'rebate', level_id: l.id, game_category: 'live-casino', rate_bp: 30 + (l.level_no - 1) * 5 });
    rates.push({ kind: 'rebate', level_id: l.id, game_category: 'sport', rate_bp: 40 + (l.level_no - 1) * 5 });
  }
  await services.db.insert(bonusRates).values(rates).onConflictDoNothing();
  await services.db
    .insert(bonusRules)
    .values([
      { kind: 'cashback', currency: 'THB', min_amount: 1_000, cap_amount: 2_000_000 },
      { kind: 'rebate', currency: 'THB', min_amount: 100, cap_amount: 5_000_000 },
    ])
    .onConflictDoNothing();
  for (const [code, kinds] of Object.entries(ARTICLES)) {
    const language = await services.locale.languageByCode(code);
    if (!language) continue;
    for (const kind of ['cashback', 'rebate'] as const)
      await services.db
        .insert(bonusArticles)
        .values(kinds[kind].map((a, i) => ({ kind, language_id: language.id, ...a, order_no: i })));
  }
}
