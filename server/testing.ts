import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RouterContextProvider } from 'react-router';
import { serverContext } from '../app/context.ts';
import type { Member } from './rest/service.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { MIGRATIONS_DIR, openDatabase, type Database } from './db/client.ts';
import { FUNCTIONS_DIR } from './db/repeatable-migrations.ts';
import { createApp, type CreateAppOptions } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { historyTabLoaders } from './history-tabs.ts';

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
  const database = await openDatabase({ dataDir: 'memory://', template: await migratedTemplate() });
  await database.migrate(); // nothing left to apply: the template is migrated
  return database;
}

/**
 * A migrated PGlite data directory, built once per version of the migrations and functions and shared by every test process
 * through a file in the temp folder: starting from it takes about a second, where initdb and migrations take
 * several.
 */
async function migratedTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(MIGRATIONS_DIR, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const dir of [MIGRATIONS_DIR, FUNCTIONS_DIR]) {
    for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const full = path.join(dir, file);
      if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
    }
  }
  const file = path.join(os.tmpdir(), `casino-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      /* removed meanwhile: build it again below */
    }
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
    const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, tarball);
    renameSync(partial, file); // atomic: other processes see the whole file or none
    // Templates of older migrations are 40 MB each: remove those nobody has written for ten minutes.
    for (const name of readdirSync(os.tmpdir())) {
      const other = path.join(os.tmpdir(), name);
      if (!name.startsWith('casino-pglite-template-') || other === file) continue;
      try {
        if (Date.now() - statSync(other).mtimeMs > 600_000) rmSync(other, { force: true });
      } catch {
        /* gone already */
      }
    }
    return new Blob([tarball]);
  } finally {
    await database.close();
  }
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; app?: Partial<CreateAppOptions> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env },
    {
      DATA_DIR: dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      opsToken: randomBytes(24).toString('hex'),
    },
  );
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

/**
 * The router context a page's loader or action receives from the server (app/context.ts), for tests that call a
 * route module's `action`/`loader` directly: `await action({ request, params: { lang: 'en' }, context: routeContext(t.services, { member }) })`.
 */
export function routeContext(
  services: TestApp['services'],
  options: { member?: Member | null; ip?: string } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(serverContext, {
    services,
    member: async () => options.member ?? null,
    correlationId: randomBytes(8).toString('hex'),
    ip: options.ip ?? '127.0.0.1',
    routeIds: async () => new Set<string>(),
    i18nNamespaces: async () => null,
    historyTabs: historyTabLoaders,
    nonce: randomBytes(16).toString('base64'),
  });
  return context;
}

/** A form POST to a page, as a browser sends it without JavaScript. */
export function formRequest(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(new URL(url, 'http://localhost'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
