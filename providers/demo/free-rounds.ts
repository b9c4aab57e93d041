import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { int, iso, type ProviderDatabase, type ProviderSql } from './db.ts';
import { slotBetLevels } from './money.ts';
import { PAYLINES } from './slot/slot-math.ts';
import { signBody, verifySignature } from './wallet-client.ts';

/**
 * Free rounds ("free spins"), as game providers offer them to casinos: the casino grants a player a number of rounds
 * of one game at a fixed bet over the provider's API; the player plays them in that game without a stake. Each round
 * is sent to the casino's seamless wallet as a `bet` of amount 0 carrying `free_round_id` (no money moves), then a
 * `result` with the win as any round. The casino reads a grant's state back (`/api/free-rounds/status`).
 *
 *   POST <prefix>/api/free-rounds/grant   { ref, player_id, currency, game_code, bet, rounds, expires_at }
 *   POST <prefix>/api/free-rounds/status  { refs: [ref, …] }   (at most 100)
 *
 * Both signed as the wallet calls are: X-Signature = hex HMAC-SHA256(secret, raw body); answers are signed the same
 * way. Bets are the slot's bet levels of the currency (minor units, total bet of the 20 lines).
 */

export type FreeRoundState = 'active' | 'used' | 'expired' | 'cancelled';

export interface FreeRound {
  id: string;
  ref: string;
  playerId: string;
  currency: string;
  gameCode: string;
  bet: number;
  rounds: number;
  roundsLeft: number;
  winTotal: number;
  expiresAt: string;
  state: FreeRoundState;
}

/** What the casino gets back for a grant. */
export interface FreeRoundView {
  free_round_id: string;
  ref: string;
  player_id: string;
  game_code: string;
  currency: string;
  bet: number;
  rounds: number;
  rounds_left: number;
  win_total: number;
  expires_at: string;
  state: FreeRoundState;
}

const COLUMNS = 'id, ref, player_id, currency, game_code, bet, rounds, rounds_left, win_total, expires_at, state';
const MAX_ROUNDS = 1000;
const MAX_REFS = 100;
const BODY_LIMIT = 16 * 1024;
const ID_RE = /^[\x21-\x7e]{1,128}$/;
const CURRENCY_RE = /^[A-Z0-9]{2,10}$/;
const GAME_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

function toFreeRound(r: Record<string, unknown>): FreeRound {
  const expiresAt = iso(r.expires_at);
  const state = String(r.state) as FreeRoundState;
  return {
    id: String(r.id),
    ref: String(r.ref),
    playerId: String(r.player_id),
    currency: String(r.currency),
    gameCode: String(r.game_code),
    bet: int(r.bet),
    rounds: int(r.rounds),
    roundsLeft: int(r.rounds_left),
    winTotal: int(r.win_total),
    expiresAt,
    // A grant past its expiry is expired whether or not a sweep has written it yet.
    state: state === 'active' && Date.parse(expiresAt) <= Date.now() ? 'expired' : state,
  };
}

export function viewOf(f: FreeRound): FreeRoundView {
  return {
    free_round_id: f.id,
    ref: f.ref,
    player_id: f.playerId,
    game_code: f.gameCode,
    currency: f.currency,
    bet: f.bet,
    rounds: f.rounds,
    rounds_left: f.roundsLeft,
    win_total: f.winTotal,
    expires_at: f.expiresAt,
    state: f.state,
  };
}

export interface GrantInput {
  ref: string;
  playerId: string;
  currency: string;
  gameCode: string;
  bet: number;
  rounds: number;
  expiresAt: Date;
}

export type GrantOutcome =
  | { ok: true; freeRound: FreeRound }
  | { ok: false; status: 'INVALID_REQUEST' | 'INVALID_BET' | 'DUPLICATE_REFERENCE' };

