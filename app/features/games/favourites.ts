import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { api, type ApiClient } from '../../shared/api-client.ts';
import type { GameCard } from './games.schemas.ts';
import type { GameFavourites } from './play.ts';
import { FAVOURITE_LIMIT } from './play.limits.ts';
import type { FavouriteItem } from './play.schemas.ts';

/**
 * The member's favourite games in the browser: one store per page, filled from the page's data (or GET
 * /mb/user-favorite), changed by the heart buttons. A toggle shows at once and is undone if the server refuses it
 * (the limit of 50 shows the error modal).
 */
export interface FavouritesState {
  memberId: number | null;
  /** Games marked as favourites, including ones whose add is still on its way. */
  ids: ReadonlySet<number>;
  /** The favourites as the server listed them, newest first. */
  items: readonly FavouriteItem[];
  /** items came from the server (or the page's data) for memberId. */
  loaded: boolean;
}

const EMPTY: FavouritesState = { memberId: null, ids: new Set(), items: [], loaded: false };

export function createFavouritesStore(client: ApiClient = api) {
  let state: FavouritesState = EMPTY;
  const listeners = new Set<() => void>();
  const pending = new Set<number>();
  const set = (next: FavouritesState) => {
    state = next;
    for (const l of listeners) l();
  };
  const fromItems = (memberId: number, items: readonly FavouriteItem[]): FavouritesState => ({
    memberId,
    items,
    ids: new Set(items.map((i) => i.game_list_id)),
    loaded: true,
  });

  const store = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    /** The page's data for this member, unless the store already holds the member's list. */
    seed(memberId: number, items: readonly FavouriteItem[]) {
      if (state.memberId === memberId && state.loaded) return;
      set(fromItems(memberId, items));
    },
    async load(memberId: number) {
      if (state.memberId === memberId && state.loaded) return;
      try {
        const page = await client
          .service<FavouriteItem>('mb/user-favorite')
          .find({ $limit: FAVOURITE_LIMIT }, { handleErrors: false });
        set(fromItems(memberId, page.data));
      } catch (err) {
        console.error('favourite games could not be loaded', err);
      }
    },
    reset() {
      pending.clear();
      set(EMPTY);
    },
    async toggle(memberId: number, game: GameCard) {
      if (state.memberId !== memberId || pending.has(game.id)) return;
      pending.add(game.id);
      const was = state.ids.has(game.id);
      const flip = (on: boolean) => {
        const ids = new Set(state.ids);
        if (on) ids.add(game.id);
        else ids.delete(game.id);
        set({ ...state, ids });
      };
      flip(!was);
      try {
        if (was) {
          await client.service('mb/user-favorite').remove(game.id);
          set({ ...state, items: state.items.filter((i) => i.game_list_id !== game.id) });
        } else {
          const item = await client.service('mb/user-favorite').create<FavouriteItem>({ game_list_id: game.id });
          set({ ...state, items: [item, ...state.items.filter((i) => i.game_list_id !== game.id)] });
        }
      } catch {
        // The error modal has told the member why (the limit, a game no longer offered).
        if (state.memberId === memberId) flip(was);
      } finally {
        pending.delete(game.id);
      }
    },
  };
  return store;
}

export type FavouritesStore = ReturnType<typeof createFavouritesStore>;

export const favouritesStore = createFavouritesStore();

/**
 * The member's favourites for the tiles and the favourites row: seeded from the page's data when it has them,
 * otherwise loaded once. Null for a visitor.
 */
export function useFavourites(
  memberId: number | null,
  initial?: readonly FavouriteItem[] | null,
  store: FavouritesStore = favouritesStore,
) {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => EMPTY);
  useEffect(() => {
    if (memberId === null) {
      if (store.getState().memberId !== null) store.reset();
      return;
    }
    if (initial) store.seed(memberId, initial);
    else void store.load(memberId);
  }, [memberId, initial, store]);

  // Until the store holds this member's list, the page's data speaks (the server render and the first paint agree).
  const current = memberId !== null && state.memberId === memberId && state.loaded;
  const items = current ? state.items : (initial ?? []);
  const ids = useMemo(
    () => (current ? state.ids : new Set((initial ?? []).map((i) => i.game_list_id))),
    [current, state.ids, initial],
  );
  const favourites = useMemo<GameFavourites | null>(
    () =>
      memberId === null
        ? null
        : {
            isFavourite: (id) => ids.has(id),
            toggle: (game) => void store.toggle(memberId, game),
          },
    [memberId, ids, store],
  );
  return { favourites, items, ids };
}
