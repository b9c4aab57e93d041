import { describe, expect, it } from 'vitest';
import {
  drawCrashPoint,
  MAX_MULTIPLIER,
  multiplierAt,
  payout,
  reachProbability,
  RTP_PERCENT,
  settle,
  timeToReach,
} from './crash-math.ts';
import { seededRandom } from '../testing.ts';

const fixed = (r: number) => () => r;

describe('crash point', () => {
  it('maps the random draw onto 0.97 / (1 − u), in hundredths, floored, at least 1.00x', () => {
    expect(drawCrashPoint(fixed(0))).toBe(100); // 0.97x → busts at once
    expect(drawCrashPoint(fixed(2 ** 31))).toBe(194); // u = 0.5
    expect(drawCrashPoint(fixed(2 ** 32 - 2 ** 22))).toBe(99328); // u = 1 − 2⁻¹⁰: 993.28x
    expect(drawCrashPoint(fixed(2 ** 32 - 1))).toBe(MAX_MULTIPLIER);
  });

  it('reaches a target with probability 0.97 / target, and busts at once 3% of the time', () => {
    expect(reachProbability(101)).toBeCloseTo(0.97 / 1.01, 9);
    expect(reachProbability(200)).toBeCloseTo(0.485, 9);
    expect(reachProbability(10_000)).toBeCloseTo(0.0097, 9);
    const random = seededRandom(99);
    const n = 400_000;
    let instant = 0;
    let overTwo = 0;
    for (let i = 0; i < n; i++) {
      const c = drawCrashPoint(random);
      if (c === 100) instant++;
      if (c >= 200) overTwo++;
    }
    const se = (p: number) => Math.sqrt((p * (1 - p)) / n);
    expect(Math.abs(instant / n - (1 - reachProbability(101)))).toBeLessThan(4 * se(0.04));
    expect(Math.abs(overTwo / n - 0.485)).toBeLessThan(4 * se(0.485));
  });
});

describe('return to player', () => {
  it(`is ${RTP_PERCENT}% (to within 10⁻⁶) for every automatic cash-out target`, () => {
    for (const target of [101, 150, 200, 500, 1000, 10_000, 100_000]) {
      expect((target / 100) * reachProbability(target)).toBeCloseTo(RTP_PERCENT / 100, 6);
    }
  });

  it('is confirmed by simulating a million rounds at several targets', () => {
    const random = seededRandom(4242);
    const targets = [110, 150, 200, 300, 1000];
    const bet = 100;
    for (const target of targets) {
      const rounds = 200_000;
      let paid = 0;
      let sumSq = 0;
      for (let i = 0; i < rounds; i++) {
        const { win } = settle(bet, drawCrashPoint(random), target);
        paid += win / bet;
        sumSq += (win / bet) ** 2;
      }
      const mean = paid / rounds;
      const se = Math.sqrt(sumSq / rounds - mean * mean) / Math.sqrt(rounds);
      expect(Math.abs(mean - RTP_PERCENT / 100), `target ${target}`).toBeLessThan(4 * se);
    }
  });
});

describe('curve', () => {
  it('starts at 1.00x and only grows', () => {
    expect(multiplierAt(0)).toBe(100);
    let previous = 100;
    for (let t = 0; t < 60_000; t += 37) {
      const m = multiplierAt(t);
      expect(m).toBeGreaterThanOrEqual(previous);
      previous = m;
    }
  });

  it('shows a target at exactly the moment it is reached, not a millisecond earlier', () => {
    for (const target of [101, 150, 200, 237, 1000, 5000, 99_999]) {
      const at = timeToReach(target);
      expect(multiplierAt(at)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(at - 1)).toBeLessThan(target);
    }
  });

  it('is capped at the maximum multiplier', () => {
    expect(multiplierAt(10 * 60_000)).toBe(MAX_MULTIPLIER);
  });
});

describe('settlement', () => {
  it('pays a cash-out at or below the crash point, and nothing above it', () => {
    expect(settle(1000, 250, 250)).toEqual({ won: true, multiplier: 250, win: 2500 });
    expect(settle(1000, 250, 120)).toEqual({ won: true, multiplier: 120, win: 1200 });
    expect(settle(1000, 250, 251)).toEqual({ won: false, multiplier: 250, win: 0 });
    expect(settle(1000, 250, null)).toEqual({ won: false, multiplier: 250, win: 0 });
  });

  it('rounds the payout down to the minor unit', () => {
    expect(payout(333, 157)).toBe(522); // 522.81
  });
});
