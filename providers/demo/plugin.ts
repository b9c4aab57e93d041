import { createHash, randomInt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createWalletClient, type WalletClientOptions } from './wallet-client.ts';
import { casinoWallet, funWallet, type PlayError, type PlayWallet } from './play-wallet.ts';
import { resolveLang, stringsFor, type ProviderLang } from './i18n.ts';
import { crashBetLevels, currencyDigits, defaultLevel, FUN_CURRENCY, slotBetLevels } from './money.ts';
import {
  renderGamePage,
  renderMessagePage,
  renderVerifyPage,
  themeFor,
  titleFromCode,
  type PageAssets,
} from './page.ts';
import {
  drawStops,
  evaluateSpin,
  exactRtp,
  PAY_TABLE,
  PAYLINES,
  SLOT,
  windowAt,
  type RandomInt,
} from './slot/slot-math.ts';
import { createCrashGame, type CrashEvent } from './crash/crash-game.ts';
import { GROWTH_PER_SECOND, MAX_MULTIPLIER, MIN_TARGET, RTP_PERCENT } from './crash/crash-math.ts';
import { migrate, type ProviderDatabase } from './db.ts';
import { CLIENT_SEED_RE, createStore, type GameSession } from './store.ts';
import { createRounds, type RoundFailure } from './rounds.ts';
import { createFreeRounds, registerFreeRoundsApi, type FreeRound } from './free-rounds.ts';
import { browserModules } from './fair/browser-modules.ts';
import { isEngine, rulesOf, type EngineKind } from './engines/outcomes.ts';
import { validBets, PAYS as ROULETTE_PAYS, RTP_PERCENT as ROULETTE_RTP } from './engines/roulette-math.ts';
import { exactBaccarat, SIDES, type BaccaratSide } from './engines/baccarat-math.ts';
import { ACTIONS, STRATEGY_RTP, type Action } from './engines/blackjack-math.ts';
import { DRAWN, exactKenoRtp, MAX_PICKS, NUMBERS, PAYS as KENO_PAYS, validPicks } from './engines/keno-math.ts';
import { CELLS, MINE_CHOICES, multiplierAfter, RTP_PERCENT as MINES_RTP } from './engines/mines-math.ts';
import { ODDS as RACE_ODDS, RTP_PERCENT as RACE_RTP, RUNNERS } from './engines/race-math.ts';
import { RTP_PERCENT as SHOOTER_RTP, TARGETS, targetOf } from './engines/shooter-math.ts';
import {
  exactMegawaysRtp,
  MAX_ROWS,
  MIN_ROWS,
  PAYS as MEGA_PAYS,
  REELS as MEGA_REELS,
} from './engines/megaways-math.ts';
import { JACKPOT_ODDS, SHARE_BASIS_POINTS } from './engines/jackpot-math.ts';

/**
 * The built-in game provider, mounted in the casino's process under /demo-provider but behaving like an external
 * one: it knows the casino only by its base URL and the shared secret, and moves money only through the
 * seamless-wallet API.
 *
 *   GET  /demo-provider/play/<game_code>?token=&player=&lang=[&brand=&title=&lobby=]   real play
 *   GET  /demo-provider/play/<game_code>?mode=fun&lang=[&brand=&title=&lobby=]         fun balance, no wallet calls
 *
 * `kind=<engine>` picks the game (slot, crash, roulette, live-roulette, blackjack, live-blackjack, baccarat,
 * live-baccarat, keno, mines, race, shooter, megaways, jackpot); without it codes containing "crash" fly and every
 * other code is the slot, themed by code and brand. Sessions, fun balances, seeds, rounds, pending results and the
 * jackpot pools live in the provider's own tables (`dp_*`) of the database it is handed.
 */

