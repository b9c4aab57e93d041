import type { RandomInt } from '../fair/random.ts';

/**
 * The fishing shooter: every shot costs the bet and is aimed at one creature. A shot catches a creature worth m
 * times the bet with chance 0.96 / m (drawn as an integer below 10,000 against 9,600 / m), so every shot returns
 * exactly 96%, whatever it is aimed at.
 */

export const RTP_PERCENT = 96;
export const TARGETS = [
  { id: 'minnow', multiplier: 2 },
  { id: 'clownfish', multiplier: 3 },
  { id: 'puffer', multiplier: 5 },
  { id: 'turtle', multiplier: 10 },
  { id: 'octopus', multiplier: 20 },
  { id: 'shark', multiplier: 50 },
  { id: 'dragon', multiplier: 100 },
] as const;
export type TargetId = (typeof TARGETS)[number]['id'];

export function targetOf(id: unknown) {
  return TARGETS.find((t) => t.id === id) ?? null;
}

export interface ShotOutcome {
  target: TargetId;
  caught: boolean;
  win: number;
}

export function shoot(random: RandomInt, target: TargetId, bet: number): ShotOutcome {
  const t = targetOf(target)!;
  const caught = random(10_000) < 9_600 / t.multiplier;
  return { target, caught, win: caught ? bet * t.multiplier : 0 };
}
