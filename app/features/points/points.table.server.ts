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
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Every movement of a member's points: the ledger holds the balance (member wallet `points`, the house account `points`
 * on the other side); this row says why, for the member's points history. Written in the ledger's transaction.
 */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    /** Positive when earned, negative when spent. */
    points: bigint({ mode: 'number' }).notNull(),
    /** The activity type (`play_quest_point`, `lucky_box`, `bet` …). */
    reason: varchar({ length: 40 }).notNull(),
    /** The ledger transfer's idempotency key. */
    key: varchar({ length: 200 }).notNull().unique(),
    transfer_id: bigint({ mode: 'number' }).notNull(),
    balance_after: bigint({ mode: 'number' }).notNull(),
    meta: jsonb().$type<Record<string, unknown>>(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_transactions_member_idx').on(t.member_id, t.id),
    check('point_transactions_points_ck', sql`${t.points} <> 0`),
  ],
);

/** How points are presented (one row): the badge image beside the balance, shown at all, earned at all. */
export const pointConfig = pgTable('point_config', {
  id: integer().primaryKey().default(1),
  point_img_url: varchar({ length: 500 }),
  is_display: boolean().notNull().default(true),
  is_active: boolean().notNull().default(true),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
