import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOpsInput, opsId as opsIdOf } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { couponDecisionSchema, couponDefinitionSchema, redeemFormSchema } from './coupons.schemas.ts';

/**
 * The member's coupons: `coupon-member` (GET the list; POST `{ code }` redeems a code) and `coupon-history` (the
 * redemptions, paged). The operator's `/ops/coupons` and `/ops/coupon-redemptions` (approve or reject the ones
 * under verification).
 */
export async function registerCouponsRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const coupons = () => services.coupons;

  registerService(
    app,
    defineService({
      name: 'coupon-member',
      scope: 'mb',
      query: {
        fields: {},
        sortable: [],
        extra: { language_id: z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).optional() },
        maxLimit: 100,
        defaultLimit: 50,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        // The texts in the language asked for (language_id), else the request's.
        const asked = q.extra.language_id === undefined ? null : Number(q.extra.language_id);
        const language = asked === null ? null : (await services.locale.languages()).find((l) => l.id === asked);
        const data = await coupons().list(member.id, language?.code ?? ctx.locale, q.limit);
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
      async get(id, _q, ctx) {
        const member = await ctx.member();
        return coupons().get(member.id, Number(id), ctx.locale);
      },
      create: {
        body: redeemFormSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          return coupons().redeem(member.id, body.code, { ip: ctx.ip, locale: ctx.locale });
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'coupon-history',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 100, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        const page = await coupons().history(member.id, ctx.locale, { limit: q.limit, skip: q.skip });
        return { total: page.total, limit: q.limit, skip: q.skip, data: page.data };
      },
    }),
    makeContext,
  );

  // ---- Operator ----
  const opsId = (raw: string) => opsIdOf(raw, 12);
  const parse = <S extends z.ZodType>(schema: S, value: unknown) =>
    parseOpsInput(schema, value, { codeFromMessage: true });
  const listQuery = z.object({
    status: z.enum(['pending', 'under_verification', 'success', 'fail', 'joined']).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  });

  app.get('/ops/coupons', async (request) => {
    const q = parse(listQuery, request.query);
    return { data: await coupons().opsList(q.limit) };
  });
  app.post('/ops/coupons', async (request, reply) => {
    const def = parse(couponDefinitionSchema, request.body);
    reply.code(201);
    return { data: await coupons().opsCreate(def) };
  });
  app.post<{ Params: { id: string } }>('/ops/coupons/:id/disable', async (request) => ({
    data: await coupons().opsSetActive(opsId(request.params.id), false),
  }));
  app.post<{ Params: { id: string } }>('/ops/coupons/:id/enable', async (request) => ({
    data: await coupons().opsSetActive(opsId(request.params.id), true),
  }));
  app.get('/ops/coupon-redemptions', async (request) => {
    const q = parse(listQuery, request.query);
    return { data: await coupons().opsRedemptions(q.status ?? null, q.limit) };
  });
  app.post<{ Params: { id: string } }>('/ops/coupon-redemptions/:id/approve', async (request) => {
    const body = parse(couponDecisionSchema, request.body);
    return { data: await coupons().opsApprove(opsId(request.params.id), body.note) };
  });
  app.post<{ Params: { id: string } }>('/ops/coupon-redemptions/:id/reject', async (request) => {
    const body = parse(couponDecisionSchema, request.body);
    return { data: await coupons().opsReject(opsId(request.params.id), body.note) };
  });
}
