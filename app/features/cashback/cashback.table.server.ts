import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Rates of the daily cashback (on net loss) and rebate (on turnover), per member level and game category, in basis
 * points (1/10,000). `level_id` 0 is the rate of members without a level (and of levels without a row); category `*`
 * is the rate of categories without a row.
 */
export const bonusRates = pgTable(
  'bonus_rates',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 8, enum: ['cashback', 'rebate'] }).notNull(),
    level_id: integer().notNull().default(0),
    game_category: varchar({ length: 32 }).notNull().default('*'),
    rate_bp: integer().notNull(),
  },
  (t) => [uniqueIndex('bonus_rates_uq').on(t.kind, t.level_id, t.game_category)],
);

/** Per kind and currency: the smallest credit paid (below it nothing is), the largest, and whether the kind runs. */
export const bonusRules = pgTable(
  'bonus_rules',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 8, enum: ['cashback', 'rebate'] }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    min_amount: bigint({ mode: 'number' }).notNull().default(0),
    cap_amount: bigint({ mode: 'number' }).notNull(),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('bonus_rules_uq').on(t.kind, t.currency)],
);

/** The articles (terms) of cashback and rebate, per language. */
export const bonusArticles = pgTable(
  'bonus_articles',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 8, enum: ['cashback', 'rebate'] }).notNull(),
    language_id: integer().notNull(),
    title: varchar({ length: 120 }).notNull(),
    body: text().notNull(),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
  },
  (t) => [index('bonus_articles_kind_idx').on(t.kind, t.language_id)],
);

/** One credit per kind, business date and member: what the member's cashback and rebate history shows. */
export const bonusCredits = pgTable(
  'bonus_credits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: varchar({ length: 8, enum: ['cashback', 'rebate'] }).notNull(),
    member_id: integer().notNull(),
    business_date: date({ mode: 'string' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    /** Net loss (cashback) or turnover (rebate) the credit was computed on. */
    base_amount: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    level_id: integer(),
    transfer_id: bigint({ mode: 'number' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_credits_uq').on(t.kind, t.business_date, t.member_id),
    index('bonus_credits_member_idx').on(t.member_id, t.kind, t.created_at),
  ],
);
