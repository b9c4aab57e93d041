import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { z } from 'zod';
import { migrate, type GatewayDatabase } from './db.ts';
import { isGatewayLang, resolveLang, type GatewayLang } from './i18n.ts';
import {
  DEFAULT_COLLECTING_ACCOUNT,
  DEFAULT_PROMPTPAY_ID,
  qrDataUrl,
  trueMoneyPayload,
  type CollectingAccount,
} from './methods.ts';
import { decimalToMinor } from './money.ts';
import { renderNotFoundPage, renderSimulatorPage, type PageAssets } from './page.ts';
import {
  deliveriesQuerySchema,
  hasControlCharacter,
  issuesMessage,
  paymentIdSchema,
  paymentRequestSchema,
  payoutIdSchema,
  payoutRequestSchema,
  simulatePaymentFormSchema,
  simulatePaymentSchema,
  simulatePayoutSchema,
} from './schemas.ts';
import { createGatewayService, GatewayError, type GatewayService, type PaymentView } from './service.ts';
import { createDeliveryWorker, createRunner, type FetchLike, type RetryPolicy } from './worker.ts';

/**
 * The sandbox payment gateway: a payment service provider of its own, mounted in the casino's process but reaching
 * the casino only over HTTP (the merchant API it serves, the webhooks it sends), with its state in its own tables.
 *
 *   POST <prefix>/api/payments                     create a payment (signed, idempotent on merchant_reference)
 *   GET  <prefix>/api/payments/:payment_id         the payment (signed)
 *   POST <prefix>/api/payouts                      create a payout (signed, idempotent on merchant_reference)
 *   GET  <prefix>/api/payouts/:payout_id           the payout (signed)
 *   GET  <prefix>/api/deliveries?limit=&payment_id=&payout_id=   webhook delivery attempts (signed)
 *   GET  <prefix>/pay/:payment_id?lang=            the simulator page (the payer's app)
 *   POST <prefix>/payments/:payment_id/simulate    { outcome: paid|failed|expired, amount? } (JSON or the page's form)
 *   POST <prefix>/payouts/:payout_id/simulate      { outcome: paid|failed }
 *
 * It never registers `<prefix>/webhook`: that path is the merchant's receiver.
 */

export interface SandboxTiming {
  /** How often the gateway looks for expired payments, due confirmations and payouts, and due webhooks. */
  sweepMs: number;
  /** Time between two network confirmations of a crypto payment. */
  confirmationMs: number;
  /** How long a payout takes to complete by itself. */
  payoutDelayMs: number;
  retry: RetryPolicy;
  /** Longest wait for the merchant's answer to a webhook. */
  requestTimeoutMs: number;
}

export const DEFAULT_TIMING: SandboxTiming = {
  sweepMs: 1000,
  confirmationMs: 1500,
  payoutDelayMs: 3000,
  retry: { baseMs: 1000, maxMs: 5 * 60_000, maxAttempts: 12 },
  requestTimeoutMs: 10_000,
};

export interface SandboxGatewayOptions {
  /** The database handle: plain SQL and transactions (the gateway creates and uses only its `gw_` tables). */
  database: GatewayDatabase;
  /** Standard Webhooks secret (`whsec_…`) shared with the merchant: signs webhooks, verifies API calls. */
  secret: string;
  /** The merchant's webhook receiver (absolute URL); null while there is nowhere to deliver (nothing is sent). */
  webhookUrl: string | (() => string | null);
  /** Public origin (and optional path) of this gateway's host, for pay_url: `${publicBaseUrl}${prefix}/pay/…`. */
  publicBaseUrl: string | (() => string);
  /** Where routes are mounted. */
  prefix?: string;
  /** Origins whose pages may be a return_url; default: the origins of webhookUrl and publicBaseUrl. */
  merchantOrigins?: () => readonly string[];
  /** Who may frame the simulator page (CSP frame-ancestors sources); default 'self'. */
  frameAncestors?: readonly string[];
  /** The merchant's name on the simulator page. */
  merchantName?: string;
  /** Receiver of PromptPay and TrueMoney payments: a Thai mobile number, national id or e-wallet id. */
  promptpayId?: string;
  /** The account AUTO_BANK payers transfer to. */
  collectingAccount?: CollectingAccount;
  timing?: Partial<Omit<SandboxTiming, 'retry'>> & { retry?: Partial<RetryPolicy> };
  /** How webhooks are sent (default: global fetch). */
  fetch?: FetchLike;
  /** Jitter source of the retry back-off (tests pin it). */
  random?: () => number;
}

