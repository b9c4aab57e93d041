import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '../../../server/ws/bus.ts';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../server/testing.ts';
import { createMember, launch } from '../../../server/testing/players.ts';
import {
  COUPON_IP_LIMIT,
  COUPON_MEMBER_LIMIT,
  createCouponsService,
  drawCouponCode,
} from './coupons.service.server.ts';
import { redeemFormSchema, type CouponDefinition } from './coupons.schemas.ts';
import { couponRedemptions, coupons } from './coupons.table.server.ts';
import { action, loader } from './routes/coupon.tsx';

let t: TestApp;
const events: MemberEvent[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  t.services.bus.subscribe((e) => events.push(e));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const main = (memberId: number) => t.services.ledger.balance({ member: memberId, wallet: 'main', currency: 'THB' });
const sessionMember = (memberId: number) => ({ id: memberId, username: 'p', sessionId: '', currencyId: 1 });
const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${t.config.opsToken}` }, payload: payload as object });

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function addCoupon(def: Partial<CouponDefinition> & Pick<CouponDefinition, 'kind'>) {
  const res = await ops('POST', '/ops/coupons', { name: { en: 'Test coupon' }, currency: 'THB', ...def });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { coupons: { id: number }[]; codes: { member_id: number | null; code: string }[] };
}

async function redeemByForm(memberId: number, code: string, ip = freshIp()) {
  return action({
    request: formRequest('/en/coupon', { intent: 'redeem', code, _js: '1' }),
    params: { lang: 'en' },
    context: routeContext(t.services, { member: sessionMember(memberId), ip }),
  } as never);
}
/** What the coupon page's action answers: the form's result, or the redeemed coupon. */
interface ActionBody {
  result: { error: { code: { errorCode: string }[] } };
  redeemed: unknown;
}
const bodyOf = (res: unknown) => (res as { data: ActionBody; init?: { status?: number } }).data;
const statusOf = (res: unknown) => (res as { init?: { status?: number } | null }).init?.status ?? 200;

describe('the redeem form', () => {
  it('asks for a code of at least 4 characters, in the schema the form and the server share', () => {
    const codes = (v: unknown) => redeemFormSchema.safeParse({ code: v }).error?.issues.map((i) => i.message) ?? ['ok'];
    expect(codes(undefined)).toEqual(['COUPON_CODE_REQUIRED']);
    expect(codes('   ')).toEqual(['COUPON_CODE_REQUIRED']);
    expect(codes('abc')).toEqual(['COUPON_CODE_TOO_SHORT']);
    expect(codes('ab12')).toEqual(['ok']);
  });

  it('the action answers the field errors (400) and changes nothing', async () => {
    const { memberId } = await createMember(t);
    for (const [code, expected] of [
      ['', { errorCode: 'COUPON_CODE_REQUIRED' }],
      ['ab', { errorCode: 'COUPON_CODE_TOO_SHORT', params: { min: 4 } }],
    ] as const) {
      const res = await redeemByForm(memberId, code);
      expect(statusOf(res)).toBe(400);
      expect(bodyOf(res).result.error.code).toEqual([expected]);
    }
    expect(await t.services.coupons.history(memberId, 'en', { limit: 10, skip: 0 })).toMatchObject({ total: 0 });
    expect(await main(memberId)).toBe(0);
  });

  it('the messages exist in every language', async () => {
    for (const locale of Object.keys(t.services.errorTexts)) {
      const texts = t.services.errorTexts[locale as 'en'];
      for (const code of [
        'COUPON_CODE_REQUIRED',
        'COUPON_CODE_TOO_SHORT',
        'COUPON_TOO_MANY_ATTEMPTS',
        'COUPON_UNDER_VERIFICATION',
      ])
        expect(texts[code], `${locale} ${code}`).toBeTruthy();
    }
    expect(t.services.errorTexts.en.COUPON_CODE_REQUIRED).toBe('Please enter a coupon code.');
  });

  it('a refused code shows under the field; success credits main once and publishes COUPON_PROMOTION', async () => {
    const { memberId } = await createMember(t);
    const unknown = await redeemByForm(memberId, 'NOPE1234');
    expect(statusOf(unknown)).toBe(404);
    expect(bodyOf(unknown).result.error.code).toEqual([{ errorCode: 'COUPON_NOT_FOUND' }]);

    events.length = 0;
    const ok = await redeemByForm(memberId, 'welcome100');
    expect(statusOf(ok)).toBe(200);
    expect(bodyOf(ok).redeemed).toMatchObject({ status: 'success', amount: 10_000, kind: 'credit' });
    expect(await main(memberId)).toBe(10_000);
    expect(events.filter((e) => e.memberId === memberId && e.topic === 'COUPON_PROMOTION')).toHaveLength(1);

    const again = await redeemByForm(memberId, 'WELCOME100');
    expect(statusOf(again)).toBe(409);
    expect(bodyOf(again).result.error.code).toEqual([{ errorCode: 'COUPON_ALREADY_REDEEMED' }]);
    expect(await main(memberId)).toBe(10_000);
  });

  it('without JavaScript a success goes to the coupon page with the success dialog', async () => {
    const { memberId } = await createMember(t);
    const { codes } = await addCoupon({ kind: 'credit', amount: 2_500 });
    const res = await action({
      request: formRequest('/en/coupon', { intent: 'redeem', code: codes[0]!.code }),
      params: { lang: 'en' },
      context: routeContext(t.services, { member: sessionMember(memberId), ip: freshIp() }),
    } as never).catch((r: unknown) => r);
    expect((res as Response).status).toBe(302);
    const to = (res as Response).headers.get('location')!;
    expect(to).toMatch(/^\/en\/coupon\?redeemed=\d+$/);
    const page = await loader({
      request: new Request(`http://localhost${to}`),
      params: { lang: 'en' },
      context: routeContext(t.services, { member: sessionMember(memberId) }),
    } as never);
    expect((page as { redeemed: unknown }).redeemed).toMatchObject({ status: 'success', amount: 2_500 });
  });
});

