import type { AppServices } from '../../../server/services.ts';
import { addDays } from './affiliate.schemas.ts';
import { affiliateArticles } from './affiliate.table.server.ts';

/** The demo member's referral code (auth's demo data). */
const DEMO_REF_CODE = 'DEMO2024';
/** Members the demo member referred, and how many days ago each registered. */
const REFERRED = [
  { username: 'lotus88', days: 12 },
  { username: 'mango2024', days: 10 },
  { username: 'siamstar', days: 7 },
  { username: 'riverfox', days: 4 },
  { username: 'kittyluck', days: 2 },
];

const ARTICLES: Record<string, { title: string; content: string }> = {
  en: {
    title: 'Invite friends, earn every day',
    content: [
      'Share your referral link or code. Every friend who registers with it becomes your referred member.',
      'Each day we add up the settled bets of your referred members and pay you 0.5 % of their turnover into your affiliate wallet, once the day is closed.',
      'A day pays when your members bet at least ฿100 together and the commission reaches ฿1; a day pays at most ฿5,000.',
      'Move your affiliate balance to your main wallet at any time from ฿100 on the wallet page.',
    ].join('\n\n'),
  },
  th: {
    title: 'ชวนเพื่อน รับรายได้ทุกวัน',
    content: [
      'แชร์ลิงก์หรือรหัสแนะนำของคุณ เพื่อนทุกคนที่สมัครด้วยลิงก์นี้จะเป็นสมาชิกที่คุณแนะนำ',
      'ทุกวันเราจะรวมยอดเดิมพันที่ชำระแล้วของสมาชิกที่คุณแนะนำ และจ่ายค่าคอมมิชชัน 0.5% ของยอดเทิร์นโอเวอร์เข้ากระเป๋าพันธมิตรของคุณ เมื่อปิดยอดของวันนั้นแล้ว',
      'วันที่จะได้รับค่าคอมมิชชันคือวันที่สมาชิกของคุณเดิมพันรวมกันอย่างน้อย ฿100 และค่าคอมมิชชันถึง ฿1 โดยจ่ายสูงสุดวันละ ฿5,000',
      'โอนยอดพันธมิตรเข้ากระเป๋าหลักได้ทุกเมื่อตั้งแต่ ฿100 ขึ้นไปที่หน้ากระเป๋าเงิน',
    ].join('\n\n'),
  },
};

/** The members the demo member referred (before the play history and link visits are seeded). */
export async function seedAffiliateMembers(services: AppServices): Promise<void> {
  const referrerId = await services.auth.referrerId(DEMO_REF_CODE);
  const thb = await services.locale.currencyByCode('THB');
  if (referrerId === null || !thb) return;
  for (const m of REFERRED)
    await services.auth.createUser({
      username: m.username,
      password: 'Referred1234',
      currency_id: thb.id,
      referrer_id: referrerId,
      created_at: new Date(Date.now() - m.days * 86_400_000 - 3 * 3_600_000),
    });
}

/**
 * The programme in baht (0.5 % of the referred members' turnover, from ฿100 of turnover and ฿1 of commission, at most
 * ฿5,000 a day), its article in English and Thai, and the daily commission run over the seeded days of play: the demo
 * member's income and affiliate wallet come from real runs.
 */
export async function seedAffiliate(services: AppServices): Promise<void> {
  await services.affiliate.setSettings({
    currency: 'THB',
    title: 'Friends pay 0.5 % every day',
    basis: 'turnover',
    rate_bp: 50,
    min_turnover: 10_000,
    min_commission: 100,
    max_commission: 500_000,
    is_active: true,
  });
  for (const [code, article] of Object.entries(ARTICLES)) {
    const language = await services.locale.languageByCode(code);
    if (language)
      await services.db
        .insert(affiliateArticles)
        .values({ language_id: language.id, ...article })
        .onConflictDoNothing();
  }
  const today = services.affiliate.today();
  for (let day = 13; day >= 1; day--)
    await services.affiliateJob.run({
      businessDate: addDays(today, -day),
      signal: new AbortController().signal,
      progress: async () => {},
    });
}
