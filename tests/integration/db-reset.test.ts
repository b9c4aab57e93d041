import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { migrationState } from '../../server/db/migrations.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/db-reset.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-db-reset-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function reset(env: Record<string, string>, args: string[] = []): Promise<{ code: number; out: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '1', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', SCRIPT, ...args],
      { env: childEnv },
      (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as unknown as { code: number }).code) : 0, out: stdout + stderr });
      },
    );
  });
}

describe('npm run db:reset (embedded database)', () => {
  it('replaces the database with a migrated, seeded one and keeps the secrets', async () => {
    const first = await reset({});
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/demo data seeded/);

    const pgDir = path.join(dataDir, 'pg');
    let database = await openDatabase({ dataDir: pgDir });
    await database.db.execute(sql`CREATE TABLE leftover (a int)`);
    await database.close();

    const second = await reset({});
    expect(second.code, second.out).toBe(0);
    expect(existsSync(path.join(dataDir, 'secrets', 'ops-token'))).toBe(true);

    database = await openDatabase({ dataDir: pgDir });
    try {
      const leftover = (await database.db.execute(sql`SELECT to_regclass('public.leftover') AS t`)) as unknown as {
        rows: { t: string | null }[];
      };
      expect(leftover.rows[0].t).toBeNull();
      expect((await migrationState(database.db)).upToDate).toBe(true);
      const seeded = (await database.db.execute(sql`SELECT count(*)::int AS n FROM seed_marker`)) as unknown as {
        rows: { n: number }[];
      };
      expect(seeded.rows[0].n).toBe(1);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('refuses while a server answers on PORT', async () => {
    const server = http.createServer((_req, res) => res.end('up'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    try {
      const out = await reset({ PORT: String(port) });
      expect(out.code).toBe(1);
      expect(out.out).toContain('stop it first');
    } finally {
      server.close();
    }
  });
});
