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
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One account of the double-entry ledger. Member accounts (main, cashback, rebate, affiliate, points, hold) exist per
 * member and currency and never go below zero; house accounts (game, payment_clearing, bonus, fees, hold, points) exist per
 * currency, split into shards so that concurrent movements of different members do not queue on one row, and may
 * go negative: they are the other side of what members hold.
 *
 * `balance` is a cache of the transfers: it changes only in the statement that writes the transfer, and
 * `ledger:verify` proves it equal to Σ credits − Σ debits.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    owner: varchar({ length: 8, enum: ['member', 'house'] }).notNull(),
    /** users.id for member accounts; null for house accounts. */
    member_id: integer(),
    kind: varchar({ length: 24 }).notNull(),
    /** currencies.code */
    currency: varchar({ length: 10 }).notNull(),
    shard: smallint().notNull().default(0),
    /** Integer minor units. */
    balance: bigint({ mode: 'number' }).notNull().default(0),
    allow_negative: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity_uq').on(t.owner, t.member_id, t.kind, t.currency, t.shard).nullsNotDistinct(),
    index('ledger_accounts_member_idx').on(t.member_id),
    check('ledger_accounts_not_below_zero', sql`${t.allow_negative} OR ${t.balance} >= 0`),
    check('ledger_accounts_owner_member', sql`(${t.owner} = 'member') = (${t.member_id} IS NOT NULL)`),
  ],
);

/** An immutable movement of `amount` minor units from one account to another (a database trigger refuses UPDATE and DELETE). */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Idempotency key, unique: `provider:<code>:<tx_id>`, `gateway:<code>:<event_id>`, `member:<id>:<client key>`, … */
    key: varchar({ length: 200 }).notNull(),
    /** What the movement is: bet, win, deposit, withdrawal, bonus, cashback_transfer, hold, hold_post, hold_void, … */
    kind: varchar({ length: 40 }).notNull(),
    from_account_id: bigint({ mode: 'number' }).notNull(),
    to_account_id: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    /** The hold this transfer places, posts or voids. */
    hold_id: bigint({ mode: 'number' }),
    meta: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.key),
    index('ledger_transfers_from_idx').on(t.from_account_id, t.id),
    index('ledger_transfers_to_idx').on(t.to_account_id, t.id),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.from_account_id} <> ${t.to_account_id}`),
  ],
);

/**
 * A two-phase movement: placing it moves the amount from `from` to the owner's hold account; posting moves it on
 * to `to` (any remainder back to `from`), voiding moves it back to `from`. Each happens exactly once.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: varchar({ length: 200 }).notNull(),
    kind: varchar({ length: 40 }).notNull(),
    from_account_id: bigint({ mode: 'number' }).notNull(),
    to_account_id: bigint({ mode: 'number' }).notNull(),
    hold_account_id: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    status: varchar({ length: 8, enum: ['pending', 'posted', 'voided'] })
      .notNull()
      .default('pending'),
    /** Amount moved to `to` when posted. */
    posted_amount: bigint({ mode: 'number' }),
    meta: jsonb(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ledger_holds_key_uq').on(t.key),
    index('ledger_holds_pending_idx').on(t.hold_account_id).where(sql`${t.status} = 'pending'`),
    check('ledger_holds_amount_positive', sql`${t.amount} > 0`),
  ],
);
