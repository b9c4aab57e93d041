import { z } from 'zod';
import { formatAmount, parseMoneyInput } from '../../shared/money.ts';
import { optionalSecondFactorCode } from '../twofactor/twofactor.schemas.ts';

/**
 * The cashbox's shared contract: deposit, withdrawal and transfer payloads and forms (one zod schema each, parsed by
 * the API, the route action and the browser), the records the member API answers, and the pure rules (fees, limits,
 * amounts) both sides apply. Amounts on the member API are integer minor units, except the spec's `deposit_amount`,
 * a number in major units.
 */

export const PAYMENT_CATEGORIES = ['SLIP', 'PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK'] as const;
export type PaymentCategory = (typeof PAYMENT_CATEGORIES)[number];
/** Deposit methods paid through the payment gateway (the categories besides SLIP). */
export const GATEWAY_METHODS = ['PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK'] as const;
export type GatewayMethod = (typeof GATEWAY_METHODS)[number];

export const DEPOSIT_STATUSES = ['pending', 'confirming', 'success', 'fail'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['processing', 'success', 'failure'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** The status words of the history (spec § 4): pending, success, fail. */
export type HistoryStatus = 'pending' | 'success' | 'fail';

/** Wallets whose balance can be moved to the main wallet. */
export const TRANSFER_WALLETS = ['cashback', 'rebate', 'affiliate'] as const;
export type TransferWallet = (typeof TRANSFER_WALLETS)[number];

/** Image upload maximum (spec § 9). */
export const SLIP_MAX_BYTES = 2 * 1024 * 1024;
/** Image types a slip may be, told by their first bytes. */
export const SLIP_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** TrueWallet deposits expire after five minutes (spec § 9). */
export const TRUEWALLET_EXPIRY_SECONDS = 300;

/** Records per page of the deposit, withdrawal and activity lists. */
export const HISTORY_PAGE_MAX = 50;

/** The spec's 28 activity log types (§ 3). */
export const ACTIVITY_TYPES = [
  'affiliate_transfer',
  'cashback_transfer',
  'change_amount_jackpot',
  'create_personal_message',
  'deposit',
  'end_promotion',
  'exchange_money',
  'game',
  'joined_jackpot',
  'login',
  'lucky_box',
  'play_quest_join',
  'play_quest_money',
  'play_quest_point',
  'point_transfer',
  'quest_daily_check_in',
  'random_card',
  'rebate_transfer',
  'receive_promotion',
  'received_money_trigger',
  'received_point_trigger',
  'redeem_freespin',
  'redeem_reward',
  'reply_personal_message',
  'reset_password',
  'revoke_jackpot',
  'update_profile',
  'withdraw',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

// ---- Pure rules ----

/** A fee in minor units: hundredths of a percent of the amount, rounded down, plus a fixed part. */
export function feeOf(amount: number, feeBps: number, feeFixed = 0): number {
  return Number((BigInt(amount) * BigInt(feeBps)) / 10_000n) + feeFixed;
}

/** A number or text in major units ("100.5", 100.5) as integer minor units; null when not an exact plain amount. */
export function majorToMinor(value: number | string, decimals: number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (text.includes(',')) return null;
  const minor = parseMoneyInput(text, decimals);
  if (minor === null || minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(minor);
}

/** Minor units as the plain major-unit text the limit messages and inputs show ("1,000.00"). */
export function majorText(minor: number, decimals: number): string {
  return formatAmount(minor, { decimals });
}

export interface AmountLimits {
  min: number;
  max: number;
}

/**
 * The limits a deposit is checked against (spec § 5): the selected bank config's when it sets them (SLIP), else the
 * payment type's currency limits.
 */
export function depositLimits(
  type: { min_deposit: number; max_deposit: number },
  bank?: { min_deposit: number | null; max_deposit: number | null } | null,
): AmountLimits {
  return {
    min: bank?.min_deposit ?? type.min_deposit,
    max: bank?.max_deposit ?? type.max_deposit,
  };
}

/** The amount check of every money form: required, numbers only, within the limits. Issues carry formatted limits. */
function amountIssue(
  raw: unknown,
  decimals: number,
  limits: AmountLimits | null,
): { code: string; params?: Record<string, string> } | number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { code: 'AMOUNT_REQUIRED' };
  const minor = majorToMinor(text, decimals);
  if (minor === null || minor <= 0) return { code: 'AMOUNT_NUMERIC' };
  if (limits) {
    const min = majorText(limits.min, decimals);
    const max = majorText(limits.max, decimals);
    if (minor < limits.min || minor > limits.max) {
      if (limits.min === limits.max || (minor < limits.min && minor > limits.max))
        return { code: 'AMOUNT_BETWEEN', params: { min, max } };
      return minor < limits.min
        ? { code: 'AMOUNT_TOO_LOW', params: { min, max } }
        : { code: 'AMOUNT_TOO_HIGH', params: { min, max } };
    }
  }
  return minor;
}

/**
 * An amount typed in major units → integer minor units. `limits` (a function: they may depend on other fields)
 * bounds it; AMOUNT_REQUIRED, AMOUNT_NUMERIC, AMOUNT_TOO_LOW / AMOUNT_TOO_HIGH with { min, max }.
 */
export function amountSchema(decimals: number, limits: () => AmountLimits | null = () => null) {
  return z
    .string({ error: 'AMOUNT_NUMERIC' })
    .optional()
    .transform((raw, ctx): number => {
      const r = amountIssue(raw, decimals, limits());
      if (typeof r === 'number') return r;
      ctx.addIssue({ code: 'custom', message: r.code, params: r.params });
      return z.NEVER;
    });
}

const idField = (code: string) => z.coerce.number({ error: code }).int(code).positive(code).max(2_147_483_647, code);
const optionalId = (code: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), idField(code).optional());

// ---- Member API payloads ----

/** POST /mb/deposit-gateway: the spec's fixed shape (deposit_amount is a number in major units). */
export const depositGatewaySchema = z.object({
  payment_type_code: z.enum(GATEWAY_METHODS, { error: 'PAYMENT_TYPE_INVALID' }),
  deposit_amount: z.number({ error: 'AMOUNT_NUMERIC' }).positive('AMOUNT_NUMERIC').max(1e12, 'AMOUNT_NUMERIC'),
  promotion_information_id: optionalId('PROMOTION_INVALID'),
  /** CRYPTO: which token and network (currency-crypto id); the first active one when absent. */
  crypto_currency_id: optionalId('CRYPTO_CURRENCY_INVALID'),
});
export type DepositGatewayInput = z.output<typeof depositGatewaySchema>;

/** The deposit-{method} endpoints: deposit-gateway with the method given by the path. */
export const depositMethodSchema = depositGatewaySchema.omit({ payment_type_code: true });

/** POST /mb/deposit (bank transfer with slip): the spec's deposit payload. */
export const depositSlipSchema = z.object({
  payment_bank_information_id: idField('RECEIVING_ACCOUNT_REQUIRED'),
  deposit_amount: z.number({ error: 'AMOUNT_NUMERIC' }).positive('AMOUNT_NUMERIC').max(1e12, 'AMOUNT_NUMERIC'),
  note: z.string().max(200, 'NOTE_TOO_LONG').optional(),
  /** The URL upload-slip answered; attached only when a slip was uploaded. */
  slip_image_url: z
    .string()
    .regex(/^\/mb\/slip-image\/[1-9]\d{0,15}$/, 'SLIP_INVALID')
    .optional(),
  promotion_information_id: optionalId('PROMOTION_INVALID'),
});
export type DepositSlipInput = z.output<typeof depositSlipSchema>;

/** POST /mb/money-withdrawal: amount in integer minor units, to the member's registered account. */
export const moneyWithdrawalSchema = z.object({
  totp_code: optionalSecondFactorCode,
  amount: z
    .number({ error: 'AMOUNT_NUMERIC' })
    .int('AMOUNT_NUMERIC')
    .positive('AMOUNT_NUMERIC')
    .max(Number.MAX_SAFE_INTEGER, 'AMOUNT_NUMERIC'),
});

/** POST /mb/<wallet>-transfer: amount in minor units; `client_key` makes a repeat of the same request move once. */
export const walletTransferSchema = z.object({
  amount: z
    .number({ error: 'AMOUNT_NUMERIC' })
    .int('AMOUNT_NUMERIC')
    .positive('AMOUNT_NUMERIC')
    .max(Number.MAX_SAFE_INTEGER, 'AMOUNT_NUMERIC'),
  client_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'INVALID_FIELD')
    .optional(),
});

// ---- Forms (route actions and the browser) ----

export const CASHBOX_INTENTS = ['transfer', 'deposit', 'withdraw', 'cancel'] as const;
export type CashboxIntent = (typeof CASHBOX_INTENTS)[number];

/** The deposit form: method, bank account (SLIP), crypto token, amount, note, the seam for a chosen promotion. */
export function depositFormSchema(options: {
  decimals: number;
  /** The limits of the method and bank chosen; null when the method is unknown. */
  limitsOf(method: string | undefined, bankId: number | undefined): AmountLimits | null;
}) {
  return z
    .object({
      intent: z.literal('deposit'),
      client_key: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/, 'INVALID_FIELD')
        .optional(),
      method: z.enum(PAYMENT_CATEGORIES, { error: 'PAYMENT_TYPE_INVALID' }),
      payment_bank_information_id: optionalId('RECEIVING_ACCOUNT_REQUIRED'),
      crypto_currency_id: optionalId('CRYPTO_CURRENCY_INVALID'),
      deposit_amount: z.string({ error: 'AMOUNT_NUMERIC' }).optional(),
      note: z.string().max(200, 'NOTE_TOO_LONG').optional(),
      promotion_information_id: optionalId('PROMOTION_INVALID'),
    })
    .transform((v, ctx) => {
      if (v.method === 'SLIP' && !v.payment_bank_information_id)
        ctx.addIssue({ code: 'custom', path: ['payment_bank_information_id'], message: 'RECEIVING_ACCOUNT_REQUIRED' });
      const r = amountIssue(
        v.deposit_amount,
        options.decimals,
        options.limitsOf(v.method, v.payment_bank_information_id),
      );
      if (typeof r !== 'number') {
        ctx.addIssue({ code: 'custom', path: ['deposit_amount'], message: r.code, params: r.params });
        return z.NEVER;
      }
      return { ...v, deposit_amount: r };
    });
}