describe('codes', () => {
  it('are drawn from 31 symbols, 12 long, and only their keyed hash is stored', async () => {
    const drawn = new Set(Array.from({ length: 2_000 }, () => drawCouponCode()));
    expect(drawn.size).toBe(2_000);
    for (const c of drawn) expect(c).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{12}$/);
    const { coupons: made, codes } = await addCoupon({ kind: 'credit', amount: 100 });
    const [row] = await t.services.db.select().from(coupons).where(eq(coupons.id, made[0]!.id));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(codes[0]!.code);
  });

  it("a member's own code is theirs alone", async () => {
    const owner = await createMember(t);
    const other = await createMember(t);
    const { codes } = await addCoupon({ kind: 'credit', amount: 700, member_ids: [owner.memberId] });
    const refused = await redeemByForm(other.memberId, codes[0]!.code);
    expect(bodyOf(refused).result.error.code).toEqual([{ errorCode: 'COUPON_NOT_FOUND' }]);
    const list = await t.services.coupons.list(owner.memberId, 'en');
    expect(list).toEqual([expect.objectContaining({ status: 'pending', code_hint: codes[0]!.code.slice(-4) })]);
    const claimed = await t.services.coupons.claim(owner.memberId, list[0]!.id, { ip: freshIp(), locale: 'en' });
    expect(claimed.status).toBe('success');
    expect(await main(owner.memberId)).toBe(700);
  });
});

