import { describe, expect, it } from 'vitest';
import { createReadCache } from './games.cache.server.ts';

function clock() {
  let t = 0;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('catalogue read cache', () => {
  it('reuses a value within its lifetime and shares one load between concurrent readers', async () => {
    const c = clock();
    const cache = createReadCache(1000, 10, c.now);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    c.advance(999);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('answers an expired value once more while it refreshes, then the fresh one', async () => {
    const c = clock();
    const cache = createReadCache(1000, 10, c.now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('k', load);
    c.advance(1000);
    expect(await cache.get('k', load)).toBe(1);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not keep failures', async () => {
    const cache = createReadCache(1000, 10);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database down');
    };
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    expect(calls).toBe(1);
  });

  it('forgets everything on clear, including a refresh that was under way', async () => {
    const c = clock();
    const cache = createReadCache(1000, 10, c.now);
    await cache.get('k', async () => 'old');
    c.advance(2000);
    let release!: (v: string) => void;
    const slow = new Promise<string>((r) => {
      release = r;
    });
    expect(await cache.get('k', () => slow)).toBe('old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
    release('stale refresh');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'other')).toBe('new');
  });

  it('drops the oldest entries beyond its size and can be turned off', async () => {
    const cache = createReadCache(1000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
    const off = createReadCache(0, 10);
    let n = 0;
    await off.get('k', async () => ++n);
    await off.get('k', async () => ++n);
    expect(n).toBe(2);
  });
});
