/**
 * `npm run db:reset`: a fresh database with the demo data. On the embedded database it deletes DATA_DIR/pg; with
 * DATABASE_URL it drops and recreates the `public` schema (and drizzle's migration record). Then it migrates and
 * seeds, as the server does on its first start. Secrets in DATA_DIR are kept. Stop the server first: with the
 * embedded database it refuses while something answers on PORT (override with --force).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createApp } from '../server/app.ts';
import { seedIfEmpty } from '../server/seed/seed.ts';
import { migrationState } from '../server/db/migrations.ts';

async function serverAnswers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { redirect: 'manual', signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig(process.env, { NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const force = process.argv.includes('--force');

  if (config.DATABASE_URL) {
    const target = new URL(config.DATABASE_URL);
    console.log(`db:reset: dropping schema public on ${target.host}${target.pathname}`);
    let client = new pg.Client({ connectionString: config.DATABASE_URL });
    try {
      await client.connect();
    } catch (err) {
      if ((err as { code?: string }).code !== '3D000') throw err;
      // The database does not exist yet: create it from the server's maintenance database.
      const name = decodeURIComponent(target.pathname.slice(1));
      const maintenance = new URL(config.DATABASE_URL);
      maintenance.pathname = '/postgres';
      const admin = new pg.Client({ connectionString: maintenance.toString() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
      } finally {
        await admin.end();
      }
      console.log(`db:reset: created database ${name}`);
      client = new pg.Client({ connectionString: config.DATABASE_URL });
      await client.connect();
    }
    try {
      await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
  } else {
    const dir = path.join(config.dataDir, 'pg');
    if (!force && (await serverAnswers(config.PORT))) {
      console.error(`db:reset: a server answers on port ${config.PORT}; stop it first (or pass --force)`);
      return 1;
    }
    console.log(`db:reset: deleting ${dir}`);
    rmSync(dir, { recursive: true, force: true });
  }

  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pg') });
  try {
    await database.migrate();
    const { app, services } = await createApp({ config, database, logger: false });
    await app.ready();
    const seeded = await seedIfEmpty(services);
    const state = await migrationState(database.db);
    await app.close();
    console.log(
      `db:reset: ${database.kind}, ${state.applied.length} migrations applied (latest ${state.latest}), demo data ${seeded ? 'seeded' : 'already present'}`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

process.exit(await main());
