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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { QuestCondition, QuestPeriod, QuestType, RewardType } from './quests.schemas.ts';

/** Texts of a quest in one locale; a missing locale falls back to English. */
export type QuestTexts = Record<string, { title: string; description?: string }>;

/**
 * A quest the operator configures (quest-information): its type, what it counts and how much, the game categories
 * that count (empty: all), the currency, once or daily, the VIP level it asks, the reward (money in minor units,
 * points, or a promotion), the check-in calendar's seven rewards, its window and its texts per locale.
 */
export const questInformation = pgTable(
  'quest_information',
  {
    id: serial().primaryKey(),
    type: varchar({ length: 16 }).notNull().$type<QuestType>(),
    condition: varchar({ length: 16 }).notNull().$type<QuestCondition>(),
    /** Minor units for bet, win, winloss and deposit; rounds for the count conditions. */
    target: bigint({ mode: 'number' }).notNull().default(1),
    /** Per round: the minimum stake (min_bet, bet_count) or win (min_win) in minor units; the multiplier ×100. */
    threshold: bigint({ mode: 'number' }).notNull().default(0),
    categories: text().array().notNull().default(sql`'{}'::text[]`),
    currency: varchar({ length: 10 }).notNull(),
    period: varchar({ length: 8 }).notNull().default('once').$type<QuestPeriod>(),
    /** A VIP quest's lowest member level (level_no). */
    min_level: integer().notNull().default(0),
    reward_type: varchar({ length: 16 }).notNull().$type<RewardType>(),
    reward_amount: bigint({ mode: 'number' }).notNull().default(0),
    reward_promotion_id: integer(),
    check_in_rewards: jsonb().$type<number[]>().notNull().default([]),
    starts_at: timestamp({ withTimezone: true }),
    ends_at: timestamp({ withTimezone: true }),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
    art: varchar({ length: 16 }).notNull().default('gold'),
    content: jsonb().$type<QuestTexts>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quest_information_list_idx').on(t.is_active, t.order_no),
    check('quest_information_amounts', sql`${t.target} >= 0 AND ${t.threshold} >= 0 AND ${t.reward_amount} >= 0`),
  ],
);

/**
 * A member's run of a quest: joined once ('once') or per business day ('2026-11-24'); the progress the settled bets
 * (or deposits) added since it was joined, and when it was completed and claimed. The reward is copied when joined.
 */
export const questMembers = pgTable(
  'quest_members',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    quest_information_id: integer()
      .notNull()
      .references(() => questInformation.id),
    period_key: varchar({ length: 10 }).notNull(),
    state: varchar({ length: 12 }).notNull().$type<'joined' | 'completed' | 'claimed'>(),
    currency: varchar({ length: 10 }).notNull(),
    /** Signed for winloss (wins − stakes); shown never below zero. */
    progress: bigint({ mode: 'number' }).notNull().default(0),
    target: bigint({ mode: 'number' }).notNull(),
    reward_type: varchar({ length: 16 }).notNull().$type<RewardType>(),
    reward_amount: bigint({ mode: 'number' }).notNull().default(0),
    reward_promotion_id: integer(),
    joined_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp({ withTimezone: true }),
    claimed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quest_members_period_uq').on(t.member_id, t.quest_information_id, t.period_key),
    // The bet feed looks up the joined quests of the members whose rounds it reads.
    index('quest_members_joined_idx').on(t.member_id).where(sql`${t.state} = 'joined'`),
  ],
);

/** One check-in per member and business date; streak_day is the day of the 7-day streak it paid. */
export const questCheckIns = pgTable(
  'quest_check_ins',
  {
    member_id: integer().notNull(),
    business_date: varchar({ length: 10 }).notNull(),
    quest_information_id: integer().notNull(),
    streak_day: integer().notNull(),
    reward_type: varchar({ length: 16 }).notNull().$type<RewardType>(),
    reward_amount: bigint({ mode: 'number' }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.member_id, t.business_date] })],
);

/** The bet feed's watermark: the last settled round (services.turnover.settledRounds) the quests have counted. */
export const questFeed = pgTable('quest_feed', {
  id: integer().primaryKey(),
  last_round_id: bigint({ mode: 'number' }).notNull().default(0),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
