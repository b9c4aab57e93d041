import { randomUUID } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { AppError } from '../../../server/errors.ts';

/**
 * The casino's side of the payment gateway's HTTP contract: the merchant API (payments, payouts, deliveries), with
 * every request signed with Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature` over the raw
 * body), and the check of the webhooks the gateway sends back, signed the same way with the same secret.
 */

export interface GatewayPaymentRequest {
  merchant_reference: string;
  method: 'PROMPTPAY' | 'TRUEWALLET' | 'CRYPTO' | 'AUTO_BANK';
  amount: number;
  fee: number;
  currency: string;
  locale: string;
  expires_in_seconds: number;
  return_url: string;
  payer: { name: string; bank_code?: string; bank_account_no?: string };
  crypto?: { token: string; network: string; rate: string; confirmations_required: number };
}

export interface GatewayPayment {
  payment_id: string;
  status: string;
  amount: number;
  fee: number;
  currency: string;
  expires_at: string;
  pay_url: string;
  qr_payload?: string;
  crypto?: { token: string; network: string; address: string; crypto_amount: string; rate: string };
  bank?: { bank_name: string; account_name: string; account_no: string; reference: string };
}

export interface GatewayPayoutRequest {
  merchant_reference: string;
  amount: number;
  currency: string;
  beneficiary: {
    name: string;
    bank_code?: string;
    bank_account_no?: string;
    crypto_address?: string;
    network?: string;
  };
}

export interface GatewayClient {
  readonly code: string;
  createPayment(body: GatewayPaymentRequest): Promise<GatewayPayment>;
  getPayment(paymentId: string): Promise<GatewayPayment>;
  createPayout(body: GatewayPayoutRequest): Promise<{ payout_id: string; status: string }>;
  deliveries(query: { limit?: number; payment_id?: string }): Promise<unknown>;
  /**
   * Checks a webhook's Standard Webhooks headers against the raw body (signature, 300 s tolerance, any of several
   * space-separated signatures); returns the event id, or null when it does not verify.
   */
  verify(raw: Buffer | string, headers: Record<string, string | string[] | undefined>): string | null;
}

export interface GatewayClientOptions {
  /** `sandbox` */
  code: string;
  /** The gateway's base URL (…/gateway/sandbox), read at each call. */
  baseUrl(): string;
  /** `whsec_…` */
  secret: string;
  /** Milliseconds before a call is given up. */
  timeoutMs?: number;
  /** The HTTP client (default: the global fetch). */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const v = headers[name];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const wh = new Webhook(options.secret);
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** Signs a request body as the contract says: a fresh id per request, the current time, the raw JSON. */
  function signedHeaders(body: string): Record<string, string> {
    const id = `msg_${randomUUID()}`;
    const at = new Date();
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': wh.sign(id, at, body),
    };
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const raw = body === undefined ? '' : JSON.stringify(body);
    const url = `${options.baseUrl().replace(/\/$/, '')}${path}`;
    let res: Response;
    try {
      res = await (options.fetch ?? fetch)(url, {
        method,
        headers: {
          ...signedHeaders(raw),
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new AppError('GeneralError', 'GATEWAY_UNAVAILABLE', {
        message: `gateway ${options.code} ${method} ${path}: ${(err as Error).message}`,
      });
    }
    const text = await res.text();
    if (!res.ok) {
      throw new AppError(res.status === 409 ? 'Conflict' : 'GeneralError', 'GATEWAY_UNAVAILABLE', {
        message: `gateway ${options.code} ${method} ${path}: ${res.status} ${text.slice(0, 200)}`,
      });
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new AppError('GeneralError', 'GATEWAY_UNAVAILABLE', {
        message: `gateway ${options.code} ${method} ${path}: not JSON`,
      });
    }
  }

  return {
    code: options.code,
    createPayment: (body) => call<GatewayPayment>('POST', '/api/payments', body),
    getPayment: (id) => call<GatewayPayment>('GET', `/api/payments/${encodeURIComponent(id)}`),
    createPayout: (body) => call<{ payout_id: string; status: string }>('POST', '/api/payouts', body),
    deliveries(query) {
      const params = new URLSearchParams();
      if (query.limit !== undefined) params.set('limit', String(query.limit));
      if (query.payment_id) params.set('payment_id', query.payment_id);
      const qs = params.toString();
      return call('GET', `/api/deliveries${qs ? `?${qs}` : ''}`);
    },
    verify(raw, headers) {
      const id = header(headers, 'webhook-id');
      try {
        wh.verify(raw, {
          'webhook-id': id,
          'webhook-timestamp': header(headers, 'webhook-timestamp'),
          'webhook-signature': header(headers, 'webhook-signature'),
        });
      } catch (err) {
        if (err instanceof WebhookVerificationError) return null;
        throw err;
      }
      return id && id.length <= 128 ? id : null;
    },
  };
}
