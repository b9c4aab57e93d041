import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import {
  defineService,
  findInRows,
  pageOf,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import { matchRow, whereFor, type ParsedQuery } from '../../../server/rest/query.ts';
import { CATEGORY_CODES, SEARCH_MAX, TAG_LIMIT, type Game } from './games.schemas.ts';
import { renderCategoryArt, renderGameArt, renderNotFoundArt, renderProviderLogo } from './games.art.server.ts';
import { gameList } from './games.table.server.ts';
import { IMMUTABLE_CACHE, sendSvg } from '../../../server/rest/svg.ts';

const positiveInt = z.union([
  z.number().int().min(1).max(2_147_483_647),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .pipe(z.number().max(2_147_483_647)),
]);
const boundedInt = (min: number, max: number) =>
  z
    .union([
      z.number().int(),
      z
        .string()
        .regex(/^\d{1,4}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

const gameFilterColumns = {
  id: gameList.id,
  game_code: gameList.game_code,
  provider_id: gameList.provider_id,
  game_category_id: gameList.game_category_id,
  is_demo: gameList.is_demo,
  is_new: gameList.is_new,
  is_hot: gameList.is_hot,
  is_highlight: gameList.is_highlight,
};

/** The compact shape all-games answers with (a whole catalogue in one response). */
function compactGame(g: Game) {
  return {
    id: g.id,
    game_code: g.game_code,
    name: g.name,
    image: g.image,
    provider_id: g.provider_id,
    game_category_id: g.game_category_id,
    is_demo: g.is_demo,
    is_new: g.is_new,
    is_hot: g.is_hot,
  };
}

const GAME_FIELDS = [
  'game_code',
  'name',
  'image',
  'provider_id',
  'provider',
  'game_category_id',
  'category_code',
  'is_new',
  'is_hot',
  'is_highlight',
  'is_demo',
  'rtp',
  'order_no',
  'created_at',
];

const ART_CACHE = IMMUTABLE_CACHE;
const FILE_RE = /^([a-z0-9][a-z0-9._-]{0,63})\.svg$/i;

export function registerGamesRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const games = () => services.games;
  const language = (q: ParsedQuery, ctx: RequestContext) => (q.extra.language_id as number | undefined) ?? ctx.locale;

  registerService(
    app,
    defineService({
      name: 'provider',
      scope: 'pb',
      query: {
        fields: { id: 'number', code: 'string', use_iframe: 'boolean', is_demo: 'boolean', is_freespin: 'boolean' },
        sortable: ['id', 'code', 'name', 'order_no'],
        selectable: ['code', 'name', 'logo', 'use_iframe', 'is_demo', 'is_freespin', 'order_no', 'game_count'],
        extra: { game_category_id: positiveInt.optional() },
        maxLimit: 100,
        defaultLimit: 100,
      },
      async find(q) {
        const rows = await games().providers({ gameCategoryId: q.extra.game_category_id as number | undefined });
        return findInRows(rows, q);
      },
      async get(id) {
        const row = (await games().providers()).find((p) => p.id === Number(id));
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'game-category',
      scope: 'pb',
      query: {
        fields: { id: 'number', code: 'string' },
        sortable: ['id', 'code', 'name', 'order_no'],
        selectable: ['code', 'name', 'order_no'],
        extra: { language_id: positiveInt.optional() },
        maxLimit: 50,
        defaultLimit: 50,
      },
      async find(q, ctx) {
        const rows = await games().categories(language(q, ctx));
        return findInRows(rows, q);
      },
      async get(id, q, ctx) {
        const row = (await games().categories(language(q, ctx))).find((c) => c.id === Number(id));
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'game-category-list',
      scope: 'pb',
      query: {
        fields: { id: 'number', code: 'string' },
        sortable: ['id', 'code', 'name', 'order_no', 'game_count'],
        selectable: ['code', 'name', 'order_no', 'game_count', 'providers'],
        extra: { language_id: positiveInt.optional() },
        maxLimit: 50,
        defaultLimit: 50,
      },
      async find(q, ctx) {
        const rows = await games().categoryList(language(q, ctx));
        return findInRows(rows, q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'tag',
      scope: 'pb',
      query: {
        fields: { id: 'number', code: 'string', type: 'string' },
        sortable: ['id', 'code', 'order_no'],
        selectable: ['code', 'type', 'name', 'order_no'],
        extra: { language_id: positiveInt.optional() },
        maxLimit: TAG_LIMIT,
        defaultLimit: TAG_LIMIT,
      },
      async find(q, ctx) {
        const rows = await games().tags(language(q, ctx));
        return findInRows(rows, q);
      },
      async get(id, q, ctx) {
        const row = (await games().tags(language(q, ctx))).find((t) => t.id === Number(id));
        if (!row) throw new AppError('NotFound', 'NOT_FOUND');
        return row;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'game-list',
      scope: 'pb',
      query: {
        fields: {
          id: 'number',
          game_code: 'string',
          provider_id: 'number',
          game_category_id: 'number',
          is_demo: 'boolean',
          is_new: 'boolean',
          is_hot: 'boolean',
          is_highlight: 'boolean',
        },
        sortable: ['name', 'order_no', 'created_at', 'rtp', 'id'],
        selectable: GAME_FIELDS,
        extra: {
          search: z.string().max(SEARCH_MAX).optional(),
          tag_id: positiveInt.optional(),
          language_id: positiveInt.optional(),
        },
        maxLimit: 60,
        defaultLimit: 24,
      },
      async find(q) {
        const search = (q.extra.search as string | undefined)?.trim();
        return games().listGames({
          where: whereFor(gameFilterColumns as never, q),
          search: search || undefined,
          tagId: q.extra.tag_id as number | undefined,
          sort: q.sort,
          limit: q.limit,
          skip: q.skip,
        });
      },
      async get(id) {
        const game = await games().getGame(Number(id));
        if (!game) throw new AppError('NotFound', 'NOT_FOUND');
        return game;
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'all-games',
      scope: 'pb',
      query: {
        fields: {
          id: 'number',
          provider_id: 'number',
          game_category_id: 'number',
          is_demo: 'boolean',
          is_new: 'boolean',
          is_hot: 'boolean',
        },
        sortable: ['name', 'order_no', 'id'],
        selectable: ['game_code', 'name', 'image', 'provider_id', 'game_category_id', 'is_demo', 'is_new', 'is_hot'],
        maxLimit: 500,
        defaultLimit: 500,
      },
      async find(q) {
        const page = await games().listGames({
          where: whereFor(gameFilterColumns as never, q),
          sort: q.sort.length ? q.sort : [['name', 1]],
          limit: q.limit,
          skip: q.skip,
        });
        return { ...page, data: page.data.map(compactGame) };
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'all-provider-games',
      scope: 'pb',
      query: {
        fields: { provider_id: 'number' },
        sortable: [],
        selectable: ['provider', 'total', 'games'],
        extra: { game_category_id: positiveInt.optional(), games_limit: boundedInt(1, 50).optional() },
        maxLimit: 50,
        defaultLimit: 50,
      },
      async find(q) {
        const groups = await games().providerGames({
          gameCategoryId: q.extra.game_category_id as number | undefined,
          perProvider: (q.extra.games_limit as number | undefined) ?? 12,
        });
        return pageOf(
          groups.filter((g) => matchRow({ provider_id: g.provider.id }, q)),
          q,
        );
      },
    }),
    makeContext,
  );

  // The progressive jackpot's pool as the provider last published it (kept a few seconds); none when it is absent.
  registerService(
    app,
    defineService({
      name: 'jackpot',
      scope: 'pb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q) {
        const jackpot = await services.jackpot.current();
        return pageOf(jackpot ? [jackpot] : [], q);
      },
    }),
    makeContext,
  );

  registerService(
    app,
    defineService({
      name: 'game-list-first-page',
      scope: 'pb',
      query: {
        fields: {},
        sortable: [],
        selectable: ['key', 'games'],
        extra: { section_limit: boundedInt(1, 24).optional() },
        maxLimit: 4,
        defaultLimit: 4,
      },
      async find(q) {
        const sections = await games().firstPage((q.extra.section_limit as number | undefined) ?? 12);
        return pageOf(sections, q);
      },
    }),
    makeContext,
  );

  // Generated artwork. Each picture is drawn from the game's data on request (no files to keep in step with the
  // catalogue); the URL carries a version of its inputs, so it can be cached for a year.
  app.get('/media/games/:file', async (request, reply) => {
    const m = FILE_RE.exec((request.params as { file: string }).file);
    if (m && m[1] === 'not-found') return sendSvg(request, reply, renderNotFoundArt(), 200, ART_CACHE);
    const input = m ? await games().artInput(m[1]) : null;
    if (!input) return sendSvg(request, reply, renderNotFoundArt(), 404, 'public, max-age=300');
    return sendSvg(request, reply, renderGameArt(input), 200, ART_CACHE);
  });
  app.get('/media/providers/:file', async (request, reply) => {
    const m = FILE_RE.exec((request.params as { file: string }).file);
    const provider = m ? await games().providerByCode(m[1]) : null;
    if (!provider) return sendSvg(request, reply, renderNotFoundArt(), 404, 'public, max-age=300');
    return sendSvg(request, reply, renderProviderLogo(provider), 200, ART_CACHE);
  });
  // A category's picture (the lobby's category grid): drawn from its code alone.
  app.get('/media/categories/:file', async (request, reply) => {
    const m = FILE_RE.exec((request.params as { file: string }).file);
    const code = m && (CATEGORY_CODES as readonly string[]).includes(m[1]) ? m[1] : null;
    if (!code) return sendSvg(request, reply, renderNotFoundArt(), 404, 'public, max-age=300');
    return sendSvg(request, reply, renderCategoryArt({ code, name: code }), 200, ART_CACHE);
  });
}
