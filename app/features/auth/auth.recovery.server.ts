import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import type { Member } from '../../../server/rest/service.ts';
import { fieldErrorsFromIssues, type FieldError } from '../../shared/field-errors.ts';
import type { OtpService } from '../otp/otp.service.server.ts';
import {
  CHANGE_PASSWORD_FIELDS,
  changePasswordSchema,
  forgotPasswordSchema,
  resetCodeSchema,
  resetPasswordSchema,
  type AuthRules,
  type ForgotPasswordTicket,
} from './auth.schemas.ts';
import { hashPassword, verifyPassword } from './auth.passwords.server.ts';
import { users } from './auth.table.server.ts';
import type { TokenService } from './auth.tokens.server.ts';

/** What the password flows need of the OTP service. */
export type AuthOtp = Pick<OtpService, 'request' | 'verify' | 'checkVerifyToken' | 'consumeVerifyToken'>;

export interface RecoveryMeta {
  ip: string;
  locale: string;
}

export interface PasswordRecovery {
  /**
   * Sends an SMS code to the phone of the account named by `username` (the phone number in phone mode). Answers
   * the same for an unknown, suspended or phone-less account, but sends nothing then.
   */
  forgotPassword(body: unknown, meta: RecoveryMeta): Promise<ForgotPasswordTicket>;
  /** The code of the reference → a verify token for the new password. */
  verifyResetCode(body: unknown, meta: RecoveryMeta): Promise<{ verifyToken: string; verifyTokenExpiresAt: string }>;
  /** Sets the new password with a verify token (used once) and ends every session of the member. */
  resetPassword(body: unknown, meta: RecoveryMeta): Promise<{ success: true }>;
  /** The member's current password and a new one; every other session of the member ends. */
  changePassword(
    member: Pick<Member, 'id' | 'sessionId'>,
    body: unknown,
    meta: RecoveryMeta,
  ): Promise<{ success: true; revokedSessions: number }>;
}

export interface RecoveryDeps {
  db: Db;
  tokens: TokenService;
  otp: AuthOtp;
  rules: () => Promise<AuthRules>;
  limits: RateLimitStore;
}

/** Wrong current passwords per member before change-password waits. */
export const CHANGE_PASSWORD_LIMIT = { name: 'change-password', limit: 5, windowMs: 15 * 60_000 };

function badRequest(errors: FieldError[], order: readonly string[] = []): AppError {
  const rank = (p: string) => (order.indexOf(p) === -1 ? order.length : order.indexOf(p));
  const sorted = [...errors].sort((a, b) => rank(a.path) - rank(b.path));
  const first = sorted[0];
  return new AppError('BadRequest', first.errorCode, {
    params: { field: first.path, ...first.params },
    data: { errors: sorted },
  });
}

function parse<T>(schema: z.ZodType<T>, body: unknown, order?: readonly string[]): T {
  const result = schema.safeParse(body && typeof body === 'object' ? body : {});
  if (!result.success) throw badRequest(fieldErrorsFromIssues(result.error.issues), order);
  return result.data;
}

export function createPasswordRecovery(deps: RecoveryDeps): PasswordRecovery {
  const { db, otp, tokens } = deps;
  const changeLimiter = createRateLimiter(deps.limits, CHANGE_PASSWORD_LIMIT);

  /** The account a forgot-password form names: by username, or in phone mode by phone number too. */
  async function account(identifier: string) {
    const rules = await deps.rules();
    const byName = sql`lower(${users.username}) = ${identifier.toLowerCase()}`;
    const where =
      rules.loginMode === 'phone' && /^\d+$/.test(identifier)
        ? sql`(${byName} or ${users.phone} = ${identifier})`
        : byName;
    const [row] = await db
      .select({ id: users.id, phone: users.phone, country_code: users.country_code, status: users.status })
      .from(users)
      .where(where)
      .orderBy(users.id)
      .limit(1);
    // Only an active account with a phone gets a message; every other name is answered by a decoy.
    return row?.phone && row.status === 'active' ? row : null;
  }

  const decoyKey = (identifier: string) => `user:${identifier.toLowerCase()}`;

  return {
    async forgotPassword(body, meta) {
      const { username } = parse(forgotPasswordSchema, body);
      const user = await account(username);
      const ticket = user
        ? await otp.request({
            channel: 'sms',
            to: user.phone!,
            countryCode: user.country_code ?? undefined,
            purpose: 'reset-password',
            memberId: user.id,
            locale: meta.locale,
            ip: meta.ip,
          })
        : await otp.request({
            channel: 'sms',
            to: decoyKey(username),
            purpose: 'reset-password',
            decoy: true,
            locale: meta.locale,
            ip: meta.ip,
          });
      return {
        otpReferenceCode: ticket.reference,
        otpResendAfter: ticket.resendAfter,
        expiresOtpSms: ticket.expiresAt,
        otpRepeatTime: ticket.resendSeconds,
        phone: ticket.to,
        expiresInMinutes: ticket.expiresInMinutes,
        expiresInSeconds: ticket.expiresInSeconds,
        resendInSeconds: ticket.resendInSeconds,
      };
    },

    async verifyResetCode(body) {
      const input = parse(resetCodeSchema, body);
      const user = await account(input.username);
      const verified = user
        ? await otp.verify({
            channel: 'sms',
            to: user.phone!,
            countryCode: user.country_code ?? undefined,
            purpose: 'reset-password',
            memberId: user.id,
            reference: input.otpReferenceCode,
            code: input.code,
          })
        : await otp.verify({
            channel: 'sms',
            to: decoyKey(input.username),
            decoy: true,
            purpose: 'reset-password',
            reference: input.otpReferenceCode,
            code: input.code,
          });
      return { verifyToken: verified.verifyToken, verifyTokenExpiresAt: verified.verifyTokenExpiresAt };
    },

    async resetPassword(body, meta) {
      const input = parse(resetPasswordSchema(meta.locale), body, ['verifyToken', 'password', 'confirm_password']);
      const verified = await otp.consumeVerifyToken({ token: input.verifyToken, purpose: 'reset-password' });
      if (!verified?.memberId) throw new AppError('BadRequest', 'OTP_VERIFY_TOKEN_INVALID');
      const now = new Date();
      await db
        .update(users)
        .set({ password_hash: await hashPassword(input.password), updated_at: now })
        .where(eq(users.id, verified.memberId));
      await tokens.revokeAll(verified.memberId);
      return { success: true };
    },

    async changePassword(member, body, meta) {
      const input = parse(changePasswordSchema(meta.locale), body, CHANGE_PASSWORD_FIELDS);
      const key = String(member.id);
      const gate = await changeLimiter.consume(key);
      if (!gate.allowed) {
        const minutes = Math.max(1, Math.ceil(gate.retryAfterMs / 60_000));
        throw new AppError('TooManyRequests', 'PASSWORD_CHANGE_THROTTLED', {
          params: { minutes },
          data: { retryAfter: Math.ceil(gate.retryAfterMs / 1000) },
        });
      }
      const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, member.id)).limit(1);
      if (!row) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
      if (!(await verifyPassword(row.hash, input.current_password))) {
        throw badRequest([{ path: 'current_password', errorCode: 'CURRENT_PASSWORD_INCORRECT' }]);
      }
      await changeLimiter.reset(key);
      await db
        .update(users)
        .set({ password_hash: await hashPassword(input.password), updated_at: new Date() })
        .where(eq(users.id, member.id));
      const revokedSessions = await tokens.revokeAll(member.id, member.sessionId);
      return { success: true, revokedSessions };
    },
  };
}
