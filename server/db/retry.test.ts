import { describe, expect, it } from 'vitest';
import { backoffMs, isRetryable, pgErrorOf, withRetries } from './retry.ts';

const pgError = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });
/** Drizzle wraps the driver's error: the SQLSTATE is found on its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query: …'), { cause: pgError(code) });

describe('retries of units of work', () => {
  it('finds the SQLSTATE behind wrapped errors and retries only serialization, deadlock, unique and lost-statement errors', () => {
    expect(pgErrorOf(wrapped('40001'))).toEqual({ code: '40001', constraint: undefined });
    expect(pgErrorOf(new Error('plain'))).toBeNull();
    for (const code of ['40001', '40P01', '23505', '26000']) expect(isRetryable(wrapped(code)), code).toBe(true);
    for (const code of ['23514', '42P01', 'P0001', '22003']) expect(isRetryable(wrapped(code)), code).toBe(false);
    expect(isRetryable(new Error('no code'))).toBe(false);
  });

  it('backs off at random within a bound that doubles up to 64 ms', () => {
    expect(backoffMs(1, () => 1)).toBe(2);
    expect(backoffMs(3, () => 1)).toBe(8);
    expect(backoffMs(20, () => 1)).toBe(64);
    expect(backoffMs(5, () => 0)).toBe(0);
  });

  it('runs again after a retryable error, up to the attempt limit, and throws anything else at once', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    let calls = 0;
    expect(
      await withRetries(
        async (attempt) => {
          calls++;
          if (attempt < 3) throw wrapped('40P01');
          return attempt;
        },
        { sleep },
      ),
    ).toBe(3);
    expect(calls).toBe(3);
    expect(waits).toHaveLength(2);

    calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw wrapped('23505');
        },
        { maxAttempts: 4, sleep },
      ),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(calls).toBe(4);

    calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw wrapped('23514');
        },
        { sleep },
      ),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
    expect(calls).toBe(1);
  });
});
