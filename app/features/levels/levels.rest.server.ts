import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../server/errors.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { checkPrivilegeQuery } from './levels.schemas.ts';

/**
 * The member levels: `member-lv-detail` (public: every level with its thresholds and privileges), `member-lv-info`
 * and `user-member-lv` (the member's level, figures and progress), `check-privilege-member?privilege=…`.
 */
export async function registerLevelsRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const levels = () => services.levels;
  registerService(
    app,
    defineService({
      name: 'member-lv-detail',
      scope: 'pb',
      query: { fields: {}, sortable: [], maxLimit: 50, defaultLimit: 50 },
      async find(q, ctx) {
        const data = (await levels().levels(ctx.locale)).slice(0, q.limit);
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
    }),
    makeContext,
  );
  for (const name of ['member-lv-info', 'user-member-lv']) {
    registerService(
      app,
      defineService({
        name,
        scope: 'mb',
        query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
        async find(q, ctx) {
          const member = await ctx.member();
          return { total: 1, limit: q.limit, skip: 0, data: [await levels().memberLevel(member.id, ctx.locale)] };
        },
      }),
      makeContext,
    );
  }
  registerService(
    app,
    defineService({
      name: 'check-privilege-member',
      scope: 'mb',
      query: {
        fields: {},
        sortable: [],
        extra: { privilege: checkPrivilegeQuery.shape.privilege.optional() },
        maxLimit: 1,
        defaultLimit: 1,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        if (!q.extra.privilege) throw new AppError('BadRequest', 'INVALID_PRIVILEGE');
        const allowed = await levels().hasPrivilege(member.id, q.extra.privilege);
        return { total: 1, limit: q.limit, skip: 0, data: [{ privilege: q.extra.privilege, allowed }] };
      },
    }),
    makeContext,
  );
}
