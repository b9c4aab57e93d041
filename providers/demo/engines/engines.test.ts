import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing.ts';
import { SLOT, exactRtp } from '../slot/slot-math.ts';
import {
  covers,
  playRoulette,
  PAYS as ROULETTE_PAYS,
  RTP_PERCENT as ROULETTE_RTP,
  type RouletteBet,
} from './roulette-math.ts';
import { exactBaccarat, playBaccarat } from './baccarat-math.ts';
import { basicStrategy, replayBlackjack, STRATEGY_RTP, type Action } from './blackjack-math.ts';
import { exactKenoRtp, playKeno, MAX_PICKS } from './keno-math.ts';
import { CELLS, MINE_CHOICES, multiplierAfter, replayMines, safeProbability } from './mines-math.ts';
import { ODDS, playRace, runnerRtp, WEIGHTS } from './race-math.ts';
import { shoot, TARGETS } from './shooter-math.ts';
import { exactMegawaysRtp, playMegaways } from './megaways-math.ts';
import { contribution, JACKPOT_ODDS, playJackpotSpin } from './jackpot-math.ts';

/**
 * Every engine's stated return to player, confirmed: the exact figure where the game allows one, and a seeded
 * simulation of enough rounds whose return must land within a few standard errors of it.
 */

/** Mean and standard error of per-round returns (in units of the stake). */
function simulate(rounds: number, play: () => { stake: number; win: number }) {
  let staked = 0;
  let won = 0;
  let sumSq = 0;
  for (let i = 0; i < rounds; i++) {
    const { stake, win } = play();
    staked += stake;
    won += win;
    sumSq += (win / stake) ** 2;
  }
  const mean = won / staked;
  const variance = sumSq / rounds - (won / staked) ** 2;
  return { rtp: mean, se: Math.sqrt(Math.max(variance, 0) / rounds) };
}

/** Within 4 standard errors (and the statistic is not degenerate). */
function expectNear(result: { rtp: number; se: number }, stated: number) {
  expect(result.se).toBeGreaterThan(0);
  expect(Math.abs(result.rtp - stated), `simulated ${result.rtp} vs stated ${stated} (se ${result.se})`).toBeLessThan(
    4 * result.se,
  );
}

