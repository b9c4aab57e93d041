import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import type { ContextFactory } from '../../../server/rest/service.ts';

export function registerLedgerRest(app: FastifyInstance, services: AppServices, _makeContext: ContextFactory): void {
  /**
   * Recomputes every balance from the transfers, in one snapshot; `ok` is false when anything disagrees.
   * The operator token is checked by the /ops plugin (server/plugins/ops.ts).
   */
  app.get('/ops/ledger/verify', async () => services.ledger.verify());
}
