import { sql } from 'drizzle-orm';
import type { AppServices } from '../../../server/services.ts';
import { rewardArtUrl } from './rewards.art.server.ts';
import { rewardEarnRules, rewardExchangeRates, rewardItems, rewardPrizes } from './rewards.table.server.ts';

/** Points the demo member receives for the shop (beside the points feature's welcome grant). */
export const DEMO_POINTS = 20_000;

type Texts = { en: string; th: string };

const PRODUCTS: { art: string; names: Texts; descriptions: Texts; price: number; stock: number; value: number }[] = [
  {
    art: 'headphones',
    names: { en: 'Wireless noise-cancelling headphones', th: 'หูฟังไร้สายตัดเสียงรบกวน' },
    descriptions: {
      en: 'Over-ear Bluetooth headphones with active noise cancelling and 30 hours of battery.',
      th: 'หูฟังบลูทูธแบบครอบหู ตัดเสียงรบกวน แบตเตอรี่ใช้งานได้ 30 ชั่วโมง',
    },
    price: 12_000,
    stock: 15,
    value: 459_000,
  },
  {
    art: 'smartwatch',
    names: { en: 'Smart watch with fitness tracking', th: 'สมาร์ทวอทช์ติดตามการออกกำลังกาย' },
    descriptions: {
      en: 'Heart rate, sleep and workout tracking; water resistant to 50 m.',
      th: 'วัดชีพจร การนอน และการออกกำลังกาย กันน้ำลึก 50 เมตร',
    },
    price: 18_000,
    stock: 8,
    value: 699_000,
  },
  {
    art: 'phone',
    names: { en: 'Flagship smartphone 256 GB', th: 'สมาร์ทโฟนเรือธง 256 GB' },
    descriptions: {
      en: 'A 6.7-inch display, triple camera and 256 GB of storage.',
      th: 'หน้าจอ 6.7 นิ้ว กล้องสามตัว และความจุ 256 GB',
    },
    price: 90_000,
    stock: 3,
    value: 3_290_000,
  },
  {
    art: 'speaker',
    names: { en: 'Portable Bluetooth speaker', th: 'ลำโพงบลูทูธพกพา' },
    descriptions: { en: 'Splash-proof, 12 hours of play, deep bass.', th: 'กันน้ำกระเซ็น เล่นได้ 12 ชั่วโมง เสียงเบสแน่น' },
    price: 6_000,
    stock: 25,
    value: 199_000,
  },
  {
    art: 'power-bank',
    names: { en: 'Power bank 20,000 mAh', th: 'พาวเวอร์แบงค์ 20,000 mAh' },
    descriptions: { en: 'Fast charging for two devices at once.', th: 'ชาร์จเร็ว ชาร์จได้สองเครื่องพร้อมกัน' },
    price: 2_500,
    stock: 40,
    value: 89_000,
  },
  {
    art: 'voucher',
    names: { en: 'Shopping gift card ฿1,000', th: 'บัตรของขวัญช้อปปิ้ง ฿1,000' },
    descriptions: {
      en: 'A physical gift card mailed to you, valid at leading department stores.',
      th: 'บัตรของขวัญส่งถึงบ้าน ใช้ได้ที่ห้างสรรพสินค้าชั้นนำ',
    },
    price: 4_000,
    stock: 30,
    value: 100_000,
  },
  {
    art: 'gold-necklace',
    names: { en: 'Gold necklace 1 baht weight', th: 'สร้อยคอทองคำหนัก 1 บาท' },
    descriptions: { en: '96.5% Thai gold, with certificate.', th: 'ทองคำแท้ 96.5% พร้อมใบรับประกัน' },
    price: 150_000,
    stock: 2,
    value: 4_200_000,
  },
];

type PrizeSeed = {
  kind: 'points' | 'money' | 'physical';
  amount?: number;
  product?: string;
  weight: number;
  names: Texts;
};
const pts = (n: number, weight: number): PrizeSeed => ({
  kind: 'points',
  amount: n,
  weight,
  names: { en: `${n.toLocaleString('en-US')} points`, th: `${n.toLocaleString('en-US')} พอยท์` },
});
const baht = (minor: number, weight: number): PrizeSeed => ({
  kind: 'money',
  amount: minor,
  weight,
  names: {
    en: `฿${(minor / 100).toLocaleString('en-US')} cash`,
    th: `เงินสด ฿${(minor / 100).toLocaleString('en-US')}`,
  },
});
const thing = (product: string, weight: number): PrizeSeed => ({
  kind: 'physical',
  product,
  weight,
  names: PRODUCTS.find((p) => p.art === product)!.names,
});

