import { z } from 'zod';
import type { Jackpot } from './games.schemas.ts';

/**
 * The progressive jackpot's pool as the game provider publishes it (`GET <provider>/api/jackpot` →
 * `{ pool, currency, updated_at }`, pool in integer minor units), read over HTTP as from any external provider.
 * Kept a few seconds, so the lobby's visitors and the websocket's pushes cost one request per period; a provider
 * that is absent, slow or answers anything else gives null (and the lobby shows no ticker), kept as long.
 */
export interface JackpotService {
  current(): Promise<Jackpot | null>;
}

const jackpotSchema = z.object({
  pool: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  updated_at: z.string().min(1).max(40),
});

export interface JackpotReaderOptions {
  /** The provider's base address (…/demo-provider), or null when none is known yet. */
  baseUrl: () => string | null;
  /** How long a read (or its absence) is kept; default 3 s. */
  ttlMs?: number;
  /** How long the provider may take; default 2 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  /** Told when the provider could not be read (logged by the caller). */
  onError?: (reason: string) => void;
}

export function createJackpotReader(options: JackpotReaderOptions): JackpotService {
  const ttl = options.ttlMs ?? 3_000;
  const timeout = options.timeoutMs ?? 2_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let kept: { at: number; value: Promise<Jackpot | null> } | null = null;

  async function read(): Promise<Jackpot | null> {
    const base = options.baseUrl();
    if (!base) return null;
    try {
      const res = await doFetch(`${base.replace(/\/+$/, '')}/api/jackpot`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeout),
      });
      if (!res.ok) {
        await res.body?.cancel();
        options.onError?.(`HTTP ${res.status}`);
        return null;
      }
      const parsed = jackpotSchema.safeParse(await res.json());
      if (!parsed.success) {
        options.onError?.('unexpected answer');
        return null;
      }
      const at = Date.parse(parsed.data.updated_at);
      return {
        pool: parsed.data.pool,
        currency: parsed.data.currency,
        updated_at: Number.isNaN(at) ? new Date(now()).toISOString() : new Date(at).toISOString(),
      };
    } catch (err) {
      options.onError?.((err as Error).message);
      return null;
    }
  }

  return {
    current() {
      if (!kept || now() - kept.at >= ttl) kept = { at: now(), value: read() };
      return kept.value;
    },
  };
}
