import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCard } from '../games.schemas';
import { EmptyState, GameGrid, GameGridSkeleton } from './game-grid';
import { tileLabels } from './game-tile';
import { Pagination } from './pagination';

export interface ResultListProps {
  result: { games: GameCard[]; total: number; page: number; pages: number };
  /** The search text, for the heading. */
  q?: string;
  loading: boolean;
  pageHref: (page: number) => string;
  clearHref: string;
}

/** A filtered page of games: count, grid (or skeleton while the next one loads, or the empty state) and pages. */
export function ResultList({ result, q, loading, pageHref, clearHref }: ResultListProps) {
  const { t } = useTranslation('games');
  const labels = useMemo(() => tileLabels(t), [t]);
  return (
    <section aria-labelledby="results-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="results-heading" className="text-base font-bold md:text-lg">
          {q ? t('results.for', { q }) : t('results.heading')}
        </h2>
        {!loading && <p className="text-sm text-text-muted">{t('results.count', { n: result.total })}</p>}
      </div>
      {loading ? (
        <GameGridSkeleton />
      ) : result.games.length ? (
        <>
          <GameGrid games={result.games} labels={labels} label={q ? t('results.for', { q }) : t('results.heading')} />
          <Pagination page={result.page} pages={result.pages} href={pageHref} />
        </>
      ) : (
        <>
          <EmptyState clearHref={clearHref} />
          {result.total > 0 && <Pagination page={result.page} pages={result.pages} href={pageHref} />}
        </>
      )}
    </section>
  );
}