const BOXES: { tier: string; price: number; names: Texts; descriptions: Texts; prizes: PrizeSeed[] }[] = [
  {
    tier: 'bronze',
    price: 500,
    names: { en: 'Bronze lucky box', th: 'กล่องสุ่มบรอนซ์' },
    descriptions: { en: 'Small prizes, great odds.', th: 'รางวัลเล็ก โอกาสสูง' },
    prizes: [
      pts(200, 4000),
      pts(500, 3000),
      pts(1_000, 1500),
      baht(2_000, 1000),
      baht(10_000, 400),
      thing('power-bank', 100),
    ],
  },
  {
    tier: 'silver',
    price: 2_000,
    names: { en: 'Silver lucky box', th: 'กล่องสุ่มซิลเวอร์' },
    descriptions: { en: 'Bigger cash and gadgets.', th: 'เงินสดและแก็ดเจ็ตที่ใหญ่ขึ้น' },
    prizes: [
      pts(1_000, 3500),
      pts(2_500, 2500),
      baht(10_000, 2000),
      baht(50_000, 1200),
      thing('speaker', 600),
      thing('headphones', 200),
    ],
  },
  {
    tier: 'gold',
    price: 8_000,
    names: { en: 'Gold lucky box', th: 'กล่องสุ่มโกลด์' },
    descriptions: { en: 'Premium prizes up to a smartphone.', th: 'รางวัลพรีเมียมถึงสมาร์ทโฟน' },
    prizes: [pts(5_000, 3500), baht(50_000, 3000), baht(200_000, 1800), thing('smartwatch', 1200), thing('phone', 500)],
  },
  {
    tier: 'diamond',
    price: 30_000,
    names: { en: 'Diamond lucky box', th: 'กล่องสุ่มไดมอนด์' },
    descriptions: { en: 'The top tier: gold and flagship prizes.', th: 'ระดับสูงสุด ลุ้นทองคำและของรางวัลเรือธง' },
    prizes: [pts(20_000, 4000), baht(500_000, 3500), thing('phone', 1800), thing('gold-necklace', 700)],
  },
];

const CARD = {
  price: 300,
  names: { en: 'Random card', th: 'การ์ดสุ่ม' },
  descriptions: { en: 'Pick one of five cards and turn it over.', th: 'เลือกหนึ่งในห้าใบแล้วเปิดดูรางวัล' },
  prizes: [pts(100, 4000), pts(300, 2800), pts(1_000, 1600), baht(5_000, 1200), baht(30_000, 400)],
};

/** The shop's catalogue, the demo earning rules and rates, and the demo member's points. */
export async function seedRewards(services: AppServices): Promise<void> {
  const db = services.db;
  await db
    .insert(rewardEarnRules)
    .values([
      // 1 point per ฿100 on slots and most games, half on live casino and sport, 1 per ฿10 deposited.
      { source: 'bet', currency: 'THB', game_category: '*', points: 1, per_amount: 10_000 },
      { source: 'bet', currency: 'THB', game_category: 'live-casino', points: 1, per_amount: 20_000 },
      { source: 'bet', currency: 'THB', game_category: 'sport', points: 1, per_amount: 20_000 },
      { source: 'deposit', currency: 'THB', game_category: '*', points: 1, per_amount: 1_000 },
      { source: 'bet', currency: 'MYR', game_category: '*', points: 1, per_amount: 1_000 },
      { source: 'deposit', currency: 'MYR', game_category: '*', points: 1, per_amount: 100 },
    ])
    .onConflictDoNothing();
  await db
    .insert(rewardExchangeRates)
    .values([
      // 100 points = ฿10.
      { currency: 'THB', amount_per_point: 10, min_points: 100 },
      { currency: 'MYR', amount_per_point: 1, min_points: 100 },
    ])
    .onConflictDoNothing();

  const productIds = new Map<string, number>();
  for (const [i, p] of PRODUCTS.entries()) {
    const [row] = await db
      .insert(rewardItems)
      .values({
        kind: 'physical',
        names: p.names,
        descriptions: p.descriptions,
        image_url: rewardArtUrl(p.art),
        points_price: p.price,
        stock: p.stock,
        product_value: p.value,
        order_no: i,
      })
      .returning({ id: rewardItems.id });
    productIds.set(p.art, row.id);
  }
  const addItem = async (
    kind: 'lucky_box' | 'random_card',
    order: number,
    item: { tier?: string; price: number; names: Texts; descriptions: Texts; prizes: PrizeSeed[] },
    art: string,
  ) => {
    const [row] = await db
      .insert(rewardItems)
      .values({
        kind,
        tier: item.tier ?? null,
        names: item.names,
        descriptions: item.descriptions,
        image_url: rewardArtUrl(art),
        points_price: item.price,
        stock: null,
        order_no: order,
      })
      .returning({ id: rewardItems.id });
    await db.insert(rewardPrizes).values(
      item.prizes.map((p) => ({
        item_id: row.id,
        kind: p.kind,
        amount: p.amount ?? 0,
        product_id: p.product ? productIds.get(p.product)! : null,
        weight: p.weight,
        names: p.names,
      })),
    );
  };
  for (const [i, box] of BOXES.entries()) await addItem('lucky_box', i, box, `box-${box.tier}`);
  await addItem('random_card', 0, CARD, 'card');

  const found = (await db.execute(sql`SELECT id FROM users WHERE lower(username) = 'demo'`)) as unknown as {
    rows: { id: number }[];
  };
  const demo = found.rows[0];
  if (demo)
    await services.points.award(null, {
      memberId: Number(demo.id),
      points: DEMO_POINTS,
      key: 'seed:rewards:demo',
      reason: 'received_point_trigger',
      meta: { reason: 'demo points' },
    });
}
