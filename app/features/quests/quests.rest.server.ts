import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { parseOpsInput, registerOpsDefinitions } from '../../../server/rest/ops-input.ts';
import type { ParsedQuery } from '../../../server/rest/query.ts';
import {
  defineService,
  pageOf,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import { IMMUTABLE_CACHE, sendSvg } from '../../../server/rest/svg.ts';
import { questArt } from './quests.art.server.ts';
import { QUEST_TYPES, questDefinitionSchema, questIdSchema } from './quests.schemas.ts';

const positiveInt = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);
const ART_FILE_RE = /^(play|deposit|vip|dailycheckin)-([a-z]{1,16})-(\d{1,9})\.svg$/;
const typeExtra = z.enum(QUEST_TYPES).optional();

/**
 * The quest-* family (platform-shell § endpoint map): public lists under /pb, the member's under /mb (join: POST
 * quest-information; claim: POST quest-play, both with quest_information_id), the drawn artwork, and /ops.
 */
export function registerQuestsRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const quests = () => services.quests;
  /** The texts' locale: the spec's language_id when given, else the request's locale. */
  const localeOf = async (q: ParsedQuery, ctx: RequestContext): Promise<string> => {
    const id = q.extra.language_id as number | undefined;
    if (id === undefined) return ctx.locale;
    const language = (await services.locale.languages()).find((l) => l.id === id);
    return language?.code ?? ctx.locale;
  };
  const extra = { language_id: positiveInt.optional(), type: typeExtra };
  const idSchema = z.string().regex(/^[1-9]\d{0,9}$/);
  const typesOf = (q: ParsedQuery) => {
    const type = q.extra.type as string | undefined;
    return type ? [type] : undefined;
  };

  // ---- Public ----
  registerService(
    app,
    defineService({
      name: 'quest-information',
      scope: 'pb',
      query: { fields: {}, extra, maxLimit: 100, defaultLimit: 50 },
      idSchema,
      async find(q, ctx) {
        return pageOf(await quests().list(await localeOf(q, ctx), { types: typesOf(q) }), q);
      },
      async get(id, q, ctx) {
        return quests().get(Number(id), await localeOf(q, ctx));
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-play',
      scope: 'pb',
      query: { fields: {}, extra, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        return pageOf(await quests().list(await localeOf(q, ctx), { types: ['play', 'vip'] }), q);
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-daily',
      scope: 'pb',
      query: { fields: {}, extra, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const daily = await quests().dailyQuest(await localeOf(q, ctx));
        return pageOf(daily ? [daily] : [], q);
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-type',
      scope: 'pb',
      query: { fields: {}, maxLimit: 10, defaultLimit: 10 },
      async find(q) {
        return pageOf(await quests().types(), q);
      },
    }),
    makeContext,
  );

  // ---- Member ----
  registerService(
    app,
    defineService({
      name: 'quest-information',
      scope: 'mb',
      query: { fields: {}, extra, maxLimit: 100, defaultLimit: 50 },
      idSchema,
      async find(q, ctx) {
        const member = await ctx.member();
        return pageOf(await quests().memberList(member.id, await localeOf(q, ctx), { types: typesOf(q) }), q);
      },
      async get(id, q, ctx) {
        const member = await ctx.member();
        return quests().memberGet(member.id, Number(id), await localeOf(q, ctx));
      },
      create: {
        body: questIdSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          ctx.reply.code(201);
          return quests().join(member.id, body.quest_information_id, ctx.locale);
        },
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-play',
      scope: 'mb',
      query: { fields: {}, extra, maxLimit: 100, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        return pageOf(await quests().memberPlays(member.id, await localeOf(q, ctx)), q);
      },
      create: {
        body: questIdSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          ctx.reply.code(201);
          return quests().claim(member.id, body.quest_information_id, ctx.locale);
        },
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-daily',
      scope: 'mb',
      query: { fields: {}, extra, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        const view = await quests().checkInView(member.id, await localeOf(q, ctx));
        return pageOf(view ? [view] : [], q);
      },
      create: {
        body: z.object({}),
        async handler(_body, ctx) {
          const member = await ctx.member();
          ctx.reply.code(201);
          return quests().checkIn(member.id, ctx.locale);
        },
      },
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'quest-notification',
      scope: 'mb',
      query: { fields: {}, extra, maxLimit: 50, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        return pageOf(await quests().notifications(member.id, await localeOf(q, ctx)), q);
      },
    }),
    makeContext,
  );

  app.get<{ Params: { file: string } }>('/media/quests/:file', async (request, reply) => {
    const m = ART_FILE_RE.exec(request.params.file);
    if (!m) throw new AppError('NotFound', 'NOT_FOUND');
    return sendSvg(request, reply, questArt(m[1]!, m[2]!, Number(m[3])), 200, IMMUTABLE_CACHE);
  });

  // ---- Operator ----
  const parse = <S extends z.ZodType>(schema: S, value: unknown) =>
    parseOpsInput(schema, value, { codeFromMessage: true });
  const memberBody = z.strictObject({ username: z.string().trim().min(1).max(32), enabled: z.boolean().default(true) });

  registerOpsDefinitions(app, '/ops/quests', {
    schema: questDefinitionSchema,
    idDigits: 10,
    list: () => quests().opsList(),
    get: (id) => quests().opsDefinition(id),
    create: (def) => quests().opsCreate(def),
    update: (id, def) => quests().opsUpdate(id, def),
  });
  // The quest privilege of a member (the route guard sends members without it away from the quest pages).
  app.post('/ops/quests/members', async (request) => {
    const body = parse(memberBody, request.body);
    const id = await services.auth.setPrivilege(body.username, 'quest', body.enabled);
    if (id === null) throw new AppError('NotFound', 'NOT_FOUND');
    return { data: { id, username: body.username, quest: body.enabled } };
  });
}