/** The withdraw form: an amount within the operator's min and max. */
export function withdrawFormSchema(options: { decimals: number; limits: AmountLimits }) {
  return z.object({
    intent: z.literal('withdraw'),
    amount: amountSchema(options.decimals, () => options.limits),
    /** The authenticator code: required by the service when the member has two-factor authentication on. */
    totp_code: optionalSecondFactorCode,
  });
}

/** The transfer form: which wallet, and an amount from its minimum up to its balance. */
export function transferFormSchema(options: {
  decimals: number;
  /** Minimum and balance of each wallet (null: transfers of it are closed). */
  wallets: Partial<Record<TransferWallet, { minimum: number; balance: number } | null>>;
}) {
  return z
    .object({
      intent: z.literal('transfer'),
      client_key: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,64}$/, 'INVALID_FIELD')
        .optional(),
      wallet: z.enum(TRANSFER_WALLETS, { error: 'WALLET_REQUIRED' }),
      amount: amountSchema(options.decimals),
    })
    .superRefine((v, ctx) => {
      const w = options.wallets[v.wallet];
      if (!w) {
        ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'TRANSFER_CLOSED' });
        return;
      }
      if (v.amount < w.minimum)
        ctx.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'TRANSFER_BELOW_MINIMUM',
          params: { min: majorText(w.minimum, options.decimals) },
        });
      else if (v.amount > w.balance) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'AMOUNT_OVER_BALANCE' });
    });
}

