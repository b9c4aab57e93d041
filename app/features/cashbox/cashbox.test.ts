import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { slipVerify } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';
import type { ActivityLogView, PaymentTypeView, TransferStatusView } from './cashbox.schemas.ts';
import type { OpsDeposit } from './cashbox.service.server.ts';
import { deliverWebhook, gatewayEnv, startFakeGateway, type FakeGateway } from '../../../server/testing/gateway.ts';

let t: TestApp;
let gw: FakeGateway;
const published: { memberId: number; topic: string; data: unknown }[] = [];

beforeAll(async () => {
  gw = await startFakeGateway();
  t = await createTestApp({ seed: true, env: gatewayEnv(gw) });
  t.services.bus.subscribe((e) => published.push(e as never));
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const balances = (memberId: number) => t.services.ledger.memberBalances(memberId, 'THB');

async function post(token: string, url: string, payload: unknown) {
  const res = await t.app.inject({ method: 'POST', url, headers: auth(token), payload: payload as object });
  return { status: res.statusCode, body: res.json() };
}
async function get(token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: auth(token) });
  return { status: res.statusCode, body: res.json() };
}
const ops = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app
    .inject({ method, url, headers: { authorization: `Bearer ${t.config.opsToken}` }, payload: payload as object })
    .then((r) => ({ status: r.statusCode, body: r.json() }));

function succeeded(deposit: { deposit_id: number; payment_id: string }, amount: number, paid?: number) {
  return {
    type: 'payment.succeeded',
    data: {
      payment_id: deposit.payment_id,
      merchant_reference: String(deposit.deposit_id),
      amount,
      currency: 'THB',
      ...(paid !== undefined ? { paid_amount: paid } : {}),
      occurred_at: new Date().toISOString(),
    },
  };
}

async function gatewayDeposit(token: string, code: string, baht: number) {
  const res = await post(token, '/mb/deposit-gateway', { payment_type_code: code, deposit_amount: baht });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { deposit_id: number; payment_id: string; amount: number; fee: number; qr_payload?: string };
}

