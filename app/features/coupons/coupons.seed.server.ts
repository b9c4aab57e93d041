import type { AppServices } from '../../../server/services.ts';
import { DEMO_USERNAME } from '../auth/auth.schemas.ts';

const YEAR_MS = 365 * 86_400_000;

/**
 * Public campaign codes anyone may try (docs/coupons.md): WELCOME100 (฿100 to main), LUCKY500 (500 points) and
 * VERIFY300 (฿300 after the operator's approval: it pauses play, deposits and withdrawals until then). The demo
 * member gets a history through the real redemption path (money through the ledger, points through the points
 * service): a campaign coupon and a points coupon redeemed, one refused by the operator, one of their own still
 * to redeem, and one expired.
 */
export async function seedCoupons(services: AppServices): Promise<void> {
  const coupons = services.coupons;
  const inAYear = new Date(Date.now() + YEAR_MS);
  const add = (def: Parameters<typeof coupons.opsCreate>[0]) => coupons.opsCreate(def);
  const base = {
    description: {},
    currency: 'THB',
    amount: 0,
    points: 0,
    promotion_information_id: null,
    needs_verification: false,
    max_uses: 1,
    starts_at: null,
    expires_at: inAYear,
  };
  await add({
    ...base,
    name: { en: 'Welcome ฿100', th: 'ต้อนรับ ฿100' },
    description: {
      en: '฿100 straight to your main wallet. One per member.',
      th: 'รับ ฿100 เข้ากระเป๋าหลักทันที สมาชิกละหนึ่งครั้ง',
    },
    kind: 'credit',
    amount: 10_000,
    code: 'WELCOME100',
    max_uses: 100_000,
  });
  await add({
    ...base,
    name: { en: 'Lucky 500 points', th: 'พอยท์นำโชค 500' },
    description: { en: '500 points for the rewards shop.', th: 'รับ 500 พอยท์สำหรับแลกของรางวัล' },
    kind: 'points',
    points: 500,
    code: 'LUCKY500',
    max_uses: 100_000,
  });
  await add({
    ...base,
    name: { en: 'Verified ฿300', th: 'เครดิต ฿300 (ตรวจสอบ)' },
    description: {
      en: '฿300 once our staff have verified it. Until then playing, deposits and withdrawals are paused.',
      th: 'รับ ฿300 หลังเจ้าหน้าที่ตรวจสอบ ระหว่างนั้นการเล่น การฝาก และการถอนจะถูกพักไว้',
    },
    kind: 'credit',
    amount: 30_000,
    needs_verification: true,
    code: 'VERIFY300',
    max_uses: 10_000,
  });

  // The demo member's history.
  const demoId = await services.auth.setPrivilege(DEMO_USERNAME, 'coupon', true);
  if (demoId === null) return;
  const meta = { ip: 'seed', locale: 'en' };
  const spring = await add({
    ...base,
    name: { en: 'Songkran ฿50', th: 'สงกรานต์ ฿50' },
    kind: 'credit',
    amount: 5_000,
    code: 'SONGKRAN50DEMO',
  });
  await coupons.redeem(demoId, spring.codes[0]!.code, meta);
  const weekend = await add({
    ...base,
    name: { en: 'Weekend 300 points', th: 'พอยท์สุดสัปดาห์ 300' },
    kind: 'points',
    points: 300,
    member_ids: [demoId],
  });
  await coupons.claim(demoId, weekend.coupons[0]!.id, meta);
  const checked = await add({
    ...base,
    name: { en: 'High roller ฿1,000', th: 'ไฮโรลเลอร์ ฿1,000' },
    kind: 'credit',
    amount: 100_000,
    needs_verification: true,
    member_ids: [demoId],
  });
  const waiting = await coupons.claim(demoId, checked.coupons[0]!.id, meta);
  await coupons.opsReject(waiting.redemption_id, 'turnover not met');
  await add({
    ...base,
    name: { en: 'Birthday ฿200', th: 'วันเกิด ฿200' },
    description: { en: 'Happy birthday! ฿200 for you.', th: 'สุขสันต์วันเกิด รับ ฿200' },
    kind: 'credit',
    amount: 20_000,
    member_ids: [demoId],
  });
  await add({
    ...base,
    name: { en: 'New Year ฿100', th: 'ปีใหม่ ฿100' },
    kind: 'credit',
    amount: 10_000,
    member_ids: [demoId],
    starts_at: new Date(Date.now() - 2 * YEAR_MS),
    expires_at: new Date(Date.now() - YEAR_MS),
  });
}
