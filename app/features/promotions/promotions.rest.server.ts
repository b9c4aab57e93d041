import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { parseOpsInput, opsId as opsIdOf, registerOpsDefinitions } from '../../../server/rest/ops-input.ts';
import type { ParsedQuery } from '../../../server/rest/query.ts';
import {
  defineService,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import { IMMUTABLE_CACHE, sendSvg } from '../../../server/rest/svg.ts';
import { promotionArt } from './promotions.art.server.ts';
import { promotionDefinitionSchema, takePromotionSchema } from './promotions.schemas.ts';

const positiveInt = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);
const ART_FILE_RE = /^([a-z]{1,16})-(\d{1,4}p|gift)-(\d{1,9})\.svg$/;

function page<T>(items: T[], q: ParsedQuery) {
  return { total: items.length, limit: q.limit, skip: q.skip, data: items.slice(q.skip, q.skip + q.limit) };
}

export function registerPromotionsRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const promotions = () => services.promotions;
  /** The texts' locale: the spec's language_id when given, else the request's locale. */
  const localeOf = async (q: ParsedQuery, ctx: RequestContext): Promise<string> => {
    const id = q.extra.language_id as number | undefined;
    if (id === undefined) return ctx.locale;
    const language = (await services.locale.languages()).find((l) => l.id === id);
    return language?.code ?? ctx.locale;
  };
  const languageExtra = { language_id: positiveInt.optional() };

  registerService(
    app,
    defineService({
      name: 'promotion-information',
      scope: 'pb',
      query: {
        fields: {},
        extra: { ...languageExtra, promotion_category_id: positiveInt.optional() },
        maxLimit: 100,
        defaultLimit: 50,
      },
      idSchema: z.string().regex(/^[1-9]\d{0,9}$/),
      async find(q, ctx) {
        const categoryId = q.extra.promotion_category_id as number | undefined;
        return page(await promotions().list(await localeOf(q, ctx), { categoryId }), q);
      },
      async get(id, q, ctx) {
        return promotions().get(Number(id), await localeOf(q, ctx));
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotion-coming',
      scope: 'pb',
      query: { fields: {}, extra: languageExtra, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        return page(await promotions().coming(await localeOf(q, ctx)), q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotion-category',
      scope: 'pb',
      query: { fields: {}, extra: languageExtra, maxLimit: 100, defaultLimit: 100 },
      async find(q, ctx) {
        return page(await promotions().categories(await localeOf(q, ctx)), q);
      },
    }),
    makeContext,
  );

  // The start-up's "promotions turn": the running promotion's progress for a member, nothing for a visitor.
  registerService(
    app,
    defineService({
      name: 'promotions-turn',
      scope: 'pb',
      query: { fields: {}, extra: languageExtra, maxLimit: 10, defaultLimit: 10 },
      async find(q, ctx) {
        const member = await ctx.optionalMember();
        if (!member) return page([], q);
        const id = (q.extra.language_id as number | undefined) ?? null;
        const language = id ?? (await services.locale.languageByCode(ctx.locale))?.id ?? null;
        return page(await promotions().turnPromotions(member.id, language), q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotions-deal',
      scope: 'mb',
      query: { fields: {}, extra: languageExtra, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const id = (q.extra.language_id as number | undefined) ?? null;
        const language = id ?? (await services.locale.languageByCode(ctx.locale))?.id ?? null;
        return page(await promotions().memberDeals(member.id, language), q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotion-type',
      scope: 'mb',
      query: { fields: {}, maxLimit: 3, defaultLimit: 3 },
      async find(q, ctx) {
        const member = await ctx.member();
        return page(await promotions().types(member.id), q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotion-member',
      scope: 'mb',
      query: {
        fields: {},
        extra: { ...languageExtra, include: z.unknown().optional(), layout_position_id: positiveInt.optional() },
        maxLimit: 1,
        defaultLimit: 1,
      },
      idSchema: z.string().regex(/^(current|[1-9]\d{0,15})$/),
      async find(q, ctx) {
        const member = await ctx.member();
        const current = await promotions().current(member.id, await localeOf(q, ctx));
        return page(current ? [current] : [], q);
      },
      create: {
        body: takePromotionSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          ctx.reply.code(201);
          return promotions().take(member.id, body, ctx.locale);
        },
      },
      // Cancelling the running promotion (DELETE /mb/promotion-member/current or its id): it becomes inactive.
      async remove(id, ctx) {
        const member = await ctx.member();
        const current = await promotions().activeBonus(member.id);
        if (!current || (id !== 'current' && current.promotionMemberId !== Number(id)))
          throw new AppError('NotFound', 'PROMOTION_NOT_ACTIVE');
        return { cancelled: await promotions().cancelActive(member.id) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'promotion-member-history',
      scope: 'mb',
      query: { fields: {}, extra: languageExtra, maxLimit: 50, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        const r = await promotions().history(member.id, await localeOf(q, ctx), { limit: q.limit, skip: q.skip });
        return { total: r.total, limit: q.limit, skip: q.skip, data: r.data };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'sum-turn-promotion',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return page([await promotions().sumTurn(member.id)], q);
      },
    }),
    makeContext,
  );

  app.get<{ Params: { file: string } }>('/media/promotions/:file', async (request, reply) => {
    const m = ART_FILE_RE.exec(request.params.file);
    if (!m) throw new AppError('NotFound', 'NOT_FOUND');
    const mark = m[2] === 'gift' ? 'gift' : `${m[2]!.slice(0, -1)}%`;
    return sendSvg(request, reply, promotionArt(m[1]!, mark, Number(m[3])), 200, IMMUTABLE_CACHE);
  });

  // ---- Operator ----

  const opsId = (raw: string) => opsIdOf(raw, 10);
  const parse = <S extends z.ZodType>(schema: S, value: unknown) =>
    parseOpsInput(schema, value, { codeFromMessage: true });
  const categoryBody = z.object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,32}$/),
    names: z.record(z.string().min(2).max(4), z.string().trim().min(1).max(60)).refine((n) => !!n.en),
    order_no: z.number().int().min(0).max(10_000).optional(),
  });

  registerOpsDefinitions(app, '/ops/promotions', {
    schema: promotionDefinitionSchema,
    idDigits: 10,
    list: () => promotions().opsList(),
    get: (id) => promotions().opsDefinition(id),
    create: (def) => promotions().opsCreate(def),
    update: (id, def) => promotions().opsUpdate(id, def),
  });
  app.get('/ops/promotion-categories', async () => ({ data: await promotions().categories('en') }));
  app.post('/ops/promotion-categories', async (request) => ({
    data: await promotions().opsUpsertCategory(parse(categoryBody, request.body)),
  }));
  app.get<{ Params: { id: string } }>('/ops/members/:id/promotions', async (request) => ({
    data: await promotions().opsMemberPromotions(opsId(request.params.id)),
  }));
}
