import { Redis } from 'ioredis';

/**
 * Fixed-window counters. The in-memory store serves a single instance; the Redis store shares the counters
 * between instances, so a limit holds however many processes answer the requests.
 */
export interface RateLimitStore {
  /** Adds one to the key's counter (opening a window of `windowMs` when none is open) and returns the new state. */
  increment(key: string, windowMs: number): Promise<WindowState>;
  /** Takes one back (never below zero); used when an attempt turns out not to count. */
  decrement(key: string): Promise<void>;
  /** The key's current state, or null when no window is open. */
  get(key: string): Promise<WindowState | null>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface WindowState {
  count: number;
  /** Milliseconds until the window closes. */
  ttlMs: number;
}

export function createMemoryStore(options: { now?: () => number; sweepEvery?: number } = {}): RateLimitStore {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let writes = 0;
  const sweepEvery = options.sweepEvery ?? 1000;
  const live = (key: string) => {
    const w = windows.get(key);
    if (!w) return null;
    if (w.resetAt <= now()) {
      windows.delete(key);
      return null;
    }
    return w;
  };
  const sweep = () => {
    const t = now();
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    async increment(key, windowMs) {
      if (++writes % sweepEvery === 0) sweep();
      let w = live(key);
      if (!w) {
        w = { count: 0, resetAt: now() + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, ttlMs: w.resetAt - now() };
    },
    async decrement(key) {
      const w = live(key);
      if (w && w.count > 0) w.count -= 1;
    },
    async get(key) {
      const w = live(key);
      return w ? { count: w.count, ttlMs: w.resetAt - now() } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// One round trip, atomic: open the window if absent, count, and read the time left.
const INCREMENT_SCRIPT = `
redis.call('SET', KEYS[1], 0, 'PX', ARGV[1], 'NX')
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

const DECREMENT_SCRIPT = `
local v = tonumber(redis.call('GET', KEYS[1]) or '0')
if v > 0 then redis.call('DECR', KEYS[1]) end
return v
`;

export function createRedisStore(
  redis: Redis,
  options: { prefix?: string; ownsClient?: boolean } = {},
): RateLimitStore {
  const prefix = options.prefix ?? 'rl:';
  return {
    async increment(key, windowMs) {
      const [count, ttl] = (await redis.eval(
        INCREMENT_SCRIPT,
        1,
        prefix + key,
        String(Math.max(1, Math.ceil(windowMs))),
      )) as [number, number];
      return { count, ttlMs: ttl };
    },
    async decrement(key) {
      await redis.eval(DECREMENT_SCRIPT, 1, prefix + key);
    },
    async get(key) {
      const [value, ttl] =
        (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) ?? [];
      const count = Number(value?.[1] ?? 0);
      const ms = Number(ttl?.[1] ?? -2);
      if (!count || ms < 0) return null;
      return { count, ttlMs: ms };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      if (options.ownsClient) await redis.quit().catch(() => undefined);
    },
  };
}

export interface LimitRule {
  /** Name of the counter family, part of the key. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  count: number;
  /** Milliseconds until the window closes. */
  retryAfterMs: number;
}

/** A limit applied to one kind of key (an account, an IP address) on a store. */
export interface RateLimiter {
  readonly rule: LimitRule;
  /** Counts one attempt and says whether it is within the limit. */
  consume(key: string): Promise<LimitDecision>;
  /** Whether the key is already over its limit, without counting. */
  peek(key: string): Promise<LimitDecision>;
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore, rule: LimitRule): RateLimiter {
  const k = (key: string) => `${rule.name}:${key}`;
  return {
    rule,
    async consume(key) {
      const w = await store.increment(k(key), rule.windowMs);
      return { allowed: w.count <= rule.limit, count: w.count, retryAfterMs: Math.max(0, w.ttlMs) };
    },
    async peek(key) {
      const w = await store.get(k(key));
      if (!w) return { allowed: true, count: 0, retryAfterMs: 0 };
      return { allowed: w.count < rule.limit, count: w.count, retryAfterMs: Math.max(0, w.ttlMs) };
    },
    refund: (key) => store.decrement(k(key)),
    reset: (key) => store.reset(k(key)),
  };
}

/**
 * The store a process uses: Redis when a URL is configured (shared by every instance), else memory. Keys carry
 * `prefix` so sites sharing one Redis keep their own counters.
 */
export function openRateLimitStore(redisUrl: string | undefined, prefix = 'rl:'): RateLimitStore {
  if (!redisUrl) return createMemoryStore();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return createRedisStore(redis, { ownsClient: true, prefix });
}
