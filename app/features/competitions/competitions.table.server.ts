import {
  bigint,
  bigserial,
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
import type { CompetitionPrize, CompetitionTexts } from './competitions.schemas.ts';

/**
 * A competition: members who joined are ranked by `calc_type` over the rounds they settle in eligible games between
 * `starts_at` and `ends_at`; the prizes per rank are paid once it has ended (`paid_at`).
 */
export const competitions = pgTable(
  'competitions',
  {
    id: serial().primaryKey(),
    /** Per locale: { name, summary, rules }; `en` is required and the fallback. */
    texts: jsonb().$type<Record<string, CompetitionTexts>>().notNull(),
    calc_type: varchar({ length: 16, enum: ['turnover', 'win_multiplier', 'win_loss', 'bets'] }).notNull(),
    /** Rounds of a smaller stake (minor units) do not count; 0: any. */
    min_stake: bigint({ mode: 'number' }).notNull().default(0),
    /** The members' (and the prizes') currency. */
    currency: varchar({ length: 10 }).notNull(),
    /** Game categories (codes) and game codes whose rounds count; both empty: every game. */
    eligible_categories: text().array().notNull().default([]),
    eligible_games: text().array().notNull().default([]),
    /** Prize per rank, rank 1 first. */
    prizes: jsonb().$type<CompetitionPrize[]>().notNull(),
    /** A card colour theme for the art. */
    theme: varchar({ length: 16 }).notNull().default('gold'),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    /** Set by the end job once every prize was paid (or left with the house). */
    paid_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_ends_idx').on(t.ends_at), index('competitions_starts_idx').on(t.starts_at)],
);

/**
 * A member's entry and score. Ranking: score descending, then who reached it first (`reached_at`), then the lower
 * member id; the index answers the top N and a member's rank without sorting the whole field.
 */
export const competitionEntries = pgTable(
  'competition_entries',
  {
    competition_id: integer().notNull(),
    member_id: integer().notNull(),
    score: bigint({ mode: 'number' }).notNull().default(0),
    reached_at: timestamp({ withTimezone: true }).notNull(),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
    rounds: integer().notNull().default(0),
    joined_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.competition_id, t.member_id] }),
    index('competition_entries_rank_idx').on(t.competition_id, t.score.desc(), t.reached_at, t.member_id),
    index('competition_entries_member_idx').on(t.member_id, t.joined_at),
  ],
);

/** The settled-rounds consumer's watermark (one row per consumer name), locked while a batch is applied. */
export const competitionFeed = pgTable('competition_feed', {
  name: varchar({ length: 32 }).primaryKey(),
  last_round_id: bigint({ mode: 'number' }).notNull().default(0),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What the end job awarded per rank (a rank without a player has no row: its prize stays with the house). */
export const competitionPayouts = pgTable(
  'competition_payouts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    competition_id: integer().notNull(),
    rank: integer().notNull(),
    member_id: integer().notNull(),
    score: bigint({ mode: 'number' }).notNull(),
    reward_type: varchar({ length: 8, enum: ['money', 'points'] }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    key: varchar({ length: 80 }).notNull(),
    paid_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_payouts_rank_uq').on(t.competition_id, t.rank),
    uniqueIndex('competition_payouts_key_uq').on(t.key),
    index('competition_payouts_member_idx').on(t.member_id),
  ],
);
