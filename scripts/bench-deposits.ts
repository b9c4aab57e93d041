/**
 * Gateway deposits credited per second: `payment.succeeded` webhooks of the sandbox payment gateway, signed with
 * Standard Webhooks (the `standardwebhooks` package) with the server's own gateway secret, posted to
 * `/gateway/sandbox/webhook` of the real server process (`node server/main.ts`, production build) by `clients`
 * concurrent keep-alive clients in a worker thread.
 *
 * Set-up: a DATA_DIR is prepared in this process (its secrets, the demo data and `deposits` members with complete
 * profiles and an open session each), then the server starts on it. Every member asks for a PromptPay deposit through
 * `POST /mb/deposit-gateway`, the real path: the casino creates the payment on the gateway's merchant API. The
 * measured run then delivers one signed success event per deposit. Afterwards every event is delivered once more (a
 * gateway's retry: each must answer as a duplicate), every member's balance must be its deposit exactly once, and
 * `GET /ops/ledger/verify` (`npm run ops -- ledger:verify`) must find the ledger consistent.
 *
 * - PGlite: durable, on disk (DATA_DIR/pg), as the server runs it in production.
 * - PostgreSQL: a scratch database on BENCH_DATABASE_URL, else TEST_DATABASE_URL (dropped afterwards); skipped
 *   without either.
 *
 * `node scripts/bench-deposits.ts [--deposits 250] [--clients 8] [--only postgres|pglite]`; scripts/bench.ts calls
 * `runDepositBench` (BENCH_ONLY=deposits; BENCH_DEPOSITS sets the number of deposits).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import pg from 'pg';

/** The deposit each member asks for, in THB (PromptPay's limits are 20 to 50,000). */
const DEPOSIT_THB = 250;

export interface DepositBenchFigures {
  database: 'postgres' | 'pglite';
  creditedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  credited: number;
  errors: number;
  /** Replayed events that did not answer as duplicates. */
  replayErrors: number;
  /** Members whose balance is not their deposit exactly once. */
  balanceErrors: number;
  ledgerOk: boolean;
  /** Deposits created through POST /mb/deposit-gateway per second during the set-up (casino → gateway). */
  createdPerSecond: number;
  load: string;
  pass: boolean;
}

interface Delivery {
  depositId: number;
  paymentId: string;
  amount: number;
  fee: number;
}

interface LoadInput {
  port: number;
  secret: string;
  deliveries: Delivery[];
  clients: number;
}

interface LoadOutput {
  latenciesMs: number[];
  elapsedMs: number;
  errors: number;
  replayErrors: number;
  statuses: Record<string, number>;
  firstError?: string;
}

const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/* ---------------------------------------------------------------- load generator (worker thread) */

