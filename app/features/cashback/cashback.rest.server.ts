import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { BONUS_KINDS, bonusHistorySearch, type BonusKind } from './cashback.schemas.ts';

const languageExtra = { language_id: z.union([z.number(), z.string().regex(/^\d{1,9}$/)]).optional() };
const HISTORY_MAX = 50;

/**
 * The spec's cashback and rebate families: `<kind>-articles` (public), `<kind>-member`, `<kind>-transaction`,
 * `<kind>-history`, `<kind>-history-search` and `<kind>-profile`; the transfer to main is the cashbox's
 * `<kind>-transfer`.
 */
export async function registerCashbackRest(
  app: FastifyInstance,
  services: AppServices,
  makeContext: ContextFactory,
): Promise<void> {
  const cashback = () => services.cashback;

  async function languageIdOf(raw: number | string | undefined, locale: string): Promise<number> {
    if (raw !== undefined) return Number(raw);
    const language = await services.locale.languageByCode(locale);
    if (!language) throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: 'language_id' } });
    return language.id;
  }

  for (const kind of BONUS_KINDS) {
    registerService(
      app,
      defineService({
        name: `${kind}-articles`,
        scope: 'pb',
        query: { fields: {}, sortable: [], extra: languageExtra, maxLimit: 20, defaultLimit: 20 },
        async find(q, ctx) {
          const data = (await cashback().articles(kind, await languageIdOf(q.extra.language_id, ctx.locale))).slice(
            0,
            q.limit,
          );
          return { total: data.length, limit: q.limit, skip: 0, data };
        },
      }),
      makeContext,
    );
    registerService(
      app,
      defineService({
        name: `${kind}-member`,
        scope: 'mb',
        query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
        async find(q, ctx) {
          const member = await ctx.member();
          return { total: 1, limit: q.limit, skip: 0, data: [await cashback().member(member.id, kind)] };
        },
      }),
      makeContext,
    );
    registerService(
      app,
      defineService({
        name: `${kind}-transaction`,
        scope: 'mb',
        query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
        async find(q, ctx) {
          const member = await ctx.member();
          return { total: 1, limit: q.limit, skip: 0, data: [await cashback().transaction(member, kind)] };
        },
      }),
      makeContext,
    );
    registerService(
      app,
      defineService({
        name: `${kind}-profile`,
        scope: 'mb',
        query: { fields: {}, sortable: [], maxLimit: 1, defaultLimit: 1 },
        async find(q, ctx) {
          const member = await ctx.member();
          const [row, transaction] = await Promise.all([
            cashback().member(member.id, kind),
            cashback().transaction(member, kind),
          ]);
          return { total: 1, limit: q.limit, skip: 0, data: [{ ...row, ...transaction }] };
        },
      }),
      makeContext,
    );
    for (const name of [`${kind}-history`, `${kind}-history-search`]) {
      registerService(
        app,
        defineService({
          name,
          scope: 'mb',
          query: {
            fields: {},
            sortable: [],
            extra: { from: z.string().optional(), to: z.string().optional() },
            maxLimit: HISTORY_MAX,
            defaultLimit: 20,
          },
          async find(q, ctx) {
            const member = await ctx.member();
            const range = bonusHistorySearch.safeParse({ from: q.extra.from, to: q.extra.to });
            if (!range.success || (range.data.from && range.data.to && range.data.from > range.data.to))
              throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
            return cashback().history(member.id, kind as BonusKind, { ...range.data, limit: q.limit, skip: q.skip });
          },
        }),
        makeContext,
      );
    }
  }
}
