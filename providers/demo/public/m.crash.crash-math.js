/* Generated from providers/demo/crash/crash-math.ts by fair/browser-modules.ts: edit the source, not this file. */
/**
 * The crash game's numbers. Multipliers are kept in hundredths (150 = 1.50x) so that every comparison is exact.
 *
 * Crash point: with u uniform in [0, 1), the round crashes at floor(100 · 0.97 / (1 − u)) hundredths, at least 1.00x
 * and at most MAX_MULTIPLIER. For any target m ≥ 1.01x within the cap, P(crash ≥ m) = 0.97 / m (to within 2⁻³²),
 * so a bet that cashes out at m returns m · 0.97 / m = 97% on average, whichever m the player picks, and a player
 * who cashes out by hand cannot do better: having reached m', the round goes on to m with probability m' / m.
 * The remaining 3% includes the rounds that crash at once at 1.00x.
 */

export const RTP_PERCENT = 97;
export const MIN_TARGET = 101;
export const MAX_MULTIPLIER = 100_000; // 1000.00x: the round ends paying the cap if it gets there

/** Growth of the curve: multiplier(t) = e^(GROWTH_PER_SECOND · t). 2x after about 5 s, 10x after 16 s, 100x after 33 s. */
export const GROWTH_PER_SECOND = 0.14;

const RANGE = 2 ** 32;

/** A uniform integer in [0, max). */
                                                

/** The crash point in hundredths. */
export function drawCrashPoint(random           )         {
  const r = random(RANGE);
  // Exact integer arithmetic: 97 · 2³² fits comfortably in a double's 53-bit mantissa.
  const hundredths = Math.floor((RTP_PERCENT * RANGE) / (RANGE - r));
  return Math.min(Math.max(hundredths, 100), MAX_MULTIPLIER);
}

/** Probability that the round reaches `target` hundredths (the exact distribution the draw realises). */
export function reachProbability(target        )         {
  if (target <= 100) return 1;
  if (target > MAX_MULTIPLIER) return 0;
  // crash ≥ target ⇔ 97·2³²/(2³² − r) ≥ target ⇔ 2³² − r ≤ 97·2³²/target
  return Math.floor((RTP_PERCENT * RANGE) / target) / RANGE;
}

/** The multiplier shown `elapsedMs` after the start, in hundredths, rounded down. */
export function multiplierAt(elapsedMs        )         {
  if (elapsedMs <= 0) return 100;
  return Math.min(Math.floor(100 * Math.exp((GROWTH_PER_SECOND * elapsedMs) / 1000) + 1e-9), MAX_MULTIPLIER);
}

/** The first moment (ms after the start) at which the curve shows `hundredths`. */
export function timeToReach(hundredths        )         {
  if (hundredths <= 100) return 0;
  return Math.ceil((Math.log(hundredths / 100) / GROWTH_PER_SECOND) * 1000);
}

/** Payout in minor units of a bet cashed out at `hundredths`, rounded down to the minor unit. */
export function payout(bet        , hundredths        )         {
  return Math.floor((bet * hundredths) / 100);
}

/** What a round pays given its crash point and the multiplier the player asked to leave at (automatically or by hand). */
export function settle(
  bet        ,
  crashPoint        ,
  cashOutAt               ,
)                                                    {
  if (cashOutAt !== null && cashOutAt <= crashPoint)
    return { won: true, multiplier: cashOutAt, win: payout(bet, cashOutAt) };
  return { won: false, multiplier: crashPoint, win: 0 };
}
