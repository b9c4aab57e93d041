/* Generated from providers/demo/engines/shooter-math.ts by fair/browser-modules.ts: edit the source, not this file. */
                                                   

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
]         ;
                                                      

export function targetOf(id         ) {
  return TARGETS.find((t) => t.id === id) ?? null;
}

                              
                   
                  
              
 

export function shoot(random           , target          , bet        )              {
  const t = targetOf(target) ;
  const caught = random(10_000) < 9_600 / t.multiplier;
  return { target, caught, win: caught ? bet * t.multiplier : 0 };
}
