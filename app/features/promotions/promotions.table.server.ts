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
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Texts of a promotion or category in one locale; a missing locale falls back to English. */
export type LocaleTexts = Record<string, { title: string; summary?: string; article?: string; terms?: string }>;

/** Groups of promotions the list shows as tabs (promotion-category). */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    /** Names per locale: { en: 'Deposit bonus', th: '…' }. */
    names: jsonb().$type<Record<string, string>>().notNull(),
    order_no: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_categories_code_uq').on(t.code)],
);

/**
 * A promotion the operator configures (promotion-information): a deposit bonus (percentage with a cap, a minimum
 * deposit and the deposits it accepts) or a free credit; its target (turnover as a multiple of deposit + bonus with
 * each game category's contribution, or the win/loss balance to reach), the limits while it is active (maximum bet,
 * eligible categories, maximum withdrawal, the balance floor under which it ends), its claim window, how long it
 * runs once taken, and its texts per locale.
 */
export const promotionInformation = pgTable(
  'promotion_information',
  {
    id: serial().primaryKey(),
    category_id: integer().references(() => promotionCategories.id),
    kind: varchar({ length: 16 }).notNull().$type<'deposit' | 'free_credit'>(),
    trigger: varchar({ length: 24 }).$type<'first_deposit' | 'daily_first_deposit' | 'every_deposit'>(),
    currency: varchar({ length: 10 }).notNull(),
    bonus_percent: integer().notNull().default(0),
    bonus_cap: bigint({ mode: 'number' }).notNull().default(0),
    min_deposit: bigint({ mode: 'number' }).notNull().default(0),
    free_credit_amount: bigint({ mode: 'number' }).notNull().default(0),
    target_type: varchar({ length: 16 }).notNull().$type<'turnover' | 'winlose'>(),
    /** Target as a multiple of deposit + bonus, in percent: 500 is 5×. */
    target_multiple_pct: integer().notNull(),
    /** Percent of a settled stake that counts towards turnover, by game category code; absent: 100 when eligible. */
    contributions: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** Game category codes a member may play while active; empty: every category. */
    eligible_categories: text().array().notNull().default(sql`'{}'::text[]`),
    max_withdraw: bigint({ mode: 'number' }).notNull().default(0),
    max_bet: bigint({ mode: 'number' }).notNull().default(0),
    end_balance_floor: bigint({ mode: 'number' }).notNull().default(0),
    duration_hours: integer().notNull(),
    claim_starts_at: timestamp({ withTimezone: true }),
    claim_ends_at: timestamp({ withTimezone: true }),
    /** Shown as 'coming soon' until then. */
    starts_at: timestamp({ withTimezone: true }),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
    /** The palette of the card's drawn artwork. */
    art: varchar({ length: 32 }).notNull().default('gold'),
    content: jsonb().$type<LocaleTexts>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('promotion_information_list_idx').on(t.is_active, t.order_no),
    check('promotion_information_amounts', sql`${t.bonus_cap} >= 0 AND ${t.max_bet} >= 0 AND ${t.max_withdraw} >= 0`),
  ],
);

/**
 * A promotion a member took: what it credited and the targets, copied from the definition when taken (an edit of
 * the definition never changes a running promotion), with the progress the wallet's bets add in their own
 * transaction (server/db/functions/promotion_progress.sql).
 */
export const promotionMembers = pgTable(
  'promotion_members',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    promotion_information_id: integer()
      .notNull()
      .references(() => promotionInformation.id),
    /** Once per member for a first deposit or a free credit ('once'), per day ('day:2026-11-24'), per deposit. */
    claim_key: varchar({ length: 48 }).notNull(),
    state: varchar({ length: 16 }).notNull().$type<'active' | 'inactive' | 'received' | 'expired' | 'ended'>(),
    currency: varchar({ length: 10 }).notNull(),
    deposit_id: integer(),
    deposit_amount: bigint({ mode: 'number' }).notNull().default(0),
    bonus_amount: bigint({ mode: 'number' }).notNull(),
    target_type: varchar({ length: 16 }).notNull().$type<'turnover' | 'winlose'>(),
    turn_over_target: bigint({ mode: 'number' }).notNull().default(0),
    turn_over_user: bigint({ mode: 'number' }).notNull().default(0),
    turn_winlose_target: bigint({ mode: 'number' }).notNull().default(0),
    /** The promotion's own balance: deposit + bonus + the win/loss since it was taken (main balance − start_balance). */
    turn_winlose_user: bigint({ mode: 'number' }).notNull().default(0),
    /** The main balance right after the bonus was credited. */
    start_balance: bigint({ mode: 'number' }).notNull().default(0),
    contributions: jsonb().$type<Record<string, number>>().notNull(),
    eligible_categories: text().array().notNull(),
    max_bet: bigint({ mode: 'number' }).notNull(),
    max_withdraw: bigint({ mode: 'number' }).notNull(),
    end_balance_floor: bigint({ mode: 'number' }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    /** target, balance, expiry, cancelled. */
    end_reason: varchar({ length: 16 }),
    /** The capped withdrawal after the target was met has been asked for. */
    withdrawal_used: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_members_claim_uq').on(t.member_id, t.promotion_information_id, t.claim_key),
    // At most one running promotion per member: the bet path finds it by this index.
    uniqueIndex('promotion_members_active_uq').on(t.member_id).where(sql`${t.state} = 'active'`),
    index('promotion_members_member_idx').on(t.member_id, t.created_at),
  ],
);

/**
 * The member's one active bonus type (promotion, cashback or rebate): the row every activation locks, so two
 * activations of one member run one after the other.
 */
export const memberBonusState = pgTable('member_bonus_state', {
  member_id: integer().primaryKey(),
  bonus_type: varchar({ length: 16 }).$type<'promotion' | 'cashback' | 'rebate'>(),
  promotion_member_id: bigint({ mode: 'number' }),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
