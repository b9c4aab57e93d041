import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { opsId as opsIdOf, registerOpsDefinitions } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import {
  COMPETITION_STATES,
  competitionDefinitionSchema,
  LEADERBOARD_DEFAULT,
  LEADERBOARD_MAX,
} from './competitions.schemas.ts';

const positiveInt = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);
const idSchema = z.string().regex(/^[1-9]\d{0,8}$/);

/**
 * Competitions' member API: the lists (`/pb/competition?state=`), one competition (`/pb/competition/:id`), its
 * leaderboard (`/pb/competition-leaderboard/:id`: the top and, for a member, their own row), the member's entries and
 * joining (`/mb/competition-member`); the operator's `/ops/competitions`.
 */
export function registerCompetitionsRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): void {
  const competitions = () => services.competitions;

  registerService(
    app,
    defineService({
      name: 'competition',
      scope: 'pb',
      query: {
        fields: {},
        extra: { state: z.enum([...COMPETITION_STATES, 'all']).optional() },
        maxLimit: 50,
        defaultLimit: 20,
      },
      idSchema,
      async find(q, ctx) {
        const member = await ctx.optionalMember();
        const r = await competitions().list(
          ctx.locale,
          { state: q.extra.state ?? 'all', memberId: member?.id ?? null },
          { limit: q.limit, skip: q.skip },
        );
        return { total: r.total, limit: q.limit, skip: q.skip, data: r.data };
      },
      async get(id, _q, ctx) {
        const member = await ctx.optionalMember();
        return competitions().get(Number(id), ctx.locale, member?.id ?? null);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'competition-leaderboard',
      scope: 'pb',
      query: { fields: {}, extra: { top: positiveInt.optional() }, maxLimit: 1, defaultLimit: 1 },
      idSchema,
      async get(id, q, ctx) {
        const member = await ctx.optionalMember();
        const top = Math.min(q.extra.top ?? LEADERBOARD_DEFAULT, LEADERBOARD_MAX);
        return competitions().leaderboard(Number(id), member?.id ?? null, top);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'competition-member',
      scope: 'mb',
      query: { fields: {}, maxLimit: 50, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        const r = await competitions().history(member.id, ctx.locale, { limit: q.limit, skip: q.skip });
        return { total: r.total, limit: q.limit, skip: q.skip, data: r.data };
      },
      create: {
        body: z.object({ competition_id: positiveInt }),
        async handler(body, ctx) {
          const member = await ctx.member();
          // Joining again answers the same, with replayed: true.
          return competitions().join(member.id, body.competition_id);
        },
      },
    }),
    makeContext,
  );

  // ---- Operator ----

  const opsId = (raw: string) => opsIdOf(raw, 9);
  registerOpsDefinitions(app, '/ops/competitions', {
    schema: competitionDefinitionSchema,
    idDigits: 9,
    list: () => competitions().opsList(),
    get: (id) => competitions().opsGet(id),
    create: (def) => competitions().opsCreate(def),
    update: (id, def) => competitions().opsUpdate(id, def),
  });
  // Pays an ended competition now (the end job does it within seconds; paying twice pays once).
  app.post<{ Params: { id: string } }>('/ops/competitions/:id/settle', async (request) => {
    const id = opsId(request.params.id);
    await competitions().catchUp();
    return { data: await competitions().settle(id) };
  });
}
