import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors.ts';
import { migrationState } from '../db/migrations.ts';
import { repeatableState } from '../db/repeatable-migrations.ts';
import type { AppServices } from '../services.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** True when the request carries `Authorization: Bearer <OPS_TOKEN>`; compared in constant time. */
export function hasOpsToken(request: FastifyRequest, opsToken: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  // Hashing first makes both sides the same length, so the comparison time says nothing about the token.
  return !!m && timingSafeEqual(digest(m[1]), digest(opsToken));
}

function isOpsPath(url: string): boolean {
  const pathname = url.split('?')[0].toLowerCase();
  return pathname === '/ops' || pathname.startsWith('/ops/') || pathname.startsWith('//ops');
}

/**
 * The operator API: every route under /ops (whichever feature registers it, and unknown /ops paths too) requires
 * the bearer OPS_TOKEN and answers 401 NotAuthenticated without it. Register before the features' routes.
 */
export function registerOps(app: FastifyInstance, services: AppServices): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions?.url ?? '';
    if (!isOpsPath(request.url) && !isOpsPath(route)) return;
    if (!hasOpsToken(request, services.config.opsToken)) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
  });

  /**
   * Public content changed behind the services (the back office wrote the database): every instance drops its
   * caches of the area (site, policy, games; all of them without one) and the cached pages (server/content-version.ts).
   */
  app.post('/ops/content/changed', async (request) => {
    const area = (request.body as { area?: unknown } | null)?.area;
    const areas = ['site', 'policy', 'games'];
    if (area !== undefined && (typeof area !== 'string' || !areas.includes(area))) {
      throw new AppError('BadRequest', 'INVALID_FIELD', {
        params: { field: 'area' },
        data: { errors: [{ path: 'area', errorCode: 'INVALID_FIELD' }] },
      });
    }
    for (const a of area === undefined ? areas : [area]) await services.content.changed(a);
    return { version: services.content.current() };
  });

  /** Liveness of the process and its database, and whether the database carries every migration of this code. */
  app.get('/ops/health', async () => {
    const started = performance.now();
    await services.database.db.execute(sql`SELECT 1`);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    const migrations = await migrationState(services.database.db);
    // The database functions of server/db/functions, applied after the migrations when their checksum changes.
    const functions = await repeatableState(services.database.db, { schema: services.database.migrationsSchema });
    // Transactions since the oldest unfrozen transaction id: wraparound at 2^31; the upkeep freezes at freezeAge.
    const transactionIds = await services.upkeep.transactionIdAge();
    const last = services.upkeep.last();
    return {
      ok: migrations.upToDate && functions.upToDate && transactionIds.age < transactionIds.wraparoundAt / 2,
      database: {
        kind: services.database.kind,
        latencyMs,
        migrations,
        functions,
        transactionIds,
        upkeep: {
          vacuums: services.upkeep.vacuums,
          schedule: services.upkeep.schedule,
          nextRun: services.upkeep.nextRun()?.toISOString() ?? null,
          lastRun: last && {
            startedAt: last.startedAt,
            ms: last.ms,
            steps: last.steps.length,
            longestStepMs: last.longestStepMs,
          },
        },
      },
      uptimeSeconds: Math.round(process.uptime()),
      node: process.version,
    };
  });
}
