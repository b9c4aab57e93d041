/** Currency exponents and the bet sizes offered, all amounts in integer minor units. */

export const FUN_CURRENCY = 'FUN';
export const FUN_START_BALANCE = 1_000_000; // 10,000.00

export function currencyDigits(currency: string): number {
  if (currency === FUN_CURRENCY) return 2;
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Currencies whose unit is worth little get proportionally larger stakes. */
const STAKE_SCALE: Record<string, number> = {
  IDR: 1000,
  VND: 1000,
  LAK: 1000,
  KHR: 1000,
  KRW: 1000,
  MMK: 1000,
  JPY: 100,
  INR: 10,
  BDT: 10,
  PHP: 10,
};

const SLOT_STAKES = [0.2, 0.4, 1, 2, 4, 10, 20, 40, 100];
const CRASH_STAKES = [1, 2, 5, 10, 20, 50, 100, 200, 500];

function toMinor(currency: string, major: number): number {
  return Math.round(major * (STAKE_SCALE[currency] ?? 1) * 10 ** currencyDigits(currency));
}

/** Total bets of the slot: each a multiple of the 20 lines so that every line bet is a whole minor unit. */
export function slotBetLevels(currency: string, lines: number): number[] {
  return SLOT_STAKES.map((major) => toMinor(currency, major)).filter((minor) => minor >= lines && minor % lines === 0);
}

export function crashBetLevels(currency: string): number[] {
  return CRASH_STAKES.map((major) => toMinor(currency, major)).filter((minor) => minor > 0);
}

/** The level closest to one unit of the currency's stake scale: a sensible first bet. */
export function defaultLevel(levels: readonly number[], currency: string): number {
  const target = toMinor(currency, 1);
  let best = 0;
  levels.forEach((level, i) => {
    if (Math.abs(level - target) < Math.abs(levels[best] - target)) best = i;
  });
  return best;
}
