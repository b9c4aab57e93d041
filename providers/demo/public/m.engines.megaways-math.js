/* Generated from providers/demo/engines/megaways-math.ts by fair/browser-modules.ts: edit the source, not this file. */
                                                   

/**
 * A six-reel slot whose reels show 2 to 7 symbols each (drawn every spin), so a spin has up to 117,649 ways. Every
 * cell is drawn on its own from the reel's weights; WILD appears on reels 2–5 only and stands for every symbol.
 * A symbol pays when it (or WILD) shows on 3 or more adjacent reels from the left: the pay for that many reels,
 * in thousandths of the bet, times the number of ways (the product of its counts on those reels); the spin's win is
 * the sum, rounded down to the minor unit. Exact return (`exactMegawaysRtp`): 95.96%.
 */

                                                                                                      
export const PAYING                                         = [
  'CROWN',
  'GEM',
  'BELL',
  'CLOVER',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
];
export const REELS = 6;
export const MIN_ROWS = 2;
export const MAX_ROWS = 7;
const WEIGHTS                                              = {
  CROWN: 3,
  GEM: 4,
  BELL: 5,
  CLOVER: 6,
  A: 8,
  K: 9,
  Q: 10,
  J: 11,
  TEN: 12,
};
const WILD_WEIGHT = 2;

/** Pays for 3, 4, 5 and 6 reels, in thousandths of the bet per way. */
export const PAYS                                                                                 = {
  CROWN: [235, 710, 2365, 11835],
  GEM: [190, 475, 1420, 5920],
  BELL: [140, 355, 945, 3550],
  CLOVER: [120, 285, 710, 2365],
  A: [45, 140, 355, 1185],
  K: [45, 120, 285, 945],
  Q: [35, 95, 235, 710],
  J: [25, 70, 190, 590],
  TEN: [25, 60, 140, 475],
};

const hasWild = (reel        ) => reel >= 1 && reel <= 4;

/** The reel's symbols with their weights, in a fixed order. */
function reelTable(reel        )                         {
  const table                         = PAYING.map((s) => [s, WEIGHTS[s]]);
  if (hasWild(reel)) table.push(['WILD', WILD_WEIGHT]);
  return table;
}
const TABLES = Array.from({ length: REELS }, (_, r) => reelTable(r));
const TOTALS = TABLES.map((t) => t.reduce((sum, [, w]) => sum + w, 0));

function drawSymbol(random           , reel        )             {
  let roll = random(TOTALS[reel]);
  for (const [symbol, weight] of TABLES[reel]) {
    if (roll < weight) return symbol;
    roll -= weight;
  }
  throw new Error('unreachable');
}

                          
                     
                
               
                                
              
 

                                  
                                                      
                       
               
                  
              
 

export function evaluateMegaways(grid                                    , bet        )                                {
  const wins            = [];
  for (const symbol of PAYING) {
    let ways = 1;
    let reels = 0;
    for (let r = 0; r < REELS; r++) {
      const count = grid[r].filter((s) => s === symbol || s === 'WILD').length;
      if (count === 0) break;
      ways *= count;
      reels++;
    }
    if (reels >= 3) wins.push({ symbol, reels, ways, pay: PAYS[symbol][reels - 3] * ways });
  }
  const thousandths = wins.reduce((sum, w) => sum + w.pay, 0);
  return {
    ways: grid.reduce((n, reel) => n * reel.length, 1),
    wins,
    win: Math.floor((bet * thousandths) / 1000),
  };
}

export function playMegaways(random           , bet        )                  {
  const grid                 = [];
  for (let r = 0; r < REELS; r++) {
    const rows = MIN_ROWS + random(MAX_ROWS - MIN_ROWS + 1);
    const reel               = [];
    for (let i = 0; i < rows; i++) reel.push(drawSymbol(random, r));
    grid.push(reel);
  }
  return { grid, ...evaluateMegaways(grid, bet) };
}

/**
 * Exact return: reels are independent and so are cells, so for a symbol s paying on exactly n reels the expected
 * ways are the product of E[count of s or WILD] over reels 1…n times P(none on reel n+1); the game's return is the
 * sum over symbols and n (linearity of expectation), before the rounding down of each win.
 */
export function exactMegawaysRtp()         {
  const heights = MAX_ROWS - MIN_ROWS + 1;
  let rtp = 0;
  for (const symbol of PAYING) {
    const q = (reel        ) => (WEIGHTS[symbol] + (hasWild(reel) ? WILD_WEIGHT : 0)) / TOTALS[reel];
    const expected = (reel        ) => {
      let sum = 0;
      for (let h = MIN_ROWS; h <= MAX_ROWS; h++) sum += h * q(reel);
      return sum / heights;
    };
    const none = (reel        ) => {
      let sum = 0;
      for (let h = MIN_ROWS; h <= MAX_ROWS; h++) sum += (1 - q(reel)) ** h;
      return sum / heights;
    };
    for (let n = 3; n <= REELS; n++) {
      let e = 1;
      for (let r = 0; r < n; r++) e *= expected(r);
      if (n < REELS) e *= none(n);
      rtp += (e * PAYS[symbol][n - 3]) / 1000;
    }
  }
  return rtp;
}
