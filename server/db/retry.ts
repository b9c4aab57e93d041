/**
 * Errors after which a transaction may simply run again: serialization failure, deadlock, a lost race for a unique
 * key (the other transaction committed first: the next attempt sees its row), and a prepared statement the connection
 * no longer has (prepared again by the next attempt).
 */
export const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40001', '40P01', '23505', '26000']);

/** Attempts of one unit of work before its last error is thrown. */
export const MAX_ATTEMPTS = 8;

/** The PostgreSQL error behind a driver or ORM error (SQLSTATE in `code`). */
export function pgErrorOf(err: unknown): { code: string; constraint?: string } | null {
  let cur = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && cur; i++) {
    if (typeof cur.code === 'string' && /^[0-9A-Z]{5}$/.test(cur.code)) {
      return { code: cur.code, constraint: typeof cur.constraint === 'string' ? cur.constraint : undefined };
    }
    cur = cur.cause as typeof cur;
  }
  return null;
}

export function isRetryable(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return !!pg && RETRYABLE_CODES.has(pg.code);
}

/** Random back-off before attempt `attempt + 1`: up to 2, 4, … 64 ms, so racing transactions spread out. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return random() * 2 ** Math.min(attempt, 6);
}

export interface RetryOptions {
  maxAttempts?: number;
  /** Waits between attempts (tests replace it). */
  sleep?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` until it succeeds, fails with an error that is not retryable, or has run `maxAttempts` times. `fn` must
 * be a whole unit of work (a transaction, or one autocommitted statement): each attempt starts from scratch.
 */
export async function withRetries<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const max = options.maxAttempts ?? MAX_ATTEMPTS;
  const wait = options.sleep ?? sleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (!isRetryable(err) || attempt >= max) throw err;
      await wait(backoffMs(attempt));
    }
  }
}
