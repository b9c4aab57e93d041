import { createHash, randomBytes } from 'node:crypto';
import { int, iso, json, type ProviderDatabase, type ProviderSql, type Row } from './db.ts';
import type { EngineKind } from './engines/outcomes.ts';
import type { ProviderLang } from './i18n.ts';
import { FUN_START_BALANCE } from './money.ts';

/**
 * The provider's state in its own tables: game sessions, fun balances, provably fair seeds, rounds and the jackpot
 * pools. Any instance can serve any request: nothing about a player lives only in one process.
 */

export function newId(): string {
  return randomBytes(16).toString('base64url');
}

export interface GameSession {
  id: string;
  kind: EngineKind;
  mode: 'real' | 'fun';
  gameCode: string;
  lang: ProviderLang;
  currency: string;
  playerId: string | null;
  sessionToken: string | null;
  funAccountId: string | null;
  /** Whose seeds the rounds use: `player:<id>` or `fun:<account>`. */
  owner: string;
  /** The last balance the wallet reported. */
  balance: number;
}

function toSession(r: Row): GameSession {
  return {
    id: String(r.id),
    kind: r.kind as EngineKind,
    mode: r.mode as 'real' | 'fun',
    gameCode: String(r.game_code),
    lang: r.lang as ProviderLang,
    currency: String(r.currency),
    playerId: (r.player_id as string | null) ?? null,
    sessionToken: (r.session_token as string | null) ?? null,
    funAccountId: (r.fun_account_id as string | null) ?? null,
    owner: String(r.owner),
    balance: int(r.fun_balance ?? r.balance),
  };
}

const SESSION_COLUMNS = `s.*, (SELECT f.balance FROM dp_fun_accounts f WHERE f.id = s.fun_account_id) AS fun_balance`;

