import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import {
  createTransactionRunner,
  type TransactionRunner,
  type TransactionRunnerOptions,
} from '../../../server/db/group-commit.ts';
import { preparedRows, preparedStatement, rawRows } from '../../../server/db/raw-query.ts';
import { pgErrorOf } from '../../../server/db/retry.ts';
import { AppError } from '../../../server/errors.ts';
import { HOUSE_SHARDS, INSUFFICIENT_FUNDS } from './ledger.schemas.ts';

/** Member wallets. `hold` keeps the member's money while a two-phase movement is pending. */
export const MEMBER_WALLETS = ['main', 'cashback', 'rebate', 'affiliate', 'points', 'hold'] as const;
export type MemberWallet = (typeof MEMBER_WALLETS)[number];
/** House accounts, per currency: the other side of every member movement. */
export const HOUSE_ACCOUNTS = ['game', 'payment_clearing', 'bonus', 'fees', 'hold', 'points'] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type AccountRef =
  | { member: number; wallet: MemberWallet; currency: string }
  | { house: HouseAccount; currency: string; shard?: number }
  /** An account id. */
  | number;

export interface TransferInput {
  from: AccountRef;
  to: AccountRef;
  /** Integer minor units, > 0. */
  amount: number;
  /** currencies.code; both accounts hold this currency. */
  currency: string;
  /** Idempotency key, unique over all transfers. */
  key: string;
  kind: string;
  meta?: Record<string, unknown>;
}

export interface Transfer {
  id: number;
  key: string;
  kind: string;
  fromAccountId: number;
  toAccountId: number;
  amount: number;
  currency: string;
  holdId: number | null;
  createdAt: Date;
}

export interface TransferResult extends Transfer {
  /** True when the key was already used with this payload: nothing moved, this is the first result. */
  replayed: boolean;
  /** Balances of the two accounts right after the movement; null for a replay. */
  fromBalance: number | null;
  toBalance: number | null;
}

export interface Hold {
  id: number;
  key: string;
  kind: string;
  fromAccountId: number;
  toAccountId: number;
  holdAccountId: number;
  amount: number;
  currency: string;
  status: 'pending' | 'posted' | 'voided';
  postedAmount: number | null;
  createdAt: Date;
  settledAt: Date | null;
}

export interface HoldResult extends Hold {
  replayed: boolean;
  /** Balance of the `from` account right after placing (hold), or of the account credited (post, void); null for a replay. */
  balance: number | null;
}

export interface VerifyMismatch {
  accountId: number;
  owner: string;
  memberId: number | null;
  kind: string;
  currency: string;
  shard: number;
  /** Exact integers as decimal strings: sums over transfers may pass 2^53, where a number would round. */
  cached: string;
  computed: string;
}

/**
 * Every figure of money in the report is an exact integer written as a decimal string, and every comparison is made on
 * exact integers (bigint): totals over all transfers pass 2^53 minor units long before any balance does.
 */
export interface VerifyReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** Accounts whose cached balance differs from Σ credits − Σ debits. */
  mismatches: VerifyMismatch[];
  /** Per currency: Σ of all debits and of all credits (equal by construction) and Σ of all balances (zero). */
  currencies: { currency: string; debits: string; credits: string; balanceSum: string; ok: boolean }[];
  /** Transfers whose currency differs from one of their accounts'. */
  currencyMismatches: number;
  /** Member accounts below zero. */
  negativeMemberAccounts: number;
  /** Per hold account: balance against Σ of its pending holds. */
  holdMismatches: { accountId: number; balance: string; pending: string }[];
  /** Accounts whose balance is past ±(2^53 − 1), the ledger's limit. */
  accountsBeyondLimit: number;
}

