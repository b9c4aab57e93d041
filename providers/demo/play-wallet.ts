import { newTxId, type WalletClient, type WalletRequest } from './wallet-client.ts';

/**
 * Where a game round takes its stake and pays its win: the casino over the seamless-wallet API for real play, or a
 * fun balance held by the provider for demo play. Games speak only to this interface.
 */

export type PlayError =
  | 'INSUFFICIENT_FUNDS'
  | 'INVALID_SESSION'
  | 'WALLET_UNAVAILABLE'
  | 'BET_REFUSED'
  // The player's running promotion at the casino refuses the stake: above its maximum bet, or a game it excludes.
  | 'PROMOTION_MAX_BET'
  | 'PROMOTION_GAME_NOT_ELIGIBLE'
  // The player's protection settings at the casino refuse the stake: a break (time-out, self-exclusion), the maximum
  // single bet, or a total-bet or loss limit of the period.
  | 'PROTECTION_EXCLUDED'
  | 'PROTECTION_MAX_BET'
  | 'PROTECTION_BET_LIMIT'
  | 'PROTECTION_LOSS_LIMIT';

/** Refusals of a stake the game names to the player in words (the casino's rules, not a failure). */
const STAKE_REFUSALS: ReadonlySet<string> = new Set([
  'PROMOTION_MAX_BET',
  'PROMOTION_GAME_NOT_ELIGIBLE',
  'PROTECTION_EXCLUDED',
  'PROTECTION_MAX_BET',
  'PROTECTION_BET_LIMIT',
  'PROTECTION_LOSS_LIMIT',
]);

export type DebitOutcome = { ok: true; balance: number } | { ok: false; error: PlayError; balance?: number };

/** `pending`: the casino has not answered yet; the same result keeps being retried in the background. */
export type CreditOutcome =
  | { ok: true; balance: number }
  | { ok: false; pending: true }
  | { ok: false; pending: false; status: string };

export interface RoundIds {
  roundId: string;
  betTxId: string;
  resultTxId: string;
}

export interface PlayWallet {
  readonly currency: string;
  /**
   * Takes a stake; `txId` names a further bet of the same round (a doubled blackjack hand). A free round (`freeRoundId`)
   * is a bet of amount 0 that names the casino's grant: nothing is taken.
   */
  debit(ids: RoundIds, amount: number, txId?: string, freeRoundId?: string): Promise<DebitOutcome>;
  /** Pays `amount` (0 for a loss) and closes the round. */
  credit(ids: RoundIds, amount: number): Promise<CreditOutcome>;
  /** Rolls back the stake of a round that cannot be played to its end. */
  cancel(ids: RoundIds, amount: number): Promise<void>;
}

export function newRoundIds(): RoundIds {
  return { roundId: `round-${newTxId().slice(5)}`, betTxId: newTxId(), resultTxId: newTxId() };
}

export interface CasinoPlayer {
  playerId: string;
  sessionToken: string;
  gameCode: string;
  currency: string;
}

export function casinoWallet(client: WalletClient, player: CasinoPlayer): PlayWallet {
  const base = (ids: RoundIds, txId: string, amount: number): WalletRequest => ({
    tx_id: txId,
    round_id: ids.roundId,
    game_code: player.gameCode,
    player_id: player.playerId,
    session_token: player.sessionToken,
    amount,
    currency: player.currency,
  });

  return {
    currency: player.currency,
    async debit(ids, amount, txId = ids.betTxId, freeRoundId) {
      const outcome = await client.bet({
        ...base(ids, txId, freeRoundId ? 0 : amount),
        ...(freeRoundId ? { free_round_id: freeRoundId } : {}),
      });
      // A request refused as such was not booked; anything else may have been.
      if (outcome.kind === 'failure' && !outcome.retryable) return { ok: false, error: 'BET_REFUSED' };
      if (outcome.kind === 'failure') {
        // The casino may or may not have taken the stake: roll it back so that the player is never charged for a
        // round that is not played. A cancel for a bet the casino never saw is accepted and blocks it from arriving late.
        void client.cancel({ ...base(ids, newTxId(), freeRoundId ? 0 : amount), ref_tx_id: txId });
        return { ok: false, error: 'WALLET_UNAVAILABLE' };
      }
      const { status, balance } = outcome.answer;
      if (status === 'OK') return { ok: true, balance };
      if (status === 'INSUFFICIENT_FUNDS') return { ok: false, error: 'INSUFFICIENT_FUNDS', balance };
      if (status === 'INVALID_SESSION') return { ok: false, error: 'INVALID_SESSION' };
      if (STAKE_REFUSALS.has(status)) return { ok: false, error: status as PlayError, balance };
      return { ok: false, error: 'BET_REFUSED', balance };
    },
    async credit(ids, amount) {
      const outcome = await client.result({
        ...base(ids, ids.resultTxId, amount),
        ref_tx_id: ids.betTxId,
        round_closed: true,
      });
      if (outcome.kind === 'pending') return { ok: false, pending: true };
      if (outcome.kind === 'refused') return { ok: false, pending: false, status: outcome.reason };
      if (outcome.answer.status === 'OK') return { ok: true, balance: outcome.answer.balance };
      return { ok: false, pending: false, status: outcome.answer.status };
    },
    async cancel(ids, amount) {
      await client.cancel({ ...base(ids, newTxId(), amount), ref_tx_id: ids.betTxId });
    },
  };
}

/** A fun balance shared by every game a browser opens in demo mode, kept in the provider's tables. */
export interface FunLedger {
  funDebit(id: string, amount: number): Promise<number | null>;
  funCredit(id: string, amount: number): Promise<number>;
  /** Pays a round's win and marks the round settled, once: a round no longer settling pays nothing. */
  funSettle(id: string, roundId: string, amount: number): Promise<number>;
  funBalance(id: string): Promise<number>;
}

export function funWallet(ledger: FunLedger, accountId: string, currency: string): PlayWallet {
  return {
    currency,
    async debit(_ids, amount) {
      const balance = await ledger.funDebit(accountId, amount);
      if (balance === null)
        return { ok: false, error: 'INSUFFICIENT_FUNDS', balance: await ledger.funBalance(accountId) };
      return { ok: true, balance };
    },
    async credit(ids, amount) {
      return { ok: true, balance: await ledger.funSettle(accountId, ids.roundId, amount) };
    },
    async cancel(_ids, amount) {
      await ledger.funCredit(accountId, amount);
    },
  };
}
