import { createHash, randomBytes } from 'node:crypto';
import { int, intOrNull, iso, isoOrNull, type GatewayDatabase, type GatewaySql, type Row } from './db.ts';
import {
  bankReference,
  depositAddress,
  promptpayPayload,
  transactionHash,
  type CollectingAccount,
  type Method,
} from './methods.ts';
import { cryptoAmount } from './money.ts';
import { canonicalJson, type PaymentRequest, type PayoutRequest } from './schemas.ts';

/**
 * The gateway's payments, payouts and the events it owes the merchant, kept in its own tables so that any instance
 * serves any payment. Every state change is one guarded UPDATE (… WHERE status = 'pending' …) and the event it
 * causes is inserted in the same transaction: one event per change, whichever instance or timer made it.
 */

export type PaymentStatus = 'pending' | 'confirming' | 'succeeded' | 'failed' | 'expired';
export type PayoutStatus = 'processing' | 'succeeded' | 'failed';
export type EventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.expired'
  | 'payment.confirming'
  | 'payout.succeeded'
  | 'payout.failed';

/** A refusal the API answers with `{ error, message }` and this status. */
export class GatewayError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface ServiceOptions {
  db: GatewayDatabase;
  /** Key material for deposit addresses and transaction hashes (the webhook secret). */
  key: string;
  /** Absolute URL of the simulator page of a payment (`pay_url`). */
  payUrl(paymentId: string, locale: string): string;
  /** The return_url a merchant gave, absolute and on the merchant's own origin, or null. */
  checkReturnUrl(value: string): string | null;
  promptpayId: string;
  collectingAccount: CollectingAccount;
  /** Time between two network confirmations of a crypto payment. */
  confirmationMs: number;
  /** How long a payout takes to complete by itself. */
  payoutDelayMs: number;
}

export interface PaymentView {
  payment_id: string;
  merchant_reference: string;
  method: Method;
  status: PaymentStatus;
  amount: number;
  fee: number;
  paid_amount: number | null;
  currency: string;
  locale: string;
  expires_at: string;
  pay_url: string;
  return_url: string;
  qr_payload?: string;
  crypto?: {
    token: string;
    network: string;
    address: string;
    crypto_amount: string;
    rate: string;
    confirmations: number;
    confirmations_required: number;
    tx_hash: string | null;
  };
  bank?: { bank_name: string; account_name: string; account_no: string; reference: string };
  payer: { name: string; bank_code?: string; bank_account_no?: string };
  created_at: string;
  completed_at: string | null;
}

export interface PayoutView {
  payout_id: string;
  merchant_reference: string;
  status: PayoutStatus;
  amount: number;
  currency: string;
  beneficiary: PayoutRequest['beneficiary'];
  created_at: string;
  completed_at: string | null;
}

export interface DeliveryView {
  id: number;
  event_id: string;
  event_type: EventType;
  event_status: 'pending' | 'delivered' | 'exhausted';
  payment_id: string | null;
  payout_id: string | null;
  attempt: number;
  url: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  attempted_at: string;
  next_attempt_at: string | null;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** `pay_` / `po_` / `evt_` and 24 random base-32 characters (120 bits): unguessable, so the id may sit in a URL. */
export function newId(prefix: string): string {
  let out = '';
  for (const byte of randomBytes(24)) out += ID_ALPHABET[byte & 31];
  return `${prefix}_${out}`;
}

function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

interface CryptoColumn {
  token: string;
  network: string;
  rate: string;
  address: string;
  crypto_amount: string;
  confirmations_required: number;
}

function paymentView(row: Row, payUrl: ServiceOptions['payUrl']): PaymentView {
  const method = row.method as Method;
  const view: PaymentView = {
    payment_id: String(row.id),
    merchant_reference: String(row.merchant_reference),
    method,
    status: row.status as PaymentStatus,
    amount: int(row.amount),
    fee: int(row.fee),
    paid_amount: intOrNull(row.paid_amount),
    currency: String(row.currency),
    locale: String(row.locale),
    expires_at: iso(row.expires_at),
    pay_url: payUrl(String(row.id), String(row.locale)),
    return_url: String(row.return_url),
    payer: row.payer as PaymentView['payer'],
    created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at),
  };
  if (row.qr_payload) view.qr_payload = String(row.qr_payload);
  if (row.crypto) {
    const c = row.crypto as CryptoColumn;
    view.crypto = {
      token: c.token,
      network: c.network,
      address: c.address,
      crypto_amount: c.crypto_amount,
      rate: c.rate,
      confirmations: int(row.confirmations),
      confirmations_required: c.confirmations_required,
      tx_hash: row.tx_hash ? String(row.tx_hash) : null,
    };
  }
  if (row.bank) view.bank = row.bank as PaymentView['bank'];
  return view;
}