async function deliverWebhooks(input: LoadInput): Promise<LoadOutput> {
  const { Webhook } = await import('standardwebhooks');
  const signer = new Webhook(input.secret);
  const agent = new http.Agent({ keepAlive: true, maxSockets: input.clients });
  const statuses: Record<string, number> = {};
  let firstError: string | undefined;

  /** One event per deposit, with its id: the replay sends the same id, as the gateway's retries do. */
  const events = input.deliveries.map((d) => ({
    id: `evt_bench_${randomUUID()}`,
    body: JSON.stringify({
      type: 'payment.succeeded',
      data: {
        payment_id: d.paymentId,
        merchant_reference: String(d.depositId),
        amount: d.amount,
        currency: 'THB',
        fee: d.fee,
        paid_amount: d.amount,
        occurred_at: new Date().toISOString(),
      },
    }),
  }));

  const post = (event: { id: string; body: string }) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      // Signed when sent, as a gateway signs each delivery attempt (the timestamp is part of the signature).
      const at = new Date();
      const req = http.request(
        {
          host: '127.0.0.1',
          port: input.port,
          method: 'POST',
          path: '/gateway/sandbox/webhook',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(event.body),
            'webhook-id': event.id,
            'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
            'webhook-signature': signer.sign(event.id, at, event.body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(event.body);
    });

  /** Sends every event from `clients` concurrent clients; `check` tells an answer that is right. */
  const round = async (check: (status: number, body: { outcome?: string; duplicate?: boolean }) => boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let next = 0;
    const client = async () => {
      while (next < events.length) {
        const event = events[next++];
        const started = performance.now();
        try {
          const res = await post(event);
          const ms = performance.now() - started;
          let body: { outcome?: string; duplicate?: boolean } = {};
          try {
            body = JSON.parse(res.body);
          } catch {
            /* not JSON: counted below */
          }
          const key = `${res.status} ${body.duplicate ? 'duplicate' : (body.outcome ?? '?')}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (check(res.status, body)) latencies.push(ms);
          else {
            errors++;
            firstError ??= `${res.status} ${res.body.slice(0, 200)}`;
          }
        } catch (err) {
          errors++;
          firstError ??= String(err);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: input.clients }, client));
    return { latencies, errors, elapsedMs: performance.now() - started };
  };

  const measured = await round((status, body) => status === 200 && body.outcome === 'credited');
  const replay = await round((status, body) => status === 200 && body.duplicate === true);
  agent.destroy();
  return {
    latenciesMs: measured.latencies,
    elapsedMs: measured.elapsedMs,
    errors: measured.errors,
    replayErrors: replay.errors,
    statuses,
    firstError,
  };
}

if (!isMainThread && workerData?.kind === 'deposit-bench-load') {
  deliverWebhooks(workerData.input as LoadInput).then((out) => parentPort!.postMessage(out));
}

function loadInWorker(input: LoadInput): Promise<LoadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { kind: 'deposit-bench-load', input } });
    worker.once('message', (out: LoadOutput) => {
      resolve(out);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/* ---------------------------------------------------------------- set-up and checks */

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
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

/**
 * Prepares DATA_DIR (and the database) for the server: its secrets, the demo data and `count` members who can
 * deposit (complete profiles), each with an open session; answers their access tokens.
 */
async function prepare(dataDir: string, count: number, databaseUrl?: string): Promise<string[]> {
  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { createApp } = await import('../server/app.ts');
  const { seedIfEmpty } = await import('../server/seed/seed.ts');
  // The env of the server to come, not this process's: the secrets are generated into DATA_DIR/secrets, where the
  // server reads them.
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    { DATA_DIR: dataDir },
  );
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl, poolSize: 10 } : { dataDir: path.join(config.dataDir, 'pg') },
  );
  await database.migrate();
  const { app, services } = await createApp({ config, database, logger: false });
  try {
    await seedIfEmpty(services);
    const thb = await services.locale.currencyByCode('THB');
    if (!thb) throw new Error('the seed lacks THB');
    const tokens: string[] = [];
    const stamp = randomBytes(3).toString('hex');
    // A few at a time: each password is hashed with Argon2 on libuv's thread pool.
    for (let start = 0; start < count; start += 16) {
      const batch = Array.from({ length: Math.min(16, count - start) }, async (_, j) => {
        const i = start + j;
        const user = await services.auth.createUser({
          username: `dep${stamp}${i}`,
          password: 'Bench1234',
          currency_id: thb.id,
          first_name: 'Bench',
          last_name: 'Depositor',
          bank_no: String(2_000_000_000 + i),
          bank_currency_information_id: 1,
          dob: '1990-01-01',
          gender: 'female',
          email: `dep${stamp}${i}@example.com`,
          register_channal_id: 1,
        });
        const session = await services.tokens.issue(user.id, { ip: '127.0.0.1', userAgent: 'bench' });
        return session.accessToken;
      });
      tokens.push(...(await Promise.all(batch)));
    }
    return tokens;
  } finally {
    await app.close();
    await database.close();
  }
}

/** Runs `fn` over the items from `clients` concurrent workers, in order of the items. */
async function pool<T, R>(items: T[], clients: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

async function benchServer(
  kind: 'postgres' | 'pglite',
  options: { dataDir: string; databaseUrl?: string; deposits: number; clients: number },
): Promise<DepositBenchFigures> {
  const { startServer } = await import('./server-process.ts');
  const tokens = await prepare(options.dataDir, options.deposits, options.databaseUrl);
  const server = await startServer({
    dataDir: options.dataDir,
    env: { LOG_LEVEL: 'warn', ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}) },
  });
  try {
    // The server's own secret for its gateway, where it keeps it.
    const secret = readFileSync(path.join(server.dataDir, 'secrets', 'gateway-secret-sandbox'), 'utf8').trim();
    const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
    const call = (method: string, url: string, token: string, body?: unknown) =>
      new Promise<{ status: number; json: unknown }>((resolve, reject) => {
        const raw = body === undefined ? undefined : JSON.stringify(body);
        const req = http.request(
          `${server.baseURL}${url}`,
          {
            method,
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'x-locale': 'en',
              ...(raw ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(raw) } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let json: unknown = text;
              try {
                json = JSON.parse(text);
              } catch {
                /* kept as text */
              }
              resolve({ status: res.statusCode ?? 0, json });
            });
          },
        );
        req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(raw);
      });

    // Each member's pending deposit, through the casino's member API and the gateway's merchant API.
    const createStarted = performance.now();
    const deliveries = await pool(tokens, options.clients, async (token) => {
      const res = await call('POST', '/mb/deposit-gateway', token, {
        payment_type_code: 'PROMPTPAY',
        deposit_amount: DEPOSIT_THB,
      });
      if (res.status !== 201)
        throw new Error(`POST /mb/deposit-gateway answered ${res.status}: ${JSON.stringify(res.json)}`);
      const answer = res.json as { payment_id: string; deposit_id: number; amount: number; fee: number };
      return {
        depositId: answer.deposit_id,
        paymentId: answer.payment_id,
        amount: Math.round(answer.amount * 100),
        fee: Math.round(answer.fee * 100),
      } satisfies Delivery;
    });
    const createdPerSecond = Math.round((deliveries.length / (performance.now() - createStarted)) * 1000);

    const out = await loadInWorker({ port: server.port, secret, deliveries, clients: options.clients });
    const load = loadAverage();

    // Every member holds exactly its deposit: credited once, neither missed nor doubled by the replay.
    const balances = await pool(tokens, options.clients, async (token) => {
      const res = await call('GET', '/mb/wallet', token);
      return res.status === 200 ? (res.json as { data: { balance: number }[] }).data[0].balance : Number.NaN;
    });
    const balanceErrors = balances.filter((b, i) => b !== deliveries[i].amount - deliveries[i].fee).length;
    const verify = await fetch(`${server.baseURL}/ops/ledger/verify`, {
      headers: { authorization: `Bearer ${server.opsToken}` },
    });
    const ledgerOk = verify.status === 200 && ((await verify.json()) as { ok: boolean }).ok === true;
    agent.destroy();

    if (out.firstError) console.error(`  ${kind}: first refusal: ${out.firstError}`);
    const sorted = [...out.latenciesMs].sort((a, b) => a - b);
    const figures = {
      database: kind,
      creditedPerSecond: Math.round((out.latenciesMs.length / out.elapsedMs) * 1000),
      p50Ms: Math.round(percentile(sorted, 50) * 100) / 100,
      p99Ms: Math.round(percentile(sorted, 99) * 100) / 100,
      credited: out.latenciesMs.length,
      errors: out.errors,
      replayErrors: out.replayErrors,
      balanceErrors,
      ledgerOk,
      createdPerSecond,
      load,
    };
    return {
      ...figures,
      pass:
        figures.credited === options.deposits &&
        figures.errors === 0 &&
        figures.replayErrors === 0 &&
        figures.balanceErrors === 0 &&
        figures.ledgerOk,
    };
  } finally {
    await server.stop();
  }
}

export async function runDepositBench(
  options: {
    deposits?: number;
    clients?: number;
    only?: 'postgres' | 'pglite';
    serverUrl?: string;
    log?: (line: string) => void;
  } = {},
): Promise<{ figures: DepositBenchFigures[]; pass: boolean }> {
  const deposits = options.deposits ?? 250;
  const clients = options.clients ?? 8;
  const log = options.log ?? ((line: string) => console.log(line));
  const serverUrl = options.serverUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const figures: DepositBenchFigures[] = [];
  const fmt = (f: DepositBenchFigures) =>
    `  ${f.database.padEnd(8)} ${String(f.creditedPerSecond).padStart(6)} credited/s  p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  ` +
    `(${f.credited} deposits, ${f.errors} errors; replayed: ${f.replayErrors} not duplicates; ` +
    `balances: ${f.balanceErrors === 0 ? 'each credited once' : `${f.balanceErrors} WRONG`}; ledger ${f.ledgerOk ? 'verified' : 'MISMATCH'}; ` +
    `set-up ${f.createdPerSecond} deposits/s through /mb/deposit-gateway; ${f.load}): ${f.pass ? 'PASS' : 'FAIL'}`;

  log(
    `gateway deposits: payment.succeeded webhooks signed with Standard Webhooks → /gateway/sandbox/webhook → ledger, ${clients} concurrent clients, ${deposits} deposits`,
  );
  if (options.only !== 'pglite') {
    if (!serverUrl) {
      log('  postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    } else {
      const name = `casino_bench_${randomBytes(4).toString('hex')}`;
      await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
      try {
        const f = await benchServer('postgres', {
          dataDir,
          databaseUrl: withDatabase(serverUrl, name),
          deposits,
          clients,
        });
        figures.push(f);
        log(fmt(f));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      }
    }
  }
  if (options.only !== 'postgres') {
    // On disk, durable as in production.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
    try {
      const f = await benchServer('pglite', { dataDir, deposits, clients });
      figures.push(f);
      log(fmt(f));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pass = figures.length > 0 && figures.every((f) => f.pass);
  log(`gateway deposits: ${pass ? 'PASS' : 'FAIL'}`);
  return { figures, pass };
}

if (isMainThread && import.meta.main) {
  const argv = process.argv.slice(2);
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i === -1 ? undefined : argv[i + 1];
  };
  const only = arg('only');
  const { ensureBuild } = await import('./run-tool.ts');
  await ensureBuild();
  const result = await runDepositBench({
    deposits: arg('deposits') ? Number(arg('deposits')) : undefined,
    clients: arg('clients') ? Number(arg('clients')) : undefined,
    only: only === 'postgres' || only === 'pglite' ? only : undefined,
  });
  process.exit(result.pass ? 0 : 1);
}