export interface DemoProviderOptions {
  casinoBaseUrl: () => string;
  /** The provider's tables live here (plain SQL; its migrations are applied at start). */
  database: ProviderDatabase;
  secret: string;
  prefix?: string;
  random?: RandomInt;
  /** Overrides for the wallet client (timeouts, retry pauses, fetch). */
  wallet?: Partial<Omit<WalletClientOptions, 'casinoBaseUrl' | 'secret'>>;
  /** The crash game's countdown, tick, how often a page's round is read again and how often due rounds are settled. */
  crash?: { countdownMs?: number; tickMs?: number; pollMs?: number; idlePollMs?: number; sweepMs?: number };
  /** The jackpot's odds (tests make a hit likely). */
  jackpotOdds?: number;
  /**
   * Tests only: the crash rounds' random numbers instead of the seed pair's stream (the round still takes its nonce),
   * so that a test can fly to a crash point it chooses.
   */
  crashRandom?: RandomInt;
  /** How often this instance looks for unanswered results to send again. */
  pendingPollMs?: number;
  /** After how long a result an instance took on delivering, and never handed over, is delivered by another. */
  strandedAfterMs?: number;
  /**
   * Who may frame the game pages (CSP frame-ancestors sources): the casino's origins. Default: the provider's own
   * origin only ('self').
   */
  frameAncestors?: readonly string[];
}

const PUBLIC_DIR = path.join(import.meta.dirname, 'public');
const FUN_COOKIE = 'demo_fun';
const SLOT_RTP = exactRtp(SLOT);
const BACCARAT = exactBaccarat();
const MEGAWAYS_RTP = exactMegawaysRtp();
const pct = (fraction: number) => Math.round(fraction * 10000) / 100;
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
  // The engines' outcome code for the verify page, made from the very TypeScript the game server runs.
  for (const [name, code] of browserModules()) {
    const body = Buffer.from(code);
    files.set(name, {
      body,
      type: CONTENT_TYPES['.js']!,
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 16),
    });
  }
  const assets: PageAssets = {
    url: (file) => `${prefix}/static/${file}?v=${files.get(file)?.etag ?? '0'}`,
  };
  return { files, assets };
}

/** The launch may say which engine to use (`kind=<engine>`); otherwise codes containing "crash" fly. */
export function kindOf(gameCode: string, asked: unknown): EngineKind {
  if (isEngine(asked)) return asked;
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
  INVALID_ACTION: 400,
  INVALID_SEED: 400,
  ROUND_OPEN: 409,
  NO_ROUND: 409,
  NO_FREE_ROUNDS: 409,
};

function fail(reply: FastifyReply, error: PlayError | string, extra: Record<string, unknown> = {}) {
  return reply.code(HTTP_FOR_ERROR[error] ?? 200).send({ ok: false, error, ...extra });
}

/** The page script of each engine. */
const SCRIPTS: Record<EngineKind, string> = {
  slot: 'slot.js',
  jackpot: 'slot.js',
  crash: 'crash.js',
  roulette: 'roulette.js',
  'live-roulette': 'roulette.js',
  blackjack: 'blackjack.js',
  'live-blackjack': 'blackjack.js',
  baccarat: 'baccarat.js',
  'live-baccarat': 'baccarat.js',
  keno: 'keno.js',
  mines: 'mines.js',
  race: 'race.js',
  shooter: 'shooter.js',
  megaways: 'megaways.js',
};

/** Bet sizes a session may stake per round (per chip on the roulette table). */
function betLevels(session: Pick<GameSession, 'kind' | 'currency'>): number[] {
  const rules = rulesOf(session.kind);
  return rules === 'slot' || rules === 'jackpot'
    ? slotBetLevels(session.currency, PAYLINES.length)
    : crashBetLevels(session.currency);
}

/** The most a roulette or baccarat table takes in one round: 100 of the largest chip. */
const tableLimit = (levels: readonly number[]) => levels[levels.length - 1] * 100;

const DEALERS = ['Anna', 'Mai', 'Sofia', 'Lina', 'Marco', 'Kenji', 'Nadia', 'Ploy', 'Elena', 'Arun'];

