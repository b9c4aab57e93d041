import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One row per code sent. The code itself is never kept: only its HMAC-SHA256 under a server key, bound to the row's
 * reference, destination and purpose. A code is live until it expires, is verified, is replaced by a newer one or
 * runs out of attempts (`invalidated_at`). A verified code carries the hash of its verify token, used once
 * (`consumed_at`).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: varchar({ length: 8 }).notNull(),
    /** International phone number or lower-case e-mail address; `decoy:` rows answer for unknown accounts and send nothing. */
    destination: varchar({ length: 254 }).notNull(),
    purpose: varchar({ length: 32 }).notNull(),
    member_id: integer(),
    reference: varchar({ length: 8 }).notNull(),
    code_hash: varchar({ length: 64 }).notNull(),
    attempts: smallint().notNull().default(0),
    max_attempts: smallint().notNull(),
    locale: varchar({ length: 8 }).notNull(),
    ip: varchar({ length: 64 }),
    created_at: timestamp({ withTimezone: true }).notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    resend_after: timestamp({ withTimezone: true }).notNull(),
    verified_at: timestamp({ withTimezone: true }),
    invalidated_at: timestamp({ withTimezone: true }),
    verify_token_hash: varchar({ length: 64 }),
    verify_token_expires_at: timestamp({ withTimezone: true }),
    consumed_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('otp_codes_destination_idx').on(t.channel, t.destination, t.purpose, t.created_at),
    index('otp_codes_reference_idx').on(t.reference, t.created_at),
    uniqueIndex('otp_codes_verify_token_uq').on(t.verify_token_hash),
    check('otp_codes_channel', sql`${t.channel} in ('sms', 'email')`),
    check('otp_codes_attempts', sql`${t.attempts} between 0 and ${t.max_attempts}`),
  ],
);

/** Timing and limits of codes: a single row, id 1 (defaults in otp.schemas.ts when absent). */
export const otpSettings = pgTable(
  'otp_settings',
  {
    id: integer().primaryKey().default(1),
    code_length: smallint().notNull(),
    expiry_seconds: integer().notNull(),
    resend_seconds: integer().notNull(),
    max_attempts: smallint().notNull(),
    requests_per_hour: integer().notNull(),
    requests_per_ip_per_hour: integer().notNull(),
    verify_token_seconds: integer().notNull(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('otp_settings_single_row', sql`${t.id} = 1`),
    check('otp_settings_code_length', sql`${t.code_length} between 6 and 8`),
  ],
);

/**
 * Messages the development senders delivered (SMS always: no SMS gateway is configured; e-mail when SMTP_URL is
 * unset), newest read first by `GET /ops/outbox?to=`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    to: varchar({ length: 254 }).notNull(),
    channel: varchar({ length: 8 }).notNull(),
    purpose: varchar({ length: 32 }).notNull(),
    subject: text(),
    text: text().notNull(),
    code: varchar({ length: 16 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.created_at)],
);
