import { randomUUID } from 'node:crypto';
import type { Member } from '../../../server/rest/service.ts';
import { type EventBus, SESSION_REVOKED } from '../../../server/ws/bus.ts';
import type { AuthUser } from './auth.schemas.ts';

/** Announced on the bus when a member's row changed: every instance drops that member's cached session and profile. */
export const MEMBER_CHANGED_TOPIC = 'member:changed';

/**
 * A member's verified session (by token) and profile row, kept a few seconds per process so that a page view does
 * not read them again: each page view of a logged-in member otherwise verifies the token's signature and reads the
 * session with its user and the profile row.
 *
 * Dropped at once, on every instance:
 * - sessions revoked (logout, password change or reset): the token service drops them here before it answers, and
 *   the `SESSION_REVOKED` event it publishes on the bus (Redis with REDIS_URL) drops them on the other instances;
 * - a member's row written (profile, login, privileges): `changed(userId)` drops the member's sessions and profile
 *   here and announces `member:changed` on the bus for the other instances.
 * A load that was under way when anything was dropped is answered but not kept (a drop counts an epoch), so a value
 * read before a revocation cannot be stored after it. A row changed behind the services' back (the back office
 * suspending a member in the database) is seen within `ttlMs`.
 */
export interface MemberCache {
  /** The member behind a token: cached when `load` found one (a bad or revoked token is not kept). */
  session(token: string, load: () => Promise<Member | null>): Promise<Member | null>;
  /** The member's profile row. */
  profile(userId: number, load: () => Promise<AuthUser | null>): Promise<AuthUser | null>;
  /** Sessions ended: drop them here (the bus's SESSION_REVOKED drops them on the other instances). */
  dropSessions(sessionIds: readonly string[]): void;
  /** The member's row changed: drop their sessions and profile here and on every instance. */
  changed(userId: number): Promise<void>;
  close(): void;
}

interface Entry<T> {
  value: T;
  expires: number;
}

export function createMemberCache(
  options: { bus?: EventBus; ttlMs?: number; max?: number; now?: () => number; onError?: (err: Error) => void } = {},
): MemberCache {
  const ttl = options.ttlMs ?? 5_000;
  const max = options.max ?? 10_000;
  const now = options.now ?? Date.now;
  const origin = randomUUID();
  const sessions = new Map<string, Entry<Member>>();
  const profiles = new Map<number, Entry<AuthUser | null>>();
  let epoch = 0;

  const put = <K, T>(map: Map<K, Entry<T>>, key: K, value: T) => {
    map.delete(key);
    map.set(key, { value, expires: now() + ttl });
    if (map.size > max) map.delete(map.keys().next().value as K);
  };
  const fresh = <K, T>(map: Map<K, Entry<T>>, key: K): Entry<T> | undefined => {
    const entry = map.get(key);
    if (entry && entry.expires <= now()) {
      map.delete(key);
      return undefined;
    }
    return entry;
  };
  const dropSessions = (ids: readonly string[]) => {
    epoch++;
    const set = new Set(ids);
    for (const [token, entry] of sessions) if (set.has(entry.value.sessionId)) sessions.delete(token);
  };
  const dropMember = (userId: number) => {
    epoch++;
    profiles.delete(userId);
    for (const [token, entry] of sessions) if (entry.value.id === userId) sessions.delete(token);
  };

  const unsubscribe = options.bus?.subscribe((event) => {
    if (event.topic !== SESSION_REVOKED) return;
    const ids = (event.data as { sessions?: unknown } | null)?.sessions;
    if (Array.isArray(ids)) dropSessions(ids.filter((id): id is string => typeof id === 'string'));
  });
  const unannounce = options.bus?.onAnnouncement((a) => {
    if (a.topic !== MEMBER_CHANGED_TOPIC) return;
    const data = a.data as { userId?: unknown; origin?: unknown } | null;
    if (!data || data.origin === origin || typeof data.userId !== 'number') return;
    dropMember(data.userId);
  });

  return {
    async session(token, load) {
      const hit = fresh(sessions, token);
      if (hit) return hit.value;
      const started = epoch;
      const member = await load();
      if (member && started === epoch) put(sessions, token, member);
      return member;
    },
    async profile(userId, load) {
      const hit = fresh(profiles, userId);
      if (hit) return hit.value;
      const started = epoch;
      const profile = await load();
      if (started === epoch) put(profiles, userId, profile);
      return profile;
    },
    dropSessions,
    async changed(userId) {
      dropMember(userId);
      try {
        await options.bus?.announce({ topic: MEMBER_CHANGED_TOPIC, data: { userId, origin } });
      } catch (err) {
        options.onError?.(err as Error);
      }
    },
    close() {
      unsubscribe?.();
      unannounce?.();
    },
  };
}
