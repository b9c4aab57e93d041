import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/** A member's favourite game (at most FAVOURITE_LIMIT per member; the service enforces it under a lock). */
export const userFavorites = pgTable(
  'user_favorites',
  {
    member_id: integer().notNull(),
    /** game_list.id */
    game_list_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_favorites_pk', columns: [t.member_id, t.game_list_id] }),
    index('user_favorites_member_idx').on(t.member_id, t.created_at),
  ],
);

/** The games a member launched, the latest launch of each; the oldest beyond LAST_PLAYED_KEEP are dropped. */
export const userLastPlayed = pgTable(
  'user_last_played',
  {
    member_id: integer().notNull(),
    /** game_list.id */
    game_list_id: integer().notNull(),
    played_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    play_count: integer().notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'user_last_played_pk', columns: [t.member_id, t.game_list_id] }),
    index('user_last_played_member_idx').on(t.member_id, t.played_at),
  ],
);
