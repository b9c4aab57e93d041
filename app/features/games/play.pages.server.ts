import type { AppServices } from '../../../server/services.ts';
import type { GameCard } from './games.schemas.ts';
import { FAVOURITE_LIMIT, LAST_PLAYED_KEEP, type FavouriteItem, type ListedGame } from './play.schemas.ts';

/** Games in the recently played row. */
export const RECENT_ROW_SIZE = 12;

/** The tile's fields only: a page's data stays small. */
export function cardOf(g: ListedGame): GameCard {
  return {
    id: g.id,
    name: g.name,
    image: g.image,
    provider_name: g.provider_name,
    use_iframe: g.use_iframe,
    is_new: g.is_new,
    is_hot: g.is_hot,
    is_demo: g.is_demo,
  };
}

/** A member's favourites (for the hearts and the favourites row) and last played games (of a category when given). */
export async function memberLists(
  services: Pick<AppServices, 'playLists'>,
  memberId: number,
  options: { categoryCode?: string | null; recent?: boolean } = {},
) {
  // One query for both lists.
  const { favourites, recent } = await services.playLists.both(memberId, {
    favourites: { limit: FAVOURITE_LIMIT, skip: 0 },
    recent:
      options.recent === false
        ? null
        : { categoryCode: options.categoryCode ?? undefined, limit: RECENT_ROW_SIZE, skip: 0 },
  });
  return {
    favourites: favourites.data as FavouriteItem[],
    recent: recent ? recent.data.map((i) => cardOf(i.game)) : [],
  };
}

/** The member's last played games, latest first, for the games page's history tag. */
export function historyLookup(services: Pick<AppServices, 'playLists'>, memberId: number) {
  return async (q: { categoryCode?: string; providerCode?: string }): Promise<GameCard[]> => {
    const page = await services.playLists.lastPlayed(memberId, {
      categoryCode: q.categoryCode,
      provider: q.providerCode,
      limit: LAST_PLAYED_KEEP,
      skip: 0,
    });
    return page.data.map((i) => cardOf(i.game));
  };
}
