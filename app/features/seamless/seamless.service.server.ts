import { createHash, randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { rawRows } from '../../../server/db/raw-query.ts';
import { AppError } from '../../../server/errors.ts';
import type { Member, Page } from '../../../server/rest/service.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import {
  balanceCallSchema, walletCallSchema, walletRefCallSchema, type BetRecord, type BetSubType, type BetSummary, type WalletAnswer,
  type WalletCall, type WalletOp, type WalletStatus,
} from './seamless.schemas.ts';

/** What the launch needs to know about a game (the games feature's `getGame`). */
export interface LaunchGame {
  id: number;
  game_code: string;
  name: string;
  category_code: string;
  provider: { code: string; name: string };
}

/** What the launch needs to know about the member (the auth feature's profile). */
export interface LaunchProfile {
  bank_no: string | null;
  wallet_address: string | null;
  currency: { code: string } | null;
}

export interface SeamlessDeps {
  db: Db;
  ledger: LedgerService;
  getGame(id: number): Promise<LaunchGame | null>;
  getGameByCode(code: string): Promise<LaunchGame | null>;
  profile(memberId: number): Promise<LaunchProfile | null>;
  /** Lifetime of a game session for new bets (results and cancels are accepted after it). */
  sessionTtlMs?: number;
  now?: () => Date;
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
  /** One seamless-wallet call whose signature has been verified. */
  handle(providerCode: string, op: WalletOp, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }>;
  /** The member's bet records, newest first. */
  betRecords(memberId: number, query: BetQuery): Promise<Page<BetRecord>>;
  /** Totals of the member's bet records over a time range. */
  betSummary(memberId: number, range: { from?: Date; to?: Date }): Promise<BetSummary>;
}

export interface TurnoverDay {
  business_date: string;
  game_category: string;
  currency: string;
  bet_amount: number;
  win_amount: number;
  bet_count: number;
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
  /** Starts a deposit turnover requirement: from now on the member must bet `target` minor units. */
  startDepositRequirement(ex: Executor, memberId: number, currency: string, target: number): Promise<void>;
}

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The built-in demo game server plays the games of every provider that has no integration of its own. */
export const DEMO_PROVIDER_CODE = 'demo';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The business date of an instant: the calendar date in Asia/Bangkok (UTC+7, no daylight saving). */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The fields of a call that make it what it is; the session token is not one of them. */
function payloadHash(op: WalletOp, c: WalletCall): string {
  const canonical = JSON.stringify([op, c.round_id, c.game_code, c.player_id, c.amount, c.currency, c.ref_tx_id ?? null, c.round_closed ?? null]);
  return createHash('sha256').update(canonical).digest('hex');
}

type Row = Record<string, unknown>;
const rows = (ex: Executor, query: SQL): Promise<Row[]> => rawRows(ex, query);
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** A business refusal: the transaction rolls back and the provider gets this answer. */
class Refusal extends Error {
  readonly answer: WalletAnswer;
  readonly httpStatus: number;
  constructor(status: WalletStatus, balance: number, currency: string, txId: string | null, httpStatus = 200) {
    super(status);
    this.answer = { status, balance, currency, tx_id: txId };
    this.httpStatus = httpStatus;
  }
}

interface SessionRow {
  id: number;
  member_id: number;
  provider_code: string;
  game_code: string;
  game_name: string;
  game_category: string;
  currency: string;
  expires_at: string;
}

interface BetRow {
  id: number;
  member_id: number;
  provider_tx_id: string;
  round_id: string;
  sub_type: BetSubType;
  status: 'open' | 'settled' | 'cancelled' | 'ok' | 'tombstone';
  amount: number;
  refunded_amount: number;
  after_balance: number;
  currency: string;
  hold_id: number | null;
  payload_hash: string;
}

interface CallRecord {
  memberId: number;
  providerCode: string;
  txId: string;
  refTxId: string | null;
  roundId: string;
  gameCode: string;
  gameName: string | null;
  category: string;
  subType: BetSubType;
  status: BetRow['status'];
  amount: number;
  before: number;
  after: number;
  currency: string;
  roundClosed: boolean;
  holdId: number | null;
  payloadHash: string;
  date: string;
}

