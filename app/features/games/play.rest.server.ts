import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import type { ParsedQuery } from '../../../server/rest/query.ts';
import { AppError } from '../../../server/errors.ts';
import {
  addFavouriteSchema,
  FAVOURITE_LIMIT,
  LAST_PLAYED_KEEP,
  type AddFavouriteInput,
  type ListFilter,
} from './play.schemas.ts';

const invalid = (field: string) => new AppError('BadRequest', 'INVALID_QUERY', { params: { field } });

/** A positive integer filter value (query strings arrive as text). */
function idValue(v: unknown, field: string): number {
  const n = typeof v === 'number' ? v : Number.NaN;
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw invalid(field);
  return n;
}

/** game_list_id (one or $in), category_id and provider (code or id) of a member list query. */
function listFilter(q: ParsedQuery): ListFilter {
  if (q.or?.length) throw invalid('$or');
  const f = q.filters;
  const out: ListFilter = { limit: q.limit, skip: q.skip };
  if (f.game_list_id !== undefined) {
    const v = f.game_list_id;
    if (v && typeof v === 'object') {
      const ops = v as Record<string, unknown>;
      if (Object.keys(ops).some((k) => k !== '$in') || !Array.isArray(ops.$in)) throw invalid('game_list_id');
      out.gameIds = (ops.$in as unknown[]).map((x) => idValue(x, 'game_list_id'));
    } else {
      out.gameIds = [idValue(v, 'game_list_id')];
    }
  }
  if (f.category_id !== undefined) {
    if (typeof f.category_id === 'object') throw invalid('category_id');
    out.categoryId = idValue(f.category_id, 'category_id');
  }
  if (f.provider !== undefined) {
    const v = f.provider;
    if (typeof v !== 'string' || !/^[a-z0-9_-]{1,32}$/i.test(v)) throw invalid('provider');
    out.provider = /^\d+$/.test(v) ? idValue(Number(v), 'provider') : v.toLowerCase();
  }
  return out;
}

export function registerPlayRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  registerService(
    app,
    defineService({
      name: 'user-favorite',
      scope: 'mb',
      query: {
        fields: { game_list_id: 'number', category_id: 'number', provider: 'string' },
        sortable: [],
        maxLimit: FAVOURITE_LIMIT,
        defaultLimit: FAVOURITE_LIMIT,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        return services.playLists.favourites(member.id, listFilter(q));
      },
      create: {
        body: addFavouriteSchema,
        async handler(input: AddFavouriteInput, ctx) {
          const member = await ctx.member();
          // Adding a favourite that is already there answers the same favourite again.
          return (await services.playLists.addFavourite(member.id, input.game_list_id)).item;
        },
      },
      async remove(id, ctx) {
        const member = await ctx.member();
        const gameId = Number(id);
        if (!(await services.playLists.removeFavourite(member.id, gameId))) throw new AppError('NotFound', 'NOT_FOUND');
        return { id: gameId, game_list_id: gameId };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'user-last-played',
      scope: 'mb',
      query: {
        fields: { category_id: 'number', provider: 'string' },
        sortable: [],
        maxLimit: LAST_PLAYED_KEEP,
        defaultLimit: 20,
      },
      async find(q, ctx) {
        const member = await ctx.member();
        return services.playLists.lastPlayed(member.id, listFilter(q));
      },
    }),
    makeContext,
  );
}