describe('money under concurrency', () => {
  it('a coupon redeemed many times in parallel by one member pays once', async () => {
    const { memberId } = await createMember(t);
    const { codes } = await addCoupon({ kind: 'credit', amount: 12_345, max_uses: 100 });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        t.services.coupons.redeem(memberId, codes[0]!.code, { ip: freshIp(), locale: 'en' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect((r.reason as { errorCode: string }).errorCode).toBe('COUPON_ALREADY_REDEEMED');
    expect(await main(memberId)).toBe(12_345);
  });

  it('the usage cap holds under parallel redemptions by different members', async () => {
    const members = await Promise.all(Array.from({ length: 9 }, () => createMember(t)));
    const { coupons: made, codes } = await addCoupon({ kind: 'credit', amount: 1_000, max_uses: 3 });
    const results = await Promise.allSettled(
      members.map((m) => t.services.coupons.redeem(m.memberId, codes[0]!.code, { ip: freshIp(), locale: 'en' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { errorCode: string }).errorCode).toBe('COUPON_UNAVAILABLE');
    const balances = await Promise.all(members.map((m) => main(m.memberId)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(3_000);
    const [row] = await t.services.db.select().from(coupons).where(eq(coupons.id, made[0]!.id));
    expect(row!.used_count).toBe(3);
  });

  it('the ledger verifies clean', async () => {
    const report = await t.services.ledger.verify();
    expect(report.mismatches).toEqual([]);
    expect(report.negativeMemberAccounts).toBe(0);
    expect(report.ok).toBe(true);
  });
});

describe('throttling', () => {
  it('a member is refused after too many attempts, with a localized message and the wait', async () => {
    const { memberId } = await createMember(t);
    for (let i = 0; i < COUPON_MEMBER_LIMIT.limit; i++) {
      const res = await redeemByForm(memberId, `WRONG${randomUUID().slice(0, 8)}`);
      expect(bodyOf(res).result.error.code[0].errorCode).toBe('COUPON_NOT_FOUND');
    }
    const refused = await redeemByForm(memberId, 'WELCOME100');
    expect(statusOf(refused)).toBe(429);
    expect(bodyOf(refused).result.error.code).toEqual([
      { errorCode: 'COUPON_TOO_MANY_ATTEMPTS', params: { minutes: 15 } },
    ]);
    expect(await main(memberId)).toBe(0);
  });

  it('an address is refused after too many attempts, whichever members try', async () => {
    const ip = freshIp();
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(t)));
    let refused = 0;
    for (let i = 0; i <= COUPON_IP_LIMIT.limit; i++) {
      const m = members[i % members.length]!;
      try {
        await t.services.coupons.redeem(m.memberId, `WRONG${i}xyz`, { ip, locale: 'en' });
      } catch (err) {
        if ((err as { errorCode: string }).errorCode === 'COUPON_TOO_MANY_ATTEMPTS') refused++;
      }
    }
    expect(refused).toBe(1);
  });

  it('over the API too (429 with the message)', async () => {
    const { accessToken } = await createMember(t);
    let last = 0;
    for (let i = 0; i <= COUPON_MEMBER_LIMIT.limit; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mb/coupon-member',
        headers: { authorization: `Bearer ${accessToken}`, 'x-forwarded-for': freshIp() },
        payload: { code: `NOPE${i}abcd` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('coupons under verification', () => {
  it('block deposits, withdrawals and play until the operator approves; then pay once', async () => {
    const { memberId, accessToken } = await createMember(t, { funds: 50_000 });
    const member = { id: memberId, currencyId: 1 };
    const redeemed = await t.services.coupons.redeem(memberId, 'VERIFY300', { ip: freshIp(), locale: 'en' });
    expect(redeemed.status).toBe('under_verification');
    expect(await main(memberId)).toBe(50_000);

    const code = (p: Promise<unknown>) => p.then(() => 'ok').catch((e: { errorCode?: string }) => e.errorCode);
    expect(await code(t.services.cashbox.withdraw(member, 10_000))).toBe('COUPON_UNDER_VERIFICATION');
    expect(
      await code(t.services.cashbox.depositSlip(member, { payment_bank_information_id: 1, deposit_amount: 100 })),
    ).toBe('COUPON_UNDER_VERIFICATION');
    expect(
      await code(
        t.services.cashbox.depositGateway(member, { payment_type_code: 'PROMPTPAY', deposit_amount: 100 } as never, {
          locale: 'en',
          returnUrl: 'http://localhost/',
        }),
      ),
    ).toBe('COUPON_UNDER_VERIFICATION');
    const blocked = await launch(t, accessToken);
    expect(blocked.status).toBe(403);
    expect(blocked.body.errorCode).toBe('COUPON_UNDER_VERIFICATION');
    expect(blocked.body.messages.th).toContain('คูปอง');

    const waiting = await ops('GET', '/ops/coupon-redemptions?status=under_verification');
    expect(waiting.json().data.map((r: { id: number }) => r.id)).toContain(redeemed.redemption_id);
    events.length = 0;
    const [a, b] = await Promise.all([
      ops('POST', `/ops/coupon-redemptions/${redeemed.redemption_id}/approve`, {}),
      ops('POST', `/ops/coupon-redemptions/${redeemed.redemption_id}/approve`, {}),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await main(memberId)).toBe(80_000);
    expect(events.filter((e) => e.memberId === memberId && e.topic === 'COUPON_PROMOTION')).toHaveLength(1);
    expect((await launch(t, accessToken)).status).toBe(201);
    expect(await t.services.coupons.underVerification(memberId)).toBe(false);
  });

  it('a rejected one pays nothing and lifts the block (status fail)', async () => {
    const { memberId } = await createMember(t);
    const { codes } = await addCoupon({ kind: 'credit', amount: 5_000, needs_verification: true, max_uses: 5 });
    const r = await t.services.coupons.redeem(memberId, codes[0]!.code, { ip: freshIp(), locale: 'en' });
    expect(await t.services.coupons.underVerification(memberId)).toBe(true);
    const res = await ops('POST', `/ops/coupon-redemptions/${r.redemption_id}/reject`, { note: 'no' });
    expect(res.json().data.status).toBe('fail');
    expect(await t.services.coupons.underVerification(memberId)).toBe(false);
    expect(await main(memberId)).toBe(0);
    const history = await t.services.coupons.history(memberId, 'en', { limit: 5, skip: 0 });
    expect(history.data.map((h) => h.status)).toEqual(['fail']);
  });
});

describe('points and promotions', () => {
  it('a points coupon awards points once (reason coupon)', async () => {
    const { memberId } = await createMember(t);
    const res = await Promise.allSettled([
      t.services.coupons.redeem(memberId, 'LUCKY500', { ip: freshIp(), locale: 'en' }),
      t.services.coupons.redeem(memberId, 'LUCKY500', { ip: freshIp(), locale: 'en' }),
    ]);
    expect(res.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await t.services.points.balance(memberId)).toBe(500);
    const h = await t.services.points.history(memberId, { page: 1, limit: 10 });
    expect(h.data).toEqual([expect.objectContaining({ reason: 'coupon' })]);
  });

  it('a promotion coupon joins the promotion; a refusal undoes the redemption', async () => {
    const free = (await t.services.promotions.list('en', { kind: 'free_credit' }))[0]!;
    const { memberId } = await createMember(t);
    const { codes } = await addCoupon({ kind: 'promotion', promotion_information_id: free.id, max_uses: 10 });
    const joined = await t.services.coupons.redeem(memberId, codes[0]!.code, { ip: freshIp(), locale: 'en' });
    expect(joined.status).toBe('joined');
    expect(await t.services.promotions.current(memberId, 'en')).not.toBeNull();

    const { codes: second } = await addCoupon({ kind: 'promotion', promotion_information_id: free.id, max_uses: 10 });
    const refused = await t.services.coupons
      .redeem(memberId, second[0]!.code, { ip: freshIp(), locale: 'en' })
      .catch((e: { errorCode: string }) => e.errorCode);
    expect(refused).toBe('COUPON_PROMOTION_REFUSED');
    const rows = await t.services.db.select().from(couponRedemptions).where(eq(couponRedemptions.member_id, memberId));
    expect(rows).toHaveLength(1);
  });
});

describe('the coupon page', () => {
  it('sends the member home when the coupons cannot load and coupons are not enabled', async () => {
    const { memberId } = await createMember(t);
    const off = createCouponsService({
      db: t.services.db,
      ledger: t.services.ledger,
      bus: t.services.bus,
      secret: 'x',
      rateLimits: t.services.rateLimits,
      points: () => t.services.points,
      promotions: () => t.services.promotions,
      memberCurrency: async () => 'THB',
      enabled: async () => false,
    });
    const res = await loader({
      request: new Request('http://localhost/en/coupon'),
      params: { lang: 'en' },
      context: routeContext({ ...t.services, coupons: off }, { member: sessionMember(memberId) }),
    } as never).catch((r: unknown) => r);
    expect((res as Response).status).toBe(302);
    expect((res as Response).headers.get('location')).toBe('/en');
  });

  it('lists the demo member history seeded through the real path', async () => {
    const demo = await t.services.auth.setPrivilege('demo', 'coupon', true);
    const history = await t.services.coupons.history(demo!, 'en', { limit: 10, skip: 0 });
    expect(history.data.map((h) => h.status).sort()).toEqual(['fail', 'success', 'success']);
    const list = await t.services.coupons.list(demo!, 'en');
    expect(list.map((c) => c.status)).toEqual(expect.arrayContaining(['pending', 'unavailable']));
    expect(await t.services.coupons.underVerification(demo!)).toBe(false);
  });

  it('coupon-member answers the member list in the language asked for, coupon-history pages', async () => {
    const demo = await t.services.auth.setPrivilege('demo', 'coupon', true);
    const { accessToken } = await t.services.tokens.issue(demo!, {});
    const th = await t.services.locale.languageByCode('th');
    const res = await t.app.inject({
      method: 'GET',
      url: `/mb/coupon-member?language_id=${th!.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toContain('วันเกิด ฿200');
    const page = await t.app.inject({
      method: 'GET',
      url: '/mb/coupon-history?$limit=2',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(page.json()).toMatchObject({ total: 3, limit: 2 });
    expect(page.json().data).toHaveLength(2);
    const anonymous = await t.app.inject({ method: 'GET', url: '/mb/coupon-member' });
    expect(anonymous.statusCode).toBe(401);
  });
});
