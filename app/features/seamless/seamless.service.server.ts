import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../server/db/client.ts';
import { functionCall, preparedRows, preparedStatement, rawRows } from '../../../server/db/raw-query.ts';
import { pgErrorOf } from '../../../server/db/retry.ts';
import { AppError } from '../../../server/errors.ts';
import type { Member, Page } from '../../../server/rest/service.ts';
import { HOUSE_SHARDS } from '../ledger/ledger.schemas.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import { createSettledRoundsWindow } from './settled-rounds-window.server.ts';
import {
  balanceCallSchema,
  LIVE_WINS_MAX,
  maskUsername,
  walletCallSchema,
  walletRefCallSchema,
  type BetRecord,
  type BetSubType,
  type BetSummary,
  type LiveWin,
  type WalletAnswer,
  type WalletCall,
  type WalletOp,
  type WalletStatus,
  SETTLED_ROUNDS_LAG_MS,
  SETTLED_ROUNDS_MAX,
  SETTLED_ROUNDS_SHARED_MS,
} from './seamless.schemas.ts';

/** What the launch needs to know about a game (the games feature's `getGame`). */
export interface LaunchGame {
  id: number;
  game_code: string;
  name: string;
  category_code: string;
  /** The demo game server's engine that plays the game. */
  engine: string;
  /** Demo play (fun balance) is available. */
  is_demo: boolean;
  provider: { code: string; name: string };
}

/** What the launch needs to know about the member (the auth feature's profile). */
export interface LaunchProfile {
  currency: { code: string } | null;
}

export interface SeamlessDeps {
  db: Db;
  ledger: LedgerService;
  getGame(id: number): Promise<LaunchGame | null>;
  getGameByCode(code: string): Promise<LaunchGame | null>;
  profile(memberId: number): Promise<LaunchProfile | null>;
  /** The profile feature's completeness rule (bank or wallet, first name, and what the global config asks for). */
  profileComplete(memberId: number): Promise<boolean>;
  /** Refuses a launch while a coupon of the member is under verification (the coupons' rule). */
  couponHold?: (memberId: number) => Promise<void>;
  /** Refuses a launch while the member is timed out or self-excluded (player protection; the bet path refuses too). */
  playGate?: (memberId: number) => Promise<void>;
  /** Told of every launch (the member's last played games). */
  onLaunch?(memberId: number, gameListId: number): Promise<void>;
  /** Members' usernames by id (the auth feature's): the live feed shows them masked. */
  usernames?(ids: readonly number[]): Promise<Map<number, string>>;
  /** Lifetime of a game session for new bets (results and cancels are accepted after it). */
  sessionTtlMs?: number;
  now?: () => Date;
  /** The business date of a bet (BUSINESS_TIME_ZONE); Asia/Bangkok by default. */
  businessDateOf?: (at: Date) => string;
}

export interface LaunchResult {
  url: string;
  sessionId: number;
  expiresAt: Date;
}

export interface BetQuery {
  from?: Date;
  to?: Date;
  limit: number;
  skip: number;
  /** Newest first unless 1. */
  order?: 1 | -1;
  subType?: BetSubType;
}

export interface SeamlessService {
  /** Opens a game session for the member and returns the game's launch URL. */
  launch(member: Member, input: { gameListId: number; languageCode?: string }): Promise<LaunchResult>;
  /** The launch URL of a demo game on a fun balance: no session, no wallet, open to visitors. */
  demoLaunch(input: { gameListId: number; languageCode?: string }): Promise<{ url: string }>;
  /** One seamless-wallet call whose signature has been verified. */
  handle(providerCode: string, op: WalletOp, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }>;
  /** The member's bet records, newest first. */
  betRecords(memberId: number, query: BetQuery): Promise<Page<BetRecord>>;
  /** Totals of the member's bet records over a time range; with byDay, also per business date and game category. */
  betSummary(memberId: number, range: { from?: Date; to?: Date }, options?: { byDay?: boolean }): Promise<BetSummary>;
  /**
   * The site's latest paid results, newest first, with the winners' usernames masked (the lobby's live feed):
   * at most LIVE_WINS_MAX, only those after `afterId` when given. Without `afterId` the answer is kept two seconds.
   */
  recentWins(options?: { limit?: number; afterId?: number }): Promise<LiveWin[]>;
}

