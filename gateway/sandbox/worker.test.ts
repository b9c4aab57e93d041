import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, createRunner } from './worker.ts';

describe('retry back-off', () => {
  const policy = { baseMs: 1000, maxMs: 60_000, maxAttempts: 12 };

  it('doubles from the base, capped, with jitter in the upper half of each step', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 1))).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect([1, 2, 3].map((n) => backoffMs(n, policy, () => 0))).toEqual([500, 1000, 2000]);
    expect(backoffMs(10, policy, () => 1)).toBe(60_000);
    expect(backoffMs(200, policy, () => 1)).toBe(60_000);
    for (let i = 0; i < 100; i++) {
      const pause = backoffMs(3, policy);
      expect(pause).toBeGreaterThanOrEqual(2000);
      expect(pause).toBeLessThanOrEqual(4000);
    }
  });
});

describe('periodic runner', () => {
  afterEach(() => vi.useRealTimers());

  it('runs its tasks on a timer, one run at a time, and leaves no timer after stop', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    let inFlight = 0;
    let overlapped = false;
    const runner = createRunner(
      [
        async () => {
          inFlight++;
          if (inFlight > 1) overlapped = true;
          await new Promise((resolve) => setTimeout(resolve, 30));
          runs.push(Date.now());
          inFlight--;
        },
      ],
      100,
      () => {},
    );
    runner.start();
    await vi.advanceTimersByTimeAsync(500);
    runner.kick();
    runner.kick();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(overlapped).toBe(false);
    const stopping = runner.stop();
    await vi.advanceTimersByTimeAsync(50);
    await stopping;
    expect(vi.getTimerCount()).toBe(0);
    const after = runs.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.length).toBe(after);
  });

  it('keeps running after a task fails, and reports the failure', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let second = 0;
    const runner = createRunner(
      [
        async () => {
          throw new Error('boom');
        },
        async () => {
          second++;
        },
      ],
      100,
      (err) => errors.push(err),
    );
    runner.start();
    await vi.advanceTimersByTimeAsync(250);
    await runner.stop();
    expect(second).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(second);
  });
});
