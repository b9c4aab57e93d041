import { newRoundIds, type PlayError, type PlayWallet, type RoundIds } from './play-wallet.ts';
import { newTxId } from './wallet-client.ts';
import { roundRandom } from './fair/server.ts';
import type { RandomInt } from './fair/random.ts';
import { recompute, rulesOf, type RoundParams } from './engines/outcomes.ts';
import { replayBlackjack, type Action, type BlackjackView } from './engines/blackjack-math.ts';
import { CELLS, replayMines, type MinesState, type MinesView } from './engines/mines-math.ts';
import { contribution, playJackpotSpin } from './engines/jackpot-math.ts';
import type { GameSession, RoundRow, Seed, Store } from './store.ts';
import type { ProviderSql } from './db.ts';

/**
 * How a round is played, whatever the game: the stake is taken first; only once the wallet said OK does the round
 * take the next nonce of the player's seed pair and read its outcome from HMAC-SHA256(server seed, client seed:nonce);
 * the round is written to the provider's tables before its result is sent, so any instance can continue or settle it.
 */

export type RoundError = PlayError | 'RESULT_REFUSED' | 'NO_ROUND' | 'INVALID_ACTION' | 'ROUND_OPEN';
export type RoundFailure = { ok: false; error: RoundError; balance?: number };

