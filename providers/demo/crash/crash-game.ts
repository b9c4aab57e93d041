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
import { roundRandom } from '../fair/server.ts';
import type { CrashRound, GameSession, Store } from '../store.ts';

/**
 * The crash game, played from the provider's tables so that any instance behind a load balancer serves any request of
 * a round: the bet writes the round (its take-off and end by the database's clock, its crash point) before answering;
 * a cash-out on any instance reads it back and decides by the database's clock; the settlement is claimed with a
 * conditional update (open → settling), so exactly one request, timer or sweep pays a round, whichever wins the race.
 * Each instance streams the rounds of the pages connected to it from the same rows (Server-Sent Events).
 */

export type CrashPhase = 'idle' | 'starting' | 'running' | 'settling';

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
  | { type: 'cancelled'; roundId: string; balance: number }
  | { type: 'settled'; roundId: string; balance: number | null; pending: boolean };

export type CrashBetResult =
  | { ok: true; roundId: string; startsInMs: number; balance: number }
  | { ok: false; error: PlayError | 'BUSY' | 'INVALID_TARGET'; balance?: number };
export type CashOutResult =
  | { ok: true; multiplier: number; win: number }
  | { ok: false; error: 'NO_ROUND' | 'NOT_STARTED' | 'CRASHED'; crashPoint?: number };

export interface CrashGameOptions {
  store: Store;
  walletOf(session: GameSession): PlayWallet;
  /** Tests only: the crash points' random numbers instead of the seed pair's stream (the round still takes its nonce). */
  crashRandom?: RandomInt;
  /** Time between the accepted bet and take-off. */
  countdownMs?: number;
  tickMs?: number;
  /** How often a connected page's round is read again while it is in the air, and while it is not. */
  pollMs?: number;
  idlePollMs?: number;
  /** How often this instance settles rounds whose end has come, whichever instance took them. */
  sweepMs?: number;
  historySize?: number;
  warn(err: unknown, message: string): void;
}

/** When the round ends by itself, in ms after take-off: the automatic cash-out if it comes before the crash. */
export function runTime(crashPoint: number, autoCashOut: number | null): number {
  return timeToReach(autoCashOut !== null && autoCashOut <= crashPoint ? autoCashOut : crashPoint);
}

/** What a round is worth `elapsed` ms after take-off: null while it is still in the air and no one cashes out. */
export function outcomeAt(
  round: { crashPoint: number; autoCashOut: number | null },
  elapsed: number,
  manual: boolean,
): { cashOutAt: number | null } | null {
  const { crashPoint, autoCashOut } = round;
  if (autoCashOut !== null && autoCashOut <= crashPoint && timeToReach(autoCashOut) <= elapsed)
    return { cashOutAt: autoCashOut };
  if (elapsed >= timeToReach(crashPoint) || crashPoint <= 100) return { cashOutAt: null };
  return manual ? { cashOutAt: Math.min(multiplierAt(elapsed), crashPoint) } : null;
}

const autoOf = (round: CrashRound): number | null =>
  typeof round.params.autoCashOut === 'number' ? round.params.autoCashOut : null;
const cashOutOf = (round: CrashRound): number | null =>
  typeof round.params.cashOutAt === 'number' ? round.params.cashOutAt : null;
const idsOf = (round: CrashRound): RoundIds => ({
  roundId: round.roundId,
  betTxId: round.betTx,
  resultTxId: round.resultTx,
});

interface Watch {
  sessionId: string;
  owner: string;
  listeners: Set<(event: CrashEvent) => void>;
  history: number[];
  /** The round the pages were last told about, and how far. */
  known: { roundId: string; stage: 'starting' | 'running' | 'ended' | 'done' } | null;
  startAt: number;
  round: CrashRound | null;
  timers: ReturnType<typeof setTimeout>[];
  ticker: ReturnType<typeof setInterval> | null;
  poller: ReturnType<typeof setTimeout> | null;
  reading: Promise<void> | null;
  again: boolean;
}

