import { bigint, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { LIMIT_KINDS } from './protection.schemas.ts';

/**
 * A member's limit of one kind (deposit_day … max_bet, session_minutes), in the member's currency's minor units (minutes
 * for session_minutes). `amount` is the player's limit in force; a raise or removal waits in `pending_amount` /
 * `pending_at` (null amount with a pending_at: the limit goes) until its cooling-off ends, and counts from then on
 * without a write (the bet path's SQL and the service read `pending_at <= now`). `operator_amount` is the operator's
 * limit: the stricter of the two applies. One row per member and kind: the bet path reads a member's rows with one
 * lookup of the primary key's prefix.
 */
export const protectionLimits = pgTable(
  'protection_limits',
  {
    member_id: integer().notNull(),
    kind: varchar({ length: 20, enum: LIMIT_KINDS }).notNull(),
    amount: bigint({ mode: 'number' }),
    pending_amount: bigint({ mode: 'number' }),
    pending_at: timestamp({ withTimezone: true }),
    operator_amount: bigint({ mode: 'number' }),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'protection_limits_pk', columns: [t.member_id, t.kind] })],
);

/**
 * A member's time settings and exclusion: the reality-check interval, a time-out or self-exclusion in force (until
 * `excluded_until`; a self-exclusion without an end is indefinite), the request to lift an indefinite one, and when
 * the member last reviewed or was prompted about the deposit limits. The row is also what deposits lock, so that
 * parallel deposits of a member count one after another.
 */
export const protectionMembers = pgTable('protection_members', {
  member_id: integer().primaryKey(),
  reality_check_minutes: integer(),
  exclusion: varchar({ length: 16, enum: ['timeout', 'self_exclusion'] }),
  excluded_at: timestamp({ withTimezone: true }),
  excluded_until: timestamp({ withTimezone: true }),
  /** An indefinite self-exclusion's lift: asked at, effective 7 days later. */
  lift_at: timestamp({ withTimezone: true }),
  limits_reviewed_at: timestamp({ withTimezone: true }),
  limit_prompt_at: timestamp({ withTimezone: true }),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
