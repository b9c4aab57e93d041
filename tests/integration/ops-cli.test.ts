import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing.ts';
import { buildRequest, UsageError } from '../../scripts/ops.ts';
import type { OpsCommand } from '../../scripts/ops-commands.ts';

const CLI = path.resolve(import.meta.dirname, '../../scripts/ops.ts');

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    if (!env.OPS_TOKEN) delete childEnv.OPS_TOKEN;
    execFile(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', CLI, ...args],
      { env: childEnv },
      (err, stdout, stderr) => {
        resolve({ code: err ? Number((err as unknown as { code: number }).code) : 0, stdout, stderr });
      },
    );
  });
}

describe('ops command table', () => {
  const table: Record<string, OpsCommand> = {
    'deposit:approve': {
      method: 'POST',
      path: '/ops/deposits/:id/approve',
      args: ['id'],
      options: ['note', 'amount'],
      describe: '',
    },
    'memo:list': { method: 'GET', path: '/ops/memos', options: ['status', 'limit'], describe: '' },
  };

  it('fills path parameters from positional arguments and sends options as the JSON body', () => {
    expect(buildRequest(['deposit:approve', '42', '--note', 'slip ok', '--amount=1500'], table)).toEqual({
      method: 'POST',
      path: '/ops/deposits/42/approve',
      body: { note: 'slip ok', amount: 1500 },
    });
    expect(buildRequest(['deposit:approve', 'a/b'], table).path).toBe('/ops/deposits/a%2Fb/approve');
  });

  it('sends options of a GET as the query string', () => {
    expect(buildRequest(['memo:list', '--status', 'open', '--limit', '5'], table)).toEqual({
      method: 'GET',
      path: '/ops/memos?status=open&limit=5',
    });
  });

  it('refuses unknown commands and options, missing arguments and values', () => {
    expect(() => buildRequest(['nope'], table)).toThrow(UsageError);
    expect(() => buildRequest(['deposit:approve'], table)).toThrow(/usage: deposit:approve <id>/);
    expect(() => buildRequest(['deposit:approve', '1', '2'], table)).toThrow(UsageError);
    expect(() => buildRequest(['deposit:approve', '1', '--bogus', 'x'], table)).toThrow(/no option --bogus/);
    expect(() => buildRequest(['deposit:approve', '1', '--note'], table)).toThrow(/needs a value/);
    expect(() => buildRequest(['request', 'GET', '/pb/languages'], table)).toThrow(UsageError);
  });
});

describe('npm run ops against a running server', () => {
  let t: TestApp;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    url = `http://127.0.0.1:${address.port}`;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-ops-cli-'));
    mkdirSync(path.join(dataDir, 'secrets'));
    writeFileSync(path.join(dataDir, 'secrets', 'ops-token'), `${t.config.opsToken}\n`);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('health with the token from DATA_DIR/secrets/ops-token prints the JSON answer', async () => {
    const out = await runCli(['health'], { OPS_URL: url, DATA_DIR: dataDir });
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({ ok: true, database: { migrations: { upToDate: true } } });
  });

  it('exits 1 and prints the error when the server refuses the token from OPS_TOKEN', async () => {
    const out = await runCli(['health'], { OPS_URL: url, OPS_TOKEN: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('answered 401');
    expect(out.stderr).toContain('NOT_AUTHENTICATED');
  });

  it('exits 2 with the list of commands on a usage error', async () => {
    const out = await runCli(['no-such-command'], { OPS_URL: url, DATA_DIR: dataDir });
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('unknown command');
    expect(out.stderr).toContain('ledger:verify');
  });
});
