import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../server/db/client.ts';
import {
  LOBBY_SECTIONS,
  type Game,
  type GameCategory,
  type GameCategoryWithCounts,
  type LobbySection,
  type LobbySectionKey,
  type Page,
  type Provider,
  type ProviderGames,
  type Sort,
  type Tag,
  type TagType,
} from './games.schemas.ts';
import { gameArtUrl, providerLogoUrl, type GameArtInput } from './games.art.server.ts';
import { createReadCache } from './games.cache.server.ts';
import {
  gameCategories,
  gameCategoryTranslations,
  gameList,
  gameTags,
  providers,
  tagTranslations,
  tags,
} from './games.table.server.ts';

/** A language: its languages.id, or its locale code ('en', 'th', …). */
export type LanguageRef = number | string | null | undefined;

export interface GameListQuery {
  ids?: number[];
  categoryId?: number | number[];
  providerId?: number | number[];
  tagId?: number;
  /** The same filters by code, so a page can ask in the same round trip as it loads the tabs. */
  categoryCode?: string;
  providerCode?: string;
  tagCode?: string;
  /** Case-insensitive "name contains"; % and _ are matched literally. */
  search?: string;
  isDemo?: boolean;
  isNew?: boolean;
  isHot?: boolean;
  isHighlight?: boolean;
  /** A person's choice, or explicit [column, direction] pairs (name, order_no, created_at, rtp, id). */
  sort?: Sort | [string, 1 | -1][];
  limit?: number;
  skip?: number;
  /** An extra condition on game_list (the REST layer's parsed Feathers filters). */
  where?: SQL;
}

export interface GamesService {
  /** An active game of an active provider and category, or null. The launch uses it. */
  getGame(id: number): Promise<Game | null>;
  getGameByCode(gameCode: string): Promise<Game | null>;
  /** A page of games: filters combine (AND). */
  listGames(query?: GameListQuery): Promise<Page<Game>>;
  /** Active providers by order_no, with their game counts; with gameCategoryId, only those having games in it. */
  providers(filter?: { gameCategoryId?: number; isFreespin?: boolean }): Promise<Provider[]>;
  /** Active categories by order_no, named in the language. */
  categories(language?: LanguageRef): Promise<GameCategory[]>;
  /** Categories with their game counts and providers. */
  categoryList(language?: LanguageRef): Promise<GameCategoryWithCounts[]>;
  /** Active tags by order_no, named in the language. */
  tags(language?: LanguageRef, limit?: number): Promise<Tag[]>;
  /** The lobby's first page: highlight, new, hot and live casino sections, in one query. */
  firstPage(perSection?: number): Promise<LobbySection[]>;
  /** The first games of every active category (the lobby's category rows), in one query. */
  categoryRows(perCategory?: number): Promise<Map<number, Game[]>>;
  /** Games grouped by provider: the first `perProvider` games of each. */
  providerGames(filter?: {
    gameCategoryId?: number;
    providerIds?: number[];
    perProvider?: number;
  }): Promise<ProviderGames[]>;
  /** Forgets every cached catalogue read: call it after changing providers, categories, games or tags. */
  invalidate(): void;
  /** Resolves a LanguageRef to a languages.id (null when unknown). */
  languageId(language: LanguageRef): Promise<number | null>;
  /** What a game's generated artwork is drawn from (inactive games included), or null for an unknown code. */
  artInput(gameCode: string): Promise<GameArtInput | null>;
  /** What a provider's generated logo is drawn from, or null for an unknown code. */
  providerByCode(code: string): Promise<{ code: string; name: string } | null>;
  /** A game drawn at random from the visible catalogue (the lobby's random game button); null when it is empty. */
  randomGame(): Promise<Game | null>;
}

/** One item drawn uniformly at random (`random(n)` is an integer in [0, n)); undefined from an empty list. */
export function pickRandom<T>(items: readonly T[], random: (max: number) => number): T | undefined {
  if (items.length === 0) return undefined;
  const i = random(items.length);
  return items[Number.isInteger(i) && i >= 0 && i < items.length ? i : 0];
}