export interface LedgerService {
  /**
   * Runs `fn` in one database transaction, retrying it on serialization failures, deadlocks and lost idempotency
   * races. `fn` may run more than once and must use only `tx` (on the embedded database a query on the database
   * object beside an open transaction waits for it), and must not open another transaction.
   */
  withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs a unit of work that writes with a single statement (a ledger or wallet database function), durably: on the
   * embedded database through group commit, on PostgreSQL as one autocommitted statement, repeated after a
   * serialization failure, a deadlock or a lost race for a unique key.
   */
  runAtomic<T>(fn: (ex: Executor) => Promise<T>): Promise<T>;
  /** The shard of a house account that movements with this member use. */
  houseShard(memberId: number): number;
  /** The account id for a reference, creating the account on first use. */
  accountId(ex: Executor, ref: AccountRef, counterpartyMemberId?: number): Promise<number>;
  /**
   * Moves money in one statement: locks both accounts (house first, then by id), refuses a debit below zero, writes the transfer.
   * The same key with the same payload returns the first transfer (`replayed`); with another payload it is a Conflict.
   */
  transfer(ex: Executor, input: TransferInput): Promise<TransferResult>;
  /** Places a hold: moves the amount from `from` to its owner's hold account. Idempotent on `key`. */
  hold(ex: Tx | null, input: TransferInput): Promise<HoldResult>;
  /** Posts a pending hold to its `to` account (optionally less than held, the rest returning to `from`). Exactly once. */
  post(ex: Tx | null, holdId: number, amount?: number): Promise<HoldResult>;
  /** Voids a pending hold: the amount returns to `from`. Exactly once. */
  void(ex: Tx | null, holdId: number): Promise<HoldResult>;
  getHold(ex: Executor, holdId: number): Promise<Hold | null>;
  /** Cached balance of an account (a house account: the sum of its shards); 0 when the account does not exist yet. */
  balance(ref: AccountRef, ex?: Executor): Promise<number>;
  /** Every member wallet's balance in one currency. */
  memberBalances(memberId: number, currency: string, ex?: Executor): Promise<Record<MemberWallet, number>>;
  /**
   * What a house account (e.g. `bonus`) paid into the member's wallets from `from` up to `to`, oldest first, at most
   * `limit` (≤ 5000): the statement's bonuses. `kind` is the transfer's (promotion_bonus, cashback, rebate, …).
   */
  houseCredits(
    memberId: number,
    house: string,
    range: { from: Date; to: Date; limit: number },
  ): Promise<{ id: number; at: Date; kind: string; amount: number; currency: string }[]>;
  /** Recomputes every balance from the transfers, in one snapshot. */
  verify(): Promise<VerifyReport>;
}

export { INSUFFICIENT_FUNDS };
/** A movement that would take a balance past ±(2^53 − 1) minor units (ledger_balance_limit()): nothing moves. */
export const BALANCE_LIMIT_EXCEEDED = 'BALANCE_LIMIT_EXCEEDED';
export const IDEMPOTENCY_KEY_CONFLICT = 'IDEMPOTENCY_KEY_CONFLICT';

const CURRENCY_RE = /^[A-Z0-9]{2,10}$/;

/** A member's wallets in one currency: read on every page of a member (the header), kept prepared. */
const MEMBER_BALANCES = preparedStatement(
  'ledger_accounts_member_balances',
  `SELECT kind, balance FROM ledger_accounts WHERE owner = 'member' AND member_id = $1::integer AND currency = $2::varchar`,
);

type Row = Record<string, unknown>;
const rows = (ex: Executor, query: SQL): Promise<Row[]> => rawRows(ex, query);
/** A bigint column as a number: exact, since balances and amounts stay within ±(2^53 − 1); anything else is an error, never a rounded amount. */
const num = (v: unknown): number => {
  if (v === null || v === undefined) return 0;
  const n = Number(v);
  if (!Number.isSafeInteger(n))
    throw new AppError('GeneralError', 'GENERAL_ERROR', {
      message: `ledger amount ${String(v)} is not a safe integer`,
    });
  return n;
};
/** An exact integer of any size (sums over transfers). */
const exact = (v: unknown): bigint => (v === null || v === undefined ? 0n : BigInt(String(v)));
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const dateOf = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

function isTx(ex: Executor | null | undefined): boolean {
  return !!ex && typeof (ex as { rollback?: unknown }).rollback === 'function';
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('BadRequest', 'INVALID_AMOUNT');
}

function checkCurrency(currency: string): void {
  if (!CURRENCY_RE.test(currency)) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
}

function toTransfer(r: Row): Transfer {
  return {
    id: num(r.id),
    key: String(r.key),
    kind: String(r.kind),
    fromAccountId: num(r.from_account_id),
    toAccountId: num(r.to_account_id),
    amount: num(r.amount),
    currency: String(r.currency),
    holdId: numOrNull(r.hold_id),
    createdAt: dateOf(r.created_at),
  };
}

