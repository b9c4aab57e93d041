import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api-client';
import { useSocketTopic } from '../../../shared/shell-ui';
import { useScoreFormat } from '../competitions.hooks';
import type { Leaderboard as Board, LeaderboardRow } from '../competitions.schemas';

const MEDALS = ['bg-yellow-400 text-black', 'bg-slate-300 text-black', 'bg-amber-700 text-white'];

function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums ${
        MEDALS[rank - 1] ?? 'bg-surface-alt text-text'
      }`}
    >
      {rank > 9999 ? '9999+' : rank}
    </span>
  );
}

function Row({ row, score, label }: { row: LeaderboardRow; score: string; label?: string }) {
  const { t } = useTranslation('competitions');
  return (
    <li
      className={`flex items-center gap-3 rounded-xl px-3 py-2 ${row.is_me ? 'border border-primary bg-primary/10' : ''}`}
      aria-current={row.is_me ? 'true' : undefined}
    >
      <RankBadge rank={row.rank} />
      <span className="min-w-0 flex-1 truncate font-semibold">
        {row.player}
        {row.is_me ? <span className="ml-2 text-xs font-bold text-primary">{label ?? t('board.you')}</span> : null}
      </span>
      <span className="text-right font-bold tabular-nums">{score}</span>
    </li>
  );
}

/**
 * The leaderboard: the top and the member's own row (pinned below when outside the top). While the competition runs
 * it is read again every few seconds while the tab is visible, and at once when the member's own score moved
 * (the COMPETITION topic of the member's realtime feed).
 */
export function Leaderboard({ initial, live }: { initial: Board; live: boolean }) {
  const { t } = useTranslation('competitions');
  const format = useScoreFormat();
  const [board, setBoard] = useState(initial);
  const busy = useRef(false);
  useEffect(() => setBoard(initial), [initial]);
  const refresh = () => {
    if (busy.current) return;
    busy.current = true;
    api
      .service<Board>('pb/competition-leaderboard')
      .get(initial.competition_id, undefined, { handleErrors: false })
      .then(setBoard)
      .catch(() => {})
      .finally(() => {
        busy.current = false;
      });
  };
  useSocketTopic('COMPETITION', (message) => {
    const id = (message.data as { competition_id?: number } | null)?.competition_id;
    if (id === initial.competition_id) refresh();
  });
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, 3_000);
    return () => window.clearInterval(timer);
  }, [live, initial.competition_id]);

  const score = (r: LeaderboardRow) => format(r.score, board.calc_type, board.currency);
  const meInTop = board.me && board.top.some((r) => r.is_me);
  return (
    <section aria-labelledby="board-heading" className="rounded-2xl border border-border bg-surface p-3 md:p-4">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="board-heading" className="text-lg font-bold">
          {t('board.heading')}
        </h2>
        <p className="text-sm text-text-muted">
          {t('board.players', { count: board.players })}
          {live ? <span className="ml-2 inline-flex items-center gap-1 text-success">● {t('board.live')}</span> : null}
        </p>
      </div>
      {board.me ? (
        <div className="mb-3" role="status" aria-labelledby="board-own">
          <p id="board-own" className="mb-1 text-xs font-semibold uppercase tracking-wide text-text-muted">
            {t('board.yourRank')}
          </p>
          <ul>
            <Row row={board.me} score={score(board.me)} />
          </ul>
          <p className="mt-1 px-3 text-xs text-text-muted">{t('board.yourRounds', { count: board.me.rounds })}</p>
        </div>
      ) : null}
      {board.top.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border p-6 text-center text-text-muted">
          {t('board.empty')}
        </p>
      ) : (
        <ol className="space-y-1" aria-label={t('board.top', { count: board.top.length })}>
          {board.top.map((r) => (
            <Row key={`${r.rank}-${r.player}`} row={r} score={score(r)} />
          ))}
        </ol>
      )}
      {board.me && !meInTop && board.top.length > 0 ? (
        <p className="mt-2 px-3 text-xs text-text-muted">{t('board.outsideTop', { count: board.top.length })}</p>
      ) : null}
      <p className="mt-3 text-xs text-text-muted">{t(`board.tie.${board.calc_type}`)}</p>
    </section>
  );
}
