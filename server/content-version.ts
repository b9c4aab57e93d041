import { randomUUID } from 'node:crypto';
import type { EventBus } from './ws/bus.ts';

/**
 * The version of the site's public content (configuration, banners, pop-ups, SEO, policies, the game catalogue,
 * languages): what every visitor sees alike and what the services cache per process.
 *
 * A write of such content calls `changed(area)` (the services' `invalidate()` does, see server/services.ts): this
 * process drops its caches of that area at once and counts a new version, and the change is announced over the
 * event bus so every other instance does the same: with REDIS_URL the bus is Redis pub/sub, so an invalidation
 * reaches every instance; without it there is one instance and the bus is in-process. Caches built from the
 * content (the anonymous page cache, server/page-cache.ts) are keyed by `current()`, so a change makes every
 * older entry unreachable.
 *
 * Content written behind the services' back (the back office writing the database directly) is announced with
 * `npm run ops -- content:changed`; without it, the caches' time limits (30 s) bound how long it stays unseen.
 */
export interface ContentVersion {
  /** This process's version of the public content: it grows with every change seen. */
  current(): number;
  /** Public content of `area` changed: drop the caches here, count a version, and tell the other instances. */
  changed(area: string): Promise<void>;
  /** Runs `listener` whenever content of `area` changes (here or on another instance); '*' for every area. */
  onChange(area: string, listener: (area: string) => void): () => void;
}

export const CONTENT_CHANGED_TOPIC = 'content:changed';

export function createContentVersion(options: {
  bus: EventBus;
  onError?: (err: Error) => void;
}): ContentVersion & { close(): void } {
  const origin = randomUUID();
  let version = 1;
  const listeners = new Map<string, Set<(area: string) => void>>();
  const apply = (area: string) => {
    for (const key of [area, '*']) {
      for (const listener of listeners.get(key) ?? []) {
        try {
          listener(area);
        } catch (err) {
          options.onError?.(err as Error);
        }
      }
    }
    version += 1;
  };
  const unsubscribe = options.bus.onAnnouncement((a) => {
    if (a.topic !== CONTENT_CHANGED_TOPIC) return;
    const data = a.data as { area?: unknown; origin?: unknown } | null;
    // This instance applied its own change when it was made.
    if (!data || data.origin === origin || typeof data.area !== 'string') return;
    apply(data.area);
  });
  return {
    current: () => version,
    async changed(area) {
      apply(area);
      try {
        await options.bus.announce({ topic: CONTENT_CHANGED_TOPIC, data: { area, origin } });
      } catch (err) {
        options.onError?.(err as Error);
      }
    },
    onChange(area, listener) {
      let set = listeners.get(area);
      if (!set) listeners.set(area, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    close: unsubscribe,
  };
}

/**
 * A service whose cache `invalidate()` drops, wired to the content version: its `invalidate()` becomes a change of
 * the content (here and on every instance), and a change announced by another instance drops its cache.
 */
export function withContentVersion<S extends { invalidate(): void }>(
  service: S,
  area: string,
  content: ContentVersion,
): S {
  const dropCache = service.invalidate.bind(service);
  content.onChange(area, () => dropCache());
  return Object.assign(service, {
    invalidate() {
      void content.changed(area);
    },
  });
}
