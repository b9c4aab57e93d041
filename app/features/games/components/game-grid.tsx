import { useTranslation } from 'react-i18next';
import type { GameCard } from '../games.schemas';
import { usePlayGame } from '../play';
import { GameTile, GameTileSkeleton, type TileLabels } from './game-tile';

const GRID = 'grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3 lg:grid-cols-6 xl:grid-cols-7 2xl:grid-cols-8';

/** Tiles of a grid on the first screen: two rows of a phone's three columns. */
export const FIRST_SCREEN_GRID_TILES = 6;

/** A grid of games (one page of 24): the first screen's tiles load their pictures at once, the others lazily. */
export function GameGrid({ games, label, labels }: { games: GameCard[]; label?: string; labels: TileLabels }) {
  const onPlay = usePlayGame();
  return (
    <ul className={GRID} aria-label={label}>
      {games.map((g, i) => (
        <li key={g.id}>
          <GameTile game={g} labels={labels} onPlay={onPlay} priority={i < FIRST_SCREEN_GRID_TILES} />
        </li>
      ))}
    </ul>
  );
}

export function GameGridSkeleton({ count = 18 }: { count?: number }) {
  const { t } = useTranslation('games');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <div className={GRID}>
        {Array.from({ length: count }, (_, i) => (
          <GameTileSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** The "no results found" state, with a way back to everything. */
export function EmptyState({ clearHref }: { clearHref?: string }) {
  const { t } = useTranslation('games');
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-12 text-center"
      role="status"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 fill-none stroke-text-muted" strokeWidth="1.5">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4M8.5 8.5l5 5M13.5 8.5l-5 5" strokeLinecap="round" />
      </svg>
      <p className="text-lg font-semibold">{t('empty.title')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('empty.hint')}</p>
      {clearHref !== undefined && (
        <a
          href={clearHref}
          className="mt-1 rounded-full bg-surface-alt px-4 py-2 text-sm font-semibold hover:bg-border"
        >
          {t('filters.clear')}
        </a>
      )}
    </div>
  );
}
