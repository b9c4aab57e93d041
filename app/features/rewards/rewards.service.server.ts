import { Cron } from 'croner';
import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { PointsService } from '../points/points.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import { drawWeighted, type RandomInt } from './rewards.draw.server.ts';
import {
  localized,
  pointsForDeposit,
  pointsForStakes,
  REDEEM_KINDS,
  REDEEM_REASON,
  type ExchangeRateView,
  type ItemKind,
  type ItemView,
  type PointConfigView,
  type PrizeView,
  type RedeemKind,
  type RedeemStatus,
  type RedeemView,
  type ShippingInput,
} from './rewards.schemas.ts';
import {
  rewardCursors,
  rewardEarnRules,
  rewardExchangeRates,
  rewardItems,
  rewardPrizes,
  rewardRedeems,
} from './rewards.table.server.ts';

export interface RewardsMember {
  id: number;
  currencyId: number;
}

export interface RewardsDeps {
  db: Db;
  ledger: LedgerService;
  points: () => Pick<PointsService, 'award' | 'spend' | 'balance' | 'history' | 'notify' | 'config'>;
  turnover: () => Pick<TurnoverService, 'settledRounds'>;
  cashbox: () => Pick<CashboxService, 'creditedDeposits'>;
  currencyById(id: number): Promise<{ id: number; code: string } | null>;
  /** The draw's source of uniform integers (node:crypto's randomInt unless a test fixes it). */
  random?: RandomInt;
  /** Settled rounds read per page of the earning run. */
  pageSize?: number;
  /** How long a credited deposit waits before it is read (the cashbox's default when absent). */
  depositLagSeconds?: number;
}

export interface EarnRuleView {
  source: 'bet' | 'deposit';
  currency: string;
  game_category: string;
  points: number;
  per_amount: number;
}

export interface RewardSettings {
  earn_rules: EarnRuleView[];
  exchange_rates: ExchangeRateView[];
}

export interface OpsRedeem extends RedeemView {
  member_id: number;
}

export interface RewardsService {
  /** The point display flag, the badge image and whether points are active (the points feature's configuration). */
  config(): Promise<PointConfigView>;
  redeemTypes(): { kind: RedeemKind; reason: string }[];
  catalogue(kind: ItemKind, locale: string): Promise<ItemView[]>;
  item(id: number, locale: string): Promise<ItemView | null>;
  exchangeRate(member: RewardsMember): Promise<ExchangeRateView | null>;
  /** Points → money in main: points spent and money paid in one transaction, once per key. */
  exchange(member: RewardsMember, input: { points: number; key: string }, locale: string): Promise<RedeemView>;
  /** Opens a lucky box or turns a random card: the prize is drawn, recorded and given before it is shown. */
  draw(
    member: RewardsMember,
    kind: 'lucky_box' | 'random_card',
    input: { item_id: number; key: string },
    locale: string,
  ): Promise<RedeemView>;
  /** A physical reward for points, sent to the address given. */
  redeemPhysical(
    member: RewardsMember,
    input: { item_id: number; key: string } & ShippingInput,
    locale: string,
  ): Promise<RedeemView>;
  /** Where to send a physical prize drawn from a lucky box or random card. */
  submitAddress(memberId: number, redeemId: number, shipping: ShippingInput, locale: string): Promise<RedeemView>;
  redeems(
    memberId: number,
    page: { limit: number; skip: number; kind?: RedeemKind },
    locale: string,
  ): Promise<{ total: number; limit: number; skip: number; data: RedeemView[] }>;
  redeem(memberId: number, id: number, locale: string): Promise<RedeemView | null>;
  balance(memberId: number): Promise<number>;
  /** Earns points from the settled rounds and credited deposits since the last run (both watermarks). */
  earn(): Promise<{ rounds: number; deposits: number; awarded: number }>;
  /** Runs `earn` every minute (croner, no overlap); stop() on shutdown waits for a run under way. */
  start(log?: { error(obj: unknown, msg?: string): void }): void;
  stop(): Promise<void>;
  settings(): Promise<RewardSettings>;
  updateSettings(input: { earn_rules?: EarnRuleView[]; exchange_rates?: ExchangeRateView[] }): Promise<RewardSettings>;
  opsRedeems(filter: { status?: RedeemStatus; limit: number; skip: number }): Promise<{
    total: number;
    data: OpsRedeem[];
  }>;
  ship(id: number, trackingNo: string): Promise<OpsRedeem>;
}