function payoutView(row: Row): PayoutView {
  return {
    payout_id: String(row.id),
    merchant_reference: String(row.merchant_reference),
    status: row.status as PayoutStatus,
    amount: int(row.amount),
    currency: String(row.currency),
    beneficiary: row.beneficiary as PayoutView['beneficiary'],
    created_at: iso(row.created_at),
    completed_at: isoOrNull(row.completed_at),
  };
}

/** The webhook body of a payment's change, as the merchant receives it. */
function paymentEventBody(type: EventType, row: Row): string {
  const crypto = row.crypto as CryptoColumn | null;
  const data: Record<string, unknown> = {
    payment_id: String(row.id),
    merchant_reference: String(row.merchant_reference),
    amount: int(row.amount),
    currency: String(row.currency),
    fee: int(row.fee),
  };
  if (row.paid_amount !== null && row.paid_amount !== undefined) data.paid_amount = int(row.paid_amount);
  if (crypto) {
    data.confirmations = int(row.confirmations);
    if (row.tx_hash) data.tx_hash = String(row.tx_hash);
  }
  data.occurred_at = iso(row.updated_at);
  return JSON.stringify({ type, data });
}

function payoutEventBody(type: EventType, row: Row): string {
  return JSON.stringify({
    type,
    data: {
      payout_id: String(row.id),
      merchant_reference: String(row.merchant_reference),
      amount: int(row.amount),
      currency: String(row.currency),
      occurred_at: iso(row.updated_at),
    },
  });
}

async function insertEvent(
  tx: GatewaySql,
  type: EventType,
  subject: { payment_id?: string; payout_id?: string },
  body: string,
): Promise<string> {
  const id = newId('evt');
  await tx.query('INSERT INTO gw_events (id, type, payment_id, payout_id, body) VALUES ($1, $2, $3, $4, $5)', [
    id,
    type,
    subject.payment_id ?? null,
    subject.payout_id ?? null,
    body,
  ]);
  return id;
}

const FINAL_EVENT: Record<'succeeded' | 'failed' | 'expired' | 'confirming', EventType> = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  expired: 'payment.expired',
  confirming: 'payment.confirming',
};

export type SimulateResult =
  | { ok: true; payment: PaymentView }
  | { ok: false; error: GatewayError; payment: PaymentView | null };

