import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import type { BusinessDate, DailyJob, DailyJobContext } from '../../../server/daily-runs/daily-runs.types.ts';
import { addDays } from '../../../server/daily-runs/daily-runs.service.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { LevelsService } from '../levels/levels.service.server.ts';
import type { MemosService } from '../memos/memos.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import {
  dailyCredit,
  type BonusArticleView,
  type BonusCreditView,
  type BonusKind,
  type BonusMemberView,
  type BonusTransactionView,
  type BonusType,
} from './cashback.schemas.ts';
import { bonusArticles, bonusCredits, bonusRates, bonusRules } from './cashback.table.server.ts';

export interface CashbackMember {
  id: number;
  currencyId: number;
}

export interface CashbackDeps {
  db: Db;
  ledger: LedgerService;
  turnover: () => Pick<TurnoverService, 'dayMembers' | 'daily'>;
  levels: () => Pick<LevelsService, 'levelIdOf'>;
  cashbox: () => Pick<CashboxService, 'transfer' | 'transferStatus'>;
  currencyById(id: number): Promise<{ id: number; code: string } | null>;
  bus: Pick<EventBus, 'publish'>;
  /** The automatic memo of a credit (after its commit; a memo that cannot be written leaves the credit be). */
  memos?: () => Pick<MemosService, 'send'>;
  /**
   * The members' active bonus type, owned by the promotions: a member whose active bonus is a promotion receives no
   * cashback or rebate. Members not in the answer hold none.
   */
  activeBonusTypes(memberIds: readonly number[]): Promise<Map<number, BonusType>>;
  /**
   * Makes cashback or rebate the member's active bonus type (the promotions' record, in one transaction); refused
   * with PROMOTION_ACTIVE_EXISTS while another is active unless `confirm`, which cancels that one.
   */
  activateBonus(memberId: number, kind: BonusKind, options: { confirm: boolean }): Promise<void>;
  /** The business date of an instant, and when the current business day's credits are computed (the next run). */
  today(): BusinessDate;
  periodEnd(): Date;
  /** Members per page of the daily run. */
  pageSize?: number;
  /** Members credited at the same time (default 32). */
  concurrency?: number;
}

export interface CashbackService {
  /** The daily jobs `cashback` and `rebate` (after `level`: the rates follow the member's level). */
  jobs: { cashback: DailyJob; rebate: DailyJob };
  member(memberId: number, kind: BonusKind): Promise<BonusMemberView>;
  transaction(member: CashbackMember, kind: BonusKind): Promise<BonusTransactionView>;
  articles(kind: BonusKind, languageId: number): Promise<BonusArticleView[]>;
  history(
    memberId: number,
    kind: BonusKind,
    q: { from?: string; to?: string; limit: number; skip: number },
  ): Promise<{ total: number; limit: number; skip: number; data: BonusCreditView[] }>;
  /** Moves the whole cashback or rebate balance to main (the cashbox's transfer: its minimum and activity log). */
  transfer(
    member: CashbackMember,
    kind: BonusKind,
    clientKey: string,
  ): Promise<{ kind: BonusKind; amount: number; balance: number; replayed: boolean }>;
  /** The all-games rates of a level (0 or null: members without a level). */
  ratesOf(levelId: number | null): Promise<{ rebate_bp: number; cashback_bp: number }>;
  /**
   * Which daily bonus the member holds now: `cashback` or `rebate` when that wallet has a balance or the member was
   * credited for the business day that closed last; null otherwise. The promotions ask it before a member takes a
   * promotion (the switch must be confirmed).
   */
  activeDailyBonus(member: CashbackMember): Promise<BonusKind | null>;
  /** The member chooses cashback or rebate as the one active bonus (see `activateBonus` of the deps). */
  activate(memberId: number, kind: BonusKind, options: { confirm: boolean }): Promise<void>;
}

const TOPIC: Record<BonusKind, string> = { cashback: 'CASHBACK', rebate: 'REBATE' };

