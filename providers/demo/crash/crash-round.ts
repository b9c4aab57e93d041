import {
  drawCrashPoint,
  MAX_MULTIPLIER,
  MIN_TARGET,
  multiplierAt,
  settle,
  timeToReach,
  type RandomInt,
} from './crash-math.ts';
import { newRoundIds, type PlayError, type PlayWallet, type RoundIds } from '../play-wallet.ts';

/**
 * One player's crash table. A round starts with the player's bet; the crash point is drawn on the server once the
 * casino has taken the stake and stays secret until the round ends. The server's clock decides everything: the
 * multiplier at any moment, whether a cash-out came before the crash, and when the automatic cash-out fires.
 */

export type CrashPhase = 'idle' | 'betting' | 'starting' | 'running' | 'settling';

export type CrashEvent =
  | {
      type: 'snapshot';
      phase: CrashPhase;
      history: number[];
      round: {
        roundId: string;
        bet: number;
        autoCashOut: number | null;
        startsInMs: number;
        multiplier: number;
      } | null;
    }
  | { type: 'bet'; roundId: string; bet: number; autoCashOut: number | null; startsInMs: number; balance: number }
  | { type: 'start'; roundId: string }
  | { type: 'tick'; roundId: string; multiplier: number; elapsedMs: number }
  | { type: 'end'; roundId: string; crashPoint: number; cashedOutAt: number | null; win: number }
  | { type: 'settled'; roundId: string; balance: number | null; pending: boolean };

export type CrashBetResult =
  | { ok: true; roundId: string; startsInMs: number; balance: number }
  | { ok: false; error: PlayError | 'BUSY' | 'INVALID_TARGET'; balance?: number };
export type CashOutResult =
  | { ok: true; multiplier: number; win: number }
  | { ok: false; error: 'NO_ROUND' | 'NOT_STARTED' | 'CRASHED'; crashPoint?: number };

interface Round {
  ids: RoundIds;
  bet: number;
  crashPoint: number;
  autoCashOut: number | null;
  startAt: number;
  timers: ReturnType<typeof setTimeout>[];
  ticker: ReturnType<typeof setInterval> | null;
}

export interface CrashTableOptions {
  wallet: PlayWallet;
  random: RandomInt;
  now?: () => number;
  /** Time between the accepted bet and take-off. */
  countdownMs?: number;
  tickMs?: number;
  historySize?: number;
  /** Told every balance the wallet reports. */
  onBalance?: (balance: number) => void;
  /**
   * The random numbers of a round whose stake was taken (the provably fair stream of its nonce); `random` otherwise.
   * A failure rolls the stake back.
   */
  roundRandom?: (ids: RoundIds, bet: number, autoCashOut: number | null) => Promise<RandomInt>;
  /** Told how each round ended once its result was sent (or its stake returned). */
  onSettled?: (ids: RoundIds, outcome: { win: number; cashOutAt: number | null; cancelled: boolean }) => void;
}

export interface CrashTable {
  snapshot(): Extract<CrashEvent, { type: 'snapshot' }>;
  bet(amount: number, autoCashOut: number | null): Promise<CrashBetResult>;
  cashOut(): Promise<CashOutResult>;
  subscribe(listener: (event: CrashEvent) => void): () => void;
  /** True while a stake is at risk or being settled. */
  busy(): boolean;
  /** Ends the table: a round still in the air is rolled back (its stake returned) and pending settlements awaited. */
  close(): Promise<void>;
}

