import { Link } from 'react-router';
import type { GameCard } from '../games.schemas';
import type { PlayGame } from '../play';
import { GameTile, type TileLabels } from './game-tile';

export interface GameRowProps {
  id: string;
  title: string;
  games: GameCard[];
  /** Where "See all" leads. */
  href?: string;
  seeAll: string;
  labels: TileLabels;
  onPlay: PlayGame | null;
}

/** A titled, horizontally scrolling row of games with a "See all" link. Texts come from the page (one translation pass). */
export function GameRow({ id, title, games, href, seeAll, labels, onPlay }: GameRowProps) {
  if (!games.length) return null;
  return (
    <section aria-labelledby={`row-${id}`} className="space-y-2">
      <div className="flex items-end justify-between gap-2">
        <h2 id={`row-${id}`} className="text-base font-bold md:text-lg">{title}</h2>
        {href && (
          <Link to={href} className="shrink-0 text-sm font-semibold text-primary hover:underline" aria-label={`${seeAll}: ${title}`}>
            {seeAll}
          </Link>
        )}
      </div>
      <ul className="scrollbar-none -mx-3 flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-px-3 px-3 md:-mx-0 md:gap-3 md:px-0">
        {games.map((g) => (
          <li key={g.id} className="gr-item">
            <GameTile game={g} labels={labels} onPlay={onPlay} />
          </li>
        ))}
      </ul>
    </section>
  );
}
