/**
 * A small in-process cache for catalogue reads. The catalogue is public and the same for every visitor, and it changes
 * rarely, so every page and API call reading it would otherwise repeat the same queries. Entries live `ttlMs`; an
 * expired entry is still answered while one refresh runs in the background (stale-while-revalidate), concurrent misses
 * share one load, failures are not kept, and the oldest entries go first past `maxEntries`.
 * Cached values are shared between requests: callers must not mutate them.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
  refreshing: boolean;
}

export function createReadCache(ttlMs: number, maxEntries: number, now: () => number = Date.now): ReadCache {
  const entries = new Map<string, Entry>();
  let generation = 0;

  const store = (key: string, value: Promise<unknown>) => {
    const gen = generation;
    const entry: Entry = { value, expires: now() + ttlMs, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (gen === generation && entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (!hit) return store(key, load()).value as Promise<T>;
      if (hit.expires <= now() && !hit.refreshing) {
        hit.refreshing = true;
        const gen = generation;
        const fresh = load();
        fresh.then(
          () => {
            if (gen === generation && entries.get(key) === hit) store(key, fresh);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value as Promise<T>;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
