import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { z } from 'zod';

export function registerWalletRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  registerService(
    app,
    defineService({
      name: 'wallet',
      scope: 'mb',
      // The shell asks with an include flag; the profile always carries everything.
      query: { fields: {}, extra: { include: z.unknown().optional() }, maxLimit: 1, defaultLimit: 1 },
      async find(_q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: 1, skip: 0, data: [await services.wallet.profile(member)] };
      },
    }),
    makeContext,
  );
}
