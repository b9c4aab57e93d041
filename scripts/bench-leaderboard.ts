/**
 * Leaderboard reads of a competition of many players (requests/s): `players` members in one running competition with
 * scores (ties included), then GET /pb/competition-leaderboard/<id>?top=50 through the real server process (production
 * build, durable PGlite) by members spread over the whole board, each asking the top 50 and their own rank, from
 * `clients` keep-alive clients in a closed loop.
 *
 * Set-up (not measured): the demo data, the members in bulk SQL (a member row each, sharing one password hash), the
 * competition through the competitions service and its entries in bulk SQL, sessions for 64 members at ranks spread
 * from the top to the bottom. Each answer must carry 50 rows and the member's own row, whose rank is checked against
 * a count of the entries ranked before it (the documented order) for a sample.
 *
 * `node scripts/bench-leaderboard.ts [--players 100000] [--seconds 5]`; scripts/bench.ts calls `runLeaderboardBench`
 * (BENCH_ONLY=leaderboard; BENCH_LEADERBOARD_PLAYERS sets the number of players).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

export interface LeaderboardBenchFigures {
  players: number;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
  pass: boolean;
}

const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

const SAMPLE = 64;

async function prepare(
  dataDir: string,
  players: number,
  log: (line: string) => void,
): Promise<{ id: number; tokens: { token: string; rank: number }[] }> {
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { createApp } = await import('../server/app.ts');
  const { seedIfEmpty } = await import('../server/seed/seed.ts');
  const { rawRows } = await import('../server/db/raw-query.ts');
  const { sql } = await import('drizzle-orm');
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: path.join(config.dataDir, 'pg') });
  await database.migrate();
  const { app, services } = await createApp({ config, database, logger: false });
  try {
    await seedIfEmpty(services);
    const db = services.db;
    const thb = await services.locale.currencyByCode('THB');
    if (!thb) throw new Error('the seed lacks THB');
    const started = performance.now();
    const stamp = randomBytes(3).toString('hex');
    const template = await services.auth.createUser({
      username: `lb${stamp}`,
      password: 'Bench1234',
      currency_id: thb.id,
    });
    for (let from = 1; from <= players; from += 20_000) {
      const to = Math.min(players, from + 19_999);
      await db.execute(sql`
        INSERT INTO users (username, password_hash, currency_id, ref_code, privileges)
        SELECT 'lb' || ${stamp} || '_' || g, u.password_hash, u.currency_id, 'L' || ${stamp} || lpad(g::text, 7, '0'), '{}'
        FROM generate_series(${from}::int, ${to}::int) g, users u WHERE u.id = ${template.id}`);
    }
    const now = Date.now();
    const { id } = await services.competitions.opsCreate({
      texts: { en: { name: `Bench ${stamp}` } },
      calc_type: 'turnover',
      min_stake: 0,
      currency: 'THB',
      eligible_categories: [],
      eligible_games: [],
      prizes: [{ rank: 1, type: 'money', amount: 100_000 }],
      theme: 'gold',
      starts_at: new Date(now - 86_400_000).toISOString(),
      ends_at: new Date(now + 7 * 86_400_000).toISOString(),
    });
    // Scores with many ties (a few thousand distinct values), reached over the last day.
    await db.execute(sql`
      INSERT INTO competition_entries (competition_id, member_id, score, reached_at, stake, win, rounds, joined_at)
      SELECT ${id}, u.id, ((u.id::bigint * 7919) % 4999) * 1000,
             now() - ((u.id::bigint * 104729) % 86400) * interval '1 second',
             ((u.id::bigint * 7919) % 4999) * 1000, 0, 1 + u.id % 50, now() - interval '1 day'
      FROM users u WHERE u.username LIKE ${`lb${stamp}\\_%`}`);
    await db.execute(sql`ANALYZE competition_entries`);
    // Members at ranks spread over the board, and their expected ranks (the documented order, counted here).
    const picked = await rawRows(
      db,
      sql`SELECT member_id, rank FROM (
            SELECT member_id, row_number() OVER (ORDER BY score DESC, reached_at, member_id) AS rank
            FROM competition_entries WHERE competition_id = ${id}) r
          WHERE rank % ${Math.max(1, Math.floor(players / SAMPLE))} = 1 ORDER BY rank LIMIT ${SAMPLE}`,
    );
    const tokens: { token: string; rank: number }[] = [];
    for (const p of picked) {
      const session = await services.tokens.issue(Number(p.member_id), { ip: '127.0.0.1', userAgent: 'bench' });
      tokens.push({ token: session.accessToken, rank: Number(p.rank) });
    }
    log(
      `${players.toLocaleString('en')} players in one competition set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { id, tokens };
  } finally {
    await app.close();
    await database.close();
  }
}

export async function runLeaderboardBench(options: {
  players: number;
  seconds: number;
  clients: number;
  log: (line: string) => void;
}): Promise<{ figures: LeaderboardBenchFigures; pass: boolean }> {
  const { startServer } = await import('./server-process.ts');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leaderboard-'));
  try {
    const { id, tokens } = await prepare(dataDir, options.players, options.log);
    const server = await startServer({ dataDir });
    try {
      const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
      const url = `${server.baseURL}/pb/competition-leaderboard/${id}?top=50`;
      let wrong = 0;
      const get = (who: { token: string; rank: number }, check: boolean) =>
        new Promise<number>((resolve, reject) => {
          const req = http.get(url, { agent, headers: { authorization: `Bearer ${who.token}` } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              if (check && res.statusCode === 200) {
                const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
                if (body.top?.length !== 50 || body.me?.rank !== who.rank || body.players !== options.players) wrong++;
              }
              resolve(res.statusCode ?? 0);
            });
          });
          req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
          req.on('error', reject);
        });
      // Every sampled member once, checked: the top 50 and their own rank as counted in the set-up.
      for (const who of tokens) await get(who, true);
      const run = async (ms: number) => {
        const latencies: number[] = [];
        let errors = 0;
        let next = 0;
        const end = performance.now() + ms;
        const worker = async () => {
          while (performance.now() < end) {
            const who = tokens[next++ % tokens.length]!;
            const t0 = performance.now();
            try {
              if ((await get(who, false)) === 200) latencies.push(performance.now() - t0);
              else errors++;
            } catch {
              errors++;
            }
          }
        };
        const started = performance.now();
        await Promise.all(Array.from({ length: options.clients }, worker));
        return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
      };
      await run(1_000);
      const { latencies, errors, elapsed } = await run(options.seconds * 1_000);
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
      const figures: LeaderboardBenchFigures = {
        players: options.players,
        requests: latencies.length,
        errors: errors + wrong,
        perSecond: Math.round(latencies.length / elapsed),
        p50: Math.round(pct(0.5) * 10) / 10,
        p99: Math.round(pct(0.99) * 10) / 10,
        pass: errors === 0 && wrong === 0 && latencies.length > 0,
      };
      options.log(
        `leaderboard of ${options.players.toLocaleString('en')} players, top 50 + own rank, ${options.clients} clients: ${figures.perSecond.toLocaleString('en')} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms; ${tokens.length} ranks checked, ${wrong} wrong, ${errors} errors; ${loadAverage()} ${figures.pass ? 'PASS' : 'FAIL'}`,
      );
      return { figures, pass: figures.pass };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  process.env.NODE_ENV = 'production';
  const result = await runLeaderboardBench({
    players: Math.min(Math.max(Number(arg('players') ?? 100_000), 100), 1_000_000),
    seconds: Math.min(Math.max(Number(arg('seconds') ?? 5), 1), 60),
    clients: 8,
    log: (line) => console.log(line),
  });
  process.exit(result.pass ? 0 : 1);
}
