import { count, desc, eq } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import { INSUFFICIENT_FUNDS } from '../ledger/ledger.schemas.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import { pointConfig, pointTransactions } from './points.table.server.ts';

/** Error code of a spend the balance does not cover ('Point is not enough.'). */
export const POINT_NOT_ENOUGH = 'POINT_NOT_ENOUGH';
export const POINT_TOPIC = 'POINT';
export const POINT_HISTORY_MAX = 100;

export interface PointMove {
  memberId: number;
  /** Whole points, > 0. */
  points: number;
  /** Idempotency key, unique over every points movement. */
  key: string;
  /** The activity type: `play_quest_point`, `lucky_box`, `redeem_freespin`, `bet`, `deposit` … (≤ 40 characters). */
  reason: string;
  meta?: Record<string, unknown>;
  /** The member's wallet currency code; looked up when absent (a move on its own only: see `PointMoveInTx`). */
  currency?: string;
}

/**
 * A move in the caller's transaction names the member's currency: a look-up beside an open transaction would wait for
 * it to end on the embedded database (one connection).
 */
export type PointMoveInTx = PointMove & { currency: string };

export interface PointMoveResult {
  /** True when the key was used before: nothing moved. */
  replayed: boolean;
  /** The member's points after the movement (now, for a replay). */
  balance: number;
}

export interface PointTransactionRow {
  id: number;
  points: number;
  reason: string;
  balance_after: number;
  meta: Record<string, unknown> | null;
  created_at: string;
}

export interface PointConfigView {
  badge_point: string | null;
  is_display: boolean;
  is_active: boolean;
}

export interface PointsService {
  /** Credits points once per key; in the caller's transaction when `tx` is given (then call `notify` after commit). */
  award(tx: null, move: PointMove): Promise<PointMoveResult>;
  award(tx: Tx, move: PointMoveInTx): Promise<PointMoveResult>;
  /** Debits points once per key; AppError `POINT_NOT_ENOUGH` (400) when the balance is short, and nothing moves. */
  spend(tx: null, move: PointMove): Promise<PointMoveResult>;
  spend(tx: Tx, move: PointMoveInTx): Promise<PointMoveResult>;
  balance(memberId: number, ex?: Executor): Promise<number>;
  /** Newest first; `limit` ≤ 100. */
  history(
    memberId: number,
    page: { page: number; limit: number },
  ): Promise<{ total: number; limit: number; page: number; data: PointTransactionRow[] }>;
  /** Publishes the POINT topic with the member's balance (award and spend without `tx` do it themselves). */
  notify(memberId: number): void;
  /** How points are presented (the wallet profile's pointData, the guard's point display flag). */
  config(): Promise<PointConfigView>;
}

export interface PointsDeps {
  db: Db;
  ledger: LedgerService;
  bus: EventBus;
  /** The member's wallet currency code; null for an unknown member. */
  memberCurrency(memberId: number): Promise<string | null>;
}

function checkMove(move: PointMove): void {
  if (!Number.isSafeInteger(move.points) || move.points <= 0)
    throw new AppError('BadRequest', 'INVALID_AMOUNT', {
      message: `points must be a positive integer: ${move.points}`,
    });
  if (!move.key || move.key.length > 200) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
  if (!move.reason || move.reason.length > 40) throw new AppError('BadRequest', 'INVALID_LEDGER_REQUEST');
}

/** How long a process keeps the points presentation (point_config) before reading it again. */
export const CONFIG_TTL_MS = 30_000;

