import { createHash, randomInt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createWalletClient, type WalletClientOptions } from './wallet-client.ts';
import { casinoWallet, funWallet, type PlayError } from './play-wallet.ts';
import { createSessionStore, type GameKind, type GameSession } from './sessions.ts';
import { resolveLang, stringsFor, type ProviderLang } from './i18n.ts';
import {
  crashBetLevels,
  currencyDigits,
  defaultLevel,
  FUN_CURRENCY,
  FUN_START_BALANCE,
  slotBetLevels,
} from './money.ts';
import { renderGamePage, renderMessagePage, themeFor, titleFromCode, type PageAssets } from './page.ts';
import { drawStops, exactRtp, PAY_TABLE, PAYLINES, SLOT, windowAt, type RandomInt } from './slot/slot-math.ts';
import { playSpin } from './slot/slot-round.ts';
import { createCrashTable, type CrashEvent } from './crash/crash-round.ts';
import { GROWTH_PER_SECOND, MAX_MULTIPLIER, MIN_TARGET, RTP_PERCENT } from './crash/crash-math.ts';

/**
 * The built-in game provider, mounted in the casino's process under /demo-provider but behaving like an external
 * one: it knows the casino only by its base URL and the shared secret, and moves money only through the
 * seamless-wallet API.
 *
 *   GET  /demo-provider/play/<game_code>?token=&player=&lang=[&brand=&title=&lobby=]   real play
 *   GET  /demo-provider/play/<game_code>?mode=fun&lang=[&brand=&title=&lobby=]         fun balance, no wallet calls
 *
 * Codes containing "crash" (or kind=crash) open the crash game, every other code the slot, themed by code and brand.
 */

export interface DemoProviderOptions {
  casinoBaseUrl: () => string;
  secret: string;
  prefix?: string;
  random?: RandomInt;
  /** Overrides for the wallet client (timeouts, retry pauses, fetch). */
  wallet?: Partial<Omit<WalletClientOptions, 'casinoBaseUrl' | 'secret'>>;
  crash?: { countdownMs?: number; tickMs?: number };
  /**
   * Who may frame the game pages (CSP frame-ancestors sources): the casino's origins. Default: the provider's own
   * origin only ('self').
   */
  frameAncestors?: readonly string[];
}

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const FUN_COOKIE = 'demo_fun';
const SLOT_RTP = exactRtp(SLOT);
const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'";
const ORIGIN_RE = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-fA-F:]+\](:\d{1,5})?$/;

const cryptoRandom: RandomInt = (max) => randomInt(max);

function loadAssets(prefix: string) {
  const files = new Map<string, { body: Buffer; type: string; etag: string }>();
  for (const name of readdirSync(PUBLIC_DIR)) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type) continue;
    const body = readFileSync(path.join(PUBLIC_DIR, name));
    files.set(name, { body, type, etag: createHash('sha256').update(body).digest('base64url').slice(0, 16) });
  }
  const assets: PageAssets = {
    url: (file) => `${prefix}/static/${file}?v=${files.get(file)?.etag ?? '0'}`,
  };
  return { files, assets };
}

/** The launch may say which engine to use (`kind=crash|slot`); otherwise codes containing "crash" fly. */
function kindOf(gameCode: string, asked: unknown): GameKind {
  if (asked === 'crash' || asked === 'slot') return asked;
  return /crash/i.test(gameCode) ? 'crash' : 'slot';
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : null;
}

const LOBBY_BASE = 'https://casino.invalid';

/**
 * Only a path on the casino's own site, never another origin. The value is parsed as a browser would parse it
 * (the URL parser drops tabs and line breaks, reads a backslash as a slash and `//host` as another host), and
 * anything that does not stay on the same origin, or carries a control character, falls back to the root.
 */