export interface TurnoverDay {
  business_date: string;
  game_category: string;
  currency: string;
  bet_amount: number;
  win_amount: number;
  bet_count: number;
}

export interface TurnoverMemberDay {
  member_id: number;
  currency: string;
  categories: { game_category: string; bet_amount: number; win_amount: number; bet_count: number }[];
}

export interface TurnoverTotals {
  currency: string;
  bet_amount: number;
  win_amount: number;
  bet_count: number;
  /** Turnover made since the current deposit requirement started, and its target (0: none). */
  turn_deposit: number;
  turn_deposit_target: number;
}

/** Turnover and win/loss accumulators: what promotions, quests, competitions, levels, cashback and rebate read. */
export interface TurnoverService {
  /** Per business date (Asia/Bangkok, YYYY-MM-DD, inclusive) and game category. */
  daily(memberId: number, currency: string, fromDate: string, toDate: string): Promise<TurnoverDay[]>;
  totals(memberId: number, currency: string, ex?: Executor): Promise<TurnoverTotals>;
  /**
   * Every member's settled bets of one business date, per currency and game category, in member id order from
   * `afterMemberId` (exclusive), at most `limit` members: what the daily runs (cashback, rebate, levels) page through.
   */
  dayMembers(businessDate: string, afterMemberId: number, limit: number): Promise<TurnoverMemberDay[]>;
  /** Accumulated settled stakes and wins of members (at most 5000) up to and including a business date. */
  totalsThrough(
    memberIds: readonly number[],
    throughDate: string,
  ): Promise<Map<number, { currency: string; bet_amount: number; win_amount: number }[]>>;
  /** Starts a deposit turnover requirement: from now on the member must bet `target` minor units. */
  startDepositRequirement(ex: Executor, memberId: number, currency: string, target: number): Promise<void>;
  /**
   * Adds a deposit's turnover to the requirement, in the caller's transaction: what is left of the current one
   * (target − turnover made since it started, never below zero) plus `amount` becomes the new target, counted from now.
   */
  addDepositRequirement(ex: Executor, memberId: number, currency: string, amount: number): Promise<void>;
  /**
   * Σ over game categories per member, currency and business date, from `fromDate` to `toDate` (inclusive, at most
   * 366 days): of the members listed (at most 10,000), or of every member who bet when `memberIds` is absent.
   */
  memberDays(options: {
    memberIds?: readonly number[];
    fromDate: string;
    toDate: string;
  }): Promise<MemberTurnoverDay[]>;
  /**
   * The settled rounds after a watermark, in settlement order (at most `limit`, ≤ 5,000): one row per result the
   * provider sent, with the round's stakes on its first result. A consumer (quests, competitions, points) keeps the
   * last `id` it has processed. Only results written at least `SETTLED_ROUNDS_LAG_MS` ago are listed, so that a
   * result committed late by a concurrent statement is not passed over by a watermark already beyond it.
   */
  settledRounds(afterId: number, limit: number): Promise<SettledRound[]>;
}

/** One settled round of the member's play (minor units). */
export interface SettledRound {
  /** Increases with settlement: the consumer's watermark. */
  id: number;
  memberId: number;
  currency: string;
  providerCode: string;
  gameCode: string;
  gameCategory: string;
  /** The round's stakes (bets less cancellations and refunds); 0 on a round's second and later results. */
  stake: number;
  win: number;
  settledAt: Date;
}

