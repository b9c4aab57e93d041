import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The environment of a child tool: the project's node_modules/.bin (and so its Node) first on PATH. */
export function toolEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const bin = path.join(ROOT_DIR, 'node_modules', '.bin');
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(
  command: string,
  args: string[],
  extraEnv: Record<string, string | undefined> = {},
  cwd = ROOT_DIR,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: toolEnv(extraEnv), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const st = statSync(entry);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const BUILD_INPUTS = ['app', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];
const BUILD_OUTPUT = path.join(ROOT_DIR, 'build', 'server', 'index.js');

/** True when build/ is missing or older than a file it is built from. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD_OUTPUT)) return true;
  const built = statSync(BUILD_OUTPUT).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(ROOT_DIR, input)) > built);
}

/** A lock file in build/'s parent so two builds of one tree never interleave their output. */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(ROOT_DIR, '.build.lock');
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(lock, 'utf8'));
      } catch {
        /* released meanwhile */
      }
      let alive = false;
      if (holder > 0) {
        try {
          process.kill(holder, 0);
          alive = true;
        } catch {
          /* holder is gone */
        }
      }
      if (!alive) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`build lock ${lock} held by pid ${holder} for too long`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Builds the app (react-router build) when build/ is stale. */
export async function ensureBuild(): Promise<void> {
  if (!buildIsStale()) return;
  await withBuildLock(async () => {
    if (!buildIsStale()) return; // someone else built it while we waited
    console.log('build/ is stale: react-router build');
    mkdirSync(path.join(ROOT_DIR, 'build'), { recursive: true });
    const code = await run('react-router', ['build']);
    if (code !== 0) throw new Error(`react-router build failed with exit code ${code}`);
  });
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export function summaryLine(c: Counts): string {
  return `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
}
