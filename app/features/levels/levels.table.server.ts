import {
  bigint,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The member levels: a member reaches a level when the accumulated deposit, turnover and net loss (win/loss) all pass
 * its thresholds; levels never go down. Each level gives privileges, a one-time VIP bonus and a yearly birthday bonus.
 */
export const memberLevels = pgTable('member_levels', {
  id: serial().primaryKey(),
  /** 1, 2, 3 …: the order of the levels. */
  level_no: integer().notNull().unique(),
  /** The level's name per language code (`en`, `th` …); `en` when the language has none. */
  names: jsonb().$type<Record<string, string>>().notNull(),
  /** Badge colours: the badge art is drawn from them. */
  color: varchar({ length: 7 }).notNull(),
  currency: varchar({ length: 10 }).notNull().default('THB'),
  min_deposit: bigint({ mode: 'number' }).notNull().default(0),
  min_turnover: bigint({ mode: 'number' }).notNull().default(0),
  /** Accumulated net loss (stakes − wins) the member must reach. */
  min_winloss: bigint({ mode: 'number' }).notNull().default(0),
  privileges: text().array().notNull().default([]),
  vip_bonus: bigint({ mode: 'number' }).notNull().default(0),
  birthday_bonus: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * What the daily level run found for a member: the accumulated figures through `through_date` (the last run that
 * changed them; a run that finds the same figures writes nothing).
 */
export const memberLevelStats = pgTable('member_level_stats', {
  member_id: integer().primaryKey(),
  currency: varchar({ length: 10 }).notNull(),
  deposit_total: bigint({ mode: 'number' }).notNull().default(0),
  turnover_total: bigint({ mode: 'number' }).notNull().default(0),
  winloss_total: bigint({ mode: 'number' }).notNull().default(0),
  level_id: integer(),
  through_date: date({ mode: 'string' }).notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every level a member reached, once: the VIP bonus is paid with it. */
export const memberLevelChanges = pgTable(
  'member_level_changes',
  {
    member_id: integer().notNull(),
    level_id: integer().notNull(),
    from_level_id: integer(),
    business_date: date({ mode: 'string' }).notNull(),
    vip_bonus: bigint({ mode: 'number' }).notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'member_level_changes_pk', columns: [t.member_id, t.level_id] })],
);
