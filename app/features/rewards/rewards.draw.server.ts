import { randomInt } from 'node:crypto';

/** A prize that can be drawn, with its weight (> 0, integer). */
export interface Weighted {
  id: number;
  weight: number;
}

/** An integer in [0, max): node:crypto's uniform randomInt (rejection sampling, no modulo bias). */
export type RandomInt = (max: number) => number;

/**
 * Draws one entry with probability weight ÷ Σ weights, from a uniform random integer in [0, Σ weights). Server-side
 * only: the member never sees the source of randomness, only the recorded result.
 */
export function drawWeighted<T extends Weighted>(entries: readonly T[], random: RandomInt = randomInt): T {
  const total = entries.reduce((s, e) => s + Math.max(e.weight, 0), 0);
  if (!entries.length || total <= 0) throw new Error('nothing to draw');
  if (!Number.isSafeInteger(total) || total > 2 ** 48 - 1) throw new Error('weights too large');
  let ticket = random(total);
  for (const e of entries) {
    if (e.weight <= 0) continue;
    if (ticket < e.weight) return e;
    ticket -= e.weight;
  }
  throw new Error('draw out of range');
}
