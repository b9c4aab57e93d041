/**
 * `npm run bench`: performance budgets, measured on this machine over loopback only, with bounded loops.
 *  (a) lobby server rendering: GET /en through the real server process (production build, Fastify, loaders,
 *      database) in requests/s, beside a bare renderToString of the same React tree (the entry context React
 *      Router built for GET /en, rendered again and again in this process, without loaders or HTTP). Budget: SSR ≥ 0.5 × bare render.
 *  (b) GET /pb/game-list requests/s (no budget: reported).
 *  (c) home first-load JavaScript: every script the /en HTML references (modulepreload links and the module
 *      entry), each gzipped, summed. Budget: ≤ 150 KB.
 *  (d) seamless wallet: bet callbacks/s through HTTP + HMAC + ledger + turnover on PostgreSQL beside pgbench, and on
 *      PGlite (scripts/bench-wallet.ts; BENCH_WALLET_SECONDS, default 20).
 * Prints PASS/FAIL per budget and exits 1 when one fails. BENCH_SECONDS (default 5) sets each measurement's length.
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntryContext } from 'react-router';
import { ensureBuild, ROOT_DIR } from './run-tool.ts';
import { startServer } from './server-process.ts';
import { runWalletBench } from './bench-wallet.ts';

// React's production build, as the server runs it (React is imported below, after this is set).
process.env.NODE_ENV = 'production';

const SECONDS = Math.min(Math.max(Number(process.env.BENCH_SECONDS ?? 5), 1), 60);
const CONCURRENCY = 8;
const MAX_REQUESTS = 200_000;
const SSR_RATIO_BUDGET = 0.5;
const FIRST_LOAD_BUDGET = 150 * 1024;

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** A closed loop of CONCURRENCY keep-alive clients against one URL: warm-up, then a measured window. */
async function load(url: string, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.get(url, { agent, headers: { 'accept-language': 'en' } }, (res) => {
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
  const { latencies, errors, elapsed } = await run(seconds * 1000, true);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { requests: latencies.length, errors, seconds: elapsed, perSecond: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99) };
}

/** Scripts the HTML makes the browser load at once: modulepreload links, module scripts and their static imports. */
function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']|import\(["']([^"']+\.js)["']\)/g)) urls.add(i[1] ?? i[2]);
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
async function bareRender(seconds: number): Promise<{ perSecond: number; renders: number; htmlBytes: number }> {
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { ServerRouter } = await import('react-router');
  const buildUrl = pathToFileURL(path.join(ROOT_DIR, 'build/server/index.js')).href;
  const build = (await import(buildUrl)) as { entry: { module: Record<string, unknown> } };
  let captured: { context: EntryContext; url: string } | undefined;
  const original = build.entry.module;
  const handleRequest = original.default as (request: Request, status: number, headers: Headers, context: EntryContext, load: unknown) => unknown;
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
    const res = await app.inject({ method: 'GET', url: '/en' });
    if (res.statusCode !== 200 || !captured) throw new Error(`GET /en answered ${res.statusCode} in the bare-render set-up`);
    // The same entry context without the loader-data stream (read once by the real response): the page's markup.
    const context = { ...captured.context, serverHandoffStream: undefined };
    const url = captured.url;
    const render = () => renderToString(createElement(ServerRouter, { context, url }));
    const htmlBytes = render().length;
    for (let i = 0; i < 20; i++) render(); // warm-up
    let renders = 0;
    const started = performance.now();
    const end = started + seconds * 1000;
    while (performance.now() < end && renders < MAX_REQUESTS) {
      render();
      renders++;
    }
    const elapsed = (performance.now() - started) / 1000;
    return { perSecond: renders / elapsed, renders, htmlBytes };
  } finally {
    build.entry.module = original;
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

async function main(): Promise<number> {
  await ensureBuild();
  console.log(`bench: ${SECONDS} s per measurement, ${CONCURRENCY} concurrent keep-alive clients on 127.0.0.1`);
  const server = await startServer({ env: { LOG_LEVEL: 'warn' } });
  let ssr: LoadResult;
  let gameList: LoadResult;
  let js: Awaited<ReturnType<typeof firstLoadJs>>;
  try {
    js = await firstLoadJs(server.baseURL);
    ssr = await load(`${server.baseURL}/en`, SECONDS);
    gameList = await load(`${server.baseURL}/pb/game-list`, SECONDS);
  } finally {
    await server.stop();
  }
  const bare = await bareRender(SECONDS);

  const ratio = ssr.perSecond / bare.perSecond;
  const ssrOk = ratio >= SSR_RATIO_BUDGET && ssr.errors === 0;
  const jsOk = js.gzip <= FIRST_LOAD_BUDGET;
  console.log('');
  console.log(`(a) lobby SSR, GET /en through Fastify: ${ssr.perSecond.toFixed(0)} req/s (p50 ${ssr.p50.toFixed(1)} ms, p99 ${ssr.p99.toFixed(1)} ms, ${ssr.requests} requests, ${ssr.errors} errors)`);
  console.log(`    bare renderToString of the same tree: ${bare.perSecond.toFixed(0)} renders/s (${bare.renders} renders, ${kb(bare.htmlBytes)} of HTML)`);
  console.log(`    ratio ${ratio.toFixed(2)} (budget ≥ ${SSR_RATIO_BUDGET}): ${verdict(ssrOk)}`);
  console.log(`(b) GET /pb/game-list: ${gameList.perSecond.toFixed(0)} req/s (p50 ${gameList.p50.toFixed(1)} ms, p99 ${gameList.p99.toFixed(1)} ms, ${gameList.requests} requests, ${gameList.errors} errors)`);
  console.log(`(c) home first-load JS: ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.files} files; budget ≤ ${kb(FIRST_LOAD_BUDGET)}): ${verdict(jsOk)}`);

  // ---- (d) seamless wallet: scripts/bench-wallet.ts ----
  console.log('');
  const wallet = await runWalletBench({
    seconds: Math.min(Math.max(Number(process.env.BENCH_WALLET_SECONDS ?? 20), 1), 120),
    log: (line) => console.log(`(d) ${line}`),
  });
  return ssrOk && jsOk && gameList.errors === 0 && wallet.pass ? 0 : 1;
}

process.exit(await main());
