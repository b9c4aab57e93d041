import { createConfigCache } from '../../../server/config-cache.ts';
import type { Db } from '../../../server/db/client.ts';
import type { Policy, PolicySlug } from './policy.schemas.ts';
import { policies } from './policy.table.server.ts';

/** A stored row → what clients receive (GET /pb/policy and the policy pages). */
export function projectPolicy(r: typeof policies.$inferSelect): Policy {
  return {
    id: r.id,
    slug: r.slug as PolicySlug,
    language_id: r.language_id,
    title: r.title,
    content: r.content,
    updated_at: r.updated_at.toISOString(),
  };
}

export interface PolicyService {
  /** A policy in a language; null when it has none. */
  policy(slug: PolicySlug, languageId: number): Promise<Policy | null>;
  /** Drops the cached policies; the next read comes from the database. Call after changing a policy. */
  invalidate(): void;
}

export interface PolicyServiceDeps {
  db: Db;
  /** Default 30 s; reads within it never reach the database. */
  cacheTtlMs?: number;
  /** Default 5 min: how long a stale value is still served while a reload runs. */
  cacheMaxStaleMs?: number;
  now?: () => number;
}

/** The policies of every language, read whole and cached per process (they are few and change rarely). */
export function createPolicyService(deps: PolicyServiceDeps): PolicyService {
  const { db } = deps;
  const cache = createConfigCache({
    ttlMs: deps.cacheTtlMs ?? 30_000,
    maxStaleMs: deps.cacheMaxStaleMs ?? 300_000,
    now: deps.now ?? Date.now,
  });
  const all = () =>
    cache.get('policies', async () => {
      const rows = await db.select().from(policies);
      return new Map(rows.map((r) => [`${r.slug}\u0000${r.language_id}`, projectPolicy(r)]));
    });
  return {
    async policy(slug, languageId) {
      return (await all()).get(`${slug}\u0000${languageId}`) ?? null;
    },
    invalidate: () => cache.invalidate(),
  };
}
