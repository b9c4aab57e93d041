import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import type { ContextFactory } from '../../../server/rest/service.ts';
import { AppError } from '../../../server/errors.ts';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The operator bearer token (`Authorization: Bearer <OPS_TOKEN>`), compared in constant time. */
export function assertOpsToken(request: FastifyRequest, opsToken: string): void {
  const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!m || !timingSafeEqual(digest(m[1]), digest(opsToken))) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
}

export function registerLedgerRest(app: FastifyInstance, services: AppServices, _makeContext: ContextFactory): void {
  /** Recomputes every balance from the transfers; `ok` is false when anything disagrees. */
  app.get('/ops/ledger/verify', async (request) => {
    assertOpsToken(request, services.config.opsToken);
    return services.ledger.verify();
  });
}