/** Paths under the prefix that send their own security headers (the host's global headers must skip them). */
export const OWN_HEADER_PATHS = ['/api', '/pay', '/payments', '/payouts', '/static'] as const;

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};
const ORIGIN_RE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^https?:\/\/\[[0-9a-fA-F:]+\](:\d{1,5})?$/;
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; object-src 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The gateway's own stylesheet and script, with content hashes for immutable caching. */
function loadAssets(prefix: string) {
  const files = new Map<string, { body: Buffer; type: string; etag: string }>();
  for (const name of readdirSync(PUBLIC_DIR)) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type) continue;
    const body = readFileSync(path.join(PUBLIC_DIR, name));
    files.set(name, { body, type, etag: createHash('sha256').update(body).digest('base64url').slice(0, 16) });
  }
  const assets: PageAssets = { url: (file) => `${prefix}/static/${file}?v=${files.get(file)?.etag ?? '0'}` };
  return { files, assets };
}

const current = <T>(v: T | (() => T)): T => (typeof v === 'function' ? (v as () => T)() : v);

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The return_url a merchant gave, as an absolute URL on one of its own origins, or null. Parsed as a browser would
 * (a relative path resolves against the first origin; `//host`, backslashes and control characters are refused),
 * so the simulator's "back" link can never send the payer to another site.
 */
export function checkReturnUrl(value: string, origins: readonly string[]): string | null {
  if (!origins.length || value.length > 2000) return null;
  if (hasControlCharacter(value) || value.includes('\\')) return null;
  if (value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origins[0]);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  return origins.includes(url.origin) ? url.href : null;
}

function sendError(reply: FastifyReply, error: GatewayError) {
  return reply.code(error.status).send({ error: error.code, message: error.message });
}

/** A parsed form body (application/x-www-form-urlencoded) as a plain object of its first values. */
function formObject(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in out)) out[key] = value;
  return out;
}

interface Raw {
  /** The body exactly as received (what the signature covers); '' when there was none. */
  raw: string;
  json?: unknown;
  form?: Record<string, string>;
}

function bodyOf(request: FastifyRequest): Raw {
  const body = request.body as Raw | undefined;
  return body && typeof body === 'object' && 'raw' in body ? body : { raw: '' };
}

