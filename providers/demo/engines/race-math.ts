import { shuffle, type RandomInt } from '../fair/random.ts';

/**
 * A virtual race of six runners. The winner is drawn with fixed chances (28, 22, 18, 14, 10 and 8 in 100); the rest
 * of the finishing order is a shuffle of the others. A bet on a runner pays its decimal odds, 95 / chance rounded
 * down to the hundredth, so every runner returns at most 95% (94.82% to 95.00%).
 */

export const WEIGHTS = [28, 22, 18, 14, 10, 8] as const;
export const RUNNERS = WEIGHTS.length;
export const RTP_PERCENT = 95;

/** Decimal odds in hundredths (339 = 3.39). */
export const ODDS = WEIGHTS.map((w) => Math.floor(9500 / w));

export function runnerRtp(runner: number): number {
  return (WEIGHTS[runner] * ODDS[runner]) / 10_000;
}

export interface RaceOutcome {
  runner: number;
  /** Runners in finishing order. */
  order: number[];
  win: number;
}

export function playRace(random: RandomInt, runner: number, bet: number): RaceOutcome {
  let roll = random(100);
  let winner = 0;
  while (roll >= WEIGHTS[winner]) {
    roll -= WEIGHTS[winner];
    winner++;
  }
  const others = [...Array(RUNNERS).keys()].filter((r) => r !== winner);
  const order = [winner, ...shuffle(random, others.length).map((i) => others[i])];
  return { runner, order, win: winner === runner ? Math.floor((bet * ODDS[runner]) / 100) : 0 };
}
