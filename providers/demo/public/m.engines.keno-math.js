/* Generated from providers/demo/engines/keno-math.ts by fair/browser-modules.ts: edit the source, not this file. */
import { shuffle,                } from './m.fair.random.js';

/**
 * Keno: the player marks 1 to 10 of the numbers 1–40; the round draws 10 (the first ten of a shuffle of the 40) and
 * pays by how many marked numbers were drawn. Each pay table returns 95% to within 0.13% (`exactKenoRtp`, over the
 * hypergeometric distribution of hits).
 */

export const NUMBERS = 40;
export const DRAWN = 10;
export const MAX_PICKS = 10;
export const RTP_PERCENT = 95;

/** PAYS[picks][hits]: return in hundredths of the bet, stake included. */
export const PAYS                                    = {
  1: [0, 380],
  2: [0, 145, 680],
  3: [0, 0, 465, 2590],
  4: [0, 0, 270, 605, 5800],
  5: [0, 0, 85, 575, 1600, 27000],
  6: [0, 0, 0, 405, 1305, 4350, 72000],
  7: [0, 0, 0, 210, 825, 2550, 13000, 128500],
  8: [0, 0, 0, 160, 455, 1250, 6250, 25000, 249500],
  9: [0, 0, 0, 40, 495, 730, 3000, 12000, 60500, 363000],
  10: [0, 0, 0, 35, 355, 430, 1600, 5350, 21500, 107000, 535500],
};

function choose(n        , k        )         {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** Return to player of the pay table for `picks` marked numbers. */
export function exactKenoRtp(picks        )         {
  const table = PAYS[picks];
  let rtp = 0;
  for (let h = 0; h <= picks; h++)
    rtp += ((choose(picks, h) * choose(NUMBERS - picks, DRAWN - h)) / choose(NUMBERS, DRAWN)) * (table[h] / 100);
  return rtp;
}

/** Distinct whole numbers 1–40, 1 to 10 of them, or null. */
export function validPicks(value         )                  {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_PICKS) return null;
  if (!value.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= NUMBERS)) return null;
  if (new Set(value).size !== value.length) return null;
  return [...(value            )].sort((a, b) => a - b);
}

                              
                  
                                                 
                  
                 
              
 

export function playKeno(random           , picks                   , bet        )              {
  const drawn = shuffle(random, NUMBERS, DRAWN).map((i) => i + 1);
  const hits = picks.filter((n) => drawn.includes(n));
  return { picks: [...picks], drawn, hits, win: Math.floor((bet * PAYS[picks.length][hits.length]) / 100) };
}
