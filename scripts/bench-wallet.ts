/**
 * Seamless-wallet throughput: bet callbacks per second through HTTP + HMAC + ledger + turnover, from `clients`
 * concurrent keep-alive clients (in a worker thread, so they do not share the server's event loop).
 *
 * - PostgreSQL: the app on a scratch database, printed beside `pgbench -c 8 -j 2 -T 20` (TPC-B, initialised with
 *   `pgbench -i` on a second scratch database) on the same server; both databases are dropped afterwards.
 *   Budget: ≥ 0.5 × pgbench tps and p99 ≤ 25 ms.
 * - PGlite (durable, on disk): budget ≥ 1,000 bets/s; then the same run with a promotion running for every member
 *   (the bet path's promotion check and progress in each bet's transaction) and once more without: budget ≥ 0.85 ×
 *   the mean of the two runs without; then with every member in a play quest and an ongoing competition while the
 *   settled-round readers run (quest progress, competition scores, points earning): the same budget.
 *
 * `node scripts/bench-wallet.ts [--seconds 20] [--clients 8] [--only postgres|pglite] [--upkeep-every 5 [--upkeep-all]]`;
 * with --upkeep-every, the database upkeep (server/db/upkeep.ts) runs that often during the measured run (on its
 * schedule it runs every minute) on the tables past autovacuum's thresholds, or with --upkeep-all on every table
 * (VACUUM (ANALYZE) of all of them, catalogs included: its worst case), and the line shows its runs; the PostgreSQL server is
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL (any database on it: the scratch ones are created beside it); without
 * either, only PGlite is measured. scripts/bench.ts calls `runWalletBench`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

interface Session {
  playerId: string;
  sessionToken: string;
  gameCode: string;
}

interface LoadInput {
  port: number;
  secret: string;
  sessions: Session[];
  clients: number;
  warmupMs: number;
  durationMs: number;
  /** Each bet is followed by its result (a win of half the stake, the round closed): two callbacks a round. */
  settle?: boolean;
}

interface LoadOutput {
  /** Every bet answered, warm-up included. */
  total: number;
  count: number;
  errors: number;
  statuses: Record<string, number>;
  latenciesMs: number[];
  elapsedMs: number;
}

export interface WalletBenchFigures {
  database: 'postgres' | 'pglite';
  betsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  bets: number;
  /** CPU of the server's thread per bet (HTTP, HMAC, validation, and on PGlite the database too): load-independent. */
  serverCpuMsPerBet: number;
  /** With --upkeep-every: the upkeep runs during the measured run (VACUUM (ANALYZE) of every table). */
  upkeep?: {
    runs: number;
    meanMs: number;
    longestStepMs: number;
    longestStep: string;
    steps: number;
    everything: boolean;
  };
  pgbenchTps?: number;
  ledgerOk: boolean;
  pass: boolean;
  budget: string;
}

/* ---------------------------------------------------------------- load generator (worker thread) */

async function generateLoad(input: LoadInput): Promise<LoadOutput> {
  const { createHmac } = await import('node:crypto');
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.clients });
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let errors = 0;
  let total = 0;
  let measuring = false;
  let stop = false;

  const post = (op: string, raw: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: input.port,
          method: 'POST',
          path: `/provider/demo/wallet/${op}`,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(raw),
            'x-signature': createHmac('sha256', input.secret).update(raw).digest('hex'),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(raw);
    });

  const client = async (i: number) => {
    const s = input.sessions[i % input.sessions.length];
    let result: string | null = null;
    while (!stop) {
      const round = `round-${randomUUID()}`;
      const tx = `bench-${randomUUID()}`;
      const call = {
        tx_id: tx,
        round_id: round,
        game_code: s.gameCode,
        player_id: s.playerId,
        session_token: s.sessionToken,
        amount: 100,
        currency: 'THB',
      };
      // With settle, calls alternate: the bet, then its result.
      const op = result ? 'result' : 'bet';
      const raw = result ?? JSON.stringify(call);
      result =
        !result && input.settle
          ? JSON.stringify({ ...call, tx_id: `${tx}-r`, ref_tx_id: tx, amount: 50, round_closed: true })
          : null;
      const started = performance.now();
      try {
        const res = await post(op, raw);
        total++;
        const ms = performance.now() - started;
        const status = res.status === 200 ? (JSON.parse(res.body) as { status: string }).status : `HTTP ${res.status}`;
        if (measuring) {
          latencies.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status !== 'OK') errors++;
        }
      } catch {
        if (measuring) errors++;
      }
    }
  };

  const workers = Array.from({ length: input.clients }, (_, i) => client(i));
  await new Promise((r) => setTimeout(r, input.warmupMs));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, input.durationMs));
  measuring = false;
  const elapsedMs = performance.now() - started;
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  return { total, count: latencies.length, errors, statuses, latenciesMs: latencies, elapsedMs };
}