describe(`cashbox deposits through the gateway (${testDatabaseKind()})`, () => {
  it('creates a PromptPay payment at the gateway with a signed request and the contract body', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 150.25);
    expect(d.amount).toBe(150.25);
    expect(d.fee).toBe(0);
    expect(d.qr_payload).toMatch(/^000201/);
    const call = gw.calls.find((c) => c.path === '/api/payments' && c.body.merchant_reference === String(d.deposit_id));
    expect(call?.verified).toBe(true);
    expect(call?.body).toMatchObject({ method: 'PROMPTPAY', amount: 15_025, fee: 0, currency: 'THB' });
    expect((call?.body.payer as { name?: string } | undefined)?.name).toBe('Test Player');
    // The pending deposit is shown instead of a second form, and a second deposit is refused.
    const pending = await get(m.accessToken, '/mb/check-pending-deposit');
    expect(pending.body.data[0]).toMatchObject({ id: d.deposit_id, status: 'pending', qr_payload: d.qr_payload });
    const second = await post(m.accessToken, '/mb/deposit-gateway', {
      payment_type_code: 'PROMPTPAY',
      deposit_amount: 100,
    });
    expect(second.status).toBe(409);
    expect(second.body.errorCode).toBe('DEPOSIT_PENDING');
  });

  it('refuses amounts outside the payment type limits and non-numbers, creating nothing', async () => {
    const m = await createMember(t);
    const before = gw.calls.length;
    const low = await post(m.accessToken, '/mb/deposit-gateway', { payment_type_code: 'PROMPTPAY', deposit_amount: 5 });
    expect(low.status).toBe(400);
    expect(low.body.errorCode).toBe('AMOUNT_TOO_LOW');
    expect(low.body.data.errors[0]).toMatchObject({
      path: 'deposit_amount',
      params: { min: '20.00', max: '50,000.00' },
    });
    const text = await post(m.accessToken, '/mb/deposit-gateway', {
      payment_type_code: 'PROMPTPAY',
      deposit_amount: '100',
    });
    expect(text.status).toBe(400);
    const decimals = await post(m.accessToken, '/mb/deposit-gateway', {
      payment_type_code: 'PROMPTPAY',
      deposit_amount: 100.001,
    });
    expect(decimals.body.errorCode).toBe('AMOUNT_NUMERIC');
    expect(gw.calls.length).toBe(before);
    expect((await get(m.accessToken, '/mb/check-pending-deposit')).body.total).toBe(0);
  });

  it('credits a webhook once whether it is replayed 10 times in a row or 10 times at once', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 500);
    const body = succeeded(d, 50_000);
    const id = `evt_${randomUUID()}`;
    const at = new Date();
    for (let i = 0; i < 10; i++) expect((await deliverWebhook(t, body, { id, at })).status).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t, body, { id, at })));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect((await balances(m.memberId)).main).toBe(50_000);
    // Another event id for the same payment is recorded but credits nothing more.
    expect((await deliverWebhook(t, body)).body.outcome).toBe('ignored');
    expect((await balances(m.memberId)).main).toBe(50_000);
    const deposits = published.filter((e) => e.memberId === m.memberId && e.topic === 'DEPOSIT');
    expect(deposits).toHaveLength(1);
    expect(deposits[0].data).toMatchObject({ status: 'success', amount: 50_000, currency: 'THB' });
    // The deposit asks for 1× its amount in turnover (operator's rule), and is logged.
    const cfg = await get(m.accessToken, '/mb/config-withdrawal');
    expect(cfg.body.data[0]).toMatchObject({ turn_deposit: 0, turn_deposit_target: 50_000, turnover_done: false });
    const log = await get(m.accessToken, '/mb/activity-logs');
    expect(log.body.data.map((r: ActivityLogView) => r.type)).toEqual(['deposit']);
  });

  it('credits 10 parallel deliveries of distinct events for one payment once', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 300);
    const body = succeeded(d, 30_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(t, body)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await balances(m.memberId)).main).toBe(30_000);
  });

  it('refuses a bad signature, a stale timestamp and an unknown payment, crediting nothing', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 200);
    const body = succeeded(d, 20_000);
    const bad = await deliverWebhook(t, body, { secret: `whsec_${Buffer.alloc(32, 7).toString('base64')}` });
    expect(bad.status).toBe(401);
    const stale = await deliverWebhook(t, body, { at: new Date(Date.now() - 301_000) });
    expect(stale.status).toBe(401);
    const future = await deliverWebhook(t, body, { at: new Date(Date.now() + 301_000) });
    expect(future.status).toBe(401);
    const garbled = await deliverWebhook(t, body, { signature: 'v1,AAAA' });
    expect(garbled.status).toBe(401);
    const unknown = await deliverWebhook(t, { ...body, data: { ...body.data, merchant_reference: '999999999' } });
    expect(unknown.status).toBe(404);
    const otherPayment = await deliverWebhook(t, { ...body, data: { ...body.data, payment_id: 'pay_other' } });
    expect(otherPayment.status).toBe(404);
    const otherCurrency = await deliverWebhook(t, { ...body, data: { ...body.data, currency: 'MYR' } });
    expect(otherCurrency.status).toBe(404);
    expect((await balances(m.memberId)).main).toBe(0);
    // Rotated keys: one of several signatures is enough.
    const { Webhook } = await import('standardwebhooks');
    const raw = JSON.stringify(body);
    const at = new Date();
    const good = new Webhook((await import('../../../server/testing/gateway.ts')).TEST_GATEWAY_SECRET).sign(
      'evt_rot',
      at,
      raw,
    );
    const rotated = await deliverWebhook(t, body, { id: 'evt_rot', at, signature: `v1,AAAA ${good}` });
    expect(rotated.status).toBe(200);
    expect((await balances(m.memberId)).main).toBe(20_000);
  });

  it('credits what was paid when it differs from what was asked, and flags it', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 1000);
    const r = await deliverWebhook(t, succeeded(d, 100_000, 90_000));
    expect(r.body.outcome, JSON.stringify(r)).toBe('credited_mismatch');
    expect((await balances(m.memberId)).main).toBe(90_000);
    const list = await ops('GET', '/ops/deposits?status=success');
    const row = list.body.data.find((x: OpsDeposit) => x.id === d.deposit_id);
    expect(row).toMatchObject({ amount: 100_000, paid_amount: 90_000, credited_amount: 90_000, amount_mismatch: true });
  });

  it('records the TrueWallet 1.9 % fee and credits the rest', async () => {
    const m = await createMember(t);
    const fees = await t.services.ledger.balance({ house: 'fees', currency: 'THB' });
    const d = await gatewayDeposit(m.accessToken, 'TRUEWALLET', 1000);
    expect(d.fee).toBe(19);
    expect(gw.calls.at(-1)?.body).toMatchObject({
      method: 'TRUEWALLET',
      amount: 100_000,
      fee: 1_900,
      expires_in_seconds: 300,
    });
    await deliverWebhook(t, succeeded(d, 100_000));
    expect((await balances(m.memberId)).main).toBe(98_100);
    expect(await t.services.ledger.balance({ house: 'fees', currency: 'THB' })).toBe(fees + 1_900);
    const history = await get(m.accessToken, '/mb/deposit-transaction');
    expect(history.body.data[0]).toMatchObject({ fee: 1_900, credited_amount: 98_100, history_status: 'success' });
  });

  it('crypto: confirming first, then success; failed and expired payments close the deposit', async () => {
    const m = await createMember(t);
    const d = await gatewayDeposit(m.accessToken, 'CRYPTO', 730);
    expect(gw.calls.at(-1)?.body.crypto).toMatchObject({
      token: 'USDT',
      network: 'TRC20',
      rate: '36.50',
      confirmations_required: 3,
    });
    const base = succeeded(d, 73_000).data;
    await deliverWebhook(t, { type: 'payment.confirming', data: { ...base, confirmations: 1, tx_hash: '0xabc' } });
    let pending = (await get(m.accessToken, '/mb/check-pending-deposit')).body.data[0];
    expect(pending).toMatchObject({ status: 'confirming', history_status: 'pending' });
    expect(pending.details).toMatchObject({
      address: expect.any(String),
      crypto_amount: '20.000000',
      confirmations: 1,
    });
    await deliverWebhook(t, { type: 'payment.succeeded', data: base });
    expect((await balances(m.memberId)).main).toBe(73_000);

    const e = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 100);
    await deliverWebhook(t, { type: 'payment.expired', data: succeeded(e, 10_000).data });
    pending = (await get(m.accessToken, '/mb/check-pending-deposit')).body;
    expect(pending.total).toBe(0);
    const list = await get(m.accessToken, '/mb/deposit-transaction?status=fail');
    expect(list.body.data[0]).toMatchObject({ id: e.deposit_id, fail_reason: 'expired' });
  });

  it('answers the gateway being down with a clear error and leaves no pending deposit', async () => {
    const m = await createMember(t);
    gw.failWith = 503;
    try {
      const r = await post(m.accessToken, '/mb/deposit-gateway', {
        payment_type_code: 'PROMPTPAY',
        deposit_amount: 100,
      });
      expect(r.body.errorCode).toBe('GATEWAY_UNAVAILABLE');
    } finally {
      gw.failWith = null;
    }
    expect((await get(m.accessToken, '/mb/check-pending-deposit')).body.total).toBe(0);
  });
});

