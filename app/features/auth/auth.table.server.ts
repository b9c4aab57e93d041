import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    username: varchar({ length: 32 }).notNull(),
    password_hash: text().notNull(),
    phone: varchar({ length: 20 }),
    country_code: varchar({ length: 8 }),
    currency_id: integer().notNull(),
    language_id: integer(),
    email: varchar({ length: 254 }),
    email_verified: boolean().notNull().default(false),
    phone_verified: boolean().notNull().default(false),
    subscribe_email: boolean().notNull().default(false),
    first_name: varchar({ length: 100 }),
    last_name: varchar({ length: 100 }),
    gender: varchar({ length: 10 }),
    dob: date({ mode: 'string' }),
    line_id: varchar({ length: 100 }),
    register_channal_id: integer(),
    security_question_id: integer(),
    security_answer_hash: text(),
    bank_currency_information_id: integer(),
    bank_no: varchar({ length: 32 }),
    crypto_network: varchar({ length: 32 }),
    wallet_address: varchar({ length: 128 }),
    referrer_id: integer(),
    ref_code: varchar({ length: 16 }).notNull(),
    member_level_id: integer(),
    status: varchar({ length: 16 }).notNull().default('active'),
    privileges: text().array().notNull().default([]),
    first_login_at: timestamp({ withTimezone: true }),
    last_login_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_ref_code_uq').on(t.ref_code),
    // A phone number identifies one member: it is the login name in phone mode.
    uniqueIndex('users_phone_uq').on(t.phone),
    // One bank account (bank and number) or one wallet address belongs to one member: withdrawals go there.
    uniqueIndex('users_bank_account_uq').on(t.bank_currency_information_id, t.bank_no),
    uniqueIndex('users_wallet_address_uq').on(t.wallet_address),
    index('users_referrer_idx').on(t.referrer_id),
  ],
);

/** One row per login; a JWT names its session, and revoking the row ends the session everywhere. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey(),
    user_id: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    /** When a request last used the session (written at most every few minutes): the sessions list shows it. */
    last_seen_at: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
    user_agent: text(),
    device_token: text(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);
