import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { preparedRows, preparedStatement } from '../../../server/db/raw-query.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import {
  type ActiveBonus,
  type BonusType,
  type MemberPromotionView,
  type PromotionCategoryView,
  type PromotionDefinition,
  type PromotionTurn,
  type PromotionView,
  shortTitle,
  type TakePromotionInput,
} from './promotions.schemas.ts';
import {
  type LocaleTexts,
  memberBonusState,
  promotionCategories,
  promotionInformation,
  promotionMembers,
} from './promotions.table.server.ts';

type InfoRow = typeof promotionInformation.$inferSelect;
type MemberRow = typeof promotionMembers.$inferSelect;
type CategoryRow = typeof promotionCategories.$inferSelect;

export interface PromotionsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'withTransaction' | 'transfer' | 'balance'>;
  bus: Pick<EventBus, 'publish'>;
  /** Records a member's activity (the cashbox's activity log) in the caller's transaction. */
  logActivity: CashboxService['logActivity'];
  /** The language code of a language id (the spec's calls carry language_id). */
  languageCode(id: number): Promise<string | null>;
  /** The member's wallet currency code. */
  memberCurrency(memberId: number): Promise<string | null>;
  now?: () => Date;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

/** What the cashbox tells about a credited deposit that carries a chosen promotion. */
export interface DepositGrant {
  memberId: number;
  promotionId: number;
  depositId: number;
  /** Credited amount, minor units. */
  amount: number;
  currency: string;
  /** When the member's latest earlier deposit was credited; null for a first deposit. */
  previousDepositAt: Date | null;
}

export type DepositGrantResult =
  | { granted: true; promotionMemberId: number; bonus: number }
  | { granted: false; reason: string };

export interface PromotionsService {
  /** Public list: running promotions (optionally of one category), in the locale's texts. */
  list(locale: string, options?: { categoryId?: number; kind?: 'deposit' | 'free_credit' }): Promise<PromotionView[]>;
  /** Promotions announced with a start date still ahead ('coming soon'). */
  coming(locale: string): Promise<PromotionView[]>;
  get(id: number, locale: string): Promise<PromotionView>;
  categories(locale: string): Promise<PromotionCategoryView[]>;
  /** Deposit bonuses the member may choose on the deposit form now. */
  depositChoices(memberId: number, locale: string): Promise<PromotionView[]>;
  /** The member's bonus types with the active one (promotion-type). */
  types(memberId: number): Promise<{ type: BonusType; is_active: boolean }[]>;
  /** Takes a promotion without deposit (a free credit); `confirm` cancels the member's current bonus first. */
  take(memberId: number, input: TakePromotionInput, locale: string): Promise<MemberPromotionView>;
  /** Cancels the member's active bonus (a running promotion becomes inactive, its bonus taken back). */
  cancelActive(memberId: number): Promise<ActiveBonus | null>;
  /** The member's active bonus type, or null. */
  activeBonus(memberId: number, ex?: Executor): Promise<ActiveBonus | null>;
  /** The active bonus types of these members (at most 5,000 ids; members holding none are left out): the daily runs. */
  activeBonusTypes(memberIds: readonly number[]): Promise<Map<number, BonusType>>;
  /**
   * Makes cashback or rebate the member's active bonus type, in the caller's transaction; refused with
   * PROMOTION_ACTIVE_EXISTS while another one is active unless `confirm`, which cancels it.
   */
  activateBonus(tx: Tx, memberId: number, type: 'cashback' | 'rebate', options: { confirm: boolean }): Promise<void>;
  /** The deposit form's choice, checked when the deposit is asked for: refused with a message the member reads. */
  checkDepositChoice(memberId: number, promotionId: number, amount: number, currency: string): Promise<void>;
  /** Grants a deposit bonus in the cashbox's crediting transaction; a deposit no longer eligible gets none. */
  grantWithDeposit(tx: Tx, grant: DepositGrant): Promise<DepositGrantResult>;
  /**
   * A withdrawal asked in the cashbox's transaction: refused while a promotion runs (its target not met), and the
   * first withdrawal after a promotion reached its target is capped at the promotion's maximum withdrawal.
   */
  checkWithdrawal(tx: Tx, memberId: number, currency: string, amount: number): Promise<void>;
  /** The running promotion (promotion-member). */
  current(memberId: number, locale: string): Promise<MemberPromotionView | null>;
  history(
    memberId: number,
    locale: string,
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: MemberPromotionView[] }>;
  /** Sum of turnover of the running promotion (sum-turn-promotion). */
  sumTurn(memberId: number): Promise<{
    turn_over_user: number;
    turn_over_target: number;
    turn_winlose_user: number;
    turn_winlose_target: number;
  }>;
  /** Start-up: the member's deals (promotions the member can take now) and turns (the running one's progress). */
  memberDeals(memberId: number, languageId: number | null): Promise<PromotionView[]>;
  turnPromotions(memberId: number, languageId: number | null): Promise<PromotionTurn[]>;
  // Operator
  opsList(): Promise<(InfoRow & { category_code: string | null })[]>;
  opsCreate(def: PromotionDefinition): Promise<InfoRow>;
  opsUpdate(id: number, def: PromotionDefinition): Promise<InfoRow>;
  opsDefinition(id: number): Promise<PromotionDefinition>;
  opsUpsertCategory(input: { code: string; names: Record<string, string>; order_no?: number }): Promise<CategoryRow>;
  opsMemberPromotions(memberId: number): Promise<MemberRow[]>;
  /**
   * Grants a free credit as another feature's reward (a quest), in the caller's transaction: refused with
   * PROMOTION_ACTIVE_EXISTS while a bonus is active; once per `claimKey` (≤ 48 characters) and promotion.
   */
  grant(
    tx: Tx,
    memberId: number,
    promotionId: number,
    claimKey: string,
  ): Promise<{ promotionMemberId: number; bonus: number; currency: string }>;
}

