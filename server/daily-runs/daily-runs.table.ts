import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per daily job and business date: the claim (lease) of the instance running it, its progress and outcome.
 * A row that is `done` is never run again; a `failed` row, or a `running` row whose lease has expired (its instance
 * died), is claimed again by the next trigger and resumes (every credit of the job is idempotent per member).
 */
export const dailyRuns = pgTable(
  'daily_runs',
  {
    id: serial().primaryKey(),
    job: varchar({ length: 32 }).notNull(),
    business_date: date({ mode: 'string' }).notNull(),
    status: varchar({ length: 16 }).notNull().default('running'),
    members: integer().notNull().default(0),
    credited: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    /** The instance holding the run, and until when; it renews the lease while it works. */
    lease_owner: varchar({ length: 64 }),
    lease_until: timestamp({ withTimezone: true }),
    started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finished_at: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [
    uniqueIndex('daily_runs_job_date_uq').on(t.job, t.business_date),
    index('daily_runs_started_idx').on(t.started_at),
  ],
);