if (!isMainThread && workerData?.kind === 'wallet-bench-load') {
  generateLoad(workerData.input as LoadInput).then((out) => parentPort!.postMessage(out));
}

function loadInWorker(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { kind: 'wallet-bench-load', input } });
    worker.once('message', (out: LoadOutput) => {
      resolve(out);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/* ---------------------------------------------------------------- the app under test */

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function benchApp(
  kind: 'postgres' | 'pglite',
  options: {
    url?: string;
    dataDir: string;
    clients: number;
    seconds: number;
    upkeepEverySeconds?: number;
    upkeepEverything?: boolean;
    /** Every member bets with a running promotion (the bet path's check and progress in the same transaction). */
    promotion?: boolean;
    /** Every bet is followed by its result (see LoadInput.settle). */
    settle?: boolean;
    /**
     * Every member has joined a play quest and an ongoing competition, and the server's settled-round readers run as
     * in production (quest progress and competition scores every 2 s, points earning every minute).
     */
    engagement?: boolean;
  },
): Promise<Omit<WalletBenchFigures, 'pass' | 'budget' | 'pgbenchTps'>> {
  const { loadConfig, DEMO_PROVIDER_DEV_SECRET } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { createApp } = await import('../server/app.ts');
  const { seedIfEmpty } = await import('../server/seed/seed.ts');
  const { questDefinitionSchema } = await import('../app/features/quests/quests.schemas.ts');
  const { competitionDefinitionSchema } = await import('../app/features/competitions/competitions.schemas.ts');

  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    {
      DATA_DIR: options.dataDir,
      jwtSecret: randomBytes(32).toString('hex'),
      opsToken: randomBytes(24).toString('hex'),
    },
  );
  const database = await openDatabase(
    kind === 'postgres'
      ? { url: options.url, poolSize: Math.max(10, options.clients + 2) }
      : { dataDir: path.join(options.dataDir, 'pg') },
  );
  await database.migrate();
  const { app, services } = await createApp({ config, database, logger: false });
  try {
    await seedIfEmpty(services);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;

    // One member per client, funded far beyond what the run can bet, each with a launched session.
    const thb = await services.locale.currencyByCode('THB');
    const game = await services.games.getGameByCode('demo-slot');
    if (!thb || !game) throw new Error('the seed lacks THB or demo-slot');
    const sessions: Session[] = [];
    // A free credit whose turnover target the run cannot reach: it stays active, so every bet is checked and counted.
    const promotion = options.promotion
      ? await services.promotions.opsCreate({
          category_code: null,
          kind: 'free_credit',
          trigger: null,
          currency: 'THB',
          bonus_percent: 0,
          bonus_cap: 0,
          min_deposit: 0,
          free_credit_amount: 1_000_000,
          target_type: 'turnover',
          target_multiple_pct: 100_000,
          contributions: { slot: 100 },
          eligible_categories: ['slot'],
          max_withdraw: 0,
          max_bet: 1_000_000,
          end_balance_floor: 0,
          duration_hours: 24,
          claim_starts_at: null,
          claim_ends_at: null,
          starts_at: null,
          is_active: true,
          order_no: 0,
          art: 'gold',
          content: { en: { title: 'Bench credit', summary: '', article: '', terms: '' } },
        })
      : null;
    const engagement = options.engagement
      ? {
          quest: await services.quests.opsCreate(
            questDefinitionSchema.parse({
              type: 'play',
              condition: 'bet',
              target: 1_000_000_000_000,
              categories: ['slot'],
              reward_type: 'money',
              reward_amount: 100,
              content: { en: { title: 'Bench quest' } },
            }),
          ),
          competition: await services.competitions.opsCreate(
            competitionDefinitionSchema.parse({
              texts: { en: { name: 'Bench race' } },
              calc_type: 'turnover',
              currency: 'THB',
              eligible_categories: ['slot'],
              prizes: [{ rank: 1, type: 'money', amount: 100 }],
              starts_at: new Date(Date.now() - 60_000).toISOString(),
              ends_at: new Date(Date.now() + 86_400_000).toISOString(),
            }),
          ),
        }
      : null;
    for (let i = 0; i < options.clients; i++) {
      const user = await services.auth.createUser({
        username: `bench${randomBytes(4).toString('hex')}`,
        password: 'Bench1234',
        currency_id: thb.id,
        first_name: 'Bench',
        last_name: 'Player',
        bank_no: String(1_000_000_000 + i),
        bank_currency_information_id: 1,
        dob: '1990-01-01',
        gender: 'male',
        email: `bench${i}@example.com`,
        register_channal_id: 1,
      });
      await services.ledger.transfer(services.db, {
        from: { house: 'payment_clearing', currency: 'THB' },
        to: { member: user.id, wallet: 'main', currency: 'THB' },
        amount: 1_000_000_000_000,
        currency: 'THB',
        key: `bench:fund:${user.id}`,
        kind: 'deposit',
      });
      if (promotion)
        await services.promotions.take(user.id, { promotion_information_id: promotion.id, confirm: false }, 'en');
      if (engagement) {
        await services.auth.setPrivilege(user.username, 'quest', true);
        await services.quests.join(user.id, engagement.quest.id, 'en');
        await services.competitions.join(user.id, engagement.competition.id);
      }
      const launched = await services.seamless.launch(
        { id: user.id, username: user.username, sessionId: randomUUID(), currencyId: thb.id },
        { gameListId: game.id, languageCode: 'en' },
      );
      const url = new URL(launched.url, 'http://bench.local');
      sessions.push({
        playerId: url.searchParams.get('player')!,
        sessionToken: url.searchParams.get('token')!,
        gameCode: game.game_code,
      });
    }

    const upkeepRuns: { ms: number; longestStepMs: number; longestStep: string; steps: number }[] = [];
    let upkeepTimer: NodeJS.Timeout | undefined;
    if (options.upkeepEverySeconds) {
      // Starts after the warm-up: the tables past autovacuum's thresholds, or with upkeepEverything every table.
      const every = options.upkeepEverySeconds * 1000;
      upkeepTimer = setTimeout(function tick() {
        void services.upkeep.runOnce({ everything: options.upkeepEverything }).then((r) => {
          const longest = r.steps.reduce((a, b) => (b.ms > a.ms ? b : a), { command: '', ms: 0 });
          upkeepRuns.push({
            ms: r.ms,
            longestStepMs: r.longestStepMs,
            longestStep: longest.command,
            steps: r.steps.length,
          });
          upkeepTimer = setTimeout(tick, every);
        });
      }, 2_000 + every);
    }
    // The settled-round readers, as the server starts them (server/start.ts).
    if (engagement) {
      services.quests.start();
      services.competitions.start();
      services.rewards.start();
    }
    const cpuBefore = process.threadCpuUsage();
    const out = await loadInWorker({
      port,
      secret: DEMO_PROVIDER_DEV_SECRET,
      sessions,
      clients: options.clients,
      warmupMs: 2_000,
      durationMs: options.seconds * 1000,
      settle: options.settle,
    });
    const cpu = process.threadCpuUsage(cpuBefore);
    clearTimeout(upkeepTimer);
    if (engagement) {
      await Promise.all([services.quests.stop(), services.competitions.stop(), services.rewards.stop()]);
      // The readers kept up: the race's leader has scored, and the quest counted the members' stakes.
      for (let i = 0; i < 100 && (await services.competitions.consume(5_000)).rounds > 0; i++);
      const board = await services.competitions.leaderboard(engagement.competition.id, null, 1);
      if (!(board.top[0]?.score > 0)) throw new Error('the competition counted no bets during the run');
    }
    const sorted = [...out.latenciesMs].sort((a, b) => a - b);
    const report = await services.ledger.verify();
    return {
      database: kind,
      betsPerSecond: Math.round((out.count / out.elapsedMs) * 1000),
      p50Ms: Math.round(percentile(sorted, 50) * 100) / 100,
      p95Ms: Math.round(percentile(sorted, 95) * 100) / 100,
      p99Ms: Math.round(percentile(sorted, 99) * 100) / 100,
      errors: out.errors,
      bets: out.count,
      // The warm-up and the drain are on the server too: counted against every bet answered, not only the measured ones.
      serverCpuMsPerBet: Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, out.total)) * 1000) / 1000,
      ledgerOk: report.ok,
      ...(options.upkeepEverySeconds
        ? {
            upkeep: {
              runs: upkeepRuns.length,
              meanMs: Math.round(upkeepRuns.reduce((t, r) => t + r.ms, 0) / Math.max(1, upkeepRuns.length)),
              longestStepMs: Math.max(0, ...upkeepRuns.map((r) => r.longestStepMs)),
              longestStep: upkeepRuns.reduce((a, b) => (b.longestStepMs > a.longestStepMs ? b : a), {
                longestStepMs: -1,
                longestStep: '',
              }).longestStep,
              steps: Math.round(upkeepRuns.reduce((t, r) => t + r.steps, 0) / Math.max(1, upkeepRuns.length)),
              everything: !!options.upkeepEverything,
            },
          }
        : {}),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** pgbench from PATH, else from the PostgreSQL installation. */
function pgbenchBinary(): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'pgbench'))) return path.join(dir, 'pgbench');
  }
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions)
    if (existsSync(path.join(root, v, 'bin', 'pgbench'))) return path.join(root, v, 'bin', 'pgbench');
  throw new Error('pgbench is not installed (it comes with the PostgreSQL client or server packages)');
}

