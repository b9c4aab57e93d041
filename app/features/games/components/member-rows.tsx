import { useTranslation } from 'react-i18next';
import { GameRow } from '../components/game-row';
import type { TileLabels } from '../components/game-tile';
import type { GameCard } from '../games.schemas';
import type { PlayGame } from '../play';
import { useFavouriteItems } from './play-provider';

export interface MemberRowsProps {
  /** The member's last played games (the page's data). */
  recent: readonly GameCard[];
  /** Only favourites of this category (the games page's tab). */
  categoryCode?: string | null;
  /** Where "See all" of the recently played row leads (the games page's history tag). */
  recentHref?: string;
  labels: TileLabels;
  seeAll: string;
  onPlay: PlayGame | null;
}

/** A member's own rows: 'My favourites' and 'Recently played'; a row without games is left out. */
export function MemberRows({ recent, categoryCode, recentHref, labels, seeAll, onPlay }: MemberRowsProps) {
  const { t } = useTranslation('games');
  const items = useFavouriteItems();
  const favourites = items.filter((i) => !categoryCode || i.game.category_code === categoryCode).map((i) => i.game);
  return (
    <>
      <GameRow
        id="favourites"
        title={t('rows.favourites')}
        games={favourites}
        seeAll={seeAll}
        labels={labels}
        onPlay={onPlay}
      />
      <GameRow
        id="recent"
        title={t('rows.recent')}
        games={[...recent]}
        href={recentHref}
        seeAll={seeAll}
        labels={labels}
        onPlay={onPlay}
      />
    </>
  );
}
