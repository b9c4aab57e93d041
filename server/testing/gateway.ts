import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Webhook } from 'standardwebhooks';
import { anyId } from 'promptparse/generate';
import type { TestApp } from '../testing.ts';

/**
 * Test support: the payment gateway's side of the HTTP contract (GATEWAY-CONTRACT: merchant API with Standard
 * Webhooks signatures checked on every call, webhooks signed the same way), so the casino's cashbox is tested against
 * the wire format without the gateway module. Requests it received are kept for assertions.
 */

export const TEST_GATEWAY_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

export interface ReceivedCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  verified: boolean;
}

export interface FakeGateway {
  url: string;
  calls: ReceivedCall[];
  payments: Map<
    string,
    { payment_id: string; merchant_reference: string; amount: number; currency: string; method: string }
  >;
  payouts: Map<string, { payout_id: string; merchant_reference: string; amount: number; currency: string }>;
  /** Answer the next calls with this HTTP status (e.g. 503), or null for normal answers. */
  failWith: number | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeGateway(secret: string = TEST_GATEWAY_SECRET): Promise<FakeGateway> {
  const wh = new Webhook(secret);
  const state: FakeGateway = {
    url: '',
    calls: [],
    payments: new Map(),
    payouts: new Map(),
    failWith: null,
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let verified = false;
    try {
      wh.verify(raw, {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      });
      verified = true;
    } catch {
      verified = false;
    }
    const url = new URL(req.url ?? '/', 'http://gateway.test');
    const body = raw ? JSON.parse(raw) : null;
    state.calls.push({ method: req.method ?? '', path: url.pathname, body, verified });
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (!verified) return send(401, { error: 'INVALID_SIGNATURE' });
    if (state.failWith) return send(state.failWith, { error: 'UNAVAILABLE' });
    if (req.method === 'POST' && url.pathname === '/api/payments') {
      const existing = [...state.payments.values()].find((p) => p.merchant_reference === body.merchant_reference);
      const payment = existing ?? {
        payment_id: `pay_${randomUUID().replace(/-/g, '')}`,
        merchant_reference: body.merchant_reference,
        amount: body.amount,
        currency: body.currency,
        method: body.method,
      };
      state.payments.set(payment.payment_id, payment);
      return send(existing ? 200 : 201, {
        payment_id: payment.payment_id,
        status: 'pending',
        amount: body.amount,
        fee: body.fee,
        currency: body.currency,
        expires_at: new Date(Date.now() + body.expires_in_seconds * 1000).toISOString(),
        pay_url: `${state.url}/pay/${payment.payment_id}?lang=${body.locale}`,
        ...(body.method === 'PROMPTPAY'
          ? { qr_payload: anyId({ type: 'MSISDN', target: '0812345678', amount: body.amount / 100 }) }
          : {}),
        ...(body.method === 'CRYPTO'
          ? {
              crypto: {
                token: body.crypto.token,
                network: body.crypto.network,
                address: 'TXYZ1234567890abcdefghijklmnopqrstu',
                crypto_amount: (body.amount / 100 / Number(body.crypto.rate)).toFixed(6),
                rate: body.crypto.rate,
              },
            }
          : {}),
        ...(body.method === 'AUTO_BANK'
          ? {
              bank: {
                bank_name: 'Kasikornbank',
                account_name: 'Gateway Co.',
                account_no: '9990001112',
                reference: 'AB123',
              },
            }
          : {}),
      });
    }
    if (req.method === 'POST' && url.pathname === '/api/payouts') {
      const existing = [...state.payouts.values()].find((p) => p.merchant_reference === body.merchant_reference);
      const payout = existing ?? {
        payout_id: `po_${randomUUID().replace(/-/g, '')}`,
        merchant_reference: body.merchant_reference,
        amount: body.amount,
        currency: body.currency,
      };
      state.payouts.set(payout.payout_id, payout);
      return send(existing ? 200 : 201, { payout_id: payout.payout_id, status: 'processing' });
    }
    if (req.method === 'GET' && url.pathname === '/api/deliveries') {
      return send(200, { data: [{ id: 'dlv_1', payment_id: url.searchParams.get('payment_id'), status_code: 200 }] });
    }
    return send(404, { error: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake gateway did not start');
  state.url = `http://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The env of a test app that talks to the fake gateway. */
export function gatewayEnv(gateway: FakeGateway, secret: string = TEST_GATEWAY_SECRET): Record<string, string> {
  return { GATEWAY_URL_SANDBOX: gateway.url, GATEWAY_SECRET_SANDBOX: secret };
}

/** Delivers a webhook to the casino as the gateway does: Standard Webhooks headers over the raw JSON body. */
export async function deliverWebhook(
  t: TestApp,
  body: unknown,
  options: { id?: string; at?: Date; secret?: string; signature?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const raw = JSON.stringify(body);
  const id = options.id ?? `evt_${randomUUID()}`;
  const at = options.at ?? new Date();
  const signature = options.signature ?? new Webhook(options.secret ?? TEST_GATEWAY_SECRET).sign(id, at, raw);
  const res = await t.app.inject({
    method: 'POST',
    url: '/gateway/sandbox/webhook',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signature,
    },
    payload: raw,
  });
  return { status: res.statusCode, body: res.json() };
}