/** How long a process keeps the definitions it read (the operator's changes on another instance show after it). */
const DEFINITIONS_TTL_MS = 15_000;

/** Whether the member has a running promotion: asked on every page of a member (the header), kept prepared. */
const RUNNING_PROMOTION = preparedStatement(
  'promotion_members_running',
  `SELECT 1 FROM promotion_members WHERE member_id = $1::integer AND state = 'active' LIMIT 1`,
);

function textsOf(content: LocaleTexts, locale: string) {
  const t = content[locale] ?? content.en ?? Object.values(content)[0];
  const en = content.en;
  return {
    title: t?.title || en?.title || '',
    summary: t?.summary || en?.summary || '',
    article: t?.article || en?.article || '',
    terms: t?.terms || en?.terms || '',
  };
}

/** An amount in minor units as the messages show it: 1,234.50 (two decimals, the site's currencies). */
function majorText(minor: number): string {
  const digits = String(Math.abs(Math.trunc(minor))).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The business day of an instant: the calendar date in Asia/Bangkok (UTC+7), as the wallet's turnover counts it. */
export function businessDay(at: Date): string {
  return new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

export function createPromotionsService(deps: PromotionsDeps): PromotionsService {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});

  /**
   * The active definitions and the categories, kept a few seconds per process (every member page's start-up reads
   * them); the operator's changes drop them at once here, and within DEFINITIONS_TTL_MS on other instances.
   */
  let cached: { at: number; infos: InfoRow[]; cats: Map<number, CategoryRow> } | null = null;
  async function definitions() {
    if (cached && Date.now() - cached.at < DEFINITIONS_TTL_MS) return cached;
    const [infos, cats] = await Promise.all([
      db
        .select()
        .from(promotionInformation)
        .where(eq(promotionInformation.is_active, true))
        .orderBy(asc(promotionInformation.order_no), asc(promotionInformation.id)),
      db.select().from(promotionCategories),
    ]);
    cached = { at: Date.now(), infos, cats: new Map(cats.map((r) => [r.id, r])) };
    return cached;
  }
  const invalidate = () => {
    cached = null;
  };

  async function categoryMap(): Promise<Map<number, CategoryRow>> {
    return (await definitions()).cats;
  }

  function view(r: InfoRow, locale: string, cats: Map<number, CategoryRow>, at: Date): PromotionView {
    const t = textsOf(r.content, locale);
    return {
      id: r.id,
      category_id: r.category_id,
      category_code: r.category_id ? (cats.get(r.category_id)?.code ?? null) : null,
      kind: r.kind,
      trigger: r.trigger,
      title: t.title,
      short_title: shortTitle(t.title),
      summary: t.summary,
      article: t.article,
      terms: t.terms,
      currency: r.currency,
      bonus_percent: r.bonus_percent,
      bonus_cap: r.bonus_cap,
      min_deposit: r.min_deposit,
      free_credit_amount: r.free_credit_amount,
      target_type: r.target_type,
      target_multiple_pct: r.target_multiple_pct,
      contributions: r.contributions,
      eligible_categories: r.eligible_categories,
      max_withdraw: r.max_withdraw,
      max_bet: r.max_bet,
      end_balance_floor: r.end_balance_floor,
      duration_hours: r.duration_hours,
      claim_starts_at: iso(r.claim_starts_at),
      claim_ends_at: iso(r.claim_ends_at),
      starts_at: iso(r.starts_at),
      coming_soon: !!r.starts_at && r.starts_at > at,
      art: r.art,
    };
  }

  /** Running now: active, started, inside its claim window. */
  function running(r: InfoRow, at: Date): boolean {
    if (!r.is_active) return false;
    if (r.starts_at && r.starts_at > at) return false;
    if (r.claim_starts_at && r.claim_starts_at > at) return false;
    if (r.claim_ends_at && r.claim_ends_at <= at) return false;
    return true;
  }

  async function activeRows(): Promise<InfoRow[]> {
    return (await definitions()).infos;
  }

  function memberView(
    r: MemberRow,
    info: InfoRow | undefined,
    locale: string,
    cats: Map<number, CategoryRow>,
  ): MemberPromotionView {
    const title = info ? textsOf(info.content, locale).title : '';
    const cat = info?.category_id ? cats.get(info.category_id) : undefined;
    return {
      promotion_member_id: r.id,
      promotion_information_id: r.promotion_information_id,
      promotion_type_id: cat?.id ?? null,
      promotion_type_name: cat ? (cat.names[locale] ?? cat.names.en ?? cat.code) : null,
      promotion_member_is_active: r.state === 'active',
      state: r.state,
      title,
      short_title: shortTitle(title),
      currency: r.currency,
      deposit_amount: r.deposit_amount,
      bonus_amount: r.bonus_amount,
      target_type: r.target_type,
      turn_over_target: r.turn_over_target,
      turn_over_user: r.turn_over_user,
      turn_winlose_target: r.turn_winlose_target,
      turn_winlose_user: r.turn_winlose_user,
      max_withdraw: r.max_withdraw,
      max_bet: r.max_bet,
      end_reason: r.end_reason,
      expires_at: r.expires_at.toISOString(),
      created_at: r.created_at.toISOString(),
      ended_at: iso(r.ended_at),
      promotion_articles: { title },
    };
  }

  async function memberViews(rows: MemberRow[], locale: string): Promise<MemberPromotionView[]> {
    if (rows.length === 0) return [];
    const { infos: active, cats } = await definitions();
    const byId = new Map(active.map((i) => [i.id, i]));
    // Promotions no longer offered are read from the table.
    const missing = [...new Set(rows.map((r) => r.promotion_information_id))].filter((id) => !byId.has(id));
    if (missing.length)
      for (const i of await db.select().from(promotionInformation).where(inArray(promotionInformation.id, missing)))
        byId.set(i.id, i);
    return rows.map((r) => memberView(r, byId.get(r.promotion_information_id), locale, cats));
  }

  /** A running promotion past its expiry ends now (the bet path ends it too, at the member's next bet). */
  async function expireOverdue(memberId: number): Promise<void> {
    await db.execute(
      sql`SELECT promotion_end(id, 'expired', 'expiry', ${now().toISOString()}::timestamptz) FROM promotion_members
          WHERE member_id = ${memberId} AND state = 'active' AND expires_at <= ${now().toISOString()}::timestamptz`,
    );
  }

  /** Locks the member's bonus-state row (created on first use): activations of one member queue here. */
  async function lockBonusState(tx: Tx, memberId: number) {
    await tx.insert(memberBonusState).values({ member_id: memberId }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(memberBonusState)
      .where(eq(memberBonusState.member_id, memberId))
      .for('update');
    return row!;
  }

  async function runningRow(ex: Executor, memberId: number): Promise<MemberRow | null> {
    const [row] = await ex
      .select()
      .from(promotionMembers)
      .where(and(eq(promotionMembers.member_id, memberId), eq(promotionMembers.state, 'active')));
    return row ?? null;
  }

  /**
   * Cancels the member's active bonus inside `tx` (the bonus-state row locked): a running promotion becomes
   * inactive and the bonus still in the main wallet goes back (never more than the balance).
   */
  async function cancelInTx(tx: Tx, memberId: number): Promise<ActiveBonus | null> {
    const state = await lockBonusState(tx, memberId);
    const running = await runningRow(tx, memberId);
    const previous: ActiveBonus | null = running
      ? { type: 'promotion', promotionMemberId: running.id }
      : state.bonus_type
        ? { type: state.bonus_type, promotionMemberId: null }
        : null;
    if (running) {
      await tx.execute(
        sql`SELECT promotion_end(${running.id}, 'inactive', 'cancelled', ${now().toISOString()}::timestamptz)`,
      );
      const balance = await ledger.balance({ member: memberId, wallet: 'main', currency: running.currency }, tx);
      const back = Math.min(balance, running.bonus_amount);
      if (back > 0)
        await ledger.transfer(tx, {
          from: { member: memberId, wallet: 'main', currency: running.currency },
          to: { house: 'bonus', currency: running.currency },
          amount: back,
          currency: running.currency,
          key: `promotion:${running.id}:forfeit`,
          kind: 'promotion_forfeit',
          meta: { promotion_member_id: running.id },
        });
    }
    await tx
      .update(memberBonusState)
      .set({ bonus_type: null, promotion_member_id: null, updated_at: now() })
      .where(eq(memberBonusState.member_id, memberId));
    return previous;
  }

  function activeRefusal(type: BonusType): AppError {
    return new AppError('Conflict', 'PROMOTION_ACTIVE_EXISTS', {
      data: { active: type, errors: [{ path: 'promotion_information_id', errorCode: 'PROMOTION_ACTIVE_EXISTS' }] },
    });
  }

  /**
   * Starts a promotion for the member inside `tx`: the bonus-state row locked, the claim row inserted (its unique
   * key refuses a second claim), the bonus credited from the house bonus account, 'receive_promotion' logged.
   */
  async function start(
    tx: Tx,
    input: {
      memberId: number;
      info: InfoRow;
      claimKey: string;
      depositId: number | null;
      depositAmount: number;
      bonus: number;
      confirm: boolean;
    },
  ): Promise<MemberRow> {
    const { memberId, info } = input;
    const state = await lockBonusState(tx, memberId);
    const running = await runningRow(tx, memberId);
    const at = now();
    if (running && running.expires_at <= at) {
      await tx.execute(sql`SELECT promotion_end(${running.id}, 'expired', 'expiry', ${at.toISOString()}::timestamptz)`);
    } else if (running || state.bonus_type) {
      if (!input.confirm) throw activeRefusal(running ? 'promotion' : state.bonus_type!);
      await cancelInTx(tx, memberId);
    }
    const [claimed] = await tx
      .select({ id: promotionMembers.id })
      .from(promotionMembers)
      .where(
        and(
          eq(promotionMembers.member_id, memberId),
          eq(promotionMembers.promotion_information_id, info.id),
          eq(promotionMembers.claim_key, input.claimKey),
        ),
      );
    if (claimed) throw new AppError('Conflict', 'PROMOTION_ALREADY_RECEIVED');
    const base = input.depositAmount + input.bonus;
    const target = Math.floor((base * info.target_multiple_pct) / 100);
    const [row] = await tx
      .insert(promotionMembers)
      .values({
        member_id: memberId,
        promotion_information_id: info.id,
        claim_key: input.claimKey,
        state: 'active',
        currency: info.currency,
        deposit_id: input.depositId,
        deposit_amount: input.depositAmount,
        bonus_amount: input.bonus,
        target_type: info.target_type,
        turn_over_target: info.target_type === 'turnover' ? target : 0,
        turn_winlose_target: info.target_type === 'winlose' ? target : 0,
        turn_winlose_user: 0,
        contributions: info.contributions,
        eligible_categories: info.eligible_categories,
        max_bet: info.max_bet,
        max_withdraw: info.max_withdraw,
        end_balance_floor: info.end_balance_floor,
        expires_at: new Date(at.getTime() + info.duration_hours * 3_600_000),
      })
      .returning();
    const credited = await ledger.transfer(tx, {
      from: { house: 'bonus', currency: info.currency },
      to: { member: memberId, wallet: 'main', currency: info.currency },
      amount: input.bonus,
      currency: info.currency,
      key: `promotion:${row!.id}`,
      kind: 'promotion_bonus',
      meta: { promotion_member_id: row!.id, promotion_information_id: info.id, deposit_id: input.depositId },
    });
    const balance =
      credited.toBalance ?? (await ledger.balance({ member: memberId, wallet: 'main', currency: info.currency }, tx));
    const [started] = await tx
      .update(promotionMembers)
      .set({ start_balance: balance, turn_winlose_user: base })
      .where(eq(promotionMembers.id, row!.id))
      .returning();
    await tx
      .update(memberBonusState)
      .set({ bonus_type: 'promotion', promotion_member_id: row!.id, updated_at: at })
      .where(eq(memberBonusState.member_id, memberId));
    await deps.logActivity(tx, {
      memberId,
      type: 'receive_promotion',
      amount: input.bonus,
      currency: info.currency,
      ref: `promotion:${row!.id}`,
    });
    return started!;
  }

  async function info(id: number, ex: Executor = db): Promise<InfoRow> {
    const [r] = await ex.select().from(promotionInformation).where(eq(promotionInformation.id, id));
    if (!r) throw new AppError('NotFound', 'PROMOTION_NOT_FOUND');
    return r;
  }

  function claimableOrThrow(r: InfoRow, at: Date): void {
    if (!r.is_active) throw new AppError('NotFound', 'PROMOTION_NOT_FOUND');
    if ((r.starts_at && r.starts_at > at) || (r.claim_starts_at && r.claim_starts_at > at))
      throw new AppError('Unprocessable', 'PROMOTION_NOT_STARTED');
    if (r.claim_ends_at && r.claim_ends_at <= at) throw new AppError('Unprocessable', 'PROMOTION_CLAIM_CLOSED');
  }

  function depositBonus(r: InfoRow, amount: number): number {
    const raw = Math.floor((amount * r.bonus_percent) / 100);
    return r.bonus_cap > 0 ? Math.min(raw, r.bonus_cap) : raw;
  }

  function claimKeyOf(r: InfoRow, grant: { depositId: number }, at: Date): string {
    if (r.kind === 'free_credit' || r.trigger === 'first_deposit') return 'once';
    if (r.trigger === 'daily_first_deposit') return `day:${businessDay(at)}`;
    return `deposit:${grant.depositId}`;
  }

  async function publish(memberId: number, data: unknown) {
    try {
      await deps.bus.publish({ memberId, topic: 'PROMOTION', data });
    } catch (err) {
      log('promotions: publish failed', { err: (err as Error).message });
    }
  }

  async function listOf(locale: string, filter: (r: InfoRow, at: Date) => boolean): Promise<PromotionView[]> {
    const at = now();
    const [rows, cats] = await Promise.all([activeRows(), categoryMap()]);
    return rows.filter((r) => filter(r, at)).map((r) => view(r, locale, cats, at));
  }

  async function localeOf(languageId: number | null): Promise<string> {
    return (languageId !== null ? await deps.languageCode(languageId) : null) ?? 'en';
  }

  const service: PromotionsService = {
    list(locale, options = {}) {
      return listOf(
        locale,
        (r, at) =>
          running(r, at) &&
          (options.categoryId === undefined || r.category_id === options.categoryId) &&
          (options.kind === undefined || r.kind === options.kind),
      );
    },
    coming(locale) {
      return listOf(locale, (r, at) => !!r.starts_at && r.starts_at > at);
    },
    async get(id, locale) {
      const r = await info(id);
      if (!r.is_active) throw new AppError('NotFound', 'PROMOTION_NOT_FOUND');
      return view(r, locale, await categoryMap(), now());
    },
    async categories(locale) {
      const rows = await db
        .select()
        .from(promotionCategories)
        .orderBy(asc(promotionCategories.order_no), asc(promotionCategories.id));
      return rows.map((c) => ({ id: c.id, code: c.code, name: c.names[locale] ?? c.names.en ?? c.code }));
    },
    async depositChoices(memberId, locale) {
      const currency = await deps.memberCurrency(memberId);
      const list = await service.list(locale, { kind: 'deposit' });
      return list.filter((p) => p.currency === currency);
    },
    async types(memberId) {
      const active = await service.activeBonus(memberId);
      return (['promotion', 'cashback', 'rebate'] as const).map((type) => ({ type, is_active: active?.type === type }));
    },
    async take(memberId, input, locale) {
      const r = await info(input.promotion_information_id);
      claimableOrThrow(r, now());
      if (r.kind !== 'free_credit') throw new AppError('Unprocessable', 'PROMOTION_NEEDS_DEPOSIT');
      const currency = await deps.memberCurrency(memberId);
      if (currency !== r.currency) throw new AppError('Unprocessable', 'PROMOTION_CURRENCY');
      await expireOverdue(memberId);
      const row = await ledger.withTransaction((tx) =>
        start(tx, {
          memberId,
          info: r,
          claimKey: 'once',
          depositId: null,
          depositAmount: 0,
          bonus: r.free_credit_amount,
          confirm: input.confirm,
        }),
      );
      await publish(memberId, { promotion_member_id: row.id, state: row.state });
      return (await memberViews([row], locale))[0]!;
    },
    async cancelActive(memberId) {
      const previous = await ledger.withTransaction((tx) => cancelInTx(tx, memberId));
      if (previous) await publish(memberId, { state: 'inactive', type: previous.type });
      return previous;
    },
    async activeBonus(memberId, ex = db) {
      const [running] = await ex
        .select({ id: promotionMembers.id, expires_at: promotionMembers.expires_at })
        .from(promotionMembers)
        .where(and(eq(promotionMembers.member_id, memberId), eq(promotionMembers.state, 'active')));
      if (running && running.expires_at > now()) return { type: 'promotion', promotionMemberId: running.id };
      const [state] = await ex.select().from(memberBonusState).where(eq(memberBonusState.member_id, memberId));
      if (state?.bonus_type && state.bonus_type !== 'promotion')
        return { type: state.bonus_type, promotionMemberId: null };
      return null;
    },
    async activeBonusTypes(memberIds) {
      const ids = [...new Set(memberIds)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 5_000);
      const out = new Map<number, BonusType>();
      if (!ids.length) return out;
      const [states, running] = await Promise.all([
        db
          .select({ member_id: memberBonusState.member_id, bonus_type: memberBonusState.bonus_type })
          .from(memberBonusState)
          .where(inArray(memberBonusState.member_id, ids)),
        db
          .select({ member_id: promotionMembers.member_id, expires_at: promotionMembers.expires_at })
          .from(promotionMembers)
          .where(and(inArray(promotionMembers.member_id, ids), eq(promotionMembers.state, 'active'))),
      ]);
      for (const s of states) if (s.bonus_type && s.bonus_type !== 'promotion') out.set(s.member_id, s.bonus_type);
      const at = now();
      for (const r of running) if (r.expires_at > at) out.set(r.member_id, 'promotion');
      return out;
    },
    async activateBonus(tx, memberId, type, options) {
      const state = await lockBonusState(tx, memberId);
      const running = await runningRow(tx, memberId);
      const current: BonusType | null = running && running.expires_at > now() ? 'promotion' : state.bonus_type;
      if (current === type) return;
      if (current && !options.confirm) throw activeRefusal(current);
      if (current || running) await cancelInTx(tx, memberId);
      await tx
        .update(memberBonusState)
        .set({ bonus_type: type, promotion_member_id: null, updated_at: now() })
        .where(eq(memberBonusState.member_id, memberId));
    },
    async checkDepositChoice(memberId, promotionId, amount, currency) {
      const field = (code: string, params?: Record<string, string | number>) =>
        new AppError('BadRequest', code, {
          params,
          data: { errors: [{ path: 'promotion_information_id', errorCode: code, params }] },
        });
      const [r] = await db.select().from(promotionInformation).where(eq(promotionInformation.id, promotionId));
      if (!r || !running(r, now()) || r.kind !== 'deposit' || r.currency !== currency) throw field('PROMOTION_INVALID');
      if (amount < r.min_deposit) throw field('PROMOTION_MIN_DEPOSIT', { min: majorText(r.min_deposit) });
      await expireOverdue(memberId);
      const active = await service.activeBonus(memberId);
      if (active) throw field('PROMOTION_ACTIVE_EXISTS');
      if (r.trigger === 'first_deposit') {
        const [claimed] = await db
          .select({ id: promotionMembers.id })
          .from(promotionMembers)
          .where(and(eq(promotionMembers.member_id, memberId), eq(promotionMembers.promotion_information_id, r.id)))
          .limit(1);
        if (claimed) throw field('PROMOTION_ALREADY_RECEIVED');
      }
    },
    async grantWithDeposit(tx, grant) {
      const [r] = await tx.select().from(promotionInformation).where(eq(promotionInformation.id, grant.promotionId));
      const at = now();
      if (r?.kind !== 'deposit' || !running(r, at) || r.currency !== grant.currency)
        return { granted: false, reason: 'PROMOTION_INVALID' };
      if (grant.amount < r.min_deposit) return { granted: false, reason: 'PROMOTION_MIN_DEPOSIT' };
      const previous = grant.previousDepositAt;
      if (r.trigger === 'first_deposit' && previous) return { granted: false, reason: 'PROMOTION_FIRST_DEPOSIT_ONLY' };
      if (r.trigger === 'daily_first_deposit' && previous && businessDay(previous) === businessDay(at))
        return { granted: false, reason: 'PROMOTION_DAILY_FIRST_ONLY' };
      const bonus = depositBonus(r, grant.amount);
      if (bonus <= 0) return { granted: false, reason: 'PROMOTION_INVALID' };
      try {
        // A savepoint: a refusal leaves the deposit's own transaction intact.
        const row = await tx.transaction((sp) =>
          start(sp as unknown as Tx, {
            memberId: grant.memberId,
            info: r,
            claimKey: claimKeyOf(r, grant, at),
            depositId: grant.depositId,
            depositAmount: grant.amount,
            bonus,
            confirm: false,
          }),
        );
        return { granted: true, promotionMemberId: row.id, bonus };
      } catch (err) {
        if (err instanceof AppError) return { granted: false, reason: err.errorCode };
        throw err;
      }
    },
    async checkWithdrawal(tx, memberId, currency, amount) {
      const at = now();
      const rows = await tx
        .select()
        .from(promotionMembers)
        .where(and(eq(promotionMembers.member_id, memberId), eq(promotionMembers.currency, currency)))
        .orderBy(desc(promotionMembers.id))
        .limit(1)
        .for('update');
      const last = rows[0];
      if (!last) return;
      if (last.state === 'active') {
        if (last.expires_at > at)
          throw new AppError('Unprocessable', 'PROMOTION_TURNOVER_REQUIRED', {
            data: {
              turn_over_user: last.turn_over_user,
              turn_over_target: last.turn_over_target,
              turn_winlose_user: last.turn_winlose_user,
              turn_winlose_target: last.turn_winlose_target,
            },
          });
        await tx.execute(sql`SELECT promotion_end(${last.id}, 'expired', 'expiry', ${at.toISOString()}::timestamptz)`);
        return;
      }
      if (last.state === 'received' && !last.withdrawal_used && last.max_withdraw > 0) {
        if (amount > last.max_withdraw)
          throw new AppError('Unprocessable', 'PROMOTION_MAX_WITHDRAW', {
            params: { max: majorText(last.max_withdraw) },
            data: {
              max_withdraw: last.max_withdraw,
              errors: [
                { path: 'amount', errorCode: 'PROMOTION_MAX_WITHDRAW', params: { max: majorText(last.max_withdraw) } },
              ],
            },
          });
        await tx.update(promotionMembers).set({ withdrawal_used: true }).where(eq(promotionMembers.id, last.id));
      }
    },
    async current(memberId, locale) {
      await expireOverdue(memberId);
      const row = await runningRow(db, memberId);
      return row ? (await memberViews([row], locale))[0]! : null;
    },
    async history(memberId, locale, page) {
      await expireOverdue(memberId);
      const where = eq(promotionMembers.member_id, memberId);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(promotionMembers)
          .where(where)
          .orderBy(desc(promotionMembers.id))
          .limit(page.limit)
          .offset(page.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(promotionMembers).where(where),
      ]);
      return { total: count?.n ?? 0, data: await memberViews(rows, locale) };
    },
    async sumTurn(memberId) {
      const row = await runningRow(db, memberId);
      return {
        turn_over_user: row?.turn_over_user ?? 0,
        turn_over_target: row?.turn_over_target ?? 0,
        turn_winlose_user: row?.turn_winlose_user ?? 0,
        turn_winlose_target: row?.turn_winlose_target ?? 0,
      };
    },
    async memberDeals(memberId, languageId) {
      const locale = await localeOf(languageId);
      const currency = await deps.memberCurrency(memberId);
      const list = await service.list(locale);
      return list.filter((p) => p.currency === currency);
    },
    async turnPromotions(memberId, languageId) {
      // One read on every member page, kept prepared: whether a promotion runs. Most members have none.
      if (!(await preparedRows(db, RUNNING_PROMOTION, [memberId])).length) return [];
      const locale = await localeOf(languageId);
      // The running row (an expired one ends here).
      const row = await runningRow(db, memberId);
      if (row && row.expires_at <= now()) await expireOverdue(memberId);
      const current = row && row.expires_at > now() ? (await memberViews([row], locale))[0]! : null;
      return current
        ? [
            {
              promotion_member_id: current.promotion_member_id,
              title: current.title,
              short_title: current.short_title,
              target_type: current.target_type,
              turn_over_user: current.turn_over_user,
              turn_over_target: current.turn_over_target,
              turn_winlose_user: current.turn_winlose_user,
              turn_winlose_target: current.turn_winlose_target,
              currency: current.currency,
              expires_at: current.expires_at,
            },
          ]
        : [];
    },
    async opsList() {
      const [rows, cats] = await Promise.all([
        db
          .select()
          .from(promotionInformation)
          .orderBy(asc(promotionInformation.order_no), asc(promotionInformation.id)),
        categoryMap(),
      ]);
      return rows.map((r) => ({ ...r, category_code: r.category_id ? (cats.get(r.category_id)?.code ?? null) : null }));
    },
    async opsCreate(def) {
      const values = await definitionValues(def);
      const [row] = await db.insert(promotionInformation).values(values).returning();
      invalidate();
      return row!;
    },
    async opsDefinition(id) {
      const r = await info(id);
      const cats = await categoryMap();
      return {
        category_code: r.category_id ? (cats.get(r.category_id)?.code ?? null) : null,
        kind: r.kind,
        trigger: r.trigger,
        currency: r.currency,
        bonus_percent: r.bonus_percent,
        bonus_cap: r.bonus_cap,
        min_deposit: r.min_deposit,
        free_credit_amount: r.free_credit_amount,
        target_type: r.target_type,
        target_multiple_pct: r.target_multiple_pct,
        contributions: r.contributions,
        eligible_categories: r.eligible_categories,
        max_withdraw: r.max_withdraw,
        max_bet: r.max_bet,
        end_balance_floor: r.end_balance_floor,
        duration_hours: r.duration_hours,
        claim_starts_at: r.claim_starts_at,
        claim_ends_at: r.claim_ends_at,
        starts_at: r.starts_at,
        is_active: r.is_active,
        order_no: r.order_no,
        art: r.art,
        content: r.content as PromotionDefinition['content'],
      };
    },
    async opsUpdate(id, def) {
      const values = await definitionValues(def);
      const [row] = await db
        .update(promotionInformation)
        .set({ ...values, updated_at: now() })
        .where(eq(promotionInformation.id, id))
        .returning();
      if (!row) throw new AppError('NotFound', 'PROMOTION_NOT_FOUND');
      invalidate();
      return row;
    },
    async opsUpsertCategory(input) {
      const [row] = await db
        .insert(promotionCategories)
        .values({ code: input.code, names: input.names, order_no: input.order_no ?? 0 })
        .onConflictDoUpdate({
          target: promotionCategories.code,
          set: { names: input.names, ...(input.order_no !== undefined ? { order_no: input.order_no } : {}) },
        })
        .returning();
      invalidate();
      return row!;
    },
    async grant(tx, memberId, promotionId, claimKey) {
      const r = await info(promotionId, tx);
      claimableOrThrow(r, now());
      if (r.kind !== 'free_credit') throw new AppError('Unprocessable', 'PROMOTION_NEEDS_DEPOSIT');
      const bonus = r.free_credit_amount;
      const row = await start(tx, {
        memberId,
        info: r,
        claimKey,
        depositId: null,
        depositAmount: 0,
        bonus,
        confirm: false,
      });
      return { promotionMemberId: row.id, bonus, currency: r.currency };
    },
    opsMemberPromotions(memberId) {
      return db
        .select()
        .from(promotionMembers)
        .where(eq(promotionMembers.member_id, memberId))
        .orderBy(desc(promotionMembers.id));
    },
  };

  async function definitionValues(def: PromotionDefinition) {
    let category_id: number | null = null;
    if (def.category_code) {
      const [c] = await db.select().from(promotionCategories).where(eq(promotionCategories.code, def.category_code));
      if (!c) throw new AppError('BadRequest', 'PROMOTION_CATEGORY_INVALID');
      category_id = c.id;
    }
    const { category_code: _, ...rest } = def;
    return { ...rest, trigger: def.kind === 'deposit' ? def.trigger : null, category_id };
  }

  return service;
}
