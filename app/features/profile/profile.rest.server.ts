import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import type { ParsedQuery } from '../../../server/rest/query.ts';
import {
  defineService,
  findInRows,
  pageOf,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { renderBankLogo } from './profile.logos.server.ts';
import { IMMUTABLE_CACHE, sendSvg } from '../../../server/rest/svg.ts';

const positiveInt = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
]);
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

const LOGO_CACHE = IMMUTABLE_CACHE;
const LOGO_FILE_RE = /^([A-Za-z0-9]{2,16})\.svg$/;

/**
 * The profile's member endpoints: register channels, security questions, banks per currency, the bank-account check,
 * the verify steps, the e-mail and phone verification, the first-login state, and the generated bank logos.
 * `PATCH /mb/users/:id` is the auth feature's `users` service, which hands the body to `services.profile.update`.
 */
export function registerProfileRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const profile = () => services.profile;
  /** language_id of the query, else the request's locale. */
  const languageOf = async (q: ParsedQuery, ctx: RequestContext): Promise<number | null> =>
    (q.extra.language_id as number | undefined) ?? (await services.locale.languageByCode(ctx.locale))?.id ?? null;

  registerService(
    app,
    defineService({
      name: 'users-first-login',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        return pageOf([await profile().firstLogin(member.id)], q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'user-security-question',
      scope: 'mb',
      query: {
        fields: { id: 'number', code: 'string' },
        sortable: ['id', 'order_no'],
        selectable: ['code', 'question', 'order_no'],
        extra: { language_id: positiveInt.optional() },
        maxLimit: 50,
        defaultLimit: 50,
      },
      async find(q, ctx) {
        const rows = await profile().securityQuestions(await languageOf(q, ctx));
        return findInRows(rows, q);
      },
      async get(id, q, ctx) {
        const row = (await profile().securityQuestions(await languageOf(q, ctx))).find((r) => r.id === Number(id));
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'register-channel',
      scope: 'mb',
      query: {
        fields: { id: 'number', code: 'string' },
        sortable: ['id', 'order_no', 'name'],
        selectable: ['code', 'name', 'order_no'],
        extra: { language_id: positiveInt.optional() },
        maxLimit: 50,
        defaultLimit: 50,
      },
      async find(q, ctx) {
        const rows = await profile().registerChannels(await languageOf(q, ctx));
        return findInRows(rows, q);
      },
      async get(id, q, ctx) {
        const row = (await profile().registerChannels(await languageOf(q, ctx))).find((r) => r.id === Number(id));
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  // Banks and networks. Without currency_id: the banks of the member's currency and the crypto networks.
  registerService(
    app,
    defineService({
      name: 'bank-currency-information',
      scope: 'mb',
      query: {
        fields: { id: 'number', currency_id: 'number', kind: 'string', code: 'string' },
        sortable: ['id', 'order_no', 'name', 'code'],
        selectable: [
          'currency_id',
          'kind',
          'code',
          'name',
          'short_name',
          'logo_url',
          'color',
          'account_lengths',
          'address_format',
          'order_no',
          'currency',
        ],
        extra: {
          language_id: positiveInt.optional(),
          include: flag.optional(),
          bank_currency_information_id: positiveInt.optional(),
        },
        maxLimit: 100,
        defaultLimit: 100,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        const explicit =
          q.filters.currency_id !== undefined ||
          q.filters.id !== undefined ||
          q.extra.bank_currency_information_id !== undefined;
        const rows = await profile().banks({
          languageId: await languageOf(q, ctx),
          include: !!q.extra.include,
        });
        const picked = rows.filter(
          (r) =>
            (q.extra.bank_currency_information_id === undefined || r.id === q.extra.bank_currency_information_id) &&
            (explicit || r.currency_id === member.currencyId || r.kind === 'crypto'),
        );
        return findInRows(picked, q, [
          ['kind', 1],
          ['order_no', 1],
          ['id', 1],
        ]);
      },
      async get(id, q, ctx) {
        const row = await profile().bank(Number(id), await languageOf(q, ctx), !!q.extra.include);
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'user-verify-bank-info',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      create: {
        body: z.unknown(),
        async handler(body: unknown, ctx) {
          const member = await ctx.member();
          return profile().verifyBankInfo(member.id, body);
        },
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'active-step-information',
      scope: 'mb',
      query: {
        fields: { step_no: 'number', status_active: 'boolean', code: 'string' },
        sortable: ['step_no'],
        extra: { include: flag.optional() },
        maxLimit: 3,
        defaultLimit: 3,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        const rows = await profile().activeSteps(member.id, !!q.extra.include);
        return findInRows(rows, q, [['step_no', 1]]);
      },
    }),
    makeContext,
  );

  // The member's e-mail and phone verification: find the two entries, create sends a code, patch enters it.
  registerService(
    app,
    defineService({
      name: 'otp-status',
      scope: 'mb',
      query: { fields: { type_verified: 'string', status: 'string' }, maxLimit: 2, defaultLimit: 2 },
      idSchema: z.enum(['sms', 'email']),
      async find(q, ctx) {
        const member = await ctx.member();
        const rows = await profile().otpStatus(member.id);
        return findInRows(rows, q, []);
      },
      async get(id, _q, ctx) {
        const member = await ctx.member();
        return (await profile().otpStatus(member.id)).find((e) => e.type_verified === id);
      },
      create: {
        body: z.unknown(),
        async handler(body: unknown, ctx) {
          const member = await ctx.member();
          return profile().requestOtp(member.id, body, { locale: ctx.locale, ip: ctx.ip });
        },
      },
      patch: {
        body: z.unknown(),
        async handler(id: string, body: unknown, ctx) {
          const member = await ctx.member();
          return profile().verifyOtp(member.id, id, body);
        },
      },
    }),
    makeContext,
  );

  app.get('/media/banks/:file', async (request, reply) => {
    const m = LOGO_FILE_RE.exec((request.params as { file: string }).file);
    const bank = m ? await profile().bankByCode(m[1]) : null;
    if (!bank) {
      reply.code(404);
      return sendSvg(
        request,
        reply,
        renderBankLogo({ code: '?', short_name: '?', color: '#64748b', kind: 'bank' }),
        404,
        'public, max-age=300',
      );
    }
    return sendSvg(request, reply, renderBankLogo(bank), 200, LOGO_CACHE);
  });
}
