import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { dateRangeOf, type ParsedQuery } from '../../../server/rest/query.ts';
import { AppError } from '../../../server/errors.ts';
import { multipartLimits, readMultipartImage } from '../../../server/uploads/images.ts';
import { parseOpsInput, opsId as opsIdOf } from '../../../server/rest/ops-input.ts';
import {
  DEPOSIT_STATUSES,
  depositGatewaySchema,
  depositMethodSchema,
  depositSlipSchema,
  GATEWAY_METHODS,
  HISTORY_PAGE_MAX,
  moneyWithdrawalSchema,
  SLIP_MAX_BYTES,
  TRANSFER_WALLETS,
  walletTransferSchema,
  WITHDRAWAL_STATUSES,
  type GatewayMethod,
  type HistoryStatus,
} from './cashbox.schemas.ts';

/** Webhook bodies are small; anything larger is refused before it is buffered. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const invalid = (field: string) => new AppError('BadRequest', 'INVALID_QUERY', { params: { field } });

function statusOf(q: ParsedQuery): HistoryStatus | undefined {
  const v = q.filters.status;
  if (v === undefined) return undefined;
  if (v !== 'pending' && v !== 'success' && v !== 'fail') throw invalid('status');
  return v;
}

function textFilter(q: ParsedQuery, field: string, re: RegExp): string | undefined {
  const v = q.filters[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !re.test(v)) throw invalid(field);
  return v;
}

function idFilter(q: ParsedQuery, field: string): number | undefined {
  const v = q.filters[field];
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) throw invalid(field);
  return v;
}

/** The page the member came from, for the gateway's "back to the casino" link: the wallet page in the member's language. */
function returnUrl(services: AppServices, request: FastifyRequest, locale: string): string {
  const base =
    services.config.PUBLIC_BASE_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host || '127.0.0.1'}`;
  return `${base}/${locale}/setting/wallet`;
}

const historyQuery = {
  fields: { createdAt: 'date' as const, status: 'string' as const, type: 'string' as const },
  sortable: ['createdAt'],
  maxLimit: HISTORY_PAGE_MAX,
  defaultLimit: 20,
};
const summaryQuery = { fields: { createdAt: 'date' as const }, sortable: [], maxLimit: 1, defaultLimit: 1 };
const includeExtra = {
  include: z.unknown().optional(),
  language_id: z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).optional(),
};

export async function registerCashboxRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const cashbox = () => services.cashbox;

  // ---- Payment types and their settings ----

  registerService(
    app,
    defineService({
      name: 'payment-type',
      scope: 'mb',
      query: { fields: { category: 'string' }, sortable: [], extra: includeExtra, maxLimit: 50, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const category = textFilter(q, 'category', /^[A-Z_]{1,12}$/);
        const data = await cashbox().paymentTypes(member, { include: q.extra.include !== undefined, category });
        return { total: data.length, limit: q.limit, skip: 0, data: data.slice(0, q.limit) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'withdrawal-type',
      scope: 'mb',
      query: { fields: {}, sortable: [], extra: includeExtra, maxLimit: 50, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const data = await cashbox().paymentTypes(member, { withdraw: true, include: q.extra.include !== undefined });
        return { total: data.length, limit: q.limit, skip: 0, data: data.slice(0, q.limit) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'payment-bank-information',
      scope: 'mb',
      query: { fields: { payment_type_id: 'number' }, sortable: [], maxLimit: 50, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const data = await cashbox().bankInformation(member, idFilter(q, 'payment_type_id'));
        return { total: data.length, limit: q.limit, skip: 0, data: data.slice(0, q.limit) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'currency-crypto',
      scope: 'mb',
      query: { fields: { payment_type_id: 'number' }, sortable: [], maxLimit: 50, defaultLimit: 50 },
      async find(q, ctx) {
        const member = await ctx.member();
        const data = await cashbox().cryptoCurrencies(member, idFilter(q, 'payment_type_id'));
        return { total: data.length, limit: q.limit, skip: 0, data: data.slice(0, q.limit) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'minimum-transaction',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: q.limit, skip: 0, data: [await cashbox().minimumTransaction(member)] };
      },
    }),
    makeContext,
  );

  // ---- Deposits ----

  registerService(
    app,
    defineService({
      name: 'check-pending-deposit',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        const pending = await cashbox().pendingDeposit(member);
        return { total: pending ? 1 : 0, limit: q.limit, skip: 0, data: pending ? [pending] : [] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'deposit-gateway',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: depositGatewaySchema,
        async handler(input, ctx) {
          const member = await ctx.member();
          return cashbox().depositGateway(member, input, {
            locale: ctx.locale,
            returnUrl: returnUrl(services, ctx.request, ctx.locale),
          });
        },
      },
    }),
    makeContext,
  );

  // The method endpoints: deposit-promptpay, deposit-truewallet, deposit-crypto, deposit-auto-bank.
  for (const method of GATEWAY_METHODS) {
    registerService(
      app,
      defineService({
        name: `deposit-${method.toLowerCase().replace('_', '-')}`,
        scope: 'mb',
        query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
        create: {
          body: depositMethodSchema,
          async handler(input, ctx) {
            const member = await ctx.member();
            return cashbox().depositGateway(
              member,
              { ...input, payment_type_code: method as GatewayMethod },
              { locale: ctx.locale, returnUrl: returnUrl(services, ctx.request, ctx.locale) },
            );
          },
        },
      }),
      makeContext,
    );
  }

  registerService(
    app,
    defineService({
      name: 'deposit',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: depositSlipSchema,
        async handler(input, ctx) {
          const member = await ctx.member();
          return cashbox().depositSlip(member, input);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'sign-url-upload-slip',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: z.object({}).optional(),
        async handler(_input, ctx) {
          const member = await ctx.member();
          return cashbox().slipUploadTicket(member);
        },
      },
    }),
    makeContext,
  );

  const SLIP_UPLOAD_CODES = { required: 'SLIP_REQUIRED', tooLarge: 'SLIP_TOO_LARGE', notImage: 'SLIP_NOT_IMAGE' };
  // The slip upload: multipart, one file of at most 2 MB counted while it streams (never buffered beyond that).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: multipartLimits(SLIP_MAX_BYTES),
    });
    scope.post('/mb/upload-slip', async (request, reply) => {
      const ctx = makeContext(request, reply);
      const member = await ctx.member();
      const token = (request.query as Record<string, unknown>)?.token;
      if (token !== undefined && (typeof token !== 'string' || !cashbox().checkSlipTicket(member, token)))
        throw new AppError('Forbidden', 'SLIP_TICKET_INVALID');
      const { bytes } = await readMultipartImage(request, SLIP_MAX_BYTES, SLIP_UPLOAD_CODES);
      reply.code(201);
      return cashbox().uploadSlip(member, bytes);
    });
  });

  /** The member's own slip image (re-encoded JPEG). */
  app.get<{ Params: { id: string } }>('/mb/slip-image/:id', async (request, reply) => {
    const member = await makeContext(request, reply).member();
    if (!/^[1-9]\d{0,15}$/.test(request.params.id)) throw new AppError('BadRequest', 'INVALID_ID');
    const image = await cashbox().slipImage(member.id, Number(request.params.id));
    if (!image) throw new AppError('NotFound', 'NOT_FOUND');
    return reply.header('content-type', 'image/jpeg').header('cache-control', 'private, max-age=3600').send(image);
  });

  // ---- Withdrawals ----

  registerService(
    app,
    defineService({
      name: 'config-withdrawal',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: q.limit, skip: 0, data: [await cashbox().withdrawalConfig(member)] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'queue-withdrawal',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 10, defaultLimit: 10 },
      async find(q, ctx) {
        const member = await ctx.member();
        const data = await cashbox().withdrawalQueue(member);
        return { total: data.length, limit: q.limit, skip: 0, data: data.slice(0, q.limit) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'money-withdrawal',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: moneyWithdrawalSchema,
        async handler(input, ctx) {
          const member = await ctx.member();
          return cashbox().withdraw(member, input.amount, input.totp_code);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'withdraw-description',
      scope: 'pb',
      query: { fields: {}, sortable: [], maxLimit: 10, defaultLimit: 10 },
      async find(q, ctx) {
        const member = await ctx.optionalMember();
        const all = await cashbox().withdrawalSettingsPublic();
        const currency = member ? (await services.locale.currencyById(member.currencyId))?.code : undefined;
        const data = (currency ? all.filter((c) => c.currency === currency) : all).slice(0, q.limit);
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
    }),
    makeContext,
  );

  // ---- Transfers ----

  registerService(
    app,
    defineService({
      name: 'transfer-status',
      scope: 'pb',
      query: { fields: { currency: 'string' }, sortable: [], maxLimit: 30, defaultLimit: 30 },
      async find(q) {
        const currency = textFilter(q, 'currency', /^[A-Z0-9]{2,10}$/);
        const data = (await cashbox().transferStatus(currency)).slice(0, q.limit);
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'minimum-transfer',
      scope: 'mb',
      query: { fields: {}, sortable: [], maxLimit: 3, defaultLimit: 3 },
      async find(q, ctx) {
        const member = await ctx.member();
        const currency = (await services.locale.currencyById(member.currencyId))?.code;
        const data = currency ? (await cashbox().transferStatus(currency)).slice(0, q.limit) : [];
        return { total: data.length, limit: q.limit, skip: 0, data };
      },
    }),
    makeContext,
  );

  for (const wallet of TRANSFER_WALLETS) {
    registerService(
      app,
      defineService({
        name: `${wallet}-transfer`,
        scope: 'mb',
        query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
        create: {
          body: walletTransferSchema,
          async handler(input, ctx) {
            const member = await ctx.member();
            return cashbox().transfer(member, wallet, input.amount, input.client_key);
          },
        },
      }),
      makeContext,
    );
  }

  // ---- Histories ----

  registerService(
    app,
    defineService({
      name: 'deposit-transaction',
      scope: 'mb',
      query: historyQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return cashbox().deposits(member.id, {
          ...dateRangeOf(q),
          status: statusOf(q),
          type: textFilter(q, 'type', /^(SLIP|PROMPTPAY|TRUEWALLET|CRYPTO|AUTO_BANK)$/),
          limit: q.limit,
          skip: q.skip,
        });
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'deposit-summary',
      scope: 'mb',
      query: summaryQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: 1, skip: 0, data: [await cashbox().depositSummary(member, dateRangeOf(q))] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'withdrawal-transaction',
      scope: 'mb',
      query: historyQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return cashbox().withdrawals(member.id, {
          ...dateRangeOf(q),
          status: statusOf(q),
          limit: q.limit,
          skip: q.skip,
        });
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'withdrawal-summary',
      scope: 'mb',
      query: summaryQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: 1, skip: 0, data: [await cashbox().withdrawalSummary(member, dateRangeOf(q))] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'activity-logs',
      scope: 'mb',
      query: historyQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return cashbox().activity(member.id, {
          ...dateRangeOf(q),
          type: textFilter(q, 'type', /^[a-z_]{1,32}$/),
          limit: q.limit,
          skip: q.skip,
        });
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'activity-logs-summary',
      scope: 'mb',
      query: summaryQuery,
      async find(q, ctx) {
        const member = await ctx.member();
        return { total: 1, limit: 1, skip: 0, data: [await cashbox().activitySummary(member.id, dateRangeOf(q))] };
      },
    }),
    makeContext,
  );

  // ---- The gateway's webhooks: verified over the raw bytes ----

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/gateway/sandbox/webhook', async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await cashbox().webhook('sandbox', raw, request.headers);
      if (answer.status >= 400) request.log.warn({ status: answer.status, ...answer.body }, 'gateway webhook refused');
      return reply.code(answer.status).send(answer.body);
    });
  });

  // ---- Operator ----

  const opsList = z.object({
    status: z.string().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
  const opsNote = z.object({ note: z.string().max(200).optional(), amount: z.number().int().positive().optional() });
  const parse = <S extends z.ZodType>(schema: S, value: unknown) => parseOpsInput(schema, value);
  const opsId = (raw: string) => opsIdOf(raw, 16);

  app.get('/ops/deposits', async (request) => {
    const q = parse(opsList, request.query);
    if (q.status !== undefined && !(DEPOSIT_STATUSES as readonly string[]).includes(q.status)) throw invalid('status');
    return cashbox().opsDeposits({ status: q.status as never, limit: q.limit, skip: q.skip });
  });
  app.post<{ Params: { id: string } }>('/ops/deposits/:id/approve', async (request) => {
    const body = parse(opsNote, request.body);
    return cashbox().approveDeposit(opsId(request.params.id), body);
  });
  app.post<{ Params: { id: string } }>('/ops/deposits/:id/reject', async (request) => {
    const body = parse(opsNote, request.body);
    return cashbox().rejectDeposit(opsId(request.params.id), { note: body.note });
  });
  app.get<{ Params: { id: string } }>('/ops/slip-image/:id', async (request, reply) => {
    const image = await cashbox().slipImage(null, opsId(request.params.id));
    if (!image) throw new AppError('NotFound', 'NOT_FOUND');
    return reply.header('content-type', 'image/jpeg').send(image);
  });
  app.get('/ops/withdrawals', async (request) => {
    const q = parse(opsList, request.query);
    if (q.status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(q.status))
      throw invalid('status');
    return cashbox().opsWithdrawals({ status: q.status, limit: q.limit, skip: q.skip });
  });
  app.post<{ Params: { id: string } }>('/ops/withdrawals/:id/approve', async (request) => {
    const body = parse(opsNote, request.body);
    return cashbox().approveWithdrawal(opsId(request.params.id), { note: body.note });
  });
  app.post<{ Params: { id: string } }>('/ops/withdrawals/:id/reject', async (request) => {
    const body = parse(opsNote, request.body);
    return cashbox().rejectWithdrawal(opsId(request.params.id), { note: body.note });
  });
  app.get('/ops/withdrawal-config', async () => ({ data: await cashbox().withdrawalSettings() }));
  app.patch('/ops/withdrawal-config', async (request) => {
    const body = parse(
      z.object({
        currency: z
          .string()
          .regex(/^[A-Z0-9]{2,10}$/)
          .default('THB'),
        min_withdraw: z.number().int().positive().optional(),
        max_withdraw: z.number().int().positive().optional(),
        auto_withdraw_limit: z.number().int().min(0).optional(),
        deposit_turnover_percent: z.number().int().min(0).max(10_000).optional(),
      }),
      request.body,
    );
    const { currency, ...patch } = body;
    return cashbox().setWithdrawalSettings(currency, patch);
  });
  app.get('/ops/gateway-deliveries', async (request) => {
    const q = parse(
      z.object({
        limit: z.coerce.number().int().min(1).max(200).optional(),
        payment_id: z
          .string()
          .regex(/^[A-Za-z0-9_-]{1,64}$/)
          .optional(),
      }),
      request.query,
    );
    return cashbox().deliveries('sandbox', q);
  });
}