// ---- Gateway webhooks (the contract's body) ----

export const WEBHOOK_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payment.confirming',
  'payout.succeeded',
  'payout.failed',
] as const;

const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
export const webhookBodySchema = z.object({
  type: z.enum(WEBHOOK_TYPES),
  data: z.object({
    payment_id: z.string().max(64).optional(),
    payout_id: z.string().max(64).optional(),
    merchant_reference: z.string().min(1).max(64),
    amount: minor,
    currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
    paid_amount: minor.optional(),
    fee: minor.optional(),
    occurred_at: z.string().max(40),
    confirmations: z.number().int().nonnegative().max(1_000_000).optional(),
    tx_hash: z.string().max(128).optional(),
  }),
});
export type WebhookBody = z.output<typeof webhookBodySchema>;

// ---- What the member API answers ----

export interface PaymentTypeView {
  id: number;
  payment_type_code: string;
  category: PaymentCategory;
  name: string;
  fee_bps: number;
  fee_fixed: number;
  expires_seconds: number;
  order_no: number;
  /** This currency's limits, in minor units (include). */
  payment_type_currency_limits: { currency: string; min_deposit: number; max_deposit: number }[];
  payment_bank_information?: PaymentBankView[];
  crypto_currencies?: CryptoCurrencyView[];
}

