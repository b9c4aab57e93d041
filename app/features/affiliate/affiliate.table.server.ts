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
import { COMMISSION_BASES } from './affiliate.schemas.ts';

/** The operator's affiliate programme per currency. */
export const affiliateSettings = pgTable('affiliate_settings', {
  currency: varchar({ length: 10 }).primaryKey(),
  title: varchar({ length: 100 }).notNull(),
  basis: varchar({ length: 12, enum: COMMISSION_BASES }).notNull().default('turnover'),
  /** Basis points of the basis: 100 = 1 %. */
  rate_bp: integer().notNull().default(0),
  min_turnover: bigint({ mode: 'number' }).notNull().default(0),
  min_commission: bigint({ mode: 'number' }).notNull().default(0),
  max_commission: bigint({ mode: 'number' }),
  is_active: boolean().notNull().default(true),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** One referrer's commission of one business date: written in the transaction of its ledger credit. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    business_date: date({ mode: 'string' }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    basis: varchar({ length: 12, enum: COMMISSION_BASES }).notNull(),
    rate_bp: integer().notNull(),
    referred_members: integer().notNull(),
    turnover: bigint({ mode: 'number' }).notNull(),
    net_loss: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    transfer_id: bigint({ mode: 'number' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_member_date_uq').on(t.member_id, t.business_date),
    index('affiliate_commissions_date_idx').on(t.business_date),
  ],
);

/** The affiliate programme's article per language (promotions/affiliate, affiliate-articles). */
export const affiliateArticles = pgTable(
  'affiliate_articles',
  {
    id: serial().primaryKey(),
    language_id: integer().notNull(),
    title: varchar({ length: 200 }).notNull(),
    /** Plain text; paragraphs separated by a blank line. */
    content: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('affiliate_articles_language_uq').on(t.language_id)],
);
