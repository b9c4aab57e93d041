import { z } from 'zod';
import type { GameCard } from './games.schemas';

export { FAVOURITE_LIMIT, LAST_PLAYED_KEEP } from './play.limits.ts';

const gameId = z
  .union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

/** POST /mb/user-favorite */
export const addFavouriteSchema = z.object({ game_list_id: gameId });
export type AddFavouriteInput = z.infer<typeof addFavouriteSchema>;

/** A game of a member's list: the tile's card plus what the list is filtered by. */
export interface ListedGame extends GameCard {
  category_id: number;
  category_code: string;
  provider_id: number;
  provider_code: string;
}

/** One favourite (GET /mb/user-favorite); `id` is the game's id, which is also what DELETE takes. */
export interface FavouriteItem {
  id: number;
  game_list_id: number;
  createdAt: string;
  game: ListedGame;
}

/** One last played game (GET /mb/user-last-played), latest first. */
export interface LastPlayedItem {
  id: number;
  game_list_id: number;
  playedAt: string;
  play_count: number;
  game: ListedGame;
}

/** Filters of the member lists: category_id and provider (a provider's code or id). */
export interface ListFilter {
  gameIds?: number[];
  categoryId?: number;
  /** The category by its code (the pages' tabs). */
  categoryCode?: string;
  provider?: string | number;
  limit: number;
  skip: number;
}
