import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRateLimiter, createRedisStore, type RateLimitStore } from './rate-limit.ts';

/** Redis for the shared-store tests: TEST_REDIS_URL, else a local server when one answers. */
async function probeRedis(): Promise<Redis | null> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    redis.disconnect();
    if (process.env.TEST_REDIS_URL) throw err;
    console.warn(`Redis rate-limit tests skipped: no Redis at ${url}`);
    return null;
  }
}

const redis = await probeRedis();
afterAll(async () => {
  await redis?.quit();
});

function behaviour(name: string, make: () => RateLimitStore, wait: (ms: number) => Promise<void>, windowMs: number) {
  describe(`${name} store`, () => {
    it('counts within a window and refuses past the limit', async () => {
      const store = make();
      const limiter = createRateLimiter(store, { name: 'login-account', limit: 3, windowMs });
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limiter.consume('alice'));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
      expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4, 5]);
      expect(results[4].retryAfterMs).toBeGreaterThan(0);
      expect(results[4].retryAfterMs).toBeLessThanOrEqual(windowMs);
      // Another key is counted on its own.
      expect((await limiter.consume('bob')).allowed).toBe(true);
      expect((await limiter.peek('alice')).allowed).toBe(false);
      expect(await limiter.peek('carol')).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    });

    it('opens a new window once the old one closes', async () => {
      const store = make();
      const limiter = createRateLimiter(store, { name: 'w', limit: 1, windowMs });
      expect((await limiter.consume('k')).allowed).toBe(true);
      expect((await limiter.consume('k')).allowed).toBe(false);
      await wait(windowMs + 20);
      expect(await store.get('w:k')).toBeNull();
      expect(await limiter.consume('k')).toMatchObject({ allowed: true, count: 1 });
    });

    it('refunds and resets', async () => {
      const store = make();
      const limiter = createRateLimiter(store, { name: 'r', limit: 2, windowMs });
      await limiter.consume('k');
      await limiter.consume('k');
      await limiter.refund('k');
      expect((await limiter.peek('k')).count).toBe(1);
      await limiter.refund('k');
      await limiter.refund('k');
      expect((await limiter.peek('k')).count).toBe(0);
      await limiter.consume('k');
      await limiter.reset('k');
      expect((await limiter.peek('k')).count).toBe(0);
    });

    it('counts parallel attempts exactly', async () => {
      const store = make();
      const limiter = createRateLimiter(store, { name: 'p', limit: 10, windowMs: 60_000 });
      const results = await Promise.all(Array.from({ length: 25 }, () => limiter.consume('k')));
      expect(results.filter((r) => r.allowed)).toHaveLength(10);
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });
  });
}

let clock = 1_000_000;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
behaviour(
  'memory',
  () => createMemoryStore({ now: () => clock }),
  async (ms) => {
    clock += ms;
  },
  1000,
);

describe('memory store housekeeping', () => {
  it('drops closed windows when it sweeps', async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now, sweepEvery: 2 });
    await store.increment('a', 10);
    now = 50;
    await store.increment('b', 10); // second write sweeps: 'a' is gone
    now = 55;
    expect(await store.get('a')).toBeNull();
    expect(await store.get('b')).toMatchObject({ count: 1 });
  });
});

describe.skipIf(!redis)('redis', () => {
  const prefix = `rl-test-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
  });
  behaviour(
    'redis',
    () => createRedisStore(redis!, { prefix: `${prefix}${randomBytes(3).toString('hex')}:` }),
    sleep,
    300,
  );

  it('shares counters between two instances', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const other = new Redis(url);
    try {
      const a = createRateLimiter(createRedisStore(redis!, { prefix }), { name: 'shared', limit: 3, windowMs: 60_000 });
      const b = createRateLimiter(createRedisStore(other, { prefix }), { name: 'shared', limit: 3, windowMs: 60_000 });
      await a.consume('ip-1');
      await b.consume('ip-1');
      await a.consume('ip-1');
      expect((await b.consume('ip-1')).allowed).toBe(false);
      expect((await a.peek('ip-1')).count).toBe(4);
    } finally {
      await other.quit();
    }
  });
});