export function createGatewayService(options: ServiceOptions) {
  const { db } = options;
  const view = (row: Row) => paymentView(row, options.payUrl);

  /** Moves payments that are past their time from pending to expired, with their events. */
  async function expireWhere(tx: GatewaySql, onlyId: string | null, limit: number): Promise<Row[]> {
    const rows = await tx.query(
      `UPDATE gw_payments SET status = 'expired', completed_at = now(), updated_at = now()
        WHERE id IN (SELECT id FROM gw_payments
                      WHERE status = 'pending' AND expires_at <= now() AND ($1::text IS NULL OR id = $1)
                      ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          AND status = 'pending'
        RETURNING *`,
      [onlyId, limit],
    );
    for (const row of rows)
      await insertEvent(
        tx,
        'payment.expired',
        { payment_id: String(row.id) },
        paymentEventBody('payment.expired', row),
      );
    return rows;
  }

  return {
    /**
     * Creates a payment, or answers the first one created with this merchant_reference (the same request: 200 and
     * the first answer; another request: 409).
     */
    async createPayment(body: PaymentRequest): Promise<{ status: 200 | 201; body: Record<string, unknown> }> {
      const hash = requestHash(body);
      const existing = async () => {
        const [row] = await db.query(
          'SELECT request_hash, first_response FROM gw_payments WHERE merchant_reference = $1',
          [body.merchant_reference],
        );
        if (!row) return null;
        if (row.request_hash !== hash)
          throw new GatewayError(
            409,
            'IDEMPOTENCY_CONFLICT',
            'merchant_reference was already used for a different payment request',
          );
        return { status: 200 as const, body: row.first_response as Record<string, unknown> };
      };
      const first = await existing();
      if (first) return first;

      const returnUrl = options.checkReturnUrl(body.return_url);
      if (!returnUrl)
        throw new GatewayError(400, 'INVALID_RETURN_URL', "return_url must be a page on the merchant's own origin");

      const id = newId('pay');
      const expiresAt = new Date(Date.now() + body.expires_in_seconds * 1000);
      expiresAt.setMilliseconds(0);
      const response: Record<string, unknown> = {
        payment_id: id,
        merchant_reference: body.merchant_reference,
        method: body.method,
        status: 'pending',
        amount: body.amount,
        fee: body.fee,
        currency: body.currency,
        expires_at: expiresAt.toISOString(),
        pay_url: options.payUrl(id, body.locale),
      };
      let qrPayload: string | null = null;
      let crypto: CryptoColumn | null = null;
      let bank: PaymentView['bank'] | null = null;
      if (body.method === 'PROMPTPAY') {
        qrPayload = promptpayPayload(options.promptpayId, body.amount);
        response.qr_payload = qrPayload;
      } else if (body.method === 'CRYPTO' && body.crypto) {
        crypto = {
          token: body.crypto.token.toUpperCase(),
          network: body.crypto.network,
          rate: body.crypto.rate,
          address: depositAddress(options.key, id, body.crypto.network),
          crypto_amount: cryptoAmount(body.amount, body.currency, body.crypto.rate),
          confirmations_required: body.crypto.confirmations_required,
        };
        response.crypto = {
          token: crypto.token,
          network: crypto.network,
          address: crypto.address,
          crypto_amount: crypto.crypto_amount,
          rate: crypto.rate,
        };
      } else if (body.method === 'AUTO_BANK') {
        bank = { ...options.collectingAccount, reference: bankReference(id) };
        response.bank = bank;
      }

      const inserted = await db.query(
        `INSERT INTO gw_payments (id, merchant_reference, request_hash, method, status, amount, fee, currency, locale,
                                  return_url, payer, qr_payload, crypto, bank, first_response, expires_at)
         VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (merchant_reference) DO NOTHING
         RETURNING id`,
        [
          id,
          body.merchant_reference,
          hash,
          body.method,
          body.amount,
          body.fee,
          body.currency,
          body.locale,
          returnUrl,
          JSON.stringify(body.payer),
          qrPayload,
          crypto ? JSON.stringify(crypto) : null,
          bank ? JSON.stringify(bank) : null,
          JSON.stringify(response),
          expiresAt,
        ],
      );
      if (inserted.length) return { status: 201, body: response };
      // Another request with this reference won the race: answer as it did.
      const raced = await existing();
      if (!raced) throw new Error('payment vanished after a conflict on its merchant_reference');
      return raced;
    },

    /** The payment, expired first when its time is up (so no one sees a pending payment past expires_at). */
    async getPayment(id: string): Promise<PaymentView | null> {
      const [due] = await db.query(
        "SELECT 1 FROM gw_payments WHERE id = $1 AND status = 'pending' AND expires_at <= now()",
        [id],
      );
      if (due) await db.transaction((tx) => expireWhere(tx, id, 1));
      const [row] = await db.query('SELECT * FROM gw_payments WHERE id = $1', [id]);
      return row ? view(row) : null;
    },

    /**
     * The payer's action on the simulator: paid (optionally a different amount), failed or expired. CRYPTO goes to
     * `confirming` first and succeeds once the network has confirmed it enough times (the confirmation timer).
     */
    async simulatePayment(
      id: string,
      outcome: 'paid' | 'failed' | 'expired',
      paidAmount?: number,
    ): Promise<SimulateResult> {
      return db.transaction(async (tx): Promise<SimulateResult> => {
        const [row] = await tx.query('SELECT *, expires_at <= now() AS due FROM gw_payments WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        if (!row) return { ok: false, error: new GatewayError(404, 'NOT_FOUND', 'no such payment'), payment: null };
        if (row.status !== 'pending')
          return {
            ok: false,
            error: new GatewayError(409, 'NOT_PENDING', `the payment is ${row.status}`),
            payment: view(row),
          };
        if (row.due && outcome !== 'expired') {
          const [expired] = await expireWhere(tx, id, 1);
          return {
            ok: false,
            error: new GatewayError(409, 'PAYMENT_EXPIRED', 'the payment expired before it was paid'),
            payment: view(expired ?? row),
          };
        }
        let next: Row;
        if (outcome === 'paid') {
          const paid = paidAmount ?? int(row.amount);
          if (row.method === 'CRYPTO') {
            [next] = await tx.query(
              `UPDATE gw_payments SET status = 'confirming', paid_amount = $2, tx_hash = $3, confirmations = 0,
                      next_confirmation_at = now() + $4 * interval '1 millisecond', updated_at = now()
                WHERE id = $1 RETURNING *`,
              [
                id,
                paid,
                transactionHash(options.key, id, (row.crypto as CryptoColumn).network),
                options.confirmationMs,
              ],
            );
            await insertEvent(
              tx,
              'payment.confirming',
              { payment_id: id },
              paymentEventBody('payment.confirming', next),
            );
          } else {
            [next] = await tx.query(
              `UPDATE gw_payments SET status = 'succeeded', paid_amount = $2, completed_at = now(), updated_at = now()
                WHERE id = $1 RETURNING *`,
              [id, paid],
            );
            await insertEvent(tx, 'payment.succeeded', { payment_id: id }, paymentEventBody('payment.succeeded', next));
          }
        } else {
          [next] = await tx.query(
            'UPDATE gw_payments SET status = $2, completed_at = now(), updated_at = now() WHERE id = $1 RETURNING *',
            [id, outcome],
          );
          const type = FINAL_EVENT[outcome];
          await insertEvent(tx, type, { payment_id: id }, paymentEventBody(type, next));
        }
        return { ok: true, payment: view(next) };
      });
    },

    /** Expires pending payments past their time (any instance; each payment once). Returns how many. */
    async expireDue(limit = 100): Promise<number> {
      return (await db.transaction((tx) => expireWhere(tx, null, limit))).length;
    },

    /**
     * One more network confirmation for each crypto payment whose next one is due; those that reach the required
     * count succeed. Returns how many payments advanced.
     */
    async advanceConfirmations(limit = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE gw_payments SET confirmations = confirmations + 1,
                  next_confirmation_at = now() + $1 * interval '1 millisecond', updated_at = now()
            WHERE id IN (SELECT id FROM gw_payments
                          WHERE status = 'confirming' AND next_confirmation_at <= now()
                          ORDER BY next_confirmation_at LIMIT $2 FOR UPDATE SKIP LOCKED)
              AND status = 'confirming'
            RETURNING *`,
          [options.confirmationMs, limit],
        );
        for (const row of rows) {
          if (int(row.confirmations) < (row.crypto as CryptoColumn).confirmations_required) continue;
          const [done] = await tx.query(
            `UPDATE gw_payments SET status = 'succeeded', next_confirmation_at = NULL, completed_at = now(),
                    updated_at = now()
              WHERE id = $1 AND status = 'confirming' RETURNING *`,
            [row.id],
          );
          await insertEvent(
            tx,
            'payment.succeeded',
            { payment_id: String(done.id) },
            paymentEventBody('payment.succeeded', done),
          );
        }
        return rows.length;
      });
    },

    async createPayout(body: PayoutRequest): Promise<{ status: 200 | 201; body: Record<string, unknown> }> {
      const hash = requestHash(body);
      const existing = async () => {
        const [row] = await db.query(
          'SELECT request_hash, first_response FROM gw_payouts WHERE merchant_reference = $1',
          [body.merchant_reference],
        );
        if (!row) return null;
        if (row.request_hash !== hash)
          throw new GatewayError(
            409,
            'IDEMPOTENCY_CONFLICT',
            'merchant_reference was already used for a different payout request',
          );
        return { status: 200 as const, body: row.first_response as Record<string, unknown> };
      };
      const first = await existing();
      if (first) return first;
      const id = newId('po');
      const response = {
        payout_id: id,
        merchant_reference: body.merchant_reference,
        status: 'processing',
        amount: body.amount,
        currency: body.currency,
      };
      const inserted = await db.query(
        `INSERT INTO gw_payouts (id, merchant_reference, request_hash, status, amount, currency, beneficiary,
                                 first_response, complete_at)
         VALUES ($1, $2, $3, 'processing', $4, $5, $6, $7, now() + $8 * interval '1 millisecond')
         ON CONFLICT (merchant_reference) DO NOTHING
         RETURNING id`,
        [
          id,
          body.merchant_reference,
          hash,
          body.amount,
          body.currency,
          JSON.stringify(body.beneficiary),
          JSON.stringify(response),
          options.payoutDelayMs,
        ],
      );
      if (inserted.length) return { status: 201, body: response };
      const raced = await existing();
      if (!raced) throw new Error('payout vanished after a conflict on its merchant_reference');
      return raced;
    },

    async getPayout(id: string): Promise<PayoutView | null> {
      const [row] = await db.query('SELECT * FROM gw_payouts WHERE id = $1', [id]);
      return row ? payoutView(row) : null;
    },

    /** Completes a processing payout now, as paid or failed (tests and the operator). */
    async simulatePayout(id: string, outcome: 'paid' | 'failed'): Promise<PayoutView> {
      return db.transaction(async (tx) => {
        const status = outcome === 'paid' ? 'succeeded' : 'failed';
        const [row] = await tx.query(
          `UPDATE gw_payouts SET status = $2, completed_at = now(), updated_at = now()
            WHERE id = $1 AND status = 'processing' RETURNING *`,
          [id, status],
        );
        if (!row) {
          const [current] = await tx.query('SELECT status FROM gw_payouts WHERE id = $1', [id]);
          if (!current) throw new GatewayError(404, 'NOT_FOUND', 'no such payout');
          throw new GatewayError(409, 'NOT_PROCESSING', `the payout is ${current.status}`);
        }
        const type: EventType = status === 'succeeded' ? 'payout.succeeded' : 'payout.failed';
        await insertEvent(tx, type, { payout_id: id }, payoutEventBody(type, row));
        return payoutView(row);
      });
    },

    /** Payouts whose processing time is over succeed (any instance; each payout once). Returns how many. */
    async completeDuePayouts(limit = 100): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `UPDATE gw_payouts SET status = 'succeeded', completed_at = now(), updated_at = now()
            WHERE id IN (SELECT id FROM gw_payouts WHERE status = 'processing' AND complete_at <= now()
                          ORDER BY complete_at LIMIT $1 FOR UPDATE SKIP LOCKED)
              AND status = 'processing'
            RETURNING *`,
          [limit],
        );
        for (const row of rows)
          await insertEvent(
            tx,
            'payout.succeeded',
            { payout_id: String(row.id) },
            payoutEventBody('payout.succeeded', row),
          );
        return rows.length;
      });
    },

    /** Delivery attempts, newest first, optionally of one payment's or payout's events. */
    async listDeliveries(query: { limit: number; payment_id?: string; payout_id?: string }): Promise<DeliveryView[]> {
      const rows = await db.query(
        `SELECT d.id, d.event_id, e.type, e.status AS event_status, e.payment_id, e.payout_id, d.attempt, d.url,
                d.status_code, d.duration_ms, d.error, d.attempted_at, d.next_attempt_at
           FROM gw_deliveries d JOIN gw_events e ON e.id = d.event_id
          WHERE ($1::text IS NULL OR e.payment_id = $1) AND ($2::text IS NULL OR e.payout_id = $2)
          ORDER BY d.id DESC
          LIMIT $3`,
        [query.payment_id ?? null, query.payout_id ?? null, query.limit],
      );
      return rows.map((r) => ({
        id: int(r.id),
        event_id: String(r.event_id),
        event_type: r.type as EventType,
        event_status: r.event_status as DeliveryView['event_status'],
        payment_id: r.payment_id ? String(r.payment_id) : null,
        payout_id: r.payout_id ? String(r.payout_id) : null,
        attempt: int(r.attempt),
        url: String(r.url),
        status_code: intOrNull(r.status_code),
        duration_ms: int(r.duration_ms),
        error: r.error ? String(r.error) : null,
        attempted_at: iso(r.attempted_at),
        next_attempt_at: isoOrNull(r.next_attempt_at),
      }));
    },
  };
}

export type GatewayService = ReturnType<typeof createGatewayService>;
