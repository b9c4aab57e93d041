import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The casino's client of the game provider's free-round API (providers/demo/free-rounds.ts): signed JSON POSTs,
 * X-Signature = hex HMAC-SHA256(secret, raw body), answers signed the same way and checked.
 */

export interface ProviderFreeRound {
  free_round_id: string;
  ref: string;
  player_id: string;
  game_code: string;
  currency: string;
  bet: number;
  rounds: number;
  rounds_left: number;
  win_total: number;
  expires_at: string;
  state: 'active' | 'used' | 'expired' | 'cancelled';
}

/** Answered; refused for good (repeating the same request cannot help); or no usable answer (try again later). */
export type ProviderOutcome<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; status: string }
  | { kind: 'failed'; reason: string };

export interface FreeRoundsClient {
  grant(input: {
    ref: string;
    player_id: string;
    currency: string;
    game_code: string;
    bet: number;
    rounds: number;
    expires_at: string;
  }): Promise<ProviderOutcome<ProviderFreeRound>>;
  status(refs: string[]): Promise<ProviderOutcome<ProviderFreeRound[]>>;
}

export interface FreeRoundsClientOptions {
  /** The provider's base URL (…/demo-provider). */
  baseUrl: () => string;
  secret: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  timeoutMs?: number;
}

const sign = (secret: string, raw: string) => createHmac('sha256', secret).update(raw, 'utf8').digest('hex');

function signatureOk(secret: string, raw: string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, raw), 'hex'), Buffer.from(signature, 'hex'));
}

export function createFreeRoundsClient(options: FreeRoundsClientOptions): FreeRoundsClient {
  const doFetch = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));

  async function call(path: string, body: unknown): Promise<ProviderOutcome<Record<string, unknown>>> {
    const raw = JSON.stringify(body);
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${options.baseUrl().replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(options.secret, raw) },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      text = await response.text();
    } catch (err) {
      return { kind: 'failed', reason: `network: ${(err as Error).name}` };
    }
    if (!signatureOk(options.secret, text, response.headers.get('x-signature')))
      return { kind: 'failed', reason: `unsigned answer (HTTP ${response.status})` };
    let answer: Record<string, unknown>;
    try {
      answer = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { kind: 'failed', reason: 'unreadable answer' };
    }
    const status = typeof answer.status === 'string' ? answer.status : 'UNKNOWN';
    if (response.status === 200 && status === 'OK') return { kind: 'ok', value: answer };
    if (response.status >= 400 && response.status < 500 && response.status !== 401) return { kind: 'refused', status };
    return { kind: 'failed', reason: `HTTP ${response.status} ${status}` };
  }

  return {
    async grant(input) {
      const outcome = await call('/api/free-rounds/grant', input);
      return outcome.kind === 'ok' ? { kind: 'ok', value: outcome.value.free_round as ProviderFreeRound } : outcome;
    },
    async status(refs) {
      const outcome = await call('/api/free-rounds/status', { refs });
      return outcome.kind === 'ok' ? { kind: 'ok', value: outcome.value.free_rounds as ProviderFreeRound[] } : outcome;
    },
  };
}
