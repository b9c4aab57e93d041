/* Generated from providers/demo/slot/slot-math.ts by fair/browser-modules.ts: edit the source, not this file. */
/**
 * The 5-reel, 3-row, 20-line slot: reel strips, pay table, paylines, the evaluation of one spin and the exact
 * return to player of the whole game.
 *
 * Rules
 * - The server draws one stop per reel, uniformly over that reel's strip; the visible window shows the stop and the
 *   two symbols after it (rows 0, 1, 2 from the top).
 * - Line wins pay left to right from the first reel, in multiples of the line bet (total bet / 20). WILD substitutes
 *   for every symbol except SCATTER and pays on its own; a line pays its best combination only.
 * - SCATTER pays anywhere on the screen, 3 or more, in multiples of the total bet, added to line wins.
 */

                                                                                                                

export const SYMBOLS                      = [
  'WILD',
  'SCATTER',
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

/** Pays for 3, 4 and 5 of a kind. Line symbols: multiples of the line bet; SCATTER: multiples of the total bet. */
                                                                           

                                 
                                          
               
                                        
                 
 

                          
                                                       
               
                   
                
                                  
                     
                                                      
                            
 

                             
                
                                   
                     
                            
 

                                 
                        
                     
                      
                             
                                                                                                      
                        
 

/** Compact strip notation: one token per position, separated by spaces. */
const TOKENS                           = {
  W: 'WILD',
  S: 'SCATTER',
  C: 'CROWN',
  G: 'GEM',
  B: 'BELL',
  L: 'CLOVER',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  T: 'TEN',
};

export function parseStrip(text        )             {
  return text
    .trim()
    .split(/\s+/)
    .map((token) => {
      const symbol = TOKENS[token];
      if (!symbol) throw new Error(`unknown strip token ${token}`);
      return symbol;
    });
}

export const PAYLINES                                 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

export const PAY_TABLE           = {
  WILD: [50, 250, 1100],
  SCATTER: [2, 10, 100],
  CROWN: [25, 100, 500],
  GEM: [20, 75, 300],
  BELL: [15, 50, 200],
  CLOVER: [10, 40, 150],
  A: [8, 25, 110],
  K: [6, 20, 80],
  Q: [5, 15, 60],
  J: [4, 12, 50],
  TEN: [3, 10, 40],
};

// Scatters sit at least three positions apart on every strip, so a reel never shows more than one.
export const REEL_STRIPS                                   = [
  parseStrip('C J Q W A S K L J B T Q K A T J G T C L Q W B S A K J T T Q K L A B G J'),
  parseStrip('L J B T G W C Q K A L J W Q J T T T B K G S C L A W Q J W K A Q'),
  parseStrip('S K A Q L J T W B Q G J C A K L W S Q J T T T K A B L G W C Q J W'),
  parseStrip('G J C W Q K A L T J Q T S B W G A C L K Q J T W T K Q A L B J'),
  parseStrip('A L J B J T Q G K C A W J L S B K Q A J T T T T Q G L C B W A K S Q K J'),
];

export const SLOT                 = { reels: REEL_STRIPS, rows: 3, lines: PAYLINES, pays: PAY_TABLE };

/** The visible window for the given top-row stops: grid[reel][row]. */
export function windowAt(def                , stops                   )               {
  return def.reels.map((strip, reel) => {
    const stop = stops[reel];
    if (!Number.isInteger(stop) || stop < 0 || stop >= strip.length)
      throw new RangeError(`stop ${stop} out of range on reel ${reel}`);
    const column             = [];
    for (let row = 0; row < def.rows; row++) column.push(strip[(stop + row) % strip.length]);
    return column;
  });
}

/** Best pay of one line given its symbols from the first reel on. */
export function evaluateLine(
  symbols                     ,
  pays          ,
)                                                                 {
  // Run of leading wilds, paid as wilds.
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'WILD') wilds++;
  const wildPay = wilds >= 3 ? pays.WILD[wilds - 3] : 0;

  // Run of the first non-wild symbol, wilds substituting.
  let best                                                                 =
    wildPay > 0 ? { symbol: 'WILD', count: wilds, multiplier: wildPay } : null;
  const symbol = symbols[wilds];
  if (symbol !== undefined && symbol !== 'SCATTER') {
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'WILD')) count++;
    const pay = count >= 3 ? pays[symbol][count - 3] : 0;
    if (pay > (best?.multiplier ?? 0)) best = { symbol, count, multiplier: pay };
  }
  return best;
}

