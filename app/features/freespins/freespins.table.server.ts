import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The operator's free spin offers: a game, the bet per spin, the spins, the price in points, the validity. */
export const freespinOffers = pgTable(
  'freespin_offers',
  {
    id: serial().primaryKey(),
    game_list_id: integer().notNull(),
    provider_id: integer().notNull(),
    currency: varchar({ length: 10 }).notNull(),
    bet: bigint({ mode: 'number' }).notNull(),
    total_spin: integer().notNull(),
    point: integer().notNull(),
    validity_days: integer().notNull(),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('freespin_offers_list_idx').on(t.currency, t.is_active, t.order_no)],
);

/**
 * A member's free spins: bought with points (`redeem`, `offer_id`, `point_used`) or given by the operator (`ops`).
 * `key` is the request's idempotency key (one grant per member and key). The game provider holds the playable grant
 * (its reference `provider_ref`, ours `grant-<id>`); `remaining_spin`, `win_total` and `status` are what it last
 * reported.
 */
export const freespinGrants = pgTable(
  'freespin_grants',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    key: varchar({ length: 80 }).notNull(),
    source: varchar({ length: 8, enum: ['redeem', 'ops'] }).notNull(),
    offer_id: integer(),
    game_list_id: integer().notNull(),
    provider_id: integer().notNull(),
    game_code: varchar({ length: 64 }).notNull(),
    currency: varchar({ length: 10 }).notNull(),
    bet: bigint({ mode: 'number' }).notNull(),
    total_spin: integer().notNull(),
    remaining_spin: integer().notNull(),
    point_used: integer().notNull().default(0),
    win_total: bigint({ mode: 'number' }).notNull().default(0),
    expire_date: timestamp({ withTimezone: true }).notNull(),
    status: varchar({ length: 8, enum: ['pending', 'active', 'used', 'expired', 'failed'] })
      .notNull()
      .default('pending'),
    provider_ref: varchar({ length: 128 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('freespin_grants_key_uq').on(t.member_id, t.key),
    index('freespin_grants_member_idx').on(t.member_id, t.created_at),
    index('freespin_grants_open_idx').on(t.status).where(sql`status IN ('pending', 'active')`),
  ],
);