export interface GamesServiceDeps {
  db: Db;
  /** languages.id of a locale code; the locale feature owns languages. */
  languageIdOf: (code: string) => Promise<number | null>;
  /** How long catalogue reads are reused (default 30 s; 0 turns the cache off). */
  cacheTtlMs?: number;
  /** The random draw of `randomGame` (an integer in [0, max)); default crypto's randomInt. */
  randomInt?: (max: number) => number;
}

/** Escapes LIKE wildcards so a search for "100%" or "a_b" matches those characters. Backslash is PostgreSQL's default escape. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const gameSelect = {
  id: gameList.id,
  game_code: gameList.game_code,
  name: gameList.name,
  image: gameList.image,
  provider_id: gameList.provider_id,
  game_category_id: gameList.game_category_id,
  is_new: gameList.is_new,
  is_hot: gameList.is_hot,
  is_highlight: gameList.is_highlight,
  is_demo: gameList.is_demo,
  rtp: gameList.rtp,
  order_no: gameList.order_no,
  created_at: gameList.created_at,
  provider_code: sql<string>`${providers.code}`.as('provider_code'),
  provider_name: sql<string>`${providers.name}`.as('provider_name'),
  use_iframe: sql<boolean>`${providers.use_iframe}`.as('use_iframe'),
  provider_is_demo: sql<boolean>`${providers.is_demo}`.as('provider_is_demo'),
  category_code: sql<string>`${gameCategories.code}`.as('category_code'),
  engine: gameList.engine,
};

type GameRow = {
  id: number;
  game_code: string;
  name: string;
  image: string | null;
  provider_id: number;
  game_category_id: number;
  is_new: boolean;
  is_hot: boolean;
  is_highlight: boolean;
  is_demo: boolean;
  rtp: number | string | null;
  order_no: number;
  created_at: Date | string;
  provider_code: string;
  provider_name: string;
  use_iframe: boolean;
  provider_is_demo: boolean;
  category_code: string;
  engine: string;
};

function toGame(r: GameRow): Game {
  return {
    id: r.id,
    game_code: r.game_code,
    name: r.name,
    image:
      r.image ??
      gameArtUrl({
        game_code: r.game_code,
        name: r.name,
        provider_name: r.provider_name,
        category_code: r.category_code,
      }),
    provider_id: r.provider_id,
    provider: {
      id: r.provider_id,
      code: r.provider_code,
      name: r.provider_name,
      use_iframe: r.use_iframe,
      is_demo: r.provider_is_demo,
    },
    game_category_id: r.game_category_id,
    category_code: r.category_code,
    is_new: r.is_new,
    is_hot: r.is_hot,
    is_highlight: r.is_highlight,
    is_demo: r.is_demo,
    rtp: r.rtp === null ? null : Number(r.rtp),
    order_no: r.order_no,
    created_at: new Date(r.created_at).toISOString(),
    engine: r.engine,
  };
}

const PROVIDER_JOIN = eq(providers.id, gameList.provider_id);
const CATEGORY_JOIN = eq(gameCategories.id, gameList.game_category_id);

/** Only games that can be shown: active, of an active provider and an active category. */
const visible = and(eq(gameList.is_active, true), eq(providers.is_active, true), eq(gameCategories.is_active, true));

const SORT_COLUMNS: Record<string, SQL | AnyPgColumn> = {
  name: sql`lower(${gameList.name})`,
  order_no: gameList.order_no,
  created_at: gameList.created_at,
  rtp: gameList.rtp,
  id: gameList.id,
};

