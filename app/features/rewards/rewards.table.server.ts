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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * How points are earned: `bet` per amount wagered (per game category, `*` for the rest) and `deposit` per amount
 * credited, per currency: `points` for every `per_amount` minor units.
 */
export const rewardEarnRules = pgTable(
  'reward_earn_rules',
  {
    id: serial().primaryKey(),
    source: varchar({ length: 8, enum: ['bet', 'deposit'] }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    game_category: varchar({ length: 32 }).notNull().default('*'),
    points: integer().notNull(),
    per_amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('reward_earn_rules_uq').on(t.source, t.currency, t.game_category),
    check('reward_earn_rules_positive', sql`${t.points} >= 0 AND ${t.per_amount} > 0`),
  ],
);

/** Points → money in main, per currency. */
export const rewardExchangeRates = pgTable(
  'reward_exchange_rates',
  {
    currency: varchar({ length: 10 }).primaryKey(),
    amount_per_point: integer().notNull(),
    min_points: integer().notNull().default(1),
    is_active: boolean().notNull().default(true),
  },
  (t) => [check('reward_exchange_rates_positive', sql`${t.amount_per_point} > 0 AND ${t.min_points} > 0`)],
);

/** How far the earning run has read each feed: the last settled round id, the last credited deposit. */
export const rewardCursors = pgTable('reward_cursors', {
  name: varchar({ length: 16 }).primaryKey(),
  last_id: bigint({ mode: 'number' }).notNull().default(0),
  last_at: timestamp({ withTimezone: true }),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The shop: lucky boxes, random cards and physical rewards, with localized names (locale → text). */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 12, enum: ['lucky_box', 'random_card', 'physical'] }).notNull(),
    tier: varchar({ length: 16 }),
    names: jsonb().$type<Record<string, string>>().notNull(),
    descriptions: jsonb().$type<Record<string, string>>().notNull().default({}),
    image_url: varchar({ length: 300 }).notNull(),
    points_price: integer().notNull(),
    /** Left in stock; null: unlimited. Never below zero. */
    stock: integer(),
    /** A physical reward's value in minor units of `currency` (shown, never paid). */
    product_value: bigint({ mode: 'number' }).notNull().default(0),
    currency: varchar({ length: 10 }).notNull().default('THB'),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    index('reward_items_kind_idx').on(t.kind, t.order_no),
    check('reward_items_stock', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
    check('reward_items_price', sql`${t.points_price} > 0`),
  ],
);

/** What a lucky box or random card gives, with its weight (chance = weight ÷ Σ weights of the item's prizes). */
export const rewardPrizes = pgTable(
  'reward_prizes',
  {
    id: serial().primaryKey(),
    item_id: integer().notNull(),
    kind: varchar({ length: 10, enum: ['points', 'money', 'physical'] }).notNull(),
    /** Points, or minor units of money in the member's currency. */
    amount: bigint({ mode: 'number' }).notNull().default(0),
    /** A physical prize: the product (a `physical` item, whose stock it takes). */
    product_id: integer(),
    weight: integer().notNull(),
    names: jsonb().$type<Record<string, string>>().notNull(),
  },
  (t) => [index('reward_prizes_item_idx').on(t.item_id), check('reward_prizes_weight', sql`${t.weight} > 0`)],
);

/** Every redeem of a member: one row per key, the record of what was spent and given, and the shipping state. */
export const rewardRedeems = pgTable(
  'reward_redeems',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    key: varchar({ length: 64 }).notNull(),
    kind: varchar({ length: 12, enum: ['exchange', 'lucky_box', 'random_card', 'physical'] }).notNull(),
    item_id: integer(),
    points: integer().notNull(),
    prize_id: integer(),
    prize_kind: varchar({ length: 10, enum: ['points', 'money', 'physical'] }),
    prize_amount: bigint({ mode: 'number' }),
    product_id: integer(),
    currency: varchar({ length: 10 }).notNull(),
    money: bigint({ mode: 'number' }),
    status: varchar({ length: 16, enum: ['completed', 'address_required', 'pending', 'shipped'] }).notNull(),
    address: varchar({ length: 300 }),
    contact: varchar({ length: 100 }),
    phone: varchar({ length: 24 }),
    email: varchar({ length: 120 }),
    tracking_no: varchar({ length: 60 }),
    shipped_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_redeems_key_uq').on(t.member_id, t.key),
    index('reward_redeems_member_idx').on(t.member_id, t.created_at),
    index('reward_redeems_status_idx').on(t.status, t.id),
  ],
);
