import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * The provider's side of the casino's seamless-wallet API: POST /provider/<code>/wallet/<op>, JSON body signed with
 * X-Signature = hex HMAC-SHA256(secret, raw body). Amounts are integers in minor units.
 */

export interface WalletRequest {
  tx_id: string;
  round_id: string;
  game_code: string;
  player_id: string;
  session_token: string;
  amount: number;
  currency: string;
  ref_tx_id?: string;
  round_closed?: boolean;
  /** A free round's bet (amount 0): the grant it is played from. */
  free_round_id?: string;
}

export interface BalanceRequest {
  player_id: string;
  session_token: string;
}

export interface WalletAnswer {
  status: string;
  balance: number;
  currency: string;
  tx_id: string;
}

/** An answer from the casino, or no usable answer (network error, timeout, 5xx, bad signature, unreadable body). */
export type CallOutcome =
  | { kind: 'answer'; answer: WalletAnswer }
  | { kind: 'failure'; reason: string; retryable: boolean };

/** Business outcomes after which repeating the same call cannot give a different answer. */
const FINAL_STATUSES = new Set([
  'OK',
  'INSUFFICIENT_FUNDS',
  'DUPLICATE_TRANSACTION',
  'TRANSACTION_NOT_FOUND',
  'ROUND_CLOSED',
  'INVALID_SESSION',
  'INVALID_AMOUNT',
  'PROMOTION_MAX_BET',
  'PROMOTION_GAME_NOT_ELIGIBLE',
  'PROTECTION_EXCLUDED',
  'PROTECTION_MAX_BET',
  'PROTECTION_BET_LIMIT',
  'PROTECTION_LOSS_LIMIT',
]);

/** HTTP refusals of the request itself: sending the same bytes again cannot succeed. */
const REFUSED_HTTP = new Set([400, 404, 405, 413, 415, 422]);

export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

export function verifySignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function newTxId(): string {
  return `demo-${randomUUID()}`;
}

export interface WalletClientOptions {
  casinoBaseUrl: () => string;
  secret: string;
  providerCode?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Pauses before the 2nd, 3rd… attempt of a result or cancel while the player waits. */
  inlineRetryDelaysMs?: readonly number[];
  /** Pauses between the attempts made afterwards in the background, the last one repeating. */
  backgroundRetryDelaysMs?: readonly number[];
  /** Background attempts before a settlement is given up and left to the operators. */
  backgroundAttempts?: number;
  log?: (message: string, details: Record<string, unknown>) => void;
  /**
   * Where a settlement the casino has not answered goes to be retried (the provider's table of pending calls, which
   * every instance works through). Without it the client retries in this process's memory.
   */
  queue?: (op: 'result' | 'cancel', request: WalletRequest, rawBody: string) => Promise<void>;
}

/**
 * A settlement (result or cancel): answered; refused as a request (repeating it cannot help, so it is logged for
 * the operators); or still being retried in the background with the same tx_id.
 */
export type SettlementOutcome =
  | { kind: 'answer'; answer: WalletAnswer }
  | { kind: 'refused'; reason: string }
  | { kind: 'pending'; reason: string };

