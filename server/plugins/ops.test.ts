import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../testing.ts';
import { migrationJournal } from '../db/migrations.ts';
import { repeatableFiles } from '../db/repeatable-migrations.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('/ops', () => {
  it('answers 401 in the error shape without the ops token, on every /ops path', async () => {
    for (const url of [
      '/ops/health',
      '/ops/ledger/verify',
      '/ops/no-such-command',
      '/ops',
      '/OPS/health',
      `/ops/health?token=${t.config.opsToken}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ name: 'NotAuthenticated', code: 401, errorCode: 'NOT_AUTHENTICATED' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/ops/health', payload: {} });
    expect(post.statusCode).toBe(401);
  });

  it('refuses a wrong token, a token of another length, a member JWT and other schemes', async () => {
    const token = t.config.opsToken;
    const wrong = token.slice(0, -1) + (token.endsWith('a') ? 'b' : 'a');
    for (const authorization of [
      `Bearer ${wrong}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, 10)}`,
      `Basic ${token}`,
      token,
      'Bearer ',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/ops/health', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('GET /ops/health reports the database kind and that every migration and database function is applied', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/health', headers: bearer(t.config.opsToken) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const tags = migrationJournal().map((e) => e.tag);
    expect(body.ok).toBe(true);
    expect(body.database.kind).toBe(testDatabaseKind());
    expect(body.database.migrations).toMatchObject({
      available: tags,
      applied: tags,
      pending: [],
      unknown: 0,
      latest: tags.at(-1),
      upToDate: true,
    });
    const functions = repeatableFiles().map((f) => f.name);
    expect(functions).toContain('seamless_call');
    expect(body.database.functions).toEqual({ available: functions, applied: functions, pending: [], upToDate: true });
    // The transaction-id age: how far the database is from wraparound, and the upkeep that freezes it.
    const ids = body.database.transactionIds;
    expect(ids).toMatchObject({
      database: expect.any(String),
      wraparoundAt: 2 ** 31,
      freezeAge: 150_000_000,
      oldest: { database: expect.any(String) },
    });
    expect(Number.isInteger(ids.age) && ids.age > 0 && ids.age < 2 ** 31).toBe(true);
    expect(ids.oldest.age).toBeGreaterThanOrEqual(ids.age);
    expect(body.database.upkeep).toEqual({
      vacuums: testDatabaseKind() === 'pglite',
      schedule: '* * * * *',
      nextRun: null,
      lastRun: null,
    });
    expect(typeof body.database.latencyMs).toBe('number');
  });

  it('GET /ops/health shows the transaction-id age growing with writes, and the last upkeep run', async () => {
    const health = async () =>
      (await t.app.inject({ method: 'GET', url: '/ops/health', headers: bearer(t.config.opsToken) })).json();
    const before = (await health()).database.transactionIds.age;
    for (let i = 0; i < 20; i++) await t.services.db.execute(sql`SELECT txid_current()`);
    const grown = (await health()).database.transactionIds.age;
    expect(grown).toBeGreaterThanOrEqual(before + 20);
    if (testDatabaseKind() === 'pglite') {
      const report = await t.services.upkeep.runOnce({ everything: true });
      const after = await health();
      expect(after.database.upkeep.lastRun).toMatchObject({ startedAt: report.startedAt, steps: report.steps.length });
      expect(report.steps.length).toBeGreaterThan(0);
      // VACUUM of every table froze nothing older than the default freeze age; the age is read live.
      expect(after.database.transactionIds.age).toBe(report.after.age);
    }
  });

  it('an unknown /ops path with the token is a 404, not a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ops/no-such-command', headers: bearer(t.config.opsToken) });
    expect(res.statusCode).toBe(404);
    expect(res.json().name).toBe('NotFound');
  });
});
