import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { AuthUser } from './auth.schemas.ts';
import { hashPassword, verifyPassword } from './auth.passwords.server.ts';
import type { AuthService } from './auth.service.server.ts';
import { users } from './auth.table.server.ts';

/**
 * Writes of the member's profile columns. The users table belongs to the auth feature: the profile feature decides
 * what may change and checks it, then writes through these calls (`services.auth.updateProfile`), which are part of
 * the auth service (createAuthService).
 */

/** Profile columns that can be written; `security_answer` is given in clear and kept as an argon2id hash. */
export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  gender?: string;
  dob?: string;
  line_id?: string | null;
  register_channal_id?: number;
  security_question_id?: number;
  security_answer?: string;
  /** A new address is unverified until its code is entered. */
  email?: string;
  email_verified?: boolean;
  phone_verified?: boolean;
  bank_currency_information_id?: number;
  bank_no?: string | null;
  crypto_network?: string | null;
  wallet_address?: string | null;
}

export interface ProfileWriteOptions {
  /** Write only while the member has no bank account or wallet registered (first registration of bank details). */
  onlyWithoutBankDetails?: boolean;
  /** Write only while the member's e-mail is this one (a verification of that address). */
  onlyIfEmail?: string;
  /** Write only while the member's phone is this one. */
  onlyIfPhone?: string;
}

export interface ProfileWrites {
  /**
   * Writes profile columns of one member in one statement and returns the member as GET /mb/users shows it; null
   * when the member does not exist or a condition of `options` no longer holds. A bank account or wallet address
   * another member holds is a Conflict (BANK_ACCOUNT_TAKEN, WALLET_ADDRESS_TAKEN): the unique indexes settle races.
   */
  updateProfile(userId: number, changes: ProfileChanges, options?: ProfileWriteOptions): Promise<AuthUser | null>;
  /** Whether another member holds this bank account (bank and number) or this wallet address. */
  accountHeldByOther(
    userId: number,
    account: { bankCurrencyInformationId: number; bankNo: string } | { walletAddress: string },
  ): Promise<boolean>;
  /** Checks a member's security answer (compared as normalised when it was set). */
  securityAnswerMatches(userId: number, answer: string): Promise<boolean>;
}

/** How answers are compared: Unicode-normalised, trimmed, single spaces, lower case. */
export function normalSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

function uniqueConstraint(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

const taken = (path: string, errorCode: string) =>
  new AppError('Conflict', errorCode, { params: { field: path }, data: { errors: [{ path, errorCode }] } });

export function createProfileWrites(db: Db, auth: Pick<AuthService, 'profile' | 'memberChanged'>): ProfileWrites {
  return {
    async updateProfile(userId, changes, options = {}) {
      const { security_answer: answer, ...columns } = changes;
      const set: Partial<typeof users.$inferInsert> = { ...columns, updated_at: new Date() };
      if (answer !== undefined) set.security_answer_hash = await hashPassword(normalSecurityAnswer(answer));
      // A changed address needs verifying again; the same address (in any letter case) keeps its state.
      const emailChanged =
        changes.email !== undefined && changes.email_verified === undefined
          ? sql`lower(coalesce(${users.email}, '')) <> ${changes.email.toLowerCase()}`
          : null;
      if (emailChanged)
        set.email_verified =
          sql`CASE WHEN ${emailChanged} THEN false ELSE ${users.email_verified} END` as unknown as boolean;

      const conditions = [eq(users.id, userId)];
      if (options.onlyWithoutBankDetails) conditions.push(isNull(users.bank_no), isNull(users.wallet_address));
      if (options.onlyIfEmail !== undefined)
        conditions.push(sql`lower(${users.email}) = ${options.onlyIfEmail.toLowerCase()}`);
      if (options.onlyIfPhone !== undefined) conditions.push(eq(users.phone, options.onlyIfPhone));
      try {
        const rows = await db
          .update(users)
          .set(set)
          .where(and(...conditions))
          .returning({ id: users.id });
        if (!rows.length) return null;
        await auth.memberChanged(userId);
      } catch (err) {
        const constraint = uniqueConstraint(err);
        if (constraint === 'users_bank_account_uq') throw taken('bank_no', 'BANK_ACCOUNT_TAKEN');
        if (constraint === 'users_wallet_address_uq') throw taken('wallet_address', 'WALLET_ADDRESS_TAKEN');
        throw err;
      }
      return auth.profile(userId);
    },

    async accountHeldByOther(userId, account) {
      const where =
        'walletAddress' in account
          ? eq(users.wallet_address, account.walletAddress)
          : and(
              eq(users.bank_currency_information_id, account.bankCurrencyInformationId),
              eq(users.bank_no, account.bankNo),
            );
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(where, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async securityAnswerMatches(userId, answer) {
      const [row] = await db
        .select({ hash: users.security_answer_hash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row?.hash) return false;
      return verifyPassword(row.hash, normalSecurityAnswer(answer));
    },
  };
}
