import type { RandomInt } from '../fair/random.ts';

/**
 * European roulette: one zero, 37 pockets, one ball per round. Every bet returns 36/37 = 97.30% (the zero takes
 * every outside bet; no la partage).
 *
 * Bets: a number (straight up, 35 to 1), red / black, odd / even, 1–18 / 19–36 (1 to 1), a dozen or a column
 * (2 to 1).
 */

export const POCKETS = 37;
export const RTP_PERCENT = Math.round((36 / 37) * 10000) / 100; // 97.3
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36] as const;

export type RouletteBetType = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';

export interface RouletteBet {
  type: RouletteBetType;
  /** The number (straight, 0–36), the dozen or the column (1–3); absent for the even-money bets. */
  n?: number;
  amount: number;
}

/** What one unit wins on top of the stake. */
export const PAYS: Record<RouletteBetType, number> = {
  straight: 35,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

export const MAX_BETS = 60;

export function isRed(pocket: number): boolean {
  return (RED as readonly number[]).includes(pocket);
}

export function covers(bet: Omit<RouletteBet, 'amount'>, pocket: number): boolean {
  if (bet.type === 'straight') return bet.n === pocket;
  if (pocket === 0) return false;
  switch (bet.type) {
    case 'red':
      return isRed(pocket);
    case 'black':
      return !isRed(pocket);
    case 'odd':
      return pocket % 2 === 1;
    case 'even':
      return pocket % 2 === 0;
    case 'low':
      return pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.n;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.n;
  }
  return false;
}

/** A valid bet list, or null. Amounts are positive whole minor units. */
export function validBets(value: unknown): RouletteBet[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BETS) return null;
  const out: RouletteBet[] = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') return null;
    const { type, n, amount } = raw as Record<string, unknown>;
    if (typeof type !== 'string' || !(type in PAYS)) return null;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
    const t = type as RouletteBetType;
    if (t === 'straight') {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 36) return null;
      out.push({ type: t, n, amount });
    } else if (t === 'dozen' || t === 'column') {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 3) return null;
      out.push({ type: t, n, amount });
    } else {
      if (n !== undefined) return null;
      out.push({ type: t, amount });
    }
  }
  return out;
}

export interface RouletteOutcome {
  pocket: number;
  /** Index into the bets and what each returned (stake included), for the bets that won. */
  wins: { bet: number; amount: number }[];
  win: number;
}

export function playRoulette(random: RandomInt, bets: readonly RouletteBet[]): RouletteOutcome {
  const pocket = random(POCKETS);
  const wins: { bet: number; amount: number }[] = [];
  bets.forEach((bet, i) => {
    if (covers(bet, pocket)) wins.push({ bet: i, amount: bet.amount * (PAYS[bet.type] + 1) });
  });
  return { pocket, wins, win: wins.reduce((sum, w) => sum + w.amount, 0) };
}
