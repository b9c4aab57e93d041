import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { dateRangeOf, type ParsedQuery } from '../../../server/rest/query.ts';
import { AppError } from '../../../server/errors.ts';
import {
  BET_SUB_TYPES,
  enterGameSchema,
  LIVE_WINS_MAX,
  WALLET_OPS,
  type BetSubType,
  type EnterGameInput,
  type WalletAnswer,
  type WalletOp,
} from './seamless.schemas.ts';
import { verifyWalletSignature } from './seamless.signature.ts';

const PROVIDER_CODE_RE = /^[a-z0-9_]{1,32}$/;
/** Wallet calls are small; anything larger is refused before it is buffered. */
const WALLET_BODY_LIMIT = 16 * 1024;

function answer(status: WalletAnswer['status']): WalletAnswer {
  return { status, balance: 0, currency: '', tx_id: null };
}

function subTypeOf(q: ParsedQuery): BetSubType | undefined {
  const raw = q.filters.type;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !(BET_SUB_TYPES as readonly string[]).includes(raw))
    throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: 'type' } });
  return raw as BetSubType;
}

export async function registerSeamlessRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  // The provider side: signed over the raw bytes, so this scope keeps the body as a buffer and answers in the wire format.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WALLET_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
      if (status >= 500) request.log.error({ err: error }, 'seamless wallet call failed');
      reply.code(status).send(answer(status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST'));
    });
    scope.post<{ Params: { code: string; op: string } }>('/provider/:code/wallet/:op', async (request, reply) => {
      const { code, op } = request.params;
      if (!PROVIDER_CODE_RE.test(code) || !(WALLET_OPS as readonly string[]).includes(op))
        return reply.code(404).send(answer('INVALID_REQUEST'));
      const secret = services.config.providerSecrets[code];
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!secret || !verifyWalletSignature(secret, raw, request.headers['x-signature'])) {
        request.log.warn({ provider: code, op }, 'seamless wallet: bad signature');
        return reply.code(401).send(answer('INVALID_SIGNATURE'));
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send(answer('INVALID_REQUEST'));
      }
      const result = await services.seamless.handle(code, op as WalletOp, body);
      return reply.code(result.httpStatus).send(result.answer);
    });
  });

  registerService(
    app,
    defineService({
      name: 'enter-game',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: enterGameSchema,
        async handler(input: EnterGameInput, ctx) {
          const member = await ctx.member();
          const launch = await services.seamless.launch(member, {
            gameListId: input.game_list_id,
            languageCode: input.languageCode ?? ctx.locale,
          });
          return { result: { url: launch.url } };
        },
      },
    }),
    makeContext,
  );

  // Demo play on a fun balance: visitors may try the demo games too.
  registerService(
    app,
    defineService({
      name: 'demo-game',
      scope: 'pb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: enterGameSchema,
        async handler(input: EnterGameInput, ctx) {
          const launch = await services.seamless.demoLaunch({
            gameListId: input.game_list_id,
            languageCode: input.languageCode ?? ctx.locale,
          });
          return { result: { url: launch.url } };
        },
      },
    }),
    makeContext,
  );

  const historyQuery = {
    fields: { createdAt: 'date' as const, type: 'string' as const },
    sortable: ['createdAt'],
    maxLimit: 100,
    defaultLimit: 20,
  };

  registerService(
    app,
    defineService({
      name: 'bet-transaction',
      scope: 'mb',
      query: historyQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        const order = q.sort.find(([field]) => field === 'createdAt')?.[1];
        return services.seamless.betRecords(member.id, {
          ...dateRangeOf(q),
          subType: subTypeOf(q),
          limit: q.limit,
          skip: q.skip,
          order,
        });
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'bet-summary',
      scope: 'mb',
      query: {
        fields: { createdAt: 'date' },
        extra: { breakdown: z.enum(['day']).optional() },
        maxLimit: 1,
        defaultLimit: 1,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        const summary = await services.seamless.betSummary(member.id, dateRangeOf(q), {
          byDay: q.extra.breakdown === 'day',
        });
        return { total: 1, limit: 1, skip: 0, data: [summary] };
      },
    }),
    makeContext,
  );

  // The site's latest wins, usernames masked (the lobby's live feed; new ones then come over the websocket).
  registerService(
    app,
    defineService({
      name: 'live-win',
      scope: 'pb',
      query: { fields: {}, maxLimit: LIVE_WINS_MAX, defaultLimit: LIVE_WINS_MAX },
      async find(q) {
        const wins =
          q.limit > 0 && q.skip < LIVE_WINS_MAX ? await services.seamless.recentWins({ limit: LIVE_WINS_MAX }) : [];
        return { total: wins.length, limit: q.limit, skip: q.skip, data: wins.slice(q.skip, q.skip + q.limit) };
      },
    }),
    makeContext,
  );
}