export function createCrashTable(options: CrashTableOptions): CrashTable {
  const now = options.now ?? Date.now;
  const countdownMs = options.countdownMs ?? 1000;
  const tickMs = options.tickMs ?? 100;
  const historySize = options.historySize ?? 12;
  const listeners = new Set<(event: CrashEvent) => void>();
  const history: number[] = [];
  let phase: CrashPhase = 'idle';
  let round: Round | null = null;
  let settling: Promise<void> | null = null;

  const emit = (event: CrashEvent) => {
    for (const listener of listeners) listener(event);
  };

  function snapshot(): Extract<CrashEvent, { type: 'snapshot' }> {
    const t = now();
    return {
      type: 'snapshot',
      phase,
      history: [...history],
      round:
        round && (phase === 'starting' || phase === 'running')
          ? {
              roundId: round.ids.roundId,
              bet: round.bet,
              autoCashOut: round.autoCashOut,
              startsInMs: Math.max(0, round.startAt - t),
              multiplier: multiplierAt(t - round.startAt),
            }
          : null,
    };
  }

  /** What the round is worth at time t: auto cash-out if its moment has come, else crash if that moment has come. */
  function outcomeAt(r: Round, t: number, manual: boolean): { cashOutAt: number | null; final: boolean } {
    const elapsed = t - r.startAt;
    const crashTime = timeToReach(r.crashPoint);
    if (r.autoCashOut !== null && r.autoCashOut <= r.crashPoint && timeToReach(r.autoCashOut) <= elapsed)
      return { cashOutAt: r.autoCashOut, final: true };
    if (elapsed >= crashTime || r.crashPoint <= 100) return { cashOutAt: null, final: true };
    return { cashOutAt: manual ? Math.min(multiplierAt(elapsed), r.crashPoint) : null, final: manual };
  }

  function finish(r: Round, cashOutAt: number | null): { multiplier: number; win: number; won: boolean } {
    for (const timer of r.timers) clearTimeout(timer);
    if (r.ticker) clearInterval(r.ticker);
    round = null;
    phase = 'settling';
    const outcome = settle(r.bet, r.crashPoint, cashOutAt);
    history.unshift(r.crashPoint);
    history.length = Math.min(history.length, historySize);
    emit({
      type: 'end',
      roundId: r.ids.roundId,
      crashPoint: r.crashPoint,
      cashedOutAt: outcome.won ? outcome.multiplier : null,
      win: outcome.win,
    });
    settling = options.wallet
      .credit(r.ids, outcome.win)
      .then(
        (credit) => {
          if (credit.ok) options.onBalance?.(credit.balance);
          options.onSettled?.(r.ids, {
            win: outcome.win,
            cashOutAt: outcome.won ? outcome.multiplier : null,
            cancelled: false,
          });
          emit({
            type: 'settled',
            roundId: r.ids.roundId,
            balance: credit.ok ? credit.balance : null,
            pending: !credit.ok && credit.pending,
          });
        },
        () => {
          emit({ type: 'settled', roundId: r.ids.roundId, balance: null, pending: true });
        },
      )
      .finally(() => {
        phase = 'idle';
        settling = null;
      });
    return outcome;
  }

  function takeOff(r: Round): void {
    if (round !== r) return;
    phase = 'running';
    emit({ type: 'start', roundId: r.ids.roundId });
    const autoWins = r.autoCashOut !== null && r.autoCashOut <= r.crashPoint;
    const endIn = timeToReach(autoWins ? r.autoCashOut! : r.crashPoint) - (now() - r.startAt);
    r.timers.push(
      setTimeout(
        () => {
          if (round !== r) return;
          const { cashOutAt } = outcomeAt(
            r,
            Math.max(now(), r.startAt + timeToReach(autoWins ? r.autoCashOut! : r.crashPoint)),
            false,
          );
          finish(r, cashOutAt);
        },
        Math.max(0, endIn),
      ),
    );
    if (r.crashPoint > 100) {
      r.ticker = setInterval(() => {
        if (round !== r || listeners.size === 0) return;
        const elapsed = now() - r.startAt;
        emit({
          type: 'tick',
          roundId: r.ids.roundId,
          multiplier: Math.min(multiplierAt(elapsed), r.crashPoint),
          elapsedMs: elapsed,
        });
      }, tickMs);
    }
  }

  return {
    snapshot,
    busy: () => phase !== 'idle',
    async bet(amount, autoCashOut) {
      if (phase !== 'idle') return { ok: false, error: 'BUSY' };
      if (
        autoCashOut !== null &&
        (!Number.isInteger(autoCashOut) || autoCashOut < MIN_TARGET || autoCashOut > MAX_MULTIPLIER)
      ) {
        return { ok: false, error: 'INVALID_TARGET' };
      }
      phase = 'betting';
      const ids = newRoundIds();
      let debit;
      try {
        debit = await options.wallet.debit(ids, amount);
      } catch {
        debit = { ok: false as const, error: 'WALLET_UNAVAILABLE' as const };
      }
      if (!debit.ok) {
        phase = 'idle';
        return { ok: false, error: debit.error, balance: debit.balance };
      }
      let random = options.random;
      if (options.roundRandom) {
        try {
          random = await options.roundRandom(ids, amount, autoCashOut);
        } catch {
          await options.wallet.cancel(ids, amount).catch(() => undefined);
          phase = 'idle';
          return { ok: false, error: 'WALLET_UNAVAILABLE' };
        }
      }
      options.onBalance?.(debit.balance);
      const r: Round = {
        ids,
        bet: amount,
        crashPoint: drawCrashPoint(random),
        autoCashOut,
        startAt: now() + countdownMs,
        timers: [],
        ticker: null,
      };
      round = r;
      phase = 'starting';
      emit({
        type: 'bet',
        roundId: ids.roundId,
        bet: amount,
        autoCashOut,
        startsInMs: countdownMs,
        balance: debit.balance,
      });
      r.timers.push(setTimeout(() => takeOff(r), countdownMs));
      return { ok: true, roundId: ids.roundId, startsInMs: countdownMs, balance: debit.balance };
    },
    async cashOut() {
      const r = round;
      if (!r) return { ok: false, error: 'NO_ROUND' };
      const t = now();
      if (t < r.startAt) return { ok: false, error: 'NOT_STARTED' };
      const { cashOutAt } = outcomeAt(r, t, true);
      const outcome = finish(r, cashOutAt);
      if (!outcome.won) return { ok: false, error: 'CRASHED', crashPoint: r.crashPoint };
      return { ok: true, multiplier: outcome.multiplier, win: outcome.win };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      const r = round;
      if (r) {
        for (const timer of r.timers) clearTimeout(timer);
        if (r.ticker) clearInterval(r.ticker);
        round = null;
        phase = 'settling';
        await options.wallet.cancel(r.ids, r.bet).catch(() => undefined);
        options.onSettled?.(r.ids, { win: 0, cashOutAt: null, cancelled: true });
      }
      await settling;
    },
  };
}
