/**
 * The daily cashback run over many members (members per second): `members` members, each with a day of settled bets
 * in three game categories on one business date, then the `cashback` job run for that date through the daily-run
 * scheduler (claim, lease, progress, one ledger transaction per member credited), as the server runs it at night.
 *
 * Set-up (not measured): the demo data, then the members and their day in bulk SQL (a member row each, sharing one
 * password hash, and their `member_turnover` rows as the seamless wallet writes them). The measured run must credit
 * every member once; a second run of the same date must credit nobody (the run row is done; and forced through the
 * job itself, every ledger key replays); `GET /ops/ledger/verify` must find the ledger consistent.
 *
 * - PGlite: durable, on disk (DATA_DIR/pg), as the server runs it in production.
 * - PostgreSQL: a scratch database on BENCH_DATABASE_URL, else TEST_DATABASE_URL (dropped afterwards); skipped
 *   without either.
 *
 * `node scripts/bench-daily.ts [--members 100000] [--only postgres|pglite]`; scripts/bench.ts calls
 * `runDailyBench` (BENCH_ONLY=daily; BENCH_DAILY_MEMBERS sets the number of members).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface DailyBenchFigures {
  database: 'postgres' | 'pglite';
  members: number;
  membersPerSecond: number;
  seconds: number;
  credited: number;
  /** Credits of the second, forced run of the same date (must be 0). */
  repeatCredited: number;
  ledgerOk: boolean;
  pass: boolean;
}

const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

async function benchOn(
  kind: 'postgres' | 'pglite',
  options: { url?: string; dataDir: string; members: number; log: (line: string) => void },
): Promise<DailyBenchFigures> {
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { createApp } = await import('../server/app.ts');
  const { seedIfEmpty } = await import('../server/seed/seed.ts');
  const { sql } = await import('drizzle-orm');
  const { addDays } = await import('../server/daily-runs/daily-runs.service.ts');

  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DAILY_RUNS: 'off' },
    {
      DATA_DIR: options.dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      opsToken: randomBytes(24).toString('hex'),
    },
  );
  const database = await openDatabase(
    kind === 'postgres' ? { url: options.url, poolSize: 10 } : { dataDir: path.join(options.dataDir, 'pg') },
  );
  await database.migrate();
  const { app, services } = await createApp({ config, database, logger: false });
  try {
    await seedIfEmpty(services);
    const db = services.db;
    const thb = await services.locale.currencyByCode('THB');
    if (!thb) throw new Error('the seed lacks THB');
    // A business date before the demo data's week of play: only the bench's members bet on it.
    const date = addDays(services.dailyRuns.lastClosedDate(), -30);
    const template = await services.auth.createUser({
      username: `bench${randomBytes(3).toString('hex')}`,
      password: 'Bench1234',
      currency_id: thb.id,
    });
    const setupStarted = performance.now();
    const chunk = 20_000;
    for (let from = 1; from <= options.members; from += chunk) {
      const to = Math.min(options.members, from + chunk - 1);
      await db.execute(sql`
        INSERT INTO users (username, password_hash, currency_id, ref_code, privileges)
        SELECT 'bd' || ${date.replaceAll('-', '')} || '_' || g, u.password_hash, u.currency_id,
               'B' || ${date.replaceAll('-', '').slice(2)} || lpad(g::text, 7, '0'), '{}'
        FROM generate_series(${from}::int, ${to}::int) g, users u WHERE u.id = ${template.id}`);
    }
    // Each member's day: slot and crash at a loss, live casino at a small win (stakes and wins in satang).
    await db.execute(sql`
      INSERT INTO member_turnover (member_id, currency, business_date, game_category, bet_amount, win_amount, bet_count)
      SELECT u.id, 'THB', ${date}::date, c.category, c.bet + (u.id % 97) * 100, c.win, c.n
      FROM users u
      CROSS JOIN (VALUES ('slot', 300000, 120000, 40), ('crash', 100000, 20000, 12), ('live-casino', 50000, 60000, 5))
        AS c(category, bet, win, n)
      WHERE u.username LIKE ${`bd${date.replaceAll('-', '')}_%`}`);
    options.log(
      `${kind}: ${options.members.toLocaleString('en')} members with a day of bets set up in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    const started = performance.now();
    const run = await services.dailyRuns.runJob('cashback', date);
    const seconds = (performance.now() - started) / 1000;
    const again = await services.dailyRuns.trigger('cashback', date);
    const forced = await services.cashback.jobs.cashback.run({
      businessDate: date,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    const verify = await services.ledger.verify();
    const figures: DailyBenchFigures = {
      database: kind,
      members: run.members,
      membersPerSecond: Math.round(run.members / seconds),
      seconds: Math.round(seconds * 10) / 10,
      credited: run.credited,
      // The run row is done: the trigger does not run it again; the job forced over the date credits nobody.
      repeatCredited: forced.credited + (again[0]?.attempts === run.attempts ? 0 : (again[0]?.credited ?? 0)),
      ledgerOk: verify.ok,
      pass: false,
    };
    figures.pass =
      run.status === 'done' && run.credited === options.members && figures.repeatCredited === 0 && figures.ledgerOk;
    options.log(
      `${kind}: cashback run over ${figures.members.toLocaleString('en')} members in ${figures.seconds} s = ${figures.membersPerSecond.toLocaleString('en')} members/s; credited ${figures.credited.toLocaleString('en')}, again ${figures.repeatCredited}; ledger ${figures.ledgerOk ? 'consistent' : 'NOT consistent'}; ${loadAverage()} ${figures.pass ? 'PASS' : 'FAIL'}`,
    );
    return figures;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runDailyBench(options: {
  members: number;
  only?: 'postgres' | 'pglite';
  log: (line: string) => void;
}): Promise<{ figures: DailyBenchFigures[]; pass: boolean }> {
  const figures: DailyBenchFigures[] = [];
  if (options.only !== 'postgres') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-daily-'));
    try {
      figures.push(await benchOn('pglite', { dataDir, members: options.members, log: options.log }));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (options.only !== 'pglite') {
    if (!url) options.log('postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    else {
      const name = `bench_daily_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE template0`);
      await admin.end();
      const dbUrl = new URL(url);
      dbUrl.pathname = `/${name}`;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-daily-'));
      try {
        figures.push(
          await benchOn('postgres', { url: dbUrl.toString(), dataDir, members: options.members, log: options.log }),
        );
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      }
    }
  }
  return { figures, pass: figures.every((f) => f.pass) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const only = arg('only');
  const result = await runDailyBench({
    members: Math.min(Math.max(Number(arg('members') ?? 100_000), 10), 1_000_000),
    only: only === 'postgres' || only === 'pglite' ? only : undefined,
    log: (line) => console.log(line),
  });
  process.exit(result.pass ? 0 : 1);
}
