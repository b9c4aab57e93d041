/**
 * `npm test`: the typecheck (`react-router typegen && tsc --noEmit`, counted as one test), the lint (`npm run lint`:
 * Biome and the feature boundaries, one test), the Vitest suite (unit and
 * integration tests, on PGlite, or on PostgreSQL when TEST_DATABASE_URL is set), then the Playwright end-to-end
 * suite; ends with one line `N passed, N failed[, N skipped]` over all of them and exits non-zero when anything
 * failed. `--unit` runs only Vitest, `--e2e` only Playwright, `--typecheck` only the typecheck, `--lint` only the lint.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runE2e } from './e2e.ts';
import { runLint } from './lint.ts';
import { run, summaryLine, type Counts } from './run-tool.ts';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  success: boolean;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
}

export async function runVitest(args: string[] = [], env: Record<string, string | undefined> = {}): Promise<Counts> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-vitest-report-'));
  const reportFile = path.join(dir, 'report.json');
  const code = await run(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args],
    env,
  );
  let report: VitestReport | undefined;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    /* no report: counted as one failure below */
  }
  rmSync(dir, { recursive: true, force: true });
  if (!report) return { passed: 0, failed: 1, skipped: 0 };
  const counts: Counts = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  // A file that failed outside any test (import error, failing hook) counts once.
  for (const file of report.testResults) {
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) counts.failed += 1;
  }
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The typecheck as one counted test: route types generated first, then the compiler over the whole project. */
export async function runTypecheck(): Promise<Counts> {
  const typegen = await run('react-router', ['typegen']);
  const tsc = typegen === 0 ? await run('tsc', ['--noEmit']) : 1;
  return typegen === 0 && tsc === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const only = argv.includes('--unit')
    ? 'unit'
    : argv.includes('--e2e')
      ? 'e2e'
      : argv.includes('--typecheck')
        ? 'typecheck'
        : argv.includes('--lint')
          ? 'lint'
          : 'all';
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  };
  if (only === 'all' || only === 'typecheck') {
    const types = await runTypecheck();
    console.log(`typecheck: ${summaryLine(types)}`);
    add(types);
  }
  if (only === 'all' || only === 'lint') {
    const lint = await runLint();
    console.log(`lint: ${summaryLine(lint)}`);
    add(lint);
  }
  if (only === 'all' || only === 'unit') {
    const unit = await runVitest();
    console.log(`vitest: ${summaryLine(unit)}`);
    add(unit);
  }
  if (only === 'all' || only === 'e2e') {
    const e2e = await runE2e();
    console.log(`e2e: ${summaryLine(e2e)}`);
    add(e2e);
  }
  console.log(summaryLine(total));
  process.exit(total.failed ? 1 : 0);
}
