import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A game studio whose games the casino offers. */
export const providers = pgTable(
  'providers',
  {
    id: serial().primaryKey(),
    /** Stable short code: the seamless-wallet path `/provider/<code>/…` and the launch integration use it. */
    code: varchar({ length: 32 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    /** Logo URL; null means the generated logo under /media/providers/<code>.svg. */
    logo: varchar({ length: 255 }),
    /** Games open inside the casino's game page (iframe) instead of a provider window. */
    use_iframe: boolean().notNull().default(false),
    /** Offers demo play (fun balance). */
    is_demo: boolean().notNull().default(false),
    /** Takes part in free-spin rewards. */
    is_freespin: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('providers_code_uq').on(t.code), index('providers_order_idx').on(t.order_no)],
);

/** The twelve game categories (slot, live casino, sport, …). */
export const gameCategories = pgTable(
  'game_categories',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    /** Name when a language has no translation. */
    name: varchar({ length: 64 }).notNull(),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('game_categories_code_uq').on(t.code)],
);

export const gameCategoryTranslations = pgTable(
  'game_category_translations',
  {
    id: serial().primaryKey(),
    game_category_id: integer()
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    /** languages.id */
    language_id: integer().notNull(),
    name: varchar({ length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('game_category_translations_uq').on(t.game_category_id, t.language_id)],
);

/** One playable game of a provider. Game names are brand names and are not translated. */
export const gameList = pgTable(
  'game_list',
  {
    id: serial().primaryKey(),
    /** The provider's id for the game, unique across the catalogue (it names the artwork too). */
    game_code: varchar({ length: 64 }).notNull(),
    provider_id: integer()
      .notNull()
      .references(() => providers.id),
    game_category_id: integer()
      .notNull()
      .references(() => gameCategories.id),
    name: varchar({ length: 128 }).notNull(),
    /** Artwork URL; null means the generated artwork under /media/games/<game_code>.svg. */
    image: varchar({ length: 255 }),
    is_new: boolean().notNull().default(false),
    is_hot: boolean().notNull().default(false),
    is_highlight: boolean().notNull().default(false),
    /** Demo play (fun balance) is available. */
    is_demo: boolean().notNull().default(false),
    /** Return to player in percent, e.g. 96.50; null where it does not apply (sport, lotto). */
    rtp: numeric({ precision: 5, scale: 2, mode: 'number' }),
    order_no: integer().notNull().default(0),
    is_active: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Which of the demo provider's engines plays the game (slot, crash, roulette, live-roulette, blackjack, …). */
    engine: varchar({ length: 24 }).notNull().default('slot'),
  },
  (t) => [
    uniqueIndex('game_list_code_uq').on(t.game_code),
    index('game_list_category_idx').on(t.game_category_id, t.order_no),
    index('game_list_provider_idx').on(t.provider_id, t.order_no),
  ],
);

/**
 * A lobby tag. `type` says how it selects games: all (no filter), new / hot / demo (the game's flag),
 * history (the member's last played games, kept by the member side), group (the games linked in game_tags).
 */
export const tags = pgTable(
  'tags',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 32 }).notNull(),
    type: varchar({ length: 16, enum: ['all', 'new', 'hot', 'demo', 'history', 'group'] }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    is_active: boolean().notNull().default(true),
    order_no: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('tags_code_uq').on(t.code), index('tags_order_idx').on(t.order_no)],
);

export const tagTranslations = pgTable(
  'tag_translations',
  {
    id: serial().primaryKey(),
    tag_id: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    /** languages.id */
    language_id: integer().notNull(),
    name: varchar({ length: 64 }).notNull(),
  },
  (t) => [uniqueIndex('tag_translations_uq').on(t.tag_id, t.language_id)],
);

export const gameTags = pgTable(
  'game_tags',
  {
    game_id: integer()
      .notNull()
      .references(() => gameList.id, { onDelete: 'cascade' }),
    tag_id: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    order_no: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.game_id, t.tag_id] }), index('game_tags_tag_idx').on(t.tag_id, t.game_id)],
);
