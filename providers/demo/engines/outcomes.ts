import type { RandomInt } from '../fair/random.ts';
import { drawStops, evaluateSpin, SLOT, winAmount } from '../slot/slot-math.ts';
import { drawCrashPoint, settle } from '../crash/crash-math.ts';
import { playRoulette, type RouletteBet } from './roulette-math.ts';
import { playBaccarat, type BaccaratSide } from './baccarat-math.ts';
import { replayBlackjack, type Action } from './blackjack-math.ts';
import { playKeno } from './keno-math.ts';
import { replayMines, type MinesState } from './mines-math.ts';
import { playRace } from './race-math.ts';
import { shoot, type TargetId } from './shooter-math.ts';
import { playMegaways } from './megaways-math.ts';
import { playJackpotSpin } from './jackpot-math.ts';

/**
 * Every engine's outcome from a round's random numbers and the player's choices: the game server plays rounds with
 * it, and the verify page runs the very same code in the browser to recompute a past round. Pure; imports nothing
 * but the engines' math.
 */

export const ENGINES = [
  'slot',
  'crash',
  'roulette',
  'live-roulette',
  'blackjack',
  'live-blackjack',
  'baccarat',
  'live-baccarat',
  'keno',
  'mines',
  'race',
  'shooter',
  'megaways',
  'jackpot',
] as const;
export type EngineKind = (typeof ENGINES)[number];

/** The engine whose rules a kind plays (the live tables play the table games' rules). */
export function rulesOf(kind: EngineKind): EngineKind {
  if (kind === 'live-roulette') return 'roulette';
  if (kind === 'live-blackjack') return 'blackjack';
  if (kind === 'live-baccarat') return 'baccarat';
  return kind;
}

export function isEngine(value: unknown): value is EngineKind {
  return typeof value === 'string' && (ENGINES as readonly string[]).includes(value);
}

/** A round's choices as stored with it. */
export type RoundParams = Record<string, unknown>;

export interface Recomputed {
  win: number;
  /** What the round showed, for the verify page. */
  result: Record<string, unknown>;
}

export function recompute(kind: EngineKind, random: RandomInt, params: RoundParams, bet: number): Recomputed {
  switch (rulesOf(kind)) {
    case 'slot': {
      const stops = drawStops(SLOT, random);
      const evaluation = evaluateSpin(SLOT, stops);
      return { win: winAmount(SLOT, evaluation, bet), result: { stops, grid: evaluation.grid } };
    }
    case 'jackpot': {
      const spin = playJackpotSpin(random, bet, typeof params.odds === 'number' ? params.odds : undefined);
      const jackpotPaid = typeof params.jackpotPaid === 'number' ? params.jackpotPaid : 0;
      return {
        win: spin.baseWin + (spin.jackpot ? jackpotPaid : 0),
        result: { stops: spin.stops, grid: spin.base.grid, jackpot: spin.jackpot },
      };
    }
    case 'crash': {
      const crashPoint = drawCrashPoint(random);
      const cashedOutAt = typeof params.cashOutAt === 'number' ? params.cashOutAt : null;
      return { win: settle(bet, crashPoint, cashedOutAt).win, result: { crashPoint } };
    }
    case 'roulette': {
      const o = playRoulette(random, params.bets as RouletteBet[]);
      return { win: o.win, result: { pocket: o.pocket } };
    }
    case 'baccarat': {
      const o = playBaccarat(random, params.bets as Partial<Record<BaccaratSide, number>>);
      return {
        win: o.win,
        result: {
          player: o.player,
          banker: o.banker,
          playerTotal: o.playerTotal,
          bankerTotal: o.bankerTotal,
          winner: o.winner,
        },
      };
    }
    case 'blackjack': {
      const v = replayBlackjack(random, params.actions as Action[], bet);
      return { win: v.win, result: { player: v.player, dealer: v.dealer, result: v.result } };
    }
    case 'keno': {
      const o = playKeno(random, params.picks as number[], bet);
      return { win: o.win, result: { drawn: o.drawn, hits: o.hits } };
    }
    case 'mines': {
      const v = replayMines(random, params as unknown as MinesState, bet);
      return { win: v.win, result: { minesAt: v.minesAt, hit: v.hit, safe: v.safe } };
    }
    case 'race': {
      const o = playRace(random, params.runner as number, bet);
      return { win: o.win, result: { order: o.order } };
    }
    case 'shooter': {
      const o = shoot(random, params.target as TargetId, bet);
      return { win: o.win, result: { caught: o.caught } };
    }
    case 'megaways': {
      const o = playMegaways(random, bet);
      return { win: o.win, result: { grid: o.grid, ways: o.ways } };
    }
  }
  throw new RangeError(`unknown engine ${kind}`);
}
