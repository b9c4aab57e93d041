import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellUi } from '../../../shared/shell-ui';
import type { GameCard, Jackpot } from '../games.schemas';
import type { PlayGame } from '../play';
import { readPublic, useFormatMoney } from './lobby-money';

/** How long the jackpot takes to count up to a new value. */
const COUNT_MS = 1_800;
/**
 * How often the counting number changes: a ticker's steps, not an animation's frames. Each step is a render, a
 * layout and a paint of the page on the main thread; at the screen's rate (60 a second) the count-up kept a phone's
 * main thread busy while the page was still loading.
 */
const STEP_MS = 100;

/**
 * A number that counts up (or down) to each new value in steps of STEP_MS, in whole minor units; it jumps where the
 * person asked for reduced motion. The first value counts up from a little below, so the ticker is seen to move.
 */
export function useCountUp(target: number | null): number | null {
  const [shown, setShown] = useState<number | null>(null);
  const current = useRef<number | null>(null);
  useEffect(() => {
    if (target === null) {
      current.current = null;
      setShown(null);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const from = current.current ?? Math.floor(target * 0.995);
    if (reduced || from === target) {
      current.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    const step = () => {
      const t = Math.min(1, (performance.now() - start) / COUNT_MS);
      const eased = 1 - (1 - t) ** 3;
      const value = t >= 1 ? target : Math.floor(from + (target - from) * eased);
      current.current = value;
      setShown(value);
      if (t >= 1) clearInterval(timer);
    };
    step();
    const timer = setInterval(step, STEP_MS);
    return () => clearInterval(timer);
  }, [target]);
  return shown;
}

/**
 * The progressive jackpot's pool: read once the page runs (`/pb/jackpot`), then pushed over the realtime feed
 * (`JACKPOT`) while the page shows it. Nothing is shown when the game provider publishes no jackpot.
 */
function JackpotTicker() {
  const { t } = useTranslation('games');
  const { subscribe } = useShellUi();
  const format = useFormatMoney();
  const [jackpot, setJackpot] = useState<Jackpot | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void readPublic<{ data: Jackpot[] }>('/pb/jackpot', controller.signal).then((page) => {
      if (!controller.signal.aborted) setJackpot(page?.data?.[0] ?? null);
    });
    return () => controller.abort();
  }, []);
  // The feed is asked for only where there is a jackpot to show.
  const live = jackpot !== null;
  useEffect(() => {
    if (!live) return;
    return subscribe('JACKPOT', (m) => {
      const next = m.data as Jackpot | null;
      if (next && Number.isSafeInteger(next.pool)) setJackpot(next);
    });
  }, [live, subscribe]);
  const shown = useCountUp(jackpot?.pool ?? null);
  const text = jackpot && shown !== null ? format(shown, jackpot.currency) : null;
  if (!jackpot || text === null) return null;
  return (
    <div className="flex w-fit min-w-0 max-w-full items-center gap-2 rounded-xl bg-gradient-to-r from-amber-500/20 via-amber-400/10 to-amber-400/5 px-3 py-1.5 ring-1 ring-amber-400/40 md:gap-3 md:px-4">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0 fill-amber-400 md:size-8">
        <path d="M3 8l4.5 3.5L12 4l4.5 7.5L21 8l-2 11H5z" />
      </svg>
      <p className="flex min-w-0 flex-col leading-tight">
        <span className="text-[10px] font-bold uppercase tracking-wider text-amber-300 md:text-xs">
          {t('lobby.jackpot')}
        </span>
        <span className="truncate font-mono text-base font-extrabold tabular-nums text-amber-200 md:text-2xl">
          {text}
        </span>
      </p>
    </div>
  );
}

/**
 * A game drawn at random from the catalogue, started as a tile's Play starts it. A link to `/:lang/random-game`
 * (the game's page) until the page's scripts run; then it asks for the game and plays it in place.
 */
function RandomGameButton({
  lang,
  onPlay,
  compact,
}: {
  lang: string;
  onPlay: PlayGame | null;
  /** On a phone the label gives way to the icon (it stays the link's name). */
  compact: boolean;
}) {
  const { t } = useTranslation('games');
  const [busy, setBusy] = useState(false);
  const href = `/${lang}/random-game`;
  return (
    <Link
      to={href}
      reloadDocument
      aria-busy={busy || undefined}
      className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-full bg-secondary px-3 sm:px-4 text-sm font-bold text-white shadow-lg shadow-secondary/30 transition hover:brightness-110 aria-busy:opacity-70"
      onClick={(event) => {
        if (!onPlay) return;
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        const controller = new AbortController();
        void readPublic<{ game: GameCard | null }>(href, controller.signal).then((answer) => {
          setBusy(false);
          if (answer?.game) onPlay(answer.game, 'real');
          else window.location.assign(href);
        });
      }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current" strokeWidth="2">
        <rect x="3" y="3" width="18" height="18" rx="4" />
        <circle cx="8" cy="8" r="1.3" className="fill-current" />
        <circle cx="16" cy="16" r="1.3" className="fill-current" />
        <circle cx="12" cy="12" r="1.3" className="fill-current" />
      </svg>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('lobby.random')}</span>
    </Link>
  );
}

/**
 * The bar under the banners: the jackpot ticker, the random game button and, for a member, the way to the cashbox
 * (`setting/wallet`). Its height does not depend on the jackpot, so nothing below moves when it arrives.
 */
export function LobbyBar({ lang, member, onPlay }: { lang: string; member: boolean; onPlay: PlayGame | null }) {
  const { t } = useTranslation('games');
  return (
    <div className="flex min-h-[3.25rem] items-center gap-2 md:min-h-16">
      <div className="min-w-0 flex-1">
        <JackpotTicker />
      </div>
      <RandomGameButton lang={lang} onPlay={onPlay} compact={member} />
      {member ? (
        <Link
          to={`/${lang}/setting/wallet`}
          className="inline-flex h-10 shrink-0 items-center rounded-full bg-primary px-5 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/30 transition hover:brightness-110"
        >
          {t('lobby.deposit')}
        </Link>
      ) : null}
    </div>
  );
}