export interface Fairness {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

export interface Settled {
  ok: true;
  roundId: string;
  bet: number;
  win: number;
  balanceAfterBet: number;
  balance: number | null;
  resultPending: boolean;
  fair: Fairness;
}

const fairOf = (seed: Seed): Fairness => ({
  nonce: seed.nonce,
  serverSeedHash: seed.serverSeedHash,
  clientSeed: seed.clientSeed,
});

export interface RoundsOptions {
  store: Store;
  walletOf(session: GameSession): PlayWallet;
  /** The jackpot's odds (tests make hits likely). */
  jackpotOdds?: number;
}

export function createRounds(options: RoundsOptions) {
  const { store } = options;

  /**
   * Takes the stake and the round's nonce; rolls the stake back if the nonce cannot be had. `record` writes a round
   * that stays in play in the nonce's transaction (a rotation of the pair then waits for it and sees it open).
   */
  async function open(
    session: GameSession,
    stake: number,
    record?: (ids: RoundIds, seed: Seed, random: RandomInt, tx: ProviderSql) => Promise<void>,
    freeRoundId?: string,
  ): Promise<
    { ids: RoundIds; wallet: PlayWallet; seed: Seed; random: RandomInt; balanceAfterBet: number } | RoundFailure
  > {
    const wallet = options.walletOf(session);
    const ids = newRoundIds();
    const debit = await wallet.debit(ids, stake, undefined, freeRoundId);
    if (!debit.ok) return { ok: false, error: debit.error, balance: debit.balance };
    let seed: Seed;
    try {
      seed = record
        ? await store.withNonce(session.owner, async (taken, tx) => {
            await record(ids, taken, roundRandom(taken.serverSeed, taken.clientSeed, taken.nonce), tx);
            return taken;
          })
        : await store.nextNonce(session.owner);
    } catch (err) {
      await wallet.cancel(ids, freeRoundId ? 0 : stake).catch(() => undefined);
      throw err;
    }
    return {
      ids,
      wallet,
      seed,
      random: roundRandom(seed.serverSeed, seed.clientSeed, seed.nonce),
      balanceAfterBet: debit.balance,
    };
  }

  /** Pays the win and closes the round, in the wallet and in the round's row. */
  async function close(
    round: { ids: RoundIds; wallet: PlayWallet },
    win: number,
  ): Promise<{ ok: true; balance: number | null; pending: boolean } | { ok: false }> {
    const credit = await round.wallet.credit(round.ids, win);
    if (!credit.ok && !credit.pending) {
      await store.updateRound(round.ids.roundId, { state: 'settled' });
      return { ok: false };
    }
    // A result still being delivered stays 'settling' until the pending call is answered.
    if (credit.ok) await store.updateRound(round.ids.roundId, { state: 'settled' });
    return { ok: true, balance: credit.ok ? credit.balance : null, pending: !credit.ok };
  }

  const baseRow = (session: GameSession, ids: RoundIds, seed: Seed, bet: number) => ({
    roundId: ids.roundId,
    sessionId: session.id,
    owner: session.owner,
    kind: session.kind,
    gameCode: session.gameCode,
    currency: session.currency,
    bet,
    seedId: seed.id,
    nonce: seed.nonce,
    betTx: ids.betTxId,
    resultTx: ids.resultTxId,
    extraTx: null,
  });

  /**
   * A round played in one request: the outcome follows from the parameters and the random numbers. A free round
   * (`freeRoundId`) plays at `stake` while the casino's wallet takes nothing (a bet of 0 naming the grant).
   */
  async function instant(
    session: GameSession,
    stake: number,
    params: RoundParams,
    freeRoundId?: string,
  ): Promise<(Settled & { result: Record<string, unknown> }) | RoundFailure> {
    const round = await open(session, stake, undefined, freeRoundId);
    if ('error' in round) return round;
    let stored: RoundParams = freeRoundId ? { ...params, freeRound: freeRoundId } : params;
    let win: number;
    let result: Record<string, unknown>;
    if (rulesOf(session.kind) === 'jackpot') {
      const spin = playJackpotSpin(round.random, stake, options.jackpotOdds);
      const jackpot = await store.jackpotRound({
        currency: session.currency,
        roundId: round.ids.roundId,
        contribution: contribution(stake),
        hit: spin.jackpot,
      });
      stored = {
        ...stored,
        ...(options.jackpotOdds ? { odds: options.jackpotOdds } : {}),
        jackpotPaid: jackpot.payout,
      };
      win = spin.baseWin + jackpot.payout;
      const full = recompute(
        session.kind,
        roundRandom(round.seed.serverSeed, round.seed.clientSeed, round.seed.nonce),
        stored,
        stake,
      );
      result = { ...full.result, jackpotPaid: jackpot.payout, pool: jackpot.pool };
    } else {
      const played = recompute(session.kind, round.random, params, stake);
      win = played.win;
      result = played.result;
    }
    await store.insertRound({
      ...baseRow(session, round.ids, round.seed, stake),
      win,
      params: stored,
      result,
      state: 'settling',
    });
    const closed = await close(round, win);
    if (!closed.ok) return { ok: false, error: 'RESULT_REFUSED', balance: round.balanceAfterBet };
    return {
      ok: true,
      roundId: round.ids.roundId,
      bet: stake,
      win,
      balanceAfterBet: round.balanceAfterBet,
      balance: closed.balance,
      resultPending: closed.pending,
      fair: fairOf(round.seed),
      result,
    };
  }

  /* ---------------------------------------------------------------------------------------------- multi-step rounds */

  type Step<V> =
    | { ok: true; roundId: string; view: V; balance: number | null; resultPending: boolean; fair: Fairness }
    | RoundFailure;

  async function startStep<V extends { finished: boolean; win: number }>(
    session: GameSession,
    stake: number,
    params: RoundParams,
    view: (random: RandomInt) => V,
  ): Promise<Step<V>> {
    if (await store.openRound(session.id)) return { ok: false, error: 'ROUND_OPEN' };
    const made: { view?: V } = {};
    const round = await open(session, stake, async (ids, seed, random, tx) => {
      const first = view(random);
      made.view = first;
      await store.insertRound(
        {
          ...baseRow(session, ids, seed, stake),
          win: first.finished ? first.win : 0,
          params,
          result: first.finished ? { view: first } : null,
          state: first.finished ? 'settling' : 'open',
        },
        tx,
      );
    });
    if ('error' in round) return round;
    const shown = made.view;
    if (!shown) return { ok: false, error: 'NO_ROUND' };
    if (!shown.finished)
      return {
        ok: true,
        roundId: round.ids.roundId,
        view: shown,
        balance: round.balanceAfterBet,
        resultPending: false,
        fair: fairOf(round.seed),
      };
    const closed = await close(round, shown.win);
    if (!closed.ok) return { ok: false, error: 'RESULT_REFUSED', balance: round.balanceAfterBet };
    return {
      ok: true,
      roundId: round.ids.roundId,
      view: shown,
      balance: closed.balance,
      resultPending: closed.pending,
      fair: fairOf(round.seed),
    };
  }

  /** The next move of the session's open round, on whichever instance holds the request. */
  async function nextStep<V extends { finished: boolean; win: number }>(
    session: GameSession,
    move: (
      row: RoundRow,
      random: () => RandomInt,
    ) => Promise<{ params: RoundParams; bet?: number; extraTx?: string; view: V } | RoundFailure>,
  ): Promise<Step<V>> {
    const row = await store.openRound(session.id);
    if (!row) return { ok: false, error: 'NO_ROUND' };
    const random = () => roundRandom(row.seed.serverSeed, row.seed.clientSeed, row.seed.nonce);
    const moved = await move(row, random);
    if ('error' in moved) return moved;
    const { view } = moved;
    // The move applies only to the round as it was read: of two moves racing, one is kept and one settlement paid.
    const applied = await store.updateRound(
      row.roundId,
      {
        params: moved.params,
        ...(moved.bet !== undefined ? { bet: moved.bet } : {}),
        ...(moved.extraTx ? { extraTx: moved.extraTx } : {}),
        ...(view.finished ? { state: 'settling', win: view.win, result: { view } } : {}),
      },
      undefined,
      { params: row.params },
    );
    if (!applied) {
      // A doubled stake taken for a move that lost the race goes back.
      if (moved.extraTx)
        await options
          .walletOf(session)
          .cancel({ roundId: row.roundId, betTxId: moved.extraTx, resultTxId: row.resultTx }, row.bet)
          .catch(() => undefined);
      return { ok: false, error: 'NO_ROUND' };
    }
    const fair = fairOf(row.seed);
    if (!view.finished) return { ok: true, roundId: row.roundId, view, balance: null, resultPending: false, fair };
    const ids = { roundId: row.roundId, betTxId: row.betTx, resultTxId: row.resultTx };
    const closed = await close({ ids, wallet: options.walletOf(session) }, view.win);
    if (!closed.ok) return { ok: false, error: 'RESULT_REFUSED' };
    return { ok: true, roundId: row.roundId, view, balance: closed.balance, resultPending: closed.pending, fair };
  }

  /** What the player may see of a blackjack round: the hole card stays hidden while it is on. */
  const blackjackView = (random: RandomInt, actions: Action[], bet: number): BlackjackView =>
    replayBlackjack(random, actions, bet);

  return {
    instant,

    blackjackDeal(session: GameSession, bet: number) {
      return startStep(session, bet, { actions: [] }, (random) => blackjackView(random, [], bet));
    },

    blackjackAct(session: GameSession, action: Action) {
      return nextStep<BlackjackView>(session, async (row, random) => {
        const actions = [...((row.params.actions as Action[]) ?? [])];
        const before = blackjackView(random(), actions, row.bet);
        if (before.finished || !before.allowed.includes(action)) return { ok: false, error: 'INVALID_ACTION' };
        let extraTx: string | undefined;
        if (action === 'double') {
          extraTx = newTxId();
          const ids = { roundId: row.roundId, betTxId: row.betTx, resultTxId: row.resultTx };
          const debit = await options.walletOf(session).debit(ids, row.bet, extraTx);
          if (!debit.ok) return { ok: false, error: debit.error, balance: debit.balance };
        }
        actions.push(action);
        return {
          params: { actions },
          ...(extraTx ? { extraTx } : {}),
          view: blackjackView(random(), actions, row.bet),
        };
      });
    },

    minesStart(session: GameSession, bet: number, mines: number) {
      const state: MinesState = { mines, opened: [], cashedOut: false };
      return startStep(session, bet, { ...state }, (random) => replayMines(random, state, bet));
    },

    minesOpen(session: GameSession, cell: number) {
      return nextStep<MinesView>(session, async (row, random) => {
        const state = row.params as unknown as MinesState;
        if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS || state.opened.includes(cell))
          return { ok: false, error: 'INVALID_ACTION' };
        const next: MinesState = { ...state, opened: [...state.opened, cell] };
        return { params: { ...next }, view: replayMines(random(), next, row.bet) };
      });
    },

    minesCashOut(session: GameSession) {
      return nextStep<MinesView>(session, async (row, random) => {
        const state = row.params as unknown as MinesState;
        if (state.opened.length === 0) return { ok: false, error: 'INVALID_ACTION' };
        const next: MinesState = { ...state, cashedOut: true };
        return { params: { ...next }, view: replayMines(random(), next, row.bet) };
      });
    },

    /** The open round of a session (after a reload, or on another instance). */
    async current(session: GameSession) {
      const row = await store.openRound(session.id);
      if (!row) return null;
      const random = roundRandom(row.seed.serverSeed, row.seed.clientSeed, row.seed.nonce);
      const rules = rulesOf(session.kind);
      const view =
        rules === 'blackjack'
          ? blackjackView(random, (row.params.actions as Action[]) ?? [], row.bet)
          : rules === 'mines'
            ? replayMines(random, row.params as unknown as MinesState, row.bet)
            : null;
      return { roundId: row.roundId, bet: row.bet, view, fair: fairOf(row.seed) };
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
