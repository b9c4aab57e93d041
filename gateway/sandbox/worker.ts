import type { Webhook } from 'standardwebhooks';
import { int, type GatewayDatabase } from './db.ts';

/**
 * Webhook delivery: every event is its own queue entry. A sender claims due entries by moving their next attempt a
 * lease ahead (one UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, so two instances never take the same attempt,
 * and an instance that dies mid-send leaves the entry to be taken again when the lease runs out), POSTs the signed
 * body, and records the attempt: 2xx delivers the event, anything else schedules the next attempt after an
 * exponential back-off with jitter, up to `maxAttempts`.
 */

export interface RetryPolicy {
  /** First pause (after attempt 1); doubles each time. */
  baseMs: number;
  /** Longest pause. */
  maxMs: number;
  /** Attempts in all; after the last failed one the event is `exhausted`. */
  maxAttempts: number;
}

/** Pause after failed attempt `attempt` (1-based): half the exponential step, plus up to half again at random. */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(attempt - 1, 30));
  return Math.round(step / 2 + random() * (step / 2));
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface DeliveryWorkerOptions {
  db: GatewayDatabase;
  webhook: Webhook;
  /** Where webhooks go; null while there is nowhere to send them (nothing is claimed then). */
  url: () => string | null;
  fetch: FetchLike;
  retry: RetryPolicy;
  requestTimeoutMs: number;
  /** How long a claimed attempt is reserved for its sender. */
  leaseMs: number;
  batch: number;
  random?: () => number;
  log?: (message: string, details: Record<string, unknown>) => void;
}

interface Claimed {
  id: string;
  body: string;
  attempt: number;
}

const RESPONSE_KEPT = 500;

export function createDeliveryWorker(options: DeliveryWorkerOptions) {
  const { db } = options;
  const random = options.random ?? Math.random;
  const closing = new AbortController();

  async function claim(): Promise<Claimed[]> {
    const rows = await db.query(
      `UPDATE gw_events SET attempts = attempts + 1, next_attempt_at = now() + $1 * interval '1 millisecond'
        WHERE id IN (SELECT id FROM gw_events WHERE status = 'pending' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
          AND status = 'pending'
        RETURNING id, body, attempts`,
      [options.leaseMs, options.batch],
    );
    return rows.map((r) => ({ id: String(r.id), body: String(r.body), attempt: int(r.attempts) }));
  }

  async function send(event: Claimed, url: string): Promise<void> {
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    let responseBody: string | null = null;
    try {
      const now = new Date();
      const response = await options.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'sandbox-gateway/1',
          'webhook-id': event.id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': options.webhook.sign(event.id, now, event.body),
        },
        body: event.body,
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(options.requestTimeoutMs)]),
      });
      statusCode = response.status;
      responseBody = (await response.text().catch(() => '')).slice(0, RESPONSE_KEPT);
      if (statusCode < 200 || statusCode > 299) error = `HTTP ${statusCode}`;
    } catch (err) {
      error = err instanceof Error ? `${err.name}: ${err.message}`.slice(0, RESPONSE_KEPT) : String(err);
    }
    const durationMs = Math.round(performance.now() - started);
    const delivered = error === null;
    const exhausted = !delivered && event.attempt >= options.retry.maxAttempts;
    const pauseMs = delivered || exhausted ? null : backoffMs(event.attempt, options.retry, random);
    if (!delivered) options.log?.('webhook delivery failed', { event: event.id, attempt: event.attempt, error });
    await db.transaction(async (tx) => {
      const [attempt] = await tx.query(
        `INSERT INTO gw_deliveries (event_id, attempt, url, status_code, duration_ms, error, response_body,
                                    next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::integer IS NULL THEN NULL
                                                  ELSE now() + $8::integer * interval '1 millisecond' END)
         ON CONFLICT (event_id, attempt) DO NOTHING
         RETURNING next_attempt_at`,
        [event.id, event.attempt, url, statusCode, durationMs, error, responseBody, pauseMs],
      );
      if (!attempt) return; // recorded already by a sender whose lease this one outlived
      // Only while the entry is still this attempt's: a later claim (after the lease) decides for itself.
      await tx.query(
        `UPDATE gw_events SET status = $3,
                delivered_at = CASE WHEN $3 = 'delivered' THEN now() ELSE delivered_at END,
                next_attempt_at = COALESCE($4, next_attempt_at)
          WHERE id = $1 AND attempts = $2 AND status = 'pending'`,
        [
          event.id,
          event.attempt,
          delivered ? 'delivered' : exhausted ? 'exhausted' : 'pending',
          attempt.next_attempt_at,
        ],
      );
    });
  }

  return {
    /** Sends every attempt that is due (batch after batch). Returns how many were sent. */
    async deliverDue(): Promise<number> {
      let sent = 0;
      while (!closing.signal.aborted) {
        const url = options.url();
        if (!url) break;
        const events = await claim();
        if (!events.length) break;
        await Promise.all(events.map((event) => send(event, url)));
        sent += events.length;
        if (events.length < options.batch) break;
      }
      return sent;
    },
    /** Aborts requests in flight (their attempts are recorded as failed and retried later, by any instance). */
    abort(): void {
      closing.abort(new Error('gateway closing'));
    },
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;

/**
 * Runs the gateway's periodic work (expiry, confirmations, payouts, deliveries) every `intervalMs`, one run at a time,
 * and at once when kicked. `stop()` clears the timer and waits for the run in progress: nothing is left behind.
 */
export function createRunner(
  tasks: readonly (() => Promise<unknown>)[],
  intervalMs: number,
  onError: (err: unknown) => void,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function runAll(): Promise<void> {
    do {
      again = false;
      for (const task of tasks) {
        if (stopped) return;
        try {
          await task();
        } catch (err) {
          onError(err);
        }
      }
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = runAll().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(run, 0);
    },
    /** Runs the tasks now (or right after the run in progress). */
    kick: run,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