export function evaluateSpin(def                , stops                   )                 {
  const grid = windowAt(def, stops);
  const lineWins            = [];
  let total = 0;
  def.lines.forEach((rows, index) => {
    const symbols = rows.map((row, reel) => grid[reel][row]);
    const win = evaluateLine(symbols, def.pays);
    if (win) {
      lineWins.push({
        line: index + 1,
        ...win,
        cells: rows.slice(0, win.count).map((row, reel) => [reel, row]                    ),
      });
      total += win.multiplier;
    }
  });
  const scatterCells                     = [];
  grid.forEach((column, reel) =>
    column.forEach((symbol, row) => {
      if (symbol === 'SCATTER') scatterCells.push([reel, row]);
    }),
  );
  let scatter                    = null;
  if (scatterCells.length >= 3) {
    const multiplier = def.pays.SCATTER[Math.min(scatterCells.length, 5) - 3];
    scatter = { count: scatterCells.length, multiplier, cells: scatterCells };
    total += multiplier * def.lines.length;
  }
  return { grid, lineWins, scatter, totalLineBets: total };
}

/** Win in minor units for a total bet in minor units (the total bet is a multiple of the line count). */
export function winAmount(def                , evaluation                , totalBet        )         {
  if (totalBet % def.lines.length !== 0) throw new RangeError('total bet must be a multiple of the line count');
  return evaluation.totalLineBets * (totalBet / def.lines.length);
}

                               
                                               
              
                
                  
                                                                                              
                      
                                                                               
                       
 

/**
 * Exact return to player.
 *
 * Each payline reads one cell from each reel. With a uniform stop, the symbol in any fixed row of a reel is
 * distributed as the symbol frequencies of that reel's strip, and the reels are independent, so the expected pay
 * of a line is a sum over the (few) distinct symbol combinations weighted by the product of their counts. Every
 * line has the same expectation. Scatter pays depend only on how many scatters are visible, and with scatters
 * spaced at least `rows` apart a reel shows one with probability rows · count / length. By linearity of
 * expectation the game's return is the line return plus the scatter return, whatever their correlation.
 */
export function exactRtp(def                )               {
  const reelCount = def.reels.length;
  const freq = def.reels.map((strip) => {
    const counts = new Map                  ();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts.entries()];
  });
  const combinations = def.reels.reduce((n, strip) => n * strip.length, 1);

  let lineWeighted = 0;
  let hitWeight = 0;
  const symbols             = new Array(reelCount);
  const walk = (reel        , weight        )       => {
    if (reel === reelCount) {
      const win = evaluateLine(symbols, def.pays);
      if (win) {
        lineWeighted += weight * win.multiplier;
        hitWeight += weight;
      }
      return;
    }
    for (const [symbol, count] of freq[reel]) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * count);
    }
  };
  walk(0, 1);
  // A line bet is 1/lines of the total bet and all lines are alike: line RTP = E[pay of one line in line bets].
  const lineRtp = lineWeighted / combinations;

  // Scatter: probability of a visible scatter per reel, then the distribution of the total count.
  for (const strip of def.reels) assertScatterSpacing(strip, def.rows);
  let dist = [1];
  for (const strip of def.reels) {
    const scatters = strip.filter((s) => s === 'SCATTER').length;
    const p = (def.rows * scatters) / strip.length;
    const next = new Array(dist.length + 1).fill(0);
    dist.forEach((q, k) => {
      next[k] += q * (1 - p);
      next[k + 1] += q * p;
    });
    dist = next;
  }
  let scatterRtp = 0;
  for (let k = 3; k < dist.length; k++) scatterRtp += dist[k] * def.pays.SCATTER[Math.min(k, 5) - 3];

  return {
    rtp: lineRtp + scatterRtp,
    lines: lineRtp,
    scatter: scatterRtp,
    lineHitRate: hitWeight / combinations,
    combinations,
  };
}

/** Scatters at least `rows` apart, cyclically, so that one window never holds two from the same reel. */
export function assertScatterSpacing(strip                     , rows        )       {
  const positions = strip.flatMap((s, i) => (s === 'SCATTER' ? [i] : []));
  for (let i = 0; i < positions.length; i++) {
    const next = i + 1 < positions.length ? positions[i + 1] : positions[0] + strip.length;
    if (positions.length > 1 && next - positions[i] < rows) throw new Error('scatters closer than the window height');
  }
}

/** A uniform integer in [0, max): the game server passes node:crypto randomInt; simulations pass a seeded generator. */
                                                

export function drawStops(def                , random           )           {
  return def.reels.map((strip) => random(strip.length));
}
