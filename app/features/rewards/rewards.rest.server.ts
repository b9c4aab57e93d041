import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import { parseOpsInput, opsId as opsIdOf } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { IMMUTABLE_CACHE, sendSvg } from '../../../server/rest/svg.ts';
import { renderRewardArt } from './rewards.art.server.ts';
import {
  drawSchema,
  exchangeSchema,
  prizeAddressSchema,
  REDEEM_KINDS,
  REDEEM_STATUSES,
  redeemRewardSchema,
  shipSchema,
  type RedeemStatus,
} from './rewards.schemas.ts';

const HISTORY_MAX = 50;

/**
 * The spec's redeem family: `/pb/redeem-type-list`, `/mb/redeem-type`, `/mb/redeem-transaction` (history),
 * `/mb/redeem-exchange-point`, `/mb/redeem-lucky-box`, `/mb/redeem-random-card`, `/mb/redeem-reward` (find: the
 * catalogue; create: redeem), `/mb/redeem-address` (a drawn prize's shipping address), `/mb/total-points`.
 * Operator: `/ops/rewards/settings`, `/ops/rewards/redeems`, `/ops/rewards/redeems/:id/ship`, `/ops/rewards/earn`,
 * `/ops/rewards/points` (a grant).
 */
export async function registerRewardsRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const rewards = () => services.rewards;
  const types = () => rewards().redeemTypes();

  for (const name of ['redeem-type-list', 'redeem-type'])
    registerService(
      app,
      defineService({
        name,
        scope: name === 'redeem-type' ? 'mb' : 'pb',
        query: { fields: {}, sortable: [], maxLimit: 10, defaultLimit: 10 },
        async find(q) {
          const data = types().slice(0, q.limit);
          return { total: data.length, limit: q.limit, skip: 0, data };
        },
      }),
      makeContext,
    );

  registerService(
    app,
    defineService({
      name: 'redeem-transaction',
      scope: 'mb',
      query: {
        fields: {},
        sortable: [],
        extra: { kind: z.enum(REDEEM_KINDS).optional() },
        maxLimit: HISTORY_MAX,
        defaultLimit: 20,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        return rewards().redeems(member.id, { limit: q.limit, skip: q.skip, kind: q.extra.kind }, ctx.locale);
      },
      async get(id, _q, ctx) {
        const member = await ctx.member();
        const found = await rewards().redeem(member.id, Number(id), ctx.locale);
        if (!found) throw new AppError('NotFound', 'REDEEM_NOT_FOUND');
        return found;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'redeem-exchange-point',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        const rate = await rewards().exchangeRate(member);
        return { total: rate ? 1 : 0, limit: q.limit, skip: 0, data: rate ? [rate] : [] };
      },
      create: {
        body: exchangeSchema,
        async handler(input, ctx) {
          return rewards().exchange(await ctx.member(), input, ctx.locale);
        },
      },
    }),
    makeContext,
  );

  for (const kind of ['lucky_box', 'random_card'] as const)
    registerService(
      app,
      defineService({
        name: kind === 'lucky_box' ? 'redeem-lucky-box' : 'redeem-random-card',
        scope: 'mb',
        query: { fields: {}, sortable: [], maxLimit: 100, defaultLimit: 50 },
        async find(q, ctx) {
          await ctx.member();
          const all = await rewards().catalogue(kind, ctx.locale);
          return { total: all.length, limit: q.limit, skip: q.skip, data: all.slice(q.skip, q.skip + q.limit) };
        },
        create: {
          body: drawSchema,
          async handler(input, ctx) {
            return rewards().draw(await ctx.member(), kind, input, ctx.locale);
          },
        },
      }),
      makeContext,
    );

  registerService(
    app,
    defineService({
      name: 'redeem-reward',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        await ctx.member();
        const all = await rewards().catalogue('physical', ctx.locale);
        return { total: all.length, limit: q.limit, skip: q.skip, data: all.slice(q.skip, q.skip + q.limit) };
      },
      create: {
        body: redeemRewardSchema,
        async handler(input, ctx) {
          return rewards().redeemPhysical(await ctx.member(), input, ctx.locale);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'redeem-address',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      create: {
        body: prizeAddressSchema,
        async handler(input, ctx) {
          const member = await ctx.member();
          const { redeem_id, ...shipping } = input;
          return rewards().submitAddress(member.id, redeem_id, shipping, ctx.locale);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'total-points',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: HISTORY_MAX, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        const page = Math.floor(q.skip / q.limit) + 1;
        const [balance, history] = await Promise.all([
          rewards().balance(member.id),
          services.points.history(member.id, { page, limit: q.limit }),
        ]);
        return {
          total: history.total,
          limit: q.limit,
          skip: (page - 1) * q.limit,
          point: balance,
          data: history.data,
        };
      },
    }),
    makeContext,
  );

  // The operator.
  const parse = <S extends z.ZodType>(schema: S, value: unknown) => parseOpsInput(schema, value);
  const opsId = (raw: string) => opsIdOf(raw, 16);
  const settingsSchema = z.object({
    earn_rules: z
      .array(
        z.object({
          source: z.enum(['bet', 'deposit']),
          currency: z.string().min(3).max(10),
          game_category: z.string().min(1).max(32).default('*'),
          points: z.number().int().min(0).max(1_000_000),
          per_amount: z.number().int().positive().max(1e12),
        }),
      )
      .max(100)
      .optional(),
    exchange_rates: z
      .array(
        z.object({
          currency: z.string().min(3).max(10),
          amount_per_point: z.number().int().positive().max(1_000_000),
          min_points: z.number().int().positive().max(1e9),
          is_active: z.boolean(),
        }),
      )
      .max(50)
      .optional(),
  });
  const listSchema = z.object({
    status: z.enum(REDEEM_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });

  app.get('/ops/rewards/settings', async () => ({ data: await rewards().settings() }));
  app.patch('/ops/rewards/settings', async (request) => ({
    data: await rewards().updateSettings(parse(settingsSchema, request.body)),
  }));
  app.get('/ops/rewards/redeems', async (request) => {
    const q = parse(listSchema, request.query);
    return rewards().opsRedeems({ status: q.status as RedeemStatus | undefined, limit: q.limit, skip: q.skip });
  });
  app.post<{ Params: { id: string } }>('/ops/rewards/redeems/:id/ship', async (request) => {
    const body = parse(shipSchema, request.body);
    return rewards().ship(opsId(request.params.id), body.tracking_no);
  });
  app.post('/ops/rewards/earn', async () => rewards().earn());
  // The operator grants points to a member (a goodwill credit, a correction): once per key.
  const grantSchema = z.object({
    member_id: z.number().int().positive(),
    points: z.number().int().positive().max(10_000_000),
    key: z.string().min(8).max(64),
    note: z.string().max(200).optional(),
  });
  app.post('/ops/rewards/points', async (request) => {
    const body = parse(grantSchema, request.body);
    return services.points.award(null, {
      memberId: body.member_id,
      points: body.points,
      key: `ops-grant:${body.key}`,
      reason: 'received_point_trigger',
      meta: body.note ? { note: body.note } : undefined,
    });
  });

  // The shop's generated pictures (rewards.art.server.ts); the URL carries the drawing's version.
  app.get<{ Params: { file: string } }>('/media/rewards/:file', async (request, reply) => {
    const m = /^([a-z0-9-]{1,40})\.svg$/.exec(request.params.file);
    const svg = m ? renderRewardArt(m[1]) : null;
    if (!svg) throw new AppError('NotFound', 'NOT_FOUND');
    return sendSvg(request, reply, svg, 200, IMMUTABLE_CACHE);
  });
}
