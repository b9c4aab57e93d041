import { createContext, useContext } from 'react';
import type { GameCard, PlayMode } from './games.schemas';

/** Starts a game: what the Play and Demo buttons of a tile call. */
export type PlayGame = (game: GameCard, mode: PlayMode) => void;

/**
 * The game launch (login check, profile check, iframe page or provider window) is provided around the pages by the
 * launch feature; every catalogue page hands it to its tiles.
 */
export const PlayGameContext = createContext<PlayGame | null>(null);

export function usePlayGame(): PlayGame | null {
  return useContext(PlayGameContext);
}
