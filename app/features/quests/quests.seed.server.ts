import type { AppServices } from '../../../server/services.ts';
import type { QuestDefinition } from './quests.schemas.ts';

const thb = (baht: number) => Math.round(baht * 100);

type Seed = Omit<QuestDefinition, 'currency' | 'is_active' | 'starts_at' | 'ends_at' | 'check_in_rewards'> &
  Partial<Pick<QuestDefinition, 'check_in_rewards'>>;

/**
 * The demo quests in baht: the daily check-in (points for a 7-day streak), play quests with each kind of condition,
 * a deposit quest, a VIP quest for Gold members and up, and one whose reward is the free-credit promotion.
 */
export async function seedQuests(services: AppServices): Promise<void> {
  const existing = await services.quests.opsList();
  if (existing.length) return;
  const freeCredit = (await services.promotions.opsList()).find((p) => p.kind === 'free_credit' && p.is_active);
  const seeds: Seed[] = [
    {
      type: 'daily_check_in',
      condition: 'check_in',
      target: 1,
      threshold: 0,
      categories: [],
      period: 'daily',
      min_level: 0,
      reward_type: 'point',
      reward_amount: 0,
      reward_promotion_id: null,
      check_in_rewards: [10, 10, 20, 20, 30, 30, 100],
      order_no: 0,
      art: 'violet',
      content: {
        en: {
          title: 'Daily check-in',
          description: 'Check in every day for a 7-day streak of points. Miss a day and the streak starts again.',
        },
        th: {
          title: 'เช็คอินรายวัน',
          description: 'เช็คอินทุกวันรับพอยต์ต่อเนื่อง 7 วัน หากพลาดวันใด จะเริ่มนับใหม่',
        },
      },
    },
    {
      type: 'play',
      condition: 'bet_count',
      target: 3,
      threshold: 0,
      categories: [],
      period: 'once',
      min_level: 0,
      reward_type: 'money',
      reward_amount: thb(20),
      reward_promotion_id: null,
      order_no: 1,
      art: 'gold',
      content: {
        en: { title: 'Warm-up spins', description: 'Play any 3 rounds to get ฿20 straight into your wallet.' },
        th: { title: 'วอร์มอัพหมุนสล็อต', description: 'เล่นครบ 3 รอบ รับเงิน ฿20 เข้ากระเป๋าทันที' },
      },
    },
    {
      type: 'play',
      condition: 'bet',
      target: thb(500),
      threshold: 0,
      categories: ['slot', 'megaways', 'jackpot'],
      period: 'once',
      min_level: 0,
      reward_type: 'point',
      reward_amount: 200,
      reward_promotion_id: null,
      order_no: 2,
      art: 'ocean',
      content: {
        en: { title: 'Slot marathon', description: 'Wager ฿500 in total on slots to earn 200 points.' },
        th: { title: 'มาราธอนสล็อต', description: 'วางเดิมพันสล็อตรวม ฿500 รับ 200 พอยต์' },
      },
    },
    {
      type: 'play',
      condition: 'win',
      target: thb(100),
      threshold: 0,
      categories: [],
      period: 'once',
      min_level: 0,
      reward_type: 'money',
      reward_amount: thb(30),
      reward_promotion_id: null,
      order_no: 3,
      art: 'jade',
      content: {
        en: { title: 'Lucky streak', description: 'Win ฿100 in total in any game for a ฿30 bonus.' },
        th: { title: 'ดวงกำลังมา', description: 'ชนะรวม ฿100 ในเกมใดก็ได้ รับโบนัส ฿30' },
      },
    },
    {
      type: 'play',
      condition: 'win_multiplier',
      target: 2,
      threshold: 500,
      categories: [],
      period: 'once',
      min_level: 0,
      reward_type: 'point',
      reward_amount: 150,
      reward_promotion_id: null,
      order_no: 4,
      art: 'ember',
      content: {
        en: { title: 'Big hit', description: 'Land two wins of 5× your stake or more for 150 points.' },
        th: { title: 'แจ็กพอตก้อนโต', description: 'ชนะ 5 เท่าของเดิมพันขึ้นไปสองครั้ง รับ 150 พอยต์' },
      },
    },
    {
      type: 'play',
      condition: 'min_bet',
      target: 3,
      threshold: thb(50),
      categories: [],
      period: 'once',
      min_level: 0,
      reward_type: 'money',
      reward_amount: thb(25),
      reward_promotion_id: null,
      order_no: 5,
      art: 'ruby',
      content: {
        en: { title: 'Bold bets', description: 'Place 3 bets of ฿50 or more for ฿25.' },
        th: { title: 'เดิมพันใจถึง', description: 'วางเดิมพันครั้งละ ฿50 ขึ้นไป 3 ครั้ง รับ ฿25' },
      },
    },
    {
      type: 'play',
      condition: 'winloss',
      target: thb(50),
      threshold: 0,
      categories: ['crash'],
      period: 'daily',
      min_level: 0,
      reward_type: 'point',
      reward_amount: 100,
      reward_promotion_id: null,
      order_no: 6,
      art: 'ember',
      content: {
        en: { title: 'Crash pilot of the day', description: 'End the day ฿50 up in crash games for 100 points.' },
        th: { title: 'นักบินแห่งวัน', description: 'เกมแครชกำไรสุทธิ ฿50 ภายในวัน รับ 100 พอยต์' },
      },
    },
    ...(freeCredit
      ? [
          {
            type: 'play' as const,
            condition: 'min_win' as const,
            target: 2,
            threshold: thb(20),
            categories: [],
            period: 'once' as const,
            min_level: 0,
            reward_type: 'promotion' as const,
            reward_amount: 0,
            reward_promotion_id: freeCredit.id,
            order_no: 7,
            art: 'jade' as const,
            content: {
              en: { title: 'Double winner', description: 'Win ฿20 or more twice to unlock a free credit promotion.' },
              th: { title: 'ชนะสองต่อ', description: 'ชนะครั้งละ ฿20 ขึ้นไป 2 ครั้ง ปลดล็อกโปรโมชั่นเครดิตฟรี' },
            },
          },
        ]
      : []),
    {
      type: 'deposit',
      condition: 'deposit',
      target: thb(1_000),
      threshold: 0,
      categories: [],
      period: 'once',
      min_level: 0,
      reward_type: 'point',
      reward_amount: 300,
      reward_promotion_id: null,
      order_no: 8,
      art: 'gold',
      content: {
        en: { title: 'Top-up hero', description: 'Deposit ฿1,000 in total after joining to earn 300 points.' },
        th: { title: 'ฮีโร่เติมเงิน', description: 'ฝากรวม ฿1,000 หลังเข้าร่วม รับ 300 พอยต์' },
      },
    },
    {
      type: 'vip',
      condition: 'bet',
      target: thb(5_000),
      threshold: 0,
      categories: [],
      period: 'once',
      min_level: 3,
      reward_type: 'money',
      reward_amount: thb(200),
      reward_promotion_id: null,
      order_no: 9,
      art: 'violet',
      content: {
        en: { title: 'VIP high roller', description: 'Gold members and up: wager ฿5,000 for a ฿200 bonus.' },
        th: { title: 'วีไอพีไฮโรลเลอร์', description: 'สมาชิกระดับโกลด์ขึ้นไป เดิมพันรวม ฿5,000 รับโบนัส ฿200' },
      },
    },
  ];
  for (const s of seeds)
    await services.quests.opsCreate({
      check_in_rewards: [],
      ...s,
      currency: 'THB',
      is_active: true,
      starts_at: null,
      ends_at: null,
    });
}
