/**
 * `npm run bench`: performance budgets, measured on this machine over loopback only, with bounded loops. Every
 * figure is printed with the machine's load average (the machine may be shared: compare figures of one run).
 *  (a) anonymous lobby: GET /en as a new visitor's browser asks for it (Accept-Encoding: br, gzip; no cookie),
 *      through the real server process (production build): the page cache answers (server/page-cache.ts).
 *      Budget: ≥ 5,000 requests/s.
 *  (b) member lobby: GET /en of the logged-in demo member through the real server process (loaders, database,
 *      render, compression), in requests/s, beside a bare renderToString of the same React tree (the entry context
 *      React Router built for that member's GET /en, rendered again and again in this process, without loaders or
 *      HTTP). Budget: member SSR ≥ 0.5 × bare render. The server sends an unchanged page again without rendering it
 *      (app/render-memo.server.ts): the same requests to a second server with RENDER_MEMO_MB=0, where every request
 *      renders (a first view), are reported beside it. Beside it, the CPU time of each (all threads of the server
 *      process per member request, read from /proc; all threads of this process per bare render), which other work
 *      on a shared machine disturbs less than the rates; the server's share by thread (main thread, V8's workers:
 *      garbage collector and compiler, libuv's threadpool: compression).
 *  (c) GET /pb/game-list requests/s (no budget: reported).
 *  (d) home first-load JavaScript: every script the /en HTML references (modulepreload links and the module
 *      entry), each gzipped, summed. Budget: ≤ 150 KB.
 *  (e) Lighthouse mobile (the lighthouse package driving Debian's Chromium, headless): /en, /th and /en/games, 3
 *      runs each (a fresh browser profile each: a first visit), median. Budgets: performance ≥ 90, LCP ≤ 2.5 s,
 *      TBT ≤ 200 ms, CLS ≤ 0.1.
 *  (f) seamless wallet: bet callbacks/s through HTTP + HMAC + ledger + turnover on PostgreSQL beside pgbench, and on
 *      PGlite (scripts/bench-wallet.ts; BENCH_WALLET_SECONDS, default 20); on PGlite again with a promotion running
 *      for every member, whose rate must stay within 15 % of the one without; and rounds that settle (bet, result) with
 *      every member in a quest and a competition and their readers running, within 15 % of the same rounds without.
 *  (g) gateway deposits: deposits credited per second through payment.succeeded webhooks signed with Standard
 *      Webhooks, 8 concurrent clients, against the real server process on durable PGlite and on PostgreSQL when
 *      BENCH_DATABASE_URL / TEST_DATABASE_URL is set; each member's balance credited exactly once and the ledger
 *      verified afterwards (scripts/bench-deposits.ts; BENCH_DEPOSITS, default 250).
 * Prints PASS/FAIL per budget and exits 1 when one fails. BENCH_SECONDS (default 5) sets each measurement's length;
 *  (i) leaderboard: top 50 + the member's own rank of a competition of 100,000 players, requests/s through the real
 *      server (scripts/bench-leaderboard.ts; BENCH_LEADERBOARD_PLAYERS).
 *  (j) member websockets: 20,000 members' sockets on one server process, its memory per socket, and one LIVE_WIN
 *      broadcast to all of them, timed until the last socket has it (scripts/bench-sockets.ts; BENCH_SOCKETS). Not
 *      part of the default run: BENCH_ONLY=sockets.
 * BENCH_ONLY=pages,lighthouse,wallet,deposits,daily,leaderboard,sockets runs some parts only (pages: a–d).
 */
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntryContext } from 'react-router';
import { ensureBuild, ROOT_DIR } from './run-tool.ts';
import { startServer } from './server-process.ts';
import { runWalletBench } from './bench-wallet.ts';
import { runDepositBench } from './bench-deposits.ts';
import { runDailyBench } from './bench-daily.ts';
import { runLeaderboardBench } from './bench-leaderboard.ts';
import { runSocketsBench } from './bench-sockets.ts';

// React's production build, as the server runs it (React is imported below, after this is set).
process.env.NODE_ENV = 'production';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 5), 1), 60);
const CONCURRENCY = 8;
const MAX_REQUESTS = 200_000;
const SSR_RATIO_BUDGET = 0.5;
const ANONYMOUS_BUDGET = 5_000;
const FIRST_LOAD_BUDGET = 150 * 1024;
const LIGHTHOUSE_PAGES = ['/en', '/th', '/en/games'];
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_BUDGET = { performance: 90, lcpMs: 2_500, tbtMs: 200, cls: 0.1 };
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'pages,lighthouse,wallet,deposits,daily,leaderboard').split(',').map((p) => p.trim()),
);