describe(`cashbox bank transfer and slips (${testDatabaseKind()})`, () => {
  async function banks(token: string) {
    const types = await get(token, '/mb/payment-type?include=1');
    const bank = types.body.data.find((x: PaymentTypeView) => x.category === 'SLIP');
    return bank.payment_bank_information as { id: number; bank_code: string; min_deposit: number | null }[];
  }

  it('applies the bank account limits when it has them, else the payment type limits', async () => {
    const m = await createMember(t);
    const [kbank, scb] = await banks(m.accessToken);
    expect(kbank).toMatchObject({ bank_code: 'KBANK', min_deposit: 30_000 });
    expect(scb.min_deposit).toBeNull();
    const low = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: kbank.id,
      deposit_amount: 200,
    });
    expect(low.status).toBe(400);
    expect(low.body.data.errors[0]).toMatchObject({
      path: 'deposit_amount',
      errorCode: 'AMOUNT_TOO_LOW',
      params: { min: '300.00' },
    });
    const typeLow = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: scb.id,
      deposit_amount: 99,
    });
    expect(typeLow.body.errorCode).toBe('AMOUNT_TOO_LOW');
    const ok = await post(m.accessToken, '/mb/deposit', { payment_bank_information_id: scb.id, deposit_amount: 200 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      status: 'pending',
      category: 'SLIP',
      amount: 20_000,
      reference: expect.any(String),
    });
    // Approved by the operator: credited once even when approved twice at once.
    const both = await Promise.all(
      [1, 2].map(() => ops('POST', `/ops/deposits/${ok.body.id}/approve`, { note: 'slip ok' })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await balances(m.memberId)).main).toBe(20_000);
    const rejectAfter = await ops('POST', `/ops/deposits/${ok.body.id}/reject`, {});
    expect(rejectAfter.status).toBe(409);
  });

  async function upload(token: string, bytes: Buffer, filename: string, type: string) {
    const boundary = `----b${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/mb/upload-slip',
      headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function slipPng(reference: string): Promise<Buffer> {
    const qr = await QRCode.toBuffer(slipVerify({ sendingBank: '004', transRef: reference }), {
      margin: 4,
      width: 300,
    });
    // A slip: white paper with the mini-QR in a corner, and metadata that must not survive.
    return sharp({ create: { width: 600, height: 800, channels: 3, background: '#ffffff' } })
      .composite([{ input: qr, left: 280, top: 480 }])
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location-data' } } })
      .jpeg()
      .toBuffer();
  }

  it('refuses a 3 MB file, a renamed non-image and an SVG; stores an image without its metadata', async () => {
    const m = await createMember(t);
    const big = await upload(
      m.accessToken,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024)]),
      'big.jpg',
      'image/jpeg',
    );
    expect(big.status).toBe(400);
    expect(big.body.errorCode).toBe('SLIP_TOO_LARGE');
    const renamed = await upload(m.accessToken, Buffer.from('not an image at all, just text'), 'slip.png', 'image/png');
    expect(renamed.body.errorCode).toBe('SLIP_NOT_IMAGE');
    const svg = await upload(
      m.accessToken,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'slip.svg',
      'image/svg+xml',
    );
    expect(svg.body.errorCode).toBe('SLIP_NOT_IMAGE');
    const truncatedJpeg = await upload(
      m.accessToken,
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      'x.jpg',
      'image/jpeg',
    );
    expect(truncatedJpeg.body.errorCode).toBe('SLIP_NOT_IMAGE');

    const reference = `0141${Date.now()}ABC`;
    const image = await slipPng(reference);
    expect(image.includes(Buffer.from('secret-location-data'))).toBe(true);
    const ok = await upload(m.accessToken, image, 'slip.jpg', 'image/jpeg');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      reference,
      sending_bank: '004',
      url: expect.stringMatching(/^\/mb\/slip-image\/\d+$/),
    });
    const stored = await t.app.inject({ method: 'GET', url: ok.body.url, headers: auth(m.accessToken) });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from('secret-location-data'))).toBe(false);
    expect((await sharp(stored.rawPayload).metadata()).exif).toBeUndefined();
    // Another member cannot read it.
    const other = await createMember(t);
    expect((await t.app.inject({ method: 'GET', url: ok.body.url, headers: auth(other.accessToken) })).statusCode).toBe(
      404,
    );

    // The same slip again (any member): refused as a duplicate.
    const again = await upload(other.accessToken, image, 'again.jpg', 'image/jpeg');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('SLIP_DUPLICATE');

    // The deposit with the slip carries its reference; another member cannot attach it.
    const [, scb] = await banks(m.accessToken);
    const stolen = await post(other.accessToken, '/mb/deposit', {
      payment_bank_information_id: scb.id,
      deposit_amount: 500,
      slip_image_url: ok.body.url,
    });
    expect(stolen.body.errorCode).toBe('SLIP_INVALID');
    const dep = await post(m.accessToken, '/mb/deposit', {
      payment_bank_information_id: scb.id,
      deposit_amount: 500,
      slip_image_url: ok.body.url,
    });
    expect(dep.status).toBe(201);
    expect(dep.body.reference).toBe(reference);
    expect(dep.body.paid_at).not.toBeNull();
  });

  it('signs a one-time upload address for a slip', async () => {
    const m = await createMember(t);
    const ticket = await post(m.accessToken, '/mb/sign-url-upload-slip', {});
    expect(ticket.status).toBe(201);
    expect(ticket.body.url).toMatch(/^\/mb\/upload-slip\?token=/);
    const other = await createMember(t);
    expect(t.services.cashbox.checkSlipTicket({ id: other.memberId, currencyId: 1 }, ticket.body.token)).toBe(false);
    expect(t.services.cashbox.checkSlipTicket({ id: m.memberId, currencyId: 1 }, ticket.body.token)).toBe(true);
  });
});

describe(`cashbox withdrawals (${testDatabaseKind()})`, () => {
  it('holds exactly one of 50 concurrent withdrawals of the whole balance', async () => {
    const m = await createMember(t, { funds: 200_000 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(m.accessToken, '/mb/money-withdrawal', { amount: 200_000 })),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(1);
    expect(ok[0].body).toEqual({ id: expect.any(Number), status: 'processing' });
    expect(
      answers
        .filter((a) => a.status !== 201)
        .every((a) => ['WITHDRAWAL_PENDING', 'AMOUNT_OVER_BALANCE'].includes(a.body.errorCode)),
    ).toBe(true);
    const b = await balances(m.memberId);
    expect(b.main).toBe(0);
    expect(b.hold).toBe(200_000);
  });

  it('never holds more than the balance, one request after another', async () => {
    const m = await createMember(t, { funds: 150_000 });
    const first = await post(m.accessToken, '/mb/money-withdrawal', { amount: 200_000 });
    expect(first.status).toBe(422);
    expect(first.body.errorCode).toBe('AMOUNT_OVER_BALANCE');
    expect((await balances(m.memberId)).main).toBe(150_000);
    expect((await get(m.accessToken, '/mb/queue-withdrawal')).body.total).toBe(0);
  });

  it('releases the hold of a rejected withdrawal', async () => {
    const m = await createMember(t, { funds: 300_000 });
    const w = await post(m.accessToken, '/mb/money-withdrawal', { amount: 250_000 });
    expect((await balances(m.memberId)).main).toBe(50_000);
    const r = await ops('POST', `/ops/withdrawals/${w.body.id}/reject`, { note: 'name mismatch' });
    expect(r.body).toMatchObject({ status: 'failure', history_status: 'fail' });
    const b = await balances(m.memberId);
    expect(b.main).toBe(300_000);
    expect(b.hold).toBe(0);
    expect((await ops('POST', `/ops/withdrawals/${w.body.id}/approve`, {})).status).toBe(409);
    expect(
      published.some(
        (e) =>
          e.memberId === m.memberId && e.topic === 'WITHDRAWAL' && (e.data as { status?: string }).status === 'failure',
      ),
    ).toBe(true);
  });

  it('posts an approved withdrawal once when it is approved twice at once', async () => {
    const m = await createMember(t, { funds: 300_000 });
    const clearing = await t.services.ledger.balance({ house: 'payment_clearing', currency: 'THB' });
    const w = await post(m.accessToken, '/mb/money-withdrawal', { amount: 250_000 });
    const both = await Promise.all([1, 2, 3].map(() => ops('POST', `/ops/withdrawals/${w.body.id}/approve`, {})));
    expect(both.every((r) => r.status === 200 && r.body.status === 'success')).toBe(true);
    const b = await balances(m.memberId);
    expect(b.main).toBe(50_000);
    expect(b.hold).toBe(0);
    expect(await t.services.ledger.balance({ house: 'payment_clearing', currency: 'THB' })).toBe(clearing + 250_000);
    const list = await get(m.accessToken, '/mb/withdrawal-transaction');
    expect(list.body.data[0]).toMatchObject({
      status: 'success',
      amount: 250_000,
      account: expect.stringContaining(''),
    });
    expect(list.body.data[0].approved_at).not.toBeNull();
  });

  it('refuses amounts outside min and max, and a member without a bank account', async () => {
    const m = await createMember(t, { funds: 10_000_000 });
    expect((await post(m.accessToken, '/mb/money-withdrawal', { amount: 9_999 })).body.errorCode).toBe(
      'AMOUNT_TOO_LOW',
    );
    expect((await post(m.accessToken, '/mb/money-withdrawal', { amount: 5_000_001 })).body.errorCode).toBe(
      'AMOUNT_TOO_HIGH',
    );
    const noBank = await createMember(t, { bankNo: null, funds: 500_000 });
    const r = await post(noBank.accessToken, '/mb/money-withdrawal', { amount: 200_000 });
    expect(r.status).toBe(403);
    expect(r.body.errorCode).toBe('PROFILE_INCOMPLETE');
    expect((await balances(noBank.memberId)).main).toBe(500_000);
  });

  it('is blocked while the deposit turnover is open', async () => {
    const m = await createMember(t, { funds: 500_000 });
    const d = await gatewayDeposit(m.accessToken, 'PROMPTPAY', 2000);
    await deliverWebhook(t, succeeded(d, 200_000));
    const r = await post(m.accessToken, '/mb/money-withdrawal', { amount: 150_000 });
    expect(r.status).toBe(422);
    expect(r.body.errorCode).toBe('TURNOVER_REQUIRED');
    expect(r.body.data).toEqual({ turn_deposit: 0, turn_deposit_target: 200_000 });
    expect((await balances(m.memberId)).main).toBe(700_000);
  });

  it('pays out at once below the auto-withdraw limit, finished by payout.succeeded', async () => {
    const m = await createMember(t, { funds: 100_000 });
    const w = await post(m.accessToken, '/mb/money-withdrawal', { amount: 50_000 });
    expect(w.body.status).toBe('processing');
    const call = gw.calls.find((c) => c.path === '/api/payouts' && c.body.merchant_reference === String(w.body.id));
    expect(call?.verified).toBe(true);
    expect(call?.body).toMatchObject({
      amount: 50_000,
      currency: 'THB',
      beneficiary: { name: 'Test Player', bank_code: expect.any(String) },
    });
    const payout = [...gw.payouts.values()].find((p) => p.merchant_reference === String(w.body.id))!;
    // The operator cannot approve a payout already under way.
    expect((await ops('POST', `/ops/withdrawals/${w.body.id}/approve`, {})).body.errorCode).toBe(
      'WITHDRAWAL_PAYOUT_RUNNING',
    );
    const data = {
      payout_id: payout.payout_id,
      merchant_reference: String(w.body.id),
      amount: 50_000,
      currency: 'THB',
      occurred_at: new Date().toISOString(),
    };
    const id = `evt_${randomUUID()}`;
    await Promise.all([1, 2, 3].map(() => deliverWebhook(t, { type: 'payout.succeeded', data }, { id })));
    const b = await balances(m.memberId);
    expect(b).toMatchObject({ main: 50_000, hold: 0 });
    expect((await get(m.accessToken, '/mb/withdrawal-transaction')).body.data[0]).toMatchObject({
      status: 'success',
      auto: true,
    });

    // A failed payout releases the hold.
    const w2 = await post(m.accessToken, '/mb/money-withdrawal', { amount: 40_000 });
    const p2 = [...gw.payouts.values()].find((p) => p.merchant_reference === String(w2.body.id))!;
    await deliverWebhook(t, {
      type: 'payout.failed',
      data: { ...data, payout_id: p2.payout_id, merchant_reference: String(w2.body.id), amount: 40_000 },
    });
    expect(await balances(m.memberId)).toMatchObject({ main: 50_000, hold: 0 });
  });

  it('lets the operator set the auto-withdraw limit', async () => {
    const r = await ops('PATCH', '/ops/withdrawal-config', { currency: 'THB', auto_withdraw_limit: 200_000 });
    expect(r.body.auto_withdraw_limit).toBe(200_000);
    const bad = await ops('PATCH', '/ops/withdrawal-config', { currency: 'THB', min_withdraw: 10_000_000 });
    expect(bad.status).toBe(400);
    await ops('PATCH', '/ops/withdrawal-config', { currency: 'THB', auto_withdraw_limit: 100_000 });
    expect((await ops('GET', '/ops/withdrawal-config')).body.data[0].auto_withdraw_limit).toBe(100_000);
  });
});

describe(`cashbox wallet transfers (${testDatabaseKind()})`, () => {
  async function fundWallet(memberId: number, wallet: 'cashback' | 'rebate' | 'affiliate', amount: number) {
    await t.services.ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: { member: memberId, wallet, currency: 'THB' },
      amount,
      currency: 'THB',
      key: `test:${wallet}:${memberId}:${randomUUID()}`,
      kind: 'cashback',
    });
  }

  it('moves cashback to main above the minimum, once per client key, never past the balance', async () => {
    const m = await createMember(t);
    await fundWallet(m.memberId, 'cashback', 5_000);
    const below = await post(m.accessToken, '/mb/cashback-transfer', { amount: 50 });
    expect(below.body.errorCode).toBe('TRANSFER_BELOW_MINIMUM');
    const over = await post(m.accessToken, '/mb/cashback-transfer', { amount: 6_000 });
    expect(over.status).toBe(422);
    expect(over.body.errorCode).toBe('AMOUNT_OVER_BALANCE');
    const key = `k${randomUUID().replace(/-/g, '')}`;
    const same = await Promise.all(
      [1, 2, 3].map(() => post(m.accessToken, '/mb/cashback-transfer', { amount: 2_000, client_key: key })),
    );
    expect(same.every((r) => r.status === 201)).toBe(true);
    expect(await balances(m.memberId)).toMatchObject({ main: 2_000, cashback: 3_000 });
    const changed = await post(m.accessToken, '/mb/cashback-transfer', { amount: 1_000, client_key: key });
    expect(changed.status).toBe(409);
    // Racing transfers of different keys cannot take the wallet below zero.
    const race = await Promise.all(
      [1, 2, 3, 4].map(() => post(m.accessToken, '/mb/cashback-transfer', { amount: 1_000 })),
    );
    expect(race.filter((r) => r.status === 201)).toHaveLength(3);
    expect(await balances(m.memberId)).toMatchObject({ main: 5_000, cashback: 0 });
    const logs = await get(m.accessToken, '/mb/activity-logs?type=cashback_transfer');
    expect(logs.body.total).toBe(4);
    const status = await t.app.inject({ method: 'GET', url: '/pb/transfer-status?currency=THB' });
    expect(
      status
        .json()
        .data.map((x: TransferStatusView) => x.wallet)
        .sort(),
    ).toEqual(['affiliate', 'cashback', 'rebate']);
  });
});

describe(`cashbox lists and the operator (${testDatabaseKind()})`, () => {
  it('scopes lists to the member, caps pages and refuses an inverted date range', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    await gatewayDeposit(a.accessToken, 'PROMPTPAY', 100);
    expect((await get(b.accessToken, '/mb/deposit-transaction')).body.total).toBe(0);
    expect((await get(a.accessToken, '/mb/deposit-transaction')).body.total).toBe(1);
    expect((await get(a.accessToken, '/mb/deposit-transaction?$limit=500')).status).toBe(400);
    const inverted = await get(
      a.accessToken,
      '/mb/deposit-transaction?createdAt[$gte]=2026-02-01&createdAt[$lte]=2026-01-01',
    );
    expect(inverted.body.errorCode).toBe('INVALID_DATE_RANGE');
    const summary = await get(a.accessToken, '/mb/deposit-summary');
    expect(summary.body.data[0]).toMatchObject({ count: 1, pending_count: 1, currency: 'THB' });
    expect((await t.app.inject({ method: 'GET', url: '/mb/deposit-transaction' })).statusCode).toBe(401);
  });

  it('shows the gateway deliveries to the operator', async () => {
    const r = await ops('GET', '/ops/gateway-deliveries?payment_id=pay_1&limit=5');
    expect(r.status).toBe(200);
    expect(r.body.data[0].payment_id).toBe('pay_1');
    expect(gw.calls.at(-1)).toMatchObject({ path: '/api/deliveries', verified: true });
    expect((await t.app.inject({ method: 'GET', url: '/ops/gateway-deliveries' })).statusCode).toBe(401);
  });

  it('leaves the ledger verified clean after all of it', async () => {
    const report = await t.services.ledger.verify();
    expect(report.ok, JSON.stringify(report)).toBe(true);
    expect(report.holdMismatches).toEqual([]);
  });
});