export interface WalletClient {
  balance(request: BalanceRequest): Promise<CallOutcome>;
  /** One attempt: a bet whose outcome is unknown must be cancelled, never repeated blindly. */
  bet(request: WalletRequest): Promise<CallOutcome>;
  /** Retried with the identical body (same tx_id) until the casino answers. */
  result(request: WalletRequest): Promise<SettlementOutcome>;
  cancel(request: WalletRequest): Promise<SettlementOutcome>;
  /** Settlements still waiting for an answer (in memory). */
  pendingCount(): number;
  /** Sends a queued settlement again, the very same bytes: settled, refused for good, or still failing. */
  resend(op: 'result' | 'cancel', rawBody: string): Promise<'settled' | 'refused' | 'failing'>;
  close(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const providerCode = options.providerCode ?? 'demo';
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const inlineDelays = options.inlineRetryDelaysMs ?? [250, 1000];
  const backgroundDelays = options.backgroundRetryDelaysMs ?? [5_000, 30_000, 120_000, 600_000, 1_800_000];
  const backgroundAttempts = options.backgroundAttempts ?? 60;
  const log = options.log ?? (() => {});
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  let closed = false;

  async function send(op: string, rawBody: string): Promise<CallOutcome> {
    const url = `${options.casinoBaseUrl().replace(/\/+$/, '')}/provider/${providerCode}/wallet/${op}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(options.secret, rawBody) },
        body: rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return { kind: 'failure', reason: `network: ${(err as Error).name}`, retryable: true };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { kind: 'failure', reason: `unreadable answer (HTTP ${response.status})`, retryable: true };
    }
    // A refused signature is retried: the casino may be part-way through a secret rotation.
    if (response.status === 401) return { kind: 'failure', reason: 'signature refused', retryable: true };
    if (response.status !== 200)
      return { kind: 'failure', reason: `HTTP ${response.status}`, retryable: !REFUSED_HTTP.has(response.status) };
    const answer = body as Partial<WalletAnswer>;
    if (
      typeof answer.status !== 'string' ||
      typeof answer.balance !== 'number' ||
      typeof answer.currency !== 'string'
    ) {
      return { kind: 'failure', reason: 'malformed answer', retryable: true };
    }
    return {
      kind: 'answer',
      answer: {
        status: answer.status,
        balance: answer.balance,
        currency: answer.currency,
        tx_id: String(answer.tx_id ?? ''),
      },
    };
  }

  const isSettled = (outcome: CallOutcome): outcome is { kind: 'answer'; answer: WalletAnswer } =>
    outcome.kind === 'answer' && FINAL_STATUSES.has(outcome.answer.status);

  function retryInBackground(op: string, request: WalletRequest, rawBody: string, attempt: number): void {
    if (closed) return;
    if (attempt >= backgroundAttempts) {
      log('settlement given up', {
        op,
        tx_id: request.tx_id,
        round_id: request.round_id,
        amount: request.amount,
        attempts: attempt,
      });
      return;
    }
    const delay = backgroundDelays[Math.min(attempt, backgroundDelays.length - 1)];
    const timer = setTimeout(async () => {
      pending.delete(request.tx_id);
      const outcome = await send(op, rawBody);
      if (isSettled(outcome)) {
        log('settlement delivered', { op, tx_id: request.tx_id, status: outcome.answer.status, attempt: attempt + 1 });
        return;
      }
      if (outcome.kind === 'failure' && !outcome.retryable) {
        log('settlement refused', {
          op,
          tx_id: request.tx_id,
          round_id: request.round_id,
          amount: request.amount,
          reason: outcome.reason,
        });
        return;
      }
      log('settlement still failing', { op, tx_id: request.tx_id, reason: describe(outcome), attempt: attempt + 1 });
      retryInBackground(op, request, rawBody, attempt + 1);
    }, delay);
    timer.unref?.();
    pending.set(request.tx_id, timer);
  }

  async function settle(op: 'result' | 'cancel', request: WalletRequest): Promise<SettlementOutcome> {
    // The body is serialised once: every attempt sends the very same bytes, hence the same tx_id and signature.
    const rawBody = JSON.stringify(request);
    let outcome = await send(op, rawBody);
    for (const delay of inlineDelays) {
      if (isSettled(outcome) || (outcome.kind === 'failure' && !outcome.retryable)) break;
      log('settlement retry', { op, tx_id: request.tx_id, reason: describe(outcome) });
      await sleep(delay);
      outcome = await send(op, rawBody);
    }
    if (isSettled(outcome)) return outcome;
    if (outcome.kind === 'failure' && !outcome.retryable) {
      log('settlement refused', {
        op,
        tx_id: request.tx_id,
        round_id: request.round_id,
        amount: request.amount,
        reason: outcome.reason,
      });
      return { kind: 'refused', reason: outcome.reason };
    }
    if (options.queue) {
      try {
        await options.queue(op, request, rawBody);
      } catch (err) {
        log('settlement could not be queued', { op, tx_id: request.tx_id, reason: (err as Error).message });
        retryInBackground(op, request, rawBody, 0);
      }
    } else retryInBackground(op, request, rawBody, 0);
    return { kind: 'pending', reason: describe(outcome) };
  }

  return {
    balance: (request) =>
      send('balance', JSON.stringify({ player_id: request.player_id, session_token: request.session_token })),
    bet: (request) => send('bet', JSON.stringify(request)),
    result: (request) => settle('result', request),
    cancel: (request) => settle('cancel', request),
    pendingCount: () => pending.size,
    async resend(op, rawBody) {
      const outcome = await send(op, rawBody);
      if (isSettled(outcome)) return 'settled';
      if (outcome.kind === 'failure' && !outcome.retryable) return 'refused';
      return 'failing';
    },
    close() {
      closed = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

function describe(outcome: CallOutcome): string {
  return outcome.kind === 'answer' ? `status ${outcome.answer.status}` : outcome.reason;
}
