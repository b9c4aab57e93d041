import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import {
  createTestApp,
  formRequest,
  routeContext,
  testDatabaseKind,
  type TestApp,
} from '../../../../server/testing.ts';
import { createMember } from '../../../../server/testing/players.ts';
import { gatewayEnv, startFakeGateway, type FakeGateway } from '../../../../server/testing/gateway.ts';
import type { FormResult } from '../../../shared/forms.ts';
import type { CashboxActionData } from '../cashbox.forms.server.ts';
import { action, loader } from './wallet.tsx';

/** The wallet page's action as a form without JavaScript reaches it: bad input changes nothing, successes redirect. */

let t: TestApp;
let gw: FakeGateway;
beforeAll(async () => {
  gw = await startFakeGateway();
  t = await createTestApp({ seed: true, env: gatewayEnv(gw) });
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

async function memberOf(funds = 0): Promise<Member> {
  const { accessToken } = await createMember(t, { funds });
  return (await t.services.tokens.verify(accessToken))!;
}

async function post(
  who: Member | null,
  request: Request,
): Promise<{ status: number; data?: CashboxActionData; location?: string | null }> {
  try {
    const out = (await action({
      request,
      params: { lang: 'en' },
      context: routeContext(t.services, { member: who }),
    } as never)) as unknown;
    const d = out as { data: CashboxActionData; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, data: d.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get('location') };
    throw thrown;
  }
}
const form = (fields: Record<string, string>) => formRequest('/en/setting/wallet', fields);
const errors = (result: FormResult | undefined) =>
  Object.fromEntries(Object.entries(result?.error ?? {}).map(([k, v]) => [k, (v ?? []).map((e) => e.errorCode)]));
const main = async (m: Member) => (await t.services.ledger.memberBalances(m.id, 'THB')).main;

describe(`the wallet page action (${testDatabaseKind()})`, () => {
  it('sends a visitor to log in', async () => {
    const r = await post(null, form({ intent: 'withdraw', amount: '100' }));
    expect(r.status).toBe(302);
    expect(r.location).toBe('/en?modal=login');
  });

  it('withdraw: bad amounts answer 400 under the field and hold nothing; a good one redirects', async () => {
    const m = await memberOf(500_000);
    for (const [amount, code] of [
      ['', 'AMOUNT_REQUIRED'],
      ['12a', 'AMOUNT_NUMERIC'],
      ['50', 'AMOUNT_TOO_LOW'],
      ['60000', 'AMOUNT_TOO_HIGH'],
    ]) {
      const r = await post(m, form({ intent: 'withdraw', amount }));
      expect(r.status).toBe(400);
      expect(errors(r.data?.result)).toEqual({ amount: [code] });
    }
    expect(await main(m)).toBe(500_000);
    const ok = await post(m, form({ intent: 'withdraw', amount: '2000' }));
    expect(ok).toMatchObject({ status: 302, location: '/en/setting/wallet?done=withdraw' });
    expect(await main(m)).toBe(300_000);
    // A second one while the first is processing: the service's refusal, as the form's error.
    const again = await post(m, form({ intent: 'withdraw', amount: '200' }));
    expect(again.status).toBe(409);
    expect(again.data?.result.error?.['']?.[0].errorCode).toBe('WITHDRAWAL_PENDING');
  });

  it('transfer: over the balance is refused under the amount; a repeat of one form moves once', async () => {
    const m = await memberOf();
    await t.services.ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: { member: m.id, wallet: 'rebate', currency: 'THB' },
      amount: 1_000,
      currency: 'THB',
      key: `test:rebate:${m.id}`,
      kind: 'rebate',
    });
    const over = await post(m, form({ intent: 'transfer', wallet: 'rebate', amount: '20' }));
    expect(over.status).toBe(400);
    expect(errors(over.data?.result)).toEqual({ amount: ['AMOUNT_OVER_BALANCE'] });
    const key = `k${randomBytes(8).toString('hex')}`;
    for (let i = 0; i < 2; i++) {
      const ok = await post(m, form({ intent: 'transfer', wallet: 'rebate', amount: '4', client_key: key }));
      expect(ok).toMatchObject({ status: 302, location: '/en/setting/wallet?view=transfer&done=transfer' });
    }
    expect(await t.services.ledger.memberBalances(m.id, 'THB')).toMatchObject({ main: 400, rebate: 600 });
  });

  it('deposit by PromptPay: creates the payment and shows it; the page draws its QR', async () => {
    const m = await memberOf();
    const low = await post(m, form({ intent: 'deposit', method: 'PROMPTPAY', deposit_amount: '5' }));
    expect(errors(low.data?.result)).toEqual({ deposit_amount: ['AMOUNT_TOO_LOW'] });
    const ok = await post(m, form({ intent: 'deposit', method: 'PROMPTPAY', deposit_amount: '120.50' }));
    expect(ok).toMatchObject({ status: 302, location: '/en/setting/wallet?view=deposit' });
    expect(gw.calls.at(-1)?.body).toMatchObject({ method: 'PROMPTPAY', amount: 12_050 });
    const page = (await loader({
      request: new Request('http://localhost/en/setting/wallet?view=deposit'),
      params: { lang: 'en' },
      context: routeContext(t.services, { member: m }),
    } as never)) as Awaited<ReturnType<typeof loader>>;
    expect(page.view).toBe('deposit');
    expect(page.data?.pending).toMatchObject({
      amount: 12_050,
      status: 'pending',
      qr_image: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(page.data?.pending?.seconds_left).toBeGreaterThan(500);
    // A second deposit form while this one is pending is refused.
    const second = await post(m, form({ intent: 'deposit', method: 'PROMPTPAY', deposit_amount: '100' }));
    expect(second.status).toBe(409);
  });

  it('deposit by bank transfer with a slip: multipart, checked and attached; a too large body is refused unread', async () => {
    const m = await memberOf();
    const types = await t.services.cashbox.paymentTypes({ id: m.id, currencyId: m.currencyId }, { include: true });
    const scb = types.find((x) => x.category === 'SLIP')!.payment_bank_information!.find((b) => b.bank_code === 'SCB')!;
    const png = await QRCode.toBuffer('not a slip qr', { width: 200 });
    // The body as a browser sends it: the encoded multipart bytes with their boundary.
    const multipart = async (file: Blob) => {
      const f = new FormData();
      f.set('intent', 'deposit');
      f.set('method', 'SLIP');
      f.set('payment_bank_information_id', String(scb.id));
      f.set('deposit_amount', '500');
      f.set('slip', file, 'slip.png');
      const encoded = new Response(f);
      return new Request('http://localhost/en/setting/wallet', {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type')! },
        body: await encoded.arrayBuffer(),
      });
    };
    const svg = await post(
      m,
      await multipart(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' })),
    );
    expect(svg.status).toBe(400);
    expect(errors(svg.data?.result)).toEqual({ slip: ['SLIP_NOT_IMAGE'] });
    const big = await post(m, await multipart(new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' })));
    expect(big.status).toBe(400);
    expect(errors(big.data?.result)).toEqual({ slip: ['SLIP_TOO_LARGE'] });
    expect(await t.services.cashbox.pendingDeposit({ id: m.id, currencyId: m.currencyId })).toBeNull();
    const ok = await post(m, await multipart(new Blob([new Uint8Array(png)], { type: 'image/png' })));
    expect(ok).toMatchObject({ status: 302, location: '/en/setting/wallet?done=deposit' });
    const pending = await t.services.cashbox.pendingDeposit({ id: m.id, currencyId: m.currencyId });
    expect(pending).toMatchObject({ category: 'SLIP', amount: 50_000, status: 'pending' });
    expect(pending?.paid_at).not.toBeNull();
  });
});