export interface Seed {
  id: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export const CLIENT_SEED_RE = /^[A-Za-z0-9._:-]{1,64}$/;

export interface RoundRow {
  roundId: string;
  sessionId: string;
  owner: string;
  kind: EngineKind;
  gameCode: string;
  currency: string;
  bet: number;
  win: number;
  seedId: number;
  nonce: number;
  params: Record<string, unknown>;
  result: Record<string, unknown> | null;
  state: 'open' | 'settling' | 'settled' | 'cancelled';
  betTx: string;
  resultTx: string;
  extraTx: string | null;
  createdAt: string;
}

/** A crash round timed by the database's clock (negative `startsInMs`: it has taken off). */
export interface CrashRound extends RoundRow {
  crashPoint: number;
  startsInMs: number;
  endsInMs: number;
  /** The session's balance (the fun account's in demo play). */
  sessionBalance: number;
  /** Its result waits in the pending calls. */
  pending: boolean;
}

function toRound(r: Row): RoundRow {
  return {
    roundId: String(r.round_id),
    sessionId: String(r.session_id),
    owner: String(r.owner),
    kind: r.kind as EngineKind,
    gameCode: String(r.game_code),
    currency: String(r.currency),
    bet: int(r.bet),
    win: int(r.win),
    seedId: int(r.seed_id),
    nonce: int(r.nonce),
    params: json<Record<string, unknown>>(r.params),
    result: r.result === null || r.result === undefined ? null : json<Record<string, unknown>>(r.result),
    state: r.state as RoundRow['state'],
    betTx: String(r.bet_tx),
    resultTx: String(r.result_tx),
    extraTx: (r.extra_tx as string | null) ?? null,
    createdAt: iso(r.created_at),
  };
}

/** Seed amount a jackpot pool restarts from, per currency (minor units). */
export const JACKPOT_SEED: Record<string, number> = { THB: 5_000_000 };

export interface StoreOptions {
  /** How long a round may hold its session before another request may take it over. */
  busyMs?: number;
  sessionIdleMs?: number;
  funIdleMs?: number;
}

export function createStore(db: ProviderDatabase, options: StoreOptions = {}) {
  const busyMs = options.busyMs ?? 60_000;
  const sessionIdleMs = options.sessionIdleMs ?? 7 * 24 * 3600_000;
  const funIdleMs = options.funIdleMs ?? 30 * 24 * 3600_000;

  async function activeSeed(q: ProviderSql, owner: string): Promise<Seed> {
    const found = await q.query(
      'SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM dp_seeds WHERE owner = $1 AND active',
      [owner],
    );
    if (found[0]) return toSeed(found[0]);
    const serverSeed = newServerSeed();
    const created = await q.query(
      `INSERT INTO dp_seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner) WHERE active DO NOTHING
       RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
      [owner, serverSeed, sha256Hex(serverSeed), newClientSeed()],
    );
    if (created[0]) return toSeed(created[0]);
    return activeSeed(q, owner);
  }

  async function takeNonce(q: ProviderSql, owner: string): Promise<Seed> {
    const seed = await activeSeed(q, owner);
    const rows = await q.query(
      `UPDATE dp_seeds SET nonce = nonce + 1 WHERE id = $1 AND active
       RETURNING id, server_seed, server_seed_hash, client_seed, nonce - 1 AS nonce`,
      [seed.id],
    );
    return rows[0] ? toSeed(rows[0]) : takeNonce(q, owner);
  }

  /**
   * Locks the owner's active pair (a round taking a nonce holds it until the round is on record) and says whether a
   * round of the owner is still in play.
   */
  async function roundInPlay(q: ProviderSql, owner: string): Promise<boolean> {
    await q.query('SELECT id FROM dp_seeds WHERE owner = $1 AND active FOR UPDATE', [owner]);
    const open = await q.query(`SELECT 1 FROM dp_rounds WHERE owner = $1 AND state = 'open' LIMIT 1`, [owner]);
    return open.length > 0;
  }

  const toSeed = (r: Row): Seed => ({
    id: int(r.id),
    serverSeed: String(r.server_seed),
    serverSeedHash: String(r.server_seed_hash),
    clientSeed: String(r.client_seed),
    nonce: int(r.nonce),
  });

  return {
    db,

    /* ---------------------------------------------------------------------------------------------- fun accounts */

    /** The browser's fun account, created with the starting balance when unknown. */
    async funAccount(id: string | undefined): Promise<{ id: string; balance: number }> {
      if (id && /^[A-Za-z0-9_-]{22}$/.test(id)) {
        const rows = await db.query(
          'UPDATE dp_fun_accounts SET last_seen = now() WHERE id = $1 RETURNING id, balance',
          [id],
        );
        if (rows[0]) return { id: String(rows[0].id), balance: int(rows[0].balance) };
      }
      const fresh = newId();
      await db.query('INSERT INTO dp_fun_accounts (id, balance) VALUES ($1, $2)', [fresh, FUN_START_BALANCE]);
      return { id: fresh, balance: FUN_START_BALANCE };
    },

    /** Takes `amount` from a fun balance if it covers it; null when it does not. */
    async funDebit(id: string, amount: number): Promise<number | null> {
      const rows = await db.query(
        'UPDATE dp_fun_accounts SET balance = balance - $2 WHERE id = $1 AND balance >= $2 RETURNING balance',
        [id, amount],
      );
      return rows[0] ? int(rows[0].balance) : null;
    },

    async funCredit(id: string, amount: number): Promise<number> {
      const rows = await db.query('UPDATE dp_fun_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance', [
        id,
        amount,
      ]);
      return int(rows[0]?.balance ?? 0);
    },

    async funSettle(id: string, roundId: string, amount: number): Promise<number> {
      return db.transaction(async (tx) => {
        const settled = await tx.query(
          `UPDATE dp_rounds SET state = 'settled', settled_at = now() WHERE round_id = $1 AND state = 'settling'
           RETURNING round_id`,
          [roundId],
        );
        const rows = await tx.query(
          'UPDATE dp_fun_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
          [id, settled.length === 1 ? amount : 0],
        );
        return int(rows[0]?.balance ?? 0);
      });
    },

    async funBalance(id: string): Promise<number> {
      const rows = await db.query('SELECT balance FROM dp_fun_accounts WHERE id = $1', [id]);
      return int(rows[0]?.balance ?? 0);
    },

    async funRefill(id: string): Promise<number> {
      await db.query('UPDATE dp_fun_accounts SET balance = $2 WHERE id = $1', [id, FUN_START_BALANCE]);
      return FUN_START_BALANCE;
    },

    /* -------------------------------------------------------------------------------------------------- sessions */

    async addSession(input: Omit<GameSession, 'id'>): Promise<GameSession> {
      const id = newId();
      await db.query(
        `INSERT INTO dp_sessions (id, kind, mode, game_code, lang, currency, player_id, session_token, fun_account_id, owner, balance)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          id,
          input.kind,
          input.mode,
          input.gameCode,
          input.lang,
          input.currency,
          input.playerId,
          input.sessionToken,
          input.funAccountId,
          input.owner,
          input.balance,
        ],
      );
      return { ...input, id };
    },