/** The machine's load average (1, 5, 15 minutes), as `uptime` shows it. */
const loadAverage = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

/** CPU time (user + system, all threads) a process has used, in ms; null where /proc is not there. */
function processCpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * CPU time of a process's threads by kind, in ms: the main thread (JavaScript, the embedded database, rendering),
 * V8's workers (garbage collector, compiler) and libuv's threadpool (compression, files). Null where /proc is not there.
 */
function threadCpuMs(pid: number): Record<'main' | 'v8' | 'libuv' | 'other', number> | null {
  try {
    const byKind = { main: 0, v8: 0, libuv: 0, other: 0 };
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      } catch {
        continue; // a thread that ended meanwhile
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
      const kind =
        tid === String(pid) ? 'main' : name.startsWith('V8') ? 'v8' : name.startsWith('libuv') ? 'libuv' : 'other';
      byKind[kind] += ms;
    }
    return byKind;
  } catch {
    return null;
  }
}

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** A closed loop of CONCURRENCY keep-alive clients against one URL: warm-up, then a measured window. */
async function load(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
  serverPid?: number,
): Promise<LoadResult & { cpuMsPerRequest: number | null; threadMsPerRequest: Record<string, number> | null }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { 'accept-language': 'en', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
    });
  const run = async (ms: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    const end = performance.now() + ms;
    const worker = async () => {
      while (performance.now() < end && latencies.length + errors < MAX_REQUESTS) {
        const t0 = performance.now();
        try {
          const status = await get();
          if (status !== 200) errors++;
          else if (record) latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { latencies, errors, elapsed: (performance.now() - started) / 1000 };
  };
  await run(1000, false);
  const cpuBefore = serverPid ? processCpuMs(serverPid) : null;
  const threadsBefore = serverPid ? threadCpuMs(serverPid) : null;
  const { latencies, errors, elapsed } = await run(seconds * 1000, true);
  const cpuAfter = serverPid ? processCpuMs(serverPid) : null;
  const threadsAfter = serverPid ? threadCpuMs(serverPid) : null;
  const answered = latencies.length + errors;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: pct(0.5),
    p99: pct(0.99),
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null && answered > 0 ? (cpuAfter - cpuBefore) / answered : null,
    threadMsPerRequest:
      threadsBefore && threadsAfter && answered > 0
        ? Object.fromEntries(
            Object.entries(threadsAfter).map(([kind, ms]) => [
              kind,
              (ms - threadsBefore[kind as keyof typeof threadsBefore]) / answered,
            ]),
          )
        : null,
  };
}

/**
 * Scripts the HTML makes the browser load: modulepreload links, module scripts, their imports, and the preloads a
 * module script adds after the first paint (app/entry.server.tsx).
 */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']|import\(["']([^"']+\.js)["']\)/g))
      urls.add(i[1] ?? i[2]);
    const preloads = /for \(const href of (\[[^\]]*\])\)/.exec(m[1]);
    if (preloads) for (const href of JSON.parse(preloads[1]) as string[]) urls.add(href);
  }
  return [...urls];
}

async function firstLoadJs(baseURL: string): Promise<{ files: number; raw: number; gzip: number; html: string }> {
  const html = await (await fetch(`${baseURL}/en`)).text();
  let raw = 0;
  let gzip = 0;
  const scripts = firstLoadScripts(html);
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, baseURL))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.length, raw, gzip, html };
}

/**
 * Renders GET /en once through the app in this process (in-memory database with the demo data), keeping the entry
 * context React Router hands to entry.server; then renders that same tree with renderToString in a bounded loop.
 */
