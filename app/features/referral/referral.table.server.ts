import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One visit of a referral link. */
export const affiliateLinkVisits = pgTable(
  'affiliate_link_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    ref_code: varchar({ length: 16 }).notNull(),
    referrer_user_id: integer().notNull(),
    landing_path: varchar({ length: 512 }).notNull(),
    referrer_url: varchar({ length: 1024 }),
    ip: varchar({ length: 64 }).notNull(),
    user_agent: varchar({ length: 512 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('affiliate_link_visits_referrer_idx').on(t.referrer_user_id, t.created_at),
    index('affiliate_link_visits_ip_idx').on(t.ip, t.created_at),
  ],
);