function engineConfig(kind: EngineKind, gameCode: string, random: RandomInt): Record<string, unknown> {
  const rules = rulesOf(kind);
  const live = kind.startsWith('live-') ? { dealer: DEALERS[random(DEALERS.length)], table: 1 + random(20) } : null;
  switch (rules) {
    case 'slot':
    case 'jackpot':
      return {
        slot: {
          reels: SLOT.reels,
          rows: SLOT.rows,
          lines: PAYLINES,
          pays: PAY_TABLE,
          rtp: pct(SLOT_RTP.rtp),
          grid: windowAt(SLOT, drawStops(SLOT, random)),
          spinPath: rules === 'jackpot' ? '/api/round' : '/api/slot/spin',
        },
        ...(rules === 'jackpot'
          ? {
              jackpot: {
                share: SHARE_BASIS_POINTS / 100,
                odds: JACKPOT_ODDS,
                rtp: pct(SLOT_RTP.rtp) + SHARE_BASIS_POINTS / 100,
              },
            }
          : {}),
      };
    case 'crash':
      return {
        crash: { rtp: RTP_PERCENT, growth: GROWTH_PER_SECOND, maxMultiplier: MAX_MULTIPLIER, minTarget: MIN_TARGET },
      };
    case 'roulette':
      return { roulette: { rtp: ROULETTE_RTP, pays: ROULETTE_PAYS, live } };
    case 'baccarat':
      return {
        baccarat: {
          rtp: { player: pct(BACCARAT.rtp.player), banker: pct(BACCARAT.rtp.banker), tie: pct(BACCARAT.rtp.tie) },
          live,
        },
      };
    case 'blackjack':
      return { blackjack: { rtp: pct(STRATEGY_RTP), live } };
    case 'keno':
      return {
        keno: {
          numbers: NUMBERS,
          drawn: DRAWN,
          maxPicks: MAX_PICKS,
          pays: KENO_PAYS,
          rtp: Object.fromEntries(Object.keys(KENO_PAYS).map((k) => [k, pct(exactKenoRtp(Number(k)))])),
        },
      };
    case 'mines':
      return {
        mines: {
          cells: CELLS,
          choices: MINE_CHOICES,
          rtp: MINES_RTP,
          table: Object.fromEntries(
            MINE_CHOICES.map((m) => [m, Array.from({ length: CELLS - m + 1 }, (_, k) => multiplierAfter(m, k))]),
          ),
        },
      };
    case 'race':
      return {
        race: {
          runners: RUNNERS,
          odds: RACE_ODDS,
          rtp: RACE_RTP,
          sport: /greyhound|dog/i.test(gameCode) ? 'dog' : 'horse',
        },
      };
    case 'shooter':
      return { shooter: { targets: TARGETS, rtp: SHOOTER_RTP } };
    case 'megaways':
      return {
        megaways: { reels: MEGA_REELS, minRows: MIN_ROWS, maxRows: MAX_ROWS, pays: MEGA_PAYS, rtp: pct(MEGAWAYS_RTP) },
      };
  }
  return {};
}

