/** Progress of a target in whole percent, 0–100 (a target of 0 or less is reached). */
export function progressPercent(done: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((done * 100) / target)));
}