export async function registerSandboxGateway(app: FastifyInstance, options: SandboxGatewayOptions): Promise<void> {
  const prefix = options.prefix ?? '/gateway/sandbox';
  const timing: SandboxTiming = {
    ...DEFAULT_TIMING,
    ...options.timing,
    retry: { ...DEFAULT_TIMING.retry, ...options.timing?.retry },
  };
  const webhook = new Webhook(options.secret);
  const { files, assets } = loadAssets(prefix);
  const merchantName = options.merchantName ?? 'Merchant';
  const webhookUrl = () => current(options.webhookUrl);
  const publicBase = () => current(options.publicBaseUrl).replace(/\/+$/, '');
  const merchantOrigins =
    options.merchantOrigins ??
    (() => [...new Set([originOf(publicBase()), originOf(webhookUrl())].filter((o): o is string => !!o))]);

  await migrate(options.database);

  const service: GatewayService = createGatewayService({
    db: options.database,
    key: options.secret,
    payUrl: (id, locale) => `${publicBase()}${prefix}/pay/${id}?lang=${encodeURIComponent(locale)}`,
    checkReturnUrl: (value) => checkReturnUrl(value, merchantOrigins()),
    promptpayId: options.promptpayId ?? DEFAULT_PROMPTPAY_ID,
    collectingAccount: options.collectingAccount ?? DEFAULT_COLLECTING_ACCOUNT,
    confirmationMs: timing.confirmationMs,
    payoutDelayMs: timing.payoutDelayMs,
  });
  const worker = createDeliveryWorker({
    db: options.database,
    webhook,
    url: webhookUrl,
    fetch: options.fetch ?? ((url, init) => fetch(url, init)),
    retry: timing.retry,
    requestTimeoutMs: timing.requestTimeoutMs,
    leaseMs: timing.requestTimeoutMs + 5000,
    batch: 20,
    random: options.random,
    log: (message, details) => app.log.warn(details, `sandbox gateway: ${message}`),
  });
  const runner = createRunner(
    [
      () => service.expireDue(),
      () => service.advanceConfirmations(),
      () => service.completeDuePayouts(),
      () => worker.deliverDue(),
    ],
    timing.sweepMs,
    (err) => app.log.error({ err }, 'sandbox gateway: periodic work failed'),
  );

  const ancestors = (options.frameAncestors ?? ["'self'"]).filter(
    (source) => source === "'self'" || ORIGIN_RE.test(source),
  );
  const pageCsp = `${PAGE_CSP}; frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`;
  const onlySelf = ancestors.length === 1 && ancestors[0] === "'self'";

  await app.register(
    async (scope) => {
      // The gateway reads bodies itself: the signature covers the exact bytes, and the simulator posts forms.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
        const raw = String(text);
        try {
          done(null, { raw, json: raw === '' ? undefined : JSON.parse(raw) } satisfies Raw);
        } catch {
          done(new GatewayError(400, 'INVALID_JSON', 'the body is not valid JSON'), undefined);
        }
      });
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) =>
        done(null, { raw: String(text), form: formObject(String(text)) } satisfies Raw),
      );

      scope.addHook('onSend', async (request, reply, payload) => {
        const page = (reply.getHeader('content-type') ?? '').toString().startsWith('text/html');
        reply.removeHeader('x-frame-options');
        if (page) {
          reply.header('content-security-policy', pageCsp);
          if (onlySelf) reply.header('x-frame-options', 'SAMEORIGIN');
        } else {
          reply.header('content-security-policy', API_CSP);
          reply.header('x-frame-options', 'DENY');
        }
        if (!request.url.startsWith(`${prefix}/static/`)) reply.header('cache-control', 'no-store');
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'no-referrer');
        reply.header('cross-origin-resource-policy', 'same-origin');
        return payload;
      });

      scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
        if (error instanceof GatewayError) return sendError(reply, error);
        const status = error.statusCode ?? 500;
        if (status < 500)
          return sendError(
            reply,
            new GatewayError(
              status,
              error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : 'BAD_REQUEST',
              error.message,
            ),
          );
        request.log.error({ err: error }, 'sandbox gateway failure');
        return sendError(reply, new GatewayError(500, 'INTERNAL', 'the gateway could not handle the request'));
      });
      scope.setNotFoundHandler((_request, reply) =>
        sendError(reply, new GatewayError(404, 'NOT_FOUND', 'no such route')),
      );

      scope.addHook('onReady', async () => runner.start());
      scope.addHook('preClose', async () => {
        worker.abort();
        await runner.stop();
      });

      /** The merchant API: Standard Webhooks signature over the exact body ('' for a GET), 300 s tolerance. */
      async function verified(request: FastifyRequest, reply: FastifyReply) {
        const headers: Record<string, string> = {};
        for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
          const value = request.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        try {
          webhook.verify(bodyOf(request).raw, headers, { jsonParse: false });
        } catch (err) {
          return sendError(
            reply,
            new GatewayError(401, 'INVALID_SIGNATURE', err instanceof Error ? err.message : 'invalid signature'),
          );
        }
      }

      function parse<T>(schema: z.ZodType<T>, value: unknown): T {
        const result = schema.safeParse(value);
        if (!result.success) throw new GatewayError(400, 'VALIDATION_ERROR', issuesMessage(result.error));
        return result.data;
      }

      function paymentId(value: string): string {
        if (!paymentIdSchema.safeParse(value).success) throw new GatewayError(404, 'NOT_FOUND', 'no such payment');
        return value;
      }
      function payoutId(value: string): string {
        if (!payoutIdSchema.safeParse(value).success) throw new GatewayError(404, 'NOT_FOUND', 'no such payout');
        return value;
      }

      scope.post('/api/payments', { preHandler: verified }, async (request, reply) => {
        const body = parse(paymentRequestSchema, bodyOf(request).json);
        const result = await service.createPayment(body);
        return reply.code(result.status).send(result.body);
      });

      scope.get<{ Params: { payment_id: string } }>(
        '/api/payments/:payment_id',
        { preHandler: verified },
        async (request) => {
          const payment = await service.getPayment(paymentId(request.params.payment_id));
          if (!payment) throw new GatewayError(404, 'NOT_FOUND', 'no such payment');
          return payment;
        },
      );

      scope.post('/api/payouts', { preHandler: verified }, async (request, reply) => {
        const body = parse(payoutRequestSchema, bodyOf(request).json);
        const result = await service.createPayout(body);
        return reply.code(result.status).send(result.body);
      });

      scope.get<{ Params: { payout_id: string } }>(
        '/api/payouts/:payout_id',
        { preHandler: verified },
        async (request) => {
          const payout = await service.getPayout(payoutId(request.params.payout_id));
          if (!payout) throw new GatewayError(404, 'NOT_FOUND', 'no such payout');
          return payout;
        },
      );

      scope.get('/api/deliveries', { preHandler: verified }, async (request) => {
        const query = parse(deliveriesQuerySchema, request.query);
        return { data: await service.listDeliveries(query) };
      });

      scope.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
        const file = files.get(request.params.file);
        if (!file) throw new GatewayError(404, 'NOT_FOUND', 'no such file');
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag).type(file.type);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.send(file.body);
      });

      async function renderPage(
        reply: FastifyReply,
        payment: PaymentView,
        lang: GatewayLang,
        notice: 'invalid_amount' | 'not_pending' | 'expired' | null,
      ) {
        let qrImage: string | null = null;
        if (payment.status === 'pending' && payment.method === 'PROMPTPAY' && payment.qr_payload)
          qrImage = await qrDataUrl(payment.qr_payload);
        if (payment.status === 'pending' && payment.method === 'TRUEWALLET')
          qrImage = await qrDataUrl(
            trueMoneyPayload(
              options.promptpayId ?? DEFAULT_PROMPTPAY_ID,
              payment.amount,
              payment.merchant_reference.slice(0, 30),
            ),
          );
        return reply
          .type('text/html; charset=utf-8')
          .send(renderSimulatorPage({ lang, payment, prefix, merchantName, assets, qrImage, notice, now: new Date() }));
      }

      scope.get<{ Params: { payment_id: string }; Querystring: Record<string, unknown> }>(
        '/pay/:payment_id',
        async (request, reply) => {
          const asked = resolveLang(request.query.lang);
          const id = request.params.payment_id;
          const payment = paymentIdSchema.safeParse(id).success ? await service.getPayment(id) : null;
          if (!payment)
            return reply
              .code(404)
              .type('text/html; charset=utf-8')
              .send(renderNotFoundPage(asked ?? 'en', assets));
          const lang = asked ?? (isGatewayLang(payment.locale) ? payment.locale : 'en');
          const notice = request.query.notice;
          return renderPage(
            reply,
            payment,
            lang,
            notice === 'invalid_amount' || notice === 'not_pending' || notice === 'expired' ? notice : null,
          );
        },
      );

      scope.post<{ Params: { payment_id: string } }>('/payments/:payment_id/simulate', async (request, reply) => {
        const id = request.params.payment_id;
        const body = bodyOf(request);
        if (body.form) {
          // The simulator page, without JavaScript: act, then redirect back to the page (POST → 303 → GET).
          const form = simulatePaymentFormSchema.safeParse(body.form);
          const lang = resolveLang(form.success ? form.data.lang : undefined);
          const pageUrl = (notice?: string) =>
            `${prefix}/pay/${encodeURIComponent(id)}?${new URLSearchParams({ ...(lang ? { lang } : {}), ...(notice ? { notice } : {}) })}`;
          if (!paymentIdSchema.safeParse(id).success || !form.success) return reply.redirect(pageUrl(), 303);
          let amount: number | undefined;
          if (form.data.outcome === 'paid' && form.data.paid_amount !== undefined) {
            const payment = await service.getPayment(id);
            if (!payment) return reply.redirect(pageUrl(), 303);
            const parsed = decimalToMinor(form.data.paid_amount, payment.currency);
            if (parsed === null) return reply.redirect(pageUrl('invalid_amount'), 303);
            amount = parsed;
          }
          const result = await service.simulatePayment(id, form.data.outcome, amount);
          runner.kick();
          return reply.redirect(
            pageUrl(result.ok ? undefined : result.error.code === 'PAYMENT_EXPIRED' ? 'expired' : 'not_pending'),
            303,
          );
        }
        const input = parse(simulatePaymentSchema, body.json);
        const result = await service.simulatePayment(paymentId(id), input.outcome, input.amount);
        runner.kick(); // the change's event (or that of an expiry made on the way) goes out now
        if (!result.ok) throw result.error;
        return result.payment;
      });

      scope.post<{ Params: { payout_id: string } }>('/payouts/:payout_id/simulate', async (request) => {
        const input = parse(simulatePayoutSchema, bodyOf(request).json ?? bodyOf(request).form);
        const payout = await service.simulatePayout(payoutId(request.params.payout_id), input.outcome);
        runner.kick();
        return payout;
      });
    },
    { prefix },
  );
}
