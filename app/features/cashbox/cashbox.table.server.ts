import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A way to pay in or out. `category` says how: SLIP (bank transfer, the player uploads the slip and the operator
 * approves), PROMPTPAY (QR), TRUEWALLET, CRYPTO, AUTO_BANK (the gateway matches the player's transfer). Deposit
 * methods other than SLIP go through the payment gateway named by `gateway`.
 */
export const paymentTypes = pgTable(
  'payment_types',
  {
    id: serial().primaryKey(),
    /** BANK, PROMPTPAY, TRUEWALLET, CRYPTO, AUTO_BANK: unique. */
    payment_type_code: varchar({ length: 24 }).notNull(),
    category: varchar({ length: 12, enum: ['SLIP', 'PROMPTPAY', 'TRUEWALLET', 'CRYPTO', 'AUTO_BANK'] }).notNull(),
    /** Name when the catalog has none for the category. */
    name: varchar({ length: 64 }).notNull(),
    /** Payment gateway code ('sandbox'); null for SLIP. */
    gateway: varchar({ length: 16 }),
    /** Fee in hundredths of a percent of the amount paid (TrueWallet 1.9 % = 190). */
    fee_bps: integer().notNull().default(0),
    /** Fixed fee in minor units (a bank's service charge). */
    fee_fixed: bigint({ mode: 'number' }).notNull().default(0),
    /** How long a gateway payment may be paid (PromptPay QR, TrueWallet 5 minutes). */
    expires_seconds: integer().notNull().default(900),
    for_deposit: boolean().notNull().default(true),
    for_withdraw: boolean().notNull().default(false),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('payment_types_code_uq').on(t.payment_type_code),
    check('payment_types_fee_bps', sql`${t.fee_bps} >= 0 AND ${t.fee_bps} < 10000`),
  ],
);

/** Amount limits of a payment type in one currency (minor units). */
export const paymentTypeCurrencyLimits = pgTable(
  'payment_type_currency_limits',
  {
    payment_type_id: integer()
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    /** currencies.code */
    currency: varchar({ length: 10 }).notNull(),
    min_deposit: bigint({ mode: 'number' }).notNull(),
    max_deposit: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payment_type_currency_limits_pk', columns: [t.payment_type_id, t.currency] }),
    check('payment_type_currency_limits_range', sql`0 < ${t.min_deposit} AND ${t.min_deposit} <= ${t.max_deposit}`),
  ],
);

/** The casino's receiving bank accounts of a payment type (bank transfer with slip), with limits of their own. */
export const paymentBankInformation = pgTable(
  'payment_bank_information',
  {
    id: serial().primaryKey(),
    payment_type_id: integer()
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    currency: varchar({ length: 10 }).notNull(),
    /** bank_currency_information.code (KBANK, SCB …). */
    bank_code: varchar({ length: 16 }).notNull(),
    bank_name: varchar({ length: 96 }).notNull(),
    account_name: varchar({ length: 96 }).notNull(),
    account_no: varchar({ length: 32 }).notNull(),
    /** Limits of this account; null: the payment type's. */
    min_deposit: bigint({ mode: 'number' }),
    max_deposit: bigint({ mode: 'number' }),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [index('payment_bank_information_type_idx').on(t.payment_type_id, t.order_no)],
);

/** Tokens a CRYPTO payment type accepts, per network, with the exchange rate (currency per token). */
export const cryptoCurrencies = pgTable(
  'crypto_currencies',
  {
    id: serial().primaryKey(),
    payment_type_id: integer()
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'cascade' }),
    token: varchar({ length: 12 }).notNull(),
    network: varchar({ length: 12 }).notNull(),
    /** Major units of `currency` per token, a decimal string ("36.50"). */
    rate: varchar({ length: 24 }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    confirmations: smallint().notNull().default(3),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('crypto_currencies_uq').on(t.payment_type_id, t.token, t.network, t.currency)],
);

/**
 * A deposit request. `amount` is what the member asked to pay, `paid_amount` what the gateway (or the operator)
 * reported paid, `credited_amount` what reached the main wallet (paid − fee). status: pending (waiting for payment),
 * confirming (crypto: seen, waiting for confirmations), success, fail (`fail_reason`: failed, expired, rejected,
 * gateway). A member has at most one pending or confirming deposit.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    payment_type_id: integer().notNull(),
    category: varchar({ length: 12 }).notNull(),
    payment_bank_information_id: integer(),
    crypto_currency_id: integer(),
    amount: bigint({ mode: 'number' }).notNull(),
    fee: bigint({ mode: 'number' }).notNull().default(0),
    paid_amount: bigint({ mode: 'number' }),
    credited_amount: bigint({ mode: 'number' }),
    /** Paid differs from asked: credited as paid, for the operator to look at. */
    amount_mismatch: boolean().notNull().default(false),
    status: varchar({ length: 12, enum: ['pending', 'confirming', 'success', 'fail'] })
      .notNull()
      .default('pending'),
    fail_reason: varchar({ length: 16 }),
    gateway: varchar({ length: 16 }),
    gateway_payment_id: varchar({ length: 64 }),
    pay_url: varchar({ length: 500 }),
    qr_payload: varchar({ length: 512 }),
    /** Crypto: token, network, address, crypto_amount, rate, tx_hash, confirmations; auto bank: where to transfer. */
    details: jsonb().$type<Record<string, unknown>>(),
    /** Code the member writes on the transfer (bank transfer). */
    reference: varchar({ length: 24 }),
    slip_id: bigint({ mode: 'number' }),
    note: varchar({ length: 200 }),
    promotion_information_id: integer(),
    operator_note: varchar({ length: 200 }),
    expires_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paid_at: timestamp({ withTimezone: true }),
    confirmed_at: timestamp({ withTimezone: true }),
    credited_at: timestamp({ withTimezone: true }),
    failed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('deposits_member_idx').on(t.member_id, t.created_at),
    index('deposits_status_idx').on(t.status, t.created_at),
    // Credited deposits in crediting order after a watermark (creditedDeposits: the rewards' points per deposit).
    index('deposits_credited_idx').on(t.credited_at, t.id).where(sql`${t.status} = 'success'`),
    uniqueIndex('deposits_open_uq').on(t.member_id).where(sql`${t.status} IN ('pending', 'confirming')`),
    uniqueIndex('deposits_gateway_payment_uq').on(t.gateway, t.gateway_payment_id),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A withdrawal: the amount is held in the ledger (two-phase) from the request; the operator's approval (or the
 * gateway's payout) posts it, a rejection (or a failed payout) releases it. status: processing, success, failure.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: varchar({ length: 12, enum: ['processing', 'success', 'failure'] })
      .notNull()
      .default('processing'),
    hold_id: bigint({ mode: 'number' }),
    /** Paid through the gateway's payouts without an operator (below the auto-withdraw limit). */
    auto: boolean().notNull().default(false),
    gateway: varchar({ length: 16 }),
    payout_id: varchar({ length: 64 }),
    /** Where the money goes: bank code, name and account, or network and address. */
    beneficiary: jsonb().$type<Record<string, unknown>>().notNull(),
    operator_note: varchar({ length: 200 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approved_at: timestamp({ withTimezone: true }),
    paid_at: timestamp({ withTimezone: true }),
    failed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.member_id, t.created_at),
    index('withdrawals_status_idx').on(t.status, t.created_at),
    uniqueIndex('withdrawals_processing_uq').on(t.member_id).where(sql`${t.status} = 'processing'`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Every webhook event a gateway delivered, once: the event id is the idempotency key of what it did. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    gateway: varchar({ length: 16 }).notNull(),
    event_id: varchar({ length: 128 }).notNull(),
    type: varchar({ length: 32 }).notNull(),
    merchant_reference: varchar({ length: 64 }),
    payment_id: varchar({ length: 64 }),
    payout_id: varchar({ length: 64 }),
    body: jsonb().notNull(),
    /** What the event did: credited, confirming, failed, expired, ignored, paid_out, payout_failed. */
    outcome: varchar({ length: 24 }).notNull(),
    received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'gateway_events_pk', columns: [t.gateway, t.event_id] })],
);