export function createPointsService(deps: PointsDeps): PointsService {
  const { db, ledger } = deps;
  let configCache: { at: number; value: Promise<PointConfigView> } | null = null;

  async function currencyOf(memberId: number): Promise<string> {
    const currency = await deps.memberCurrency(memberId);
    if (!currency) throw new AppError('NotFound', 'MEMBER_NOT_FOUND');
    return currency;
  }

  async function balance(memberId: number, ex: Executor = db): Promise<number> {
    const currency = await deps.memberCurrency(memberId);
    if (!currency) return 0;
    return ledger.balance({ member: memberId, wallet: 'points', currency }, ex);
  }

  async function move(tx: Tx | null, m: PointMove, direction: 1 | -1): Promise<PointMoveResult> {
    checkMove(m);
    const currency = m.currency ?? (await currencyOf(m.memberId));
    const member = { member: m.memberId, wallet: 'points' as const, currency };
    const house = { house: 'points' as const, currency };
    const run = async (t: Tx): Promise<PointMoveResult> => {
      let result: Awaited<ReturnType<LedgerService['transfer']>>;
      try {
        result = await ledger.transfer(t, {
          from: direction === 1 ? house : member,
          to: direction === 1 ? member : house,
          amount: m.points,
          currency,
          key: m.key,
          kind: `points_${m.reason}`.slice(0, 40),
          meta: m.meta,
        });
      } catch (err) {
        if (err instanceof AppError && err.errorCode === INSUFFICIENT_FUNDS)
          throw new AppError('BadRequest', POINT_NOT_ENOUGH, { data: err.data });
        throw err;
      }
      if (result.replayed) return { replayed: true, balance: await ledger.balance(member, t) };
      const after = (direction === 1 ? result.toBalance : result.fromBalance) ?? (await ledger.balance(member, t));
      await t.insert(pointTransactions).values({
        member_id: m.memberId,
        points: direction * m.points,
        reason: m.reason,
        key: m.key,
        transfer_id: result.id,
        balance_after: after,
        meta: m.meta ?? null,
      });
      return { replayed: false, balance: after };
    };
    if (tx) return run(tx);
    const result = await ledger.withTransaction(run);
    if (!result.replayed) notifyWith(m.memberId, result.balance);
    return result;
  }

  function notifyWith(memberId: number, point: number): void {
    deps.bus.publish({ memberId, topic: POINT_TOPIC, data: { point } }).catch(() => {
      /* the page shows the balance at its next load */
    });
  }

  return {
    award: (tx, m) => move(tx, m, 1),
    spend: (tx, m) => move(tx, m, -1),
    balance,
    async history(memberId, page) {
      const limit = Math.min(Math.max(Math.trunc(page.limit) || 20, 1), POINT_HISTORY_MAX);
      const pageNo = Math.max(Math.trunc(page.page) || 1, 1);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(pointTransactions)
          .where(eq(pointTransactions.member_id, memberId))
          .orderBy(desc(pointTransactions.id))
          .limit(limit)
          .offset((pageNo - 1) * limit),
        db.select({ n: count() }).from(pointTransactions).where(eq(pointTransactions.member_id, memberId)),
      ]);
      return {
        total: Number(n),
        limit,
        page: pageNo,
        data: rows.map((r) => ({
          id: r.id,
          points: r.points,
          reason: r.reason,
          balance_after: r.balance_after,
          meta: r.meta ?? null,
          created_at: r.created_at.toISOString(),
        })),
      };
    },
    notify(memberId) {
      balance(memberId).then(
        (point) => notifyWith(memberId, point),
        () => {
          /* the page shows the balance at its next load */
        },
      );
    },
    config() {
      // Every member page shows it: read once per CONFIG_TTL_MS per process.
      if (!configCache || Date.now() - configCache.at > CONFIG_TTL_MS) {
        const value = db
          .select()
          .from(pointConfig)
          .where(eq(pointConfig.id, 1))
          .then(([row]) =>
            row
              ? { badge_point: row.point_img_url, is_display: row.is_display, is_active: row.is_active }
              : { badge_point: null, is_display: true, is_active: true },
          );
        const entry = { at: Date.now(), value };
        configCache = entry;
        value.catch(() => {
          if (configCache === entry) configCache = null;
        });
      }
      return configCache.value;
    },
  };
}
