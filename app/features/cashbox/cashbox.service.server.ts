import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { TwoFactorService } from '../twofactor/twofactor.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { PayoutAccount, ProfileService } from '../profile/profile.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import type { PromotionsService } from '../promotions/promotions.service.server.ts';
import type { ProtectionService } from '../protection/protection.service.server.ts';
import type { GatewayClient } from './cashbox.gateway.server.ts';
import {
  depositLimits,
  feeOf,
  majorText,
  majorToMinor,
  webhookBodySchema,
  type ActivityLogView,
  type AmountLimits,
  type CryptoCurrencyView,
  type DepositGatewayAnswer,
  type DepositGatewayInput,
  type DepositSlipInput,
  type DepositStatus,
  type DepositView,
  type GatewayMethod,
  type HistoryStatus,
  type PaymentBankView,
  type PaymentCategory,
  type PaymentTypeView,
  type TransferStatusView,
  type TransferWallet,
  type WithdrawalConfigView,
  type WithdrawalView,
} from './cashbox.schemas.ts';
import { inspectSlip } from './cashbox.slips.server.ts';
import { readStoredImage, storeImage } from '../../../server/uploads/images.ts';
import type { AutoMemo, MemosService } from '../memos/memos.service.server.ts';
import {
  activityLogs,
  cryptoCurrencies,
  deposits,
  depositSlips,
  gatewayEvents,
  paymentBankInformation,
  paymentTypeCurrencyLimits,
  paymentTypes,
  transferMinimums,
  withdrawalConfig,
  withdrawals,
} from './cashbox.table.server.ts';

export type { PayoutAccount };

/** The member a cashbox call acts for (the auth plugin's member). */
export interface CashboxMember {
  id: number;
  currencyId: number;
  username?: string;
}

export interface CashboxDeps {
  db: Db;
  ledger: LedgerService;
  turnover: () => Pick<TurnoverService, 'totals' | 'addDepositRequirement'>;
  profile: () => Pick<ProfileService, 'payoutAccount' | 'requireComplete'>;
  /** The deposit form's promotion choice and the promotion rules of a withdrawal (absent: no promotions). */
  promotions?: () => Pick<PromotionsService, 'checkDepositChoice' | 'grantWithDeposit' | 'checkWithdrawal'>;
  currencyById(id: number): Promise<{ id: number; code: string; decimals: number } | null>;
  /** A currency's decimals by its code (the deposit limit's refusal when crediting names the amount left). */
  currencyByCode?(code: string): Promise<{ decimals: number } | null>;
  bus: Pick<EventBus, 'publish'>;
  /** The payment gateways by code. */
  gateways: Record<string, GatewayClient>;
  /** Folder of the re-encoded slips (DATA_DIR/uploads/slips). */
  slipDir: string;
  /** Signs slip upload tickets. */
  secret: string;
  now?: () => Date;
  log?: (msg: string, data?: Record<string, unknown>) => void;
  /** Refuses deposits and withdrawals while a coupon of the member is under verification (the coupons' rule). */
  couponHold?: (memberId: number) => Promise<void>;
  /** The automatic memos (deposit credited, withdrawal paid), sent after the move commits; absent: none. */
  memos?: () => Pick<MemosService, 'send'>;
  /**
   * Player protection: a time-out or self-exclusion refuses deposits; the member's deposit limits (read with their
   * rows locked in the deposit's transaction) refuse a deposit over what is left, at the request and again when crediting.
   */
  protection?: () => Pick<ProtectionService, 'depositLimits' | 'requireNotExcluded'>;
  /** A withdrawal of a member with two-factor authentication on needs a fresh code (the twofactor feature). */
  twoFactor?: () => Pick<TwoFactorService, 'requireCode'>;
}

/** What a member's deposits have counted in each limit period (minor units; credited, and open ones when asked). */
export type DepositUsage = Record<'day' | 'week' | 'month', number>;

export interface ListRange {
  from?: Date;
  to?: Date;
  status?: HistoryStatus;
  type?: string;
  limit: number;
  skip: number;
}

export interface Page<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

export interface MoneySummary {
  currency: string;
  /** Σ of successful amounts (credited for deposits, paid for withdrawals). */
  total_amount: number;
  total_fee: number;
  count: number;
  success_count: number;
  pending_count: number;
  fail_count: number;
}

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface OpsDeposit extends DepositView {
  member_id: number;
  operator_note: string | null;
  slip_url: string | null;
  slip_reference: string | null;
}

export interface OpsWithdrawal extends WithdrawalView {
  member_id: number;
  hold_id: number | null;
  payout_id: string | null;
  operator_note: string | null;
  beneficiary: Record<string, unknown>;
}

