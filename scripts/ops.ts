/**
 * `npm run ops -- <command> [args] [--option value]`: the client of the operator API (/ops). The token is OPS_TOKEN,
 * else DATA_DIR/secrets/ops-token (DATA_DIR defaults to ./data); the server is OPS_URL, else http://localhost:PORT.
 * `npm run ops -- help` lists the commands; `npm run ops -- request <METHOD> <path> [json body]` sends anything.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OPS_COMMANDS, type OpsCommand } from './ops-commands.ts';

export interface OpsRequest {
  method: string;
  path: string;
  body?: unknown;
}

export class UsageError extends Error {}

function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** Turns the command line into one request, from the command table. */
export function buildRequest(argv: string[], commands: Record<string, OpsCommand> = OPS_COMMANDS): OpsRequest {
  const [name, ...rest] = argv;
  if (!name) throw new UsageError('no command given');
  if (name === 'request') {
    const [method, urlPath, body] = rest;
    if (!method || !urlPath?.startsWith('/ops')) throw new UsageError('usage: request <METHOD> </ops/...> [json body]');
    return { method: method.toUpperCase(), path: urlPath, body: body === undefined ? undefined : JSON.parse(body) };
  }
  const command = commands[name];
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const positional: string[] = [];
  const options: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const key = eq > 0 ? arg.slice(2, eq) : arg.slice(2);
      const value = eq > 0 ? arg.slice(eq + 1) : rest[++i];
      if (value === undefined) throw new UsageError(`option --${key} needs a value`);
      if (!(command.options ?? []).includes(key)) throw new UsageError(`${name} takes no option --${key}`);
      options[key] = parseValue(value);
    } else {
      positional.push(arg);
    }
  }
  const names = command.args ?? [];
  if (positional.length !== names.length) {
    throw new UsageError(`usage: ${name} ${names.map((a) => `<${a}>`).join(' ')}`.trim());
  }
  let urlPath = command.path;
  names.forEach((argName, i) => {
    urlPath = urlPath.replace(`:${argName}`, encodeURIComponent(positional[i]));
  });
  if (command.method === 'GET' || command.method === 'DELETE') {
    const qs = new URLSearchParams(
      Object.entries(options).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    return { method: command.method, path: qs.size ? `${urlPath}?${qs}` : urlPath };
  }
  return { method: command.method, path: urlPath, body: options };
}

export function opsToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN;
  const file = path.resolve(env.DATA_DIR ?? './data', 'secrets', 'ops-token');
  if (!existsSync(file)) throw new UsageError(`no OPS_TOKEN and no ${file}: start the server once, or set OPS_TOKEN`);
  return readFileSync(file, 'utf8').trim();
}

export function opsBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.OPS_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, '');
}

function help(): string {
  const rows = Object.entries(OPS_COMMANDS).map(([name, c]) => {
    const usage = [
      name,
      ...(c.args ?? []).map((a) => `<${a}>`),
      ...(c.options ?? []).map((o) => `[--${o} value]`),
    ].join(' ');
    return `  ${usage.padEnd(44)} ${c.method} ${c.path}: ${c.describe}`;
  });
  return [
    'usage: npm run ops -- <command> [args] [--option value]',
    '',
    ...rows,
    `  ${'request <METHOD> </ops/...> [json]'.padEnd(44)} any /ops request`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  if (!argv.length || argv[0] === 'help' || argv[0] === '--help') {
    console.log(help());
    return argv.length ? 0 : 2;
  }
  let request: OpsRequest;
  let token: string;
  try {
    request = buildRequest(argv);
    token = opsToken();
  } catch (err) {
    console.error(`ops: ${(err as Error).message}`);
    if (err instanceof UsageError) console.error(`\n${help()}`);
    return 2;
  }
  const url = `${opsBaseUrl()}${request.path}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
  } catch (err) {
    console.error(`ops: cannot reach ${url}: ${(err as Error).cause ?? (err as Error).message}`);
    return 1;
  }
  const text = await res.text();
  let out = text;
  try {
    out = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    /* not JSON: printed as it came */
  }
  if (res.ok) {
    console.log(out);
    return 0;
  }
  console.error(`ops: ${request.method} ${request.path} answered ${res.status}`);
  console.error(out);
  return 1;
}

if (import.meta.main) process.exit(await main(process.argv.slice(2)));
