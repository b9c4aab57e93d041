import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import type { ParsedQuery } from '../../../server/rest/query.ts';
import {
  defineService,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import {
  offerInputSchema,
  offerPatchSchema,
  opsGrantSchema,
  redeemFreespinSchema,
  type RedeemFreespinInput,
} from './freespins.schemas.ts';

const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));
const optionalId = z.union([z.number().int().min(1).max(2_147_483_647), idParam]).optional();
/** Visitors see the offers of the site's main currency. */
const DEFAULT_CURRENCY = 'THB';

function page<T>(items: T[], q: ParsedQuery) {
  return { total: items.length, limit: q.limit, skip: q.skip, data: items.slice(q.skip, q.skip + q.limit) };
}

export function registerFreespinsRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const freespins = () => services.freespins;
  /** The member's currency, else the visitor's default. */
  const currencyOf = async (ctx: RequestContext): Promise<string> => {
    const member = await ctx.optionalMember();
    return (member && (await freespins().currencyOf(member.id))) ?? DEFAULT_CURRENCY;
  };

  // The offers (player-features: GET freespin game list → game_list, provider); provider_id filters, none is all.
  registerService(
    app,
    defineService({
      name: 'redeem-freespin-list',
      scope: 'pb',
      query: { fields: {}, extra: { provider_id: optionalId }, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        const providerId = q.extra.provider_id as number | undefined;
        return page(await freespins().offers({ currency: await currencyOf(ctx), providerId }), q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'redeem-freespin-filter',
      scope: 'pb',
      query: { fields: {}, maxLimit: 100, defaultLimit: 100 },
      async find(q, ctx) {
        return page(await freespins().providers(await currencyOf(ctx)), q);
      },
    }),
    makeContext,
  );

  // The member's grants (GET) and a purchase with points (POST).
  registerService(
    app,
    defineService({
      name: 'redeem-freespin',
      scope: 'mb',
      query: { fields: {}, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const grants = await freespins().grants(member.id, { limit: 100 });
        return page(grants, q);
      },
      create: {
        body: redeemFreespinSchema,
        async handler(input: RedeemFreespinInput, ctx) {
          const member = await ctx.member();
          const { grant } = await freespins().redeem(member.id, input);
          return grant;
        },
      },
    }),
    makeContext,
  );

  // The operator: offers and spins given to a member.
  const parse = <T>(schema: z.ZodType<T>, body: unknown): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new AppError('BadRequest', 'INVALID_FIELD', {
        data: { errors: parsed.error.issues.map((i) => ({ path: i.path.join('.'), errorCode: 'INVALID_FIELD' })) },
      });
    return parsed.data;
  };
  app.get('/ops/freespin-offers', async () => ({ data: await freespins().opsOffers() }));
  app.post('/ops/freespin-offers', async (request, reply) => {
    const created = await freespins().createOffer(parse(offerInputSchema, request.body));
    return reply.code(201).send(created);
  });
  app.patch<{ Params: { id: string } }>('/ops/freespin-offers/:id', async (request) => {
    const id = idParam.safeParse(request.params.id);
    if (!id.success) throw new AppError('NotFound', 'FREESPIN_NOT_FOUND');
    return freespins().updateOffer(id.data, parse(offerPatchSchema, request.body));
  });
  app.post('/ops/freespin-grants', async (request, reply) => {
    const { grant, replayed } = await freespins().give(parse(opsGrantSchema, request.body));
    return reply.code(replayed ? 200 : 201).send(grant);
  });
  app.get<{ Params: { id: string } }>('/ops/members/:id/freespins', async (request) => {
    const id = idParam.safeParse(request.params.id);
    if (!id.success) throw new AppError('NotFound', 'MEMBER_NOT_FOUND');
    return { data: await freespins().grants(id.data, { limit: 100 }) };
  });
}
