import {
  drawStops,
  evaluateSpin,
  winAmount,
  type LineWin,
  type RandomInt,
  type ScatterWin,
  type SlotDefinition,
  type SymbolId,
} from './slot-math.ts';
import { newRoundIds, type PlayError, type PlayWallet } from '../play-wallet.ts';

export type SpinResult =
  | {
      ok: true;
      roundId: string;
      bet: number;
      stops: number[];
      grid: SymbolId[][];
      lineWins: (LineWin & { amount: number })[];
      scatter: (ScatterWin & { amount: number }) | null;
      win: number;
      /** Balance once the stake is taken. */
      balanceAfterBet: number;
      /** Balance once the win is paid; null while the casino has not confirmed the result. */
      balance: number | null;
      resultPending: boolean;
    }
  | { ok: false; error: PlayError | 'RESULT_REFUSED'; balance?: number };

/**
 * One spin: take the stake, draw the stops, pay the win and close the round. The reels are drawn only once the
 * casino has accepted the bet; a refused or unanswered bet plays nothing.
 */
export async function playSpin(
  def: SlotDefinition,
  wallet: PlayWallet,
  bet: number,
  random: RandomInt,
): Promise<SpinResult> {
  const ids = newRoundIds();
  const debit = await wallet.debit(ids, bet);
  if (!debit.ok) return { ok: false, error: debit.error, balance: debit.balance };

  const stops = drawStops(def, random);
  const evaluation = evaluateSpin(def, stops);
  const lineBet = bet / def.lines.length;
  const win = winAmount(def, evaluation, bet);

  const credit = await wallet.credit(ids, win);
  if (!credit.ok && !credit.pending) return { ok: false, error: 'RESULT_REFUSED', balance: debit.balance };

  return {
    ok: true,
    roundId: ids.roundId,
    bet,
    stops,
    grid: evaluation.grid,
    lineWins: evaluation.lineWins.map((w) => ({ ...w, amount: w.multiplier * lineBet })),
    scatter: evaluation.scatter ? { ...evaluation.scatter, amount: evaluation.scatter.multiplier * bet } : null,
    win,
    balanceAfterBet: debit.balance,
    balance: credit.ok ? credit.balance : null,
    resultPending: !credit.ok,
  };
}
