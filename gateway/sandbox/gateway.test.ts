import Fastify, { type FastifyInstance } from 'fastify';
import { parse as parseEmv, validate } from 'promptparse';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../server/testing.ts';
import { sqlDatabase } from '../../server/db/raw-query.ts';
import type { Database } from '../../server/db/client.ts';
import { migrate, type GatewaySql } from './db.ts';
import { ALL_DICTIONARIES, GATEWAY_LANGS, LANG_TAGS, type StringKey } from './i18n.ts';
import { qrDataUrl } from './methods.ts';
import type { DeliveryView } from './service.ts';
import { registerSandboxGateway, type SandboxGatewayOptions } from './plugin.ts';
import { signedHeaders, startWebhookReceiver, testSecret, type WebhookReceiver } from './testing.ts';

/**
 * The gateway mounted in a Fastify app of its own on a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL
 * is set), talking to a webhook receiver on a loopback port that checks every signature.
 */

const SECRET = testSecret();
const CASINO = 'http://casino.test';
const PREFIX = '/gateway/sandbox';

let database: Database | undefined;
let receiver: WebhookReceiver | undefined;
const apps: FastifyInstance[] = [];

const FAST = {
  sweepMs: 40,
  confirmationMs: 60,
  payoutDelayMs: 150,
  retry: { baseMs: 40, maxMs: 400, maxAttempts: 5 },
  requestTimeoutMs: 2000,
};

