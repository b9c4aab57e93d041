import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { Page } from '../../../server/rest/service.ts';
import type { GameListQuery, GamesService } from './games.service.server.ts';
import { toCard, type Game } from './games.schemas.ts';
import {
  FAVOURITE_LIMIT,
  LAST_PLAYED_KEEP,
  type FavouriteItem,
  type LastPlayedItem,
  type ListedGame,
  type ListFilter,
} from './play.schemas.ts';
import { userFavorites, userLastPlayed } from './play.table.server.ts';
import type { EventBus } from '../../../server/ws/bus.ts';

/** Announced on the bus when a member's lists changed: every instance drops what it kept of them. */
export const PLAY_LISTS_CHANGED_TOPIC = 'play:changed';

export interface PlayListsDeps {
  db: Db;
  /** The games feature's catalogue: the lists show only games that can be played now. */
  games(): GamesService;
  now?: () => Date;
  /** Announces a member's changed lists to the other instances (Redis with REDIS_URL). */
  bus?: EventBus;
  /** How long a member's list rows are kept for page views (5 s). */
  keepMs?: number;
  onError?: (err: Error) => void;
}

/** A member's favourite games (at most 50) and last played games (recorded at every launch). */
export interface PlayListsService {
  favourites(memberId: number, filter: ListFilter): Promise<Page<FavouriteItem>>;
  /** Adds a favourite; adding one that is already there answers it again (created: false). */
  addFavourite(memberId: number, gameId: number): Promise<{ item: FavouriteItem; created: boolean }>;
  /** Removes a favourite by the game's id; false when it was not one. */
  removeFavourite(memberId: number, gameId: number): Promise<boolean>;
  /** Records a launch: the game moves to the top of the member's last played games. */
  recordPlayed(memberId: number, gameId: number): Promise<void>;
  lastPlayed(memberId: number, filter: ListFilter): Promise<Page<LastPlayedItem>>;
  /** Both lists of a page view (the hearts and the recently played row) read in one query; `recent: null` skips it. */
  both(
    memberId: number,
    filters: { favourites: ListFilter; recent: ListFilter | null },
  ): Promise<{ favourites: Page<FavouriteItem>; recent: Page<LastPlayedItem> | null }>;
  close(): void;
}

type ListRow = {
  list: 'f' | 'r';
  game_list_id: number;
  at: Date | string;
  play_count: number;
};

/**
 * The rows of a member's two lists (game ids and times, not the games) as `both` read them, kept a few seconds per
 * process: every page view of a member shows the hearts and the recently played row, and they change only when the
 * member adds or removes a favourite or launches a game. Dropped at once on every instance when they change (here,
 * and over the bus on the others); a read under way when anything was dropped is answered but not kept. The games
 * themselves come from the catalogue at each view (its own cache and content version), so a game withdrawn or
 * renamed shows as it is now.
 */
function createListRowCache(options: { bus?: EventBus; ttlMs: number; max?: number; onError?: (err: Error) => void }) {
  const max = options.max ?? 10_000;
  const origin = randomUUID();
  const rows = new Map<string, { value: ListRow[]; expires: number }>();
  let epoch = 0;
  const drop = (memberId: number) => {
    epoch++;
    rows.delete(`${memberId}:f`);
    rows.delete(`${memberId}:fr`);
  };
  const unannounce = options.bus?.onAnnouncement((a) => {
    if (a.topic !== PLAY_LISTS_CHANGED_TOPIC) return;
    const data = a.data as { memberId?: unknown; origin?: unknown } | null;
    if (!data || data.origin === origin || typeof data.memberId !== 'number') return;
    drop(data.memberId);
  });
  return {
    async get(key: string, load: () => Promise<ListRow[]>): Promise<ListRow[]> {
      const hit = rows.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      rows.delete(key);
      const started = epoch;
      const value = await load();
      if (started === epoch && options.ttlMs > 0) {
        rows.set(key, { value, expires: Date.now() + options.ttlMs });
        if (rows.size > max) rows.delete(rows.keys().next().value as string);
      }
      return value;
    },
    async changed(memberId: number) {
      drop(memberId);
      try {
        await options.bus?.announce({ topic: PLAY_LISTS_CHANGED_TOPIC, data: { memberId, origin } });
      } catch (err) {
        options.onError?.(err as Error);
      }
    },
    close() {
      unannounce?.();
    },
  };
}

