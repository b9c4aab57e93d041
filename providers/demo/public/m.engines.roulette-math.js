/* Generated from providers/demo/engines/roulette-math.ts by fair/browser-modules.ts: edit the source, not this file. */
                                                   

/**
 * European roulette: one zero, 37 pockets, one ball per round. Every bet returns 36/37 = 97.30% (the zero takes
 * every outside bet; no la partage).
 *
 * Bets: a number (straight up, 35 to 1), red / black, odd / even, 1–18 / 19–36 (1 to 1), a dozen or a column
 * (2 to 1).
 */

export const POCKETS = 37;
export const RTP_PERCENT = Math.round((36 / 37) * 10000) / 100; // 97.3
export const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]         ;

                                                                                                                  

                              
                        
                                                                                                    
             
                 
 

/** What one unit wins on top of the stake. */
export const PAYS                                  = {
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

export function isRed(pocket        )          {
  return (RED                     ).includes(pocket);
}

export function covers(bet                             , pocket        )          {
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
export function validBets(value         )                       {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_BETS) return null;
  const out                = [];
  for (const raw of value) {
    if (!raw || typeof raw !== 'object') return null;
    const { type, n, amount } = raw                           ;
    if (typeof type !== 'string' || !(type in PAYS)) return null;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return null;
    const t = type                   ;
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

                                  
                 
                                                                                            
                                          
              
 

export function playRoulette(random           , bets                        )                  {
  const pocket = random(POCKETS);
  const wins                                    = [];
  bets.forEach((bet, i) => {
    if (covers(bet, pocket)) wins.push({ bet: i, amount: bet.amount * (PAYS[bet.type] + 1) });
  });
  return { pocket, wins, win: wins.reduce((sum, w) => sum + w.amount, 0) };
}