function orderBy(sort: GameListQuery['sort']): SQL[] {
  let pairs: [string, 1 | -1][];
  if (sort === 'az') pairs = [['name', 1]];
  else if (sort === 'za') pairs = [['name', -1]];
  else if (sort === 'order' || sort === undefined || sort.length === 0) pairs = [['order_no', 1]];
  else pairs = sort;
  const out: SQL[] = [];
  for (const [field, dir] of pairs) {
    const column = SORT_COLUMNS[field];
    if (!column) continue;
    out.push(dir === -1 ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
  }
  out.push(sql`${gameList.id} asc`);
  return out;
}

/** Whether a game matches a tag, in SQL: flag tags test the flag, group tags their game_tags links. */
function tagCondition(tag: { id: number } | { code: string }): SQL {
  const which = 'id' in tag ? sql`${tags.id} = ${tag.id}` : sql`${tags.code} = ${tag.code}`;
  return sql`exists (select 1 from ${tags} where ${which} and ${tags.is_active} and (
    ${tags.type} = 'all'
    or (${tags.type} = 'new' and ${gameList.is_new})
    or (${tags.type} = 'hot' and ${gameList.is_hot})
    or (${tags.type} = 'demo' and ${gameList.is_demo})
    or (${tags.type} = 'group' and exists (select 1 from ${gameTags} where ${gameTags.tag_id} = ${tags.id} and ${gameTags.game_id} = ${gameList.id}))
  ))`;
}

function oneOrMany(column: typeof gameList.game_category_id | typeof gameList.provider_id, v: number | number[]): SQL {
  return Array.isArray(v) ? (v.length ? inArray(column, v) : sql`false`) : eq(column, v);
}

/** Conditions of a GameListQuery (visibility included). */
export function gameConditions(q: GameListQuery): SQL {
  const parts: (SQL | undefined)[] = [visible];
  if (q.ids) parts.push(q.ids.length ? inArray(gameList.id, q.ids) : sql`false`);
  if (q.categoryId !== undefined) parts.push(oneOrMany(gameList.game_category_id, q.categoryId));
  if (q.providerId !== undefined) parts.push(oneOrMany(gameList.provider_id, q.providerId));
  if (q.tagId !== undefined) parts.push(tagCondition({ id: q.tagId }));
  if (q.categoryCode !== undefined) parts.push(eq(gameCategories.code, q.categoryCode));
  if (q.providerCode !== undefined) parts.push(eq(providers.code, q.providerCode));
  if (q.tagCode !== undefined) parts.push(tagCondition({ code: q.tagCode }));
  if (q.search) parts.push(ilike(gameList.name, `%${escapeLike(q.search)}%`));
  if (q.isDemo !== undefined) parts.push(eq(gameList.is_demo, q.isDemo));
  if (q.isNew !== undefined) parts.push(eq(gameList.is_new, q.isNew));
  if (q.isHot !== undefined) parts.push(eq(gameList.is_hot, q.isHot));
  if (q.isHighlight !== undefined) parts.push(eq(gameList.is_highlight, q.isHighlight));
  if (q.where) parts.push(q.where);
  return and(...parts)!;
}

const CACHE_TTL_MS = 30_000;
const CACHE_MAX_ENTRIES = 500;

export function createGamesService(deps: GamesServiceDeps): GamesService {
  const { db } = deps;

  const cache = createReadCache(deps.cacheTtlMs ?? CACHE_TTL_MS, CACHE_MAX_ENTRIES);

  async function languageId(language: LanguageRef): Promise<number | null> {
    if (language === null || language === undefined || language === '') return null;
    if (typeof language === 'number') return Number.isInteger(language) && language > 0 ? language : null;
    return cache.get(`language:${language}`, () => deps.languageIdOf(language));
  }

  async function listGames(q: GameListQuery = {}): Promise<Page<Game>> {
    const limit = q.limit ?? 24;
    const skip = q.skip ?? 0;
    const where = gameConditions(q);
    const rows =
      limit > 0
        ? await db
            .select({ ...gameSelect, total: sql<number>`count(*) over ()`.mapWith(Number) })
            .from(gameList)
            .innerJoin(providers, PROVIDER_JOIN)
            .innerJoin(gameCategories, CATEGORY_JOIN)
            .where(where)
            .orderBy(...orderBy(q.sort))
            .limit(limit)
            .offset(skip)
        : [];
    let total: number;
    if (rows.length) total = rows[0].total;
    else
      [{ total }] = await db
        .select({ total: count() })
        .from(gameList)
        .innerJoin(providers, PROVIDER_JOIN)
        .innerJoin(gameCategories, CATEGORY_JOIN)
        .where(where);
    return { total, limit, skip, data: rows.map((r) => toGame(r as GameRow)) };
  }

  async function getBy(condition: SQL): Promise<Game | null> {
    const [row] = await db
      .select(gameSelect)
      .from(gameList)
      .innerJoin(providers, PROVIDER_JOIN)
      .innerJoin(gameCategories, CATEGORY_JOIN)
      .where(and(visible, condition))
      .limit(1);
    return row ? toGame(row as GameRow) : null;
  }

  async function providerList(filter: { gameCategoryId?: number; isFreespin?: boolean } = {}): Promise<Provider[]> {
    const gameJoin = and(
      eq(gameList.provider_id, providers.id),
      eq(gameList.is_active, true),
      filter.gameCategoryId !== undefined ? eq(gameList.game_category_id, filter.gameCategoryId) : undefined,
      sql`exists (select 1 from ${gameCategories} where ${gameCategories.id} = ${gameList.game_category_id} and ${gameCategories.is_active})`,
    );
    const q = db
      .select({
        id: providers.id,
        code: providers.code,
        name: providers.name,
        logo: providers.logo,
        use_iframe: providers.use_iframe,
        is_demo: providers.is_demo,
        is_freespin: providers.is_freespin,
        order_no: providers.order_no,
        game_count: count(gameList.id),
      })
      .from(providers);
    const joined =
      filter.gameCategoryId !== undefined ? q.innerJoin(gameList, gameJoin) : q.leftJoin(gameList, gameJoin);
    const rows = await joined
      .where(
        and(
          eq(providers.is_active, true),
          filter.isFreespin !== undefined ? eq(providers.is_freespin, filter.isFreespin) : undefined,
        ),
      )
      .groupBy(providers.id)
      .orderBy(asc(providers.order_no), asc(providers.id));
    return rows.map((r) => ({ ...r, logo: r.logo ?? providerLogoUrl(r.code, r.name) }));
  }

  async function categories(language?: LanguageRef): Promise<GameCategory[]> {
    const lang = await languageId(language);
    return db
      .select({
        id: gameCategories.id,
        code: gameCategories.code,
        name: sql<string>`coalesce(${gameCategoryTranslations.name}, ${gameCategories.name})`,
        order_no: gameCategories.order_no,
      })
      .from(gameCategories)
      .leftJoin(
        gameCategoryTranslations,
        and(
          eq(gameCategoryTranslations.game_category_id, gameCategories.id),
          lang === null ? sql`false` : eq(gameCategoryTranslations.language_id, lang),
        ),
      )
      .where(eq(gameCategories.is_active, true))
      .orderBy(asc(gameCategories.order_no), asc(gameCategories.id));
  }

  async function categoryList(language?: LanguageRef): Promise<GameCategoryWithCounts[]> {
    const [cats, pairs] = await Promise.all([
      categories(language),
      db
        .select({
          category_id: gameList.game_category_id,
          id: providers.id,
          code: providers.code,
          name: providers.name,
          logo: providers.logo,
          order_no: providers.order_no,
          game_count: count(gameList.id),
        })
        .from(gameList)
        .innerJoin(providers, PROVIDER_JOIN)
        .innerJoin(gameCategories, CATEGORY_JOIN)
        .where(visible)
        .groupBy(gameList.game_category_id, providers.id)
        .orderBy(asc(providers.order_no), asc(providers.id)),
    ]);
    const byCategory = new Map<number, GameCategoryWithCounts['providers']>();
    for (const p of pairs) {
      const list = byCategory.get(p.category_id) ?? [];
      list.push({
        id: p.id,
        code: p.code,
        name: p.name,
        logo: p.logo ?? providerLogoUrl(p.code, p.name),
        game_count: p.game_count,
      });
      byCategory.set(p.category_id, list);
    }
    return cats.map((c) => {
      const list = byCategory.get(c.id) ?? [];
      return { ...c, game_count: list.reduce((sum, p) => sum + p.game_count, 0), providers: list };
    });
  }

  async function tagList(language?: LanguageRef, limit?: number): Promise<Tag[]> {
    const lang = await languageId(language);
    const q = db
      .select({
        id: tags.id,
        code: tags.code,
        type: sql<TagType>`${tags.type}`,
        name: sql<string>`coalesce(${tagTranslations.name}, ${tags.name})`,
        order_no: tags.order_no,
      })
      .from(tags)
      .leftJoin(
        tagTranslations,
        and(eq(tagTranslations.tag_id, tags.id), lang === null ? sql`false` : eq(tagTranslations.language_id, lang)),
      )
      .where(eq(tags.is_active, true))
      .orderBy(asc(tags.order_no), asc(tags.id));
    return limit === undefined ? q : q.limit(limit);
  }

  async function firstPage(perSection = 12): Promise<LobbySection[]> {
    const section = (key: LobbySectionKey, where: SQL, order: SQL[]) =>
      db
        .select({ ...gameSelect, section: sql<LobbySectionKey>`${key}::text`.as('section') })
        .from(gameList)
        .innerJoin(providers, PROVIDER_JOIN)
        .innerJoin(gameCategories, CATEGORY_JOIN)
        .where(and(visible, where))
        .orderBy(...order)
        .limit(perSection);
    const liveCasino = sql`${gameCategories.code} = 'live-casino'`;
    const rows = await unionAll(
      section('highlight', eq(gameList.is_highlight, true), orderBy('order')),
      section('new', eq(gameList.is_new, true), [desc(gameList.created_at), asc(gameList.id)]),
      section('hot', eq(gameList.is_hot, true), orderBy('order')),
      section('live_casino', liveCasino, orderBy('order')),
    );
    const out = new Map<LobbySectionKey, Game[]>(LOBBY_SECTIONS.map((k) => [k, []]));
    for (const r of rows) out.get(r.section)!.push(toGame(r as GameRow));
    return LOBBY_SECTIONS.map((key) => ({ key, games: out.get(key)! }));
  }

  async function categoryRows(perCategory = 12): Promise<Map<number, Game[]>> {
    const ranked = db
      .select({
        ...gameSelect,
        rn: sql<number>`row_number() over (partition by ${gameList.game_category_id} order by ${gameList.order_no}, ${gameList.id})`.as(
          'rn',
        ),
      })
      .from(gameList)
      .innerJoin(providers, PROVIDER_JOIN)
      .innerJoin(gameCategories, CATEGORY_JOIN)
      .where(visible)
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(lte(ranked.rn, perCategory))
      .orderBy(asc(ranked.game_category_id), asc(ranked.rn));
    const out = new Map<number, Game[]>();
    for (const r of rows) {
      const list = out.get(r.game_category_id) ?? [];
      list.push(toGame(r as unknown as GameRow));
      out.set(r.game_category_id, list);
    }
    return out;
  }

  async function providerGames(
    filter: { gameCategoryId?: number; providerIds?: number[]; perProvider?: number } = {},
  ): Promise<ProviderGames[]> {
    const perProvider = filter.perProvider ?? 12;
    const where = gameConditions({ categoryId: filter.gameCategoryId, providerId: filter.providerIds });
    const ranked = db
      .select({
        ...gameSelect,
        rn: sql<number>`row_number() over (partition by ${gameList.provider_id} order by ${gameList.order_no}, ${gameList.id})`.as(
          'rn',
        ),
      })
      .from(gameList)
      .innerJoin(providers, PROVIDER_JOIN)
      .innerJoin(gameCategories, CATEGORY_JOIN)
      .where(where)
      .as('ranked');
    const [provs, rows] = await Promise.all([
      providerList({ gameCategoryId: filter.gameCategoryId }),
      db.select().from(ranked).where(lte(ranked.rn, perProvider)).orderBy(asc(ranked.provider_id), asc(ranked.rn)),
    ]);
    const byProvider = new Map<number, Game[]>();
    for (const r of rows) {
      const list = byProvider.get(r.provider_id) ?? [];
      list.push(toGame(r as unknown as GameRow));
      byProvider.set(r.provider_id, list);
    }
    const wanted = filter.providerIds ? new Set(filter.providerIds) : null;
    return provs
      .filter((p) => p.game_count > 0 && (!wanted || wanted.has(p.id)))
      .map((p) => ({ provider: p, total: p.game_count, games: byProvider.get(p.id) ?? [] }));
  }

  async function artInput(gameCode: string): Promise<GameArtInput | null> {
    const [row] = await db
      .select({
        game_code: gameList.game_code,
        name: gameList.name,
        provider_name: providers.name,
        category_code: gameCategories.code,
      })
      .from(gameList)
      .innerJoin(providers, PROVIDER_JOIN)
      .innerJoin(gameCategories, CATEGORY_JOIN)
      .where(eq(gameList.game_code, gameCode))
      .limit(1);
    return row ?? null;
  }

  async function providerByCode(code: string): Promise<{ code: string; name: string } | null> {
    const [row] = await db
      .select({ code: providers.code, name: providers.name })
      .from(providers)
      .where(eq(providers.code, code))
      .limit(1);
    return row ?? null;
  }

  async function visibleIds(): Promise<number[]> {
    const rows = await db
      .select({ id: gameList.id })
      .from(gameList)
      .innerJoin(providers, PROVIDER_JOIN)
      .innerJoin(gameCategories, CATEGORY_JOIN)
      .where(visible)
      .orderBy(asc(gameList.id));
    return rows.map((r) => r.id);
  }

  async function randomGame(): Promise<Game | null> {
    const ids = await cache.get('visibleIds', visibleIds);
    // A game hidden since the ids were read is skipped: a few more draws, then a fresh list.
    for (let attempt = 0; attempt < 3; attempt++) {
      const id = pickRandom(ids, deps.randomInt ?? randomInt);
      if (id === undefined) return null;
      const game = await getBy(eq(gameList.id, id));
      if (game) return game;
    }
    const fresh = await visibleIds();
    const id = pickRandom(fresh, deps.randomInt ?? randomInt);
    return id === undefined ? null : getBy(eq(gameList.id, id));
  }

  // Reads that depend only on the catalogue go through the cache; a single game (the launch) is always read fresh.
  return {
    getGame: (id) =>
      Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? getBy(eq(gameList.id, id)) : Promise.resolve(null),
    getGameByCode: (code) => getBy(eq(gameList.game_code, code)),
    listGames: (q = {}) => (q.where ? listGames(q) : cache.get(`list:${JSON.stringify(q)}`, () => listGames(q))),
    providers: (f = {}) =>
      cache.get(`providers:${f.gameCategoryId ?? ''}:${f.isFreespin ?? ''}`, () => providerList(f)),
    categories: async (language) => {
      const lang = await languageId(language);
      return cache.get(`categories:${lang}`, () => categories(lang));
    },
    categoryList: async (language) => {
      const lang = await languageId(language);
      return cache.get(`categoryList:${lang}`, () => categoryList(lang));
    },
    tags: async (language, limit) => {
      const lang = await languageId(language);
      return cache.get(`tags:${lang}:${limit ?? ''}`, () => tagList(lang, limit));
    },
    firstPage: (perSection = 12) => cache.get(`firstPage:${perSection}`, () => firstPage(perSection)),
    categoryRows: (perCategory = 12) => cache.get(`categoryRows:${perCategory}`, () => categoryRows(perCategory)),
    providerGames: (f = {}) => cache.get(`providerGames:${JSON.stringify(f)}`, () => providerGames(f)),
    invalidate: () => cache.clear(),
    languageId,
    artInput,
    providerByCode,
    randomGame,
  };
}
