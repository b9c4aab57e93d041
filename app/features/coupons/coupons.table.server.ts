import {
  bigint,
  bigserial,
  boolean,
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
 * A coupon: a campaign code anyone may redeem (up to `max_uses` members) or a member's own code (`member_id`). The
 * code itself is never stored: `code_hash` is its keyed hash (HMAC-SHA-256 of the upper-cased code), looked up by
 * equality, so a code cannot be read back from the database and a lookup does not compare code characters.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code_hash: varchar({ length: 64 }).notNull(),
    /** The code's last 4 characters, shown to its member (per-member coupons only). */
    code_hint: varchar({ length: 8 }),
    member_id: integer(),
    names: jsonb().$type<Record<string, string>>().notNull(),
    descriptions: jsonb().$type<Record<string, string>>().notNull().default({}),
    kind: varchar({ length: 12, enum: ['credit', 'points', 'promotion'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: varchar({ length: 10 }).notNull(),
    points: integer().notNull().default(0),
    promotion_information_id: integer(),
    needs_verification: boolean().notNull().default(false),
    max_uses: integer().notNull().default(1),
    used_count: integer().notNull().default(0),
    starts_at: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_hash_uq').on(t.code_hash), index('coupons_member_idx').on(t.member_id)],
);

/** One redemption per coupon and member: its status, and what was paid (the ledger's transfer or points key). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    coupon_id: integer().notNull(),
    member_id: integer().notNull(),
    status: varchar({ length: 20, enum: ['pending', 'under_verification', 'success', 'fail', 'joined'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull().default(0),
    currency: varchar({ length: 10 }).notNull(),
    points: integer().notNull().default(0),
    transfer_id: bigint({ mode: 'number' }),
    note: varchar({ length: 200 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decided_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_uq').on(t.coupon_id, t.member_id),
    index('coupon_redemptions_member_idx').on(t.member_id, t.created_at),
    index('coupon_redemptions_status_idx').on(t.status),
  ],
);
