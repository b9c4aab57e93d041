import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * A game launch: the provider calls the wallet with `player_id` (the member id) and the session token, whose
 * SHA-256 is stored here (the token itself only travels in the launch URL).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    token_hash: varchar({ length: 64 }).notNull(),
    member_id: integer().notNull(),
    provider_code: varchar({ length: 32 }).notNull(),
    game_list_id: integer().notNull(),
    game_code: varchar({ length: 64 }).notNull(),
    game_name: varchar({ length: 128 }).notNull(),
    /** game_categories.code: the turnover bucket of the session's game. */
    game_category: varchar({ length: 32 }).notNull(),
    /** currencies.code of the member's wallet. */
    currency: varchar({ length: 10 }).notNull(),
    language: varchar({ length: 8 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('game_sessions_token_uq').on(t.token_hash),
    index('game_sessions_member_idx').on(t.member_id, t.created_at),
  ],
);

/**
 * A round of one member at one provider. Every wallet call of the round locks this row first, so the calls of a round
 * apply one at a time; a result with `round_closed` closes it.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider_code: varchar({ length: 32 }).notNull(),
    round_id: varchar({ length: 128 }).notNull(),
    member_id: integer().notNull(),
    status: varchar({ length: 8, enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closed_at: timestamp({ withTimezone: true }),
  },
  (t) => [unique('game_rounds_uq').on(t.provider_code, t.round_id, t.member_id)],
);

/**
 * Every accepted seamless-wallet call: the member's bet record and the provider's idempotency record, unique on
 * (provider, tx id). A cancel for a bet never received leaves a row with status `tombstone` under that bet's tx id,
 * so the bet is refused if it arrives later.
 *
 * status: bet and reserve rows are `open`, then `settled` by a result or `cancelled`; other rows are `ok`.
 */
export const betTransactions = pgTable(
  'bet_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    provider_code: varchar({ length: 32 }).notNull(),
    provider_tx_id: varchar({ length: 128 }).notNull(),
    ref_tx_id: varchar({ length: 128 }),
    round_id: varchar({ length: 128 }).notNull(),
    game_code: varchar({ length: 64 }).notNull(),
    game_name: varchar({ length: 128 }),
    game_category: varchar({ length: 32 }).notNull(),
    sub_type: varchar({ length: 8, enum: ['bet', 'cancel', 'refund', 'reserve', 'result'] }).notNull(),
    status: varchar({ length: 10, enum: ['open', 'settled', 'cancelled', 'ok', 'tombstone'] }).notNull(),
    /** Minor units: the stake (bet, reserve), the win (result), the money returned (cancel, refund). */
    amount: bigint({ mode: 'number' }).notNull(),
    /** Part of a stake already refunded. */
    refunded_amount: bigint({ mode: 'number' }).notNull().default(0),
    /** Main wallet balance before and after the call. */
    before_balance: bigint({ mode: 'number' }).notNull(),
    after_balance: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    round_closed: boolean().notNull().default(false),
    /** The ledger hold of a reserve. */
    hold_id: bigint({ mode: 'number' }),
    /** SHA-256 of the call's payload: a repeat with another payload is a DUPLICATE_TRANSACTION. */
    payload_hash: varchar({ length: 64 }).notNull(),
    /** Business date (Asia/Bangkok) of the call. */
    business_date: date({ mode: 'string' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The provider code is shared by nearly every row: it comes last in both indexes, so neither index starts with it
    // and a lookup by tx id cannot be planned on the round index (or the other way round) while the table has no
    // statistics yet (PGlite never analyzes on its own).
    uniqueIndex('bet_transactions_provider_tx_uq').on(t.provider_tx_id, t.provider_code),
    index('bet_transactions_member_idx').on(t.member_id, t.created_at),
    index('bet_transactions_round_idx').on(t.round_id, t.member_id, t.provider_code),
    // The site's recent wins (the lobby's live feed): paid results, newest first, without reading the whole table.
    index('bet_transactions_wins_idx').on(t.id).where(sql`${t.sub_type} = 'result' AND ${t.amount} > 0`),
  ],
);

/**
 * Turnover and win/loss per member, currency, business date (Asia/Bangkok) and game category, kept in the same
 * transaction as every wallet call. Promotions, quests, competitions, levels, cashback and rebate read it.
 */
export const memberTurnover = pgTable(
  'member_turnover',
  {
    member_id: integer().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    business_date: date({ mode: 'string' }).notNull(),
    game_category: varchar({ length: 32 }).notNull(),
    /** Σ settled stakes net of cancels and refunds. */
    bet_amount: bigint({ mode: 'number' }).notNull().default(0),
    /** Σ wins paid. */
    win_amount: bigint({ mode: 'number' }).notNull().default(0),
    bet_count: integer().notNull().default(0),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'member_turnover_pk', columns: [t.member_id, t.currency, t.business_date, t.game_category] }),
    index('member_turnover_date_member_idx').on(t.business_date, t.member_id),
  ],
);

/** Running totals per member and currency, and the deposit turnover requirement the wallet shows. */
export const memberTurnoverTotals = pgTable(
  'member_turnover_totals',
  {
    member_id: integer().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    bet_amount: bigint({ mode: 'number' }).notNull().default(0),
    win_amount: bigint({ mode: 'number' }).notNull().default(0),
    bet_count: bigint({ mode: 'number' }).notNull().default(0),
    /** `bet_amount` when the current deposit turnover requirement started: turn_deposit = bet_amount − this. */
    turn_deposit_base: bigint({ mode: 'number' }).notNull().default(0),
    turn_deposit_target: bigint({ mode: 'number' }).notNull().default(0),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'member_turnover_totals_pk', columns: [t.member_id, t.currency] })],
);
