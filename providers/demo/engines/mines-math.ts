import { shuffle, type RandomInt } from '../fair/random.ts';

/**
 * Mines: a 5 × 5 field hides `mines` mines, placed by the round's first draws (the first `mines` cells of a shuffle
 * of the 25). The player opens cells one by one and may cash out after any safe one; a mine loses the stake.
 * After k safe cells the multiplier is 0.97 / P(k safe in a row), rounded down to the hundredth, so whichever moment
 * the player stops at, the round returns at most 97% and within a hundredth of it.
 */

export const CELLS = 25;
export const MINE_CHOICES = [1, 3, 5, 10, 15, 20, 24] as const;
export const RTP_PERCENT = 97;

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Probability that the first k opened cells are all safe. */
export function safeProbability(mines: number, k: number): number {
  return choose(CELLS - mines, k) / choose(CELLS, k);
}

/** The multiplier in hundredths after k safe cells (100 before the first). */
export function multiplierAfter(mines: number, k: number): number {
  if (k === 0) return 100;
  // Exact in integers: 97 · C(25, k) / C(25 − m, k), both binomials below 2^53.
  return Math.floor((97 * choose(CELLS, k)) / choose(CELLS - mines, k));
}

export function payout(bet: number, hundredths: number): number {
  return Math.floor((bet * hundredths) / 100);
}

export function minePositions(random: RandomInt, mines: number): number[] {
  return shuffle(random, CELLS, mines).sort((a, b) => a - b);
}

export interface MinesState {
  mines: number;
  /** Cells opened, in order. */
  opened: number[];
  cashedOut: boolean;
}

export interface MinesView {
  opened: number[];
  /** The mine hit, if any. */
  hit: number | null;
  /** Safe cells opened. */
  safe: number;
  multiplier: number;
  nextMultiplier: number | null;
  finished: boolean;
  /** Shown once the round is over. */
  minesAt: number[] | null;
  win: number;
}

/** The round as the player's moves leave it (the field comes from `random`). */
export function replayMines(random: RandomInt, state: MinesState, bet: number): MinesView {
  const at = minePositions(random, state.mines);
  let safe = 0;
  let hit: number | null = null;
  for (const cell of state.opened) {
    if (at.includes(cell)) {
      hit = cell;
      break;
    }
    safe++;
  }
  const cleared = safe === CELLS - state.mines;
  const finished = hit !== null || state.cashedOut || cleared;
  const multiplier = multiplierAfter(state.mines, safe);
  return {
    opened: state.opened,
    hit,
    safe,
    multiplier,
    nextMultiplier: finished ? null : multiplierAfter(state.mines, safe + 1),
    finished,
    minesAt: finished ? at : null,
    win: hit === null && finished && safe > 0 ? payout(bet, multiplier) : 0,
  };
}
