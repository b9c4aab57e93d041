import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createApp, type CreateAppOptions } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof createApp>>['app'];
  services: Awaited<ReturnType<typeof createApp>>['services'];
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** Which database the integration suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * A fresh database (a new in-memory PGlite, or a new database on the PostgreSQL server), migrated. On PostgreSQL
 * every call creates its own database from template0, so migrations run exactly as in production (schema `public`)
 * and test files never see each other's rows; `close()` drops it.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
    } finally {
      await admin.end();
    }
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    const database = await openDatabase({ url: testUrl.toString(), poolSize: 12 });
    await database.migrate();
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        try {
          await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await dropper.end();
        }
      },
    };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  return database;
}

export async function createTestApp(options: { seed?: boolean; env?: Record<string, string>; app?: Partial<CreateAppOptions> } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }, {
    DATA_DIR: dataDir,
    jwtSecret: randomBytes(32).toString('hex'),
    opsToken: randomBytes(24).toString('hex'),
  });
  const database = await openTestDatabase();
  const { app, services } = await createApp({ config, database, ...options.app });
  if (options.seed) await seedIfEmpty(services);
  await app.ready();
  return {
    app,
    services,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
