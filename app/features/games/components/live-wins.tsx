import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LiveWin } from '../../seamless/seamless.schemas';
import { useShellUi } from '../../../shared/shell-ui';
import { readPublic, useFormatMoney } from './lobby-money';

/** Wins shown at once. */
const SHOWN = 12;
/** How far below the screen the feed starts loading. */
const LOAD_AHEAD = '400px 0px';

/** Newest first, each win once (a win may come both in the first read and over the feed). */
export function mergeWins(current: readonly LiveWin[], incoming: readonly LiveWin[], max = SHOWN): LiveWin[] {
  const byId = new Map<number, LiveWin>();
  for (const w of [...incoming, ...current]) if (!byId.has(w.id)) byId.set(w.id, w);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, max);
}

/**
 * The site's latest wins, as they happen: read when the player scrolls near the section (`/pb/live-win`), then
 * pushed over the realtime feed (`LIVE_WIN`) while the section is on the page. Winners' names come masked from the
 * server (`de***o`). Its height is kept while it loads, so nothing moves when the wins arrive.
 */
export function LiveWins() {
  const { t } = useTranslation('games');
  const { lang } = useParams();
  const { subscribe } = useShellUi();
  const format = useFormatMoney();
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [wins, setWins] = useState<LiveWin[] | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    void readPublic<{ data: LiveWin[] }>(`/pb/live-win?$limit=${SHOWN}`, controller.signal).then((page) => {
      if (!controller.signal.aborted) setWins((w) => mergeWins(w ?? [], page?.data ?? []));
    });
    const stop = subscribe('LIVE_WIN', (m) => {
      const incoming = (m.data as { wins?: LiveWin[] } | null)?.wins;
      if (!Array.isArray(incoming) || incoming.length === 0) return;
      setFresh(new Set(incoming.map((w) => w.id)));
      setWins((w) => mergeWins(w ?? [], incoming));
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [near, subscribe]);

  return (
    <section ref={ref} aria-labelledby="row-live-wins" className="paint-later space-y-2">
      <div className="flex items-center gap-2">
        <h2 id="row-live-wins" className="text-base font-bold md:text-lg">
          {t('live.heading')}
        </h2>
        <span className="inline-flex items-center gap-1 rounded-full bg-danger/15 px-2 py-0.5 text-[10px] font-bold uppercase tracking-wider text-red-300">
          <span className="size-1.5 animate-pulse rounded-full bg-danger" aria-hidden="true" />
          {t('live.badge')}
        </span>
      </div>
      {wins && wins.length === 0 ? (
        <p className="flex h-[4.75rem] items-center rounded-xl bg-surface px-4 text-sm text-text-muted">
          {t('live.empty')}
        </p>
      ) : (
        <ul
          aria-busy={wins === null}
          className="scrollbar-none -mx-3 flex h-[4.75rem] gap-2 overflow-x-auto px-3 md:mx-0 md:px-0"
        >
          {(wins ?? []).map((w) => {
            const amount = format(w.amount, w.currency) ?? '';
            return (
              <li key={w.id} className="w-44 shrink-0 md:w-52">
                {/* Each win leads to its game (the lobby's search for it), where it can be played. */}
                <Link
                  to={`/${lang}?q=${encodeURIComponent(w.game_name)}`}
                  className={`flex h-full flex-col justify-center rounded-xl bg-surface px-3 py-2 ring-1 transition hover:bg-surface-alt ${fresh.has(w.id) ? 'ring-success/70' : 'ring-border/70'}`}
                >
                  <span className="sr-only">{t('live.win', { player: w.player, amount, game: w.game_name })}</span>
                  <span aria-hidden="true" className="truncate text-xs text-text-muted">
                    {w.player}
                  </span>
                  <span aria-hidden="true" className="truncate text-base font-extrabold tabular-nums text-success">
                    {amount}
                  </span>
                  <span aria-hidden="true" className="truncate text-xs font-semibold">
                    {w.game_name}
                  </span>
                </Link>
              </li>
            );
          })}
          {wins === null
            ? Array.from({ length: 6 }, (_, i) => (
                <li key={i} aria-hidden="true" className="w-44 shrink-0 animate-pulse rounded-xl bg-surface md:w-52" />
              ))
            : null}
        </ul>
      )}
    </section>
  );
}