async function gatewayApp(options: Partial<SandboxGatewayOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerSandboxGateway(app, {
    database: sqlDatabase(database!),
    secret: SECRET,
    webhookUrl: receiver!.url,
    publicBaseUrl: CASINO,
    merchantName: 'Casino',
    timing: FAST,
    random: () => 1,
    ...options,
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function start(
  options: { answer?: (n: number) => number; gateway?: Partial<SandboxGatewayOptions> } = {},
): Promise<FastifyInstance> {
  receiver = await startWebhookReceiver({ secret: SECRET, answer: options.answer });
  database = await openTestDatabase();
  return gatewayApp(options.gateway);
}

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database?.close();
  await receiver?.close();
  database = undefined;
  receiver = undefined;
});

async function api(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: { secret?: string; timestamp?: Date; headers?: Record<string, string> } = {},
) {
  const raw = body === undefined ? '' : JSON.stringify(body);
  const res = await app.inject({
    method,
    url,
    payload: raw || undefined,
    headers: {
      ...(raw ? { 'content-type': 'application/json' } : {}),
      ...signedHeaders(options.secret ?? SECRET, raw, { timestamp: options.timestamp }),
      ...options.headers,
    },
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}

let refSeq = 0;
function paymentBody(overrides: Record<string, unknown> = {}) {
  refSeq++;
  return {
    merchant_reference: `dep-${Date.now()}-${refSeq}`,
    method: 'PROMPTPAY',
    amount: 12_345,
    fee: 0,
    currency: 'THB',
    locale: 'th',
    expires_in_seconds: 300,
    return_url: `${CASINO}/th/setting/wallet`,
    payer: { name: 'Somchai Jaidee', bank_code: 'KBANK', bank_account_no: '1234567890' },
    ...overrides,
  };
}

async function createPayment(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const res = await api(app, 'POST', `${PREFIX}/api/payments`, paymentBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function simulate(app: FastifyInstance, paymentId: string, body: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: `${PREFIX}/payments/${paymentId}/simulate`, payload: body });
  return { status: res.statusCode, body: res.json() };
}

async function count(table: 'gw_payments' | 'gw_payouts' | 'gw_events'): Promise<number> {
  const [row] = await sqlDatabase(database!).query(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row.n);
}

async function eventually<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    if (Date.now() > until) throw new Error(`condition not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe(`sandbox gateway on ${testDatabaseKind()}`, () => {
  describe('merchant API signatures', () => {
    it('refuses a missing, wrong, stale or tampered signature with 401 and creates nothing', async () => {
      const app = await start();
      const body = paymentBody();
      const raw = JSON.stringify(body);
      const url = `${PREFIX}/api/payments`;
      const send = (headers: Record<string, string>, payload = raw) =>
        app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

      const missing = await send({});
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ error: 'INVALID_SIGNATURE', message: expect.any(String) });

      expect((await send(signedHeaders(testSecret(), raw))).statusCode).toBe(401); // another secret
      const stale = await send(signedHeaders(SECRET, raw, { timestamp: new Date(Date.now() - 6 * 60_000) }));
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toMatch(/too old/i);
      const future = await send(signedHeaders(SECRET, raw, { timestamp: new Date(Date.now() + 6 * 60_000) }));
      expect(future.statusCode).toBe(401);
      const tampered = await send(signedHeaders(SECRET, raw), raw.replace('12345', '99999'));
      expect(tampered.statusCode).toBe(401);
      const get = await app.inject({ method: 'GET', url: `${PREFIX}/api/deliveries` });
      expect(get.statusCode).toBe(401);

      expect(await count('gw_payments')).toBe(0);
    });

    it('accepts any one valid signature among several (key rotation)', async () => {
      const app = await start();
      const raw = JSON.stringify(paymentBody());
      const good = signedHeaders(SECRET, raw);
      const other = signedHeaders(testSecret(), raw, { id: good['webhook-id'] });
      const res = await app.inject({
        method: 'POST',
        url: `${PREFIX}/api/payments`,
        payload: raw,
        headers: {
          ...good,
          'content-type': 'application/json',
          'webhook-signature': `${other['webhook-signature']} ${good['webhook-signature']}`,
        },
      });
      expect(res.statusCode).toBe(201);
    });
  });

  describe('creating payments', () => {
    it('answers a PromptPay payment with a valid EMVCo payload carrying the amount', async () => {
      const app = await start();
      const created = await createPayment(app, { amount: 12_345 });
      expect(created).toMatchObject({
        payment_id: expect.stringMatching(/^pay_[a-z2-7]{24}$/),
        status: 'pending',
        amount: 12_345,
        fee: 0,
        currency: 'THB',
      });
      expect(created.pay_url).toBe(`${CASINO}${PREFIX}/pay/${created.payment_id}?lang=th`);
      expect(Date.parse(created.expires_at) - Date.now()).toBeGreaterThan(295_000);
      const emv = parseEmv(created.qr_payload, true);
      expect(emv).not.toBeNull();
      expect(emv!.validate('63')).toBe(true); // CRC-16
      expect(emv!.getTagValue('54')).toBe('123.45');
      expect(emv!.getTagValue('53')).toBe('764');
      expect(validate.anyId(created.qr_payload)).toEqual({ type: 'MSISDN', target: '0812345678', amount: 123.45 });
    });

    it('refuses bad input with 400 and the reason, and creates nothing', async () => {
      const app = await start();
      const cases: Record<string, unknown>[] = [
        { amount: 0 },
        { amount: 10.5 },
        { amount: '100' },
        { fee: -1 },
        { fee: 20_000 },
        { method: 'CASH' },
        { currency: 'thb' },
        { currency: 'USD' }, // PromptPay takes THB only
        { locale: 'xx' },
        { expires_in_seconds: 0 },
        { payer: { name: '' } },
        { method: 'CRYPTO' }, // without crypto
        { crypto: { token: 'USDT', network: 'TRC20', rate: '36', confirmations_required: 3 } }, // not CRYPTO
        { merchant_reference: 'has space' },
      ];
      for (const overrides of cases) {
        const res = await api(app, 'POST', `${PREFIX}/api/payments`, paymentBody(overrides));
        expect(res.status, JSON.stringify(overrides)).toBe(400);
        expect(res.body).toEqual({ error: 'VALIDATION_ERROR', message: expect.any(String) });
      }
      const notJson = await app.inject({
        method: 'POST',
        url: `${PREFIX}/api/payments`,
        payload: '{"amount":',
        headers: { 'content-type': 'application/json', ...signedHeaders(SECRET, '{"amount":') },
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error).toBe('INVALID_JSON');
      expect(await count('gw_payments')).toBe(0);
    });

    it('is idempotent on merchant_reference: 10 sequential and 10 parallel requests make one payment', async () => {
      const app = await start();
      const body = paymentBody();
      const sequential = [];
      for (let i = 0; i < 10; i++) sequential.push(await api(app, 'POST', `${PREFIX}/api/payments`, body));
      expect(sequential.map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 200, 200, 200, 200, 200]);
      for (const r of sequential) expect(r.body).toEqual(sequential[0].body);

      const other = paymentBody({ method: 'AUTO_BANK' });
      const parallel = await Promise.all(
        Array.from({ length: 10 }, () => api(app, 'POST', `${PREFIX}/api/payments`, other)),
      );
      expect(parallel.filter((r) => r.status === 201)).toHaveLength(1);
      expect(parallel.filter((r) => r.status === 200)).toHaveLength(9);
      expect(new Set(parallel.map((r) => r.body.payment_id)).size).toBe(1);
      for (const r of parallel) expect(r.body).toEqual(parallel[0].body);
      expect(await count('gw_payments')).toBe(2);

      // The same reference with another body is a conflict, and changes nothing.
      const conflict = await api(app, 'POST', `${PREFIX}/api/payments`, { ...body, amount: 50_000 });
      expect(conflict.status).toBe(409);
      expect(conflict.body.error).toBe('IDEMPOTENCY_CONFLICT');
      const again = await api(app, 'POST', `${PREFIX}/api/payments`, { ...body, payer: { ...body.payer } });
      expect(again).toMatchObject({ status: 200, body: sequential[0].body });
      expect(await count('gw_payments')).toBe(2);
    });

    it("accepts return_url only on the merchant's own origin", async () => {
      const app = await start();
      const refused = [
        'https://evil.example/cashbox',
        '//evil.example/cashbox',
        '/\\evil.example/cashbox',
        'javascript:alert(1)',
        'http://casino.test@evil.example/',
        'http://casino.test.evil.example/',
        'https://casino.test/en', // another scheme is another origin
        `${CASINO}/en\n`,
      ];
      for (const return_url of refused) {
        const res = await api(app, 'POST', `${PREFIX}/api/payments`, paymentBody({ return_url }));
        expect(res.status, return_url).toBe(400);
        expect(res.body.error, return_url).toBe('INVALID_RETURN_URL');
      }
      expect(await count('gw_payments')).toBe(0);

      const relative = await createPayment(app, { return_url: '/en/setting/wallet?tab=deposit' });
      const fetched = await api(app, 'GET', `${PREFIX}/api/payments/${relative.payment_id}`);
      expect(fetched.body.return_url).toBe(`${CASINO}/en/setting/wallet?tab=deposit`);
    });

    it('gives crypto payments a derived address and the token amount at the rate', async () => {
      const app = await start();
      const tron = await createPayment(app, {
        method: 'CRYPTO',
        currency: 'THB',
        amount: 100_000, // 1,000.00 THB
        crypto: { token: 'usdt', network: 'TRC20', rate: '36.50', confirmations_required: 3 },
      });
      expect(tron.crypto).toEqual({
        token: 'USDT',
        network: 'TRC20',
        address: expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/),
        crypto_amount: '27.397261', // 1000 / 36.5, rounded up
        rate: '36.50',
      });
      const evm = await createPayment(app, {
        method: 'CRYPTO',
        amount: 100_000,
        crypto: { token: 'USDT', network: 'ERC20', rate: '36.50', confirmations_required: 3 },
      });
      expect(evm.crypto.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(evm.crypto.address).not.toBe(tron.crypto.address);
      // The same payment gets the same address on every read (any instance derives it).
      const read = await api(app, 'GET', `${PREFIX}/api/payments/${tron.payment_id}`);
      expect(read.body.crypto.address).toBe(tron.crypto.address);
    });

    it('tells AUTO_BANK payers where to transfer, with a reference', async () => {
      const app = await start();
      const created = await createPayment(app, { method: 'AUTO_BANK' });
      expect(created.bank).toEqual({
        bank_name: 'Kasikornbank',
        account_name: 'Sandbox Merchant Co., Ltd.',
        account_no: '123-4-56789-0',
        reference: expect.stringMatching(/^[A-Z2-9]{8}$/),
      });
      expect(created.qr_payload).toBeUndefined();
    });
  });

  describe('simulated outcomes and webhooks', () => {
    it('paid → payment.succeeded, signed, with the event id as webhook-id', async () => {
      const app = await start();
      const created = await createPayment(app, { method: 'TRUEWALLET', amount: 10_000, fee: 190, locale: 'en' });
      const res = await simulate(app, created.payment_id, { outcome: 'paid' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'succeeded', paid_amount: 10_000 });
      const [hook] = await receiver!.waitFor((all) => all.length >= 1);
      expect(hook.verified).toBe(true);
      expect(hook.id).toMatch(/^evt_[a-z2-7]{24}$/);
      expect(Math.abs(hook.timestamp - Date.now() / 1000)).toBeLessThan(10);
      expect(hook.body).toEqual({
        type: 'payment.succeeded',
        data: {
          payment_id: created.payment_id,
          merchant_reference: created.merchant_reference,
          amount: 10_000,
          currency: 'THB',
          fee: 190,
          paid_amount: 10_000,
          occurred_at: expect.any(String),
        },
      });
      expect(Number.isNaN(Date.parse(String(hook.body.data.occurred_at)))).toBe(false);
      const stored = await api(app, 'GET', `${PREFIX}/api/payments/${created.payment_id}`);
      expect(stored.body).toMatchObject({ status: 'succeeded', paid_amount: 10_000, fee: 190 });
    });

    it('a different amount is reported as paid_amount', async () => {
      const app = await start();
      const created = await createPayment(app);
      expect((await simulate(app, created.payment_id, { outcome: 'paid', amount: 10_000 })).status).toBe(200);
      const [hook] = await receiver!.waitFor((all) => all.length >= 1);
      expect(hook.body.data).toMatchObject({ amount: 12_345, paid_amount: 10_000 });
    });

    it('failed and expired send their events; a finished payment cannot change again', async () => {
      const app = await start();
      const a = await createPayment(app);
      const b = await createPayment(app);
      expect((await simulate(app, a.payment_id, { outcome: 'failed' })).body.status).toBe('failed');
      expect((await simulate(app, b.payment_id, { outcome: 'expired' })).body.status).toBe('expired');
      const hooks = await receiver!.waitFor((all) => all.length >= 2);
      const byPayment = Object.fromEntries(hooks.map((h) => [h.body.data.payment_id, h.body]));
      expect(byPayment[a.payment_id]).toMatchObject({ type: 'payment.failed', data: { amount: 12_345 } });
      expect(byPayment[a.payment_id].data.paid_amount).toBeUndefined();
      expect(byPayment[b.payment_id]).toMatchObject({ type: 'payment.expired' });

      const again = await simulate(app, a.payment_id, { outcome: 'paid' });
      expect(again).toEqual({ status: 409, body: { error: 'NOT_PENDING', message: 'the payment is failed' } });
      expect((await simulate(app, 'pay_aaaaaaaaaaaaaaaaaaaaaaaa', { outcome: 'paid' })).status).toBe(404);
      expect((await simulate(app, a.payment_id, { outcome: 'refund' })).status).toBe(400);
      expect(await count('gw_events')).toBe(2);
    });

    it('ten parallel pays of one payment make one change and one event', async () => {
      const app = await start();
      const created = await createPayment(app);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => simulate(app, created.payment_id, { outcome: 'paid' })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(9);
      expect(await count('gw_events')).toBe(1);
    });

    it('crypto: paid → confirming, then succeeded once the confirmations are counted', async () => {
      const app = await start();
      const created = await createPayment(app, {
        method: 'CRYPTO',
        amount: 365_000,
        crypto: { token: 'USDT', network: 'BEP20', rate: '36.5', confirmations_required: 3 },
      });
      const paid = await simulate(app, created.payment_id, { outcome: 'paid' });
      expect(paid.body).toMatchObject({
        status: 'confirming',
        crypto: { confirmations: 0, confirmations_required: 3 },
      });
      const hooks = await receiver!.waitFor((all) => all.some((h) => h.body.type === 'payment.succeeded'));
      const types = hooks.map((h) => h.body.type);
      expect(types).toEqual(['payment.confirming', 'payment.succeeded']);
      expect(hooks[0].body.data).toMatchObject({
        confirmations: 0,
        tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      });
      expect(hooks[1].body.data).toMatchObject({
        confirmations: 3,
        paid_amount: 365_000,
        tx_hash: hooks[0].body.data.tx_hash,
      });
      expect(hooks[0].id).not.toBe(hooks[1].id);
    });

    it('expires an unpaid payment by itself when its time is up', async () => {
      const app = await start();
      const created = await createPayment(app, { expires_in_seconds: 1 });
      const hooks = await receiver!.waitFor((all) => all.length >= 1, 5000);
      expect(hooks[0].body).toMatchObject({ type: 'payment.expired', data: { payment_id: created.payment_id } });
      const late = await simulate(app, created.payment_id, { outcome: 'paid' });
      expect(late.status).toBe(409);
      expect(await count('gw_events')).toBe(1);
    });

    it('a pay that arrives after expires_at is refused and expires the payment', async () => {
      const app = await start({ gateway: { timing: { ...FAST, sweepMs: 60_000 } } }); // no sweep in this test
      const created = await createPayment(app, { expires_in_seconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const late = await simulate(app, created.payment_id, { outcome: 'paid' });
      expect(late).toMatchObject({ status: 409, body: { error: 'PAYMENT_EXPIRED' } });
      const hooks = await receiver!.waitFor((all) => all.length >= 1);
      expect(hooks.map((h) => h.body.type)).toEqual(['payment.expired']);
    });
  });

  describe('webhook delivery', () => {
    it('retries with exponential back-off until a 2xx, keeping every attempt', async () => {
      const app = await start({ answer: (n) => (n <= 3 ? 500 : 200) });
      const created = await createPayment(app);
      await simulate(app, created.payment_id, { outcome: 'paid' });
      const hooks = await receiver!.waitFor((all) => all.some((h) => h.status === 200));
      expect(hooks.map((h) => h.status)).toEqual([500, 500, 500, 200]);
      expect(new Set(hooks.map((h) => h.id)).size).toBe(1); // the same webhook-id on every attempt
      expect(new Set(hooks.map((h) => h.raw)).size).toBe(1); // the same body
      expect(hooks.every((h) => h.verified)).toBe(true);

      const deliveries = await eventually(
        () => api(app, 'GET', `${PREFIX}/api/deliveries?payment_id=${created.payment_id}`),
        (r) => r.body.data.length === 4 && r.body.data[0].event_status === 'delivered',
      );
      const attempts = [...deliveries.body.data].reverse();
      expect(attempts.map((d: DeliveryView) => [d.attempt, d.status_code])).toEqual([
        [1, 500],
        [2, 500],
        [3, 500],
        [4, 200],
      ]);
      expect(attempts[0]).toMatchObject({
        event_type: 'payment.succeeded',
        payment_id: created.payment_id,
        url: receiver!.url,
        error: 'HTTP 500',
        duration_ms: expect.any(Number),
      });
      // Pauses of 40, 80, 160 ms (jitter pinned to its top), then none.
      const pauses: (number | null)[] = attempts.map((d: DeliveryView) =>
        d.next_attempt_at === null ? null : Date.parse(d.next_attempt_at) - Date.parse(d.attempted_at),
      );
      expect(pauses).toEqual([40, 80, 160, null]);
      // The receiver saw the attempts no earlier than their pauses allowed.
      for (let i = 1; i < 4; i++)
        expect(hooks[i].receivedAt - hooks[i - 1].receivedAt).toBeGreaterThanOrEqual(pauses[i - 1]! - 5);
    });

    it('gives up after the last attempt and records it', async () => {
      const app = await start({ answer: () => 503 });
      const created = await createPayment(app);
      await simulate(app, created.payment_id, { outcome: 'failed' });
      const deliveries = await eventually(
        () => api(app, 'GET', `${PREFIX}/api/deliveries?payment_id=${created.payment_id}`),
        (r) => r.body.data.length === 5 && r.body.data[0].event_status === 'exhausted',
      );
      expect(deliveries.body.data[0]).toMatchObject({ attempt: 5, status_code: 503, next_attempt_at: null });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver!.received).toHaveLength(5);
    });

    it('records an unreachable receiver as an error and retries', async () => {
      const app = await start({ gateway: { webhookUrl: 'http://127.0.0.1:9/webhook' } });
      const created = await createPayment(app, { return_url: `${CASINO}/en` });
      await simulate(app, created.payment_id, { outcome: 'paid' });
      const deliveries = await eventually(
        () => api(app, 'GET', `${PREFIX}/api/deliveries?payment_id=${created.payment_id}`),
        (r) => r.body.data.length >= 2,
      );
      expect(deliveries.body.data[0]).toMatchObject({ status_code: null, error: expect.stringMatching(/\S/) });
    });

    it('lists deliveries newest first, capped, filtered and validated', async () => {
      const app = await start();
      const a = await createPayment(app);
      const b = await createPayment(app);
      await simulate(app, a.payment_id, { outcome: 'paid' });
      await simulate(app, b.payment_id, { outcome: 'failed' });
      await receiver!.waitFor((all) => all.length >= 2);
      const all = await eventually(
        () => api(app, 'GET', `${PREFIX}/api/deliveries`),
        (r) => r.body.data.length === 2,
      );
      expect(all.body.data[0].id).toBeGreaterThan(all.body.data[1].id);
      const one = await api(app, 'GET', `${PREFIX}/api/deliveries?limit=1`);
      expect(one.body.data).toHaveLength(1);
      const onlyB = await api(app, 'GET', `${PREFIX}/api/deliveries?payment_id=${b.payment_id}`);
      expect(onlyB.body.data.map((d: DeliveryView) => d.payment_id)).toEqual([b.payment_id]);
      expect((await api(app, 'GET', `${PREFIX}/api/deliveries?limit=1000`)).status).toBe(400);
      expect((await api(app, 'GET', `${PREFIX}/api/deliveries?payment_id=nope`)).status).toBe(400);
    });

    it('two instances on one database send every event exactly once', async () => {
      const first = await start();
      const second = await gatewayApp();
      const created = [];
      for (let i = 0; i < 12; i++) created.push(await createPayment(i % 2 ? first : second));
      await Promise.all(
        created.map((p, i) => simulate(i % 3 ? first : second, p.payment_id, { outcome: i % 4 ? 'paid' : 'failed' })),
      );
      const hooks = await receiver!.waitFor((all) => all.length >= 12);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(receiver!.received).toHaveLength(12);
      expect(new Set(hooks.map((h) => h.id)).size).toBe(12);
      expect(new Set(hooks.map((h) => h.body.data.payment_id)).size).toBe(12);
    });
  });

  describe('payouts', () => {
    const payoutBody = (overrides: Record<string, unknown> = {}) => ({
      merchant_reference: `wd-${Date.now()}-${++refSeq}`,
      amount: 50_000,
      currency: 'THB',
      beneficiary: { name: 'Somchai Jaidee', bank_code: 'KBANK', bank_account_no: '1234567890' },
      ...overrides,
    });

    it('completes a payout by itself and sends payout.succeeded', async () => {
      const app = await start();
      const res = await api(app, 'POST', `${PREFIX}/api/payouts`, payoutBody());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ payout_id: expect.stringMatching(/^po_[a-z2-7]{24}$/), status: 'processing' });
      const [hook] = await receiver!.waitFor((all) => all.length >= 1);
      expect(hook.verified).toBe(true);
      expect(hook.body).toEqual({
        type: 'payout.succeeded',
        data: {
          payout_id: res.body.payout_id,
          merchant_reference: res.body.merchant_reference,
          amount: 50_000,
          currency: 'THB',
          occurred_at: expect.any(String),
        },
      });
      const read = await api(app, 'GET', `${PREFIX}/api/payouts/${res.body.payout_id}`);
      expect(read.body).toMatchObject({ status: 'succeeded', amount: 50_000 });
    });

    it('fails a payout through /simulate, once', async () => {
      const app = await start({ gateway: { timing: { ...FAST, payoutDelayMs: 60_000 } } });
      const res = await api(app, 'POST', `${PREFIX}/api/payouts`, payoutBody());
      const url = `${PREFIX}/payouts/${res.body.payout_id}/simulate`;
      const results = await Promise.all(
        Array.from({ length: 5 }, () => app.inject({ method: 'POST', url, payload: { outcome: 'failed' } })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      const [hook] = await receiver!.waitFor((all) => all.length >= 1);
      expect(hook.body.type).toBe('payout.failed');
      expect(await count('gw_events')).toBe(1);
    });

    it('is idempotent on merchant_reference and validates', async () => {
      const app = await start({ gateway: { timing: { ...FAST, payoutDelayMs: 60_000 } } });
      const body = payoutBody({ beneficiary: { name: 'A', crypto_address: 'TXYZ', network: 'TRC20' } });
      const results = await Promise.all(
        Array.from({ length: 10 }, () => api(app, 'POST', `${PREFIX}/api/payouts`, body)),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(new Set(results.map((r) => r.body.payout_id)).size).toBe(1);
      expect((await api(app, 'POST', `${PREFIX}/api/payouts`, { ...body, amount: 1 })).status).toBe(409);
      const noDestination = await api(app, 'POST', `${PREFIX}/api/payouts`, payoutBody({ beneficiary: { name: 'A' } }));
      expect(noDestination).toMatchObject({ status: 400, body: { error: 'VALIDATION_ERROR' } });
      expect(await count('gw_payouts')).toBe(1);
    });
  });

  describe('simulator page', () => {
    const htmlText = (value: string) =>
      value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

    it('renders every method in all 15 languages, with its own CSP', async () => {
      const app = await start();
      const payments = [
        await createPayment(app, { method: 'PROMPTPAY' }),
        await createPayment(app, { method: 'TRUEWALLET', amount: 10_000, fee: 190 }),
        await createPayment(app, {
          method: 'CRYPTO',
          crypto: { token: 'USDT', network: 'TRC20', rate: '36.25', confirmations_required: 2 },
        }),
        await createPayment(app, { method: 'AUTO_BANK' }),
      ];
      for (const lang of GATEWAY_LANGS) {
        const t = ALL_DICTIONARIES[lang];
        for (const payment of payments) {
          const res = await app.inject({ method: 'GET', url: `${PREFIX}/pay/${payment.payment_id}?lang=${lang}` });
          expect(res.statusCode, `${lang} ${payment.method}`).toBe(200);
          expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
          const csp = String(res.headers['content-security-policy']);
          expect(csp).toContain("script-src 'self';");
          expect(csp).toContain("form-action 'self'");
          expect(csp).toContain("frame-ancestors 'self'");
          expect(res.headers['cache-control']).toBe('no-store');
          const html = res.body;
          expect(html).toContain(`<html lang="${LANG_TAGS[lang]}">`);
          for (const key of [
            'timeLeft',
            'actions',
            'payOther',
            'fail',
            'expire',
            'sandbox',
            `method${payment.method}` as StringKey,
          ] as const)
            expect(html, `${lang} ${key}`).toContain(htmlText(t[key]));
          expect(html).toContain(`action="${PREFIX}/payments/${payment.payment_id}/simulate"`);
          expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/); // no inline script
          expect(html).not.toMatch(/\{(amount|merchant|currency|token|network|digits)\}/); // every placeholder filled
        }
      }
    });

    it('draws the QR of the payload, shows fee and details, and falls back to the payment’s language', async () => {
      const app = await start();
      const promptpay = await createPayment(app, { locale: 'th' });
      const page = await app.inject({ method: 'GET', url: `${PREFIX}/pay/${promptpay.payment_id}` });
      expect(page.body).toContain('<html lang="th-TH">');
      expect(page.body).toContain(`src="${await qrDataUrl(promptpay.qr_payload)}"`);
      expect(page.body).toContain('฿123.45');

      const truewallet = await createPayment(app, { method: 'TRUEWALLET', amount: 10_000, fee: 190, locale: 'en' });
      const tw = (await app.inject({ method: 'GET', url: `${PREFIX}/pay/${truewallet.payment_id}?lang=en` })).body;
      expect(tw).toContain('Fee</dt><dd>฿1.90');
      expect(tw).toContain('Credited after the fee</dt><dd>฿98.10');
      expect(tw).toMatch(/src="data:image\/png;base64,/);

      const bank = await createPayment(app, { method: 'AUTO_BANK', locale: 'en' });
      const bankPage = (await app.inject({ method: 'GET', url: `${PREFIX}/pay/${bank.payment_id}?lang=en` })).body;
      expect(bankPage).toContain(bank.bank.reference);
      expect(bankPage).toContain('123-4-56789-0');
      expect(bankPage).toContain('I have transferred ฿123.45');

      const missing = await app.inject({ method: 'GET', url: `${PREFIX}/pay/pay_aaaaaaaaaaaaaaaaaaaaaaaa?lang=en` });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('This payment does not exist.');
    });

    it('works without JavaScript: a form post acts, redirects back, and the page shows the outcome', async () => {
      const app = await start();
      const created = await createPayment(app, { return_url: `${CASINO}/en/setting/wallet` });
      const url = `${PREFIX}/payments/${created.payment_id}/simulate`;
      const form = (fields: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url,
          payload: new URLSearchParams(fields).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });

      const bad = await form({ outcome: 'paid', paid_amount: '12.345', lang: 'en' });
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe(`${PREFIX}/pay/${created.payment_id}?lang=en&notice=invalid_amount`);
      const badPage = await app.inject({ method: 'GET', url: String(bad.headers.location) });
      expect(badPage.body).toContain('Enter an amount greater than zero with at most 2 decimals.');
      expect(badPage.body).toContain('aria-invalid="true"');
      expect((await api(app, 'GET', `${PREFIX}/api/payments/${created.payment_id}`)).body.status).toBe('pending');

      const paid = await form({ outcome: 'paid', paid_amount: '1,000.50', lang: 'en' });
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`${PREFIX}/pay/${created.payment_id}?lang=en`);
      const done = await app.inject({ method: 'GET', url: String(paid.headers.location) });
      expect(done.body).toContain('Payment successful');
      expect(done.body).toContain('฿1,000.50 has been paid.');
      expect(done.body).toContain(`href="${CASINO}/en/setting/wallet"`);
      expect(done.body).not.toContain('name="outcome"');
      const [hook] = await receiver!.waitFor((all) => all.length >= 1);
      expect(hook.body.data).toMatchObject({ amount: 12_345, paid_amount: 100_050 });

      const again = await form({ outcome: 'failed', lang: 'en' });
      expect(again.headers.location).toBe(`${PREFIX}/pay/${created.payment_id}?lang=en&notice=not_pending`);
    });

    it('shows the expiry messages of the spec', async () => {
      const app = await start();
      const qr = await createPayment(app, { locale: 'en' });
      const tw = await createPayment(app, { method: 'TRUEWALLET', fee: 190, locale: 'en' });
      await simulate(app, qr.payment_id, { outcome: 'expired' });
      await simulate(app, tw.payment_id, { outcome: 'expired' });
      const qrPage = (await app.inject({ method: 'GET', url: `${PREFIX}/pay/${qr.payment_id}?lang=en` })).body;
      expect(qrPage).toContain('The QR Code is expired. Please try again.');
      const twPage = (await app.inject({ method: 'GET', url: `${PREFIX}/pay/${tw.payment_id}?lang=th` })).body;
      expect(twPage).toContain(ALL_DICTIONARIES.th.expiredTrueWallet);
    });

    it('serves its stylesheet and script with long caching', async () => {
      const app = await start();
      const created = await createPayment(app);
      const page = (await app.inject({ method: 'GET', url: `${PREFIX}/pay/${created.payment_id}` })).body;
      const css = /href="([^"]+simulator\.css[^"]*)"/.exec(page)![1];
      const res = await app.inject({ method: 'GET', url: css });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
      expect(res.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ method: 'GET', url: `${PREFIX}/static/nope.js` })).statusCode).toBe(404);
    });
  });

  describe('module', () => {
    it('applies its migrations once and records them', async () => {
      await start();
      const db = sqlDatabase(database!);
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query('SELECT name FROM gw_migrations ORDER BY name');
      expect(rows.map((r) => r.name)).toEqual(['0001_init.sql']);
    });

    it('does not register the merchant’s webhook path', async () => {
      const app = await start();
      expect(app.hasRoute({ method: 'POST', url: `${PREFIX}/webhook` })).toBe(false);
      const res = await app.inject({ method: 'POST', url: `${PREFIX}/webhook`, payload: {} });
      expect(res.statusCode).toBe(404);
    });

    it('stops its timers and sends nothing once the app has closed', async () => {
      receiver = await startWebhookReceiver({ secret: SECRET, answer: () => 500 });
      database = await openTestDatabase();
      const sql = sqlDatabase(database);
      let queries = 0;
      const counted = {
        ...sql,
        query: (text: string, params?: readonly unknown[]) => {
          queries++;
          return sql.query(text, params);
        },
        transaction: <T>(fn: (tx: GatewaySql) => Promise<T>) => {
          queries++;
          return sql.transaction(fn);
        },
      };
      const app = await gatewayApp({ database: counted });
      const created = await createPayment(app);
      await simulate(app, created.payment_id, { outcome: 'paid' });
      await receiver.waitFor((all) => all.length >= 1); // retrying (the receiver answers 500)
      await app.close();
      apps.splice(apps.indexOf(app), 1);
      const atClose = queries;
      await new Promise((resolve) => setTimeout(resolve, 300)); // several sweep and retry intervals
      expect(queries).toBe(atClose);
      expect(receiver.received.length).toBeLessThan(5);
    });
  });
});
