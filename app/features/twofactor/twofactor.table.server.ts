import { bigint, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A member's authenticator-app secret (TOTP, RFC 6238). The secret is stored sealed (AES-256-GCM under a key derived
 * from the server secret), never in clear. `enabled_at` is null while the enrolment waits for its first code;
 * `last_step` is the time step of the last code accepted, so a code (or an older one) is never accepted twice.
 */
export const twofactorSecrets = pgTable('twofactor_secrets', {
  member_id: integer().primaryKey(),
  secret_sealed: varchar({ length: 200 }).notNull(),
  enabled_at: timestamp({ withTimezone: true }),
  last_step: bigint({ mode: 'number' }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Recovery codes, shown once at enrolment: only their keyed hash (HMAC-SHA-256) is kept; each works once. */
export const twofactorRecoveryCodes = pgTable(
  'twofactor_recovery_codes',
  {
    id: serial().primaryKey(),
    member_id: integer().notNull(),
    code_hash: varchar({ length: 64 }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('twofactor_recovery_codes_hash_uq').on(t.member_id, t.code_hash),
    index('twofactor_recovery_codes_member_idx').on(t.member_id),
  ],
);
