/**
 * Member websockets on one server process: `sockets` members, each with a session of their own, open /mb/gateway on
 * the real server process (production build, durable PGlite) and ask for the LIVE_WIN topic. Measured: the server
 * process's resident memory per open socket (RSS after all are open minus RSS before, from /proc), and one broadcast
 * to all of them — a winning round settled through the seamless wallet's signed HTTP callbacks, which the instance's
 * public feed pushes to every socket that asked (server/ws/public-feed.ts, every 2 s) — as the time from the first
 * socket's message to the last one's (the fan-out) and from the settled round to the last socket (with the feed's wait).
 *
 * Set-up (not measured): the demo data, the members in bulk SQL (sharing one password hash), a session per member
 * through the token service, a funded member with a launched game session for the win. The sockets come from client
 * processes of 5,000 each. The server process must be allowed an open file per socket: its limit is raised with
 * prlimit where that is permitted; where it is not, the bench opens as many as the limit allows and says so (FAIL).
 *
 * `node scripts/bench-sockets.ts [--sockets 20000]`; scripts/bench.ts calls `runSocketsBench` (BENCH_ONLY=sockets;
 * BENCH_SOCKETS sets the number of sockets).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

export interface SocketsBenchFigures {
  sockets: number;
  opened: number;
  failed: number;
  openSeconds: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  bytesPerSocket: number;
  received: number;
  fanOutMs: number;
  settleToLastMs: number;
}

const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** Sockets being opened at once. */
const OPENING = 250;

/** Resident memory of a process in bytes (VmRSS), or null where /proc is not there. */
function rss(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** The open-files limit of a process (soft), or null. */
function openFilesLimit(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    return line ? Number(line.split(/\s+/)[3]) : null;
  } catch {
    return null;
  }
}

/** Raises a process's open-files limit to `wanted` when it is lower; whether it now allows that many. */
function allowOpenFiles(pid: number, wanted: number): boolean {
  const now = openFilesLimit(pid);
  if (now === null || now >= wanted) return true;
  try {
    execFileSync('prlimit', [`--pid=${pid}`, `--nofile=${wanted}:${wanted}`], { stdio: 'ignore' });
  } catch {
    return false;
  }
  return (openFilesLimit(pid) ?? 0) >= wanted;
}

interface Prepared {
  tokens: string[];
  winner: { playerId: string; sessionToken: string; gameCode: string };
}