function toHold(r: Row): Hold {
  return {
    id: num(r.id),
    key: String(r.key),
    kind: String(r.kind),
    fromAccountId: num(r.from_account_id),
    toAccountId: num(r.to_account_id),
    holdAccountId: num(r.hold_account_id),
    amount: num(r.amount),
    currency: String(r.currency),
    status: r.status as Hold['status'],
    postedAmount: numOrNull(r.posted_amount),
    createdAt: dateOf(r.created_at),
    settledAt: r.settled_at ? dateOf(r.settled_at) : null,
  };
}

function memberOf(ref: AccountRef): number | undefined {
  return typeof ref === 'object' && 'member' in ref ? ref.member : undefined;
}

export interface LedgerOptions extends TransactionRunnerOptions {
  /**
   * The process's transaction runner (server/db/group-commit.ts): group commit on the embedded database, retries
   * everywhere. Without one the ledger makes its own from the other options.
   */
  runner?: TransactionRunner;
}

export function createLedgerService(db: Db, options: LedgerOptions = {}): LedgerService {
  /** Account ids never change once committed. */
  const cache = new Map<string, number>();
  /** Accounts created inside a still-open transaction: cached only for that transaction. */
  const createdInTx = new WeakMap<object, Map<string, number>>();
  const runner = options.runner ?? createTransactionRunner(db, options);
  // Committed: the accounts the transaction created are known to everyone now.
  runner.onCommitted((tx) => {
    const created = createdInTx.get(tx);
    if (created) for (const [key, id] of created) cache.set(key, id);
  });
  // Accounts a rolled-back unit of work created are gone with its savepoint; the others are looked up again.
  runner.onRolledBack((tx) => createdInTx.delete(tx));

  function identity(ref: Exclude<AccountRef, number>, counterpartyMemberId?: number) {
    if ('member' in ref) {
      if (!Number.isSafeInteger(ref.member) || ref.member <= 0)
        throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
      if (!(MEMBER_WALLETS as readonly string[]).includes(ref.wallet))
        throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
      checkCurrency(ref.currency);
      return {
        owner: 'member' as const,
        memberId: ref.member,
        kind: ref.wallet,
        currency: ref.currency,
        shard: 0,
        allowNegative: false,
      };
    }
    if (!(HOUSE_ACCOUNTS as readonly string[]).includes(ref.house))
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    checkCurrency(ref.currency);
    const shard = ref.shard ?? (counterpartyMemberId !== undefined ? counterpartyMemberId % HOUSE_SHARDS : 0);
    if (!Number.isInteger(shard) || shard < 0 || shard >= HOUSE_SHARDS)
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    return {
      owner: 'house' as const,
      memberId: null,
      kind: ref.house,
      currency: ref.currency,
      shard,
      allowNegative: true,
    };
  }

  async function accountId(ex: Executor, ref: AccountRef, counterpartyMemberId?: number): Promise<number> {
    if (typeof ref === 'number') {
      if (!Number.isSafeInteger(ref) || ref <= 0) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
      return ref;
    }
    const id = identity(ref, counterpartyMemberId);
    const cacheKey = `${id.owner}:${id.memberId ?? ''}:${id.kind}:${id.currency}:${id.shard}`;
    const hit = cache.get(cacheKey);
    if (hit !== undefined) return hit;
    const txLocal = isTx(ex) ? createdInTx.get(ex) : undefined;
    const local = txLocal?.get(cacheKey);
    if (local !== undefined) return local;

    const inserted = await rows(
      ex,
      sql`
      INSERT INTO ledger_accounts (owner, member_id, kind, currency, shard, allow_negative)
      VALUES (${id.owner}, ${id.memberId}, ${id.kind}, ${id.currency}, ${id.shard}, ${id.allowNegative})
      ON CONFLICT ON CONSTRAINT ledger_accounts_identity_uq DO NOTHING
      RETURNING id`,
    );
    if (inserted.length) {
      const newId = num(inserted[0].id);
      if (isTx(ex)) {
        let map = createdInTx.get(ex);
        if (!map) createdInTx.set(ex, (map = new Map()));
        map.set(cacheKey, newId);
      } else {
        cache.set(cacheKey, newId);
      }
      return newId;
    }
    // The conflict waited for the creating transaction to commit, so the row found here is committed, unless this
    // transaction created it (another job of the same group commit): then it is known to this transaction only.
    const found = await rows(
      ex,
      sql`
      SELECT id FROM ledger_accounts
      WHERE owner = ${id.owner} AND member_id IS NOT DISTINCT FROM ${id.memberId} AND kind = ${id.kind}
        AND currency = ${id.currency} AND shard = ${id.shard}`,
    );
    if (!found.length)
      throw new AppError('GeneralError', 'GENERAL_ERROR', { message: 'ledger account vanished after a conflict' });
    const foundId = num(found[0].id);
    if (isTx(ex)) {
      let map = createdInTx.get(ex);
      if (!map) createdInTx.set(ex, (map = new Map()));
      map.set(cacheKey, foundId);
    } else {
      cache.set(cacheKey, foundId);
    }
    return foundId;
  }

  async function resolvePair(ex: Executor, from: AccountRef, to: AccountRef): Promise<[number, number]> {
    const fromId = await accountId(ex, from, memberOf(to));
    const toId = await accountId(ex, to, memberOf(from));
    if (fromId === toId) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    return [fromId, toId];
  }

  async function transferById(
    ex: Executor,
    t: {
      fromId: number;
      toId: number;
      amount: number;
      currency: string;
      key: string;
      kind: string;
      holdId: number | null;
      meta?: Record<string, unknown>;
    },
  ): Promise<TransferResult> {
    if (typeof t.key !== 'string' || t.key.length < 1 || t.key.length > 200)
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    if (typeof t.kind !== 'string' || t.kind.length < 1 || t.kind.length > 40)
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    checkAmount(t.amount);
    checkCurrency(t.currency);
    const meta = t.meta === undefined ? null : JSON.stringify(t.meta);
    // ledger_transfer (server/db/functions): locks both rows (house before member, then by id), reads their latest
    // committed versions, refuses a member debit below zero or a balance past the limit, claims the key and moves the
    // money, in one statement.
    const [r] = await rows(
      ex,
      sql`
      SELECT o_ok AS ok, o_id AS id, o_created_at AS created_at, o_from_balance AS from_balance, o_to_balance AS to_balance, o_refusal AS refusal
      FROM ledger_transfer(p_key => ${t.key}, p_kind => ${t.kind}, p_from => ${t.fromId}::bigint, p_to => ${t.toId}::bigint,
        p_amount => ${t.amount}::bigint, p_currency => ${t.currency}, p_hold => ${t.holdId}::bigint, p_meta => ${meta}::jsonb)`,
    );
    if (r.id !== null && r.id !== undefined) {
      return {
        id: num(r.id),
        key: t.key,
        kind: t.kind,
        fromAccountId: t.fromId,
        toAccountId: t.toId,
        amount: t.amount,
        currency: t.currency,
        holdId: t.holdId,
        createdAt: dateOf(r.created_at),
        replayed: false,
        fromBalance: num(r.from_balance),
        toBalance: num(r.to_balance),
      };
    }
    // Nothing moved: either the key is taken (a replay or a conflict) or the accounts refused.
    const [existing] = await rows(ex, sql`SELECT * FROM ledger_transfers WHERE key = ${t.key}`);
    if (existing) {
      const first = toTransfer(existing);
      if (
        first.fromAccountId !== t.fromId ||
        first.toAccountId !== t.toId ||
        first.amount !== t.amount ||
        first.currency !== t.currency ||
        first.kind !== t.kind
      ) {
        throw new AppError('Conflict', IDEMPOTENCY_KEY_CONFLICT, { data: { key: t.key } });
      }
      return { ...first, replayed: true, fromBalance: null, toBalance: null };
    }
    if (r.refusal === 'invalid') {
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST', {
        message: `accounts ${t.fromId}/${t.toId} do not both exist in ${t.currency}`,
      });
    }
    const balance = await rows(ex, sql`SELECT ledger_balance(${t.fromId}::bigint) AS balance`);
    if (r.refusal === 'limit')
      throw new AppError('Unprocessable', BALANCE_LIMIT_EXCEEDED, { data: { balance: num(balance[0].balance) } });
    throw new AppError('Unprocessable', INSUFFICIENT_FUNDS, { data: { balance: num(balance[0].balance) } });
  }

  async function transfer(ex: Executor, input: TransferInput): Promise<TransferResult> {
    checkAmount(input.amount);
    checkCurrency(input.currency);
    const [fromId, toId] = await resolvePair(ex, input.from, input.to);
    return transferById(ex, {
      fromId,
      toId,
      amount: input.amount,
      currency: input.currency,
      key: input.key,
      kind: input.kind,
      holdId: null,
      meta: input.meta,
    });
  }

  const { withTransaction, runAtomic } = runner;

  function inTx<T>(ex: Tx | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return ex ? fn(ex) : withTransaction(fn);
  }

  async function holdAccountFor(ex: Executor, from: AccountRef, fromId: number, currency: string): Promise<number> {
    if (typeof from === 'object' && 'member' in from)
      return accountId(ex, { member: from.member, wallet: 'hold', currency });
    const [acc] = await rows(ex, sql`SELECT owner, member_id, shard FROM ledger_accounts WHERE id = ${fromId}::bigint`);
    if (!acc) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    if (acc.owner === 'member') return accountId(ex, { member: num(acc.member_id), wallet: 'hold', currency });
    return accountId(ex, { house: 'hold', currency, shard: num(acc.shard) });
  }

  async function hold(ex: Tx | null, input: TransferInput): Promise<HoldResult> {
    checkAmount(input.amount);
    checkCurrency(input.currency);
    // The settling transfers are named <kind>_post, _release, _void: the kind leaves room for the suffix.
    if (typeof input.kind !== 'string' || input.kind.length < 1 || input.kind.length > 32)
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    if (typeof input.key !== 'string' || input.key.length < 1 || input.key.length > 180)
      throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
    return inTx(ex, async (tx) => {
      const [fromId, toId] = await resolvePair(tx, input.from, input.to);
      const holdAccountId = await holdAccountFor(tx, input.from, fromId, input.currency);
      // ledger_hold_place (server/db/functions): the placing transfer claims the key 'hold:<key>', so of two racing
      // placements only one moves money.
      const [r] = await rows(
        tx,
        sql`
        SELECT o_status AS status, o_hold_id AS hold_id, o_balance AS balance FROM ledger_hold_place(
          p_key => ${input.key}, p_kind => ${input.kind}, p_from => ${fromId}::bigint, p_to => ${toId}::bigint,
          p_hold_account => ${holdAccountId}::bigint, p_amount => ${input.amount}::bigint, p_currency => ${input.currency},
          p_meta => ${input.meta === undefined ? null : JSON.stringify(input.meta)}::jsonb)`,
      );
      switch (r.status) {
        case 'ok':
        case 'replayed': {
          const h = await getHold(tx, num(r.hold_id));
          return { ...h!, replayed: r.status === 'replayed', balance: r.status === 'ok' ? num(r.balance) : null };
        }
        case 'insufficient':
          throw new AppError('Unprocessable', INSUFFICIENT_FUNDS, { data: { balance: num(r.balance) } });
        case 'limit':
          throw new AppError('Unprocessable', BALANCE_LIMIT_EXCEEDED, { data: { balance: num(r.balance) } });
        case 'conflict':
          throw new AppError('Conflict', IDEMPOTENCY_KEY_CONFLICT, { data: { key: input.key } });
        default:
          throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST', {
            message: `accounts ${fromId}/${holdAccountId} do not both exist in ${input.currency}`,
          });
      }
    });
  }

  async function settle(ex: Tx | null, holdId: number, op: 'post' | 'void', postAmount?: number): Promise<HoldResult> {
    if (!Number.isSafeInteger(holdId) || holdId <= 0) throw new AppError('BadRequest', 'INVALID_ID');
    if (postAmount !== undefined) checkAmount(postAmount);
    return inTx(ex, async (tx) => {
      // ledger_hold_settle (server/db/functions): only one caller turns a pending hold into posted or voided; the
      // others wait for its row lock, then find it settled. A settlement past the balance limit raises 22003, which
      // undoes the statement (and the caller's transaction).
      const [r] = await rows(
        tx,
        sql`
        SELECT o_status AS status, o_balance AS balance FROM ledger_hold_settle(p_hold_id => ${holdId}::bigint, p_op => ${op}, p_amount => ${postAmount ?? null}::bigint)`,
      ).catch((err: unknown) => {
        if (pgErrorOf(err)?.code === '22003') throw new AppError('Unprocessable', BALANCE_LIMIT_EXCEEDED);
        throw err;
      });
      const current = await getHold(tx, holdId);
      switch (r.status) {
        case 'ok':
          return { ...current!, replayed: false, balance: num(r.balance) };
        case 'replayed':
          return { ...current!, replayed: true, balance: null };
        case 'not_found':
          throw new AppError('NotFound', 'HOLD_NOT_FOUND');
        case 'invalid_amount':
          throw new AppError('BadRequest', 'INVALID_AMOUNT');
        default:
          throw new AppError('Conflict', 'HOLD_ALREADY_SETTLED', { data: { status: current?.status } });
      }
    });
  }

  async function getHold(ex: Executor, holdId: number): Promise<Hold | null> {
    const [row] = await rows(ex, sql`SELECT * FROM ledger_holds WHERE id = ${holdId}::bigint`);
    return row ? toHold(row) : null;
  }

  async function balance(ref: AccountRef, ex: Executor = db): Promise<number> {
    if (typeof ref === 'number') {
      const [r] = await rows(ex, sql`SELECT balance FROM ledger_accounts WHERE id = ${ref}::bigint`);
      return num(r?.balance);
    }
    if ('member' in ref) {
      const [r] = await rows(
        ex,
        sql`
        SELECT balance FROM ledger_accounts WHERE owner = 'member' AND member_id = ${ref.member} AND kind = ${ref.wallet} AND currency = ${ref.currency}`,
      );
      return num(r?.balance);
    }
    const [r] = await rows(
      ex,
      sql`
      SELECT coalesce(sum(balance), 0) AS balance FROM ledger_accounts
      WHERE owner = 'house' AND kind = ${ref.house} AND currency = ${ref.currency} ${ref.shard === undefined ? sql`` : sql`AND shard = ${ref.shard}`}`,
    );
    return num(r?.balance);
  }

  async function memberBalances(
    memberId: number,
    currency: string,
    ex: Executor = db,
  ): Promise<Record<MemberWallet, number>> {
    const out = Object.fromEntries(MEMBER_WALLETS.map((w) => [w, 0])) as Record<MemberWallet, number>;
    const found = await preparedRows(ex, MEMBER_BALANCES, [memberId, currency]);
    for (const [kind, balance] of found) out[kind as MemberWallet] = num(balance);
    return out;
  }

  async function houseCredits(
    memberId: number,
    house: string,
    range: { from: Date; to: Date; limit: number },
  ): Promise<{ id: number; at: Date; kind: string; amount: number; currency: string }[]> {
    const limit = Math.max(1, Math.min(5000, Math.floor(range.limit)));
    const found = await rows(
      db,
      sql`
      SELECT t.id, t.created_at, t.kind, t.amount, t.currency
      FROM ledger_accounts m
      JOIN ledger_transfers t ON t.to_account_id = m.id
      JOIN ledger_accounts h ON h.id = t.from_account_id
      WHERE m.owner = 'member' AND m.member_id = ${memberId}
        AND h.owner = 'house' AND h.kind = ${house}
        AND t.created_at >= ${range.from.toISOString()} AND t.created_at < ${range.to.toISOString()}
      ORDER BY t.id
      LIMIT ${limit}`,
    );
    return found.map((r) => ({
      id: num(r.id),
      at: new Date(r.created_at as string),
      kind: String(r.kind),
      amount: num(r.amount),
      currency: String(r.currency),
    }));
  }

  async function verify(): Promise<VerifyReport> {
    // Read-only and in one snapshot, so a verification beside live traffic sees a consistent ledger.
    return db.transaction(
      async (txRaw) => {
        const tx = txRaw as unknown as Tx;
        const [counts] = await rows(
          tx,
          sql`SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_transfers) AS transfers`,
        );
        const mismatchRows = await rows(
          tx,
          sql`
        WITH credits AS (SELECT to_account_id AS id, sum(amount) AS s FROM ledger_transfers GROUP BY 1),
             debits AS (SELECT from_account_id AS id, sum(amount) AS s FROM ledger_transfers GROUP BY 1)
        SELECT a.id, a.owner, a.member_id, a.kind, a.currency, a.shard, a.balance AS cached,
               coalesce(c.s, 0) - coalesce(d.s, 0) AS computed
        FROM ledger_accounts a LEFT JOIN credits c ON c.id = a.id LEFT JOIN debits d ON d.id = a.id
        WHERE a.balance <> coalesce(c.s, 0) - coalesce(d.s, 0)
        ORDER BY a.id LIMIT 1000`,
        );
        const currencyRows = await rows(
          tx,
          sql`
        WITH debit_side AS (
          SELECT a.currency, sum(t.amount) AS s FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.from_account_id GROUP BY a.currency
        ), credit_side AS (
          SELECT a.currency, sum(t.amount) AS s FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id GROUP BY a.currency
        ), balances AS (
          SELECT currency, sum(balance) AS s FROM ledger_accounts GROUP BY currency
        )
        SELECT b.currency, coalesce(d.s, 0) AS debits, coalesce(c.s, 0) AS credits, b.s AS balance_sum
        FROM balances b LEFT JOIN debit_side d ON d.currency = b.currency LEFT JOIN credit_side c ON c.currency = b.currency
        ORDER BY b.currency`,
        );
        const [checks] = await rows(
          tx,
          sql`
        SELECT
          (SELECT count(*) FROM ledger_transfers t JOIN ledger_accounts f ON f.id = t.from_account_id JOIN ledger_accounts o ON o.id = t.to_account_id
            WHERE f.currency <> t.currency OR o.currency <> t.currency) AS currency_mismatches,
          (SELECT count(*) FROM ledger_accounts WHERE owner = 'member' AND balance < 0) AS negative_members,
          (SELECT count(*) FROM ledger_accounts WHERE abs(balance) > ledger_balance_limit()) AS beyond_limit`,
        );
        const holdRows = await rows(
          tx,
          sql`
        SELECT a.id, a.balance, coalesce(sum(h.amount), 0) AS pending
        FROM ledger_accounts a LEFT JOIN ledger_holds h ON h.hold_account_id = a.id AND h.status = 'pending'
        WHERE a.kind = 'hold'
        GROUP BY a.id, a.balance
        HAVING a.balance <> coalesce(sum(h.amount), 0)
        ORDER BY a.id LIMIT 1000`,
        );
        const mismatches: VerifyMismatch[] = mismatchRows.map((r) => ({
          accountId: num(r.id),
          owner: String(r.owner),
          memberId: numOrNull(r.member_id),
          kind: String(r.kind),
          currency: String(r.currency),
          shard: num(r.shard),
          cached: String(exact(r.cached)),
          computed: String(exact(r.computed)),
        }));
        const currencies = currencyRows.map((r) => {
          const debits = exact(r.debits);
          const credits = exact(r.credits);
          const balanceSum = exact(r.balance_sum);
          return {
            currency: String(r.currency),
            debits: String(debits),
            credits: String(credits),
            balanceSum: String(balanceSum),
            ok: debits === credits && balanceSum === 0n,
          };
        });
        const currencyMismatches = num(checks.currency_mismatches);
        const negativeMemberAccounts = num(checks.negative_members);
        const accountsBeyondLimit = num(checks.beyond_limit);
        const holdMismatches = holdRows.map((r) => ({
          accountId: num(r.id),
          balance: String(exact(r.balance)),
          pending: String(exact(r.pending)),
        }));
        return {
          ok:
            mismatches.length === 0 &&
            currencies.every((c) => c.ok) &&
            currencyMismatches === 0 &&
            negativeMemberAccounts === 0 &&
            holdMismatches.length === 0 &&
            accountsBeyondLimit === 0,
          accounts: num(counts.accounts),
          transfers: num(counts.transfers),
          mismatches,
          currencies,
          currencyMismatches,
          negativeMemberAccounts,
          holdMismatches,
          accountsBeyondLimit,
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  return {
    withTransaction,
    runAtomic,
    houseShard: (memberId) => memberId % HOUSE_SHARDS,
    accountId,
    transfer,
    hold,
    post: (ex, holdId, amount) => settle(ex, holdId, 'post', amount),
    void: (ex, holdId) => settle(ex, holdId, 'void'),
    getHold,
    balance,
    memberBalances,
    houseCredits,
    verify,
  };
}