function listed(g: Game): ListedGame {
  return {
    ...toCard(g),
    category_id: g.game_category_id,
    category_code: g.category_code,
    provider_id: g.provider.id,
    provider_code: g.provider.code,
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function createPlayListsService(deps: PlayListsDeps): PlayListsService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const kept = createListRowCache({ bus: deps.bus, ttlMs: deps.keepMs ?? 5_000, onError: deps.onError });

  /** The rows (newest first) whose game is playable and matches the filter, as one page. */
  async function pageOf<R extends { game_list_id: number }, T>(
    rows: R[],
    filter: ListFilter,
    make: (row: R, game: ListedGame) => T,
  ): Promise<Page<T>> {
    const wanted = filter.gameIds ? new Set(filter.gameIds) : null;
    const ids = rows.map((r) => r.game_list_id).filter((id) => !wanted || wanted.has(id));
    let byId = new Map<number, Game>();
    if (ids.length) {
      const query: GameListQuery = { ids, limit: ids.length, skip: 0, sort: [['id', 1]] };
      if (filter.categoryId !== undefined) query.categoryId = filter.categoryId;
      if (filter.categoryCode !== undefined) query.categoryCode = filter.categoryCode;
      if (typeof filter.provider === 'number') query.providerId = filter.provider;
      else if (filter.provider !== undefined) query.providerCode = filter.provider;
      byId = new Map((await deps.games().listGames(query)).data.map((g) => [g.id, g]));
    }
    const matched = rows.filter((r) => byId.has(r.game_list_id));
    return {
      total: matched.length,
      limit: filter.limit,
      skip: filter.skip,
      data: matched
        .slice(filter.skip, filter.skip + filter.limit)
        .map((r) => make(r, listed(byId.get(r.game_list_id)!))),
    };
  }

  async function favourites(memberId: number, filter: ListFilter): Promise<Page<FavouriteItem>> {
    const rows = await db
      .select()
      .from(userFavorites)
      .where(eq(userFavorites.member_id, memberId))
      .orderBy(desc(userFavorites.created_at), desc(userFavorites.game_list_id));
    return pageOf(rows, filter, (r, game) => ({
      id: r.game_list_id,
      game_list_id: r.game_list_id,
      createdAt: iso(r.created_at),
      game,
    }));
  }

  async function addFavourite(memberId: number, gameId: number): Promise<{ item: FavouriteItem; created: boolean }> {
    const game = await deps.games().getGame(gameId);
    if (!game) throw new AppError('NotFound', 'GAME_NOT_AVAILABLE');
    const added = await db.transaction(async (tx) => {
      // One member's adds run one at a time, so concurrent adds cannot pass the limit together.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('user_favorites'), ${memberId}::integer)`);
      const [existing] = await tx
        .select()
        .from(userFavorites)
        .where(and(eq(userFavorites.member_id, memberId), eq(userFavorites.game_list_id, gameId)))
        .limit(1);
      if (existing) {
        return {
          item: { id: gameId, game_list_id: gameId, createdAt: iso(existing.created_at), game: listed(game) },
          created: false,
        };
      }
      const [{ n }] = await tx.select({ n: count() }).from(userFavorites).where(eq(userFavorites.member_id, memberId));
      if (n >= FAVOURITE_LIMIT)
        throw new AppError('Unprocessable', 'FAVOURITE_LIMIT_REACHED', { params: { limit: FAVOURITE_LIMIT } });
      const [row] = await tx
        .insert(userFavorites)
        .values({ member_id: memberId, game_list_id: gameId, created_at: now() })
        .returning();
      return {
        item: { id: gameId, game_list_id: gameId, createdAt: iso(row.created_at), game: listed(game) },
        created: true,
      };
    });
    if (added.created) await kept.changed(memberId);
    return added;
  }

  async function removeFavourite(memberId: number, gameId: number): Promise<boolean> {
    const removed = await db
      .delete(userFavorites)
      .where(and(eq(userFavorites.member_id, memberId), eq(userFavorites.game_list_id, gameId)))
      .returning({ id: userFavorites.game_list_id });
    if (removed.length > 0) await kept.changed(memberId);
    return removed.length > 0;
  }

  async function recordPlayed(memberId: number, gameId: number): Promise<void> {
    const at = now();
    await db
      .insert(userLastPlayed)
      .values({ member_id: memberId, game_list_id: gameId, played_at: at })
      .onConflictDoUpdate({
        target: [userLastPlayed.member_id, userLastPlayed.game_list_id],
        set: { played_at: at, play_count: sql`${userLastPlayed.play_count} + 1` },
      });
    // Keep the latest LAST_PLAYED_KEEP games of the member.
    const old = db
      .select({ id: userLastPlayed.game_list_id })
      .from(userLastPlayed)
      .where(eq(userLastPlayed.member_id, memberId))
      .orderBy(desc(userLastPlayed.played_at), desc(userLastPlayed.game_list_id))
      .offset(LAST_PLAYED_KEEP);
    await db
      .delete(userLastPlayed)
      .where(and(eq(userLastPlayed.member_id, memberId), inArray(userLastPlayed.game_list_id, old)));
    await kept.changed(memberId);
  }

  async function lastPlayed(memberId: number, filter: ListFilter): Promise<Page<LastPlayedItem>> {
    const rows = await db
      .select()
      .from(userLastPlayed)
      .where(eq(userLastPlayed.member_id, memberId))
      .orderBy(desc(userLastPlayed.played_at), desc(userLastPlayed.game_list_id))
      .limit(LAST_PLAYED_KEEP);
    return pageOf(rows, filter, (r, game) => ({
      id: r.game_list_id,
      game_list_id: r.game_list_id,
      playedAt: iso(r.played_at),
      play_count: r.play_count,
      game,
    }));
  }

  async function both(memberId: number, filters: { favourites: ListFilter; recent: ListFilter | null }) {
    const listRows = await kept.get(`${memberId}:${filters.recent ? 'fr' : 'f'}`, async () => {
      const result = await db.execute<ListRow>(sql`
        (SELECT 'f' AS list, ${userFavorites.game_list_id} AS game_list_id, ${userFavorites.created_at} AS at, 0 AS play_count
           FROM ${userFavorites} WHERE ${userFavorites.member_id} = ${memberId})
        UNION ALL
        (SELECT 'r', ${userLastPlayed.game_list_id}, ${userLastPlayed.played_at}, ${userLastPlayed.play_count}
           FROM ${userLastPlayed} WHERE ${filters.recent ? sql`${userLastPlayed.member_id} = ${memberId}` : sql`false`}
           ORDER BY ${userLastPlayed.played_at} DESC, ${userLastPlayed.game_list_id} DESC LIMIT ${LAST_PLAYED_KEEP})`);
      return (result as unknown as { rows: ListRow[] }).rows;
    });
    // Newest first, as each list alone is read.
    const rows = listRows
      .map((r) => ({
        ...r,
        game_list_id: Number(r.game_list_id),
        play_count: Number(r.play_count),
        time: new Date(r.at).getTime(),
      }))
      .sort((a, b) => b.time - a.time || b.game_list_id - a.game_list_id);
    const [favs, recent] = await Promise.all([
      pageOf(
        rows.filter((r) => r.list === 'f'),
        filters.favourites,
        (r, game) => ({ id: r.game_list_id, game_list_id: r.game_list_id, createdAt: iso(r.at), game }),
      ),
      filters.recent
        ? pageOf(
            rows.filter((r) => r.list === 'r'),
            filters.recent,
            (r, game) => ({
              id: r.game_list_id,
              game_list_id: r.game_list_id,
              playedAt: iso(r.at),
              play_count: r.play_count,
              game,
            }),
          )
        : null,
    ]);
    return { favourites: favs, recent };
  }

  return { favourites, addFavourite, removeFavourite, recordPlayed, lastPlayed, both, close: kept.close };
}