    async session(id: unknown): Promise<GameSession | null> {
      if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
      const rows = await db.query(
        `UPDATE dp_sessions s SET last_seen = now() WHERE id = $1 RETURNING ${SESSION_COLUMNS}`,
        [id],
      );
      return rows[0] ? toSession(rows[0]) : null;
    },

    /** Takes the session for one request (any instance): false while another request holds it. */
    async claim(id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE dp_sessions SET busy_until = now() + make_interval(secs => $2::double precision / 1000)
         WHERE id = $1 AND (busy_until IS NULL OR busy_until < now()) RETURNING id`,
        [id, busyMs],
      );
      return rows.length === 1;
    },

    async release(id: string, balance?: number): Promise<void> {
      if (balance === undefined) await db.query('UPDATE dp_sessions SET busy_until = NULL WHERE id = $1', [id]);
      else await db.query('UPDATE dp_sessions SET busy_until = NULL, balance = $2 WHERE id = $1', [id, balance]);
    },

    async setBalance(id: string, balance: number): Promise<void> {
      await db.query('UPDATE dp_sessions SET balance = $2 WHERE id = $1', [id, balance]);
    },

    /** Drops idle sessions and fun accounts. */
    async sweep(): Promise<void> {
      await db.query(
        `DELETE FROM dp_sessions WHERE last_seen < now() - make_interval(secs => $1::double precision / 1000)
         AND NOT EXISTS (SELECT 1 FROM dp_rounds r WHERE r.session_id = dp_sessions.id AND r.state IN ('open', 'settling'))`,
        [sessionIdleMs],
      );
      await db.query(
        `DELETE FROM dp_fun_accounts f WHERE last_seen < now() - make_interval(secs => $1::double precision / 1000)
         AND NOT EXISTS (SELECT 1 FROM dp_sessions s WHERE s.fun_account_id = f.id)`,
        [funIdleMs],
      );
    },

    /* ----------------------------------------------------------------------------------------------------- seeds */

    /** The owner's active seed pair (created on first use): what is shown is its hash, never the server seed. */
    activeSeed: (owner: string) => activeSeed(db, owner),

    /** Takes the next nonce of the owner's active pair for a round. */
    nextNonce: (owner: string) => takeNonce(db, owner),

    /**
     * Takes the next nonce and writes the round it is for in one transaction: the pair stays locked until the round
     * is on record, so a rotation waits for it and then sees it open.
     */
    withNonce<T>(owner: string, fn: (seed: Seed, tx: ProviderSql) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => fn(await takeNonce(tx, owner), tx));
    },

    /** A new pair with the player's client seed; null while a round of the owner is in play (on any session). */
    async setClientSeed(owner: string, clientSeed: string): Promise<Seed | null> {
      return db.transaction(async (tx) => {
        if (await roundInPlay(tx, owner)) return null;
        const current = await activeSeed(tx, owner);
        // A new client seed starts a new pair, so that no round's outcome could have been chosen after its hash was shown.
        await tx.query('UPDATE dp_seeds SET active = false, revealed_at = now() WHERE id = $1', [current.id]);
        const serverSeed = newServerSeed();
        const rows = await tx.query(
          `INSERT INTO dp_seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
           RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
          [owner, serverSeed, sha256Hex(serverSeed), clientSeed],
        );
        return toSeed(rows[0]);
      });
    },

    /**
     * Retires the active pair (its server seed is revealed) and starts a new one with the same client seed; null while
     * a round of the owner is in play (on any session), whose outcome the revealed seed would give away.
     */
    async rotate(owner: string): Promise<{ revealed: Seed; next: Seed } | null> {
      return db.transaction(async (tx) => {
        if (await roundInPlay(tx, owner)) return null;
        const current = await activeSeed(tx, owner);
        await tx.query('UPDATE dp_seeds SET active = false, revealed_at = now() WHERE id = $1', [current.id]);
        const serverSeed = newServerSeed();
        const rows = await tx.query(
          `INSERT INTO dp_seeds (owner, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
           RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
          [owner, serverSeed, sha256Hex(serverSeed), current.clientSeed],
        );
        const revealed = await tx.query(
          'SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM dp_seeds WHERE id = $1',
          [current.id],
        );
        return { revealed: toSeed(revealed[0]), next: toSeed(rows[0]) };
      });
    },

    /** The owner's latest rounds with their seed pair; the server seed only once the pair is retired. */
    async history(owner: string, limit = 20) {
      const rows = await db.query(
        `SELECT r.*, s.server_seed_hash, s.client_seed AS seed_client, s.active AS seed_active,
                CASE WHEN s.active THEN NULL ELSE s.server_seed END AS revealed_seed
         FROM dp_rounds r JOIN dp_seeds s ON s.id = r.seed_id
         WHERE r.owner = $1 AND r.state IN ('settled', 'settling') ORDER BY r.created_at DESC, r.nonce DESC LIMIT $2`,
        [owner, Math.min(Math.max(limit, 1), 50)],
      );
      return rows.map((r) => ({
        ...toRound(r),
        serverSeedHash: String(r.server_seed_hash),
        clientSeed: String(r.seed_client),
        serverSeed: (r.revealed_seed as string | null) ?? null,
      }));
    },

    /* ---------------------------------------------------------------------------------------------------- rounds */

    async insertRound(round: Omit<RoundRow, 'createdAt'>, q: ProviderSql = db): Promise<void> {
      await q.query(
        `INSERT INTO dp_rounds (round_id, session_id, owner, kind, game_code, currency, bet, win, seed_id, nonce, params, result, state, bet_tx, result_tx, extra_tx, claimed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::text, $14, $15, $16,
                 CASE WHEN $13::text = 'settling' THEN now() END)`,
        [
          round.roundId,
          round.sessionId,
          round.owner,
          round.kind,
          round.gameCode,
          round.currency,
          round.bet,
          round.win,
          round.seedId,
          round.nonce,
          JSON.stringify(round.params),
          round.result === null ? null : JSON.stringify(round.result),
          round.state,
          round.betTx,
          round.resultTx,
          round.extraTx,
        ],
      );
    },

    async updateRound(
      roundId: string,
      fields: Partial<Pick<RoundRow, 'bet' | 'win' | 'params' | 'result' | 'state' | 'extraTx'>>,
      q: ProviderSql = db,
      /** Only while the round is still open with these choices (the move it follows is the one on record). */
      expect?: { params: Record<string, unknown> },
    ): Promise<boolean> {
      const sets: string[] = [];
      const values: unknown[] = [roundId];
      const put = (column: string, value: unknown, cast = '') => {
        values.push(value);
        sets.push(`${column} = $${values.length}${cast}`);
      };
      if (fields.bet !== undefined) put('bet', fields.bet);
      if (fields.win !== undefined) put('win', fields.win);
      if (fields.params !== undefined) put('params', JSON.stringify(fields.params), '::jsonb');
      if (fields.result !== undefined) put('result', JSON.stringify(fields.result), '::jsonb');
      if (fields.extraTx !== undefined) put('extra_tx', fields.extraTx);
      if (fields.state !== undefined) {
        put('state', fields.state);
        if (fields.state === 'settled' || fields.state === 'cancelled') sets.push('settled_at = now()');
        if (fields.state === 'settling') sets.push('claimed_at = now()');
      }
      if (!sets.length) return true;
      let where = 'round_id = $1';
      if (expect) {
        values.push(JSON.stringify(expect.params));
        where += ` AND state = 'open' AND params = $${values.length}::jsonb`;
      }
      const rows = await q.query(`UPDATE dp_rounds SET ${sets.join(', ')} WHERE ${where} RETURNING round_id`, values);
      return rows.length === 1;
    },

    async openRound(sessionId: string): Promise<(RoundRow & { seed: Seed }) | null> {
      const rows = await db.query(
        `SELECT r.*, s.server_seed, s.server_seed_hash, s.client_seed
         FROM dp_rounds r JOIN dp_seeds s ON s.id = r.seed_id WHERE r.session_id = $1 AND r.state = 'open'`,
        [sessionId],
      );
      if (!rows[0]) return null;
      const r = rows[0];
      return {
        ...toRound(r),
        seed: {
          id: int(r.seed_id),
          serverSeed: String(r.server_seed),
          serverSeedHash: String(r.server_seed_hash),
          clientSeed: String(r.client_seed),
          nonce: int(r.nonce),
        },
      };
    },

    /* ----------------------------------------------------------------------------------------------------- crash */

    /**
     * A crash round whose stake was taken: it takes off `countdownMs` from now by the database's clock and ends by
     * itself `runMs` later (its crash, or the automatic cash-out if that comes first). False when the session already
     * has an open round (the stake must then go back).
     */
    async insertCrashRound(
      round: Omit<RoundRow, 'createdAt' | 'state' | 'win' | 'result'>,
      crash: { crashPoint: number; countdownMs: number; runMs: number },
      q: ProviderSql = db,
    ): Promise<boolean> {
      const rows = await q.query(
        `WITH t AS (SELECT clock_timestamp() + make_interval(secs => $16::double precision / 1000) AS starts_at)
         INSERT INTO dp_rounds (round_id, session_id, owner, kind, game_code, currency, bet, win, seed_id, nonce, params, state,
                                bet_tx, result_tx, extra_tx, crash_point, starts_at, ends_at)
         SELECT $1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10::jsonb, 'open', $11, $12, $13, $14, t.starts_at,
                t.starts_at + make_interval(secs => $15::double precision / 1000)
         FROM t
         ON CONFLICT DO NOTHING RETURNING round_id`,
        [
          round.roundId,
          round.sessionId,
          round.owner,
          round.kind,
          round.gameCode,
          round.currency,
          round.bet,
          round.seedId,
          round.nonce,
          JSON.stringify(round.params),
          round.betTx,
          round.resultTx,
          round.extraTx,
          crash.crashPoint,
          crash.runMs,
          crash.countdownMs,
        ],
      );
      return rows.length === 1;
    },

    /**
     * A crash round as any instance sees it, timed by the database's clock: the round `roundId`, or the latest crash
     * round of the session `sessionId`. With the session's balance and whether its result waits in the pending calls.
     */
    async crashRound(where: { roundId: string } | { sessionId: string }): Promise<CrashRound | null> {
      const byRound = 'roundId' in where;
      const rows = await db.query(
        `SELECT r.*,
                1000 * extract(epoch FROM (r.starts_at - clock_timestamp()))::double precision AS starts_in_ms,
                1000 * extract(epoch FROM (r.ends_at - clock_timestamp()))::double precision AS ends_in_ms,
                COALESCE((SELECT f.balance FROM dp_fun_accounts f WHERE f.id = s.fun_account_id), s.balance) AS session_balance,
                EXISTS (SELECT 1 FROM dp_pending_calls p WHERE p.round_id = r.round_id) AS pending
         FROM dp_rounds r JOIN dp_sessions s ON s.id = r.session_id
         WHERE ${byRound ? 'r.round_id = $1' : "r.session_id = $1 AND r.kind = 'crash'"} AND r.crash_point IS NOT NULL
         ORDER BY r.created_at DESC LIMIT 1`,
        [byRound ? where.roundId : where.sessionId],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        ...toRound(r),
        crashPoint: int(r.crash_point),
        startsInMs: Number(r.starts_in_ms),
        endsInMs: Number(r.ends_in_ms),
        sessionBalance: int(r.session_balance),
        pending: r.pending === true || r.pending === 't',
      };
    },

    /**
     * Claims the settlement of an open round: exactly one caller, on whichever instance, gets true; the round then
     * carries the win and the choices it was settled with.
     */
    async claimSettlement(
      roundId: string,
      fields: { win: number; params: Record<string, unknown>; result: Record<string, unknown> },
      state: 'settling' | 'cancelled' = 'settling',
    ): Promise<boolean> {
      const rows = await db.query(
        `UPDATE dp_rounds SET state = $2::text, win = $3, params = $4::jsonb, result = $5::jsonb, claimed_at = now(),
                settled_at = CASE WHEN $2::text = 'cancelled' THEN now() ELSE settled_at END
         WHERE round_id = $1 AND state = 'open' RETURNING round_id`,
        [roundId, state, fields.win, JSON.stringify(fields.params), JSON.stringify(fields.result)],
      );
      return rows.length === 1;
    },

    /** A settlement the casino answered: the round is settled and the session keeps the balance it reported. */
    async settled(roundId: string, sessionId: string, balance: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        if (balance !== null) await tx.query('UPDATE dp_sessions SET balance = $2 WHERE id = $1', [sessionId, balance]);
        await tx.query(
          `UPDATE dp_rounds SET state = 'settled', settled_at = now() WHERE round_id = $1 AND state = 'settling'`,
          [roundId],
        );
      });
    },

    /**
     * Rounds whose result some instance took on delivering `staleMs` ago and never handed to the pending calls (it
     * went away on the way): leased to this caller for another `staleMs`, so that one instance delivers each again.
     */
    async strandedSettlements(staleMs: number, limit = 20) {
      const rows = await db.query(
        `UPDATE dp_rounds SET claimed_at = now() WHERE round_id IN (
           SELECT r.round_id FROM dp_rounds r
           WHERE r.state = 'settling' AND r.claimed_at < now() - make_interval(secs => $1::double precision / 1000)
             AND NOT EXISTS (SELECT 1 FROM dp_pending_calls p WHERE p.round_id = r.round_id)
           ORDER BY r.claimed_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         AND state = 'settling'
         RETURNING round_id, session_id, bet_tx, result_tx, win`,
        [staleMs, limit],
      );
      return rows.map((r) => ({
        ids: { roundId: String(r.round_id), betTxId: String(r.bet_tx), resultTxId: String(r.result_tx) },
        sessionId: String(r.session_id),
        win: int(r.win),
      }));
    },

    /** Open crash rounds whose end has come, on whichever instance took them. */
    async dueCrashRounds(limit = 20): Promise<string[]> {
      const rows = await db.query(
        `SELECT round_id FROM dp_rounds WHERE state = 'open' AND ends_at IS NOT NULL AND ends_at <= clock_timestamp()
         ORDER BY ends_at LIMIT $1`,
        [limit],
      );
      return rows.map((r) => String(r.round_id));
    },

    /** The crash points of the owner's latest finished crash rounds, newest first. */
    async crashHistory(owner: string, limit = 12): Promise<number[]> {
      const rows = await db.query(
        `SELECT crash_point FROM dp_rounds WHERE owner = $1 AND kind = 'crash' AND crash_point IS NOT NULL
         AND state IN ('settling', 'settled') ORDER BY created_at DESC LIMIT $2`,
        [owner, limit],
      );
      return rows.map((r) => int(r.crash_point));
    },

    /* --------------------------------------------------------------------------------------------------- jackpot */

    async jackpot(currency: string): Promise<{ pool: number; updatedAt: string }> {
      const rows = await db.query('SELECT pool, updated_at FROM dp_jackpots WHERE currency = $1', [currency]);
      if (rows[0]) return { pool: int(rows[0].pool), updatedAt: iso(rows[0].updated_at) };
      await ensurePool(db, currency);
      return this.jackpot(currency);
    },

    /**
     * Adds the bet's share to the pool and, on a hit, pays out the whole pool (which restarts from its seed): one
     * transaction, the pool row locked. Returns the payout (0 without a hit).
     */
    async jackpotRound(input: { currency: string; roundId: string; contribution: number; hit: boolean }) {
      return db.transaction(async (tx) => {
        await ensurePool(tx, input.currency);
        const locked = await tx.query('SELECT pool FROM dp_jackpots WHERE currency = $1 FOR UPDATE', [input.currency]);
        let pool = int(locked[0].pool);
        if (input.contribution > 0) {
          pool += input.contribution;
          await tx.query(
            `INSERT INTO dp_jackpot_entries (currency, kind, round_id, amount) VALUES ($1, 'contribution', $2, $3)`,
            [input.currency, input.roundId, input.contribution],
          );
        }
        let payout = 0;
        if (input.hit && pool > 0) {
          payout = pool;
          await tx.query(
            `INSERT INTO dp_jackpot_entries (currency, kind, round_id, amount) VALUES ($1, 'payout', $2, $3)`,
            [input.currency, input.roundId, payout],
          );
          const seed = JACKPOT_SEED[input.currency] ?? 0;
          pool = seed;
          if (seed > 0)
            await tx.query(`INSERT INTO dp_jackpot_entries (currency, kind, amount) VALUES ($1, 'seed', $2)`, [
              input.currency,
              seed,
            ]);
        }
        await tx.query('UPDATE dp_jackpots SET pool = $2, updated_at = now() WHERE currency = $1', [
          input.currency,
          pool,
        ]);
        return { payout, pool };
      });
    },
  };
}

async function ensurePool(q: ProviderSql, currency: string): Promise<void> {
  const seed = JACKPOT_SEED[currency] ?? 0;
  const created = await q.query(
    'INSERT INTO dp_jackpots (currency, pool) VALUES ($1, $2) ON CONFLICT (currency) DO NOTHING RETURNING currency',
    [currency, seed],
  );
  if (created.length && seed > 0)
    await q.query(`INSERT INTO dp_jackpot_entries (currency, kind, amount) VALUES ($1, 'seed', $2)`, [currency, seed]);
}

export type Store = ReturnType<typeof createStore>;