async function bareRender(
  seconds: number,
  login: { username: string; password: string },
): Promise<{ perSecond: number; renders: number; htmlBytes: number; cpuMsPerRender: number }> {
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { ServerRouter } = await import('react-router');
  const buildUrl = pathToFileURL(path.join(ROOT_DIR, 'build/server/index.js')).href;
  const build = (await import(buildUrl)) as { entry: { module: Record<string, unknown> } };
  let captured: { context: EntryContext; url: string } | undefined;
  const original = build.entry.module;
  const handleRequest = original.default as (
    request: Request,
    status: number,
    headers: Headers,
    context: EntryContext,
    load: unknown,
  ) => unknown;
  build.entry.module = {
    ...original,
    default(request: Request, status: number, headers: Headers, context: EntryContext, loadContext: unknown) {
      captured ??= { context, url: request.url };
      return handleRequest(request, status, headers, context, loadContext);
    },
  };

  const { loadConfig } = await import('../server/config.ts');
  const { openDatabase } = await import('../server/db/client.ts');
  const { createApp } = await import('../server/app.ts');
  const { seedIfEmpty } = await import('../server/seed/seed.ts');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const { app, services } = await createApp({ config, database, ui: 'build' });
  try {
    await seedIfEmpty(services);
    const session = await app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'local', ...login },
    });
    if (session.statusCode !== 201) throw new Error(`the bare-render set-up could not log in (${session.statusCode})`);
    const cookie = `${config.WEB_NAME}.jwt=${session.json().accessToken}`;
    const res = await app.inject({ method: 'GET', url: '/en', headers: { cookie } });
    if (res.statusCode !== 200 || !captured)
      throw new Error(`GET /en answered ${res.statusCode} in the bare-render set-up`);
    if (!res.body.includes(login.username)) throw new Error('the bare-render set-up did not render the member page');
    // The same entry context without the loader-data stream (read once by the real response): the page's markup.
    const context = { ...captured.context, serverHandoffStream: undefined };
    const url = captured.url;
    const render = () => renderToString(createElement(ServerRouter, { context, url, nonce: 'bench' }));
    const htmlBytes = render().length;
    for (let i = 0; i < 20; i++) render(); // warm-up
    let renders = 0;
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const end = started + seconds * 1000;
    while (performance.now() < end && renders < MAX_REQUESTS) {
      render();
      renders++;
    }
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    return {
      perSecond: renders / elapsed,
      renders,
      htmlBytes,
      cpuMsPerRender: (cpu.user + cpu.system) / 1000 / renders,
    };
  } finally {
    build.entry.module = original;
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Logs the demo member in through the server and answers its session cookie. */
async function memberCookie(baseURL: string, login: { username: string; password: string }): Promise<string> {
  const res = await fetch(`${baseURL}/pb/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', ...login }),
  });
  if (res.status !== 201) throw new Error(`the member could not log in (${res.status})`);
  const cookie = res.headers.getSetCookie().find((c) => c.includes('.jwt='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

interface LighthouseFigures {
  page: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
}

/**
 * A production server has served its pages before a visitor comes: the page is rendered a few times (a query string
 * skips the anonymous page cache, so the render code is compiled by the JIT) and then asked as new visitors (both
 * Home_Page_1 variants land in the cache). Lighthouse then measures the page, not the first request of a cold
 * process (the server's response time is part of its simulated LCP).
 */
async function warmUp(baseURL: string, page: string): Promise<void> {
  for (let i = 0; i < 20; i++) await (await fetch(`${baseURL}${page}?warm-up=${i}`)).arrayBuffer();
  for (let i = 0; i < 10; i++)
    await (await fetch(`${baseURL}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
}

/** Lighthouse mobile on a page, LIGHTHOUSE_RUNS times (a fresh Chromium each: a first visit), median of each figure. */
async function lighthouseRuns(
  baseURL: string,
  page: string,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      const result = await lighthouse(`${baseURL}${page}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        logLevel: 'error',
      });
      if (!result) throw new Error(`lighthouse gave no result for ${page}`);
      const { lhr } = result;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcpItems = JSON.stringify(
        lhr.audits['lcp-breakdown-insight']?.details ?? lhr.audits['largest-contentful-paint-element']?.details ?? {},
      );
      runs.push({
        page,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        lcpElement: /"nodeLabel":"([^"]*)"/.exec(lcpItems)?.[1] ?? '?',
      });
    } finally {
      chrome.kill();
    }
  }
  // A run Lighthouse could not measure (no LCP: the page did not finish loading in its window) counts as such and
  // is left out of the medians; all of them failing gives NaN, which fails the budgets.
  const measured = runs.filter((r) => Number.isFinite(r.lcpMs) && Number.isFinite(r.tbtMs));
  const of = (pick: (r: LighthouseFigures) => number) => (measured.length ? median(measured.map(pick)) : Number.NaN);
  return {
    page,
    performance: of((r) => r.performance),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    lcpElement: runs.map((r) => r.lcpElement).join(' | '),
    runs,
  };
}

async function main(): Promise<number> {
  await ensureBuild();
  const login = { username: 'demo', password: 'Demo1234' };
  console.log(
    `bench: ${SECONDS} s per measurement, ${CONCURRENCY} concurrent keep-alive clients on 127.0.0.1; ${os.cpus().length} CPUs; ${loadAverage()}`,
  );
  let pass = true;

  if (ONLY.has('pages') || ONLY.has('lighthouse')) {
    const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
    try {
      if (ONLY.has('pages')) {
        const js = await firstLoadJs(server.baseURL);
        const anonymous = await load(`${server.baseURL}/en`, SECONDS, { 'accept-encoding': 'br, gzip' });
        const anonymousLoad = loadAverage();
        const cookie = await memberCookie(server.baseURL, login);
        const member = await load(
          `${server.baseURL}/en`,
          SECONDS,
          { 'accept-encoding': 'br, gzip', cookie },
          server.pid,
        );
        const memberLoad = loadAverage();
        // The same requests to a server that renders every page (no render memo): what a first view costs.
        const rendering = await startServer({ env: { LOG_LEVEL: 'warn', RENDER_MEMO_MB: '0' } });
        let everyRender: Awaited<ReturnType<typeof load>>;
        let everyRenderLoad: string;
        try {
          const renderCookie = await memberCookie(rendering.baseURL, login);
          everyRender = await load(
            `${rendering.baseURL}/en`,
            SECONDS,
            { 'accept-encoding': 'br, gzip', cookie: renderCookie },
            rendering.pid,
          );
          everyRenderLoad = loadAverage();
        } finally {
          await rendering.stop();
        }
        const gameList = await load(`${server.baseURL}/pb/game-list`, SECONDS);
        const gameListLoad = loadAverage();
        const bare = await bareRender(SECONDS, login);
        const bareLoad = loadAverage();

        const ratio = member.perSecond / bare.perSecond;
        const anonymousOk = anonymous.perSecond >= ANONYMOUS_BUDGET && anonymous.errors === 0;
        const ssrOk = ratio >= SSR_RATIO_BUDGET && member.errors === 0;
        const jsOk = js.gzip <= FIRST_LOAD_BUDGET;
        pass &&= anonymousOk && ssrOk && jsOk && gameList.errors === 0;
        console.log('');
        console.log(
          `(a) anonymous GET /en (br): ${anonymous.perSecond.toFixed(0)} req/s (p50 ${anonymous.p50.toFixed(2)} ms, p99 ${anonymous.p99.toFixed(2)} ms, ${anonymous.requests} requests, ${anonymous.errors} errors; ${anonymousLoad}); budget ≥ ${ANONYMOUS_BUDGET}: ${verdict(anonymousOk)}`,
        );
        console.log(
          `(b) member GET /en through Fastify: ${member.perSecond.toFixed(0)} req/s (p50 ${member.p50.toFixed(1)} ms, p99 ${member.p99.toFixed(1)} ms, ${member.requests} requests, ${member.errors} errors; ${memberLoad})`,
        );
        console.log(
          `    bare renderToString of the same member tree: ${bare.perSecond.toFixed(0)} renders/s (${bare.renders} renders, ${kb(bare.htmlBytes)} of HTML; ${bareLoad})`,
        );
        console.log(`    ratio ${ratio.toFixed(2)} (budget ≥ ${SSR_RATIO_BUDGET}): ${verdict(ssrOk)}`);
        console.log(
          `    the same on a server that renders every page (RENDER_MEMO_MB=0, a first view): ${everyRender.perSecond.toFixed(0)} req/s (p50 ${everyRender.p50.toFixed(1)} ms, ${everyRender.errors} errors; ${everyRenderLoad}), ratio ${(everyRender.perSecond / bare.perSecond).toFixed(2)}` +
            (everyRender.threadMsPerRequest
              ? `, main thread ${everyRender.threadMsPerRequest.main.toFixed(2)} ms per request`
              : ''),
        );
        if (member.cpuMsPerRequest !== null)
          console.log(
            `    CPU time: ${member.cpuMsPerRequest.toFixed(2)} ms per member request (server process, all threads) / ${bare.cpuMsPerRender.toFixed(2)} ms per bare render = ${(bare.cpuMsPerRender / member.cpuMsPerRequest).toFixed(2)}`,
          );
        if (member.threadMsPerRequest) {
          const t = member.threadMsPerRequest;
          console.log(
            `    per member request by thread: main ${t.main.toFixed(2)} ms, V8 workers (garbage collector, compiler) ${t.v8.toFixed(2)} ms, libuv threadpool (compression) ${t.libuv.toFixed(2)} ms, other ${t.other.toFixed(2)} ms`,
          );
        }
        console.log(
          `(c) GET /pb/game-list: ${gameList.perSecond.toFixed(0)} req/s (p50 ${gameList.p50.toFixed(1)} ms, p99 ${gameList.p99.toFixed(1)} ms, ${gameList.requests} requests, ${gameList.errors} errors; ${gameListLoad})`,
        );
        console.log(
          `(d) home first-load JS: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files; budget ≤ ${kb(FIRST_LOAD_BUDGET)}): ${verdict(jsOk)}`,
        );
      }
      if (ONLY.has('lighthouse')) {
        console.log('');
        for (const page of LIGHTHOUSE_PAGES) {
          await warmUp(server.baseURL, page);
          const lh = await lighthouseRuns(server.baseURL, page);
          const ok =
            lh.performance >= LIGHTHOUSE_BUDGET.performance &&
            lh.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
            lh.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs &&
            lh.cls <= LIGHTHOUSE_BUDGET.cls;
          pass &&= ok;
          console.log(
            `(e) Lighthouse mobile ${page} (median of ${LIGHTHOUSE_RUNS}): performance ${lh.performance}, LCP ${(lh.lcpMs / 1000).toFixed(2)} s, TBT ${lh.tbtMs.toFixed(0)} ms, CLS ${lh.cls.toFixed(3)} ` +
              `(budgets ≥ ${LIGHTHOUSE_BUDGET.performance}, ≤ ${LIGHTHOUSE_BUDGET.lcpMs / 1000} s, ≤ ${LIGHTHOUSE_BUDGET.tbtMs} ms, ≤ ${LIGHTHOUSE_BUDGET.cls}; ${loadAverage()}): ${verdict(ok)}`,
          );
          console.log(
            `    runs (performance/LCP/TBT/CLS): ${lh.runs.map((r) => (Number.isFinite(r.lcpMs) ? `${r.performance}/${(r.lcpMs / 1000).toFixed(2)} s/${r.tbtMs.toFixed(0)} ms/${r.cls.toFixed(3)}` : 'not measured')).join(', ')}; LCP element: ${lh.lcpElement}`,
          );
        }
      }
    } finally {
      await server.stop();
    }
  }

  // ---- (f) seamless wallet: scripts/bench-wallet.ts ----
  if (ONLY.has('wallet')) {
    console.log('');
    const wallet = await runWalletBench({
      seconds: Math.min(Math.max(Number(process.env.BENCH_WALLET_SECONDS ?? 20), 1), 120),
      log: (line) => console.log(`(f) ${line}`),
    });
    pass &&= wallet.pass;
  }

  // ---- (g) gateway deposits through signed webhooks: scripts/bench-deposits.ts ----
  if (ONLY.has('deposits')) {
    console.log('');
    const deposits = await runDepositBench({
      deposits: Math.min(Math.max(Number(process.env.BENCH_DEPOSITS ?? 250), 10), 20_000),
      clients: CONCURRENCY,
      log: (line) => console.log(`(g) ${line}`),
    });
    pass &&= deposits.pass;
  }

  // ---- (h) the daily cashback run over many members: scripts/bench-daily.ts ----
  if (ONLY.has('daily')) {
    console.log('');
    const daily = await runDailyBench({
      members: Math.min(Math.max(Number(process.env.BENCH_DAILY_MEMBERS ?? 100_000), 10), 1_000_000),
      log: (line) => console.log(`(h) ${line}`),
    });
    pass &&= daily.pass;
  }

  // ---- (i) leaderboard reads of a competition of 100,000 players: scripts/bench-leaderboard.ts ----
  if (ONLY.has('leaderboard')) {
    console.log('');
    const board = await runLeaderboardBench({
      players: Math.min(Math.max(Number(process.env.BENCH_LEADERBOARD_PLAYERS ?? 100_000), 100), 1_000_000),
      seconds: SECONDS,
      clients: CONCURRENCY,
      log: (line) => console.log(`(i) ${line}`),
    });
    pass &&= board.pass;
  }

  // ---- (j) member websockets on one process and one broadcast to all: scripts/bench-sockets.ts ----
  if (ONLY.has('sockets')) {
    console.log('');
    const sockets = await runSocketsBench({
      sockets: Math.min(Math.max(Number(process.env.BENCH_SOCKETS ?? 20_000), 10), 200_000),
      log: (line) => console.log(`(j) ${line}`),
    });
    pass &&= sockets.pass;
  }
  return pass ? 0 : 1;
}

process.exit(await main());