interface Effects {
  record: CallRecord;
  /** A cancel for a bet never received: the bet's tx id is taken so that the bet is refused when it arrives. */
  tombstone?: { txId: string; amount: number };
  turnover?: { bet: number; win: number; count: number };
  /** Bet rows a result settles. */
  settle?: number[];
  /** The bet row a cancel cancels. */
  cancel?: number;
  /** The bet row a refund refunds, and how much. */
  refund?: { id: number; amount: number };
  closeRound?: number;
}

export function createSeamlessService(deps: SeamlessDeps): { seamless: SeamlessService; turnover: TurnoverService } {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const ttl = deps.sessionTtlMs ?? SESSION_TTL_MS;
  const gameByCode = new Map<string, { at: number; game: LaunchGame | null }>();

  async function gameInfo(code: string): Promise<LaunchGame | null> {
    const hit = gameByCode.get(code);
    if (hit && Date.now() - hit.at < 60_000) return hit.game;
    const game = await deps.getGameByCode(code);
    if (gameByCode.size > 5_000) gameByCode.clear();
    gameByCode.set(code, { at: Date.now(), game });
    return game;
  }

  const mainOf = (memberId: number, currency: string) => ({ member: memberId, wallet: 'main' as const, currency });
  const gameHouse = (currency: string) => ({ house: 'game' as const, currency });
  const keyOf = (provider: string, txId: string) => `provider:${provider}:${txId}`;

  /** Writes the call's record, its turnover and the state changes it causes (seamless_record, drizzle/0007). */
  async function apply(tx: Tx, e: Effects): Promise<void> {
    const r = e.record;
    const t = e.turnover ?? { bet: 0, win: 0, count: 0 };
    const settle = e.settle?.length ? sql`ARRAY[${sql.join(e.settle.map((id) => sql`${id}::bigint`), sql`, `)}]` : sql`ARRAY[]::bigint[]`;
    await rows(tx, sql`SELECT seamless_record(
      ${r.memberId}::integer, ${r.providerCode}, ${r.txId}, ${r.refTxId}, ${r.roundId}, ${r.gameCode}, ${r.gameName}, ${r.category},
      ${r.subType}, ${r.status}, ${r.amount}::bigint, ${r.before}::bigint, ${r.after}::bigint, ${r.currency}, ${r.roundClosed},
      ${r.holdId}::bigint, ${r.payloadHash}, ${r.date}::date,
      ${e.tombstone?.txId ?? null}, ${e.tombstone?.amount ?? null}::bigint,
      ${settle}, ${e.cancel ?? null}::bigint, ${e.refund?.id ?? null}::bigint, ${e.refund?.amount ?? null}::bigint, ${e.closeRound ?? null}::bigint,
      ${t.bet}::bigint, ${t.win}::bigint, ${t.count}::integer)`);
  }

  async function mainBalance(ex: Executor, memberId: number, currency: string): Promise<number> {
    return ledger.balance(mainOf(memberId, currency), ex);
  }

  async function balanceOp(providerCode: string, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const parsed = balanceCallSchema.safeParse(body);
    if (!parsed.success) return { httpStatus: 400, answer: { status: 'INVALID_REQUEST', balance: 0, currency: '', tx_id: null } };
    const c = parsed.data;
    const txId = c.tx_id ?? null;
    const [s] = await rows(db, sql`SELECT member_id, provider_code, currency, expires_at FROM game_sessions WHERE token_hash = ${hashToken(c.session_token)}`);
    if (!s || String(s.member_id) !== c.player_id || s.provider_code !== providerCode || dateOf(s.expires_at) <= now()) {
      return { httpStatus: 200, answer: { status: 'INVALID_SESSION', balance: 0, currency: c.currency ?? '', tx_id: txId } };
    }
    const currency = String(s.currency);
    if (c.currency && c.currency !== currency) return { httpStatus: 400, answer: { status: 'INVALID_CURRENCY', balance: 0, currency: c.currency, tx_id: txId } };
    return { httpStatus: 200, answer: { status: 'OK', balance: await mainBalance(db, num(s.member_id), currency), currency, tx_id: txId } };
  }

  async function handle(providerCode: string, op: WalletOp, body: unknown): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    if (op === 'balance') return balanceOp(providerCode, body);
    const schema = op === 'cancel' || op === 'refund' ? walletRefCallSchema : walletCallSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return {
        httpStatus: 400,
        answer: { status: 'INVALID_REQUEST', balance: 0, currency: typeof raw.currency === 'string' ? raw.currency.slice(0, 10) : '', tx_id: typeof raw.tx_id === 'string' ? raw.tx_id.slice(0, 128) : null },
      };
    }
    const c = parsed.data as WalletCall;
    if (!/^[1-9]\d{0,9}$/.test(c.player_id) || Number(c.player_id) > 2_147_483_647) {
      return { httpStatus: 200, answer: { status: 'INVALID_SESSION', balance: 0, currency: c.currency, tx_id: c.tx_id } };
    }
    // Read before the transaction: on the embedded database a query beside an open transaction would wait for it.
    const knownGame = await gameInfo(c.game_code);
    try {
      return await ledger.withTransaction((tx) => call(tx, providerCode, op, c, knownGame));
    } catch (err) {
      if (err instanceof Refusal) return { httpStatus: err.httpStatus, answer: err.answer };
      throw err;
    }
  }

  async function call(tx: Tx, providerCode: string, op: Exclude<WalletOp, 'balance'>, c: WalletCall, knownGame: LaunchGame | null): Promise<{ httpStatus: number; answer: WalletAnswer }> {
    const memberId = Number(c.player_id);
    const at = now();
    const hash = payloadHash(op, c);
    const ok = (after: number): { httpStatus: number; answer: WalletAnswer } => ({ httpStatus: 200, answer: { status: 'OK', balance: after, currency: c.currency, tx_id: c.tx_id } });
    const refuse = async (status: WalletStatus, httpStatus = 200): Promise<never> => {
      const balance = status === 'INVALID_SESSION' ? 0 : await mainBalance(tx, memberId, c.currency);
      throw new Refusal(status, balance, c.currency, c.tx_id, httpStatus);
    };

    // seamless_begin_call (drizzle/0007) locks the round's row first, so the calls of one round apply one at a time,
    // then reads, after the lock, the call's own tx id, the session, the referenced bet and the round's standing bets.
    const [found] = await rows(tx, sql`
      SELECT o_round_pk AS round_pk, o_round_status AS round_status, o_existing AS existing, o_session AS session, o_ref AS ref, o_round_bets AS round_bets
      FROM seamless_begin_call(${providerCode}, ${c.round_id}, ${memberId}::integer, ${c.tx_id}, ${hashToken(c.session_token)}, ${c.ref_tx_id ?? null}, ${op === 'result'})`);
    const roundId = num(found.round_pk);
    const roundClosed = found.round_status === 'closed';
    const existing = found.existing as BetRow | null;
    const session = found.session as SessionRow | null;
    const ref = found.ref as BetRow | null;

    // Idempotent on (provider, tx id): a repeat gets the first answer; another payload under a known tx id is refused.
    if (existing) {
      if (existing.status !== 'tombstone' && existing.payload_hash === hash && num(existing.member_id) === memberId) return ok(num(existing.after_balance));
      return refuse('DUPLICATE_TRANSACTION');
    }
    if (!session || num(session.member_id) !== memberId || session.provider_code !== providerCode) return refuse('INVALID_SESSION');
    if ((op === 'bet' || op === 'reserve') && dateOf(session.expires_at) <= at) return refuse('INVALID_SESSION');
    if (c.currency !== session.currency) throw new Refusal('INVALID_CURRENCY', 0, c.currency, c.tx_id, 400);

    const game = c.game_code === session.game_code
      ? { name: session.game_name, category: session.game_category }
      : knownGame ? { name: knownGame.name, category: knownGame.category_code } : { name: null, category: session.game_category };
    const base = {
      memberId, providerCode, txId: c.tx_id, refTxId: c.ref_tx_id ?? null, roundId: c.round_id, gameCode: c.game_code, gameName: game.name,
      category: game.category, currency: c.currency, roundClosed: false, holdId: null, payloadHash: hash, date: businessDate(at),
    };
    const meta = { round_id: c.round_id, game_code: c.game_code, tx_id: c.tx_id };

    switch (op) {
      case 'bet':
      case 'reserve': {
        if (roundClosed) return refuse('ROUND_CLOSED');
        let after: number;
        let holdId: number | null = null;
        try {
          if (c.amount === 0) {
            after = await mainBalance(tx, memberId, c.currency);
          } else if (op === 'bet') {
            const moved = await ledger.transfer(tx, { from: mainOf(memberId, c.currency), to: gameHouse(c.currency), amount: c.amount, currency: c.currency, key: keyOf(providerCode, c.tx_id), kind: 'bet', meta });
            if (moved.replayed) return refuse('DUPLICATE_TRANSACTION');
            after = moved.fromBalance!;
          } else {
            const held = await ledger.hold(tx, { from: mainOf(memberId, c.currency), to: gameHouse(c.currency), amount: c.amount, currency: c.currency, key: keyOf(providerCode, c.tx_id), kind: 'bet', meta });
            if (held.replayed) return refuse('DUPLICATE_TRANSACTION');
            after = held.balance!;
            holdId = held.id;
          }
        } catch (err) {
          if (err instanceof AppError && err.errorCode === 'INSUFFICIENT_FUNDS') return refuse('INSUFFICIENT_FUNDS');
          throw err;
        }
        await apply(tx, {
          record: { ...base, subType: op, status: 'open', amount: c.amount, before: after + c.amount, after, holdId },
          // A reserve counts as turnover once a result settles it.
          turnover: op === 'bet' ? { bet: c.amount, win: 0, count: 1 } : undefined,
        });
        return ok(after);
      }

      case 'result': {
        if (roundClosed) return refuse('ROUND_CLOSED');
        const open = ((found.round_bets as BetRow[] | null) ?? []).filter((b) => num(b.member_id) === memberId);
        let targets: BetRow[];
        if (c.ref_tx_id) {
          const target = open.find((b) => b.provider_tx_id === c.ref_tx_id);
          if (!target) return refuse('TRANSACTION_NOT_FOUND');
          targets = c.round_closed ? open : [target];
        } else {
          if (!open.length) return refuse('TRANSACTION_NOT_FOUND');
          targets = open;
        }
        const toSettle = targets.filter((b) => b.status === 'open');
        let stakes = 0;
        let count = 0;
        for (const b of toSettle) {
          if (b.sub_type === 'reserve' && b.hold_id !== null) {
            await ledger.post(tx, num(b.hold_id));
            stakes += num(b.amount) - num(b.refunded_amount);
            count += 1;
          }
        }
        let after: number;
        if (c.amount > 0) {
          const moved = await ledger.transfer(tx, { from: gameHouse(c.currency), to: mainOf(memberId, c.currency), amount: c.amount, currency: c.currency, key: keyOf(providerCode, c.tx_id), kind: 'win', meta });
          if (moved.replayed) return refuse('DUPLICATE_TRANSACTION');
          after = moved.toBalance!;
        } else {
          after = await mainBalance(tx, memberId, c.currency);
        }
        await apply(tx, {
          record: { ...base, subType: 'result', status: 'ok', amount: c.amount, before: after - c.amount, after, roundClosed: !!c.round_closed },
          turnover: { bet: stakes, win: c.amount, count },
          settle: toSettle.map((b) => num(b.id)),
          closeRound: c.round_closed ? roundId : undefined,
        });
        return ok(after);
      }

      case 'cancel': {
        if (!ref) {
          // Cancel of a bet never received: nothing moves, and the bet's tx id is taken so that it is refused later.
          const balance = await mainBalance(tx, memberId, c.currency);
          await apply(tx, {
            record: { ...base, subType: 'cancel', status: 'ok', amount: 0, before: balance, after: balance },
            tombstone: { txId: c.ref_tx_id!, amount: c.amount },
          });
          return ok(balance);
        }
        if (num(ref.member_id) !== memberId || ref.round_id !== c.round_id) return refuse('TRANSACTION_NOT_FOUND');
        const nothingToUndo = ref.status === 'tombstone' || ref.status === 'cancelled';
        if (!nothingToUndo && (ref.sub_type !== 'bet' && ref.sub_type !== 'reserve')) return refuse('TRANSACTION_NOT_FOUND');
        if (!nothingToUndo && (ref.status === 'settled' || roundClosed)) return refuse('ROUND_CLOSED');
        const remaining = nothingToUndo ? 0 : num(ref.amount) - num(ref.refunded_amount);
        let after: number;
        if (remaining > 0 && ref.sub_type === 'reserve' && ref.hold_id !== null) {
          const voided = await ledger.void(tx, num(ref.hold_id));
          after = voided.balance ?? (await mainBalance(tx, memberId, c.currency));
        } else if (remaining > 0) {
          const moved = await ledger.transfer(tx, { from: gameHouse(c.currency), to: mainOf(memberId, c.currency), amount: remaining, currency: c.currency, key: keyOf(providerCode, c.tx_id), kind: 'bet_cancel', meta: { ...meta, ref_tx_id: c.ref_tx_id } });
          if (moved.replayed) return refuse('DUPLICATE_TRANSACTION');
          after = moved.toBalance!;
        } else {
          after = await mainBalance(tx, memberId, c.currency);
        }
        // A cancelled bet leaves the turnover: its stake (what was not refunded already) and its count.
        const counted = ref.sub_type === 'bet' && !nothingToUndo;
        await apply(tx, {
          record: { ...base, subType: 'cancel', status: 'ok', amount: remaining, before: after - remaining, after },
          cancel: nothingToUndo ? undefined : num(ref.id),
          // A fully refunded bet has already left the count.
          turnover: counted ? { bet: -remaining, win: 0, count: remaining > 0 ? -1 : 0 } : undefined,
        });
        return ok(after);
      }

      case 'refund': {
        if (!ref || ref.status === 'tombstone' || (ref.sub_type !== 'bet' && ref.sub_type !== 'reserve') || num(ref.member_id) !== memberId || ref.round_id !== c.round_id) {
          return refuse('TRANSACTION_NOT_FOUND');
        }
        const remaining = ref.status === 'cancelled' ? 0 : num(ref.amount) - num(ref.refunded_amount);
        if (c.amount > remaining) return refuse('INVALID_AMOUNT');
        const pendingReserve = ref.sub_type === 'reserve' && ref.status === 'open';
        // A reserve still on hold can only be given back whole: that is a void.
        if (pendingReserve && c.amount !== 0 && c.amount !== num(ref.amount)) return refuse('INVALID_AMOUNT');
        let after: number;
        if (c.amount === 0) {
          after = await mainBalance(tx, memberId, c.currency);
        } else if (pendingReserve && ref.hold_id !== null) {
          const voided = await ledger.void(tx, num(ref.hold_id));
          after = voided.balance ?? (await mainBalance(tx, memberId, c.currency));
        } else {
          const moved = await ledger.transfer(tx, { from: gameHouse(c.currency), to: mainOf(memberId, c.currency), amount: c.amount, currency: c.currency, key: keyOf(providerCode, c.tx_id), kind: 'bet_refund', meta: { ...meta, ref_tx_id: c.ref_tx_id } });
          if (moved.replayed) return refuse('DUPLICATE_TRANSACTION');
          after = moved.toBalance!;
        }
        // The stake leaves the turnover once it has counted there (a bet, or a reserve a result has posted).
        const stakeCounted = ref.sub_type === 'bet' || ref.status === 'settled';
        const fully = c.amount > 0 && c.amount === remaining;
        await apply(tx, {
          record: { ...base, subType: 'refund', status: 'ok', amount: c.amount, before: after - c.amount, after },
          refund: c.amount > 0 ? { id: num(ref.id), amount: c.amount } : undefined,
          cancel: pendingReserve && c.amount > 0 ? num(ref.id) : undefined,
          turnover: stakeCounted ? { bet: -c.amount, win: 0, count: fully ? -1 : 0 } : undefined,
        });
        return ok(after);
      }
    }
  }

  async function launch(member: Member, input: { gameListId: number; languageCode?: string }): Promise<LaunchResult> {
    const profile = await deps.profile(member.id);
    if (!profile) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
    // Playing needs bank (or crypto wallet) details on the profile (platform-shell § 4, player-features § 4).
    if (!profile.bank_no && !profile.wallet_address) throw new AppError('Forbidden', 'UPDATE_PROFILE_REQUIRED');
    const game = await deps.getGame(input.gameListId);
    if (!game) throw new AppError('NotFound', 'GAME_NOT_AVAILABLE');
    const currency = profile.currency?.code;
    if (!currency) throw new AppError('GeneralError', 'GENERAL_ERROR', { message: `member ${member.id} has no currency` });
    const lang = (input.languageCode ?? 'th').slice(0, 8);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + ttl);
    const [row] = await rows(db, sql`
      INSERT INTO game_sessions (token_hash, member_id, provider_code, game_list_id, game_code, game_name, game_category, currency, language, expires_at)
      VALUES (${hashToken(token)}, ${member.id}, ${DEMO_PROVIDER_CODE}, ${game.id}, ${game.game_code}, ${game.name}, ${game.category_code}, ${currency}, ${lang}, ${expiresAt})
      RETURNING id`);
    const params = new URLSearchParams({ token, player: String(member.id), lang });
    if (game.provider.code !== DEMO_PROVIDER_CODE) {
      // No external provider is integrated: the demo game server plays their game as a slot branded with their names.
      params.set('brand', game.provider.name);
      params.set('title', game.name);
    }
    params.set('lobby', `/${lang}`);
    return { url: `/demo-provider/play/${encodeURIComponent(game.game_code)}?${params.toString()}`, sessionId: num(row.id), expiresAt };
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
      data = (await rows(db, sql`SELECT * FROM bet_transactions WHERE ${where} ORDER BY created_at ${dir}, id ${dir} LIMIT ${q.limit} OFFSET ${q.skip}`)).map(toRecord);
    }
    return { total: n, limit: q.limit, skip: q.skip, data };
  }

  async function betSummary(memberId: number, range: { from?: Date; to?: Date }): Promise<BetSummary> {
    const [r] = await rows(db, sql`
      SELECT min(currency) AS currency,
        coalesce(sum(CASE WHEN sub_type IN ('bet', 'reserve') THEN amount WHEN sub_type IN ('cancel', 'refund') THEN -amount ELSE 0 END), 0) AS bet_amount,
        coalesce(sum(CASE WHEN sub_type = 'result' THEN amount ELSE 0 END), 0) AS win_amount,
        count(*) FILTER (WHERE sub_type IN ('bet', 'reserve') AND status <> 'cancelled') AS bet_count
      FROM bet_transactions WHERE ${rangeWhere(memberId, range)}`);
    const bet = num(r.bet_amount);
    const win = num(r.win_amount);
    return { currency: (r.currency as string | null) ?? null, bet_amount: bet, win_amount: win, win_lose: win - bet, bet_count: num(r.bet_count) };
  }

  const turnover: TurnoverService = {
    async daily(memberId, currency, fromDate, toDate) {
      const found = await rows(db, sql`
        SELECT business_date::text AS business_date, game_category, currency, bet_amount, win_amount, bet_count FROM member_turnover
        WHERE member_id = ${memberId} AND currency = ${currency} AND business_date BETWEEN ${fromDate}::date AND ${toDate}::date
        ORDER BY business_date, game_category`);
      return found.map((r) => ({
        business_date: String(r.business_date), game_category: String(r.game_category), currency: String(r.currency),
        bet_amount: num(r.bet_amount), win_amount: num(r.win_amount), bet_count: num(r.bet_count),
      }));
    },
    async totals(memberId, currency, ex = db) {
      const [r] = await rows(ex, sql`SELECT * FROM member_turnover_totals WHERE member_id = ${memberId} AND currency = ${currency}`);
      const bet = num(r?.bet_amount);
      return {
        currency, bet_amount: bet, win_amount: num(r?.win_amount), bet_count: num(r?.bet_count),
        turn_deposit: Math.max(0, bet - num(r?.turn_deposit_base)), turn_deposit_target: num(r?.turn_deposit_target),
      };
    },
    async startDepositRequirement(ex, memberId, currency, target) {
      if (!Number.isSafeInteger(target) || target < 0) throw new AppError('BadRequest', 'INVALID_AMOUNT');
      await ex.execute(sql`
        INSERT INTO member_turnover_totals (member_id, currency, turn_deposit_target) VALUES (${memberId}, ${currency}, ${target}::bigint)
        ON CONFLICT ON CONSTRAINT member_turnover_totals_pk DO UPDATE SET
          turn_deposit_base = member_turnover_totals.bet_amount, turn_deposit_target = excluded.turn_deposit_target, updated_at = now()`);
    },
  };

  return { seamless: { launch, handle, betRecords, betSummary }, turnover };
}