export function createCashbackService(deps: CashbackDeps): CashbackService {
  const { db, ledger } = deps;
  const pageSize = deps.pageSize ?? 500;
  const concurrency = Math.max(1, deps.concurrency ?? 32);

  async function rateTable(kind: BonusKind): Promise<Map<string, number>> {
    const found = await db.select().from(bonusRates).where(eq(bonusRates.kind, kind));
    return new Map(found.map((r) => [`${r.level_id}:${r.game_category}`, r.rate_bp]));
  }

  function rateFn(table: Map<string, number>, levelId: number | null) {
    const lv = levelId ?? 0;
    return (category: string) =>
      table.get(`${lv}:${category}`) ?? table.get(`${lv}:*`) ?? table.get(`0:${category}`) ?? table.get('0:*') ?? 0;
  }

  async function publish(memberId: number, kind: BonusKind, data: unknown) {
    try {
      await deps.bus.publish({ memberId, topic: TOPIC[kind], data });
    } catch {
      /* the page shows the credit at its next load */
    }
  }

  function job(kind: BonusKind, order: number): DailyJob {
    return {
      name: kind,
      order,
      async run(ctx: DailyJobContext) {
        const date = ctx.businessDate;
        const rates = await rateTable(kind);
        const rules = new Map(
          (await db.select().from(bonusRules).where(eq(bonusRules.kind, kind))).map((r) => [r.currency, r]),
        );
        let after = 0;
        let members = 0;
        let credited = 0;
        while (!ctx.signal.aborted) {
          const page = await deps.turnover().dayMembers(date, after, pageSize);
          if (!page.length) break;
          after = page[page.length - 1].member_id;
          const ids = page.map((p) => p.member_id);
          const [levels, bonusTypes] = await Promise.all([deps.levels().levelIdOf(ids), deps.activeBonusTypes(ids)]);
          // Members of a page are credited a few at a time: each in its own transaction, so that on the embedded
          // database their commits share an fsync (group commit) and on PostgreSQL they use the pool.
          let next = 0;
          const creditNext = async (): Promise<void> => {
            while (!ctx.signal.aborted && next < page.length) {
              const day = page[next++];
              members++;
              // One active bonus: a member holding a promotion, or who chose the other of cashback and rebate,
              // receives none of this one (a member who chose neither receives both).
              const held = bonusTypes.get(day.member_id);
              if (held && held !== kind) continue;
              const rule = rules.get(day.currency);
              if (!rule?.is_active) continue;
              const levelId = levels.get(day.member_id) ?? null;
              const { base, amount } = dailyCredit(kind, day.categories, rateFn(rates, levelId), rule);
              if (amount <= 0) continue;
              const moved = await ledger.withTransaction(async (tx) => {
                const transfer = await ledger.transfer(tx, {
                  from: { house: 'bonus', currency: day.currency, shard: ledger.houseShard(day.member_id) },
                  to: { member: day.member_id, wallet: kind, currency: day.currency },
                  amount,
                  currency: day.currency,
                  key: `${kind}:${date}:${day.member_id}`,
                  kind,
                  meta: { business_date: date, base },
                });
                await tx
                  .insert(bonusCredits)
                  .values({
                    kind,
                    member_id: day.member_id,
                    business_date: date,
                    currency: day.currency,
                    base_amount: base,
                    amount,
                    level_id: levelId,
                    transfer_id: transfer.id,
                  })
                  .onConflictDoNothing();
                return transfer;
              });
              if (!moved.replayed) {
                credited++;
                await publish(day.member_id, kind, { business_date: date, amount, balance: moved.toBalance });
                await deps.memos?.().send({
                  memberId: day.member_id,
                  kind: kind === 'cashback' ? 'cashback_credited' : 'rebate_credited',
                  key: `${kind}:${date}`,
                  params: { amount: { minor: amount, currency: day.currency }, date },
                });
              }
            }
          };
          await Promise.all(Array.from({ length: Math.min(concurrency, page.length) }, creditNext));
          await ctx.progress(members);
        }
        return { members, credited };
      },
    };
  }

  async function currencyOf(member: CashbackMember): Promise<string> {
    const c = await deps.currencyById(member.currencyId);
    if (!c) throw new AppError('Unprocessable', 'CURRENCY_NOT_FOUND');
    return c.code;
  }

  async function lastCredit(memberId: number, kind: BonusKind) {
    const [row] = await db
      .select()
      .from(bonusCredits)
      .where(and(eq(bonusCredits.member_id, memberId), eq(bonusCredits.kind, kind)))
      .orderBy(desc(bonusCredits.business_date))
      .limit(1);
    return row ?? null;
  }

  async function levelOf(memberId: number): Promise<number | null> {
    return (await deps.levels().levelIdOf([memberId])).get(memberId) ?? null;
  }

  return {
    jobs: { cashback: job('cashback', 50), rebate: job('rebate', 60) },
    async member(memberId, kind) {
      const [levelId, last, types] = await Promise.all([
        levelOf(memberId),
        lastCredit(memberId, kind),
        deps.activeBonusTypes([memberId]),
      ]);
      const rate = rateFn(await rateTable(kind), levelId)('*');
      const end = deps.periodEnd().toISOString();
      const bonusType = types.get(memberId) ?? null;
      return {
        kind,
        level_id: levelId,
        rate_bp: rate,
        ...(kind === 'cashback' ? { end_cashback: end } : { end_rebate: end }),
        last_credit: last ? { business_date: last.business_date, amount: last.amount } : null,
        is_active: rate > 0 && (bonusType === null || bonusType === kind),
        bonus_type: bonusType,
      };
    },
    async transaction(member, kind) {
      const currency = await currencyOf(member);
      const today = deps.today();
      const [available, days, status, levelId, rules] = await Promise.all([
        ledger.balance({ member: member.id, wallet: kind, currency }),
        deps.turnover().daily(member.id, currency, today, today),
        deps.cashbox().transferStatus(currency),
        levelOf(member.id),
        db
          .select()
          .from(bonusRules)
          .where(and(eq(bonusRules.kind, kind), eq(bonusRules.currency, currency))),
      ]);
      const rate = rateFn(await rateTable(kind), levelId)('*');
      const turnover =
        kind === 'rebate'
          ? days.reduce((s, d) => s + d.bet_amount, 0)
          : Math.max(
              0,
              days.reduce((s, d) => s + d.bet_amount - d.win_amount, 0),
            );
      const min = Math.max(1, rules[0]?.min_amount ?? 1);
      const transfer = status.find((s) => s.wallet === kind);
      return {
        kind,
        currency,
        available,
        turnover,
        turnover_target: rate > 0 ? Math.ceil((min * 10_000) / rate) : 0,
        minimum_transfer: transfer?.minimum ?? 0,
        transfer_open: !!transfer?.is_active,
      };
    },
    async articles(kind, languageId) {
      const found = await db
        .select()
        .from(bonusArticles)
        .where(
          and(
            eq(bonusArticles.kind, kind),
            eq(bonusArticles.language_id, languageId),
            eq(bonusArticles.is_active, true),
          ),
        )
        .orderBy(asc(bonusArticles.order_no), asc(bonusArticles.id))
        .limit(20);
      return found.map((a) => ({ id: a.id, kind, title: a.title, body: a.body }));
    },
    async history(memberId, kind, q) {
      const where = and(
        eq(bonusCredits.member_id, memberId),
        eq(bonusCredits.kind, kind),
        q.from ? gte(bonusCredits.business_date, q.from) : undefined,
        q.to ? lte(bonusCredits.business_date, q.to) : undefined,
      );
      const [[{ total }], found] = await Promise.all([
        db.select({ total: count() }).from(bonusCredits).where(where),
        db
          .select()
          .from(bonusCredits)
          .where(where)
          .orderBy(desc(bonusCredits.business_date), desc(bonusCredits.id))
          .limit(q.limit)
          .offset(q.skip),
      ]);
      return {
        total: Number(total),
        limit: q.limit,
        skip: q.skip,
        data: found.map((c) => ({
          id: c.id,
          kind,
          business_date: c.business_date,
          currency: c.currency,
          base_amount: c.base_amount,
          amount: c.amount,
          created_at: c.created_at.toISOString(),
        })),
      };
    },
    async activate(memberId, kind, options) {
      await deps.activateBonus(memberId, kind, options);
      await deps.bus.publish({ memberId, topic: TOPIC[kind], data: { active: kind } });
    },
    async transfer(member, kind, clientKey) {
      const currency = await currencyOf(member);
      const amount = await ledger.balance({ member: member.id, wallet: kind, currency });
      if (amount <= 0)
        throw new AppError('Unprocessable', 'NOTHING_TO_TRANSFER', {
          data: { errors: [{ path: 'kind', errorCode: 'NOTHING_TO_TRANSFER' }] },
        });
      const moved = await deps.cashbox().transfer(member, kind, amount, `${kind}-all-${clientKey}`);
      if (!moved.replayed) await publish(member.id, kind, { transferred: moved.amount, balance: moved.balance });
      return { kind, amount: moved.amount, balance: moved.balance, replayed: moved.replayed };
    },
    async ratesOf(levelId) {
      const found = await db
        .select()
        .from(bonusRates)
        .where(inArray(bonusRates.level_id, [0, levelId ?? 0]));
      const table = new Map(found.map((r) => [`${r.kind}:${r.level_id}:${r.game_category}`, r.rate_bp]));
      const pick = (kind: BonusKind) => table.get(`${kind}:${levelId ?? 0}:*`) ?? table.get(`${kind}:0:*`) ?? 0;
      return { rebate_bp: pick('rebate'), cashback_bp: pick('cashback') };
    },
    async activeDailyBonus(member) {
      const currency = await currencyOf(member);
      const balances = await ledger.memberBalances(member.id, currency);
      for (const kind of ['cashback', 'rebate'] as const) {
        if (balances[kind] > 0) return kind;
        const last = await lastCredit(member.id, kind);
        if (last && last.business_date >= addDays(deps.today(), -1)) return kind;
      }
      return null;
    },
  };
}
