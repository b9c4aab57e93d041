import { bigserial, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A browser's Web Push subscription, held for the member who made it: the push service's endpoint and the
 * browser's keys for the payload's encryption (RFC 8291). One row per endpoint: a browser that subscribes again
 * (or for another member) replaces its row. Removed when the push service answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    member_id: integer().notNull(),
    endpoint: varchar({ length: 1000 }).notNull(),
    p256dh: varchar({ length: 100 }).notNull(),
    auth: varchar({ length: 40 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.member_id),
  ],
);
