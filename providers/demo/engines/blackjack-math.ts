import type { RandomInt } from '../fair/random.ts';

/**
 * Blackjack from an endless shoe (every card drawn uniformly from 52): blackjack pays 3 to 2, the dealer stands on
 * all 17s and checks for blackjack at once (a dealer blackjack takes only the original bet), the player may double on
 * any first two cards (one more card), no splitting, insurance or surrender. Cards are dealt in the order player,
 * dealer (face up), player, dealer (face down), then the player's cards, then the dealer's.
 *
 * The return depends on how the player plays: with the basic strategy of `basicStrategy` it is 99.03%
 * (`STRATEGY_RTP`, from 6 million simulated hands; the simulation test checks it).
 */

export type Action = 'hit' | 'stand' | 'double';
export const ACTIONS: readonly Action[] = ['hit', 'stand', 'double'];
export const STRATEGY_RTP = 0.9903;

/** 1 (ace) to 10 (ten and faces) */
export function cardPoints(card: number): number {
  return Math.min((card % 13) + 1, 10);
}

export function handValue(cards: readonly number[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    const p = cardPoints(c);
    total += p;
    if (p === 1) aces++;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

const isBlackjack = (cards: readonly number[]) => cards.length === 2 && handValue(cards).total === 21;

export interface BlackjackView {
  player: number[];
  /** The dealer's cards as the player may see them: the hole card is null while the round is on. */
  dealer: (number | null)[];
  playerTotal: number;
  dealerTotal: number | null;
  doubled: boolean;
  finished: boolean;
  /** 'blackjack', 'win', 'push', 'lose', 'bust' once finished. */
  result: 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | null;
  /** What the player may do next. */
  allowed: Action[];
  /** Total staked (doubled included). */
  staked: number;
  win: number;
}

/**
 * The round after the player's actions, replayed from the round's random numbers. Throws on an action the round
 * does not allow.
 */
export function replayBlackjack(random: RandomInt, actions: readonly Action[], bet: number): BlackjackView {
  const draw = () => random(52);
  const player = [draw()];
  const dealer = [draw()];
  player.push(draw());
  dealer.push(draw());
  let doubled = false;
  let stood = false;
  const natural = isBlackjack(player) || isBlackjack(dealer);
  for (const action of actions) {
    if (natural || stood || handValue(player).total >= 21) throw new RangeError('round is over');
    if (action === 'double' && player.length !== 2) throw new RangeError('double only on two cards');
    if (action === 'hit') player.push(draw());
    else if (action === 'double') {
      doubled = true;
      player.push(draw());
      stood = true;
    } else stood = true;
  }
  const playerTotal = handValue(player).total;
  const finished = natural || stood || playerTotal >= 21;
  const staked = doubled ? bet * 2 : bet;
  if (!finished) {
    return {
      player,
      dealer: [dealer[0], null],
      playerTotal,
      dealerTotal: null,
      doubled,
      finished,
      result: null,
      allowed: player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'],
      staked,
      win: 0,
    };
  }
  let result: BlackjackView['result'];
  if (natural) {
    result = isBlackjack(player) && isBlackjack(dealer) ? 'push' : isBlackjack(player) ? 'blackjack' : 'lose';
  } else if (playerTotal > 21) {
    result = 'bust';
  } else {
    while (handValue(dealer).total < 17) dealer.push(draw());
    const d = handValue(dealer).total;
    result = d > 21 || playerTotal > d ? 'win' : playerTotal === d ? 'push' : 'lose';
  }
  const win =
    result === 'blackjack'
      ? bet + Math.floor((bet * 3) / 2)
      : result === 'win'
        ? staked * 2
        : result === 'push'
          ? staked
          : 0;
  return {
    player,
    dealer,
    playerTotal,
    dealerTotal: handValue(dealer).total,
    doubled,
    finished,
    result,
    allowed: [],
    staked,
    win,
  };
}

/** Basic strategy without splits for this game (dealer stands on soft 17, double on any two cards). */
export function basicStrategy(player: readonly number[], dealerUp: number): Action {
  const { total, soft } = handValue(player);
  const up = cardPoints(dealerUp) === 1 ? 11 : cardPoints(dealerUp);
  const canDouble = player.length === 2;
  const dbl = (): Action => (canDouble ? 'double' : 'hit');
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (up >= 3 && up <= 6) return canDouble ? 'double' : 'stand';
      return up === 2 || up === 7 || up === 8 ? 'stand' : 'hit';
    }
    if (total === 17) return up >= 3 && up <= 6 ? dbl() : 'hit';
    if (total >= 15) return up >= 4 && up <= 6 ? dbl() : 'hit';
    return up === 5 || up === 6 ? dbl() : 'hit';
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return dbl();
  if (total === 10) return up <= 9 ? dbl() : 'hit';
  if (total === 9) return up >= 3 && up <= 6 ? dbl() : 'hit';
  return 'hit';
}
