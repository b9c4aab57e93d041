import { readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';
import path from 'node:path';

/**
 * The engines' outcome code as browser modules for the verify page: the very TypeScript the game server runs, with
 * its types stripped and its imports pointed at the sibling files, served from memory as `static/m.<dir>.<name>.js`
 * (made once when the provider starts, so they are never out of date).
 */

const ROOT = path.join(import.meta.dirname, '..');
export const SOURCES = [
  'fair/random.ts',
  'slot/slot-math.ts',
  'crash/crash-math.ts',
  'engines/roulette-math.ts',
  'engines/baccarat-math.ts',
  'engines/blackjack-math.ts',
  'engines/keno-math.ts',
  'engines/mines-math.ts',
  'engines/race-math.ts',
  'engines/shooter-math.ts',
  'engines/megaways-math.ts',
  'engines/jackpot-math.ts',
  'engines/outcomes.ts',
];

export const moduleName = (source: string) => `m.${source.replace(/\.ts$/, '').replaceAll('/', '.')}.js`;

export function browserModules(): Map<string, string> {
  const out = new Map<string, string>();
  for (const source of SOURCES) {
    const code = stripTypeScriptTypes(readFileSync(path.join(ROOT, source), 'utf8'), { mode: 'strip' });
    const rewritten = code.replace(/from '(\.{1,2}\/[^']+)\.ts'/g, (_match, spec: string) => {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(source), `${spec}.ts`));
      if (!SOURCES.includes(target)) throw new Error(`${source} imports ${target}, which is not a browser module`);
      return `from './${moduleName(target)}'`;
    });
    if (/from '(?!\.\/m\.)/.test(rewritten) || /from 'node:/.test(rewritten))
      throw new Error(`${source} imports something the browser cannot load`);
    out.set(
      moduleName(source),
      `/* providers/demo/${source}, its types stripped (fair/browser-modules.ts). */\n${rewritten}`,
    );
  }
  return out;
}