describe('engine returns to player', () => {
  it('roulette returns 36/37 on every kind of bet', () => {
    expect(ROULETTE_RTP).toBe(97.3);
    // Every even-money bet covers 18 pockets, a dozen or column 12, a number 1, never the zero (but its own).
    const count = (bet: Omit<RouletteBet, 'amount'>) =>
      Array.from({ length: 37 }, (_, p) => p).filter((p) => covers(bet, p)).length;
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) expect(count({ type })).toBe(18);
    for (const n of [1, 2, 3]) expect(count({ type: 'dozen', n }) + count({ type: 'column', n })).toBe(24);
    expect(count({ type: 'straight', n: 0 })).toBe(1);
    const random = seededRandom(1);
    const kinds: RouletteBet[] = [
      { type: 'straight', n: 17, amount: 100 },
      { type: 'red', amount: 100 },
      { type: 'odd', amount: 100 },
      { type: 'high', amount: 100 },
      { type: 'dozen', n: 2, amount: 100 },
      { type: 'column', n: 3, amount: 100 },
    ];
    for (const bet of kinds) {
      const result = simulate(300_000, () => ({ stake: 100, win: playRoulette(random, [bet]).win }));
      expectNear(result, 36 / 37);
      expect(ROULETTE_PAYS[bet.type]).toBeGreaterThan(0);
    }
  });

  it('baccarat: exact returns by enumeration, confirmed by simulation', () => {
    const exact = exactBaccarat();
    expect(exact.p.player + exact.p.banker + exact.p.tie).toBeCloseTo(1, 10);
    expect(exact.rtp.banker).toBeCloseTo(0.9894, 4);
    expect(exact.rtp.player).toBeCloseTo(0.9877, 4);
    expect(exact.rtp.tie).toBeCloseTo(0.8588, 4);
    const random = seededRandom(2);
    expectNear(
      simulate(300_000, () => ({ stake: 100, win: playBaccarat(random, { banker: 100 }).win })),
      exact.rtp.banker,
    );
    expectNear(
      simulate(300_000, () => ({ stake: 100, win: playBaccarat(random, { player: 100 }).win })),
      exact.rtp.player,
    );
    expectNear(
      simulate(300_000, () => ({ stake: 100, win: playBaccarat(random, { tie: 100 }).win })),
      exact.rtp.tie,
    );
  });

  it('blackjack returns its stated figure with the basic strategy', () => {
    const random = seededRandom(3);
    const result = simulate(400_000, () => {
      // Replays read the same numbers again: keep the round's draws and hand them out in order.
      const draws: number[] = [];
      const round = () => {
        let i = 0;
        return (max: number) => {
          if (i === draws.length) draws.push(random(max));
          return draws[i++];
        };
      };
      const actions: Action[] = [];
      let view = replayBlackjack(round(), actions, 100);
      while (!view.finished) {
        actions.push(basicStrategy(view.player, view.dealer[0]!));
        view = replayBlackjack(round(), actions, 100);
      }
      return { stake: view.staked, win: view.win };
    });
    expectNear(result, STRATEGY_RTP);
  });

  it('keno pays 95% for every number of picks', () => {
    const random = seededRandom(4);
    for (let picks = 1; picks <= MAX_PICKS; picks++) {
      const rtp = exactKenoRtp(picks);
      expect(rtp).toBeGreaterThan(0.9485);
      expect(rtp).toBeLessThanOrEqual(0.95);
      const chosen = Array.from({ length: picks }, (_, i) => i * 3 + 2);
      expectNear(
        simulate(60_000, () => ({ stake: 100, win: playKeno(random, chosen, 100).win })),
        rtp,
      );
    }
  });

  it('mines returns 97% whenever the player cashes out, and the field holds the asked number of mines', () => {
    for (const mines of MINE_CHOICES) {
      for (let k = 1; k <= CELLS - mines; k++) {
        const rtp = (safeProbability(mines, k) * multiplierAfter(mines, k)) / 100;
        expect(rtp).toBeLessThanOrEqual(0.97 + 1e-12);
        expect(rtp).toBeGreaterThan(0.96);
      }
    }
    const random = seededRandom(5);
    const bet = 10_000;
    for (const [mines, stopAfter] of [
      [3, 4],
      [5, 2],
      [1, 10],
    ]) {
      const result = simulate(60_000, () => {
        const draws: number[] = [];
        let i = 0;
        const replay = () => {
          i = 0;
          return (max: number) => {
            if (i === draws.length) draws.push(random(max));
            return draws[i++];
          };
        };
        const opened: number[] = [];
        let view = replayMines(replay(), { mines, opened, cashedOut: false }, bet);
        // The player opens cells in a fixed order, stopping after `stopAfter` safe ones.
        for (let cell = 0; !view.finished && view.safe < stopAfter; cell++) {
          opened.push(cell);
          view = replayMines(replay(), { mines, opened, cashedOut: false }, bet);
        }
        if (!view.finished) view = replayMines(replay(), { mines, opened, cashedOut: true }, bet);
        if (view.minesAt?.length !== mines) throw new Error('wrong number of mines');
        return { stake: bet, win: view.win };
      });
      expectNear(result, (safeProbability(mines, stopAfter) * multiplierAfter(mines, stopAfter)) / 100);
    }
  });

  it('the race pays each runner 94.8% to 95%', () => {
    expect(WEIGHTS.reduce((a, b) => a + b, 0)).toBe(100);
    const random = seededRandom(6);
    ODDS.forEach((_, runner) => {
      expect(runnerRtp(runner)).toBeGreaterThan(0.948);
      expect(runnerRtp(runner)).toBeLessThanOrEqual(0.95);
      expectNear(
        simulate(200_000, () => ({ stake: 1000, win: playRace(random, runner, 1000).win })),
        runnerRtp(runner),
      );
    });
    expect(new Set(playRace(random, 0, 100).order).size).toBe(6);
  });

  it('the shooter returns 96% whatever it is aimed at', () => {
    const random = seededRandom(7);
    for (const target of TARGETS) {
      expect((9600 / target.multiplier) % 1).toBe(0);
      expectNear(
        simulate(300_000, () => ({ stake: 100, win: shoot(random, target.id, 100).win })),
        0.96,
      );
    }
  });

  it('megaways: exact return, confirmed by simulation', () => {
    const rtp = exactMegawaysRtp();
    expect(rtp).toBeCloseTo(0.9596, 4);
    const random = seededRandom(8);
    const result = simulate(300_000, () => {
      const o = playMegaways(random, 1_000_000);
      expect(o.grid.every((reel) => reel.length >= 2 && reel.length <= 7)).toBe(true);
      return { stake: 1_000_000, win: o.win };
    });
    expectNear(result, rtp);
  });

  it('the jackpot slot plays the 96.02% base game and hits in proportion to the bet', () => {
    const base = exactRtp(SLOT).rtp;
    const random = seededRandom(9);
    let hits = 0;
    const rounds = 300_000;
    const result = simulate(rounds, () => {
      const spin = playJackpotSpin(random, 2000, 200_000);
      if (spin.jackpot) hits++;
      return { stake: 2000, win: spin.baseWin };
    });
    expectNear(result, base);
    // 2000 / 200,000 = 1%: within 4 standard errors of 3,000 hits.
    expect(Math.abs(hits - rounds * 0.01)).toBeLessThan(4 * Math.sqrt(rounds * 0.01 * 0.99));
    expect(contribution(2000)).toBe(20);
    expect(contribution(99)).toBe(0);
    expect(JACKPOT_ODDS).toBeGreaterThan(0);
  });
});
