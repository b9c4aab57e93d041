import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOpsInput, opsId as opsIdOf } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { exclusionSchema, opsLimitsSchema, periodLimitsSchema, playLimitsSchema } from './protection.schemas.ts';

/**
 * The member's protection settings: `protection` (GET the limits, what they have counted and the time settings;
 * POST a form of the limits page: `intent` limits, play or exclude), `protection-session` (GET the playing session:
 * time since the log-in, net position, reality-check interval, session limit) and the operator's
 * `/ops/protection/members/:id` (GET), `…/limits` (POST the operator's limits, minor units, null removes) and
 * `…/lift` (POST: the member asked to lift an indefinite self-exclusion; it ends 7 days later).
 */
export function registerProtectionRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const protection = () => services.protection;
  const body = z.discriminatedUnion('intent', [periodLimitsSchema, playLimitsSchema, exclusionSchema]);
  registerService(
    app,
    defineService({
      name: 'protection',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: q.limit, skip: 0, data: [await protection().view(member.id)] };
      },
      create: {
        body,
        async handler(input, ctx) {
          const member = await ctx.member();
          if (input.intent === 'limits') return protection().setPeriodLimits(member.id, input);
          if (input.intent === 'play') return protection().setPlayLimits(member.id, input);
          return { exclusion: await protection().exclude(member.id, input.choice) };
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'protection-session',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: q.limit, skip: 0, data: [await protection().sessionState(member.id)] };
      },
    }),
    makeContext,
  );

  const opsId = (raw: string) => opsIdOf(raw, 9);
  app.get<{ Params: { id: string } }>('/ops/protection/members/:id', async (request) => {
    const id = opsId(request.params.id);
    const [view, exclusion] = await Promise.all([protection().view(id), protection().exclusionOf(id)]);
    return { ...view, exclusion };
  });
  app.post<{ Params: { id: string } }>('/ops/protection/members/:id/limits', async (request) => {
    const id = opsId(request.params.id);
    const limits = parseOpsInput(opsLimitsSchema, request.body);
    return { data: await protection().setOperatorLimits(id, limits) };
  });
  app.post<{ Params: { id: string } }>('/ops/protection/members/:id/lift', async (request) =>
    protection().requestLift(opsId(request.params.id)),
  );
}
