import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import { opsId as opsIdOf, parseOpsInput } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { multipartLimits, readMultipartImage } from '../../../server/uploads/images.ts';
import {
  MEMO_IMAGE_CODES,
  MEMO_IMAGE_MAX_BYTES,
  memoBoxSchema,
  opsBroadcastSchema,
  opsMemoSchema,
  opsReplySchema,
  replyMemoSchema,
  writeMemoSchema,
} from './memos.schemas.ts';

const idPattern = /^[1-9]\d{0,9}$/;

/**
 * The member's memos: `memo` (GET the inbox or the sent list with `box`, GET one conversation (marks it read),
 * POST writes one), `memo-reply`, `message-count` (unread conversations), `message` (the reward pop-ups; PATCH marks
 * one read-in-modal), `upload-message` (multipart picture) and `sign-url-upload-message` (its one-time address), and
 * `/mb/memo-image/:id`. The operator's `/ops/memos` (send, broadcast, reply, read) and `/ops/memo-images`.
 */
export async function registerMemosRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const memos = () => services.memos;

  registerService(
    app,
    defineService({
      name: 'memo',
      scope: 'mb',
      query: { fields: {}, sortable: [], extra: { box: memoBoxSchema.optional() }, maxLimit: 50, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        await memos().requireEnabled();
        const page = await memos().list(member.id, q.extra.box ?? 'inbox', ctx.locale, {
          limit: q.limit,
          skip: q.skip,
        });
        return { total: page.total, limit: q.limit, skip: q.skip, data: page.data };
      },
      async get(id, _q, ctx) {
        const member = await ctx.member();
        await memos().requireEnabled();
        return memos().open(member.id, Number(id), ctx.locale);
      },
      create: {
        body: writeMemoSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          await memos().requireEnabled();
          return memos().write(member.id, body);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'memo-reply',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: replyMemoSchema,
        async handler(body, ctx) {
          const member = await ctx.member();
          await memos().requireEnabled();
          return memos().reply(member.id, body);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'message-count',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        await memos().requireEnabled();
        return { total: 1, limit: q.limit, skip: 0, data: [{ count: await memos().unreadCount(member.id) }] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'message',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 20, defaultLimit: 20 },
      async find(q, ctx) {
        const member = await ctx.member();
        await memos().requireEnabled();
        const data = await memos().popups(member.id, ctx.locale, q.limit);
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
      patch: {
        body: z.object({ is_read_modal: z.literal(true) }),
        async handler(id, _body, ctx) {
          const member = await ctx.member();
          await memos().requireEnabled();
          return memos().markReadModal(member.id, Number(id));
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'sign-url-upload-message',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: z.object({}).optional(),
        async handler(_input, ctx) {
          const member = await ctx.member();
          await memos().requireEnabled();
          return memos().uploadTicket(member.id);
        },
      },
    }),
    makeContext,
  );

  // Pictures: multipart, one file of at most 2 MB counted while it streams (never buffered beyond that).
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: multipartLimits(MEMO_IMAGE_MAX_BYTES) });
    scope.post('/mb/upload-message', async (request, reply) => {
      const member = await makeContext(request, reply).member();
      await memos().requireEnabled();
      const token = (request.query as Record<string, unknown>)?.token;
      if (token !== undefined && (typeof token !== 'string' || !memos().checkUploadTicket(member.id, token)))
        throw new AppError('Forbidden', 'MEMO_UPLOAD_TICKET_INVALID');
      const { bytes } = await readMultipartImage(request, MEMO_IMAGE_MAX_BYTES, MEMO_IMAGE_CODES);
      reply.code(201);
      return memos().uploadImage(member.id, bytes);
    });
    scope.post('/ops/memo-images', async (request, reply) => {
      const { bytes } = await readMultipartImage(request, MEMO_IMAGE_MAX_BYTES, MEMO_IMAGE_CODES);
      reply.code(201);
      return { data: await memos().uploadImage(null, bytes) };
    });
  });

  app.get<{ Params: { id: string } }>('/mb/memo-image/:id', async (request, reply) => {
    const member = await makeContext(request, reply).member();
    if (!idPattern.test(request.params.id)) throw new AppError('BadRequest', 'INVALID_ID');
    const image = await memos().image(member.id, Number(request.params.id));
    if (!image) throw new AppError('NotFound', 'NOT_FOUND');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600').send(image);
  });

  // ---- Operator ----
  const opsId = (raw: string) => opsIdOf(raw, 10);
  const parse = <S extends z.ZodType>(schema: S, value: unknown) =>
    parseOpsInput(schema, value, { codeFromMessage: true });
  const listQuery = z.object({
    member_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    awaiting: z.enum(['true', 'false']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });

  app.get('/ops/memos', async (request) => {
    const q = parse(listQuery, request.query);
    return { data: await memos().opsList({ memberId: q.member_id, awaiting: q.awaiting === 'true', limit: q.limit }) };
  });
  app.get<{ Params: { id: string } }>('/ops/memos/:id', async (request) => ({
    data: await memos().opsOpen(opsId(request.params.id)),
  }));
  app.post('/ops/memos', async (request, reply) => {
    const body = parse(opsMemoSchema, request.body);
    reply.code(201);
    return { data: await memos().opsSend(body) };
  });
  app.post('/ops/memos/broadcast', async (request, reply) => {
    const body = parse(opsBroadcastSchema, request.body);
    reply.code(201);
    return { data: await memos().opsBroadcast(body) };
  });
  app.post<{ Params: { id: string } }>('/ops/memos/:id/reply', async (request, reply) => {
    const body = parse(opsReplySchema, request.body);
    reply.code(201);
    return { data: await memos().opsReply(opsId(request.params.id), body) };
  });
  app.get<{ Params: { id: string } }>('/ops/memo-image/:id', async (request, reply) => {
    const image = await memos().image(null, opsId(request.params.id));
    if (!image) throw new AppError('NotFound', 'NOT_FOUND');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600').send(image);
  });
}
