/**
 * `npm test`: the Vitest suite (unit and integration tests, on PGlite, or on PostgreSQL when TEST_DATABASE_URL is
 * set), then the Playwright end-to-end suite; ends with one line `N passed, N failed[, N skipped]` over both and
 * exits non-zero when anything failed. `--unit` or `--e2e` runs only one part.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runE2e } from './e2e.ts';
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
  const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...args], env);
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

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const only = argv.includes('--unit') ? 'unit' : argv.includes('--e2e') ? 'e2e' : 'all';
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (c: Counts) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  };
  if (only !== 'e2e') {
    const unit = await runVitest();
    console.log(`vitest: ${summaryLine(unit)}`);
    add(unit);
  }
  if (only !== 'unit') {
    const e2e = await runE2e();
    console.log(`e2e: ${summaryLine(e2e)}`);
    add(e2e);
  }
  console.log(summaryLine(total));
  process.exit(total.failed ? 1 : 0);
}