export function safeLobby(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300 || !value.startsWith('/')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, LOBBY_BASE);
  } catch {
    return '/';
  }
  if (url.origin !== LOBBY_BASE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

const HTTP_FOR_ERROR: Partial<Record<string, number>> = {
  SESSION_NOT_FOUND: 404,
  BUSY: 409,
  INVALID_REQUEST: 400,
  INVALID_BET: 400,
  INVALID_TARGET: 400,
};

function fail(reply: FastifyReply, error: PlayError | string, extra: Record<string, unknown> = {}) {
  return reply.code(HTTP_FOR_ERROR[error] ?? 200).send({ ok: false, error, ...extra });
}

export async function registerDemoProvider(app: FastifyInstance, options: DemoProviderOptions): Promise<void> {
  const prefix = options.prefix ?? '/demo-provider';
  const random = options.random ?? cryptoRandom;
  const { files, assets } = loadAssets(prefix);
  const store = createSessionStore();

  await app.register(
    async (scope) => {
      const client = createWalletClient({
        casinoBaseUrl: options.casinoBaseUrl,
        secret: options.secret,
        providerCode: 'demo',
        log: (message, details) => scope.log.warn(details, `demo provider: ${message}`),
        ...options.wallet,
      });

      // Games run inside the casino's iframe or a popup: the casino may frame these pages, no one else.
      const ancestors = (options.frameAncestors ?? ["'self'"]).filter(
        (source) => source === "'self'" || ORIGIN_RE.test(source),
      );
      const csp = `${CSP}; frame-ancestors ${ancestors.length ? ancestors.join(' ') : "'none'"}`;
      const onlySelf = ancestors.length === 1 && ancestors[0] === "'self'";
      scope.addHook('onSend', async (_request, reply, payload) => {
        reply.removeHeader('x-frame-options');
        // Browsers that predate frame-ancestors: same origin when that is all there is, else nothing they could misread.
        if (onlySelf) reply.header('x-frame-options', 'SAMEORIGIN');
        reply.header('content-security-policy', csp);
        reply.header('x-content-type-options', 'nosniff');
        reply.header('referrer-policy', 'no-referrer');
        return payload;
      });

      scope.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
        if (error.validation || (error.statusCode && error.statusCode < 500))
          return fail(reply.code(error.statusCode ?? 400), 'INVALID_REQUEST');
        request.log.error({ err: error }, 'demo provider failure');
        return reply.code(500).send({ ok: false, error: 'GENERAL_ERROR' });
      });

      // Rounds still in the air when the process stops are rolled back while the casino still answers.
      const streams = new Set<() => void>();
      scope.addHook('preClose', async () => {
        for (const end of [...streams]) end();
        await store.close();
      });
      scope.addHook('onClose', async () => {
        client.close();
      });

      scope.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
        const file = files.get(request.params.file);
        if (!file) return reply.code(404).type('text/plain').send('not found');
        reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', file.etag).type(file.type);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.send(file.body);
      });

      scope.get<{ Params: { gameCode: string }; Querystring: Record<string, unknown> }>(
        '/play/:gameCode',
        async (request, reply) => {
          const query = request.query;
          const lang = resolveLang(query.lang);
          const t = stringsFor(lang);
          const lobby = safeLobby(query.lobby);
          reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
          const message = (status: number, msg: string) =>
            reply.code(status).send(renderMessagePage({ lang, message: msg, assets, lobby }));

          const gameCode = request.params.gameCode;
          if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(gameCode)) return message(404, t.genericError);
          const kind = kindOf(gameCode, query.kind);
          const brand = text(query.brand, 60);
          const title = text(query.title, 80) ?? titleFromCode(gameCode);

          let session: GameSession;
          if (query.mode === 'fun') {
            const account = store.funAccount(readCookie(request, FUN_COOKIE));
            reply.header(
              'set-cookie',
              `${FUN_COOKIE}=${account.id}; Path=${prefix}; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`,
            );
            session = store.add({
              kind,
              mode: 'fun',
              gameCode,
              lang,
              currency: FUN_CURRENCY,
              wallet: funWallet(account, FUN_CURRENCY),
              funAccount: account,
              balance: account.balance,
              crash: null,
            });
          } else {
            const token = text(query.token, 500);
            const player = text(query.player, 100);
            if (!token || !player) return message(401, t.sessionExpired);
            const outcome = await client.balance({ player_id: player, session_token: token });
            if (outcome.kind === 'failure') {
              request.log.warn({ reason: outcome.reason }, 'demo provider: balance call failed at launch');
              return message(502, t.walletUnavailable);
            }
            if (outcome.answer.status !== 'OK') return message(401, t.sessionExpired);
            const currency = outcome.answer.currency;
            session = store.add({
              kind,
              mode: 'real',
              gameCode,
              lang,
              currency,
              wallet: casinoWallet(client, { playerId: player, sessionToken: token, gameCode, currency }),
              funAccount: null,
              balance: outcome.answer.balance,
              crash: null,
            });
          }
          if (kind === 'crash') {
            const s = session;
            s.crash = createCrashTable({
              wallet: s.wallet,
              random,
              ...options.crash,
              onBalance: (balance) => {
                s.balance = balance;
              },
            });
          }

          const bets =
            kind === 'slot' ? slotBetLevels(session.currency, PAYLINES.length) : crashBetLevels(session.currency);
          const config: Record<string, unknown> = {
            kind,
            mode: session.mode,
            base: prefix,
            session: session.id,
            gameCode,
            lang,
            lobby,
            strings: t,
            currency: session.currency,
            digits: currencyDigits(session.currency),
            balance: session.balance,
            bets,
            betIndex: defaultLevel(bets, session.currency),
          };
          if (kind === 'slot') {
            config.slot = {
              reels: SLOT.reels,
              rows: SLOT.rows,
              lines: PAYLINES,
              pays: PAY_TABLE,
              rtp: Math.round(SLOT_RTP.rtp * 10000) / 100,
              grid: windowAt(SLOT, drawStops(SLOT, random)),
            };
          } else {
            config.crash = {
              rtp: RTP_PERCENT,
              growth: GROWTH_PER_SECOND,
              maxMultiplier: MAX_MULTIPLIER,
              minTarget: MIN_TARGET,
            };
          }
          return reply.code(200).send(
            renderGamePage({
              lang,
              title,
              brand,
              theme: themeFor(gameCode, brand),
              script: kind === 'slot' ? 'slot.js' : 'crash.js',
              config,
              assets,
            }),
          );
        },
      );

      const sessionOf = (body: unknown, kind?: GameKind): GameSession | null => {
        const session = store.get((body as { s?: unknown } | null)?.s);
        return session && (!kind || session.kind === kind) ? session : null;
      };

      scope.post('/api/slot/spin', async (request, reply) => {
        const session = sessionOf(request.body, 'slot');
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const bet = (request.body as { bet?: unknown }).bet;
        if (typeof bet !== 'number' || !slotBetLevels(session.currency, PAYLINES.length).includes(bet))
          return fail(reply, 'INVALID_BET');
        if (session.spinning) return fail(reply, 'BUSY');
        session.spinning = true;
        try {
          const result = await playSpin(SLOT, session.wallet, bet, random);
          if (!result.ok) {
            if (result.balance !== undefined) session.balance = result.balance;
            return fail(reply, result.error, { balance: result.balance ?? session.balance });
          }
          session.balance = result.balance ?? result.balanceAfterBet + result.win;
          return reply.send(result);
        } finally {
          session.spinning = false;
        }
      });

      scope.post('/api/balance', async (request, reply) => {
        const session = sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        return reply.send({
          ok: true,
          balance: session.funAccount?.balance ?? session.balance,
          currency: session.currency,
        });
      });

      scope.post('/api/fun/refill', async (request, reply) => {
        const session = sessionOf(request.body);
        if (!session?.funAccount) return fail(reply, 'SESSION_NOT_FOUND');
        if (session.spinning || session.crash?.busy()) return fail(reply, 'BUSY');
        session.funAccount.balance = FUN_START_BALANCE;
        session.balance = FUN_START_BALANCE;
        return reply.send({ ok: true, balance: session.balance });
      });

      scope.post('/api/crash/bet', async (request, reply) => {
        const session = sessionOf(request.body, 'crash');
        if (!session?.crash) return fail(reply, 'SESSION_NOT_FOUND');
        const { bet, auto } = request.body as { bet?: unknown; auto?: unknown };
        if (typeof bet !== 'number' || !crashBetLevels(session.currency).includes(bet))
          return fail(reply, 'INVALID_BET');
        if (auto !== null && auto !== undefined && typeof auto !== 'number') return fail(reply, 'INVALID_TARGET');
        const result = await session.crash.bet(bet, typeof auto === 'number' ? auto : null);
        if (!result.ok) {
          if (result.balance !== undefined) session.balance = result.balance;
          return fail(reply, result.error, { balance: result.balance ?? session.balance });
        }
        session.balance = result.balance;
        return reply.send(result);
      });

      scope.post('/api/crash/cashout', async (request, reply) => {
        const session = sessionOf(request.body, 'crash');
        if (!session?.crash) return fail(reply, 'SESSION_NOT_FOUND');
        const result = await session.crash.cashOut();
        if (!result.ok) return fail(reply, result.error, { crashPoint: result.crashPoint });
        return reply.send(result);
      });

      // Server-Sent Events: the round's progress as the server sees it.
      scope.get<{ Querystring: { s?: string } }>('/api/crash/events', async (request, reply) => {
        const session = sessionOf({ s: request.query.s }, 'crash');
        if (!session?.crash) return fail(reply, 'SESSION_NOT_FOUND');
        const table = session.crash;
        reply.hijack();
        const raw = reply.raw;
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        const send = (event: CrashEvent) => {
          raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        send(table.snapshot());
        const unsubscribe = table.subscribe(send);
        const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
        const end = () => {
          clearInterval(keepAlive);
          unsubscribe();
          streams.delete(end);
          if (!raw.writableEnded) raw.end();
        };
        streams.add(end);
        request.raw.on('close', end);
      });
    },
    { prefix },
  );
}

export type { ProviderLang };