export interface PaymentBankView {
  id: number;
  payment_type_id: number;
  currency: string;
  bank_code: string;
  bank_name: string;
  account_name: string;
  account_no: string;
  min_deposit: number | null;
  max_deposit: number | null;
}

export interface CryptoCurrencyView {
  id: number;
  payment_type_id: number;
  token: string;
  network: string;
  rate: string;
  currency: string;
  confirmations: number;
}

/** A deposit as the member sees it, with its timeline (requested, paid, confirmed, credited). */
export interface DepositView {
  id: number;
  status: DepositStatus;
  /** pending, success, fail: the history's words. */
  history_status: HistoryStatus;
  fail_reason: string | null;
  payment_type_code: string;
  category: PaymentCategory;
  currency: string;
  amount: number;
  fee: number;
  paid_amount: number | null;
  credited_amount: number | null;
  amount_mismatch: boolean;
  /** Where the money was sent: the casino's account (bank transfer) or the payment address (crypto). */
  account: string | null;
  reference: string | null;
  pay_url: string | null;
  qr_payload: string | null;
  details: Record<string, unknown> | null;
  expires_at: string | null;
  created_at: string;
  paid_at: string | null;
  confirmed_at: string | null;
  credited_at: string | null;
  failed_at: string | null;
}

/** A withdrawal as the member sees it, with its timeline (held, approved, paid). */
export interface WithdrawalView {
  id: number;
  status: WithdrawalStatus;
  history_status: HistoryStatus;
  currency: string;
  amount: number;
  fee: number;
  auto: boolean;
  account: string | null;
  channel: string;
  created_at: string;
  approved_at: string | null;
  paid_at: string | null;
  failed_at: string | null;
}

export interface ActivityLogView {
  id: number;
  type: string;
  amount: number | null;
  currency: string | null;
  ref: string | null;
  detail: string | null;
  created_at: string;
}

/** POST /mb/deposit-gateway's answer (the contract's fixed shape; amount and fee in major units, as asked). */
export interface DepositGatewayAnswer {
  payment_id: string;
  deposit_id: number;
  status: DepositStatus;
  amount: number;
  fee: number;
  expires_at: string | null;
  pay_url: string;
  qr_payload?: string;
  crypto?: Record<string, unknown>;
  bank?: Record<string, unknown>;
}

/** GET /mb/config-withdrawal */
export interface WithdrawalConfigView {
  currency: string;
  min_withdraw: number;
  max_withdraw: number;
  auto_withdraw_limit: number;
  turn_deposit: number;
  turn_deposit_target: number;
  /** The turnover requirement is met (or there is none). */
  turnover_done: boolean;
  /** Where a withdrawal goes; null when the profile has no bank account or wallet. */
  account: { kind: 'bank' | 'crypto'; name: string; number: string; holder: string | null } | null;
  balance: number;
}

export interface TransferStatusView {
  wallet: TransferWallet;
  currency: string;
  minimum: number;
  is_active: boolean;
}

/** The cashbox's inner views (`?view=` of setting/wallet, `view` of the cashbox modal). */
export const CASHBOX_VIEWS = ['main', 'deposit', 'withdraw', 'transfer'] as const;
export type CashboxView = (typeof CASHBOX_VIEWS)[number];
