import { createContext, useContext } from 'react';
import type { GameCard, PlayMode } from './games.schemas';

/** Starts a game: what the Play and Demo buttons of a tile call. */
export type PlayGame = (game: GameCard, mode: PlayMode) => void;

/**
 * The game launch (login check, profile check, iframe page or provider window) is provided around the pages by the
 * launch (`components/play-provider.tsx`); every catalogue page hands it to its tiles.
 */
export const PlayGameContext = createContext<PlayGame | null>(null);

export function usePlayGame(): PlayGame | null {
  return useContext(PlayGameContext);
}

/** The member's favourite games as a tile sees them: whether a game is one, and the heart button's toggle. */
export interface GameFavourites {
  isFavourite(gameId: number): boolean;
  toggle(game: GameCard): void;
}

/** Provided for members only: tiles show the heart button when it is present. */
export const FavouritesContext = createContext<GameFavourites | null>(null);

export function useGameFavourites(): GameFavourites | null {
  return useContext(FavouritesContext);
}
