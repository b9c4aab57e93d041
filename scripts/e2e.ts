/**
 * The end-to-end suite: builds the app when build/ is stale, then runs the Playwright specs in tests/e2e against
 * the real server in Debian's Chromium. Extra arguments go to `playwright test` (a file, `-g <title>`, `--headed`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, run, summaryLine, type Counts } from './run-tool.ts';

interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
}

export async function runE2e(args: string[] = []): Promise<Counts> {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(`e2e: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  try {
    await ensureBuild();
  } catch (err) {
    console.error(`e2e: ${(err as Error).message}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-report-'));
  const reportFile = path.join(dir, 'report.json');
  const code = await run('playwright', ['test', '--reporter=list,json', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  let report: PlaywrightReport = {};
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    /* no report: counted as one failure below */
  }
  rmSync(dir, { recursive: true, force: true });
  const stats = report.stats;
  const counts: Counts = {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: (stats?.unexpected ?? 0) + (report.errors?.length ?? 0),
    skipped: stats?.skipped ?? 0,
  };
  // A run that failed without naming a failing test (config error, crash) still counts as a failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

if (import.meta.main) {
  const counts = await runE2e(process.argv.slice(2));
  console.log(summaryLine(counts));
  process.exit(counts.failed ? 1 : 0);
}
