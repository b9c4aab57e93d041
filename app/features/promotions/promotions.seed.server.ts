import type { AppServices } from '../../../server/services.ts';
import type { PromotionDefinition } from './promotions.schemas.ts';

/** Baht in minor units (satang). */
const thb = (baht: number) => baht * 100;
const DAY = 24 * 3_600_000;

type Seed = Omit<
  PromotionDefinition,
  'claim_starts_at' | 'claim_ends_at' | 'starts_at' | 'is_active' | 'currency' | 'min_deposit' | 'free_credit_amount'
> &
  Partial<Pick<PromotionDefinition, 'claim_ends_at' | 'starts_at' | 'min_deposit' | 'free_credit_amount'>>;

/**
 * The demo promotions in baht: a first-deposit welcome bonus, a daily first-deposit bonus, a reload on every
 * deposit (its long title shows the 30-character cut), a free credit with a win/loss target, and a festival bonus
 * announced as coming soon; in three categories.
 */
export async function seedPromotions(services: AppServices): Promise<void> {
  const p = services.promotions;
  await p.opsUpsertCategory({ code: 'deposit', names: { en: 'Deposit bonus', th: 'โบนัสเงินฝาก' }, order_no: 1 });
  await p.opsUpsertCategory({ code: 'free', names: { en: 'Free credit', th: 'เครดิตฟรี' }, order_no: 2 });
  await p.opsUpsertCategory({ code: 'festival', names: { en: 'Festival', th: 'เทศกาล' }, order_no: 3 });
  const now = Date.now();
  const seeds: Seed[] = [
    {
      category_code: 'deposit',
      kind: 'deposit',
      trigger: 'first_deposit',
      bonus_percent: 100,
      bonus_cap: thb(1_000),
      min_deposit: thb(100),
      target_type: 'turnover',
      target_multiple_pct: 1_000,
      contributions: { slot: 100, 'live-casino': 10, crash: 50, table: 20 },
      eligible_categories: [],
      max_withdraw: thb(10_000),
      max_bet: thb(500),
      end_balance_floor: thb(1),
      duration_hours: 24 * 14,
      order_no: 1,
      art: 'gold',
      content: {
        en: {
          title: 'Welcome bonus 100%',
          summary: 'Double your first deposit, up to ฿1,000.',
          article:
            'Make your first deposit of ฿100 or more and choose this promotion on the deposit form: we add 100% of it, up to ฿1,000, to your main wallet at once.\n\nPlay slots, crash and table games to reach the turnover; once it is reached, the bonus is yours to withdraw.',
          terms:
            'Turnover: 10× deposit + bonus, counted from settled bets. Slots count 100%, crash 50%, table games 20%, live casino 10%.\nMaximum bet while active: ฿500.\nMaximum withdrawal: ฿10,000.\nThe promotion ends when the balance falls under ฿1, and expires 14 days after it is taken.\nOnly one promotion, cashback or rebate can be active at a time.',
        },
        th: {
          title: 'โบนัสต้อนรับ 100%',
          summary: 'ฝากครั้งแรกรับเพิ่มเป็นสองเท่า สูงสุด ฿1,000',
          article:
            'ฝากเงินครั้งแรกตั้งแต่ ฿100 ขึ้นไปและเลือกโปรโมชั่นนี้ในแบบฟอร์มฝากเงิน เราจะเพิ่มให้ 100% สูงสุด ฿1,000 เข้ากระเป๋าหลักทันที\n\nเล่นสล็อต เกมแครช และเกมโต๊ะเพื่อทำยอดเทิร์นโอเวอร์ เมื่อครบแล้วโบนัสเป็นของคุณและถอนได้',
          terms:
            'เทิร์นโอเวอร์: 10 เท่าของยอดฝาก + โบนัส นับจากเดิมพันที่ชำระแล้ว สล็อตนับ 100% แครช 50% เกมโต๊ะ 20% คาสิโนสด 10%\nเดิมพันสูงสุดระหว่างรับโปร: ฿500\nถอนได้สูงสุด: ฿10,000\nโปรโมชั่นสิ้นสุดเมื่อยอดเงินต่ำกว่า ฿1 และหมดอายุ 14 วันหลังรับ\nรับโปรโมชั่น แคชแบ็ก หรือเงินคืนได้ครั้งละหนึ่งรายการเท่านั้น',
        },
      },
    },
    {
      category_code: 'deposit',
      kind: 'deposit',
      trigger: 'daily_first_deposit',
      bonus_percent: 20,
      bonus_cap: thb(500),
      min_deposit: thb(100),
      target_type: 'turnover',
      target_multiple_pct: 500,
      contributions: { slot: 100, crash: 50 },
      eligible_categories: ['slot', 'crash', 'fishing', 'arcade'],
      max_withdraw: 0,
      max_bet: thb(300),
      end_balance_floor: thb(1),
      duration_hours: 24,
      order_no: 2,
      art: 'ocean',
      content: {
        en: {
          title: 'Daily first deposit 20%',
          summary: 'Every day, 20% on your first deposit, up to ฿500.',
          article:
            'Your first deposit of the day earns 20% extra, up to ฿500. Choose it on the deposit form. Slots, crash, fishing and arcade games count.',
          terms:
            'Turnover: 5× deposit + bonus. Slots count 100%, crash 50%; other categories cannot be played while it is active.\nMaximum bet while active: ฿300.\nExpires 24 hours after it is taken.',
        },
        th: {
          title: 'ฝากแรกของวันรับ 20%',
          summary: 'ทุกวัน รับเพิ่ม 20% จากยอดฝากแรก สูงสุด ฿500',
          article: 'ยอดฝากแรกของวันรับเพิ่ม 20% สูงสุด ฿500 เลือกได้ในแบบฟอร์มฝากเงิน นับเกมสล็อต แครช ยิงปลา และอาร์เคด',
          terms:
            'เทิร์นโอเวอร์: 5 เท่าของยอดฝาก + โบนัส สล็อตนับ 100% แครช 50% หมวดอื่นเล่นไม่ได้ระหว่างรับโปร\nเดิมพันสูงสุดระหว่างรับโปร: ฿300\nหมดอายุ 24 ชั่วโมงหลังรับ',
        },
      },
    },
    {
      category_code: 'deposit',
      kind: 'deposit',
      trigger: 'every_deposit',
      bonus_percent: 10,
      bonus_cap: thb(300),
      min_deposit: thb(50),
      target_type: 'turnover',
      target_multiple_pct: 300,
      contributions: { slot: 100 },
      eligible_categories: ['slot'],
      max_withdraw: 0,
      max_bet: thb(200),
      end_balance_floor: thb(1),
      duration_hours: 48,
      order_no: 3,
      art: 'violet',
      content: {
        en: {
          title: 'Weekend reload bonus on every single deposit you make',
          summary: '10% on every deposit, up to ฿300.',
          article: 'Every deposit of ฿50 or more earns 10% more, up to ฿300, for slots.',
          terms:
            'Turnover: 3× deposit + bonus, slots only.\nMaximum bet while active: ฿200.\nExpires 48 hours after it is taken.',
        },
        th: {
          title: 'โบนัสรีโหลดสุดสัปดาห์สำหรับทุกยอดฝากของคุณ',
          summary: 'รับ 10% ทุกยอดฝาก สูงสุด ฿300',
          article: 'ทุกยอดฝากตั้งแต่ ฿50 รับเพิ่ม 10% สูงสุด ฿300 สำหรับเกมสล็อต',
          terms: 'เทิร์นโอเวอร์: 3 เท่าของยอดฝาก + โบนัส เฉพาะสล็อต\nเดิมพันสูงสุดระหว่างรับโปร: ฿200\nหมดอายุ 48 ชั่วโมงหลังรับ',
        },
      },
    },
    {
      category_code: 'free',
      kind: 'free_credit',
      trigger: null,
      bonus_percent: 0,
      bonus_cap: 0,
      free_credit_amount: thb(50),
      target_type: 'winlose',
      target_multiple_pct: 300,
      contributions: {},
      eligible_categories: ['slot', 'crash'],
      max_withdraw: thb(100),
      max_bet: thb(10),
      end_balance_floor: thb(1),
      duration_hours: 72,
      order_no: 4,
      art: 'jade',
      content: {
        en: {
          title: 'Free credit ฿50',
          summary: 'No deposit needed: ฿50 to play slots and crash.',
          article:
            'Take ฿50 of free credit without a deposit. Grow your balance to ฿150 on slots or crash and withdraw up to ฿100 of it.',
          terms:
            'Target: a balance of ฿150 (3× the credit).\nMaximum bet while active: ฿10.\nMaximum withdrawal: ฿100.\nThe promotion ends when the balance falls under ฿1 and expires 72 hours after it is taken. Once per member.',
        },
        th: {
          title: 'เครดิตฟรี ฿50',
          summary: 'ไม่ต้องฝาก รับ ฿50 เล่นสล็อตและแครช',
          article: 'รับเครดิตฟรี ฿50 โดยไม่ต้องฝาก ทำยอดเงินให้ถึง ฿150 จากสล็อตหรือแครช แล้วถอนได้สูงสุด ฿100',
          terms:
            'เป้าหมาย: ยอดเงิน ฿150 (3 เท่าของเครดิต)\nเดิมพันสูงสุดระหว่างรับโปร: ฿10\nถอนได้สูงสุด: ฿100\nโปรโมชั่นสิ้นสุดเมื่อยอดเงินต่ำกว่า ฿1 และหมดอายุ 72 ชั่วโมงหลังรับ รับได้หนึ่งครั้งต่อสมาชิก',
        },
      },
    },
    {
      category_code: 'festival',
      kind: 'deposit',
      trigger: 'every_deposit',
      bonus_percent: 150,
      bonus_cap: thb(1_500),
      min_deposit: thb(300),
      target_type: 'turnover',
      target_multiple_pct: 1_200,
      contributions: { slot: 100, crash: 50 },
      eligible_categories: [],
      max_withdraw: thb(15_000),
      max_bet: thb(500),
      end_balance_floor: thb(1),
      duration_hours: 24 * 7,
      order_no: 5,
      art: 'ruby',
      starts_at: new Date(now + 10 * DAY),
      content: {
        en: {
          title: 'Songkran splash 150%',
          summary: 'Coming soon: 150% on deposits during the festival.',
          article: 'Celebrate the new year with 150% on every deposit of ฿300 or more, up to ฿1,500.',
          terms: 'Turnover: 12× deposit + bonus.\nMaximum bet while active: ฿500.\nMaximum withdrawal: ฿15,000.',
        },
        th: {
          title: 'สงกรานต์สาดโบนัส 150%',
          summary: 'เร็วๆ นี้: รับ 150% ทุกยอดฝากช่วงเทศกาล',
          article: 'ฉลองปีใหม่ไทยรับ 150% ทุกยอดฝากตั้งแต่ ฿300 สูงสุด ฿1,500',
          terms: 'เทิร์นโอเวอร์: 12 เท่าของยอดฝาก + โบนัส\nเดิมพันสูงสุดระหว่างรับโปร: ฿500\nถอนได้สูงสุด: ฿15,000',
        },
      },
    },
  ];
  for (const s of seeds) {
    await p.opsCreate({
      currency: 'THB',
      min_deposit: 0,
      free_credit_amount: 0,
      claim_starts_at: null,
      claim_ends_at: null,
      starts_at: null,
      is_active: true,
      ...s,
    } as PromotionDefinition);
  }
}