export interface CashboxService {
  paymentTypes(
    member: CashboxMember,
    options: { withdraw?: boolean; include?: boolean; category?: string },
  ): Promise<PaymentTypeView[]>;
  bankInformation(member: CashboxMember, paymentTypeId?: number): Promise<PaymentBankView[]>;
  cryptoCurrencies(member: CashboxMember, paymentTypeId?: number): Promise<CryptoCurrencyView[]>;
  minimumTransaction(member: CashboxMember): Promise<{
    currency: string;
    decimals: number;
    deposit: { payment_type_code: string; category: PaymentCategory; min_deposit: number; max_deposit: number }[];
    withdraw: { min_withdraw: number; max_withdraw: number } | null;
  }>;
  /** The member's deposit that is waiting for payment or confirmation (a past-due gateway payment is expired first). */
  pendingDeposit(member: CashboxMember): Promise<DepositView | null>;
  /** A deposit through the payment gateway (PromptPay, TrueWallet, crypto, automatic bank). */
  depositGateway(
    member: CashboxMember,
    input: DepositGatewayInput,
    meta: { locale: string; returnUrl: string },
  ): Promise<DepositGatewayAnswer>;
  /** A bank transfer with its slip, credited when the operator approves. */
  depositSlip(member: CashboxMember, input: DepositSlipInput): Promise<DepositView>;
  /** Stores a slip image after checking and re-encoding it; refuses a slip whose mini-QR reference was used. */
  uploadSlip(
    member: CashboxMember,
    bytes: Buffer,
  ): Promise<{ id: number; url: string; reference: string | null; sending_bank: string | null }>;
  /** A one-time upload address for a slip (the spec's sign-url-upload-slip), valid ten minutes. */
  slipUploadTicket(member: CashboxMember): { url: string; token: string; expires_at: string };
  checkSlipTicket(member: CashboxMember, token: string): boolean;
  /** A slip image of the member's own (or any, for the operator): the re-encoded JPEG. */
  slipImage(memberId: number | null, id: number): Promise<Buffer | null>;
  /** The casino's reference code the member writes on a bank transfer. */
  depositReference(memberId: number): string;
  withdrawalConfig(member: CashboxMember): Promise<WithdrawalConfigView>;
  withdrawalQueue(member: CashboxMember): Promise<WithdrawalView[]>;
  /** `secondFactor`: the authenticator code, required when the member has two-factor authentication on. */
  withdraw(
    member: CashboxMember,
    amount: number,
    secondFactor?: string,
  ): Promise<{ id: number; status: 'processing' | 'success' | 'failure' }>;
  transferStatus(currency?: string): Promise<TransferStatusView[]>;
  /** When each of these members (at most 10,000) had their first deposit credited; members without one are left out. */
  firstDeposits(memberIds: readonly number[]): Promise<Map<number, Date>>;
  /**
   * Successful deposits in crediting order after a watermark (credited_at, id), at most `limit` (≤ 5000); those
   * credited in the last `lagSeconds` (default 5) wait for the next read, so a crediting transaction still committing
   * is not passed over. The rewards' points per deposit read it.
   */
  creditedDeposits(
    after: { at: Date; id: number },
    limit: number,
    lagSeconds?: number,
  ): Promise<{ id: number; memberId: number; currency: string; amount: number; creditedAt: Date }[]>;
  /**
   * The member's money in and out from `from` up to `to`, oldest first, at most `limit` (≤ 5000): deposits when
   * credited (the credited amount), withdrawals when paid. The statement reads it.
   */
  moneyMovements(
    memberId: number,
    range: { from: Date; to: Date; limit: number },
  ): Promise<{ id: number; kind: 'deposit' | 'withdrawal'; at: Date; amount: number; currency: string }[]>;
  /** Σ credited deposits and Σ paid withdrawals of the member since it joined, per currency. */
  lifetimeTotals(memberId: number): Promise<{ currency: string; deposits: number; withdrawals: number }[]>;
  /** Σ of the successful deposits credited before `before`, per member (at most 5000 ids): the member levels read it. */
  depositTotals(memberIds: readonly number[], before: Date): Promise<Map<number, number>>;
  /** What the member's deposits count in the deposit-limit periods now (credited and open ones), for the limits page. */
  depositLimitUsage(memberId: number, currency: string): Promise<DepositUsage>;
  transfer(
    member: CashboxMember,
    wallet: TransferWallet,
    amount: number,
    clientKey?: string,
  ): Promise<{ wallet: TransferWallet; amount: number; balance: number; replayed: boolean }>;
  deposits(memberId: number, q: ListRange): Promise<Page<DepositView>>;
  depositSummary(member: CashboxMember, q: Omit<ListRange, 'limit' | 'skip'>): Promise<MoneySummary>;
  withdrawals(memberId: number, q: ListRange): Promise<Page<WithdrawalView>>;
  withdrawalSummary(member: CashboxMember, q: Omit<ListRange, 'limit' | 'skip'>): Promise<MoneySummary>;
  activity(memberId: number, q: ListRange): Promise<Page<ActivityLogView>>;
  activitySummary(
    memberId: number,
    q: Omit<ListRange, 'limit' | 'skip'>,
  ): Promise<{ total: number; types: { type: string; count: number }[] }>;
  /** Records an activity in the caller's transaction. */
  logActivity(
    ex: Executor,
    entry: {
      memberId: number;
      type: string;
      amount?: number | null;
      currency?: string | null;
      ref?: string;
      detail?: string;
    },
  ): Promise<void>;
  /** A webhook of a gateway: verified, recorded once per event id, and acted on in the same transaction. */
  webhook(gateway: string, raw: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookAnswer>;
  // ---- Operator ----
  opsDeposits(filter: { status?: DepositStatus; limit: number; skip: number }): Promise<Page<OpsDeposit>>;
  approveDeposit(id: number, options: { amount?: number; note?: string }): Promise<OpsDeposit>;
  rejectDeposit(id: number, options: { note?: string }): Promise<OpsDeposit>;
  opsWithdrawals(filter: { status?: string; limit: number; skip: number }): Promise<Page<OpsWithdrawal>>;
  approveWithdrawal(id: number, options: { note?: string }): Promise<OpsWithdrawal>;
  rejectWithdrawal(id: number, options: { note?: string }): Promise<OpsWithdrawal>;
  withdrawalSettings(): Promise<(typeof withdrawalConfig.$inferSelect)[]>;
  /** What a visitor may read of the withdrawal rules (the spec's withdraw-description): min and max per currency. */
  withdrawalSettingsPublic(): Promise<{ currency: string; min_withdraw: number; max_withdraw: number }[]>;
  setWithdrawalSettings(
    currency: string,
    patch: Partial<
      Pick<
        typeof withdrawalConfig.$inferInsert,
        'min_withdraw' | 'max_withdraw' | 'auto_withdraw_limit' | 'deposit_turnover_percent'
      >
    >,
  ): Promise<typeof withdrawalConfig.$inferSelect>;
  deliveries(gateway: string, query: { limit?: number; payment_id?: string }): Promise<unknown>;
}

const GATEWAY_CODE = 'sandbox';
const TICKET_TTL_MS = 10 * 60_000;

type DepositRow = typeof deposits.$inferSelect;
type WithdrawalRow = typeof withdrawals.$inferSelect;
type TypeRow = typeof paymentTypes.$inferSelect;

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

function historyOfDeposit(status: DepositStatus): HistoryStatus {
  return status === 'success' ? 'success' : status === 'fail' ? 'fail' : 'pending';
}
function historyOfWithdrawal(status: WithdrawalRow['status']): HistoryStatus {
  return status === 'success' ? 'success' : status === 'failure' ? 'fail' : 'pending';
}
const depositStatusesOf = (h: HistoryStatus): DepositStatus[] =>
  h === 'pending' ? ['pending', 'confirming'] : h === 'success' ? ['success'] : ['fail'];
const withdrawalStatusesOf = (h: HistoryStatus): WithdrawalRow['status'][] =>
  h === 'pending' ? ['processing'] : h === 'success' ? ['success'] : ['failure'];

function accountText(b: Record<string, unknown> | null | undefined): string | null {
  if (!b) return null;
  if (typeof b.wallet_address === 'string') return `${String(b.network ?? '')} ${b.wallet_address}`.trim();
  if (typeof b.account_no === 'string') return `${String(b.bank_name ?? b.bank_code ?? '')} ${b.account_no}`.trim();
  return null;
}

export function createCashboxService(deps: CashboxDeps): CashboxService {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});

  async function currencyOf(member: CashboxMember): Promise<{ code: string; decimals: number }> {
    const c = await deps.currencyById(member.currencyId);
    if (!c)
      throw new AppError('GeneralError', 'GENERAL_ERROR', { message: `currency ${member.currencyId} is missing` });
    return c;
  }

  function gatewayOf(code: string): GatewayClient {
    const g = deps.gateways[code];
    if (!g) throw new AppError('GeneralError', 'GATEWAY_UNAVAILABLE', { message: `no gateway ${code}` });
    return g;
  }

  async function typeRows(ex: Executor = db): Promise<Map<number, TypeRow>> {
    const rows = await ex.select().from(paymentTypes);
    return new Map(rows.map((r) => [r.id, r]));
  }

  function depositView(r: DepositRow, types: Map<number, TypeRow>, banks?: Map<number, string>): DepositView {
    const t = types.get(r.payment_type_id);
    const details = (r.details ?? null) as Record<string, unknown> | null;
    const account =
      r.payment_bank_information_id && banks?.get(r.payment_bank_information_id)
        ? banks.get(r.payment_bank_information_id)!
        : typeof details?.address === 'string'
          ? `${String(details.network ?? '')} ${details.address}`.trim()
          : typeof details?.account_no === 'string'
            ? `${String(details.bank_name ?? '')} ${details.account_no}`.trim()
            : null;
    return {
      id: r.id,
      status: r.status,
      history_status: historyOfDeposit(r.status),
      fail_reason: r.fail_reason,
      payment_type_code: t?.payment_type_code ?? '',
      category: r.category as PaymentCategory,
      currency: r.currency,
      amount: r.amount,
      fee: r.fee,
      paid_amount: r.paid_amount,
      credited_amount: r.credited_amount,
      amount_mismatch: r.amount_mismatch,
      account,
      reference: r.reference,
      pay_url: r.pay_url,
      qr_payload: r.qr_payload,
      details,
      expires_at: iso(r.expires_at),
      created_at: r.created_at.toISOString(),
      paid_at: iso(r.paid_at),
      confirmed_at: iso(r.confirmed_at),
      credited_at: iso(r.credited_at),
      failed_at: iso(r.failed_at),
    };
  }

  async function bankLabels(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await db.select().from(paymentBankInformation).where(inArray(paymentBankInformation.id, ids));
    return new Map(rows.map((b) => [b.id, `${b.bank_name} ${b.account_no}`]));
  }

  function withdrawalView(r: WithdrawalRow): WithdrawalView {
    return {
      id: r.id,
      status: r.status,
      history_status: historyOfWithdrawal(r.status),
      currency: r.currency,
      amount: r.amount,
      fee: 0,
      auto: r.auto,
      account: accountText(r.beneficiary),
      channel: r.auto ? 'AUTO' : String(r.beneficiary.kind === 'crypto' ? 'CRYPTO' : 'BANK'),
      created_at: r.created_at.toISOString(),
      approved_at: iso(r.approved_at),
      paid_at: iso(r.paid_at),
      failed_at: iso(r.failed_at),
    };
  }

  async function logActivity(
    ex: Executor,
    entry: {
      memberId: number;
      type: string;
      amount?: number | null;
      currency?: string | null;
      ref?: string;
      detail?: string;
    },
  ): Promise<void> {
    await ex.insert(activityLogs).values({
      member_id: entry.memberId,
      type: entry.type,
      amount: entry.amount ?? null,
      currency: entry.currency ?? null,
      ref: entry.ref ?? null,
      detail: entry.detail ?? null,
    });
  }

  async function publish(memberId: number, topic: string, data: unknown): Promise<void> {
    try {
      await deps.bus.publish({ memberId, topic, data });
    } catch (err) {
      log('cashbox: publish failed', { topic, err: (err as Error).message });
    }
  }

  /** The member's automatic memo of a committed move (once per key; one that cannot be written leaves the move be). */
  const memoOf = (
    kind: AutoMemo['kind'],
    memberId: number,
    key: string,
    amount: number,
    currency: string,
  ): AutoMemo => ({
    memberId,
    kind,
    key,
    params: { amount: { minor: amount, currency } },
  });
  async function sendMemo(memo: AutoMemo | undefined): Promise<void> {
    if (memo) await deps.memos?.().send(memo);
  }

  /** Type limits of the currency, by payment type id. */
  async function limitsByType(currency: string): Promise<Map<number, { min_deposit: number; max_deposit: number }>> {
    const rows = await db
      .select()
      .from(paymentTypeCurrencyLimits)
      .where(eq(paymentTypeCurrencyLimits.currency, currency));
    return new Map(rows.map((r) => [r.payment_type_id, { min_deposit: r.min_deposit, max_deposit: r.max_deposit }]));
  }

  function outOfLimits(amount: number, limits: AmountLimits, decimals: number): AppError | null {
    if (amount >= limits.min && amount <= limits.max) return null;
    const params = {
      min: majorText(limits.min, decimals),
      max: majorText(limits.max, decimals),
    };
    const code = amount < limits.min ? 'AMOUNT_TOO_LOW' : 'AMOUNT_TOO_HIGH';
    return new AppError('BadRequest', code, {
      params,
      data: { errors: [{ path: 'deposit_amount', errorCode: code, params }] },
    });
  }

  /** Closes a gateway deposit whose payment time is over (the gateway's expiry may still be on its way). */
  async function expireOverdue(memberId: number): Promise<void> {
    await db
      .update(deposits)
      .set({ status: 'fail', fail_reason: 'expired', failed_at: now() })
      .where(
        and(
          eq(deposits.member_id, memberId),
          eq(deposits.status, 'pending'),
          sql`${deposits.gateway} IS NOT NULL AND ${deposits.expires_at} < ${now().toISOString()}::timestamptz`,
        ),
      );
  }

  async function openDeposit(ex: Executor, memberId: number): Promise<DepositRow | null> {
    const [row] = await ex
      .select()
      .from(deposits)
      .where(and(eq(deposits.member_id, memberId), inArray(deposits.status, ['pending', 'confirming'])))
      .limit(1);
    return row ?? null;
  }

  async function depositCurrency(code: string): Promise<{ code: string; decimals: number }> {
    return { code, decimals: (await deps.currencyByCode?.(code))?.decimals ?? 2 };
  }

  function pendingRefusal(): AppError {
    return new AppError('Conflict', 'DEPOSIT_PENDING');
  }

  /**
   * The member's deposits in the last 24 hours, 7 days and 1 month (by request time): credited ones at what was
   * credited, and open ones (pending, confirming) at their amount when `open`; with, per period, the oldest counted
   * request (the period's room grows when it leaves the window).
   */
  async function depositUsage(
    ex: Executor,
    memberId: number,
    currency: string,
    options: { open: boolean; except?: number },
  ): Promise<{ used: DepositUsage; oldest: Record<'day' | 'week' | 'month', Date | null> }> {
    const at = now();
    const counted = options.open
      ? sql`(${deposits.status} = 'success' OR ${deposits.status} IN ('pending', 'confirming'))`
      : sql`${deposits.status} = 'success'`;
    const value = sql`CASE WHEN ${deposits.status} = 'success' THEN ${deposits.credited_amount} ELSE ${deposits.amount} END`;
    const day = sql`${deposits.created_at} > ${at}::timestamptz - interval '24 hours'`;
    const week = sql`${deposits.created_at} > ${at}::timestamptz - interval '7 days'`;
    const [r] = await ex
      .select({
        day: sql<string>`coalesce(sum(${value}) FILTER (WHERE ${day}), 0)`,
        week: sql<string>`coalesce(sum(${value}) FILTER (WHERE ${week}), 0)`,
        month: sql<string>`coalesce(sum(${value}), 0)`,
        oldest_day: sql<string | null>`min(${deposits.created_at}) FILTER (WHERE ${day})`,
        oldest_week: sql<string | null>`min(${deposits.created_at}) FILTER (WHERE ${week})`,
        oldest_month: sql<string | null>`min(${deposits.created_at})`,
      })
      .from(deposits)
      .where(
        and(
          eq(deposits.member_id, memberId),
          eq(deposits.currency, currency),
          sql`${deposits.created_at} > ${at}::timestamptz - interval '1 month'`,
          counted,
          options.except ? sql`${deposits.id} <> ${options.except}` : undefined,
        ),
      );
    const date = (v: string | Date | null | undefined) => (v ? new Date(v) : null);
    return {
      used: { day: Number(r?.day ?? 0), week: Number(r?.week ?? 0), month: Number(r?.month ?? 0) },
      oldest: { day: date(r?.oldest_day), week: date(r?.oldest_week), month: date(r?.oldest_month) },
    };
  }

  /**
   * Refuses a deposit over the member's deposit limits (the lowest remaining of the periods set applies), in the
   * deposit's transaction with the member's limit rows locked: at the request (open deposits count) and when crediting
   * (the deposit itself left out). 422 DEPOSIT_LIMIT_EXCEEDED with what is left and when the period's room grows, or
   * DEPOSIT_OVER_LIMIT when no deposit counts yet (the amount is over the limit itself).
   */
  async function checkDepositLimit(
    tx: Tx,
    memberId: number,
    currency: { code: string; decimals: number },
    amount: number,
    options: { open: boolean; except?: number; path?: string },
  ): Promise<void> {
    const limits = await deps.protection?.().depositLimits(tx, memberId);
    if (!limits) return;
    const { used, oldest } = await depositUsage(tx, memberId, currency.code, options);
    const spans = { day: 24 * 3600_000, week: 7 * 24 * 3600_000, month: 0 };
    let remaining = Number.POSITIVE_INFINITY;
    let resetsAt: Date | null = null;
    for (const period of ['day', 'week', 'month'] as const) {
      const limit = limits[period];
      if (limit === undefined) continue;
      const left = Math.max(0, limit - used[period]);
      if (left < remaining) {
        remaining = left;
        const first = oldest[period];
        if (!first) resetsAt = null;
        else if (period === 'month') {
          resetsAt = new Date(first.getTime());
          resetsAt.setUTCMonth(resetsAt.getUTCMonth() + 1);
        } else resetsAt = new Date(first.getTime() + spans[period]);
      }
    }
    if (amount <= remaining) return;
    const params: Record<string, string> = {
      remaining: (remaining / 10 ** currency.decimals).toFixed(currency.decimals),
      currency: currency.code,
    };
    if (resetsAt) params.resets_at = `${resetsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    // Without a counted deposit the room is the limit itself and grows only when the limit does.
    const code = resetsAt ? 'DEPOSIT_LIMIT_EXCEEDED' : 'DEPOSIT_OVER_LIMIT';
    throw new AppError('Unprocessable', code, {
      params,
      data: {
        remaining,
        resets_at: resetsAt?.toISOString() ?? null,
        ...(options.path ? { errors: [{ path: options.path, errorCode: code, params }] } : {}),
      },
    });
  }

  async function typeByCategory(category: string): Promise<TypeRow> {
    const [t] = await db
      .select()
      .from(paymentTypes)
      .where(
        and(
          eq(paymentTypes.category, category as TypeRow['category']),
          eq(paymentTypes.is_active, true),
          eq(paymentTypes.for_deposit, true),
        ),
      )
      .orderBy(asc(paymentTypes.order_no), asc(paymentTypes.id))
      .limit(1);
    if (!t) throw new AppError('BadRequest', 'PAYMENT_TYPE_INVALID');
    return t;
  }

  async function config(currency: string, ex: Executor = db) {
    const [c] = await ex.select().from(withdrawalConfig).where(eq(withdrawalConfig.currency, currency)).limit(1);
    return c ?? null;
  }

  function ticketSignature(memberId: number, expires: number): string {
    return createHmac('sha256', deps.secret).update(`slip:${memberId}:${expires}`).digest('base64url');
  }

  // ---- Deposits ----

  async function depositGateway(
    member: CashboxMember,
    input: DepositGatewayInput,
    meta: { locale: string; returnUrl: string },
  ): Promise<DepositGatewayAnswer> {
    await deps.couponHold?.(member.id);
    await deps.protection?.().requireNotExcluded(member.id);
    const currency = await currencyOf(member);
    // A gateway payment type of the method: a category's first active type (the method code names the category).
    const type = await typeByCategory(input.payment_type_code);
    if (!type.gateway) throw new AppError('BadRequest', 'PAYMENT_TYPE_INVALID');
    const amount = majorToMinor(input.deposit_amount, currency.decimals);
    if (amount === null || amount <= 0)
      throw new AppError('BadRequest', 'AMOUNT_NUMERIC', {
        data: { errors: [{ path: 'deposit_amount', errorCode: 'AMOUNT_NUMERIC' }] },
      });
    const limits = (await limitsByType(currency.code)).get(type.id);
    if (!limits) throw new AppError('BadRequest', 'PAYMENT_TYPE_INVALID');
    const refusal = outOfLimits(amount, depositLimits(limits), currency.decimals);
    if (refusal) throw refusal;
    await deps.profile().requireComplete(member.id);
    if (input.promotion_information_id)
      await deps.promotions?.().checkDepositChoice(member.id, input.promotion_information_id, amount, currency.code);
    let crypto: typeof cryptoCurrencies.$inferSelect | undefined;
    if (type.category === 'CRYPTO') {
      const list = await db
        .select()
        .from(cryptoCurrencies)
        .where(
          and(
            eq(cryptoCurrencies.payment_type_id, type.id),
            eq(cryptoCurrencies.currency, currency.code),
            eq(cryptoCurrencies.is_active, true),
          ),
        )
        .orderBy(asc(cryptoCurrencies.order_no), asc(cryptoCurrencies.id));
      crypto = input.crypto_currency_id ? list.find((c) => c.id === input.crypto_currency_id) : list[0];
      if (!crypto) throw new AppError('BadRequest', 'CRYPTO_CURRENCY_INVALID');
    }
    const account = await deps.profile().payoutAccount(member.id);
    if (type.category === 'AUTO_BANK' && account?.kind !== 'bank')
      throw new AppError('Unprocessable', 'BANK_ACCOUNT_REQUIRED');
    const fee = feeOf(amount, type.fee_bps, type.fee_fixed);
    await expireOverdue(member.id);
    // The request, in one transaction: refused while another deposit is open (a unique index keeps it so under races).
    const row = await ledger.withTransaction(async (tx) => {
      if (await openDeposit(tx, member.id)) throw pendingRefusal();
      await checkDepositLimit(tx, member.id, currency, amount, { open: true, path: 'deposit_amount' });
      const [r] = await tx
        .insert(deposits)
        .values({
          member_id: member.id,
          currency: currency.code,
          payment_type_id: type.id,
          category: type.category,
          crypto_currency_id: crypto?.id ?? null,
          amount,
          fee,
          gateway: type.gateway,
          promotion_information_id: input.promotion_information_id ?? null,
          expires_at: new Date(now().getTime() + type.expires_seconds * 1000),
        })
        .returning();
      return r;
    });
    // The gateway's payment: idempotent on the deposit id, so a retry of this call answers the same payment.
    let payment: Awaited<ReturnType<GatewayClient['createPayment']>>;
    try {
      payment = await gatewayOf(type.gateway).createPayment({
        merchant_reference: String(row.id),
        method: type.category as GatewayMethod,
        amount,
        fee,
        currency: currency.code,
        locale: meta.locale,
        expires_in_seconds: type.expires_seconds,
        return_url: meta.returnUrl,
        payer: {
          name: account?.holder || member.username || `member ${member.id}`,
          ...(account?.kind === 'bank' ? { bank_code: account.bank_code, bank_account_no: account.account_no } : {}),
        },
        ...(crypto
          ? {
              crypto: {
                token: crypto.token,
                network: crypto.network,
                rate: crypto.rate,
                confirmations_required: crypto.confirmations,
              },
            }
          : {}),
      });
    } catch (err) {
      // Nothing can be paid: the deposit is closed, and the member may start again.
      await db
        .update(deposits)
        .set({ status: 'fail', fail_reason: 'gateway', failed_at: now() })
        .where(and(eq(deposits.id, row.id), eq(deposits.status, 'pending')));
      throw err;
    }
    const details: Record<string, unknown> | null = payment.crypto
      ? { ...payment.crypto, confirmations_required: crypto?.confirmations ?? null }
      : payment.bank
        ? { ...payment.bank }
        : null;
    const [updated] = await db
      .update(deposits)
      .set({
        gateway_payment_id: payment.payment_id,
        pay_url: payment.pay_url,
        qr_payload: payment.qr_payload ?? null,
        details,
        reference: payment.bank?.reference ?? null,
        expires_at: payment.expires_at ? new Date(payment.expires_at) : row.expires_at,
      })
      .where(eq(deposits.id, row.id))
      .returning();
    const scale = 10 ** currency.decimals;
    return {
      payment_id: payment.payment_id,
      deposit_id: row.id,
      status: updated?.status ?? 'pending',
      amount: amount / scale,
      fee: fee / scale,
      expires_at: iso(updated?.expires_at ?? row.expires_at),
      pay_url: payment.pay_url,
      ...(payment.qr_payload ? { qr_payload: payment.qr_payload } : {}),
      ...(payment.crypto ? { crypto: payment.crypto } : {}),
      ...(payment.bank ? { bank: payment.bank } : {}),
    };
  }

  async function depositSlip(member: CashboxMember, input: DepositSlipInput): Promise<DepositView> {
    await deps.couponHold?.(member.id);
    await deps.protection?.().requireNotExcluded(member.id);
    const currency = await currencyOf(member);
    const [bank] = await db
      .select()
      .from(paymentBankInformation)
      .where(
        and(
          eq(paymentBankInformation.id, input.payment_bank_information_id),
          eq(paymentBankInformation.currency, currency.code),
          eq(paymentBankInformation.is_active, true),
        ),
      )
      .limit(1);
    if (!bank)
      throw new AppError('BadRequest', 'BANK_ACCOUNT_REQUIRED', {
        data: { errors: [{ path: 'payment_bank_information_id', errorCode: 'BANK_ACCOUNT_REQUIRED' }] },
      });
    const types = await typeRows();
    const type = types.get(bank.payment_type_id);
    if (!type?.is_active || type.category !== 'SLIP') throw new AppError('BadRequest', 'PAYMENT_TYPE_INVALID');
    const amount = majorToMinor(input.deposit_amount, currency.decimals);
    if (amount === null || amount <= 0)
      throw new AppError('BadRequest', 'AMOUNT_NUMERIC', {
        data: { errors: [{ path: 'deposit_amount', errorCode: 'AMOUNT_NUMERIC' }] },
      });
    const typeLimits = (await limitsByType(currency.code)).get(type.id);
    if (!typeLimits) throw new AppError('BadRequest', 'PAYMENT_TYPE_INVALID');
    const refusal = outOfLimits(amount, depositLimits(typeLimits, bank), currency.decimals);
    if (refusal) throw refusal;
    await deps.profile().requireComplete(member.id);
    if (input.promotion_information_id)
      await deps.promotions?.().checkDepositChoice(member.id, input.promotion_information_id, amount, currency.code);
    const slipId = input.slip_image_url ? Number(input.slip_image_url.split('/').pop()) : null;
    await expireOverdue(member.id);
    const row = await ledger.withTransaction(async (tx) => {
      if (await openDeposit(tx, member.id)) throw pendingRefusal();
      await checkDepositLimit(tx, member.id, currency, amount, { open: true, path: 'deposit_amount' });
      let slip: typeof depositSlips.$inferSelect | undefined;
      if (slipId !== null) {
        [slip] = await tx
          .select()
          .from(depositSlips)
          .where(and(eq(depositSlips.id, slipId), eq(depositSlips.member_id, member.id)))
          .for('update');
        if (!slip || slip.deposit_id !== null)
          throw new AppError('BadRequest', 'SLIP_INVALID', {
            data: { errors: [{ path: 'slip_image_url', errorCode: 'SLIP_INVALID' }] },
          });
      }
      const [r] = await tx
        .insert(deposits)
        .values({
          member_id: member.id,
          currency: currency.code,
          payment_type_id: type.id,
          category: 'SLIP',
          payment_bank_information_id: bank.id,
          amount,
          fee: feeOf(amount, type.fee_bps, type.fee_fixed),
          reference: slip?.reference ?? depositReference(member.id),
          slip_id: slip?.id ?? null,
          note: input.note ?? null,
          promotion_information_id: input.promotion_information_id ?? null,
          // The slip shows the member paid: the operator confirms it.
          paid_at: slip ? now() : null,
        })
        .returning();
      if (slip) await tx.update(depositSlips).set({ deposit_id: r.id }).where(eq(depositSlips.id, slip.id));
      return r;
    });
    return depositView(row, types, new Map([[bank.id, `${bank.bank_name} ${bank.account_no}`]]));
  }

  function depositReference(memberId: number): string {
    const sig = createHmac('sha256', deps.secret).update(`ref:${memberId}`).digest('hex').slice(0, 4).toUpperCase();
    return `D${memberId.toString(36).toUpperCase()}${sig}`;
  }

  async function uploadSlip(member: CashboxMember, bytes: Buffer) {
    const slip = await inspectSlip(bytes);
    if (slip.reference) {
      const [used] = await db
        .select({ id: depositSlips.id })
        .from(depositSlips)
        .where(eq(depositSlips.reference, slip.reference))
        .limit(1);
      if (used) throw new AppError('Conflict', 'SLIP_DUPLICATE', { params: { reference: slip.reference } });
    }
    const sha = createHmac('sha256', 'slip').update(slip.image).digest('hex');
    const file = await storeImage(deps.slipDir, String(member.id), slip.image);
    let row: typeof depositSlips.$inferSelect;
    try {
      [row] = await db
        .insert(depositSlips)
        .values({
          member_id: member.id,
          file,
          sha256: sha,
          bytes: slip.image.length,
          reference: slip.reference,
          sending_bank: slip.sendingBank,
        })
        .returning();
    } catch (err) {
      // Two uploads of one slip at once: the unique reference lets one in.
      if (
        (err as { cause?: { code?: string }; code?: string }).cause?.code === '23505' ||
        (err as { code?: string }).code === '23505'
      )
        throw new AppError('Conflict', 'SLIP_DUPLICATE', { params: { reference: slip.reference ?? '' } });
      throw err;
    }
    return { id: row.id, url: `/mb/slip-image/${row.id}`, reference: row.reference, sending_bank: row.sending_bank };
  }

  // ---- Webhooks ----

  async function webhook(
    gateway: string,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookAnswer> {
    const client = deps.gateways[gateway];
    if (!client) return { status: 404, body: { error: 'UNKNOWN_GATEWAY' } };
    const eventId = client.verify(raw, headers);
    if (!eventId) return { status: 401, body: { error: 'INVALID_SIGNATURE' } };
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      return { status: 400, body: { error: 'INVALID_BODY' } };
    }
    const parsed = webhookBodySchema.safeParse(json);
    if (!parsed.success) return { status: 400, body: { error: 'INVALID_BODY' } };
    const event = parsed.data;
    const ref = /^[1-9]\d{0,15}$/.test(event.data.merchant_reference) ? Number(event.data.merchant_reference) : null;
    if (ref === null) return { status: 404, body: { error: 'UNKNOWN_PAYMENT' } };

    type Outcome = { outcome: string; publish?: { memberId: number; topic: string; data: unknown }; memo?: AutoMemo };
    let result: Outcome | 'duplicate' | 'unknown';
    // Read before the transaction: on the embedded database a look-up beside an open transaction waits for it.
    const currency = event.data.currency ? await depositCurrency(event.data.currency) : null;
    try {
      result = await ledger.withTransaction(async (tx): Promise<Outcome | 'duplicate' | 'unknown'> => {
        // The event's row is the claim: a repeat (or a parallel delivery, which waits for this one) inserts nothing.
        const claimed = await tx
          .insert(gatewayEvents)
          .values({
            gateway,
            event_id: eventId,
            type: event.type,
            merchant_reference: event.data.merchant_reference,
            payment_id: event.data.payment_id ?? null,
            payout_id: event.data.payout_id ?? null,
            body: json as Record<string, unknown>,
            outcome: 'received',
          })
          .onConflictDoNothing()
          .returning({ id: gatewayEvents.event_id });
        if (!claimed.length) return 'duplicate';
        const outcome = event.type.startsWith('payout.')
          ? await payoutEvent(tx, gateway, ref, event)
          : await paymentEvent(tx, gateway, eventId, ref, event, currency);
        if (!outcome) throw new UnknownPayment();
        await tx
          .update(gatewayEvents)
          .set({ outcome: outcome.outcome })
          .where(and(eq(gatewayEvents.gateway, gateway), eq(gatewayEvents.event_id, eventId)));
        return outcome;
      });
    } catch (err) {
      if (err instanceof UnknownPayment) result = 'unknown';
      else throw err;
    }
    if (result === 'unknown') return { status: 404, body: { error: 'UNKNOWN_PAYMENT' } };
    if (result === 'duplicate') return { status: 200, body: { received: true, duplicate: true } };
    if (result.publish) await publish(result.publish.memberId, result.publish.topic, result.publish.data);
    await sendMemo(result.memo);
    return { status: 200, body: { received: true, outcome: result.outcome } };
  }

  async function paymentEvent(
    tx: Tx,
    gateway: string,
    eventId: string,
    depositId: number,
    event: ReturnType<typeof webhookBodySchema.parse>,
    currency: { code: string; decimals: number } | null,
  ) {
    const [d] = await tx.select().from(deposits).where(eq(deposits.id, depositId)).for('update');
    if (!d || !currency || d.gateway !== gateway || d.currency !== currency.code) return null;
    if (event.data.payment_id && d.gateway_payment_id && d.gateway_payment_id !== event.data.payment_id) return null;
    const at = now();
    const base = event.data.payment_id && !d.gateway_payment_id ? { gateway_payment_id: event.data.payment_id } : {};
    switch (event.type) {
      case 'payment.confirming': {
        if (d.status !== 'pending') return { outcome: 'ignored' };
        await tx
          .update(deposits)
          .set({
            ...base,
            status: 'confirming',
            paid_at: d.paid_at ?? at,
            details: {
              ...(d.details ?? {}),
              confirmations: event.data.confirmations ?? 0,
              ...(event.data.tx_hash ? { tx_hash: event.data.tx_hash } : {}),
            },
          })
          .where(eq(deposits.id, d.id));
        return {
          outcome: 'confirming',
          publish: { memberId: d.member_id, topic: 'DEPOSIT', data: { deposit_id: d.id, status: 'confirming' } },
        };
      }
      case 'payment.failed':
      case 'payment.expired': {
        if (d.status !== 'pending' && d.status !== 'confirming') return { outcome: 'ignored' };
        const reason = event.type === 'payment.failed' ? 'failed' : 'expired';
        await tx
          .update(deposits)
          .set({ ...base, status: 'fail', fail_reason: reason, failed_at: at })
          .where(eq(deposits.id, d.id));
        return {
          outcome: reason,
          publish: { memberId: d.member_id, topic: 'DEPOSIT', data: { deposit_id: d.id, status: 'fail', reason } },
        };
      }
      case 'payment.succeeded': {
        // Credited once per payment: a second success event of the same payment is recorded and does nothing.
        if (d.status === 'success') return { outcome: 'ignored' };
        const [type] = await tx.select().from(paymentTypes).where(eq(paymentTypes.id, d.payment_type_id));
        const paid = event.data.paid_amount ?? event.data.amount;
        const fee = Math.min(paid, feeOf(paid, type?.fee_bps ?? 0, type?.fee_fixed ?? 0));
        const credited = paid - fee;
        // The deposit limits again, in the crediting transaction: a payment that would pass them (a limit lowered or
        // a larger amount paid since the request) is not credited; the payment stays in clearing for the operator to
        // return (docs/protection.md).
        try {
          await checkDepositLimit(tx, d.member_id, currency, credited, {
            open: false,
            except: d.id,
          });
        } catch (err) {
          if (!(err instanceof AppError) || !['DEPOSIT_LIMIT_EXCEEDED', 'DEPOSIT_OVER_LIMIT'].includes(err.errorCode))
            throw err;
          await tx
            .update(deposits)
            .set({
              ...base,
              status: 'fail',
              fail_reason: 'deposit_limit',
              paid_amount: paid,
              paid_at: d.paid_at ?? at,
              failed_at: at,
            })
            .where(eq(deposits.id, d.id));
          return {
            outcome: 'refused_limit',
            publish: {
              memberId: d.member_id,
              topic: 'DEPOSIT',
              data: { deposit_id: d.id, status: 'fail', reason: 'deposit_limit' },
            },
          };
        }
        // Paid but not as asked (or after the payment time): credited as paid, flagged for the operator.
        const mismatch = paid !== d.amount;
        if (credited > 0)
          await ledger.transfer(tx, {
            from: { house: 'payment_clearing', currency: d.currency },
            to: { member: d.member_id, wallet: 'main', currency: d.currency },
            amount: credited,
            currency: d.currency,
            key: `gateway:${eventId}`,
            kind: 'deposit',
            meta: { deposit_id: d.id, gateway, payment_id: event.data.payment_id ?? null },
          });
        if (fee > 0)
          await ledger.transfer(tx, {
            from: { house: 'payment_clearing', currency: d.currency },
            to: { house: 'fees', currency: d.currency },
            amount: fee,
            currency: d.currency,
            key: `gateway:${eventId}:fee`,
            kind: 'deposit_fee',
            meta: { deposit_id: d.id, gateway },
          });
        await tx
          .update(deposits)
          .set({
            ...base,
            status: 'success',
            fail_reason: null,
            paid_amount: paid,
            fee,
            credited_amount: credited,
            amount_mismatch: mismatch,
            paid_at: d.paid_at ?? at,
            confirmed_at: at,
            credited_at: at,
            details: event.data.tx_hash ? { ...(d.details ?? {}), tx_hash: event.data.tx_hash } : d.details,
          })
          .where(eq(deposits.id, d.id));
        await afterCredit(tx, d, credited);
        return {
          outcome: mismatch ? 'credited_mismatch' : 'credited',
          memo: memoOf('deposit_credited', d.member_id, `deposit:${d.id}`, credited, d.currency),
          publish: {
            memberId: d.member_id,
            topic: 'DEPOSIT',
            data: { deposit_id: d.id, status: 'success', amount: credited, currency: d.currency },
          },
        };
      }
      default:
        return null;
    }
  }

  /**
   * What a credited deposit starts: its turnover requirement (operator's rule), the activity log, and the bonus of
   * the promotion the member chose with it (granted by the promotions service in this transaction; a deposit no
   * longer eligible is credited without it).
   */
  async function afterCredit(tx: Tx, d: DepositRow, credited: number): Promise<void> {
    if (d.promotion_information_id && deps.promotions && credited > 0) {
      const [previous] = await tx
        .select({ credited_at: deposits.credited_at })
        .from(deposits)
        .where(and(eq(deposits.member_id, d.member_id), eq(deposits.status, 'success'), sql`${deposits.id} <> ${d.id}`))
        .orderBy(desc(deposits.credited_at))
        .limit(1);
      const grant = await deps.promotions().grantWithDeposit(tx, {
        memberId: d.member_id,
        promotionId: d.promotion_information_id,
        depositId: d.id,
        amount: credited,
        currency: d.currency,
        previousDepositAt: previous?.credited_at ?? null,
      });
      if (!grant.granted) log('cashbox: deposit promotion not granted', { deposit_id: d.id, reason: grant.reason });
    }
    const c = await config(d.currency, tx);
    const percent = c?.deposit_turnover_percent ?? 100;
    const target = Number((BigInt(credited) * BigInt(percent)) / 100n);
    if (target > 0) await deps.turnover().addDepositRequirement(tx, d.member_id, d.currency, target);
    await logActivity(tx, {
      memberId: d.member_id,
      type: 'deposit',
      amount: credited,
      currency: d.currency,
      ref: `deposit:${d.id}`,
    });
  }

  async function payoutEvent(
    tx: Tx,
    gateway: string,
    withdrawalId: number,
    event: ReturnType<typeof webhookBodySchema.parse>,
  ) {
    const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    if (!w || w.gateway !== gateway || w.currency !== event.data.currency) return null;
    if (event.data.payout_id && w.payout_id && w.payout_id !== event.data.payout_id) return null;
    if (w.status !== 'processing') return { outcome: 'ignored' };
    const at = now();
    if (event.type === 'payout.succeeded') {
      await tx.update(withdrawals).set({ status: 'success', paid_at: at }).where(eq(withdrawals.id, w.id));
      if (w.hold_id) await ledger.post(tx, w.hold_id);
      return {
        outcome: 'paid_out',
        memo: memoOf('withdrawal_paid', w.member_id, `withdrawal:${w.id}`, w.amount, w.currency),
        publish: { memberId: w.member_id, topic: 'WITHDRAWAL', data: { withdrawal_id: w.id, status: 'success' } },
      };
    }
    await tx.update(withdrawals).set({ status: 'failure', failed_at: at }).where(eq(withdrawals.id, w.id));
    if (w.hold_id) await ledger.void(tx, w.hold_id);
    return {
      outcome: 'payout_failed',
      publish: { memberId: w.member_id, topic: 'WITHDRAWAL', data: { withdrawal_id: w.id, status: 'failure' } },
    };
  }

  // ---- Withdrawals ----

  async function withdrawalConfigView(member: CashboxMember): Promise<WithdrawalConfigView> {
    const currency = await currencyOf(member);
    const [c, totals, account, balance] = await Promise.all([
      config(currency.code),
      deps.turnover().totals(member.id, currency.code),
      deps.profile().payoutAccount(member.id),
      ledger.balance({ member: member.id, wallet: 'main', currency: currency.code }),
    ]);
    return {
      currency: currency.code,
      min_withdraw: c?.min_withdraw ?? 0,
      max_withdraw: c?.max_withdraw ?? 0,
      auto_withdraw_limit: c?.auto_withdraw_limit ?? 0,
      turn_deposit: totals.turn_deposit,
      turn_deposit_target: totals.turn_deposit_target,
      turnover_done: totals.turn_deposit >= totals.turn_deposit_target,
      account: account
        ? account.kind === 'bank'
          ? { kind: 'bank', name: account.bank_name, number: account.account_no, holder: account.holder }
          : { kind: 'crypto', name: account.network, number: account.wallet_address, holder: account.holder }
        : null,
      balance,
    };
  }

  async function withdraw(member: CashboxMember, amount: number, secondFactor?: string) {
    await deps.couponHold?.(member.id);
    const currency = await currencyOf(member);
    const c = await config(currency.code);
    if (!c) throw new AppError('Unprocessable', 'WITHDRAW_CLOSED');
    if (amount < c.min_withdraw || amount > c.max_withdraw) {
      const params = {
        min: majorText(c.min_withdraw, currency.decimals),
        max: majorText(c.max_withdraw, currency.decimals),
      };
      const code = amount < c.min_withdraw ? 'AMOUNT_TOO_LOW' : 'AMOUNT_TOO_HIGH';
      throw new AppError('BadRequest', code, {
        params,
        data: { errors: [{ path: 'amount', errorCode: code, params }] },
      });
    }
    await deps.profile().requireComplete(member.id);
    const account = await deps.profile().payoutAccount(member.id);
    if (!account) throw new AppError('Unprocessable', 'BANK_ACCOUNT_REQUIRED');
    const totals = await deps.turnover().totals(member.id, currency.code);
    if (totals.turn_deposit < totals.turn_deposit_target)
      throw new AppError('Unprocessable', 'TURNOVER_REQUIRED', {
        data: { turn_deposit: totals.turn_deposit, turn_deposit_target: totals.turn_deposit_target },
      });
    // Last of the checks, so a refusal above does not spend the code.
    await deps.twoFactor?.().requireCode(member.id, secondFactor, 'totp_code');
    const auto = c.auto_withdraw_limit > 0 && amount <= c.auto_withdraw_limit;
    const beneficiary: Record<string, unknown> =
      account.kind === 'bank'
        ? {
            kind: 'bank',
            bank_code: account.bank_code,
            bank_name: account.bank_name,
            account_no: account.account_no,
            name: account.holder,
          }
        : { kind: 'crypto', network: account.network, wallet_address: account.wallet_address, name: account.holder };
    // The request and its hold in one transaction: one processing withdrawal per member, never more than the balance.
    const row = await ledger.withTransaction(async (tx) => {
      const [open] = await tx
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.member_id, member.id), eq(withdrawals.status, 'processing')))
        .limit(1);
      if (open) throw new AppError('Conflict', 'WITHDRAWAL_PENDING');
      // A running promotion refuses it until its target is met; the one after caps it at the maximum withdrawal.
      await deps.promotions?.().checkWithdrawal(tx, member.id, currency.code, amount);
      const [w] = await tx
        .insert(withdrawals)
        .values({
          member_id: member.id,
          currency: currency.code,
          amount,
          auto,
          gateway: auto ? GATEWAY_CODE : null,
          beneficiary,
        })
        .returning();
      let hold: Awaited<ReturnType<LedgerService['hold']>>;
      try {
        hold = await ledger.hold(tx, {
          from: { member: member.id, wallet: 'main', currency: currency.code },
          to: { house: 'payment_clearing', currency: currency.code },
          amount,
          currency: currency.code,
          key: `withdrawal:${w.id}`,
          kind: 'withdrawal',
          meta: { withdrawal_id: w.id },
        });
      } catch (err) {
        if ((err as AppError).errorCode === 'INSUFFICIENT_FUNDS')
          throw new AppError('Unprocessable', 'AMOUNT_OVER_BALANCE', {
            data: { errors: [{ path: 'amount', errorCode: 'AMOUNT_OVER_BALANCE' }] },
          });
        throw err;
      }
      const [held] = await tx.update(withdrawals).set({ hold_id: hold.id }).where(eq(withdrawals.id, w.id)).returning();
      await logActivity(tx, {
        memberId: member.id,
        type: 'withdraw',
        amount,
        currency: currency.code,
        ref: `withdrawal:${w.id}`,
      });
      return held;
    });
    await publish(member.id, 'WITHDRAWAL', { withdrawal_id: row.id, status: row.status });
    if (auto) await startPayout(row);
    return { id: row.id, status: row.status };
  }

  /** Asks the gateway to pay an automatic withdrawal; a refusal leaves it for the operator. */
  async function startPayout(w: WithdrawalRow): Promise<void> {
    const b = w.beneficiary as Record<string, string | null>;
    try {
      const payout = await gatewayOf(w.gateway ?? GATEWAY_CODE).createPayout({
        merchant_reference: String(w.id),
        amount: w.amount,
        currency: w.currency,
        beneficiary: {
          name: b.name || `member ${w.member_id}`,
          ...(b.kind === 'bank'
            ? { bank_code: b.bank_code ?? undefined, bank_account_no: b.account_no ?? undefined }
            : { crypto_address: b.wallet_address ?? undefined, network: b.network ?? undefined }),
        },
      });
      await db
        .update(withdrawals)
        .set({ payout_id: payout.payout_id, approved_at: now() })
        .where(and(eq(withdrawals.id, w.id), eq(withdrawals.status, 'processing')));
    } catch (err) {
      log('cashbox: payout request failed, left for the operator', { withdrawal: w.id, err: (err as Error).message });
      await db.update(withdrawals).set({ auto: false }).where(eq(withdrawals.id, w.id));
    }
  }

  async function settleWithdrawal(id: number, op: 'approve' | 'reject', note?: string): Promise<OpsWithdrawal> {
    const row = await ledger.withTransaction(async (tx) => {
      const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
      if (!w) throw new AppError('NotFound', 'NOT_FOUND');
      const target = op === 'approve' ? 'success' : 'failure';
      if (w.status === target) return { row: w, changed: false };
      if (w.status !== 'processing')
        throw new AppError('Conflict', 'WITHDRAWAL_SETTLED', { params: { status: w.status } });
      if (w.payout_id) throw new AppError('Conflict', 'WITHDRAWAL_PAYOUT_RUNNING');
      const at = now();
      const [u] = await tx
        .update(withdrawals)
        .set(
          op === 'approve'
            ? { status: 'success', approved_at: at, paid_at: at, operator_note: note ?? null }
            : { status: 'failure', failed_at: at, operator_note: note ?? null },
        )
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'processing')))
        .returning();
      if (w.hold_id) {
        if (op === 'approve') await ledger.post(tx, w.hold_id);
        else await ledger.void(tx, w.hold_id);
      }
      return { row: u, changed: true };
    });
    if (row.changed) {
      const w = row.row;
      await publish(w.member_id, 'WITHDRAWAL', { withdrawal_id: w.id, status: w.status });
      if (w.status === 'success')
        await sendMemo(memoOf('withdrawal_paid', w.member_id, `withdrawal:${w.id}`, w.amount, w.currency));
    }
    return opsWithdrawal(row.row);
  }

  function opsWithdrawal(w: WithdrawalRow): OpsWithdrawal {
    return {
      ...withdrawalView(w),
      member_id: w.member_id,
      hold_id: w.hold_id,
      payout_id: w.payout_id,
      operator_note: w.operator_note,
      beneficiary: w.beneficiary,
    };
  }

  async function settleDeposit(
    id: number,
    op: 'approve' | 'reject',
    options: { amount?: number; note?: string },
  ): Promise<OpsDeposit> {
    // The deposit's currency (it never changes) read before the transaction: on the embedded database a look-up
    // beside an open transaction waits for it.
    const [pre] = await db.select({ currency: deposits.currency }).from(deposits).where(eq(deposits.id, id));
    const currency = pre ? await depositCurrency(pre.currency) : null;
    const result = await ledger.withTransaction(async (tx) => {
      const [d] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
      if (!d || !currency) throw new AppError('NotFound', 'NOT_FOUND');
      const target = op === 'approve' ? 'success' : 'fail';
      if (d.status === target) return { row: d, changed: false };
      if (d.status !== 'pending' && d.status !== 'confirming')
        throw new AppError('Conflict', 'DEPOSIT_SETTLED', { params: { status: d.status } });
      const at = now();
      if (op === 'reject') {
        const [u] = await tx
          .update(deposits)
          .set({ status: 'fail', fail_reason: 'rejected', failed_at: at, operator_note: options.note ?? null })
          .where(eq(deposits.id, id))
          .returning();
        return { row: u, changed: true };
      }
      const [type] = await tx.select().from(paymentTypes).where(eq(paymentTypes.id, d.payment_type_id));
      const paid = options.amount ?? d.amount;
      const fee = Math.min(paid, feeOf(paid, type?.fee_bps ?? 0, type?.fee_fixed ?? 0));
      const credited = paid - fee;
      // The deposit limits again, in the crediting transaction: the operator is refused and rejects it instead.
      await checkDepositLimit(tx, d.member_id, currency, credited, {
        open: false,
        except: d.id,
      });
      if (credited > 0)
        await ledger.transfer(tx, {
          from: { house: 'payment_clearing', currency: d.currency },
          to: { member: d.member_id, wallet: 'main', currency: d.currency },
          amount: credited,
          currency: d.currency,
          key: `deposit:${d.id}:approve`,
          kind: 'deposit',
          meta: { deposit_id: d.id, approved_by: 'ops' },
        });
      if (fee > 0)
        await ledger.transfer(tx, {
          from: { house: 'payment_clearing', currency: d.currency },
          to: { house: 'fees', currency: d.currency },
          amount: fee,
          currency: d.currency,
          key: `deposit:${d.id}:approve:fee`,
          kind: 'deposit_fee',
          meta: { deposit_id: d.id },
        });
      const [u] = await tx
        .update(deposits)
        .set({
          status: 'success',
          paid_amount: paid,
          fee,
          credited_amount: credited,
          amount_mismatch: paid !== d.amount,
          paid_at: d.paid_at ?? at,
          confirmed_at: at,
          credited_at: at,
          operator_note: options.note ?? null,
        })
        .where(eq(deposits.id, id))
        .returning();
      await afterCredit(tx, d, credited);
      return { row: u, changed: true };
    });
    if (result.changed) {
      const r = result.row;
      await publish(
        r.member_id,
        'DEPOSIT',
        r.status === 'success'
          ? { deposit_id: r.id, status: 'success', amount: r.credited_amount, currency: r.currency }
          : { deposit_id: r.id, status: 'fail', reason: r.fail_reason },
      );
      if (r.status === 'success')
        await sendMemo(memoOf('deposit_credited', r.member_id, `deposit:${r.id}`, r.credited_amount ?? 0, r.currency));
    }
    return (await opsDepositViews([result.row]))[0];
  }

  async function opsDepositViews(rows: DepositRow[]): Promise<OpsDeposit[]> {
    const types = await typeRows();
    const banks = await bankLabels(rows.map((r) => r.payment_bank_information_id).filter((x): x is number => !!x));
    const slipIds = rows.map((r) => r.slip_id).filter((x): x is number => !!x);
    const slips = slipIds.length ? await db.select().from(depositSlips).where(inArray(depositSlips.id, slipIds)) : [];
    const slipById = new Map(slips.map((s) => [s.id, s]));
    return rows.map((r) => ({
      ...depositView(r, types, banks),
      member_id: r.member_id,
      operator_note: r.operator_note,
      slip_url: r.slip_id ? `/ops/slip-image/${r.slip_id}` : null,
      slip_reference: r.slip_id ? (slipById.get(r.slip_id)?.reference ?? null) : null,
    }));
  }

  // ---- Lists ----

  function rangeWhere(col: SQL.Aliased | Parameters<typeof gte>[0], q: { from?: Date; to?: Date }): SQL[] {
    const out: SQL[] = [];
    if (q.from) out.push(gte(col as Parameters<typeof gte>[0], q.from));
    if (q.to) out.push(lte(col as Parameters<typeof gte>[0], q.to));
    return out;
  }

  async function depositsOf(memberId: number, q: ListRange): Promise<Page<DepositView>> {
    const where = and(
      eq(deposits.member_id, memberId),
      ...rangeWhere(deposits.created_at, q),
      ...(q.status ? [inArray(deposits.status, depositStatusesOf(q.status))] : []),
      ...(q.type ? [eq(deposits.category, q.type)] : []),
    );
    const [{ total }] = await db.select({ total: count() }).from(deposits).where(where);
    const rows =
      q.limit > 0 && total > q.skip
        ? await db
            .select()
            .from(deposits)
            .where(where)
            .orderBy(desc(deposits.created_at), desc(deposits.id))
            .limit(q.limit)
            .offset(q.skip)
        : [];
    const types = await typeRows();
    const banks = await bankLabels(rows.map((r) => r.payment_bank_information_id).filter((x): x is number => !!x));
    return { total, limit: q.limit, skip: q.skip, data: rows.map((r) => depositView(r, types, banks)) };
  }

  async function withdrawalsOf(memberId: number, q: ListRange): Promise<Page<WithdrawalView>> {
    const where = and(
      eq(withdrawals.member_id, memberId),
      ...rangeWhere(withdrawals.created_at, q),
      ...(q.status ? [inArray(withdrawals.status, withdrawalStatusesOf(q.status))] : []),
    );
    const [{ total }] = await db.select({ total: count() }).from(withdrawals).where(where);
    const rows =
      q.limit > 0 && total > q.skip
        ? await db
            .select()
            .from(withdrawals)
            .where(where)
            .orderBy(desc(withdrawals.created_at), desc(withdrawals.id))
            .limit(q.limit)
            .offset(q.skip)
        : [];
    return { total, limit: q.limit, skip: q.skip, data: rows.map(withdrawalView) };
  }

  async function summaryOf(
    table: typeof deposits | typeof withdrawals,
    member: CashboxMember,
    q: { from?: Date; to?: Date },
  ): Promise<MoneySummary> {
    const currency = await currencyOf(member);
    const isDeposit = table === deposits;
    const amountCol = isDeposit ? deposits.credited_amount : withdrawals.amount;
    const feeCol = isDeposit ? deposits.fee : sql<number>`0`;
    const rows = await db
      .select({
        status: table.status,
        n: count(),
        amount: sum(amountCol),
        fee: isDeposit ? sum(feeCol) : sql<string>`0`,
      })
      .from(table)
      .where(and(eq(table.member_id, member.id), eq(table.currency, currency.code), ...rangeWhere(table.created_at, q)))
      .groupBy(table.status);
    const out: MoneySummary = {
      currency: currency.code,
      total_amount: 0,
      total_fee: 0,
      count: 0,
      success_count: 0,
      pending_count: 0,
      fail_count: 0,
    };
    for (const r of rows) {
      const h = isDeposit
        ? historyOfDeposit(r.status as DepositStatus)
        : historyOfWithdrawal(r.status as WithdrawalRow['status']);
      out.count += r.n;
      if (h === 'success') {
        out.success_count += r.n;
        out.total_amount += Number(r.amount ?? 0);
        out.total_fee += Number(r.fee ?? 0);
      } else if (h === 'pending') out.pending_count += r.n;
      else out.fail_count += r.n;
    }
    return out;
  }

  async function activityOf(memberId: number, q: ListRange): Promise<Page<ActivityLogView>> {
    const where = and(
      eq(activityLogs.member_id, memberId),
      ...rangeWhere(activityLogs.created_at, q),
      ...(q.type ? [eq(activityLogs.type, q.type)] : []),
    );
    const [{ total }] = await db.select({ total: count() }).from(activityLogs).where(where);
    const rows =
      q.limit > 0 && total > q.skip
        ? await db
            .select()
            .from(activityLogs)
            .where(where)
            .orderBy(desc(activityLogs.created_at), desc(activityLogs.id))
            .limit(q.limit)
            .offset(q.skip)
        : [];
    return {
      total,
      limit: q.limit,
      skip: q.skip,
      data: rows.map((r) => ({
        id: r.id,
        type: r.type,
        amount: r.amount,
        currency: r.currency,
        ref: r.ref,
        detail: r.detail,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  // ---- Transfers ----

  async function transferStatus(currency?: string): Promise<TransferStatusView[]> {
    const rows = await db
      .select()
      .from(transferMinimums)
      .where(currency ? eq(transferMinimums.currency, currency) : undefined)
      .orderBy(asc(transferMinimums.currency), asc(transferMinimums.wallet));
    return rows.map((r) => ({ wallet: r.wallet, currency: r.currency, minimum: r.minimum, is_active: r.is_active }));
  }

  async function transfer(member: CashboxMember, wallet: TransferWallet, amount: number, clientKey?: string) {
    const currency = await currencyOf(member);
    const [rule] = await db
      .select()
      .from(transferMinimums)
      .where(and(eq(transferMinimums.wallet, wallet), eq(transferMinimums.currency, currency.code)))
      .limit(1);
    if (!rule?.is_active) throw new AppError('Unprocessable', 'TRANSFER_CLOSED');
    if (amount < rule.minimum) {
      const params = { min: majorText(rule.minimum, currency.decimals) };
      throw new AppError('BadRequest', 'TRANSFER_BELOW_MINIMUM', {
        params,
        data: { errors: [{ path: 'amount', errorCode: 'TRANSFER_BELOW_MINIMUM', params }] },
      });
    }
    const key = `member:${member.id}:transfer:${clientKey ?? randomBytes(12).toString('base64url')}`;
    return ledger.withTransaction(async (tx) => {
      let moved: Awaited<ReturnType<LedgerService['transfer']>>;
      try {
        moved = await ledger.transfer(tx, {
          from: { member: member.id, wallet, currency: currency.code },
          to: { member: member.id, wallet: 'main', currency: currency.code },
          amount,
          currency: currency.code,
          key,
          kind: `${wallet}_transfer`,
        });
      } catch (err) {
        if ((err as AppError).errorCode === 'INSUFFICIENT_FUNDS')
          throw new AppError('Unprocessable', 'AMOUNT_OVER_BALANCE', {
            data: { errors: [{ path: 'amount', errorCode: 'AMOUNT_OVER_BALANCE' }] },
          });
        throw err;
      }
      if (!moved.replayed)
        await logActivity(tx, {
          memberId: member.id,
          type: `${wallet}_transfer`,
          amount,
          currency: currency.code,
          ref: `transfer:${moved.id}`,
        });
      const balance = await ledger.balance({ member: member.id, wallet: 'main', currency: currency.code }, tx);
      return { wallet, amount, balance, replayed: moved.replayed };
    });
  }

  async function firstDeposits(memberIds: readonly number[]): Promise<Map<number, Date>> {
    const ids = [...new Set(memberIds)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 10_000);
    if (!ids.length) return new Map();
    const rows = await db
      .select({ member_id: deposits.member_id, at: sql<Date>`min(${deposits.credited_at})` })
      .from(deposits)
      .where(and(inArray(deposits.member_id, ids), eq(deposits.status, 'success')))
      .groupBy(deposits.member_id);
    return new Map(rows.filter((r) => r.at).map((r) => [r.member_id, new Date(r.at)]));
  }

  return {
    firstDeposits,
    async creditedDeposits(after, limit, lagSeconds = 5) {
      const rows = await db
        .select({
          id: deposits.id,
          memberId: deposits.member_id,
          currency: deposits.currency,
          amount: sql<string>`coalesce(${deposits.credited_amount}, ${deposits.amount})`,
          creditedAt: deposits.credited_at,
        })
        .from(deposits)
        .where(
          and(
            eq(deposits.status, 'success'),
            sql`(${deposits.credited_at}, ${deposits.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`,
            sql`${deposits.credited_at} <= now() - make_interval(secs => ${Math.max(0, lagSeconds)})`,
          ),
        )
        .orderBy(asc(deposits.credited_at), asc(deposits.id))
        .limit(Math.max(1, Math.min(5000, limit)));
      return rows.map((r) => ({ ...r, amount: Number(r.amount), creditedAt: new Date(r.creditedAt!) }));
    },
    async paymentTypes(member, options) {
      const currency = await currencyOf(member);
      const rows = await db
        .select()
        .from(paymentTypes)
        .where(
          and(
            eq(paymentTypes.is_active, true),
            options.withdraw ? eq(paymentTypes.for_withdraw, true) : eq(paymentTypes.for_deposit, true),
            ...(options.category ? [eq(paymentTypes.category, options.category as TypeRow['category'])] : []),
          ),
        )
        .orderBy(asc(paymentTypes.order_no), asc(paymentTypes.id));
      const limits = await limitsByType(currency.code);
      const visible = rows.filter((r) => limits.has(r.id));
      const ids = visible.map((r) => r.id);
      const [banks, cryptos] =
        options.include && ids.length
          ? await Promise.all([
              db
                .select()
                .from(paymentBankInformation)
                .where(
                  and(
                    inArray(paymentBankInformation.payment_type_id, ids),
                    eq(paymentBankInformation.currency, currency.code),
                    eq(paymentBankInformation.is_active, true),
                  ),
                )
                .orderBy(asc(paymentBankInformation.order_no), asc(paymentBankInformation.id)),
              db
                .select()
                .from(cryptoCurrencies)
                .where(
                  and(
                    inArray(cryptoCurrencies.payment_type_id, ids),
                    eq(cryptoCurrencies.currency, currency.code),
                    eq(cryptoCurrencies.is_active, true),
                  ),
                )
                .orderBy(asc(cryptoCurrencies.order_no), asc(cryptoCurrencies.id)),
            ])
          : [[], []];
      return visible.map((r) => ({
        id: r.id,
        payment_type_code: r.payment_type_code,
        category: r.category,
        name: r.name,
        fee_bps: r.fee_bps,
        fee_fixed: r.fee_fixed,
        expires_seconds: r.expires_seconds,
        order_no: r.order_no,
        payment_type_currency_limits: [{ currency: currency.code, ...limits.get(r.id)! }],
        ...(options.include
          ? {
              payment_bank_information: banks.filter((b) => b.payment_type_id === r.id).map(bankView),
              crypto_currencies: cryptos.filter((c) => c.payment_type_id === r.id).map(cryptoView),
            }
          : {}),
      }));
    },
    async bankInformation(member, paymentTypeId) {
      const currency = await currencyOf(member);
      const rows = await db
        .select()
        .from(paymentBankInformation)
        .where(
          and(
            eq(paymentBankInformation.currency, currency.code),
            eq(paymentBankInformation.is_active, true),
            ...(paymentTypeId ? [eq(paymentBankInformation.payment_type_id, paymentTypeId)] : []),
          ),
        )
        .orderBy(asc(paymentBankInformation.order_no), asc(paymentBankInformation.id))
        .limit(50);
      return rows.map(bankView);
    },
    async cryptoCurrencies(member, paymentTypeId) {
      const currency = await currencyOf(member);
      const rows = await db
        .select()
        .from(cryptoCurrencies)
        .where(
          and(
            eq(cryptoCurrencies.currency, currency.code),
            eq(cryptoCurrencies.is_active, true),
            ...(paymentTypeId ? [eq(cryptoCurrencies.payment_type_id, paymentTypeId)] : []),
          ),
        )
        .orderBy(asc(cryptoCurrencies.order_no), asc(cryptoCurrencies.id))
        .limit(50);
      return rows.map(cryptoView);
    },
    async minimumTransaction(member) {
      const currency = await currencyOf(member);
      const [types, limits, c] = await Promise.all([typeRows(), limitsByType(currency.code), config(currency.code)]);
      return {
        currency: currency.code,
        decimals: currency.decimals,
        deposit: [...limits.entries()]
          .map(([id, l]) => ({ type: types.get(id), l }))
          .filter((x) => x.type?.is_active && x.type.for_deposit)
          .sort((a, b) => a.type!.order_no - b.type!.order_no)
          .map(({ type, l }) => ({
            payment_type_code: type!.payment_type_code,
            category: type!.category,
            min_deposit: l.min_deposit,
            max_deposit: l.max_deposit,
          })),
        withdraw: c ? { min_withdraw: c.min_withdraw, max_withdraw: c.max_withdraw } : null,
      };
    },
    async pendingDeposit(member) {
      await expireOverdue(member.id);
      const row = await openDeposit(db, member.id);
      if (!row) return null;
      const banks = await bankLabels(row.payment_bank_information_id ? [row.payment_bank_information_id] : []);
      return depositView(row, await typeRows(), banks);
    },
    depositGateway,
    depositSlip,
    uploadSlip,
    slipUploadTicket(member) {
      const expires = now().getTime() + TICKET_TTL_MS;
      const token = `${expires}.${ticketSignature(member.id, expires)}`;
      return {
        url: `/mb/upload-slip?token=${encodeURIComponent(token)}`,
        token,
        expires_at: new Date(expires).toISOString(),
      };
    },
    checkSlipTicket(member, token) {
      const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!m || Number(m[1]) < now().getTime()) return false;
      const expected = Buffer.from(ticketSignature(member.id, Number(m[1])));
      const given = Buffer.from(m[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    async slipImage(memberId, id) {
      const [row] = await db
        .select()
        .from(depositSlips)
        .where(and(eq(depositSlips.id, id), ...(memberId === null ? [] : [eq(depositSlips.member_id, memberId)])))
        .limit(1);
      if (!row) return null;
      return readStoredImage(deps.slipDir, row.file);
    },
    depositReference,
    withdrawalConfig: withdrawalConfigView,
    async withdrawalQueue(member) {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.member_id, member.id), eq(withdrawals.status, 'processing')))
        .orderBy(desc(withdrawals.created_at))
        .limit(10);
      return rows.map(withdrawalView);
    },
    withdraw,
    transferStatus,
    transfer,
    async depositLimitUsage(memberId, currency) {
      return (await depositUsage(db, memberId, currency, { open: true })).used;
    },
    async moneyMovements(memberId, range) {
      const limit = Math.max(1, Math.min(5000, Math.floor(range.limit)));
      const creditedAt = sql<Date>`coalesce(${deposits.credited_at}, ${deposits.confirmed_at}, ${deposits.created_at})`;
      const [ins, outs] = await Promise.all([
        db
          .select({
            id: deposits.id,
            at: creditedAt,
            amount: sql<string>`coalesce(${deposits.credited_amount}, ${deposits.amount})`,
            currency: deposits.currency,
          })
          .from(deposits)
          .where(
            and(
              eq(deposits.member_id, memberId),
              eq(deposits.status, 'success'),
              sql`${creditedAt} >= ${range.from.toISOString()}`,
              sql`${creditedAt} < ${range.to.toISOString()}`,
            ),
          )
          .orderBy(asc(creditedAt), asc(deposits.id))
          .limit(limit),
        db
          .select({
            id: withdrawals.id,
            at: withdrawals.paid_at,
            amount: withdrawals.amount,
            currency: withdrawals.currency,
          })
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.member_id, memberId),
              eq(withdrawals.status, 'success'),
              gte(withdrawals.paid_at, range.from),
              sql`${withdrawals.paid_at} < ${range.to.toISOString()}`,
            ),
          )
          .orderBy(asc(withdrawals.paid_at), asc(withdrawals.id))
          .limit(limit),
      ]);
      return [
        ...ins.map((r) => ({
          id: r.id,
          kind: 'deposit' as const,
          at: new Date(r.at),
          amount: Number(r.amount),
          currency: r.currency,
        })),
        ...outs.map((r) => ({
          id: r.id,
          kind: 'withdrawal' as const,
          at: r.at!,
          amount: r.amount,
          currency: r.currency,
        })),
      ]
        .sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id)
        .slice(0, limit);
    },
    async lifetimeTotals(memberId) {
      const [ins, outs] = await Promise.all([
        db
          .select({
            currency: deposits.currency,
            total: sql<string>`sum(coalesce(${deposits.credited_amount}, ${deposits.amount}))`,
          })
          .from(deposits)
          .where(and(eq(deposits.member_id, memberId), eq(deposits.status, 'success')))
          .groupBy(deposits.currency),
        db
          .select({ currency: withdrawals.currency, total: sql<string>`sum(${withdrawals.amount})` })
          .from(withdrawals)
          .where(and(eq(withdrawals.member_id, memberId), eq(withdrawals.status, 'success')))
          .groupBy(withdrawals.currency),
      ]);
      const out = new Map<string, { currency: string; deposits: number; withdrawals: number }>();
      const of = (c: string) => out.get(c) ?? out.set(c, { currency: c, deposits: 0, withdrawals: 0 }).get(c)!;
      for (const r of ins) of(r.currency).deposits = Number(r.total);
      for (const r of outs) of(r.currency).withdrawals = Number(r.total);
      return [...out.values()];
    },
    async depositTotals(memberIds, before) {
      const ids = [...new Set(memberIds)].filter((id) => Number.isInteger(id) && id > 0).slice(0, 5000);
      if (!ids.length) return new Map();
      const found = await db
        .select({
          member_id: deposits.member_id,
          total: sql<string>`sum(coalesce(${deposits.credited_amount}, ${deposits.amount}))`,
        })
        .from(deposits)
        .where(
          and(
            inArray(deposits.member_id, ids),
            eq(deposits.status, 'success'),
            sql`coalesce(${deposits.credited_at}, ${deposits.confirmed_at}, ${deposits.created_at}) < ${before}`,
          ),
        )
        .groupBy(deposits.member_id);
      return new Map(found.map((r) => [r.member_id, Number(r.total)]));
    },
    deposits: depositsOf,
    depositSummary: (member, q) => summaryOf(deposits, member, q),
    withdrawals: withdrawalsOf,
    withdrawalSummary: (member, q) => summaryOf(withdrawals, member, q),
    activity: activityOf,
    async activitySummary(memberId, q) {
      const rows = await db
        .select({ type: activityLogs.type, n: count() })
        .from(activityLogs)
        .where(and(eq(activityLogs.member_id, memberId), ...rangeWhere(activityLogs.created_at, q)))
        .groupBy(activityLogs.type)
        .orderBy(asc(activityLogs.type));
      return { total: rows.reduce((s, r) => s + r.n, 0), types: rows.map((r) => ({ type: r.type, count: r.n })) };
    },
    logActivity,
    webhook,
    async opsDeposits(filter) {
      const where = filter.status ? eq(deposits.status, filter.status) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(deposits).where(where);
      const rows = await db
        .select()
        .from(deposits)
        .where(where)
        .orderBy(desc(deposits.created_at), desc(deposits.id))
        .limit(filter.limit)
        .offset(filter.skip);
      return { total, limit: filter.limit, skip: filter.skip, data: await opsDepositViews(rows) };
    },
    approveDeposit: (id, options) => settleDeposit(id, 'approve', options),
    rejectDeposit: (id, options) => settleDeposit(id, 'reject', options),
    async opsWithdrawals(filter) {
      const where = filter.status ? eq(withdrawals.status, filter.status as WithdrawalRow['status']) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(withdrawals).where(where);
      const rows = await db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.created_at), desc(withdrawals.id))
        .limit(filter.limit)
        .offset(filter.skip);
      return { total, limit: filter.limit, skip: filter.skip, data: rows.map(opsWithdrawal) };
    },
    approveWithdrawal: (id, options) => settleWithdrawal(id, 'approve', options.note),
    rejectWithdrawal: (id, options) => settleWithdrawal(id, 'reject', options.note),
    withdrawalSettings: () => db.select().from(withdrawalConfig).orderBy(asc(withdrawalConfig.currency)),
    withdrawalSettingsPublic: () =>
      db
        .select({
          currency: withdrawalConfig.currency,
          min_withdraw: withdrawalConfig.min_withdraw,
          max_withdraw: withdrawalConfig.max_withdraw,
        })
        .from(withdrawalConfig)
        .orderBy(asc(withdrawalConfig.currency)),
    async setWithdrawalSettings(currency, patch) {
      const current = await config(currency);
      if (!current) throw new AppError('NotFound', 'NOT_FOUND');
      const next = { ...current, ...patch };
      if (next.min_withdraw <= 0 || next.min_withdraw > next.max_withdraw || next.auto_withdraw_limit < 0)
        throw new AppError('BadRequest', 'INVALID_FIELD', { params: { field: 'min_withdraw' } });
      const [row] = await db
        .update(withdrawalConfig)
        .set({ ...patch, updated_at: now() })
        .where(eq(withdrawalConfig.currency, currency))
        .returning();
      return row;
    },
    deliveries: (gateway, query) => gatewayOf(gateway).deliveries(query),
  };
}

class UnknownPayment extends Error {}

function bankView(b: typeof paymentBankInformation.$inferSelect): PaymentBankView {
  return {
    id: b.id,
    payment_type_id: b.payment_type_id,
    currency: b.currency,
    bank_code: b.bank_code,
    bank_name: b.bank_name,
    account_name: b.account_name,
    account_no: b.account_no,
    min_deposit: b.min_deposit,
    max_deposit: b.max_deposit,
  };
}

function cryptoView(c: typeof cryptoCurrencies.$inferSelect): CryptoCurrencyView {
  return {
    id: c.id,
    payment_type_id: c.payment_type_id,
    token: c.token,
    network: c.network,
    rate: c.rate,
    currency: c.currency,
    confirmations: c.confirmations,
  };
}
