import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GameCard, PlayMode } from '../games.schemas';
import { useGameFavourites } from '../play';
import { GameImage } from './game-image';

const NAME = '\u0001';

/** The texts of a tile, translated once per list rather than once per tile (a lobby renders well over a hundred). */
export interface TileLabels {
  play: string;
  demo: string;
  new: string;
  hot: string;
  /** "Play {{name}}" with the name left as a marker. */
  playGame: string;
  tryDemo: string;
  /** "Favourite: {{name}}" (the heart button; aria-pressed says whether it is one). */
  favourite: string;
}

/** The tile texts from a `t` of the games namespace; callers memoise it once per page. */
export function tileLabels(t: TFunction<'games'>): TileLabels {
  return {
    play: t('tile.play'),
    demo: t('tile.demo'),
    new: t('tile.new'),
    hot: t('tile.hot'),
    playGame: t('tile.play_game', { name: NAME }),
    tryDemo: t('tile.try_demo', { name: NAME }),
    favourite: t('tile.favourite', { name: NAME }),
  };
}

/** Tile texts for a component that has no `t` of its own (each useTranslation call has a cost per render). */
export function useTileLabels(): TileLabels {
  const { t } = useTranslation('games');
  return useMemo(() => tileLabels(t), [t]);
}

const withName = (template: string, name: string) => template.split(NAME).join(name);

export interface GameTileProps {
  game: GameCard;
  labels: TileLabels;
  /** Starts the game; the launch feature supplies it (see play.ts). */
  onPlay?: ((game: GameCard, mode: PlayMode) => void) | null;
  /** A tile of the first screen: its picture loads at once, with high priority ('eager': at the browser's). */
  priority?: boolean | 'eager';
  /** A landscape tile (the lobby's live casino tables): the picture framed wide. */
  wide?: boolean;
}

/**
 * One game: artwork, then the name (with the favourite heart beside it, for a member), the provider, the NEW / HOT
 * badges and the visible actions: Play, and Demo beside it for a game with demo play. Nothing covers the artwork;
 * hover only adds polish (the artwork zooms, a play mark shows), and a tap on the artwork plays as Play does.
 */
export function GameTile({ game, labels, onPlay, priority = false, wide = false }: GameTileProps) {
  const favourites = useGameFavourites();
  const favourite = favourites?.isFavourite(game.id) ?? false;
  const play = () => onPlay?.(game, 'real');
  return (
    <article className={wide ? 'gt gt-wide' : 'gt'}>
      <div className="gt-media">
        <GameImage src={game.image} alt="" className="gt-img" priority={priority} />
        {/* The artwork is a second, larger target for Play; the named Play button below is the one to focus. */}
        <button type="button" className="gt-art-hit" onClick={play} tabIndex={-1} aria-hidden="true" />
      </div>
      <div className="gt-info">
        {(game.is_new || game.is_hot) && (
          <div className="gt-badges">
            {game.is_new && <span className="gt-badge gt-new">{labels.new}</span>}
            {game.is_hot && <span className="gt-badge gt-hot">{labels.hot}</span>}
          </div>
        )}
        <div className="gt-title">
          <h3 className="gt-name" title={game.name}>
            {game.name}
          </h3>
          {favourites && (
            <button
              type="button"
              className="gt-fav"
              aria-pressed={favourite}
              aria-label={withName(labels.favourite, game.name)}
              onClick={() => favourites.toggle(game)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" strokeWidth="2" strokeLinejoin="round">
                <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z" />
              </svg>
            </button>
          )}
        </div>
        <p className="gt-provider">{game.provider_name}</p>
        <div className={game.is_demo ? 'gt-actions gt-actions-2' : 'gt-actions'}>
          <button type="button" className="gt-play" onClick={play} aria-label={withName(labels.playGame, game.name)}>
            {labels.play}
          </button>
          {game.is_demo && (
            <button
              type="button"
              className="gt-demo"
              onClick={() => onPlay?.(game, 'demo')}
              aria-label={withName(labels.tryDemo, game.name)}
            >
              {labels.demo}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

export function GameTileSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div className={wide ? 'gt gt-wide' : 'gt'} aria-hidden="true">
      <div className="gt-media animate-pulse" />
      <div className="gt-info">
        <div className="h-3 w-3/4 animate-pulse rounded bg-surface-alt" />
        <div className="h-2.5 w-1/2 animate-pulse rounded bg-surface-alt" />
        <div className="gt-actions">
          <div className="h-8 animate-pulse rounded-md bg-surface-alt" />
        </div>
      </div>
    </div>
  );
}
