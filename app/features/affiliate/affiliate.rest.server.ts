import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { parseOpsInput } from '../../../server/rest/ops-input.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { addDays, affiliateSettingsPatch, LIST_PAGE, STAT_DAYS_DEFAULT, STAT_DAYS_MAX } from './affiliate.schemas.ts';

const DAY = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const invalid = (field: string) => new AppError('BadRequest', 'INVALID_QUERY', { params: { field } });

/**
 * The affiliate family of the member API: affiliate-articles (public), affiliate-profile (the summary),
 * affiliate-member (referred members), affiliate-transaction (commissions), affiliate-history (statistics of the last
 * days), affiliate-history-search (statistics of a date range). The transfer of the affiliate wallet to main is the
 * cashbox's `/mb/affiliate-transfer`. Operator: `/ops/affiliate/settings`, `/ops/affiliate/run`.
 */
export function registerAffiliateRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const affiliate = () => services.affiliate;

  registerService(
    app,
    defineService({
      name: 'affiliate-articles',
      scope: 'pb',
      query: { fields: { language_id: 'number' }, maxLimit: 1, defaultLimit: 1 },
      async find(q) {
        const languageId = q.filters.language_id;
        if (languageId !== undefined && typeof languageId !== 'number') throw invalid('language_id');
        const fallback = (await services.locale.languageByCode('en'))?.id ?? 0;
        const article = await affiliate().article(
          languageId === undefined ? [fallback] : [languageId as number, fallback],
        );
        const data = article && q.limit > 0 && q.skip === 0 ? [article] : [];
        return { total: article ? 1 : 0, limit: q.limit, skip: q.skip, data };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'affiliate-profile',
      scope: 'mb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const member = await ctx.member();
        const summary = await affiliate().summary(member.id);
        return { total: 1, limit: q.limit, skip: q.skip, data: q.limit > 0 && q.skip === 0 ? [summary] : [] };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'affiliate-member',
      scope: 'mb',
      query: { fields: {}, maxLimit: 50, defaultLimit: LIST_PAGE },
      async find(q, ctx) {
        const member = await ctx.member();
        return affiliate().members(member.id, { limit: q.limit, skip: q.skip });
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'affiliate-transaction',
      scope: 'mb',
      query: { fields: {}, maxLimit: 50, defaultLimit: LIST_PAGE },
      async find(q, ctx) {
        const member = await ctx.member();
        return affiliate().income(member.id, { limit: q.limit, skip: q.skip });
      },
    }),
    makeContext,
  );

  const statsPage = async (memberId: number, from: string, to: string, limit: number, skip: number) => {
    const days = await affiliate().statistics(memberId, from, to);
    return { total: days.length, limit, skip, data: days.slice(skip, skip + limit) };
  };

  registerService(
    app,
    defineService({
      name: 'affiliate-history',
      scope: 'mb',
      query: {
        fields: {},
        extra: {
          days: z
            .string()
            .regex(/^\d{1,2}$/)
            .optional(),
        },
        maxLimit: STAT_DAYS_MAX,
        defaultLimit: STAT_DAYS_MAX,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        const days = q.extra.days === undefined ? STAT_DAYS_DEFAULT : Number(q.extra.days);
        if (days < 1 || days > STAT_DAYS_MAX) throw invalid('days');
        const to = affiliate().today();
        return statsPage(member.id, addDays(to, 1 - days), to, q.limit, q.skip);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'affiliate-history-search',
      scope: 'mb',
      query: {
        fields: {},
        extra: { from: DAY.optional(), to: DAY.optional() },
        maxLimit: STAT_DAYS_MAX,
        defaultLimit: STAT_DAYS_MAX,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        const { from, to } = q.extra;
        if (from === undefined || Number.isNaN(Date.parse(from))) throw invalid('from');
        if (to === undefined || Number.isNaN(Date.parse(to))) throw invalid('to');
        return statsPage(member.id, from, to, q.limit, q.skip);
      },
    }),
    makeContext,
  );

  // ---- Operator ----
  const parse = <S extends z.ZodType>(schema: S, value: unknown) => parseOpsInput(schema, value);
  app.get('/ops/affiliate/settings', async () => ({ data: await affiliate().settings() }));
  app.patch('/ops/affiliate/settings', async (request) =>
    affiliate().setSettings(parse(affiliateSettingsPatch, request.body)),
  );
  // The operator opens the programme to a member (an agent) or closes it: the member's affiliate privilege.
  app.post('/ops/affiliate/members', async (request) => {
    const body = parse(
      z.strictObject({ username: z.string().trim().min(1).max(32), enabled: z.boolean().default(true) }),
      request.body,
    );
    const id = await services.auth.setPrivilege(body.username, 'affiliate', body.enabled);
    if (id === null) throw new AppError('NotFound', 'NOT_FOUND');
    return { id, username: body.username, affiliate: body.enabled };
  });
  // The operator's manual run of the daily commission for one business date (default: the one that ended last).
  // Idempotent like the scheduled run: a date already paid pays nothing more.
  app.post('/ops/affiliate/run', async (request) => {
    const q = parse(z.object({ date: DAY.optional() }), {
      ...(request.body && typeof request.body === 'object' ? request.body : {}),
      ...(request.query as object),
    });
    const businessDate = q.date ?? addDays(affiliate().today(), -1);
    if (Number.isNaN(Date.parse(businessDate))) throw invalid('date');
    const result = await services.affiliateJob.run({
      businessDate,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    return { job: services.affiliateJob.name, business_date: businessDate, ...result };
  });
}
