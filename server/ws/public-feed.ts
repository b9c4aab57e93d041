import type { LiveWin } from '../../app/features/seamless/seamless.schemas.ts';
import { LIVE_WINS_MAX } from '../../app/features/seamless/seamless.schemas.ts';
import type { Jackpot } from '../../app/features/games/games.schemas.ts';
import type { Gateway } from './gateway.ts';

/**
 * The public topics of the realtime feed, pushed by each instance to its own sockets that asked for them:
 * - `LIVE_WIN` `{ wins: LiveWin[] }`: paid results newer than the last ones sent, newest first, usernames masked
 *   (the seamless feature reads and masks them);
 * - `JACKPOT` `{ pool, currency, updated_at }`: the provider's jackpot pool when it changed.
 * Every instance reads the same database and provider, so no event crosses the bus; an instance without a socket
 * that asked reads nothing.
 */
export interface PublicFeedSources {
  recentWins(options?: { limit?: number; afterId?: number }): Promise<LiveWin[]>;
  jackpot(): Promise<Jackpot | null>;
}

export interface PublicFeed {
  /** One round of reads and pushes (the timer runs it; tests call it). */
  tick(): Promise<void>;
  stop(): void;
}

export function startPublicFeed(options: {
  gateway: Pick<Gateway, 'broadcast' | 'listeners'>;
  sources: PublicFeedSources;
  /** Default 2 s. */
  intervalMs?: number;
  onError?: (err: unknown) => void;
}): PublicFeed {
  const { gateway, sources } = options;
  /** The newest win this instance has accounted for; null while nobody listens. */
  let lastWinId: number | null = null;
  let lastJackpot: string | null = null;
  let running: Promise<void> | null = null;

  async function round(): Promise<void> {
    if (gateway.listeners('LIVE_WIN') > 0) {
      if (lastWinId === null) {
        // The first listener's page has read the latest wins (the same kept list): only newer ones are pushed.
        lastWinId = (await sources.recentWins())[0]?.id ?? 0;
      } else {
        const wins = await sources.recentWins({ afterId: lastWinId, limit: LIVE_WINS_MAX });
        if (wins.length) {
          lastWinId = wins[0].id;
          gateway.broadcast('LIVE_WIN', { wins });
        }
      }
    } else lastWinId = null;

    if (gateway.listeners('JACKPOT') > 0) {
      const jackpot = await sources.jackpot();
      const key = jackpot ? `${jackpot.pool}:${jackpot.currency}` : null;
      if (jackpot && key !== lastJackpot) gateway.broadcast('JACKPOT', jackpot);
      lastJackpot = key;
    } else lastJackpot = null;
  }

  const tick = () => {
    running ??= round()
      .catch((err) => options.onError?.(err))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 2_000);
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
