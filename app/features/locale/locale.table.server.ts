import { boolean, index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const languages = pgTable(
  'languages',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 8 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    native_name: varchar({ length: 64 }).notNull(),
    is_default: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
    /** Offered to members (the shell asks with is_member=1). */
    is_member: boolean().notNull().default(true),
    order_no: smallint().notNull().default(0),
  },
  (t) => [uniqueIndex('languages_code_uq').on(t.code)],
);

export const currencies = pgTable(
  'currencies',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 64 }).notNull(),
    symbol: varchar({ length: 8 }).notNull(),
    /** Minor-unit digits: 2 for THB, 6 for USDT. */
    decimals: smallint().notNull(),
    /** Symbol after the amount ("100 USDT") instead of before ("฿100"). */
    is_following: boolean().notNull().default(false),
    is_crypto: boolean().notNull().default(false),
    is_active: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('currencies_code_uq').on(t.code)],
);

/** How a currency is shown in a language: its symbol there and whether decimals are displayed. */
export const currencyLanguages = pgTable(
  'currency_languages',
  {
    id: serial().primaryKey(),
    currency_id: integer().notNull(),
    language_id: integer().notNull(),
    display_symbol: varchar({ length: 8 }).notNull(),
    display_name: varchar({ length: 64 }).notNull(),
    is_decimal: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('currency_languages_uq').on(t.currency_id, t.language_id)],
);

export const countries = pgTable(
  'country_information',
  {
    id: serial().primaryKey(),
    iso_code: varchar({ length: 2 }).notNull(),
    country_code: varchar({ length: 6 }).notNull(),
    country_name: varchar({ length: 64 }).notNull(),
    phone_min_length: smallint().notNull().default(8),
    phone_max_length: smallint().notNull().default(10),
    is_active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('country_information_iso_uq').on(t.iso_code),
    index('country_information_name_idx').on(t.country_name),
  ],
);