export function createCrashGame(options: CrashGameOptions) {
  const { store } = options;
  const countdownMs = options.countdownMs ?? 1000;
  const tickMs = options.tickMs ?? 100;
  const pollMs = options.pollMs ?? 200;
  const idlePollMs = options.idlePollMs ?? 500;
  const historySize = options.historySize ?? 12;
  const watches = new Map<string, Watch>();
  /** Rounds this instance took, with the timer that settles them at their end. */
  const taken = new Map<string, { sessionId: string; timer: ReturnType<typeof setTimeout> | null }>();
  /** Settlements being delivered to the wallet. */
  const delivering = new Set<Promise<void>>();
  let closed = false;

  /* ------------------------------------------------------------------------------------------------- settlement */

  /** Pays the claimed round through the wallet; the round stays 'settling' while the result waits in the pending calls. */
  function deliver(round: CrashRound, win: number): void {
    const job = (async () => {
      const session = await store.session(round.sessionId);
      if (!session) return;
      const credit = await options
        .walletOf(session)
        .credit(idsOf(round), win)
        .catch(() => ({ ok: false as const, pending: true as const }));
      if (credit.ok)
        await store.settled(round.roundId, round.sessionId, session.mode === 'real' ? credit.balance : null);
      else if (!credit.pending) await store.settled(round.roundId, round.sessionId, null);
    })()
      .catch((err) => options.warn(err, 'crash settlement'))
      .finally(() => {
        delivering.delete(job);
        poke(round.sessionId);
      });
    delivering.add(job);
  }

  /**
   * Ends an open round as it stands `elapsed` ms after take-off (by hand or by itself) if this caller claims it.
   * Returns the round as settled, by this caller or another one, or null when it is still in the air.
   */
  async function finish(
    round: CrashRound,
    manual: boolean,
  ): Promise<{ claimed: boolean; cashOutAt: number | null; win: number; crashPoint: number } | null> {
    const elapsed = -round.startsInMs;
    const outcome = outcomeAt({ crashPoint: round.crashPoint, autoCashOut: autoOf(round) }, elapsed, manual);
    if (!outcome) return null;
    const settled = settle(round.bet, round.crashPoint, outcome.cashOutAt);
    const cashOutAt = settled.won ? settled.multiplier : null;
    const claimed = await store.claimSettlement(round.roundId, {
      win: settled.win,
      params: { ...round.params, cashOutAt },
      result: { crashPoint: round.crashPoint },
    });
    const mine = taken.get(round.roundId);
    if (mine?.timer) clearTimeout(mine.timer);
    taken.delete(round.roundId);
    if (claimed) {
      deliver(round, settled.win);
      poke(round.sessionId);
      return { claimed, cashOutAt, win: settled.win, crashPoint: round.crashPoint };
    }
    // Another request, timer or instance settled it first: its outcome stands.
    const now = await store.crashRound({ roundId: round.roundId });
    if (!now || now.state === 'open' || now.state === 'cancelled') return null;
    return { claimed, cashOutAt: cashOutOf(now), win: now.win, crashPoint: now.crashPoint };
  }

  /** Settles a round whose end has come; a round read a little early is looked at again at its end. */
  async function settleDue(roundId: string): Promise<void> {
    const round = await store.crashRound({ roundId });
    if (round?.state !== 'open') return;
    const done = await finish(round, false);
    if (!done && !closed) schedule(round.roundId, round.sessionId, Math.max(5, round.endsInMs));
  }

  function schedule(roundId: string, sessionId: string, inMs: number): void {
    const entry = taken.get(roundId) ?? { sessionId, timer: null };
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        void settleDue(roundId).catch((err) => options.warn(err, 'crash round end'));
      },
      Math.max(0, inMs),
    );
    taken.set(roundId, entry);
  }

  // Every instance settles the rounds whose end has come, so that a round whose instance went away still closes.
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping || closed) return;
    sweeping = true;
    void (async () => {
      for (const roundId of await store.dueCrashRounds()) await settleDue(roundId);
    })()
      .catch((err) => options.warn(err, 'crash rounds due'))
      .finally(() => {
        sweeping = false;
      });
  }, options.sweepMs ?? 1_000);
  sweeper.unref?.();

  /* ----------------------------------------------------------------------------------------------------- stream */

  const emit = (watch: Watch, event: CrashEvent) => {
    for (const listener of watch.listeners) listener(event);
  };

  function stopFlight(watch: Watch): void {
    for (const timer of watch.timers) clearTimeout(timer);
    watch.timers = [];
    if (watch.ticker) clearInterval(watch.ticker);
    watch.ticker = null;
  }

  function takeOff(watch: Watch, round: CrashRound): void {
    if (watch.known?.roundId !== round.roundId || watch.known.stage !== 'starting') return;
    watch.known.stage = 'running';
    emit(watch, { type: 'start', roundId: round.roundId });
    const endAt = watch.startAt + runTime(round.crashPoint, autoOf(round));
    if (round.crashPoint > 100) {
      watch.ticker = setInterval(() => {
        const elapsed = Date.now() - watch.startAt;
        if (Date.now() >= endAt) {
          if (watch.ticker) clearInterval(watch.ticker);
          watch.ticker = null;
          return;
        }
        emit(watch, {
          type: 'tick',
          roundId: round.roundId,
          multiplier: Math.min(multiplierAt(elapsed), round.crashPoint),
          elapsedMs: elapsed,
        });
      }, tickMs);
    }
    // At its end the round is settled by whichever instance gets there first; this page then learns how.
    watch.timers.push(
      setTimeout(
        () => void settleDue(round.roundId).catch((err) => options.warn(err, 'crash round end')),
        Math.max(0, endAt - Date.now()),
      ),
    );
  }

  /** Reads the session's latest round and tells the pages what changed since they were last told. */
  function read(watch: Watch): Promise<void> {
    if (watch.reading) {
      watch.again = true;
      return watch.reading;
    }
    watch.reading = (async () => {
      do {
        watch.again = false;
        const round = await store.crashRound({ sessionId: watch.sessionId });
        if (round) advance(watch, round);
      } while (watch.again && watches.get(watch.sessionId) === watch);
    })()
      .catch((err) => options.warn(err, 'crash stream'))
      .finally(() => {
        watch.reading = null;
      });
    return watch.reading;
  }

  function advance(watch: Watch, round: CrashRound): void {
    const known = watch.known?.roundId === round.roundId ? watch.known : null;
    watch.round = round;
    if (!known) {
      stopFlight(watch);
      if (round.state !== 'open') {
        // A round that started and ended between two reads.
        watch.known = { roundId: round.roundId, stage: 'done' };
        if (round.state === 'cancelled') {
          emit(watch, { type: 'cancelled', roundId: round.roundId, balance: round.sessionBalance });
          return;
        }
        watch.known.stage = 'ended';
        emitEnd(watch, round);
        if (round.state === 'settled' || round.pending) emitSettled(watch, round);
        return;
      }
      watch.known = { roundId: round.roundId, stage: 'starting' };
      watch.startAt = Date.now() + round.startsInMs;
      emit(watch, {
        type: 'bet',
        roundId: round.roundId,
        bet: round.bet,
        autoCashOut: autoOf(round),
        startsInMs: Math.max(0, round.startsInMs),
        balance: round.sessionBalance,
      });
      watch.timers.push(setTimeout(() => takeOff(watch, round), Math.max(0, round.startsInMs)));
      return;
    }
    if (round.state === 'open' || known.stage === 'done') return;
    if (round.state === 'cancelled') {
      stopFlight(watch);
      known.stage = 'done';
      emit(watch, { type: 'cancelled', roundId: round.roundId, balance: round.sessionBalance });
      return;
    }
    if (known.stage !== 'ended') {
      stopFlight(watch);
      known.stage = 'ended';
      emitEnd(watch, round);
    }
    if (round.state === 'settled' || round.pending) {
      known.stage = 'done';
      emitSettled(watch, round);
    }
  }

  function emitEnd(watch: Watch, round: CrashRound): void {
    watch.history.unshift(round.crashPoint);
    watch.history.length = Math.min(watch.history.length, historySize);
    emit(watch, {
      type: 'end',
      roundId: round.roundId,
      crashPoint: round.crashPoint,
      cashedOutAt: cashOutOf(round),
      win: round.win,
    });
  }

  function emitSettled(watch: Watch, round: CrashRound): void {
    const pending = round.state !== 'settled';
    emit(watch, {
      type: 'settled',
      roundId: round.roundId,
      balance: pending ? null : round.sessionBalance,
      pending,
    });
  }

  function snapshot(watch: Watch): Extract<CrashEvent, { type: 'snapshot' }> {
    const round = watch.round;
    const stage = watch.known?.stage;
    const inAir = round && round.roundId === watch.known?.roundId && (stage === 'starting' || stage === 'running');
    const elapsed = Date.now() - watch.startAt;
    return {
      type: 'snapshot',
      phase: !inAir ? (stage === 'ended' ? 'settling' : 'idle') : stage === 'running' ? 'running' : 'starting',
      history: [...watch.history],
      round: inAir
        ? {
            roundId: round.roundId,
            bet: round.bet,
            autoCashOut: autoOf(round),
            startsInMs: Math.max(0, -elapsed),
            multiplier: Math.min(multiplierAt(elapsed), round.crashPoint),
          }
        : null,
    };
  }

  function poll(watch: Watch): void {
    if (closed || watches.get(watch.sessionId) !== watch) return;
    const stage = watch.known?.stage;
    const busy = stage === 'starting' || stage === 'running' || stage === 'ended';
    watch.poller = setTimeout(
      () => {
        void read(watch).finally(() => poll(watch));
      },
      busy ? pollMs : idlePollMs,
    );
  }

  /** Reads a session's round now, for the pages connected here (after a bet or a settlement on this instance). */
  function poke(sessionId: string): void {
    const watch = watches.get(sessionId);
    if (watch) void read(watch);
  }

  async function watch(session: GameSession): Promise<Watch> {
    const known = watches.get(session.id);
    if (known) return known;
    const created: Watch = {
      sessionId: session.id,
      owner: session.owner,
      listeners: new Set(),
      history: await store.crashHistory(session.owner, historySize),
      known: null,
      startAt: 0,
      round: null,
      timers: [],
      ticker: null,
      poller: null,
      reading: null,
      again: false,
    };
    const raced = watches.get(session.id);
    if (raced) return raced;
    watches.set(session.id, created);
    // What the page finds on connecting: a round in the air is shown; a finished one is history already.
    const round = await store.crashRound({ sessionId: session.id });
    if (round && round.state === 'open') advance(created, round);
    else if (round) {
      created.known = {
        roundId: round.roundId,
        stage: round.state === 'settling' && !round.pending ? 'ended' : 'done',
      };
      created.round = round;
    }
    poll(created);
    return created;
  }

  function unwatch(w: Watch): void {
    if (w.listeners.size > 0 || watches.get(w.sessionId) !== w) return;
    stopFlight(w);
    if (w.poller) clearTimeout(w.poller);
    watches.delete(w.sessionId);
  }

  /* ------------------------------------------------------------------------------------------------------ API */

  return {
    /** Takes the stake and writes the round; the session is held by the caller. */
    async bet(session: GameSession, amount: number, autoCashOut: number | null): Promise<CrashBetResult> {
      if (
        autoCashOut !== null &&
        (!Number.isInteger(autoCashOut) || autoCashOut < MIN_TARGET || autoCashOut > MAX_MULTIPLIER)
      )
        return { ok: false, error: 'INVALID_TARGET' };
      if (closed || (await store.openRound(session.id))) return { ok: false, error: 'BUSY' };
      const wallet = options.walletOf(session);
      const ids = newRoundIds();
      const debit = await wallet
        .debit(ids, amount)
        .catch(() => ({ ok: false as const, error: 'WALLET_UNAVAILABLE' as const, balance: undefined }));
      if (!debit.ok) return { ok: false, error: debit.error, balance: debit.balance };
      let written = false;
      try {
        written = await store.withNonce(session.owner, async (seed, tx) => {
          const crashPoint = drawCrashPoint(
            options.crashRandom ?? roundRandom(seed.serverSeed, seed.clientSeed, seed.nonce),
          );
          const runMs = runTime(crashPoint, autoCashOut);
          const inserted = await store.insertCrashRound(
            {
              roundId: ids.roundId,
              sessionId: session.id,
              owner: session.owner,
              kind: session.kind,
              gameCode: session.gameCode,
              currency: session.currency,
              bet: amount,
              seedId: seed.id,
              nonce: seed.nonce,
              params: { autoCashOut },
              betTx: ids.betTxId,
              resultTx: ids.resultTxId,
              extraTx: null,
            },
            { crashPoint, countdownMs, runMs },
            tx,
          );
          if (inserted) schedule(ids.roundId, session.id, countdownMs + runMs);
          return inserted;
        });
      } finally {
        // A round that could not be written is not played: its stake goes back.
        if (!written) await wallet.cancel(ids, amount).catch(() => undefined);
      }
      if (!written) return { ok: false, error: 'BUSY' };
      if (session.mode === 'real') await store.setBalance(session.id, debit.balance);
      poke(session.id);
      return { ok: true, roundId: ids.roundId, startsInMs: countdownMs, balance: debit.balance };
    },

    /** Cashes the session's round out at the multiplier the database's clock says it has reached. */
    async cashOut(session: GameSession): Promise<CashOutResult> {
      const round = await store.crashRound({ sessionId: session.id });
      if (round?.state !== 'open') return { ok: false, error: 'NO_ROUND' };
      if (round.startsInMs > 0) return { ok: false, error: 'NOT_STARTED' };
      const done = await finish(round, true);
      if (!done) return { ok: false, error: 'NO_ROUND' };
      if (done.cashOutAt === null) return { ok: false, error: 'CRASHED', crashPoint: done.crashPoint };
      return { ok: true, multiplier: done.cashOutAt, win: done.win };
    },

    /** Streams the session's rounds: a snapshot first, then what happens, wherever the bets and cash-outs are made. */
    async subscribe(session: GameSession, listener: (event: CrashEvent) => void): Promise<() => void> {
      const w = await watch(session);
      listener(snapshot(w));
      w.listeners.add(listener);
      return () => {
        w.listeners.delete(listener);
        unwatch(w);
      };
    },

    /**
     * Stops the instance: the rounds it took that are still in the air are rolled back (their stakes returned) unless
     * another instance settled them first; settlements under way are awaited.
     */
    async close(): Promise<void> {
      closed = true;
      clearInterval(sweeper);
      for (const w of watches.values()) {
        w.listeners.clear();
        stopFlight(w);
        if (w.poller) clearTimeout(w.poller);
      }
      watches.clear();
      const mine = [...taken.keys()];
      for (const entry of taken.values()) if (entry.timer) clearTimeout(entry.timer);
      taken.clear();
      for (const roundId of mine) {
        const round = await store.crashRound({ roundId }).catch(() => null);
        if (round?.state !== 'open') continue;
        const claimed = await store.claimSettlement(
          roundId,
          { win: 0, params: round.params, result: { crashPoint: round.crashPoint, cancelled: true } },
          'cancelled',
        );
        if (!claimed) continue;
        const session = await store.session(round.sessionId);
        if (!session) continue;
        await options
          .walletOf(session)
          .cancel(idsOf(round), round.bet)
          .catch(() => undefined);
        if (session.mode === 'real') await store.setBalance(session.id, round.sessionBalance + round.bet);
      }
      await Promise.all([...delivering]);
    },
  };
}

export type CrashGame = ReturnType<typeof createCrashGame>;
