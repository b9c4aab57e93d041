import { integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Policy pages (terms, privacy, cookies, security) per language; content is sanitised HTML. */
export const policies = pgTable(
  'policies',
  {
    id: serial().primaryKey(),
    slug: varchar({ length: 32 }).notNull(),
    language_id: integer().notNull(),
    title: varchar({ length: 120 }).notNull(),
    content: text().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policies_slug_language_uq').on(t.slug, t.language_id)],
);
