/* Generated from providers/demo/engines/outcomes.ts by fair/browser-modules.ts: edit the source, not this file. */
                                                   
import { drawStops, evaluateSpin, SLOT, winAmount } from './m.slot.slot-math.js';
import { drawCrashPoint, settle } from './m.crash.crash-math.js';
import { playRoulette,                  } from './m.engines.roulette-math.js';
import { playBaccarat,                   } from './m.engines.baccarat-math.js';
import { replayBlackjack,             } from './m.engines.blackjack-math.js';
import { playKeno } from './m.engines.keno-math.js';
import { replayMines,                 } from './m.engines.mines-math.js';
import { playRace } from './m.engines.race-math.js';
import { shoot,               } from './m.engines.shooter-math.js';
import { playMegaways } from './m.engines.megaways-math.js';
import { playJackpotSpin } from './m.engines.jackpot-math.js';

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
]         ;
                                                  

/** The engine whose rules a kind plays (the live tables play the table games' rules). */
export function rulesOf(kind            )             {
  if (kind === 'live-roulette') return 'roulette';
  if (kind === 'live-blackjack') return 'blackjack';
  if (kind === 'live-baccarat') return 'baccarat';
  return kind;
}

export function isEngine(value         )                      {
  return typeof value === 'string' && (ENGINES                     ).includes(value);
}

/** A round's choices as stored with it. */
                                                  

                             
              
                                                    
                                  
 

export function recompute(kind            , random           , params             , bet        )             {
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
      const o = playRoulette(random, params.bets                 );
      return { win: o.win, result: { pocket: o.pocket } };
    }
    case 'baccarat': {
      const o = playBaccarat(random, params.bets                                         );
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
      const v = replayBlackjack(random, params.actions            , bet);
      return { win: v.win, result: { player: v.player, dealer: v.dealer, result: v.result } };
    }
    case 'keno': {
      const o = playKeno(random, params.picks            , bet);
      return { win: o.win, result: { drawn: o.drawn, hits: o.hits } };
    }
    case 'mines': {
      const v = replayMines(random, params                         , bet);
      return { win: v.win, result: { minesAt: v.minesAt, hit: v.hit, safe: v.safe } };
    }
    case 'race': {
      const o = playRace(random, params.runner          , bet);
      return { win: o.win, result: { order: o.order } };
    }
    case 'shooter': {
      const o = shoot(random, params.target            , bet);
      return { win: o.win, result: { caught: o.caught } };
    }
    case 'megaways': {
      const o = playMegaways(random, bet);
      return { win: o.win, result: { grid: o.grid, ways: o.ways } };
    }
  }
  throw new RangeError(`unknown engine ${kind}`);
}
