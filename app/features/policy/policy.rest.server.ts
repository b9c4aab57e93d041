import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { tableFind } from '../../../server/rest/table-find.ts';
import { projectPolicy } from './policy.service.server.ts';
import { policies } from './policy.table.server.ts';

/** GET /pb/policy (find by slug and language) and /pb/policy/:id: the policies the footer and the policy pages show. */
export function registerPolicyRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const options = { order: [policies.slug, policies.language_id], project: projectPolicy };
  const find = tableFind(services, policies, options);
  registerService(
    app,
    defineService({
      name: 'policy',
      scope: 'pb',
      query: { fields: { id: 'number', slug: 'string', language_id: 'number' }, maxLimit: 20, defaultLimit: 10 },
      table: { table: policies, db: () => services.db },
      project: projectPolicy as (row: Record<string, unknown>) => unknown,
      find: (q) => find(q),
      get: true,
    }),
    makeContext,
  );
}
