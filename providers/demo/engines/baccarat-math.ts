import type { RandomInt } from '../fair/random.ts';

/**
 * Punto banco with the standard third-card rules, dealt from an endless shoe (every card drawn uniformly from 52).
 * Player pays 1 to 1, Banker 0.95 to 1 (rounded down to the minor unit), Tie 8 to 1; Player and Banker bets are
 * returned on a tie. Exact returns (`exactBaccarat`): Banker 98.94%, Player 98.77%, Tie 85.88%.
 */

export type BaccaratSide = 'player' | 'banker' | 'tie';
export const SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

export interface BaccaratOutcome {
  /** Cards 0–51 (rank = card % 13 + 1, suit = card / 13). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
  /** What each side's bet returned, stake included. */
  returns: Record<BaccaratSide, number>;
  win: number;
}

export function cardValue(card: number): number {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
}

const total = (cards: readonly number[], value: (card: number) => number = cardValue) =>
  cards.reduce((sum, c) => sum + value(c), 0) % 10;

/** Whether the banker draws, given its total and the player's third card value (null when the player stood). */
export function bankerDraws(banker: number, playerThird: number | null): boolean {
  if (playerThird === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return playerThird !== 8;
  if (banker === 4) return playerThird >= 2 && playerThird <= 7;
  if (banker === 5) return playerThird >= 4 && playerThird <= 7;
  if (banker === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** The coup from card values in dealing order (P, B, P, B, then third cards as needed). */
function coup(next: () => number, value: (card: number) => number = cardValue): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const p = total(player, value);
  const b = total(banker, value);
  if (p >= 8 || b >= 8) return { player, banker };
  let third: number | null = null;
  if (p <= 5) {
    player.push(next());
    third = value(player[2]);
  }
  if (bankerDraws(b, third)) banker.push(next());
  return { player, banker };
}

export function returnsFor(
  winner: BaccaratSide,
  bets: Partial<Record<BaccaratSide, number>>,
): Record<BaccaratSide, number> {
  const player = bets.player ?? 0;
  const banker = bets.banker ?? 0;
  const tie = bets.tie ?? 0;
  return {
    player: winner === 'player' ? player * 2 : winner === 'tie' ? player : 0,
    banker: winner === 'banker' ? banker + Math.floor((banker * 95) / 100) : winner === 'tie' ? banker : 0,
    tie: winner === 'tie' ? tie * 9 : 0,
  };
}

export function playBaccarat(random: RandomInt, bets: Partial<Record<BaccaratSide, number>>): BaccaratOutcome {
  const { player, banker } = coup(() => random(52));
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  const returns = returnsFor(winner, bets);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner,
    returns,
    win: returns.player + returns.banker + returns.tie,
  };
}

/** Exact outcome probabilities over the endless shoe, and each bet's return to player. */
export function exactBaccarat(): { p: Record<BaccaratSide, number>; rtp: Record<BaccaratSide, number> } {
  // Card values 0–9 with weights out of 13 (10, J, Q, K count 0).
  const weights = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1];
  const p = { player: 0, banker: 0, tie: 0 };
  const walk = (cards: number[], prob: number) => {
    // Replays the coup on the values drawn so far; asks for one more card while it needs one.
    let i = 0;
    let needMore = false;
    const next = () => {
      if (i < cards.length) return cards[i++];
      needMore = true;
      throw new Error('more');
    };
    let hands: { player: number[]; banker: number[] };
    try {
      hands = coup(next, (v) => v);
    } catch {
      hands = { player: [], banker: [] };
    }
    if (needMore) {
      for (let v = 0; v < 10; v++) walk([...cards, v], (prob * weights[v]) / 13);
      return;
    }
    const pt = hands.player.reduce((s, v) => s + v, 0) % 10;
    const bt = hands.banker.reduce((s, v) => s + v, 0) % 10;
    if (pt > bt) p.player += prob;
    else if (bt > pt) p.banker += prob;
    else p.tie += prob;
  };
  walk([], 1);
  return {
    p,
    rtp: { player: 2 * p.player + p.tie, banker: 1.95 * p.banker + p.tie, tie: 9 * p.tie },
  };
}
