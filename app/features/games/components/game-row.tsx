import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { GameCard } from '../games.schemas';
import type { PlayGame } from '../play';
import { GameTile, GameTileSkeleton, type TileLabels } from './game-tile';

export interface GameRowProps {
  id: string;
  title: string;
  games: GameCard[];
  /** Where "See all" leads. */
  href?: string;
  seeAll: string;
  labels: TileLabels;
  onPlay: PlayGame | null;
  /** Tiles of the first screen (the lobby's first row): their pictures load at once, with high priority. */
  priorityTiles?: number;
  /** 'eager': the first screen's pictures load at once at the browser's priority (another picture leads the page). */
  priority?: true | 'eager';
  /** A row below the first screen: the browser lays it out and paints it when it comes near the screen. */
  paintLater?: boolean;
  /** How the row shows its games: tiles ('row'), larger ('large'), ranked with a number ('ranked') or landscape ('wide'). */
  form?: RowForm;
}

export type RowForm = 'row' | 'large' | 'ranked' | 'wide';

const ITEM_CLASS: Record<RowForm, string> = {
  row: 'gr-item',
  large: 'gr-item-lg',
  ranked: 'gr-rank',
  wide: 'gr-item-wide',
};

/** The games of a row in its form. */
function RowItems({
  games,
  labels,
  onPlay,
  form,
  priorityTiles = 0,
  priority = true,
}: {
  games: GameCard[];
  labels: TileLabels;
  onPlay: PlayGame | null;
  form: RowForm;
  priorityTiles?: number;
  priority?: true | 'eager';
}) {
  return (
    <ul className={ROW_LIST}>
      {games.map((g, i) =>
        form === 'ranked' ? (
          <li key={g.id} className="gr-rank">
            <span className="gr-num" aria-hidden="true">
              {i + 1}
            </span>
            <GameTile game={g} labels={labels} onPlay={onPlay} priority={i < priorityTiles && priority} />
          </li>
        ) : (
          <li key={g.id} className={ITEM_CLASS[form]}>
            <GameTile
              game={g}
              labels={labels}
              onPlay={onPlay}
              priority={i < priorityTiles && priority}
              wide={form === 'wide'}
            />
          </li>
        ),
      )}
    </ul>
  );
}

/** A titled, horizontally scrolling row of games with a "See all" link. Texts come from the page (one translation pass). */
export function GameRow({
  id,
  title,
  games,
  href,
  seeAll,
  labels,
  onPlay,
  priorityTiles = 0,
  priority = true,
  paintLater = false,
  form = 'row',
}: GameRowProps) {
  if (!games.length) return null;
  return (
    <RowFrame id={id} title={title} href={href} seeAll={seeAll} paintLater={paintLater}>
      <RowItems
        games={games}
        labels={labels}
        onPlay={onPlay}
        form={form}
        priorityTiles={priorityTiles}
        priority={priority}
      />
    </RowFrame>
  );
}

const ROW_LIST =
  'scrollbar-none -mx-3 flex snap-x snap-mandatory gap-2 overflow-x-auto scroll-px-3 px-3 md:-mx-0 md:gap-3 md:px-0';

function RowFrame({
  id,
  title,
  href,
  seeAll,
  paintLater = false,
  frameRef,
  children,
}: {
  id: string;
  title: string;
  href?: string;
  seeAll: string;
  paintLater?: boolean;
  frameRef?: React.Ref<HTMLElement>;
  children: React.ReactNode;
}) {
  return (
    <section
      ref={frameRef}
      aria-labelledby={`row-${id}`}
      className={paintLater ? 'paint-later space-y-2' : 'space-y-2'}
    >
      <div className="flex items-end justify-between gap-2">
        <h2 id={`row-${id}`} className="text-base font-bold md:text-lg">
          {title}
        </h2>
        {href && (
          <Link
            to={href}
            className="shrink-0 text-sm font-semibold text-primary hover:underline"
            aria-label={`${seeAll}: ${title}`}
          >
            {seeAll}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** How far below the screen a row starts loading its games. */
const LOAD_AHEAD = '600px 0px';
/** Placeholder tiles of a row whose games are on their way (as many as a wide screen shows). */
const PLACEHOLDER_TILES = 8;

/**
 * A row below the first screen: its heading and "See all" link come with the page (and work without JavaScript),
 * its games are fetched from the lobby-row route when the player scrolls near it. Until then the row keeps the
 * height of its tiles (placeholders), so nothing moves when they arrive.
 */
export function LazyGameRow({
  id,
  title,
  href,
  seeAll,
  labels,
  onPlay,
  form = 'row',
}: Omit<GameRowProps, 'games' | 'priorityTiles' | 'priority'>) {
  const { lang } = useParams();
  const ref = useRef<HTMLElement>(null);
  const [games, setGames] = useState<GameCard[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || games) return;
    let cancelled = false;
    const load = () => {
      fetch(`/${lang}/lobby-row?row=${encodeURIComponent(id)}`, { headers: { accept: 'application/json' } })
        .then((res) =>
          res.ok ? (res.json() as Promise<{ games: GameCard[] }>) : Promise.reject(new Error(String(res.status))),
        )
        .then(
          (body) => !cancelled && setGames(body.games),
          () => !cancelled && setFailed(true),
        );
    };
    if (typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [id, lang, games]);
  if (games && !games.length) return null;
  return (
    <RowFrame id={id} title={title} href={href} seeAll={seeAll} paintLater frameRef={ref}>
      {failed ? null : games ? (
        <RowItems games={games} labels={labels} onPlay={onPlay} form={form} />
      ) : (
        <div className={`${ROW_LIST} overflow-hidden`} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_TILES }, (_, i) => (
            <div key={i} className={ITEM_CLASS[form]}>
              {form === 'ranked' ? <span className="gr-num">{i + 1}</span> : null}
              <GameTileSkeleton wide={form === 'wide'} />
            </div>
          ))}
        </div>
      )}
    </RowFrame>
  );
}
