import type { RandomInt } from '../fair/random.ts';
import { drawStops, evaluateSpin, SLOT, winAmount, type SlotDefinition } from '../slot/slot-math.ts';

/**
 * The progressive jackpot slot: the 5-reel, 20-line slot (base game 96.02%) and a jackpot pool shared by every
 * player of the currency. Each bet adds 1% of itself (rounded down to the minor unit) to the pool; after the reels,
 * one more draw decides the jackpot with a chance proportional to the bet (the bet in minor units out of
 * `JACKPOT_ODDS`, capped at 1 in 100), and a hit pays the whole pool through the wallet, with the spin's win.
 * What flows into the pool flows back to players, so the long-run return is the base game's plus the 1% share.
 */

export const SHARE_BASIS_POINTS = 100;
/** At a bet of 1.00 (100 minor units) a spin hits the jackpot with chance 1 in 50,000. */
export const JACKPOT_ODDS = 5_000_000;
export const MAX_CHANCE_DIVISOR = 100;

export function contribution(bet: number): number {
  return Math.floor((bet * SHARE_BASIS_POINTS) / 10_000);
}

/** Whether this spin hits the jackpot; `odds` lets a test table make hits likely. */
export function jackpotHit(random: RandomInt, bet: number, odds = JACKPOT_ODDS): boolean {
  const chance = Math.min(bet, Math.floor(odds / MAX_CHANCE_DIVISOR));
  return random(odds) < chance;
}

export interface JackpotSpin {
  stops: number[];
  base: ReturnType<typeof evaluateSpin>;
  baseWin: number;
  jackpot: boolean;
}

export function playJackpotSpin(
  random: RandomInt,
  bet: number,
  odds = JACKPOT_ODDS,
  def: SlotDefinition = SLOT,
): JackpotSpin {
  const stops = drawStops(def, random);
  const base = evaluateSpin(def, stops);
  return { stops, base, baseWin: winAmount(def, base, bet), jackpot: jackpotHit(random, bet, odds) };
}
