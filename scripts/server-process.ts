import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starting the real server process (`node server/main.ts`), for the e2e harness and the benchmark. */

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  baseURL: string;
  port: number;
  /** The server's DATA_DIR: PGlite files, uploads, secrets. */
  dataDir: string;
  /** Bearer token of the /ops API. */
  opsToken: string;
  /** Server log (pino JSON lines), for debugging a failing spec. */
  logFile: string;
  /** The server's process id (the bench reads its CPU time); absent for a server started elsewhere. */
  pid?: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode} before listening:\n${logTail(logFile)}`);
    }
    try {
      const res = await fetch(`${baseURL}/`, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${logTail(logFile)}`);
}

export function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the real server (`node server/main.ts`, production build) on a free loopback port with a fresh DATA_DIR,
 * which it migrates and seeds with the demo data (member demo / Demo1234). `dataDir` starts it on a DATA_DIR
 * prepared beforehand (its secrets, its database) instead; it is left in place when the server stops.
 */
export async function startServer(
  options: { env?: Record<string, string>; keepDataDir?: boolean; dataDir?: string } = {},
): Promise<RunningServer> {
  if (!existsSync(path.join(ROOT_DIR, 'build/server/index.js'))) {
    throw new Error('build/ is missing: run `npm run build` (npm test and npm run test:e2e build it when stale)');
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'casino-e2e-'));
  const keepDataDir = options.keepDataDir || options.dataDir !== undefined;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database and the in-process bus unless a spec asks otherwise.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.OPS_TOKEN;
  delete env.JWT_SECRET;
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', 'server/main.ts'], {
    cwd: ROOT_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilUp(baseURL, child, logFile, 60_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  const opsToken = options.env?.OPS_TOKEN ?? readFileSync(path.join(dataDir, 'secrets', 'ops-token'), 'utf8').trim();
  return {
    baseURL,
    port,
    dataDir,
    opsToken,
    logFile,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
      if (!keepDataDir && !process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
