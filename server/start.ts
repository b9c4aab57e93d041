import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createApp } from './app.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { ROOT_DIR } from './plugins/react-router.ts';

/** env → database → services → app → listen. */
async function main() {
  const dev = process.argv.includes('--dev');
  let config;
  try {
    config = loadConfig(process.env, dev ? { NODE_ENV: 'development' } : {});
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.dataDir, 'pg') });
  await database.migrate();

  let vite: import('vite').ViteDevServer | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    vite = await createServer({ root: ROOT_DIR, server: { middlewareMode: true }, appType: 'custom' });
  }
  const { app, services } = await createApp({
    config,
    database,
    ui: vite ?? 'build',
    logger: { level: config.LOG_LEVEL },
  });
  if (await seedIfEmpty(services)) app.log.info('demo data seeded');
  // The embedded database has no autovacuum: VACUUM, ANALYZE and freezing run on a schedule (server/db/upkeep.ts).
  services.upkeep.start(app.log);
  // Cashback, rebate, levels and affiliate commission once per business day (server/daily-runs/).
  if (config.DAILY_RUNS === 'on') services.dailyRuns.start();
  // Quest progress from the settled rounds, read every two seconds (app/features/quests, docs/quests.md).
  services.quests.start();
  // Competitions: the settled-rounds consumer (every 2 s) and the end job that pays the prizes.
  services.competitions.start(app.log);
  // Points per amount wagered and per deposit, every minute (app/features/rewards).
  services.rewards.start(app.log);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await vite?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: database.kind,
      opsToken: config.OPS_TOKEN ? 'from OPS_TOKEN' : path.join(config.dataDir, 'secrets', 'ops-token'),
    },
    `listening on http://localhost:${config.PORT}`,
  );
}

await main();