export function createFreeRounds(db: ProviderDatabase) {
  return {
    /** Creates the grant once per ref; the same ref with other terms is refused. */
    async grant(input: GrantInput): Promise<GrantOutcome> {
      if (!slotBetLevels(input.currency, PAYLINES.length).includes(input.bet))
        return { ok: false, status: 'INVALID_BET' };
      const inserted = await db.query(
        `INSERT INTO dp_free_rounds (id, ref, player_id, currency, game_code, bet, rounds, rounds_left, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)
         ON CONFLICT (ref) DO NOTHING RETURNING ${COLUMNS}`,
        [
          `fr-${randomUUID()}`,
          input.ref,
          input.playerId,
          input.currency,
          input.gameCode,
          input.bet,
          input.rounds,
          input.expiresAt.toISOString(),
        ],
      );
      if (inserted[0]) return { ok: true, freeRound: toFreeRound(inserted[0]) };
      const [row] = await db.query(`SELECT ${COLUMNS} FROM dp_free_rounds WHERE ref = $1`, [input.ref]);
      const existing = toFreeRound(row!);
      const same =
        existing.playerId === input.playerId &&
        existing.currency === input.currency &&
        existing.gameCode === input.gameCode &&
        existing.bet === input.bet &&
        existing.rounds === input.rounds &&
        Date.parse(existing.expiresAt) === input.expiresAt.getTime();
      return same ? { ok: true, freeRound: existing } : { ok: false, status: 'DUPLICATE_REFERENCE' };
    },

    /** The grants named by the casino's refs (expired ones written as such). */
    async byRefs(refs: readonly string[]): Promise<FreeRound[]> {
      if (refs.length === 0) return [];
      await db.query(
        `UPDATE dp_free_rounds SET state = 'expired', updated_at = now()
         WHERE ref = ANY($1::text[]) AND state = 'active' AND expires_at <= now()`,
        [refs],
      );
      const rows = await db.query(`SELECT ${COLUMNS} FROM dp_free_rounds WHERE ref = ANY($1::text[])`, [refs]);
      return rows.map(toFreeRound);
    },

    /** The grant a player plays next in a game: the one expiring first, with rounds left. */
    async next(playerId: string, gameCode: string, currency: string): Promise<FreeRound | null> {
      const [row] = await db.query(
        `SELECT ${COLUMNS} FROM dp_free_rounds
         WHERE player_id = $1 AND game_code = $2 AND currency = $3 AND state = 'active' AND rounds_left > 0
           AND expires_at > now()
         ORDER BY expires_at, created_at LIMIT 1`,
        [playerId, gameCode, currency],
      );
      return row ? toFreeRound(row) : null;
    },

    /**
     * Takes one round of the grant, if it is still the player's, for this game, active and not expired: of any
     * number of spins racing for the last round, exactly one gets it.
     */
    async take(id: string, playerId: string, gameCode: string, currency: string): Promise<FreeRound | null> {
      const [row] = await db.query(
        `UPDATE dp_free_rounds
         SET rounds_left = rounds_left - 1, state = CASE WHEN rounds_left = 1 THEN 'used' ELSE state END, updated_at = now()
         WHERE id = $1 AND player_id = $2 AND game_code = $3 AND currency = $4 AND state = 'active' AND rounds_left > 0
           AND expires_at > now()
         RETURNING ${COLUMNS}`,
        [id, playerId, gameCode, currency],
      );
      return row ? toFreeRound(row) : null;
    },

    /** Gives back a round whose bet the casino did not take (the round was not played). */
    async giveBack(id: string, q: ProviderSql = db): Promise<void> {
      await q.query(
        `UPDATE dp_free_rounds SET rounds_left = rounds_left + 1, state = 'active', updated_at = now()
         WHERE id = $1 AND rounds_left < rounds AND state IN ('active', 'used')`,
        [id],
      );
    },

    /** Adds a played round's win to the grant's total. */
    async addWin(id: string, win: number): Promise<void> {
      if (win > 0)
        await db.query('UPDATE dp_free_rounds SET win_total = win_total + $2, updated_at = now() WHERE id = $1', [
          id,
          win,
        ]);
    },
  };
}

export type FreeRounds = ReturnType<typeof createFreeRounds>;

function validGrant(body: unknown): GrantInput | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const str = (v: unknown, re: RegExp) => (typeof v === 'string' && re.test(v) ? v : null);
  const ref = str(b.ref, ID_RE);
  const playerId = typeof b.player_id === 'number' ? String(b.player_id) : str(b.player_id, ID_RE);
  const currency = str(b.currency, CURRENCY_RE);
  const gameCode = str(b.game_code, GAME_RE);
  const bet = b.bet;
  const rounds = b.rounds;
  const expiresAt = typeof b.expires_at === 'string' ? new Date(b.expires_at) : null;
  if (!ref || !playerId || !currency || !gameCode || !expiresAt || Number.isNaN(expiresAt.getTime())) return null;
  if (typeof bet !== 'number' || !Number.isSafeInteger(bet) || bet <= 0) return null;
  if (typeof rounds !== 'number' || !Number.isInteger(rounds) || rounds <= 0 || rounds > MAX_ROUNDS) return null;
  if (expiresAt.getTime() <= Date.now()) return null;
  return { ref, playerId, currency, gameCode, bet, rounds, expiresAt };
}

/** The signed casino-facing API (registered inside the provider's prefix). */
export async function registerFreeRoundsApi(
  app: FastifyInstance,
  options: { secret: string; freeRounds: FreeRounds },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const send = (reply: import('fastify').FastifyReply, code: number, payload: Record<string, unknown>) => {
      const raw = JSON.stringify(payload);
      return reply
        .code(code)
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-signature', signBody(options.secret, raw))
        .send(raw);
    };
    /** The body once its signature is good; null (answered) otherwise. */
    const signed = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '';
      const signature = request.headers['x-signature'];
      if (!verifySignature(options.secret, raw, typeof signature === 'string' ? signature : undefined)) {
        send(reply, 401, { status: 'INVALID_SIGNATURE' });
        return null;
      }
      try {
        return { body: JSON.parse(raw) as unknown };
      } catch {
        send(reply, 400, { status: 'INVALID_REQUEST' });
        return null;
      }
    };

    scope.post('/api/free-rounds/grant', async (request, reply) => {
      const parsed = signed(request, reply);
      if (!parsed) return reply;
      const input = validGrant(parsed.body);
      if (!input) return send(reply, 400, { status: 'INVALID_REQUEST' });
      const outcome = await options.freeRounds.grant(input);
      if (!outcome.ok) return send(reply, outcome.status === 'DUPLICATE_REFERENCE' ? 409 : 400, outcome);
      return send(reply, 200, { status: 'OK', free_round: viewOf(outcome.freeRound) });
    });

    scope.post('/api/free-rounds/status', async (request, reply) => {
      const parsed = signed(request, reply);
      if (!parsed) return reply;
      const refs = (parsed.body as { refs?: unknown } | null)?.refs;
      if (
        !Array.isArray(refs) ||
        refs.length > MAX_REFS ||
        !refs.every((r): r is string => typeof r === 'string' && ID_RE.test(r))
      )
        return send(reply, 400, { status: 'INVALID_REQUEST' });
      const found = await options.freeRounds.byRefs(refs);
      return send(reply, 200, { status: 'OK', free_rounds: found.map(viewOf) });
    });
  });
}