type ItemRow = typeof rewardItems.$inferSelect;
type PrizeRow = typeof rewardPrizes.$inferSelect;
type RedeemRow = typeof rewardRedeems.$inferSelect;

function refused(code: string, path?: string, params?: Record<string, string | number>): AppError {
  return new AppError('BadRequest', code, {
    params,
    data: path ? { errors: [{ path, errorCode: code, ...(params ? { params } : {}) }] } : undefined,
  });
}

export function createRewardsService(deps: RewardsDeps): RewardsService {
  const { db, ledger } = deps;
  const points = () => deps.points();
  const pageSize = deps.pageSize ?? 500;
  let cron: Cron | null = null;
  let earning: Promise<void> | null = null;

  async function currencyOf(member: RewardsMember): Promise<string> {
    const c = await deps.currencyById(member.currencyId);
    if (!c) throw new AppError('Unprocessable', 'CURRENCY_NOT_FOUND');
    return c.code;
  }

  async function config(): Promise<PointConfigView> {
    const c = await points().config();
    return { is_display: c.is_display, is_active: c.is_active, point_img_url: c.badge_point };
  }

  async function activeOrRefuse(): Promise<void> {
    const c = await config();
    if (!c.is_display || !c.is_active) throw new AppError('Forbidden', 'POINTS_CLOSED');
  }

  function prizeViews(prizes: PrizeRow[], products: Map<number, ItemRow>, locale: string): PrizeView[] {
    const total = prizes.reduce((s, p) => s + p.weight, 0) || 1;
    return prizes.map((p) => {
      const product = p.product_id ? products.get(p.product_id) : undefined;
      return {
        id: p.id,
        kind: p.kind,
        amount: p.kind === 'physical' ? (product?.product_value ?? 0) : p.amount,
        name: localized(p.names, locale),
        image_url: product?.image_url ?? null,
        chance_bp: Math.round((p.weight * 10_000) / total),
      };
    });
  }

  async function itemViews(rows: ItemRow[], locale: string): Promise<ItemView[]> {
    if (!rows.length) return [];
    const prizes = await db
      .select()
      .from(rewardPrizes)
      .where(
        inArray(
          rewardPrizes.item_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(rewardPrizes.id));
    const productIds = [...new Set(prizes.map((p) => p.product_id).filter((id): id is number => id !== null))];
    const products = new Map(
      (productIds.length ? await db.select().from(rewardItems).where(inArray(rewardItems.id, productIds)) : []).map(
        (p) => [p.id, p],
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      tier: r.tier,
      name: localized(r.names, locale),
      description: localized(r.descriptions, locale),
      image_url: r.image_url,
      points_price: r.points_price,
      stock: r.stock,
      product_value: r.product_value,
      currency: r.currency,
      prizes: prizeViews(
        prizes.filter((p) => p.item_id === r.id),
        products,
        locale,
      ),
    }));
  }

  async function redeemViews(rows: RedeemRow[], locale: string, ex: Executor = db): Promise<RedeemView[]> {
    if (!rows.length) return [];
    const itemIds = [
      ...new Set(rows.flatMap((r) => [r.item_id, r.product_id]).filter((id): id is number => id !== null)),
    ];
    const prizeIds = [...new Set(rows.map((r) => r.prize_id).filter((id): id is number => id !== null))];
    const [items, prizes] = await Promise.all([
      itemIds.length ? ex.select().from(rewardItems).where(inArray(rewardItems.id, itemIds)) : [],
      prizeIds.length ? ex.select().from(rewardPrizes).where(inArray(rewardPrizes.id, prizeIds)) : [],
    ]);
    const itemById = new Map(items.map((i) => [i.id, i]));
    const prizeById = new Map(prizes.map((p) => [p.id, p]));
    return rows.map((r) => {
      const item = r.item_id ? itemById.get(r.item_id) : undefined;
      const prize = r.prize_id ? prizeById.get(r.prize_id) : undefined;
      const product = r.product_id ? itemById.get(r.product_id) : undefined;
      return {
        id: r.id,
        kind: r.kind,
        status: r.status,
        points: r.points,
        item_name: item ? localized(item.names, locale) : null,
        item_image: item?.image_url ?? null,
        prize:
          r.prize_kind && prize
            ? {
                kind: r.prize_kind,
                amount: r.prize_amount ?? 0,
                name: localized(prize.names, locale),
                image_url: product?.image_url ?? null,
              }
            : null,
        currency: r.currency,
        money: r.money,
        shipping:
          r.address && r.contact && r.phone && r.email
            ? { address: r.address, contact: r.contact, phone: r.phone, email: r.email }
            : null,
        tracking_no: r.tracking_no,
        shipped_at: r.shipped_at?.toISOString() ?? null,
        created_at: r.created_at.toISOString(),
      };
    });
  }

  /**
   * Claims the key: the redeem row is written first, so a second request with the same key (in parallel or later)
   * finds it and answers the first result without spending again. Null when the key was claimed before.
   */
  async function claim(tx: Tx, row: typeof rewardRedeems.$inferInsert): Promise<RedeemRow | null> {
    const [inserted] = await tx.insert(rewardRedeems).values(row).onConflictDoNothing().returning();
    return inserted ?? null;
  }

  async function existing(memberId: number, key: string, kind: RedeemKind): Promise<RedeemRow | null> {
    const [row] = await db
      .select()
      .from(rewardRedeems)
      .where(and(eq(rewardRedeems.member_id, memberId), eq(rewardRedeems.key, key)));
    if (!row) return null;
    if (row.kind !== kind) throw refused('KEY_REUSED', 'key');
    return row;
  }

  /** Takes one from stock (the row lock orders parallel redeems); refused when none is left. */
  async function takeStock(tx: Tx, itemId: number): Promise<void> {
    const taken = await tx
      .update(rewardItems)
      .set({ stock: sql`${rewardItems.stock} - 1` })
      .where(and(eq(rewardItems.id, itemId), or(isNull(rewardItems.stock), sql`${rewardItems.stock} > 0`)))
      .returning({ id: rewardItems.id });
    if (!taken.length) throw refused('OUT_OF_STOCK', 'item_id');
  }

  async function activeItem(id: number, kind: ItemKind): Promise<ItemRow> {
    const [row] = await db
      .select()
      .from(rewardItems)
      .where(and(eq(rewardItems.id, id), eq(rewardItems.kind, kind), eq(rewardItems.is_active, true)));
    if (!row) throw refused('ITEM_NOT_FOUND', 'item_id');
    return row;
  }

  function pointsKey(memberId: number, key: string) {
    return `redeem:${memberId}:${key}`;
  }

  async function one(row: RedeemRow, locale: string): Promise<RedeemView> {
    return (await redeemViews([row], locale))[0];
  }

  function notify(memberId: number) {
    try {
      points().notify(memberId);
    } catch {
      /* the page shows the balance at its next load */
    }
  }

  async function earnBets(): Promise<{ rounds: number; awarded: number }> {
    let rounds = 0;
    let awarded = 0;
    const rules = await db.select().from(rewardEarnRules).where(eq(rewardEarnRules.source, 'bet'));
    const ruleOf = (currency: string) => (category: string) =>
      rules.find((r) => r.currency === currency && r.game_category === category) ??
      rules.find((r) => r.currency === currency && r.game_category === '*') ??
      null;
    for (;;) {
      const [cursor] = await db.select().from(rewardCursors).where(eq(rewardCursors.name, 'bet'));
      const after = cursor?.last_id ?? 0;
      const page = await deps.turnover().settledRounds(after, pageSize);
      if (!page.length) break;
      const last = page[page.length - 1].id;
      // Per member and currency: stakes per game category of this batch.
      const batches = new Map<string, { memberId: number; currency: string; stakes: Map<string, number> }>();
      for (const r of page) {
        const k = `${r.memberId}:${r.currency}`;
        let b = batches.get(k);
        if (!b) batches.set(k, (b = { memberId: r.memberId, currency: r.currency, stakes: new Map() }));
        b.stakes.set(r.gameCategory, (b.stakes.get(r.gameCategory) ?? 0) + r.stake);
      }
      const credited: number[] = [];
      // One transaction per batch: the awards and the watermark move together; the keys name the batch (the rounds
      // after `after` up to `last`), so a run repeated from the same watermark is a replay that pays nothing.
      await ledger.withTransaction(async (tx) => {
        credited.length = 0;
        const [now] = await tx.select().from(rewardCursors).where(eq(rewardCursors.name, 'bet')).for('update');
        if ((now?.last_id ?? 0) !== after) return;
        for (const b of batches.values()) {
          const amount = pointsForStakes(b.stakes, ruleOf(b.currency));
          if (amount <= 0) continue;
          const moved = await points().award(tx, {
            memberId: b.memberId,
            points: amount,
            key: `earn-bet:${b.memberId}:${b.currency}:${after}-${last}`,
            reason: 'bet',
            currency: b.currency,
            meta: { rounds_after: after, rounds_to: last, currency: b.currency },
          });
          if (!moved.replayed) credited.push(b.memberId);
        }
        await tx
          .insert(rewardCursors)
          .values({ name: 'bet', last_id: last })
          .onConflictDoUpdate({ target: rewardCursors.name, set: { last_id: last, updated_at: new Date() } });
      });
      rounds += page.length;
      awarded += credited.length;
      for (const id of new Set(credited)) notify(id);
      if (page.length < pageSize) break;
    }
    return { rounds, awarded };
  }

  async function earnDeposits(): Promise<{ deposits: number; awarded: number }> {
    let total = 0;
    let awarded = 0;
    const rules = await db.select().from(rewardEarnRules).where(eq(rewardEarnRules.source, 'deposit'));
    for (;;) {
      const [cursor] = await db.select().from(rewardCursors).where(eq(rewardCursors.name, 'deposit'));
      const after = { at: cursor?.last_at ?? new Date(0), id: cursor?.last_id ?? 0 };
      const page = await deps.cashbox().creditedDeposits(after, pageSize, deps.depositLagSeconds);
      if (!page.length) break;
      const last = page[page.length - 1];
      const credited: number[] = [];
      await ledger.withTransaction(async (tx) => {
        credited.length = 0;
        const [now] = await tx.select().from(rewardCursors).where(eq(rewardCursors.name, 'deposit')).for('update');
        if ((now?.last_id ?? 0) !== after.id) return;
        for (const d of page) {
          const rule = rules.find((r) => r.currency === d.currency) ?? null;
          const amount = pointsForDeposit(d.amount, rule);
          if (amount <= 0) continue;
          // One award per deposit, keyed by the deposit: a deposit read twice is paid once.
          const moved = await points().award(tx, {
            memberId: d.memberId,
            points: amount,
            key: `earn-deposit:${d.id}`,
            reason: 'deposit',
            currency: d.currency,
            meta: { deposit_id: d.id, amount: d.amount, currency: d.currency },
          });
          if (!moved.replayed) credited.push(d.memberId);
        }
        await tx
          .insert(rewardCursors)
          .values({ name: 'deposit', last_id: last.id, last_at: last.creditedAt })
          .onConflictDoUpdate({
            target: rewardCursors.name,
            set: { last_id: last.id, last_at: last.creditedAt, updated_at: new Date() },
          });
      });
      total += page.length;
      awarded += credited.length;
      for (const id of new Set(credited)) notify(id);
      if (page.length < pageSize) break;
    }
    return { deposits: total, awarded };
  }

  async function settings(): Promise<RewardSettings> {
    const [rules, rates] = await Promise.all([
      db.select().from(rewardEarnRules).orderBy(asc(rewardEarnRules.id)),
      db.select().from(rewardExchangeRates).orderBy(asc(rewardExchangeRates.currency)),
    ]);
    return {
      earn_rules: rules.map((r) => ({
        source: r.source,
        currency: r.currency,
        game_category: r.game_category,
        points: r.points,
        per_amount: r.per_amount,
      })),
      exchange_rates: rates,
    };
  }

  async function earn() {
    // The cursors exist before the first run, so that the runs of two instances queue on the row's lock.
    await db
      .insert(rewardCursors)
      .values([{ name: 'bet' }, { name: 'deposit' }])
      .onConflictDoNothing();
    const bets = await earnBets();
    const deposits = await earnDeposits();
    return { rounds: bets.rounds, deposits: deposits.deposits, awarded: bets.awarded + deposits.awarded };
  }

  async function opsView(row: RedeemRow): Promise<OpsRedeem> {
    return { ...(await one(row, 'en')), member_id: row.member_id };
  }

  return {
    config,
    redeemTypes: () => REDEEM_KINDS.map((kind) => ({ kind, reason: REDEEM_REASON[kind] })),
    async catalogue(kind, locale) {
      const rows = await db
        .select()
        .from(rewardItems)
        .where(and(eq(rewardItems.kind, kind), eq(rewardItems.is_active, true)))
        .orderBy(asc(rewardItems.order_no), asc(rewardItems.id))
        .limit(100);
      return itemViews(rows, locale);
    },
    async item(id, locale) {
      const [row] = await db
        .select()
        .from(rewardItems)
        .where(and(eq(rewardItems.id, id), eq(rewardItems.is_active, true)));
      return row ? (await itemViews([row], locale))[0] : null;
    },
    async exchangeRate(member) {
      const currency = await currencyOf(member);
      const [row] = await db.select().from(rewardExchangeRates).where(eq(rewardExchangeRates.currency, currency));
      return row ?? null;
    },
    async exchange(member, input, locale) {
      await activeOrRefuse();
      const currency = await currencyOf(member);
      const [rate] = await db.select().from(rewardExchangeRates).where(eq(rewardExchangeRates.currency, currency));
      if (!rate?.is_active) throw refused('EXCHANGE_CLOSED', 'points');
      if (input.points < rate.min_points) throw refused('POINTS_BELOW_MINIMUM', 'points', { min: rate.min_points });
      const money = input.points * rate.amount_per_point;
      if (!Number.isSafeInteger(money)) throw refused('POINTS_INVALID', 'points');
      const before = await existing(member.id, input.key, 'exchange');
      if (before) return one(before, locale);
      const row = await ledger.withTransaction(async (tx) => {
        const claimed = await claim(tx, {
          member_id: member.id,
          key: input.key,
          kind: 'exchange',
          points: input.points,
          currency,
          money,
          status: 'completed',
        });
        if (!claimed) return null;
        await points().spend(tx, {
          memberId: member.id,
          points: input.points,
          key: pointsKey(member.id, input.key),
          reason: REDEEM_REASON.exchange,
          currency,
          meta: { redeem_id: claimed.id, money, currency },
        });
        await ledger.transfer(tx, {
          from: { house: 'bonus', currency, shard: ledger.houseShard(member.id) },
          to: { member: member.id, wallet: 'main', currency },
          amount: money,
          currency,
          key: `reward-exchange:${member.id}:${input.key}`,
          kind: 'point_exchange',
          meta: { redeem_id: claimed.id, points: input.points },
        });
        return claimed;
      });
      if (!row) return one((await existing(member.id, input.key, 'exchange'))!, locale);
      notify(member.id);
      return one(row, locale);
    },
    async draw(member, kind, input, locale) {
      await activeOrRefuse();
      const currency = await currencyOf(member);
      const before = await existing(member.id, input.key, kind);
      if (before) return one(before, locale);
      const item = await activeItem(input.item_id, kind);
      const prizes = await db.select().from(rewardPrizes).where(eq(rewardPrizes.item_id, item.id));
      if (!prizes.length) throw refused('ITEM_NOT_FOUND', 'item_id');
      const row = await ledger.withTransaction(async (tx) => {
        // Physical prizes whose product is out of stock are left out of this draw (their chance goes to the rest).
        const productIds = prizes.map((p) => p.product_id).filter((id): id is number => id !== null);
        const products = productIds.length
          ? await tx.select().from(rewardItems).where(inArray(rewardItems.id, productIds))
          : [];
        const inStock = new Set(products.filter((p) => p.stock === null || p.stock > 0).map((p) => p.id));
        const eligible = prizes.filter((p) => p.kind !== 'physical' || (p.product_id && inStock.has(p.product_id)));
        if (!eligible.length) throw refused('OUT_OF_STOCK', 'item_id');
        const prize = drawWeighted(eligible, deps.random);
        const claimed = await claim(tx, {
          member_id: member.id,
          key: input.key,
          kind,
          item_id: item.id,
          points: item.points_price,
          prize_id: prize.id,
          prize_kind: prize.kind,
          prize_amount: prize.kind === 'physical' ? 1 : prize.amount,
          product_id: prize.product_id,
          currency,
          money: prize.kind === 'money' ? prize.amount : null,
          status: prize.kind === 'physical' ? 'address_required' : 'completed',
        });
        if (!claimed) return null;
        if (item.stock !== null) await takeStock(tx, item.id);
        await points().spend(tx, {
          memberId: member.id,
          points: item.points_price,
          key: pointsKey(member.id, input.key),
          reason: REDEEM_REASON[kind],
          currency,
          meta: { redeem_id: claimed.id, item_id: item.id },
        });
        if (prize.kind === 'points')
          await points().award(tx, {
            memberId: member.id,
            points: prize.amount,
            key: `prize:${member.id}:${input.key}`,
            reason: REDEEM_REASON[kind],
            currency,
            meta: { redeem_id: claimed.id, prize_id: prize.id },
          });
        else if (prize.kind === 'money')
          await ledger.transfer(tx, {
            from: { house: 'bonus', currency, shard: ledger.houseShard(member.id) },
            to: { member: member.id, wallet: 'main', currency },
            amount: prize.amount,
            currency,
            key: `reward-prize:${member.id}:${input.key}`,
            kind: 'reward_prize',
            meta: { redeem_id: claimed.id, prize_id: prize.id },
          });
        else if (prize.product_id) await takeStock(tx, prize.product_id);
        return claimed;
      });
      if (!row) return one((await existing(member.id, input.key, kind))!, locale);
      notify(member.id);
      return one(row, locale);
    },
    async redeemPhysical(member, input, locale) {
      await activeOrRefuse();
      const currency = await currencyOf(member);
      const before = await existing(member.id, input.key, 'physical');
      if (before) return one(before, locale);
      const item = await activeItem(input.item_id, 'physical');
      const row = await ledger.withTransaction(async (tx) => {
        const claimed = await claim(tx, {
          member_id: member.id,
          key: input.key,
          kind: 'physical',
          item_id: item.id,
          points: item.points_price,
          product_id: item.id,
          currency,
          status: 'pending',
          address: input.address,
          contact: input.contact,
          phone: input.phone,
          email: input.email,
        });
        if (!claimed) return null;
        await takeStock(tx, item.id);
        await points().spend(tx, {
          memberId: member.id,
          points: item.points_price,
          key: pointsKey(member.id, input.key),
          reason: REDEEM_REASON.physical,
          currency,
          meta: { redeem_id: claimed.id, item_id: item.id },
        });
        return claimed;
      });
      if (!row) return one((await existing(member.id, input.key, 'physical'))!, locale);
      notify(member.id);
      return one(row, locale);
    },
    async submitAddress(memberId, redeemId, shipping, locale) {
      const [row] = await db
        .update(rewardRedeems)
        .set({ ...shipping, status: 'pending' })
        .where(
          and(
            eq(rewardRedeems.id, redeemId),
            eq(rewardRedeems.member_id, memberId),
            eq(rewardRedeems.status, 'address_required'),
          ),
        )
        .returning();
      if (!row) throw refused('REDEEM_NOT_FOUND', 'redeem_id');
      return one(row, locale);
    },
    async redeems(memberId, page, locale) {
      const where = and(
        eq(rewardRedeems.member_id, memberId),
        page.kind ? eq(rewardRedeems.kind, page.kind) : undefined,
      );
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(rewardRedeems).where(where),
        db
          .select()
          .from(rewardRedeems)
          .where(where)
          .orderBy(desc(rewardRedeems.created_at), desc(rewardRedeems.id))
          .limit(Math.min(100, page.limit))
          .offset(page.skip),
      ]);
      return { total: Number(total), limit: page.limit, skip: page.skip, data: await redeemViews(rows, locale) };
    },
    async redeem(memberId, id, locale) {
      const [row] = await db
        .select()
        .from(rewardRedeems)
        .where(and(eq(rewardRedeems.id, id), eq(rewardRedeems.member_id, memberId)));
      return row ? one(row, locale) : null;
    },
    balance: (memberId) => points().balance(memberId),
    earn,
    start(log) {
      if (cron) return;
      cron = new Cron('* * * * *', { protect: true, unref: true, name: 'reward-points' }, async () => {
        earning = earn().then(
          () => {},
          (err) => log?.error({ err }, 'earning points failed'),
        );
        await earning;
        earning = null;
      });
    },
    async stop() {
      cron?.stop();
      cron = null;
      await earning;
    },
    settings,
    async updateSettings(input) {
      await db.transaction(async (tx) => {
        for (const r of input.earn_rules ?? [])
          await tx
            .insert(rewardEarnRules)
            .values(r)
            .onConflictDoUpdate({
              target: [rewardEarnRules.source, rewardEarnRules.currency, rewardEarnRules.game_category],
              set: { points: r.points, per_amount: r.per_amount },
            });
        for (const r of input.exchange_rates ?? [])
          await tx
            .insert(rewardExchangeRates)
            .values(r)
            .onConflictDoUpdate({
              target: rewardExchangeRates.currency,
              set: { amount_per_point: r.amount_per_point, min_points: r.min_points, is_active: r.is_active },
            });
      });
      return settings();
    },
    async opsRedeems(filter) {
      const where = filter.status ? eq(rewardRedeems.status, filter.status) : undefined;
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(rewardRedeems).where(where),
        db
          .select()
          .from(rewardRedeems)
          .where(where)
          .orderBy(desc(rewardRedeems.id))
          .limit(filter.limit)
          .offset(filter.skip),
      ]);
      const views = await redeemViews(rows, 'en');
      return { total: Number(total), data: views.map((v, i) => ({ ...v, member_id: rows[i].member_id })) };
    },
    async ship(id, trackingNo) {
      const [row] = await db
        .update(rewardRedeems)
        .set({ status: 'shipped', tracking_no: trackingNo, shipped_at: new Date() })
        .where(and(eq(rewardRedeems.id, id), inArray(rewardRedeems.status, ['pending', 'shipped'])))
        .returning();
      if (!row) {
        const [found] = await db.select().from(rewardRedeems).where(eq(rewardRedeems.id, id));
        if (!found) throw new AppError('NotFound', 'REDEEM_NOT_FOUND');
        throw new AppError('Conflict', 'REDEEM_NOT_SHIPPABLE');
      }
      return opsView(row);
    },
  };
}
