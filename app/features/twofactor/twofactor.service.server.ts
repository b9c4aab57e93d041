import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import {
  RECOVERY_CODE_COUNT,
  TOTP_CODE_FIELD,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from './twofactor.schemas.ts';
import { twofactorRecoveryCodes, twofactorSecrets } from './twofactor.table.server.ts';

export type { TwoFactorEnrolment, TwoFactorStatus } from './twofactor.schemas.ts';

/**
 * Authenticator-app codes (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, one step of clock drift either way)
 * with the `otpauth` package, and recovery codes. Every check of a code is throttled per member (`limit` wrong codes
 * in `windowMs`, counted in the shared rate-limit store, so Redis makes it hold across instances); an accepted TOTP
 * code moves the member's `last_step` forward in one conditional UPDATE, so the same code (or an older one) is
 * refused afterwards even when two requests race with it.
 */
export interface TwoFactorService {
  status(memberId: number): Promise<TwoFactorStatus>;
  enabled(memberId: number): Promise<boolean>;
  /** A new secret waiting for its first code (replaces a waiting one); refused when 2FA is already on. */
  startEnrolment(memberId: number, accountName: string): Promise<TwoFactorEnrolment>;
  /** The waiting enrolment again (the page shows it until the first code is entered), or null. */
  pendingEnrolment(memberId: number, accountName: string): Promise<TwoFactorEnrolment | null>;
  /** The first code from the app turns 2FA on; the answer holds the recovery codes, shown this once. */
  confirmEnrolment(memberId: number, code: string): Promise<{ recoveryCodes: string[] }>;
  /** Turns 2FA off after a right code (or a recovery code). */
  disable(memberId: number, code: string): Promise<void>;
  /** Checks a code of a member with 2FA on (throttled, never twice); throws TOTP_* errors under `field`. */
  verify(memberId: number, code: string, field?: string): Promise<void>;
  /** For actions that need a fresh code when 2FA is on: nothing when it is off, TOTP_REQUIRED without a code. */
  requireCode(memberId: number, code: string | undefined | null, field?: string): Promise<void>;
}

export interface TwoFactorDeps {
  db: Db;
  /** The server secret: the secrets' sealing key and the recovery codes' hash key are derived from it. */
  secret: string;
  limits: RateLimitStore;
  /** Shown in the authenticator app beside the account name. */
  issuer: () => string;
  now?: () => number;
  throttle?: { limit?: number; windowMs?: number };
}

export const TOTP_THROTTLE = { limit: 5, windowMs: 15 * 60_000 };

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function fieldError(kind: 'BadRequest' | 'TooManyRequests' | 'Conflict', code: string, field: string, params = {}) {
  return new AppError(kind, code, { params, data: { errors: [{ path: field, errorCode: code, params }] } });
}

export function createTwoFactorService(deps: TwoFactorDeps): TwoFactorService {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const sealKey = Buffer.from(hkdfSync('sha256', deps.secret, 'totp-secret', 'totp secret seal v1', 32));
  const hashKey = Buffer.from(hkdfSync('sha256', deps.secret, 'totp-recovery', 'totp recovery code v1', 32));
  const limiter = createRateLimiter(deps.limits, {
    name: 'totp',
    limit: deps.throttle?.limit ?? TOTP_THROTTLE.limit,
    windowMs: deps.throttle?.windowMs ?? TOTP_THROTTLE.windowMs,
  });

  const seal = (base32: string) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', sealKey, iv);
    const body = Buffer.concat([c.update(base32, 'utf8'), c.final()]);
    return `v1.${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64url')}`;
  };
  const unseal = (sealed: string) => {
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    const d = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
  };
  const totpOf = (base32: string, accountName = '') =>
    new OTPAuth.TOTP({
      issuer: deps.issuer(),
      label: accountName,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: OTPAuth.Secret.fromBase32(base32),
    });
  const normalRecovery = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
  const recoveryHash = (code: string) => createHmac('sha256', hashKey).update(normalRecovery(code)).digest('hex');
  const isRecovery = (code: string) => !/^\d{6}$/.test(code.replace(/\s+/g, ''));

  async function rowOf(memberId: number) {
    const [row] = await db.select().from(twofactorSecrets).where(eq(twofactorSecrets.member_id, memberId)).limit(1);
    return row ?? null;
  }

  async function enrolmentOf(base32: string, accountName: string): Promise<TwoFactorEnrolment> {
    const uri = totpOf(base32, accountName).toString();
    const qrDataUrl = await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
    return { secret: base32, uri, qrDataUrl };
  }

  /** The time step a right code belongs to, or null. */
  function stepOf(base32: string, code: string): number | null {
    const at = now();
    const delta = totpOf(base32).validate({ token: code, timestamp: at, window: 1 });
    if (delta === null) return null;
    return Math.floor(at / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /**
   * One attempt: counted first (so parallel guesses cannot pass the limit), then checked. A right code gives the
   * member's allowance back; a wrong one keeps it spent.
   */
  async function attempt(memberId: number, field: string, check: () => Promise<'ok' | 'wrong' | 'used'>) {
    const gate = await limiter.consume(String(memberId));
    if (!gate.allowed) {
      const minutes = Math.max(1, Math.ceil(gate.retryAfterMs / 60_000));
      throw fieldError('TooManyRequests', 'TOTP_THROTTLED', field, { minutes });
    }
    const outcome = await check();
    if (outcome === 'ok') {
      await limiter.reset(String(memberId));
      return;
    }
    if (outcome === 'used') throw fieldError('BadRequest', 'TOTP_USED', field);
    throw fieldError('BadRequest', 'TOTP_INVALID', field, { left: Math.max(0, limiter.rule.limit - gate.count) });
  }

  /** A code of the app against the stored secret: right, and of a later step than any accepted before. */
  async function checkTotp(memberId: number, sealed: string, code: string): Promise<'ok' | 'wrong' | 'used'> {
    const step = stepOf(unseal(sealed), code.replace(/\s+/g, ''));
    if (step === null) return 'wrong';
    const moved = await db
      .update(twofactorSecrets)
      .set({ last_step: step, updated_at: new Date(now()) })
      .where(
        and(
          eq(twofactorSecrets.member_id, memberId),
          or(isNull(twofactorSecrets.last_step), lt(twofactorSecrets.last_step, step)),
        ),
      )
      .returning({ id: twofactorSecrets.member_id });
    return moved.length ? 'ok' : 'used';
  }

  async function checkRecovery(memberId: number, code: string): Promise<'ok' | 'wrong' | 'used'> {
    const used = await db
      .update(twofactorRecoveryCodes)
      .set({ used_at: new Date(now()) })
      .where(
        and(
          eq(twofactorRecoveryCodes.member_id, memberId),
          eq(twofactorRecoveryCodes.code_hash, recoveryHash(code)),
          isNull(twofactorRecoveryCodes.used_at),
        ),
      )
      .returning({ id: twofactorRecoveryCodes.id });
    return used.length ? 'ok' : 'wrong';
  }

  async function verify(memberId: number, code: string, field = TOTP_CODE_FIELD) {
    const row = await rowOf(memberId);
    if (!row?.enabled_at) throw fieldError('Conflict', 'TOTP_NOT_ENABLED', field);
    await attempt(memberId, field, () =>
      isRecovery(code) ? checkRecovery(memberId, code) : checkTotp(memberId, row.secret_sealed, code),
    );
  }

  return {
    async status(memberId) {
      const row = await rowOf(memberId);
      const [left] = await db
        .select({ n: count() })
        .from(twofactorRecoveryCodes)
        .where(and(eq(twofactorRecoveryCodes.member_id, memberId), isNull(twofactorRecoveryCodes.used_at)));
      return { enabled: !!row?.enabled_at, pending: !!row && !row.enabled_at, recoveryCodesLeft: left?.n ?? 0 };
    },

    async enabled(memberId) {
      const [row] = await db
        .select({ id: twofactorSecrets.member_id })
        .from(twofactorSecrets)
        .where(and(eq(twofactorSecrets.member_id, memberId), isNotNull(twofactorSecrets.enabled_at)))
        .limit(1);
      return !!row;
    },

    async startEnrolment(memberId, accountName) {
      const base32 = new OTPAuth.Secret({ size: 20 }).base32;
      const sealed = seal(base32);
      const at = new Date(now());
      const written = await db
        .insert(twofactorSecrets)
        .values({ member_id: memberId, secret_sealed: sealed, created_at: at, updated_at: at })
        .onConflictDoUpdate({
          target: twofactorSecrets.member_id,
          set: { secret_sealed: sealed, last_step: null, created_at: at, updated_at: at },
          setWhere: isNull(twofactorSecrets.enabled_at),
        })
        .returning({ id: twofactorSecrets.member_id });
      if (!written.length) throw new AppError('Conflict', 'TOTP_ALREADY_ENABLED');
      return enrolmentOf(base32, accountName);
    },

    async pendingEnrolment(memberId, accountName) {
      const row = await rowOf(memberId);
      if (!row || row.enabled_at) return null;
      return enrolmentOf(unseal(row.secret_sealed), accountName);
    },

    async confirmEnrolment(memberId, code) {
      const row = await rowOf(memberId);
      if (!row) throw fieldError('Conflict', 'TOTP_NO_ENROLMENT', TOTP_CODE_FIELD);
      if (row.enabled_at) throw fieldError('Conflict', 'TOTP_ALREADY_ENABLED', TOTP_CODE_FIELD);
      if (isRecovery(code)) throw fieldError('BadRequest', 'TOTP_FORMAT', TOTP_CODE_FIELD);
      await attempt(memberId, TOTP_CODE_FIELD, () => checkTotp(memberId, row.secret_sealed, code));
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
        let s = '';
        for (let i = 0; i < 10; i++) s += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
        return `${s.slice(0, 5)}-${s.slice(5)}`;
      });
      const turnedOn = await db.transaction(async (tx) => {
        const on = await tx
          .update(twofactorSecrets)
          .set({ enabled_at: new Date(now()), updated_at: new Date(now()) })
          .where(and(eq(twofactorSecrets.member_id, memberId), isNull(twofactorSecrets.enabled_at)))
          .returning({ id: twofactorSecrets.member_id });
        if (!on.length) return false;
        await tx.delete(twofactorRecoveryCodes).where(eq(twofactorRecoveryCodes.member_id, memberId));
        await tx
          .insert(twofactorRecoveryCodes)
          .values(recoveryCodes.map((c) => ({ member_id: memberId, code_hash: recoveryHash(c) })));
        return true;
      });
      if (!turnedOn) throw fieldError('Conflict', 'TOTP_ALREADY_ENABLED', TOTP_CODE_FIELD);
      return { recoveryCodes };
    },

    async disable(memberId, code) {
      await verify(memberId, code);
      await db.transaction(async (tx) => {
        await tx.delete(twofactorSecrets).where(eq(twofactorSecrets.member_id, memberId));
        await tx.delete(twofactorRecoveryCodes).where(eq(twofactorRecoveryCodes.member_id, memberId));
      });
    },

    verify,

    async requireCode(memberId, code, field = TOTP_CODE_FIELD) {
      const row = await rowOf(memberId);
      if (!row?.enabled_at) return;
      if (!code) throw fieldError('BadRequest', 'TOTP_REQUIRED', field);
      await verify(memberId, code, field);
    },
  };
}