/** An uploaded transfer slip, re-encoded; `reference` is the transaction reference of its mini-QR, unique. */
export const depositSlips = pgTable(
  'deposit_slips',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    /** File name under DATA_DIR/uploads/slips. */
    file: varchar({ length: 96 }).notNull(),
    /** SHA-256 of the re-encoded image. */
    sha256: varchar({ length: 64 }).notNull(),
    bytes: integer().notNull(),
    reference: varchar({ length: 64 }),
    sending_bank: varchar({ length: 8 }),
    deposit_id: bigint({ mode: 'number' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposit_slips_reference_uq').on(t.reference),
    index('deposit_slips_member_idx').on(t.member_id, t.created_at),
  ],
);

/** The operator's withdrawal rules per currency, and the deposit turnover rule. */
export const withdrawalConfig = pgTable(
  'withdrawal_config',
  {
    currency: varchar({ length: 10 }).primaryKey(),
    min_withdraw: bigint({ mode: 'number' }).notNull(),
    max_withdraw: bigint({ mode: 'number' }).notNull(),
    /** Withdrawals up to this amount are paid out at once through the gateway; 0: every one waits for the operator. */
    auto_withdraw_limit: bigint({ mode: 'number' }).notNull().default(0),
    /** Turnover a deposit asks for, in percent of the amount credited (100: 1×; 0: none). */
    deposit_turnover_percent: integer().notNull().default(100),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_config_range', sql`0 < ${t.min_withdraw} AND ${t.min_withdraw} <= ${t.max_withdraw}`),
    check('withdrawal_config_auto', sql`${t.auto_withdraw_limit} >= 0`),
    check('withdrawal_config_turnover', sql`${t.deposit_turnover_percent} BETWEEN 0 AND 10000`),
  ],
);

/** Transfers of the cashback, rebate and affiliate wallets to the main wallet: whether open, and the minimum. */
export const transferMinimums = pgTable(
  'transfer_minimums',
  {
    wallet: varchar({ length: 12, enum: ['cashback', 'rebate', 'affiliate'] }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    minimum: bigint({ mode: 'number' }).notNull(),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    primaryKey({ name: 'transfer_minimums_pk', columns: [t.wallet, t.currency] }),
    check('transfer_minimums_positive', sql`${t.minimum} > 0`),
  ],
);

/** The member's activity log (the spec's activity types), written in the transaction of what it records. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    type: varchar({ length: 32 }).notNull(),
    amount: bigint({ mode: 'number' }),
    currency: varchar({ length: 10 }),
    /** What it refers to: deposit:12, withdrawal:4 … */
    ref: varchar({ length: 64 }),
    detail: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_logs_member_idx').on(t.member_id, t.created_at)],
);