async function pgbench(serverUrl: string, seconds: number): Promise<number> {
  const bin = pgbenchBinary();
  const name = `pgbench_scratch_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  try {
    const url = withDatabase(serverUrl, name);
    await run(bin, ['-i', '-q', url], { maxBuffer: 16 << 20 });
    const { stdout } = await run(bin, ['-c', '8', '-j', '2', '-T', String(seconds), url], { maxBuffer: 16 << 20 });
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!m) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Number(m[1]);
  } finally {
    await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

export async function runWalletBench(
  options: {
    seconds?: number;
    clients?: number;
    only?: 'postgres' | 'pglite';
    serverUrl?: string;
    upkeepEverySeconds?: number;
    upkeepEverything?: boolean;
    /** false: no second PGlite run with a promotion active for every member. */
    promotion?: boolean;
    log?: (line: string) => void;
  } = {},
): Promise<{ figures: WalletBenchFigures[]; pass: boolean }> {
  const seconds = options.seconds ?? 20;
  const clients = options.clients ?? 8;
  const log = options.log ?? ((line: string) => console.log(line));
  const serverUrl = options.serverUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const figures: WalletBenchFigures[] = [];
  const fmt = (f: WalletBenchFigures) =>
    `  ${f.database.padEnd(8)} ${String(f.betsPerSecond).padStart(6)} bets/s  p50 ${f.p50Ms} ms  p95 ${f.p95Ms} ms  p99 ${f.p99Ms} ms  ` +
    `(${f.bets} bets, ${f.errors} errors, ledger ${f.ledgerOk ? 'verified' : 'MISMATCH'}, server thread ${f.serverCpuMsPerBet} ms CPU/bet)  ` +
    `budget ${f.budget}: ${f.pass ? 'PASS' : 'FAIL'}` +
    (f.upkeep
      ? `\n           upkeep (${f.upkeep.everything ? 'every table' : 'tables past the thresholds'}): ${f.upkeep.runs} runs, ${f.upkeep.steps} tables, ` +
        `${f.upkeep.meanMs} ms each, longest table ${f.upkeep.longestStepMs} ms (${f.upkeep.longestStep})`
      : '');

  log(
    `seamless wallet: bet callbacks through HTTP + HMAC + ledger + turnover, ${clients} concurrent clients, ${seconds} s`,
  );
  if (options.only !== 'pglite') {
    if (!serverUrl) {
      log('  postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    } else {
      const tps = await pgbench(serverUrl, seconds);
      log(`  pgbench -c 8 -j 2 -T ${seconds} (TPC-B, scale 1): ${Math.round(tps)} tps`);
      const name = `casino_bench_${randomBytes(4).toString('hex')}`;
      await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
      try {
        const f = await benchApp('postgres', {
          url: withDatabase(serverUrl, name),
          dataDir,
          clients,
          seconds,
          upkeepEverySeconds: options.upkeepEverySeconds,
          upkeepEverything: options.upkeepEverything,
        });
        const pass = f.betsPerSecond >= 0.5 * tps && f.p99Ms <= 25 && f.errors === 0 && f.ledgerOk;
        const figure: WalletBenchFigures = {
          ...f,
          pgbenchTps: Math.round(tps),
          pass,
          budget: `≥ ${Math.round(0.5 * tps)}/s (0.5 × pgbench), p99 ≤ 25 ms`,
        };
        figures.push(figure);
        log(fmt(figure));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  }
  if (options.only !== 'postgres') {
    // On disk (a temporary directory), durable as in production.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
    try {
      const f = await benchApp('pglite', {
        dataDir,
        clients,
        seconds,
        upkeepEverySeconds: options.upkeepEverySeconds,
        upkeepEverything: options.upkeepEverything,
      });
      const pass = f.betsPerSecond >= 1_000 && f.errors === 0 && f.ledgerOk;
      const figure: WalletBenchFigures = { ...f, pass, budget: '≥ 1000/s' };
      figures.push(figure);
      log(fmt(figure));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    if (options.promotion !== false) {
      // The same run with a promotion running for every member, then once more without: the rate with it within 15 %
      // of the mean of the two without (before and after, so a machine warming up or getting busier favours neither).
      const fresh = async (extra: { promotion?: boolean; engagement?: boolean; settle?: boolean }) => {
        const dir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
        try {
          return await benchApp('pglite', { dataDir: dir, clients, seconds, ...extra });
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      };
      {
        const f = await fresh({ promotion: true });
        const after = await fresh({});
        const without = (figures.at(-1)!.betsPerSecond + after.betsPerSecond) / 2;
        const ratio = f.betsPerSecond / Math.max(1, without);
        const pass = ratio >= 0.85 && f.errors === 0 && f.ledgerOk;
        const figure: WalletBenchFigures = {
          ...f,
          pass,
          budget: `with a promotion ≥ 0.85 × without (ratio ${ratio.toFixed(2)})`,
        };
        figures.push(figure);
        log(fmt(figure).replace(/^ {2}pglite {3}/, '  pglite+promotion '));
        log(`  pglite again without a promotion: ${after.betsPerSecond} bets/s (mean without ${Math.round(without)})`);
        // Rounds that settle (a bet and its result), with every member in a quest and a competition and their readers
        // running, against the same rounds without, before and after: within 15 %.
        const settledBefore = await fresh({ settle: true });
        const e = await fresh({ settle: true, engagement: true });
        const settledAfter = await fresh({ settle: true });
        const settledWithout = (settledBefore.betsPerSecond + settledAfter.betsPerSecond) / 2;
        const eRatio = e.betsPerSecond / Math.max(1, settledWithout);
        const engaged: WalletBenchFigures = {
          ...e,
          pass: eRatio >= 0.85 && e.errors === 0 && e.ledgerOk,
          budget: `with a quest and a competition ≥ 0.85 × without (ratio ${eRatio.toFixed(2)})`,
        };
        figures.push(engaged);
        log(
          fmt(engaged)
            .replace(/^ {2}pglite {3}/, '  pglite+quest+competition ')
            .replace(/bets/g, 'callbacks'),
        );
        log(
          `  pglite bets with their results, without: ${settledBefore.betsPerSecond} and ${settledAfter.betsPerSecond} callbacks/s (mean ${Math.round(settledWithout)})`,
        );
      }
    }
  }
  const pass = figures.length > 0 && figures.every((f) => f.pass);
  log(`seamless wallet: ${pass ? 'PASS' : 'FAIL'}`);
  return { figures, pass };
}

if (isMainThread && import.meta.main) {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? undefined : argv[i + 1];
  };
  const only = arg('only');
  const result = await runWalletBench({
    seconds: arg('seconds') ? Number(arg('seconds')) : undefined,
    clients: arg('clients') ? Number(arg('clients')) : undefined,
    only: only === 'postgres' || only === 'pglite' ? only : undefined,
    upkeepEverySeconds: arg('upkeep-every') ? Number(arg('upkeep-every')) : undefined,
    upkeepEverything: argv.includes('--upkeep-all'),
  });
  process.exit(result.pass ? 0 : 1);
}