export async function registerDemoProvider(app: FastifyInstance, options: DemoProviderOptions): Promise<void> {
  const prefix = options.prefix ?? '/demo-provider';
  const random = options.random ?? cryptoRandom;
  const { files, assets } = loadAssets(prefix);
  await migrate(options.database);
  const store = createStore(options.database);
  const freeRounds = createFreeRounds(options.database);

  await app.register(
    async (scope) => {
      const backoff = options.wallet?.backgroundRetryDelaysMs ?? [5_000, 30_000, 120_000, 600_000, 1_800_000];
      const client = createWalletClient({
        casinoBaseUrl: options.casinoBaseUrl,
        secret: options.secret,
        providerCode: 'demo',
        log: (message, details) => scope.log.warn(details, `demo provider: ${message}`),
        // Unanswered results and cancels go to the provider's table; any instance sends them again.
        queue: async (op, request, rawBody) => {
          await options.database.query(
            `INSERT INTO dp_pending_calls (tx_id, op, round_id, body, next_at)
             VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision / 1000))
             ON CONFLICT (tx_id) DO NOTHING`,
            [request.tx_id, op, request.round_id, rawBody, backoff[0]],
          );
        },
        ...options.wallet,
      });

      const walletOf = (session: GameSession): PlayWallet =>
        session.mode === 'fun'
          ? funWallet(store, session.funAccountId!, session.currency)
          : casinoWallet(client, {
              playerId: session.playerId!,
              sessionToken: session.sessionToken!,
              gameCode: session.gameCode,
              currency: session.currency,
            });
      const rounds = createRounds({ store, walletOf, jackpotOdds: options.jackpotOdds });
      // The casino's free-round grants (signed API) and what a slot session may play of them.
      await registerFreeRoundsApi(scope, { secret: options.secret, freeRounds });
      const freeRoundOf = (session: GameSession): Promise<FreeRound | null> =>
        session.mode === 'real' && rulesOf(session.kind) === 'slot'
          ? freeRounds.next(session.playerId!, session.gameCode, session.currency)
          : Promise.resolve(null);
      const freeView = (f: FreeRound | null) =>
        f ? { id: f.id, left: f.roundsLeft, rounds: f.rounds, bet: f.bet, expiresAt: f.expiresAt } : null;

      // Settlements the casino has not answered: claimed a few at a time (a lease, so that two instances never send
      // the same one at once), sent again with the same body, removed once answered.
      let draining: Promise<void> | null = null;
      async function drainPending(): Promise<void> {
        const due = await options.database.query(
          `UPDATE dp_pending_calls SET next_at = now() + interval '60 seconds', attempts = attempts + 1
           WHERE tx_id IN (SELECT tx_id FROM dp_pending_calls WHERE next_at <= now() ORDER BY next_at LIMIT 20 FOR UPDATE SKIP LOCKED)
           RETURNING tx_id, op, round_id, body, attempts`,
        );
        for (const row of due) {
          const outcome = await client.resend(row.op as 'result' | 'cancel', String(row.body));
          if (outcome === 'failing') {
            const delay = backoff[Math.min(Number(row.attempts) - 1, backoff.length - 1)];
            await options.database.query(
              `UPDATE dp_pending_calls SET next_at = now() + make_interval(secs => $2::double precision / 1000), last_error = 'no answer' WHERE tx_id = $1`,
              [row.tx_id, delay],
            );
            continue;
          }
          if (outcome === 'refused') scope.log.warn({ tx_id: row.tx_id }, 'demo provider: settlement refused');
          await options.database.transaction(async (tx) => {
            await tx.query('DELETE FROM dp_pending_calls WHERE tx_id = $1', [row.tx_id]);
            await tx.query(
              `UPDATE dp_rounds SET state = 'settled', settled_at = now() WHERE round_id = $1 AND state = 'settling'`,
              [row.round_id],
            );
          });
        }
      }
      // A result some instance took on delivering and never handed over (it went away on the way) is delivered
      // again with the same transaction ids: the casino answers a repeated result as it answered the first.
      async function deliverStranded(): Promise<void> {
        for (const stranded of await store.strandedSettlements(options.strandedAfterMs ?? 120_000)) {
          const session = await store.session(stranded.sessionId);
          if (!session) continue;
          const credit = await walletOf(session)
            .credit(stranded.ids, stranded.win)
            .catch(() => ({ ok: false as const, pending: true as const }));
          if (credit.ok || !credit.pending)
            await store.settled(
              stranded.ids.roundId,
              session.id,
              credit.ok && session.mode === 'real' ? credit.balance : null,
            );
        }
      }
      const pendingTimer = setInterval(() => {
        if (draining) return;
        draining = drainPending()
          .then(deliverStranded)
          .catch((err) => scope.log.warn({ err }, 'demo provider: pending results'))
          .finally(() => {
            draining = null;
          });
      }, options.pendingPollMs ?? 2_000);
      pendingTimer.unref?.();
      const sweepTimer = setInterval(() => void store.sweep().catch(() => undefined), 10 * 60_000);
      sweepTimer.unref?.();

      // Crash rounds live in the provider's tables: any instance takes a bet, a cash-out or a page's event stream.
      const crash = createCrashGame({
        store,
        walletOf,
        ...(options.crashRandom ? { crashRandom: options.crashRandom } : {}),
        ...options.crash,
        warn: (err, message) => scope.log.warn({ err }, `demo provider: ${message}`),
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
        clearInterval(pendingTimer);
        clearInterval(sweepTimer);
        for (const end of [...streams]) end();
        await crash.close();
        await draining;
      });
      scope.addHook('onClose', async () => {
        client.close();
      });

      scope.get<{ Params: { file: string } }>('/static/:file', async (request, reply) => {
        const file = files.get(request.params.file);
        if (!file) return reply.code(404).type('text/plain').send('not found');
        // Module files are imported by name without a version: they are revalidated.
        reply
          .header(
            'cache-control',
            request.params.file.startsWith('m.') ? 'no-cache' : 'public, max-age=31536000, immutable',
          )
          .header('etag', file.etag)
          .type(file.type);
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
            const account = await store.funAccount(readCookie(request, FUN_COOKIE));
            reply.header(
              'set-cookie',
              `${FUN_COOKIE}=${account.id}; Path=${prefix}; Max-Age=${7 * 24 * 3600}; HttpOnly; SameSite=Lax${request.protocol === 'https' ? '; Secure' : ''}`,
            );
            session = await store.addSession({
              kind,
              mode: 'fun',
              gameCode,
              lang,
              currency: FUN_CURRENCY,
              playerId: null,
              sessionToken: null,
              funAccountId: account.id,
              owner: `fun:${account.id}`,
              balance: account.balance,
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
            session = await store.addSession({
              kind,
              mode: 'real',
              gameCode,
              lang,
              currency: outcome.answer.currency,
              playerId: player,
              sessionToken: token,
              funAccountId: null,
              owner: `player:${player}`,
              balance: outcome.answer.balance,
            });
          }

          const seed = await store.activeSeed(session.owner);
          const bets = betLevels(session);
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
            tableLimit: tableLimit(bets),
            fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
            ...engineConfig(kind, gameCode, random),
          };
          if (rulesOf(kind) === 'slot') config.freeRounds = freeView(await freeRoundOf(session));
          if (rulesOf(kind) === 'jackpot')
            (config.jackpot as Record<string, unknown>).pool = (await store.jackpot(session.currency)).pool;
          return reply.code(200).send(
            renderGamePage({
              lang,
              title,
              brand,
              theme: themeFor(gameCode, brand),
              kind,
              script: SCRIPTS[kind],
              config,
              assets,
            }),
          );
        },
      );

      scope.get<{ Querystring: Record<string, unknown> }>('/fair/verify', async (request, reply) => {
        const lang = resolveLang(request.query.lang);
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return reply.send(renderVerifyPage({ lang, assets }));
      });

      const sessionOf = async (body: unknown, kinds?: readonly string[]): Promise<GameSession | null> => {
        const session = await store.session((body as { s?: unknown } | null)?.s);
        return session && (!kinds || kinds.includes(rulesOf(session.kind))) ? session : null;
      };

      /** Runs one action of a session while holding it (one at a time, whichever instance serves it). */
      async function held(
        reply: FastifyReply,
        session: GameSession,
        work: (deferred: FastifyReply) => Promise<unknown>,
      ): Promise<FastifyReply> {
        if (!(await store.claim(session.id))) return fail(reply, 'BUSY');
        // The answer is kept until the session is released, so that the player's next request finds it free.
        let status = 200;
        let payload: unknown;
        const deferred = {
          code(value: number) {
            status = value;
            return deferred;
          },
          send(value: unknown) {
            payload = value;
            return deferred;
          },
        } as unknown as FastifyReply;
        try {
          await work(deferred);
        } finally {
          const b = (payload as { balance?: unknown } | undefined)?.balance;
          await store.release(session.id, typeof b === 'number' ? b : undefined);
        }
        return reply.code(status).send(payload);
      }

      const answer = (reply: FastifyReply, session: GameSession, result: { ok: boolean }) => {
        if (!result.ok) {
          const failure = result as unknown as RoundFailure;
          return fail(reply, failure.error, { balance: failure.balance ?? session.balance });
        }
        return reply.send(result);
      };

      const isLevel = (session: GameSession, bet: unknown): bet is number =>
        typeof bet === 'number' && betLevels(session).includes(bet);

      scope.post('/api/slot/spin', async (request, reply) => {
        const session = await sessionOf(request.body, ['slot']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        // A free round: the granted bet, without a stake; the grant loses one round only if the round is played.
        if ((request.body as { free?: unknown }).free === true)
          return held(reply, session, async (reply) => {
            const next = await freeRoundOf(session);
            const taken = next && (await freeRounds.take(next.id, next.playerId, next.gameCode, next.currency));
            if (!taken) return fail(reply, 'NO_FREE_ROUNDS', { freeRounds: freeView(await freeRoundOf(session)) });
            const r = await rounds.instant(session, taken.bet, {}, taken.id);
            if (!r.ok) {
              // The casino did not take the round's bet (or its result was refused): the round was not played.
              if (r.error !== 'RESULT_REFUSED') await freeRounds.giveBack(taken.id);
              return answer(reply, session, r);
            }
            await freeRounds.addWin(taken.id, r.win);
            const { result, ...rest } = r;
            return reply.send({
              ...rest,
              ...slotDetails(result.stops as number[], taken.bet),
              free: { id: taken.id, left: taken.roundsLeft, winTotal: taken.winTotal + r.win },
              freeRounds: freeView(await freeRoundOf(session)),
            });
          });
        const bet = (request.body as { bet?: unknown }).bet;
        if (!isLevel(session, bet)) return fail(reply, 'INVALID_BET');
        return held(reply, session, async (reply) => {
          const r = await rounds.instant(session, bet, {});
          if (!r.ok) return answer(reply, session, r);
          const { result, ...rest } = r;
          return reply.send({ ...rest, ...slotDetails(result.stops as number[], bet) });
        });
      });

      /** Rounds played in one request: the body names the bet and the engine's choices. */
      scope.post('/api/round', async (request, reply) => {
        const body = (request.body ?? {}) as Record<string, unknown>;
        const session = await sessionOf(body, [
          'slot',
          'jackpot',
          'roulette',
          'baccarat',
          'keno',
          'race',
          'shooter',
          'megaways',
        ]);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const rules = rulesOf(session.kind);
        const levels = betLevels(session);
        let stake: number;
        let params: Record<string, unknown> = {};
        if (rules === 'roulette') {
          const bets = validBets(body.bets);
          if (!bets?.every((b) => b.amount % levels[0] === 0)) return fail(reply, 'INVALID_BET');
          stake = bets.reduce((sum, b) => sum + b.amount, 0);
          params = { bets };
        } else if (rules === 'baccarat') {
          const raw = body.bets as Record<string, unknown> | undefined;
          if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail(reply, 'INVALID_BET');
          const bets: Partial<Record<BaccaratSide, number>> = {};
          for (const [side, amount] of Object.entries(raw)) {
            if (!(SIDES as readonly string[]).includes(side)) return fail(reply, 'INVALID_BET');
            if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0 || amount % levels[0] !== 0)
              return fail(reply, 'INVALID_BET');
            bets[side as BaccaratSide] = amount;
          }
          stake = Object.values(bets).reduce((sum, a) => sum + a, 0);
          if (stake === 0) return fail(reply, 'INVALID_BET');
          params = { bets };
        } else {
          if (!isLevel(session, body.bet)) return fail(reply, 'INVALID_BET');
          stake = body.bet;
          if (rules === 'keno') {
            const picks = validPicks(body.picks);
            if (!picks) return fail(reply, 'INVALID_BET');
            params = { picks };
          } else if (rules === 'race') {
            if (
              typeof body.runner !== 'number' ||
              !Number.isInteger(body.runner) ||
              body.runner < 0 ||
              body.runner >= RUNNERS
            )
              return fail(reply, 'INVALID_BET');
            params = { runner: body.runner };
          } else if (rules === 'shooter') {
            const target = targetOf(body.target);
            if (!target) return fail(reply, 'INVALID_TARGET');
            params = { target: target.id };
          }
        }
        if (stake > tableLimit(levels)) return fail(reply, 'INVALID_BET');
        return held(reply, session, async (reply) => {
          const r = await rounds.instant(session, stake, params);
          if (!r.ok || rules !== 'jackpot') return answer(reply, session, r);
          const { result, ...rest } = r;
          return reply.send({
            ...rest,
            ...slotDetails(result.stops as number[], stake),
            jackpot: { hit: result.jackpot, paid: result.jackpotPaid, pool: result.pool },
          });
        });
      });

      scope.post('/api/blackjack/deal', async (request, reply) => {
        const session = await sessionOf(request.body, ['blackjack']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const bet = (request.body as { bet?: unknown }).bet;
        if (!isLevel(session, bet)) return fail(reply, 'INVALID_BET');
        return held(reply, session, async (reply) => answer(reply, session, await rounds.blackjackDeal(session, bet)));
      });

      scope.post('/api/blackjack/act', async (request, reply) => {
        const session = await sessionOf(request.body, ['blackjack']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const action = (request.body as { action?: unknown }).action;
        if (typeof action !== 'string' || !(ACTIONS as readonly string[]).includes(action))
          return fail(reply, 'INVALID_ACTION');
        return held(reply, session, async (reply) =>
          answer(reply, session, await rounds.blackjackAct(session, action as Action)),
        );
      });

      scope.post('/api/mines/start', async (request, reply) => {
        const session = await sessionOf(request.body, ['mines']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const { bet, mines } = request.body as { bet?: unknown; mines?: unknown };
        if (!isLevel(session, bet)) return fail(reply, 'INVALID_BET');
        if (typeof mines !== 'number' || !(MINE_CHOICES as readonly number[]).includes(mines))
          return fail(reply, 'INVALID_BET');
        return held(reply, session, async (reply) =>
          answer(reply, session, await rounds.minesStart(session, bet, mines)),
        );
      });

      scope.post('/api/mines/open', async (request, reply) => {
        const session = await sessionOf(request.body, ['mines']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const cell = (request.body as { cell?: unknown }).cell;
        if (typeof cell !== 'number') return fail(reply, 'INVALID_ACTION');
        return held(reply, session, async (reply) => answer(reply, session, await rounds.minesOpen(session, cell)));
      });

      scope.post('/api/mines/cashout', async (request, reply) => {
        const session = await sessionOf(request.body, ['mines']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        return held(reply, session, async (reply) => answer(reply, session, await rounds.minesCashOut(session)));
      });

      /** The session's open round (blackjack, mines), wherever it was started. */
      scope.post('/api/current', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        return reply.send({ ok: true, round: await rounds.current(session) });
      });

      scope.post('/api/balance', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        return reply.send({ ok: true, balance: session.balance, currency: session.currency });
      });

      scope.post('/api/fun/refill', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session?.funAccountId) return fail(reply, 'SESSION_NOT_FOUND');
        return held(reply, session, async (reply) => {
          if (await store.openRound(session.id)) return fail(reply, 'BUSY');
          const balance = await store.funRefill(session.funAccountId!);
          return reply.send({ ok: true, balance });
        });
      });

      /* ------------------------------------------------------------------------------------------- provably fair */

      scope.post('/api/fair', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const seed = await store.activeSeed(session.owner);
        const history = await store.history(session.owner, 20);
        return reply.send({
          ok: true,
          active: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
          rounds: history.map((r) => ({
            roundId: r.roundId,
            kind: r.kind,
            bet: r.bet,
            win: r.win,
            nonce: r.nonce,
            params: r.params,
            serverSeedHash: r.serverSeedHash,
            clientSeed: r.clientSeed,
            serverSeed: r.serverSeed,
            createdAt: r.createdAt,
          })),
        });
      });

      scope.post('/api/fair/client-seed', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const clientSeed = (request.body as { clientSeed?: unknown }).clientSeed;
        if (typeof clientSeed !== 'string' || !CLIENT_SEED_RE.test(clientSeed)) return fail(reply, 'INVALID_SEED');
        return held(reply, session, async (reply) => {
          const seed = await store.setClientSeed(session.owner, clientSeed);
          if (!seed) return fail(reply, 'ROUND_OPEN');
          return reply.send({
            ok: true,
            active: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
          });
        });
      });

      scope.post('/api/fair/rotate', async (request, reply) => {
        const session = await sessionOf(request.body);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        return held(reply, session, async (reply) => {
          // No round of the player may be in play, in this game or another: the revealed seed would give it away.
          const rotated = await store.rotate(session.owner);
          if (!rotated) return fail(reply, 'ROUND_OPEN');
          const { revealed, next } = rotated;
          return reply.send({
            ok: true,
            revealed: {
              serverSeed: revealed.serverSeed,
              serverSeedHash: revealed.serverSeedHash,
              clientSeed: revealed.clientSeed,
              nonce: revealed.nonce,
            },
            active: { serverSeedHash: next.serverSeedHash, clientSeed: next.clientSeed, nonce: next.nonce },
          });
        });
      });

      /* ------------------------------------------------------------------------------------------------ jackpot */

      /** The THB jackpot pool, public (the casino's lobby shows it). */
      scope.get('/api/jackpot', async (_request, reply) => {
        const jackpot = await store.jackpot('THB');
        reply.header('cache-control', 'public, max-age=5').header('access-control-allow-origin', '*');
        return reply.send({ pool: jackpot.pool, currency: 'THB', updated_at: jackpot.updatedAt });
      });

      /* -------------------------------------------------------------------------------------------------- crash */

      scope.post('/api/crash/bet', async (request, reply) => {
        const session = await sessionOf(request.body, ['crash']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const { bet, auto } = request.body as { bet?: unknown; auto?: unknown };
        if (typeof bet !== 'number' || !crashBetLevels(session.currency).includes(bet))
          return fail(reply, 'INVALID_BET');
        if (auto !== null && auto !== undefined && typeof auto !== 'number') return fail(reply, 'INVALID_TARGET');
        return held(reply, session, async (reply) => {
          const result = await crash.bet(session, bet, typeof auto === 'number' ? auto : null);
          if (!result.ok) return fail(reply, result.error, { balance: result.balance ?? session.balance });
          return reply.send(result);
        });
      });

      scope.post('/api/crash/cashout', async (request, reply) => {
        const session = await sessionOf(request.body, ['crash']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
        const result = await crash.cashOut(session);
        if (!result.ok) return fail(reply, result.error, { crashPoint: result.crashPoint });
        return reply.send(result);
      });

      // Server-Sent Events: the round's progress as the server sees it.
      scope.get<{ Querystring: { s?: string } }>('/api/crash/events', async (request, reply) => {
        const session = await sessionOf({ s: request.query.s }, ['crash']);
        if (!session) return fail(reply, 'SESSION_NOT_FOUND');
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
        let unsubscribe: (() => void) | null = null;
        let ended = false;
        const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
        const end = () => {
          ended = true;
          clearInterval(keepAlive);
          unsubscribe?.();
          streams.delete(end);
          if (!raw.writableEnded) raw.end();
        };
        streams.add(end);
        request.raw.on('close', end);
        const stop = await crash.subscribe(session, send);
        if (ended) stop();
        else unsubscribe = stop;
      });
    },
    { prefix },
  );
}

/** The reels and wins of a slot spin as the slot page shows them. */
function slotDetails(stops: number[], bet: number) {
  const evaluation = evaluateSpin(SLOT, stops);
  const lineBet = bet / SLOT.lines.length;
  return {
    stops,
    grid: evaluation.grid,
    lineWins: evaluation.lineWins.map((w) => ({ ...w, amount: w.multiplier * lineBet })),
    scatter: evaluation.scatter ? { ...evaluation.scatter, amount: evaluation.scatter.multiplier * bet } : null,
  };
}

export type { ProviderLang };
