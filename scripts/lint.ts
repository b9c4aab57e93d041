/**
 * `npm run lint`: Biome (lint rules and the format check, biome.json) and the feature boundaries (dependency-cruiser,
 * .dependency-cruiser.cjs); exits non-zero when either fails. `npm test` runs it as one counted test.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR, run, type Counts } from './run-tool.ts';

const SOURCE_DIRS = ['app', 'server', 'providers', 'gateway', 'scripts', 'tests'];

/**
 * The TypeScript files of a tree, as git knows them (tracked or new, not ignored). They are given to dependency-cruiser
 * one by one: it does not look for .ts files in a folder while it cannot load the project's TypeScript 7.
 */
export function typeScriptSources(cwd = ROOT_DIR, exclude = /^tests\/fixtures\//): string[] {
  const patterns = [...SOURCE_DIRS.flatMap((d) => [`${d}/*.ts`, `${d}/*.tsx`]), '*.ts'];
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...patterns], {
    cwd,
    encoding: 'utf8',
  });
  return [...new Set(out.split('\n').filter((f) => f && !exclude.test(f)))].sort();
}

/**
 * The boundary check over the project's TypeScript: dependency-cruiser's exit code is the number of violations. Every
 * violation fails the lint: there is no list of tolerated ones.
 */
export function runBoundaries(): Promise<number> {
  const config = path.join(ROOT_DIR, '.dependency-cruiser.cjs');
  return run('depcruise', ['--config', config, '--output-type', 'err', ...typeScriptSources()]);
}

export async function runLint(): Promise<Counts> {
  const biome = await run('biome', ['check', '--max-diagnostics=50', '.']);
  const boundaries = await runBoundaries();
  const failed = biome !== 0 || boundaries !== 0;
  return { passed: failed ? 0 : 1, failed: failed ? 1 : 0, skipped: 0 };
}

if (import.meta.main) {
  const counts = await runLint();
  process.exit(counts.failed ? 1 : 0);
}