async function prepare(dataDir: string, sockets: number, log: (line: string) => void): Promise<Prepared> {
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
    const started = performance.now();
    const thb = await services.locale.currencyByCode('THB');
    if (!thb) throw new Error('the seed lacks THB');
    const stamp = randomBytes(3).toString('hex');
    // A complete profile: the winner launches a game.
    const template = await services.auth.createUser({
      username: `ws${stamp}`,
      password: 'Bench1234',
      currency_id: thb.id,
      first_name: 'Bench',
      last_name: 'Player',
      bank_no: String(1_000_000_000 + Number.parseInt(stamp, 16)),
      bank_currency_information_id: 1,
      dob: '1990-01-01',
      gender: 'male',
      email: `ws${stamp}@example.com`,
      register_channal_id: 1,
    });
    for (let from = 1; from <= sockets; from += 20_000) {
      const to = Math.min(sockets, from + 19_999);
      await services.db.execute(sql`
        INSERT INTO users (username, password_hash, currency_id, ref_code, privileges)
        SELECT 'ws' || ${stamp} || '_' || g, u.password_hash, u.currency_id, 'W' || ${stamp} || lpad(g::text, 7, '0'), '{}'
        FROM generate_series(${from}::int, ${to}::int) g, users u WHERE u.id = ${template.id}`);
    }
    const ids = (
      await rawRows(services.db, sql`SELECT id FROM users WHERE username LIKE ${`ws${stamp}\\_%`} ORDER BY id`)
    ).map((r) => Number(r.id));
    const tokens: string[] = [];
    for (let i = 0; i < ids.length; i += 200) {
      const issued = await Promise.all(
        ids.slice(i, i + 200).map((id) => services.tokens.issue(id, { ip: '127.0.0.1', userAgent: 'bench' })),
      );
      for (const s of issued) tokens.push(s.accessToken);
    }
    // The member whose win is broadcast: funded, with a launched game session.
    const game = await services.games.getGameByCode('demo-slot');
    if (!game) throw new Error('the seed lacks demo-slot');
    await services.ledger.transfer(services.db, {
      from: { house: 'payment_clearing', currency: 'THB' },
      to: { member: template.id, wallet: 'main', currency: 'THB' },
      amount: 1_000_000,
      currency: 'THB',
      key: `bench:sockets:${template.id}`,
      kind: 'deposit',
    });
    const launched = await services.seamless.launch(
      { id: template.id, username: template.username, sessionId: randomUUID(), currencyId: thb.id },
      { gameListId: game.id, languageCode: 'en' },
    );
    const url = new URL(launched.url, 'http://bench.local');
    log(
      `${sockets.toLocaleString('en')} members with a session each set up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return {
      tokens,
      winner: {
        playerId: url.searchParams.get('player')!,
        sessionToken: url.searchParams.get('token')!,
        gameCode: game.game_code,
      },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** A signed call of the demo provider to the casino's seamless wallet. */
async function walletCall(baseURL: string, secret: string, op: string, body: object): Promise<unknown> {
  const raw = JSON.stringify(body);
  const res = await fetch(`${baseURL}/provider/demo/wallet/${op}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    body: raw,
  });
  const answer = (await res.json()) as { status?: string };
  if (answer.status !== 'OK') throw new Error(`wallet ${op}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Sockets one client process holds (each process has its own open-files limit). */
const PER_CLIENT = 5_000;
/** Open files the server needs besides its sockets (database, logs, listeners). */
const SERVER_MARGIN = 400;

/** Messages between the bench and its client processes. */
type ToClient = { wsBase: string; tokens: string[] } | { close: true };
type FromClient = { opened: number; failed: number } | { arrivals: number[] };

/** Epoch milliseconds with sub-millisecond precision, comparable between the processes of one machine. */
const now = () => performance.timeOrigin + performance.now();

/**
 * A client process: opens its sockets (OPENING at a time), asks each for LIVE_WIN, reports how many opened, then the
 * moment each socket received its first LIVE_WIN (on `{ report }`), and closes them on `{ close }`.
 */
function runClient(): void {
  const sockets: WebSocket[] = [];
  const arrivals: number[] = [];
  process.on('message', async (message: ToClient | { report: true }) => {
    if ('close' in message) {
      for (const s of sockets) s.terminate();
      process.exit(0);
    }
    if ('report' in message) {
      process.send?.({ arrivals } satisfies FromClient);
      return;
    }
    let failed = 0;
    const connect = (token: string) =>
      new Promise<void>((resolve) => {
        const socket = new WebSocket(`${message.wsBase}/mb/gateway?token=${token}`, { perMessageDeflate: false });
        let got = false;
        socket.on('message', (data) => {
          if (!got && data.toString().startsWith('{"topic":"LIVE_WIN"')) {
            got = true;
            arrivals.push(now());
          }
        });
        socket.once('open', () => {
          socket.send(JSON.stringify({ op: 'subscribe', topics: ['LIVE_WIN'] }));
          sockets.push(socket);
          resolve();
        });
        socket.once('error', () => {
          failed++;
          resolve();
        });
      });
    for (let i = 0; i < message.tokens.length; i += OPENING)
      await Promise.all(message.tokens.slice(i, i + OPENING).map(connect));
    const opened = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
    process.send?.({ opened, failed } satisfies FromClient);
  });
}

export async function runSocketsBench(options: {
  sockets: number;
  log: (line: string) => void;
}): Promise<{ figures: SocketsBenchFigures | null; pass: boolean }> {
  const { startServer } = await import('./server-process.ts');
  const { DEMO_PROVIDER_DEV_SECRET } = await import('../server/config.ts');
  const { fork } = await import('node:child_process');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sockets-'));
  const clients: import('node:child_process').ChildProcess[] = [];
  try {
    const { tokens: allTokens, winner } = await prepare(dataDir, options.sockets, options.log);
    const server = await startServer({ dataDir, env: { LOG_LEVEL: 'warn' } });
    try {
      // The server holds every socket: as many as its open-files limit allows (raised with prlimit where permitted).
      const wanted = options.sockets + SERVER_MARGIN;
      let count = options.sockets;
      if (!server.pid || !allowOpenFiles(server.pid, wanted)) {
        const limit = (server.pid && openFilesLimit(server.pid)) || 0;
        count = Math.max(0, Math.min(options.sockets, limit - SERVER_MARGIN));
        options.log(
          `the server process may open ${limit.toLocaleString('en')} files and the limit cannot be raised here (prlimit refused): ${count.toLocaleString('en')} sockets instead of ${options.sockets.toLocaleString('en')}`,
        );
      }
      const tokens = allTokens.slice(0, count);
      const wsBase = server.baseURL.replace(/^http/, 'ws');
      // Warm the gateway (its code paths, the session cache) with a few sockets, then read the memory.
      const warm = await Promise.all(
        tokens.slice(0, 20).map(
          (token) =>
            new Promise<WebSocket>((resolve, reject) => {
              const s = new WebSocket(`${wsBase}/mb/gateway?token=${token}`);
              s.once('open', () => resolve(s));
              s.once('error', reject);
            }),
        ),
      );
      for (const s of warm) s.close();
      await new Promise((r) => setTimeout(r, 2_000));
      const before = rss(server.pid ?? 0) ?? 0;

      // The sockets, from client processes of PER_CLIENT each.
      const started = performance.now();
      const reports = await Promise.all(
        Array.from({ length: Math.ceil(tokens.length / PER_CLIENT) }, (_, i) => {
          const child = fork(new URL(import.meta.url).pathname, [], {
            env: { ...process.env, BENCH_SOCKETS_CLIENT: '1' },
            stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
          });
          clients.push(child);
          return new Promise<{ opened: number; failed: number }>((resolve, reject) => {
            child.once('message', (m: FromClient) => ('opened' in m ? resolve(m) : reject(new Error('unexpected'))));
            child.once('exit', (code) => reject(new Error(`a client process exited with ${code}`)));
            child.send({ wsBase, tokens: tokens.slice(i * PER_CLIENT, (i + 1) * PER_CLIENT) } satisfies ToClient);
          });
        }),
      );
      const openSeconds = (performance.now() - started) / 1000;
      const alive = reports.reduce((n, r) => n + r.opened, 0);
      const failed = reports.reduce((n, r) => n + r.failed, 0);
      // Let the last sockets' authentication finish and the server settle, then read the memory again.
      await new Promise((r) => setTimeout(r, 3_000));
      const after = rss(server.pid ?? 0) ?? 0;

      // One win, settled; the public feed broadcasts it at its next round.
      const bet = {
        tx_id: `bench-${randomUUID()}`,
        round_id: `round-${randomUUID()}`,
        game_code: winner.gameCode,
        player_id: winner.playerId,
        session_token: winner.sessionToken,
        amount: 10_000,
        currency: 'THB',
      };
      await walletCall(server.baseURL, DEMO_PROVIDER_DEV_SECRET, 'bet', bet);
      await walletCall(server.baseURL, DEMO_PROVIDER_DEV_SECRET, 'result', {
        ...bet,
        tx_id: `bench-${randomUUID()}`,
        amount: 500_000,
        ref_tx_id: bet.tx_id,
        round_closed: true,
      });
      const settled = now();
      const ask = () =>
        Promise.all(
          clients.map(
            (child) =>
              new Promise<number[]>((resolve) => {
                child.once('message', (m: FromClient) => resolve('arrivals' in m ? m.arrivals : []));
                child.send({ report: true });
              }),
          ),
        ).then((lists) => lists.flat());
      let arrivals = await ask();
      const deadline = Date.now() + 30_000;
      while (arrivals.length < alive && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        arrivals = await ask();
      }
      arrivals.sort((a, b) => a - b);
      const first = arrivals[0] ?? Number.NaN;
      const last = arrivals[arrivals.length - 1] ?? Number.NaN;
      const figures: SocketsBenchFigures = {
        sockets: count,
        opened: alive,
        failed,
        openSeconds: Math.round(openSeconds * 10) / 10,
        rssBeforeMb: Math.round(before / 1048576),
        rssAfterMb: Math.round(after / 1048576),
        bytesPerSocket: alive ? Math.round((after - before) / alive) : 0,
        received: arrivals.length,
        fanOutMs: Math.round((last - first) * 10) / 10,
        settleToLastMs: Math.round(last - settled),
      };
      const pass = failed === 0 && alive === count && count === options.sockets && arrivals.length === alive;
      options.log(
        `${alive.toLocaleString('en')} of ${count.toLocaleString('en')} member websockets open on one process in ${figures.openSeconds} s (${failed} failed; ${clients.length} client processes); server RSS ${figures.rssBeforeMb} MB → ${figures.rssAfterMb} MB: ${(figures.bytesPerSocket / 1024).toFixed(1)} KB per socket; ${loadAverage()}`,
      );
      options.log(
        `one LIVE_WIN broadcast: ${arrivals.length.toLocaleString('en')} sockets received it; first → last socket ${figures.fanOutMs} ms, settled round → last socket ${figures.settleToLastMs} ms (the feed reads every 2 s); ${loadAverage()} ${pass ? 'PASS' : 'FAIL'}`,
      );
      return { figures, pass };
    } finally {
      for (const child of clients) {
        child.removeAllListeners('exit');
        if (child.connected) child.send({ close: true } satisfies ToClient);
      }
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_SOCKETS_CLIENT === '1') runClient();
else if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--sockets');
  const sockets = Math.min(Math.max(Number(i > 0 ? process.argv[i + 1] : 20_000), 10), 200_000);
  const { pass } = await runSocketsBench({ sockets, log: (line) => console.log(line) });
  process.exit(pass ? 0 : 1);
}
