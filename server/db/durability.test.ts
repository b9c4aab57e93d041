import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteFsyncStats } from './client.ts';

const WRITER = path.join(import.meta.dirname, 'durability-writer.ts');
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-durability-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface WriterRun {
  firstN: number;
  lastAck: number;
  done?: { commits: number; ms: number };
  signal: NodeJS.Signals | null;
}

/** Runs the writer; with killAfter it is killed with SIGKILL once that many commits were acknowledged. */
function runWriter(
  dataDir: string,
  options: { killAfter?: number; count?: number; relaxed?: boolean },
): Promise<WriterRun> {
  return new Promise((resolve, reject) => {
    const args = ['--disable-warning=ExperimentalWarning', WRITER, dataDir];
    if (options.count) args.push(String(options.count));
    if (options.relaxed) args.push('--relaxed');
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const run: WriterRun = { firstN: 0, lastAck: 0, signal: null };
    let acks = 0;
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const [word, a, b] = line.split(' ');
      if (word === 'ready') run.firstN = Number(a);
      else if (word === 'ack') {
        run.lastAck = Number(a);
        acks++;
        if (options.killAfter && acks === options.killAfter) child.kill('SIGKILL');
      } else if (word === 'done') run.done = { commits: Number(a), ms: Number(b) };
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 100_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      run.signal = signal;
      if (options.killAfter ? signal !== 'SIGKILL' : code !== 0)
        reject(new Error(`writer ended with ${signal ?? code}: ${stderr}`));
      else resolve(run);
    });
  });
}

describe('PGlite durability', () => {
  it('keeps every acknowledged commit when the process is killed with SIGKILL mid-stream, over three crashes', async () => {
    const dataDir = path.join(tempDir(), 'pg');
    let acknowledged = 0;
    for (const killAfter of [150, 97, 233]) {
      const run = await runWriter(dataDir, { killAfter });
      expect(run.signal).toBe('SIGKILL');
      // The writer continues after the last row that survived the previous crash, never below an acknowledged one.
      expect(run.firstN).toBeGreaterThan(acknowledged);
      expect(run.lastAck).toBeGreaterThanOrEqual(run.firstN + killAfter - 1);
      acknowledged = run.lastAck;
    }

    const client = await openPglite(dataDir);
    try {
      const { rows } = await client.query<{ n: number; amount: string; note: string }>(
        'SELECT n, amount::text AS amount, note FROM durability_probe WHERE n <= $1 ORDER BY n',
        [acknowledged],
      );
      const present = new Set(rows.map((r) => r.n));
      const lost: number[] = [];
      for (let n = 1; n <= acknowledged; n++) if (!present.has(n)) lost.push(n);
      expect(lost).toEqual([]);
      // Both statements of every transaction are there: nothing half-applied.
      for (const row of rows) {
        expect(row.note).toBe(`transfer ${row.n}`);
        expect(row.amount).toBe(String(row.n * 100));
      }
    } finally {
      await client.close();
    }
  }, 120_000);

  it('runs PostgreSQL with fsync on and calls fsync on disk for every commit', async () => {
    const client = await openPglite(path.join(tempDir(), 'pg'));
    try {
      const setting = async (name: string) => Object.values((await client.query(`SHOW ${name}`)).rows[0] as object)[0];
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('synchronous_commit')).toBe('on');
      await client.exec('CREATE TABLE t (a int)');
      for (let i = 0; i < 5; i++) {
        const before = pgliteFsyncStats.calls;
        await client.query('INSERT INTO t VALUES ($1)', [i]);
        expect(pgliteFsyncStats.calls - before).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await client.close();
    }
  });

  it('costs a bounded amount per commit (measured against PGlite without fsync)', async () => {
    const commits = 300;
    const dataDir = path.join(tempDir(), 'pg');
    const durable = await runWriter(dataDir, { count: commits });
    const relaxed = await runWriter(dataDir, { count: commits, relaxed: true });
    const perCommit = (r: WriterRun) => r.done!.ms / r.done!.commits;
    console.log(
      `PGlite commit (2-statement transaction): durable ${perCommit(durable).toFixed(2)} ms, ` +
        `without fsync ${perCommit(relaxed).toFixed(2)} ms, cost ${(perCommit(durable) - perCommit(relaxed)).toFixed(2)} ms a commit`,
    );
    expect(durable.done!.commits).toBe(commits);
    // Budget: a durable commit stays under 20 ms on the CI machine (2 cores, virtual disk).
    expect(perCommit(durable)).toBeLessThan(20);
  }, 120_000);
});