/** A member's settled bets and wins of one business date in one currency, every game category together. */
export interface MemberTurnoverDay {
  member_id: number;
  currency: string;
  business_date: string;
  bet_amount: number;
  win_amount: number;
  bet_count: number;
}

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The built-in demo game server plays the games of every provider that has no integration of its own. */
export const DEMO_PROVIDER_CODE = 'demo';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** The business date of an instant: the calendar date in Asia/Bangkok (UTC+7, no daylight saving). */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The fields of a call that make it what it is; the session token is not one of them. */
function payloadHash(op: WalletOp, c: WalletCall): string {
  const canonical = JSON.stringify([
    op,
    c.round_id,
    c.game_code,
    c.player_id,
    c.amount,
    c.currency,
    c.ref_tx_id ?? null,
    c.round_closed ?? null,
    // Only when present, so that every other call hashes as before.
    ...(c.free_round_id ? [c.free_round_id] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** A member's turnover totals in one currency: read on every page of a member (the header's wallet), kept prepared. */
const TURNOVER_TOTALS = preparedStatement(
  'member_turnover_totals_read',
  `SELECT bet_amount, win_amount, bet_count, turn_deposit_base, turn_deposit_target
     FROM member_turnover_totals WHERE member_id = $1::integer AND currency = $2::varchar`,
);

/**
 * The wallet's rules are database functions (server/db/functions): seamless_call applies a call in one statement,
 * seamless_balance answers a balance call; both judge the session and currency with seamless_session_status. Here they
 * are only called and their results mapped. Prepared once per connection under these names: a change of the text needs
 * a new name (connections keep the old statement).
 */
const SEAMLESS_CALL = functionCall(
  'seamless_call_v2',
  'seamless_call',
  {
    p_op: 'text',
    p_provider: 'text',
    p_tx: 'text',
    p_round: 'text',
    p_game_code: 'text',
    p_player: 'text',
    p_token_hash: 'text',
    p_amount: 'bigint',
    p_currency: 'text',
    p_hash: 'text',
    p_date: 'date',
    p_now: 'timestamptz',
    p_house_shards: 'smallint',
    p_ref: 'text',
    p_round_closed: 'boolean',
    p_known_name: 'text',
    p_known_category: 'text',
    p_main: 'bigint',
    p_house: 'bigint',
  },
  ['o_status', 'o_balance', 'o_http', 'o_main', 'o_house'],
);

const SEAMLESS_BALANCE = functionCall(
  'seamless_balance_v1',
  'seamless_balance',
  {
    p_provider: 'text',
    p_player: 'text',
    p_token_hash: 'text',
    p_currency: 'text',
    p_now: 'timestamptz',
  },
  ['o_status', 'o_balance', 'o_currency', 'o_http'],
);

/** SQLSTATE numeric_value_out_of_range: the call would take a balance past the ledger's limit (2^53 − 1). */
const BALANCE_LIMIT_SQLSTATE = '22003';

type Row = Record<string, unknown>;
const rows = (ex: Executor, query: SQL): Promise<Row[]> => rawRows(ex, query);
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

export function createSeamlessService(deps: SeamlessDeps): { seamless: SeamlessService; turnover: TurnoverService } {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const businessDateOf = deps.businessDateOf ?? businessDate;
  const ttl = deps.sessionTtlMs ?? SESSION_TTL_MS;
  const gameByCode = new Map<string, { at: number; game: LaunchGame | null }>();
  /** member:currency → the ids of the member's main account and house game shard, as seamless_call reported them. */
  const accounts = new Map<string, { main: number; house: number }>();

  async function gameInfo(code: string): Promise<LaunchGame | null> {
    const hit = gameByCode.get(code);
    if (hit && Date.now() - hit.at < 60_000) return hit.game;
    const game = await deps.getGameByCode(code);
    if (gameByCode.size > 5_000) gameByCode.clear();
    gameByCode.set(code, { at: Date.now(), game });
    return game;
  }

  // Quests, competitions and points earning read the same rounds: one read serves the three while it is fresh.
  async function readSettledRounds(after: number, n: number): Promise<SettledRound[]> {
    const found = await rows(
      db,
      sql`
      SELECT r.id, r.member_id, r.currency, r.provider_code, r.game_code, r.game_category, r.amount AS win, r.created_at,
        CASE WHEN EXISTS (
          SELECT 1 FROM bet_transactions p
          WHERE p.round_id = r.round_id AND p.member_id = r.member_id AND p.provider_code = r.provider_code
            AND p.sub_type = 'result' AND p.id < r.id
        ) THEN 0 ELSE coalesce((
          SELECT sum(CASE WHEN b.sub_type IN ('bet', 'reserve') THEN b.amount WHEN b.sub_type IN ('cancel', 'refund') THEN -b.amount ELSE 0 END)
          FROM bet_transactions b
          WHERE b.round_id = r.round_id AND b.member_id = r.member_id AND b.provider_code = r.provider_code
            AND b.sub_type <> 'result' AND b.id < r.id
        ), 0) END AS stake
      FROM bet_transactions r
      WHERE r.id > ${after} AND r.sub_type = 'result'
        AND r.created_at <= now() - make_interval(secs => ${SETTLED_ROUNDS_LAG_MS / 1000})
      ORDER BY r.id LIMIT ${n}`,
    );
    return found.map((r) => ({
      id: num(r.id),
      memberId: num(r.member_id),
      currency: String(r.currency),
      providerCode: String(r.provider_code),
      gameCode: String(r.game_code),
      gameCategory: String(r.game_category),
      stake: Math.max(0, num(r.stake)),
      win: num(r.win),
      settledAt: dateOf(r.created_at),
    }));
  }
  const settledRounds = createSettledRoundsWindow(readSettledRounds, {
    readSize: SETTLED_ROUNDS_MAX,
    freshMs: SETTLED_ROUNDS_SHARED_MS,
  });

  const mainOf = (memberId: number, currency: string) => ({ member: memberId, wallet: 'main' as const, currency });

  async function mainBalance(ex: Executor, memberId: number, currency: string): Promise<number> {
    return ledger.balance(mainOf(memberId, currency), ex);
  }

  async function balanceOp(providerCode: string, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const parsed = balanceCallSchema.safeParse(body);
    if (!parsed.success)
      return { httpStatus: 400, answer: { status: 'INVALID_REQUEST', balance: 0, currency: '', tx_id: null } };
    const c = parsed.data;
    const [[status, balance, currency, http]] = await preparedRows(
      db,
      SEAMLESS_BALANCE,
      SEAMLESS_BALANCE.values({
        p_provider: providerCode,
        p_player: c.player_id,
        p_token_hash: hashToken(c.session_token),
        p_currency: c.currency ?? null,
        p_now: now(),
      }),
    );
    return {
      httpStatus: Number(http),
      answer: {
        status: status as WalletStatus,
        balance: num(balance),
        currency: currency ?? '',
        tx_id: c.tx_id ?? null,
      },
    };
  }

  async function handle(
    providerCode: string,
    op: WalletOp,
    body: unknown,
  ): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    if (op === 'balance') return balanceOp(providerCode, body);
    const schema = op === 'cancel' || op === 'refund' ? walletRefCallSchema : walletCallSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return {
        httpStatus: 400,
        answer: {
          status: 'INVALID_REQUEST',
          balance: 0,
          currency: typeof raw.currency === 'string' ? raw.currency.slice(0, 10) : '',
          tx_id: typeof raw.tx_id === 'string' ? raw.tx_id.slice(0, 128) : null,
        },
      };
    }
    const c = parsed.data as WalletCall;
    // The free-round form is a bet of 0 naming the grant; on anything else it is a malformed call.
    if (c.free_round_id && (op !== 'bet' || c.amount !== 0))
      return {
        httpStatus: 400,
        answer: { status: 'INVALID_REQUEST', balance: 0, currency: c.currency, tx_id: c.tx_id },
      };
    const game = await gameInfo(c.game_code);
    const at = now();
    const accountsKey = `${c.player_id}:${c.currency}`;
    const known = accounts.get(accountsKey);
    const values = SEAMLESS_CALL.values({
      p_op: op,
      p_provider: providerCode,
      p_tx: c.tx_id,
      p_round: c.round_id,
      p_game_code: c.game_code,
      p_player: c.player_id,
      p_token_hash: hashToken(c.session_token),
      p_amount: c.amount,
      p_currency: c.currency,
      p_hash: payloadHash(op, c),
      p_date: businessDateOf(at),
      p_now: at,
      p_house_shards: HOUSE_SHARDS,
      p_ref: c.ref_tx_id ?? null,
      p_round_closed: c.round_closed ?? null,
      p_known_name: game?.name ?? null,
      p_known_category: game?.category_code ?? null,
      p_main: known?.main ?? null,
      p_house: known?.house ?? null,
    });
    let result: (string | null)[];
    try {
      [result] = await ledger.runAtomic((ex) => preparedRows(ex, SEAMLESS_CALL, values));
    } catch (err) {
      if (pgErrorOf(err)?.code !== BALANCE_LIMIT_SQLSTATE) throw err;
      // The statement was undone whole: nothing changed. The answer carries the balance as it is.
      const balance = known ? await ledger.balance(known.main) : await mainBalance(db, Number(c.player_id), c.currency);
      return {
        httpStatus: 200,
        answer: { status: 'BALANCE_LIMIT_EXCEEDED', balance, currency: c.currency, tx_id: c.tx_id },
      };
    }
    const [status, balance, http, main, house] = result;
    // Account ids never change once committed: the next call of this member skips their look-up.
    if (!known && main !== null && house !== null) {
      if (accounts.size >= 100_000) accounts.clear();
      accounts.set(accountsKey, { main: Number(main), house: Number(house) });
    }
    return {
      httpStatus: Number(http),
      answer: { status: status as WalletStatus, balance: num(balance), currency: c.currency, tx_id: c.tx_id },
    };
  }

  async function launch(member: Member, input: { gameListId: number; languageCode?: string }): Promise<LaunchResult> {
    const [profile, complete] = await Promise.all([deps.profile(member.id), deps.profileComplete(member.id)]);
    if (!profile) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
    // Playing needs a complete profile: bank or wallet details and the rest (platform-shell §§ 4, 5).
    if (!complete) throw new AppError('Forbidden', 'UPDATE_PROFILE_REQUIRED');
    await deps.couponHold?.(member.id);
    await deps.playGate?.(member.id);
    const game = await deps.getGame(input.gameListId);
    if (!game) throw new AppError('NotFound', 'GAME_NOT_AVAILABLE');
    const currency = profile.currency?.code;
    if (!currency)
      throw new AppError('GeneralError', 'GENERAL_ERROR', { message: `member ${member.id} has no currency` });
    const lang = (input.languageCode ?? 'th').slice(0, 8);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + ttl);
    const [row] = await rows(
      db,
      sql`
      INSERT INTO game_sessions (token_hash, member_id, provider_code, game_list_id, game_code, game_name, game_category, currency, language, expires_at)
      VALUES (${hashToken(token)}, ${member.id}, ${DEMO_PROVIDER_CODE}, ${game.id}, ${game.game_code}, ${game.name}, ${game.category_code}, ${currency}, ${lang}, ${expiresAt})
      RETURNING id`,
    );
    await deps.onLaunch?.(member.id, game.id);
    return {
      url: demoProviderUrl(game, lang, { token, player: String(member.id), lang }),
      sessionId: num(row.id),
      expiresAt,
    };
  }

  /**
   * The demo game server's URL for a game: its catalogue name as the title and its engine as the kind; other
   * providers' games (no external provider is integrated) play there branded with their provider.
   */
  function demoProviderUrl(
    game: { game_code: string; name: string; engine: string; provider: { code: string; name: string } },
    lang: string,
    base: Record<string, string>,
  ): string {
    const params = new URLSearchParams(base);
    params.set('title', game.name);
    params.set('kind', game.engine);
    if (game.provider.code !== DEMO_PROVIDER_CODE) params.set('brand', game.provider.name);
    params.set('lobby', `/${lang}`);
    return `/demo-provider/play/${encodeURIComponent(game.game_code)}?${params.toString()}`;
  }

  async function demoLaunch(input: { gameListId: number; languageCode?: string }): Promise<{ url: string }> {
    const game = await deps.getGame(input.gameListId);
    if (!game?.is_demo) throw new AppError('NotFound', 'GAME_NOT_AVAILABLE');
    const lang = (input.languageCode ?? 'th').slice(0, 8);
    return { url: demoProviderUrl(game, lang, { mode: 'fun', lang }) };
  }

  function toRecord(r: Row): BetRecord {
    const type = r.sub_type as BetSubType;
    const amount = num(r.amount);
    return {
      id: num(r.id),
      game_name: (r.game_name as string | null) ?? null,
      game_code: String(r.game_code),
      game_category: String(r.game_category),
      provider_code: String(r.provider_code),
      round_id: String(r.round_id),
      type,
      amount,
      bet_amount: type === 'bet' || type === 'reserve' ? amount : 0,
      win_lose: num(r.after_balance) - num(r.before_balance),
      before_amount: num(r.before_balance),
      after_amount: num(r.after_balance),
      currency: String(r.currency),
      createdAt: dateOf(r.created_at).toISOString(),
    };
  }

  function rangeWhere(memberId: number, range: { from?: Date; to?: Date }, subType?: BetSubType): SQL {
    return sql`member_id = ${memberId} AND status <> 'tombstone'
      ${range.from ? sql`AND created_at >= ${range.from}` : sql``}
      ${range.to ? sql`AND created_at <= ${range.to}` : sql``}
      ${subType ? sql`AND sub_type = ${subType}` : sql``}`;
  }

  async function betRecords(memberId: number, q: BetQuery): Promise<Page<BetRecord>> {
    const where = rangeWhere(memberId, q, q.subType);
    const [{ total }] = await rows(db, sql`SELECT count(*) AS total FROM bet_transactions WHERE ${where}`);
    const n = num(total);
    let data: BetRecord[] = [];
    if (q.limit > 0 && n > q.skip) {
      const dir = q.order === 1 ? sql`ASC` : sql`DESC`;
      data = (
        await rows(
          db,
          sql`SELECT * FROM bet_transactions WHERE ${where} ORDER BY created_at ${dir}, id ${dir} LIMIT ${q.limit} OFFSET ${q.skip}`,
        )
      ).map(toRecord);
    }
    return { total: n, limit: q.limit, skip: q.skip, data };
  }

  const summaryColumns = sql`
    coalesce(sum(CASE WHEN sub_type IN ('bet', 'reserve') THEN amount WHEN sub_type IN ('cancel', 'refund') THEN -amount ELSE 0 END), 0) AS bet_amount,
    coalesce(sum(CASE WHEN sub_type = 'result' THEN amount ELSE 0 END), 0) AS win_amount,
    count(*) FILTER (WHERE sub_type IN ('bet', 'reserve') AND status <> 'cancelled') AS bet_count`;

  async function betSummary(
    memberId: number,
    range: { from?: Date; to?: Date },
    options: { byDay?: boolean } = {},
  ): Promise<BetSummary> {
    const where = rangeWhere(memberId, range);
    const [[r], days] = await Promise.all([
      rows(db, sql`SELECT min(currency) AS currency, ${summaryColumns} FROM bet_transactions WHERE ${where}`),
      options.byDay
        ? rows(
            db,
            sql`SELECT business_date::text AS business_date, game_category, ${summaryColumns} FROM bet_transactions WHERE ${where}
            GROUP BY business_date, game_category ORDER BY business_date DESC, game_category`,
          )
        : Promise.resolve(null),
    ]);
    const bet = num(r.bet_amount);
    const win = num(r.win_amount);
    const summary: BetSummary = {
      currency: (r.currency as string | null) ?? null,
      bet_amount: bet,
      win_amount: win,
      win_lose: win - bet,
      bet_count: num(r.bet_count),
    };
    if (days) {
      summary.days = days.map((d) => ({
        business_date: String(d.business_date),
        game_category: String(d.game_category),
        bet_amount: num(d.bet_amount),
        win_amount: num(d.win_amount),
        win_lose: num(d.win_amount) - num(d.bet_amount),
        bet_count: num(d.bet_count),
      }));
    }
    return summary;
  }

  async function readWins(limit: number, afterId: number | undefined): Promise<LiveWin[]> {
    const found = await rows(
      db,
      sql`SELECT id, member_id, game_code, game_name, amount, currency, created_at FROM bet_transactions
      WHERE sub_type = 'result' AND amount > 0 ${afterId !== undefined ? sql`AND id > ${afterId}` : sql``}
      ORDER BY id DESC LIMIT ${limit}`,
    );
    const names = found.length
      ? ((await deps.usernames?.(found.map((r) => num(r.member_id)))) ?? new Map())
      : new Map();
    return found.map((r) => ({
      id: num(r.id),
      game_code: String(r.game_code),
      game_name: (r.game_name as string | null) ?? String(r.game_code),
      player: maskUsername(names.get(num(r.member_id)) ?? ''),
      amount: num(r.amount),
      currency: String(r.currency),
      at: dateOf(r.created_at).toISOString(),
    }));
  }

  // The latest wins as every visitor's lobby asks for them: read once per two seconds (one read at a time).
  let latestWins: { at: number; wins: Promise<LiveWin[]> } | null = null;
  async function recentWins(options: { limit?: number; afterId?: number } = {}): Promise<LiveWin[]> {
    const limit = Math.max(1, Math.min(LIVE_WINS_MAX, Math.trunc(options.limit ?? LIVE_WINS_MAX)));
    if (options.afterId !== undefined) return readWins(limit, Math.max(0, Math.trunc(options.afterId)));
    if (!latestWins || Date.now() - latestWins.at > 2_000) {
      const wins = readWins(LIVE_WINS_MAX, undefined);
      latestWins = { at: Date.now(), wins };
      wins.catch(() => {
        if (latestWins?.wins === wins) latestWins = null;
      });
    }
    return (await latestWins.wins).slice(0, limit);
  }

  const turnover: TurnoverService = {
    async daily(memberId, currency, fromDate, toDate) {
      const found = await rows(
        db,
        sql`
        SELECT business_date::text AS business_date, game_category, currency, bet_amount, win_amount, bet_count FROM member_turnover
        WHERE member_id = ${memberId} AND currency = ${currency} AND business_date BETWEEN ${fromDate}::date AND ${toDate}::date
        ORDER BY business_date, game_category`,
      );
      return found.map((r) => ({
        business_date: String(r.business_date),
        game_category: String(r.game_category),
        currency: String(r.currency),
        bet_amount: num(r.bet_amount),
        win_amount: num(r.win_amount),
        bet_count: num(r.bet_count),
      }));
    },
    async memberDays({ memberIds, fromDate, toDate }) {
      if (!DATE_RE.test(fromDate) || !DATE_RE.test(toDate)) throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
      const span = (Date.parse(toDate) - Date.parse(fromDate)) / 86_400_000;
      if (!(span >= 0 && span <= 366)) throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
      const ids = memberIds ? [...new Set(memberIds)].filter((id) => Number.isSafeInteger(id) && id > 0) : null;
      if (ids && ids.length > 10_000)
        throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: 'members' } });
      if (ids && !ids.length) return [];
      const found = await rows(
        db,
        sql`
        SELECT member_id, currency, business_date::text AS business_date,
               sum(bet_amount) AS bet_amount, sum(win_amount) AS win_amount, sum(bet_count) AS bet_count
        FROM member_turnover
        WHERE business_date BETWEEN ${fromDate}::date AND ${toDate}::date
          ${ids ? sql`AND member_id = ANY(${`{${ids.join(',')}}`}::int[])` : sql``}
        GROUP BY member_id, currency, business_date
        ORDER BY business_date, member_id, currency`,
      );
      return found.map((r) => ({
        member_id: num(r.member_id),
        currency: String(r.currency),
        business_date: String(r.business_date),
        bet_amount: num(r.bet_amount),
        win_amount: num(r.win_amount),
        bet_count: num(r.bet_count),
      }));
    },
    settledRounds,
    async totals(memberId, currency, ex = db) {
      const [r] = await preparedRows(ex, TURNOVER_TOTALS, [memberId, currency]);
      const [betAmount, winAmount, betCount, depositBase, depositTarget] = r ?? [];
      const bet = num(betAmount);
      return {
        currency,
        bet_amount: bet,
        win_amount: num(winAmount),
        bet_count: num(betCount),
        turn_deposit: Math.max(0, bet - num(depositBase)),
        turn_deposit_target: num(depositTarget),
      };
    },
    async dayMembers(date, afterMemberId, limit) {
      const found = await rows(
        db,
        sql`
        WITH m AS (
          SELECT DISTINCT member_id FROM member_turnover
          WHERE business_date = ${date}::date AND member_id > ${afterMemberId}
          ORDER BY member_id LIMIT ${Math.min(Math.max(limit, 1), 5000)}
        )
        SELECT t.member_id, t.currency, t.game_category, t.bet_amount, t.win_amount, t.bet_count
        FROM member_turnover t JOIN m USING (member_id)
        WHERE t.business_date = ${date}::date
        ORDER BY t.member_id, t.currency, t.game_category`,
      );
      const out: TurnoverMemberDay[] = [];
      for (const r of found) {
        const memberId = num(r.member_id);
        const currency = String(r.currency);
        let last = out[out.length - 1];
        if (!last || last.member_id !== memberId || last.currency !== currency) {
          last = { member_id: memberId, currency, categories: [] };
          out.push(last);
        }
        last.categories.push({
          game_category: String(r.game_category),
          bet_amount: num(r.bet_amount),
          win_amount: num(r.win_amount),
          bet_count: num(r.bet_count),
        });
      }
      return out;
    },
    async totalsThrough(memberIds, throughDate) {
      const ids = [...new Set(memberIds)].filter((id) => Number.isInteger(id) && id > 0).slice(0, 5000);
      const out = new Map<number, { currency: string; bet_amount: number; win_amount: number }[]>();
      if (!ids.length) return out;
      const found = await rows(
        db,
        sql`
        SELECT member_id, currency, sum(bet_amount)::bigint AS bet_amount, sum(win_amount)::bigint AS win_amount
        FROM member_turnover
        WHERE member_id = ANY(${`{${ids.join(',')}}`}::int[]) AND business_date <= ${throughDate}::date
        GROUP BY member_id, currency`,
      );
      for (const r of found) {
        const id = num(r.member_id);
        const list = out.get(id) ?? [];
        list.push({ currency: String(r.currency), bet_amount: num(r.bet_amount), win_amount: num(r.win_amount) });
        out.set(id, list);
      }
      return out;
    },
    async startDepositRequirement(ex, memberId, currency, target) {
      if (!Number.isSafeInteger(target) || target < 0) throw new AppError('BadRequest', 'INVALID_AMOUNT');
      await ex.execute(sql`
        INSERT INTO member_turnover_totals (member_id, currency, turn_deposit_target) VALUES (${memberId}, ${currency}, ${target}::bigint)
        ON CONFLICT ON CONSTRAINT member_turnover_totals_pk DO UPDATE SET
          turn_deposit_base = member_turnover_totals.bet_amount, turn_deposit_target = excluded.turn_deposit_target, updated_at = now()`);
    },
    async addDepositRequirement(ex, memberId, currency, amount) {
      if (!Number.isSafeInteger(amount) || amount < 0) throw new AppError('BadRequest', 'INVALID_AMOUNT');
      if (amount === 0) return;
      // One statement: the row's lock orders concurrent deposits and bets of the member.
      await ex.execute(sql`
        INSERT INTO member_turnover_totals (member_id, currency, turn_deposit_target) VALUES (${memberId}, ${currency}, ${amount}::bigint)
        ON CONFLICT ON CONSTRAINT member_turnover_totals_pk DO UPDATE SET
          turn_deposit_target = greatest(0, member_turnover_totals.turn_deposit_target - (member_turnover_totals.bet_amount - member_turnover_totals.turn_deposit_base)) + excluded.turn_deposit_target,
          turn_deposit_base = member_turnover_totals.bet_amount,
          updated_at = now()`);
    },
  };

  return { seamless: { launch, demoLaunch, handle, betRecords, betSummary, recentWins }, turnover };
}
