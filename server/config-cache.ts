/**
 * The per-process cache of configuration a service reads on every page (the site's shell configuration, the
 * policies): values are frozen, so one request cannot change what another reads.
 */

interface CacheEntry {
  value?: unknown;
  loaded: boolean;
  loadedAt: number;
  pending?: Promise<unknown>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/**
 * Each entity is read whole (they are small) and kept for `ttlMs`. After that, a read gets the value it had while
 * one reload runs in the background, for at most `maxStaleMs`; beyond that reads wait for the reload.
 * `invalidate()` forgets everything at once, and a reload that started before it is not kept.
 */
export function createConfigCache(options: { ttlMs: number; maxStaleMs: number; now: () => number }) {
  const entries = new Map<string, CacheEntry>();
  let generation = 0;
  const start = <T>(key: string, entry: CacheEntry, load: () => Promise<T>): Promise<T> => {
    const gen = generation;
    const pending = load().then(
      (value) => {
        deepFreeze(value);
        if (gen === generation) entries.set(key, { value, loaded: true, loadedAt: options.now() });
        return value;
      },
      (err: unknown) => {
        if (gen === generation && entries.get(key) === entry) entry.pending = undefined;
        throw err;
      },
    );
    entry.pending = pending;
    return pending;
  };
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const t = options.now();
      let entry = entries.get(key);
      if (entry?.loaded && t - entry.loadedAt < options.ttlMs) return Promise.resolve(entry.value as T);
      const usableStale = entry?.loaded && t - entry.loadedAt < options.ttlMs + options.maxStaleMs;
      if (!entry) {
        entry = { loaded: false, loadedAt: 0 };
        entries.set(key, entry);
      }
      const pending = (entry.pending as Promise<T> | undefined) ?? start(key, entry, load);
      if (usableStale) {
        pending.catch(() => undefined);
        return Promise.resolve(entry.value as T);
      }
      return pending;
    },
    invalidate(): void {
      generation += 1;
      entries.clear();
    },
  };
}
