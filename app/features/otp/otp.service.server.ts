import { createHash, createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import type { Catalogs } from '../../i18n/catalog.server.ts';
import { isLocale, UI_FALLBACK_LOCALE } from '../../i18n/config.ts';
import {
  DEFAULT_OTP_SETTINGS,
  internationalPhone,
  maskDestination,
  maskPhone,
  normalEmail,
  otpDestination,
  otpSettingsPatchSchema,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type OtpChannel,
  type OtpPurpose,
  type OtpSettings,
  type OtpTicket,
  type OtpVerification,
  type OutboxMessage,
} from './otp.schemas.ts';
import type { Senders } from './otp.senders.server.ts';
import { otpCodes, otpSettings, outbox } from './otp.table.server.ts';

export interface OtpRequestInput {
  channel: OtpChannel;
  /** Phone number (national, with `countryCode`, or international `+…`) or e-mail address. */
  to: string;
  /** Dialling code of a national phone number; Thailand (`+66`) by default. */
  countryCode?: string;
  purpose: OtpPurpose;
  /** The member the code is for, when known; verification can then be limited to that member. */
  memberId?: number | null;
  /** Language of the message. */
  locale: string;
  /** Network address of the requester (its own hourly limit). */
  ip?: string;
  /**
   * Answer exactly as a real request would (reference, times, limits) but send nothing: for accounts that do not
   * exist, so the answer does not tell whether they do. `to` then names the account (e.g. `user:<name>`).
   */
  decoy?: boolean;
  /**
   * With `decoy`: instead of a code, a notice (the `otp.messages.<message>` text, with the site and the reference)
   * goes to this real destination, e.g. to tell the owner of a number that someone tried to register it again.
   * Counted and limited like the decoy itself, so the answer is the same as for any other request.
   */
  notice?: { to: string; countryCode?: string; message: 'registerTaken' };
}

export interface OtpVerifyInput {
  code: string;
  /** The reference shown with the code. Without it, the newest code of `to` and `purpose` is checked. */
  reference?: string;
  /** Where the code was sent (same forms as in `request`); with `reference` it narrows the match. */
  to?: string;
  countryCode?: string;
  channel?: OtpChannel;
  purpose?: OtpPurpose;
  /** Only a code sent for this member matches. */
  memberId?: number;
  /** The code was requested as a decoy (`to` names the account). */
  decoy?: boolean;
}

/** A verified code, as the feature that asked for it sees it. */
export interface VerifiedCode {
  id: number;
  channel: OtpChannel;
  /** International phone number or lower-case address. */
  destination: string;
  purpose: OtpPurpose;
  memberId: number | null;
  reference: string;
  verifiedAt: Date;
}

export interface VerifyTokenQuery {
  token: string;
  purpose: OtpPurpose;
  /** When given, the token must be for this phone number / address (same forms as in `request`). */
  to?: string;
  countryCode?: string;
  channel?: OtpChannel;
  /** When given, the token must have been issued for this member. */
  memberId?: number;
}

export interface OtpService {
  /**
   * Sends a new code (and kills the previous one of the same address and purpose). Refused with 429
   * OTP_RESEND_TOO_SOON before the resend time, and OTP_TOO_MANY_REQUESTS past the hourly limit of the address
   * or the network address.
   */
  request(input: OtpRequestInput): Promise<OtpTicket>;
  /**
   * Checks a code once: a wrong code costs an attempt (OTP_INCORRECT; the last one kills the code:
   * OTP_ATTEMPTS_EXCEEDED); an expired code is OTP_EXPIRED; an unknown reference, a used or replaced code is
   * OTP_INVALID. A right code gives a verify token, usable once within `verify_token_seconds`.
   */
  verify(input: OtpVerifyInput): Promise<OtpVerification & VerifiedCode>;
  /** The verified code behind a token, without using it; null when unknown, used, expired or not matching. */
  checkVerifyToken(query: VerifyTokenQuery): Promise<VerifiedCode | null>;
  /** Uses a token (atomically: of concurrent calls one wins); null when it cannot be used. */
  consumeVerifyToken(query: VerifyTokenQuery): Promise<VerifiedCode | null>;
  settings(): Promise<OtpSettings>;
  updateSettings(patch: Partial<OtpSettings>): Promise<OtpSettings>;
  /** What the development outbox holds for a phone number (national numbers in Thailand by default) or address, newest first. */
  outbox(to: string, limit?: number): Promise<OutboxMessage[]>;
}

export interface OtpServiceDeps {
  db: Db;
  rateLimits: RateLimitStore;
  senders: Senders;
  catalogs: Catalogs;
  /** Server secret the code hashes are keyed from. */
  secret: string;
  /** Name shown in messages: a fixed name, or the site's name in the message's language. */
  siteName: string | ((locale: string) => Promise<string>);
  /** The clock (tests move it). */
  now?: () => Date;
}

const HOUR_MS = 3_600_000;

type Row = typeof otpCodes.$inferSelect;

function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, key: string) => (key in params ? String(params[key]) : m));
}

/** A text of otp.json `messages` in a locale (English when the locale lacks it). */
export function messageText(
  catalogs: Catalogs,
  locale: string,
  key: string,
  params: Record<string, string | number>,
): string {
  const pick = (l: string) => {
    if (!isLocale(l)) return undefined;
    const messages = catalogs[l]?.otp?.messages as Record<string, unknown> | undefined;
    const text = messages?.[key];
    return typeof text === 'string' ? text : undefined;
  };
  const text = pick(locale) ?? pick(UI_FALLBACK_LOCALE);
  if (!text) throw new Error(`otp.json has no messages.${key}`);
  return interpolate(text, params);
}

function newReference(): string {
  let out = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

function newCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function toVerified(row: Row): VerifiedCode {
  return {
    id: row.id,
    channel: row.channel as OtpChannel,
    destination: row.destination,
    purpose: row.purpose as OtpPurpose,
    memberId: row.member_id,
    reference: row.reference,
    verifiedAt: row.verified_at!,
  };
}

export function createOtpService(deps: OtpServiceDeps): OtpService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  // The code key is derived from the server secret, so it differs from every other use of that secret.
  const codeKey = Buffer.from(hkdfSync('sha256', deps.secret, 'otp', 'otp code hash v1', 32));

  const codeHash = (row: { reference: string; destination: string; purpose: string }, code: string) =>
    createHmac('sha256', codeKey)
      .update(`${row.reference}\u0000${row.destination}\u0000${row.purpose}\u0000${code}`)
      .digest('hex');

  const decoyDestination = (to: string) =>
    `decoy:${createHmac('sha256', codeKey).update(`decoy\u0000${to.toLowerCase()}`).digest('hex').slice(0, 40)}`;

  /** A made-up Thai mobile number for a decoy, always the same for the same account name. */
  const decoyMask = (to: string) => {
    const h = createHmac('sha256', codeKey).update(`mask\u0000${to.toLowerCase()}`).digest();
    const second = ['6', '8', '9'][h[0] % 3];
    const rest = Array.from(h.subarray(1, 9), (b) => String(b % 10)).join('');
    return maskPhone(`+66${second}${rest}`);
  };

  const destinationOf = (input: { channel?: OtpChannel; to: string; countryCode?: string; decoy?: boolean }) =>
    input.decoy ? decoyDestination(input.to) : otpDestination(input.channel ?? 'sms', input.to, input.countryCode);

  async function settings(): Promise<OtpSettings> {
    const [row] = await db.select().from(otpSettings).where(eq(otpSettings.id, 1));
    if (!row) return { ...DEFAULT_OTP_SETTINGS };
    return {
      code_length: row.code_length,
      expiry_seconds: row.expiry_seconds,
      resend_seconds: row.resend_seconds,
      max_attempts: row.max_attempts,
      requests_per_hour: row.requests_per_hour,
      requests_per_ip_per_hour: row.requests_per_ip_per_hour,
      verify_token_seconds: row.verify_token_seconds,
    };
  }

  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

  function tooSoon(resendAfter: Date, t: Date): AppError {
    const wait = seconds(resendAfter.getTime() - t.getTime());
    return new AppError('TooManyRequests', 'OTP_RESEND_TOO_SOON', {
      params: { seconds: wait },
      data: { resendAfter: resendAfter.toISOString(), retryAfter: wait },
    });
  }

  /** The newest code of an address and purpose that can still be entered. */
  async function liveCode(
    channel: OtpChannel,
    destination: string,
    purpose: string,
    t: Date,
    exec: Executor = db,
  ): Promise<Row | null> {
    const [row] = await exec
      .select()
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.channel, channel),
          eq(otpCodes.destination, destination),
          eq(otpCodes.purpose, purpose),
          isNull(otpCodes.verified_at),
          isNull(otpCodes.invalidated_at),
          gt(otpCodes.expires_at, t),
        ),
      )
      .orderBy(desc(otpCodes.created_at), desc(otpCodes.id))
      .limit(1);
    return row ?? null;
  }

  /** Why a code can no longer be entered. */
  function deadReason(row: Row, t: Date): AppError {
    if (!row.verified_at && row.attempts >= row.max_attempts)
      return new AppError('BadRequest', 'OTP_ATTEMPTS_EXCEEDED');
    if (row.verified_at || row.invalidated_at) return new AppError('BadRequest', 'OTP_INVALID');
    if (row.expires_at <= t) return new AppError('BadRequest', 'OTP_EXPIRED');
    return new AppError('BadRequest', 'OTP_INVALID');
  }

  function tokenWhere(query: VerifyTokenQuery, t: Date): SQL {
    const parts: SQL[] = [
      eq(otpCodes.verify_token_hash, sha256(query.token)),
      eq(otpCodes.purpose, query.purpose),
      isNull(otpCodes.consumed_at),
      gt(otpCodes.verify_token_expires_at, t),
    ];
    if (query.to !== undefined) {
      const channel = query.channel ?? 'sms';
      parts.push(
        eq(otpCodes.channel, channel),
        eq(otpCodes.destination, otpDestination(channel, query.to, query.countryCode)),
      );
    }
    if (query.memberId !== undefined) parts.push(eq(otpCodes.member_id, query.memberId));
    return and(...parts)!;
  }

  const validToken = (token: unknown): token is string =>
    typeof token === 'string' && token.length >= 20 && token.length <= 200;

  return {
    settings,

    async updateSettings(patch) {
      const changes = otpSettingsPatchSchema.parse(patch);
      const next = { ...(await settings()), ...changes };
      await db
        .insert(otpSettings)
        .values({ id: 1, ...next, updated_at: now() })
        .onConflictDoUpdate({ target: otpSettings.id, set: { ...next, updated_at: now() } });
      return next;
    },

    async request(input) {
      const s = await settings();
      const t = now();
      const destination = destinationOf(input);

      const previous = await liveCode(input.channel, destination, input.purpose, t);
      if (previous && previous.resend_after > t) throw tooSoon(previous.resend_after, t);

      // Count the request before sending, so parallel requests cannot pass the hourly limits.
      const byDestination = createRateLimiter(deps.rateLimits, {
        name: 'otp-to',
        limit: s.requests_per_hour,
        windowMs: HOUR_MS,
      });
      const byIp = createRateLimiter(deps.rateLimits, {
        name: 'otp-ip',
        limit: s.requests_per_ip_per_hour,
        windowMs: HOUR_MS,
      });
      const destinationKey = `${input.channel}:${destination}`;
      const [d, i] = await Promise.all([
        byDestination.consume(destinationKey),
        input.ip ? byIp.consume(input.ip) : null,
      ]);
      const refund = () => Promise.all([byDestination.refund(destinationKey), input.ip ? byIp.refund(input.ip) : null]);
      if (!d.allowed || (i && !i.allowed)) {
        const wait = Math.max(d.allowed ? 0 : d.retryAfterMs, i && !i.allowed ? i.retryAfterMs : 0);
        await refund();
        throw new AppError('TooManyRequests', 'OTP_TOO_MANY_REQUESTS', {
          params: { minutes: Math.max(1, Math.ceil(wait / 60_000)) },
          data: { retryAfter: seconds(wait) },
        });
      }

      const code = newCode(s.code_length);
      const expiresAt = new Date(t.getTime() + s.expiry_seconds * 1000);
      const resendAfter = new Date(t.getTime() + s.resend_seconds * 1000);
      let row: Row;
      try {
        row = await db.transaction(async (tx) => {
          // One request at a time per address and purpose: the resend rule holds for parallel requests too.
          await tx.execute(
            sql`SELECT pg_advisory_xact_lock(hashtext(${`otp:${input.channel}:${destination}:${input.purpose}`}))`,
          );
          const live = await liveCode(input.channel, destination, input.purpose, t, tx);
          if (live && live.resend_after > t) throw tooSoon(live.resend_after, t);
          // A new code replaces the ones before it.
          await tx
            .update(otpCodes)
            .set({ invalidated_at: t })
            .where(
              and(
                eq(otpCodes.channel, input.channel),
                eq(otpCodes.destination, destination),
                eq(otpCodes.purpose, input.purpose),
                isNull(otpCodes.verified_at),
                isNull(otpCodes.invalidated_at),
              ),
            );
          // A reference no live code uses, so a reference alone finds one code.
          let reference = newReference();
          for (let n = 0; n < 8; n++) {
            const [clash] = await tx
              .select({ id: otpCodes.id })
              .from(otpCodes)
              .where(
                and(
                  eq(otpCodes.reference, reference),
                  isNull(otpCodes.verified_at),
                  isNull(otpCodes.invalidated_at),
                  gt(otpCodes.expires_at, t),
                ),
              )
              .limit(1);
            if (!clash) break;
            reference = newReference();
          }
          const [inserted] = await tx
            .insert(otpCodes)
            .values({
              channel: input.channel,
              destination,
              purpose: input.purpose,
              member_id: input.memberId ?? null,
              reference,
              code_hash: codeHash({ reference, destination, purpose: input.purpose }, code),
              max_attempts: s.max_attempts,
              locale: isLocale(input.locale) ? input.locale : UI_FALLBACK_LOCALE,
              ip: input.ip?.slice(0, 64) ?? null,
              created_at: t,
              expires_at: expiresAt,
              resend_after: resendAfter,
            })
            .returning();
          return inserted;
        });
      } catch (err) {
        await refund();
        throw err;
      }

      const minutes = Math.max(1, Math.round(s.expiry_seconds / 60));
      if (input.decoy && input.notice) {
        const site = typeof deps.siteName === 'string' ? deps.siteName : await deps.siteName(row.locale);
        try {
          await deps.senders[input.channel].send({
            channel: input.channel,
            to: otpDestination(input.channel, input.notice.to, input.notice.countryCode),
            purpose: input.purpose,
            text: messageText(deps.catalogs, input.locale, input.notice.message, { site, reference: row.reference }),
          });
        } catch {
          // The answer must not differ from a code's: a notice that could not be sent is only logged by the sender.
        }
      }
      if (!input.decoy) {
        const site = typeof deps.siteName === 'string' ? deps.siteName : await deps.siteName(row.locale);
        const params = { site, code, reference: row.reference, minutes };
        try {
          await deps.senders[input.channel].send({
            channel: input.channel,
            to: destination,
            purpose: input.purpose,
            subject:
              input.channel === 'email' ? messageText(deps.catalogs, input.locale, 'emailSubject', params) : undefined,
            text: messageText(deps.catalogs, input.locale, input.channel === 'email' ? 'emailText' : 'sms', params),
            code,
          });
        } catch {
          await db.update(otpCodes).set({ invalidated_at: now() }).where(eq(otpCodes.id, row.id));
          await refund();
          throw new AppError('GeneralError', 'OTP_SEND_FAILED');
        }
      }

      return {
        channel: input.channel,
        reference: row.reference,
        to: input.decoy
          ? input.notice
            ? maskDestination(input.channel, otpDestination(input.channel, input.notice.to, input.notice.countryCode))
            : decoyMask(input.to)
          : maskDestination(input.channel, destination),
        expiresAt: expiresAt.toISOString(),
        resendAfter: resendAfter.toISOString(),
        expiresInMinutes: minutes,
        expiresInSeconds: s.expiry_seconds,
        resendSeconds: s.resend_seconds,
        resendInSeconds: s.resend_seconds,
      };
    },

    async verify(input) {
      const t = now();
      const where: SQL[] = [];
      const reference = input.reference?.trim().toUpperCase();
      if (reference) where.push(eq(otpCodes.reference, reference));
      if (input.to !== undefined) {
        where.push(
          eq(
            otpCodes.destination,
            destinationOf({ channel: input.channel, to: input.to, countryCode: input.countryCode, decoy: input.decoy }),
          ),
        );
        if (input.channel) where.push(eq(otpCodes.channel, input.channel));
      }
      if (input.purpose) where.push(eq(otpCodes.purpose, input.purpose));
      if (input.memberId !== undefined) where.push(eq(otpCodes.member_id, input.memberId));
      if (!reference && (input.to === undefined || !input.purpose))
        throw new AppError('BadRequest', 'OTP_REFERENCE_REQUIRED');

      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(...where))
        .orderBy(desc(otpCodes.created_at), desc(otpCodes.id))
        .limit(1);
      if (!row) throw new AppError('BadRequest', 'OTP_INVALID');

      // Count the attempt first (atomically), so parallel guesses cannot pass the limit.
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(
            eq(otpCodes.id, row.id),
            isNull(otpCodes.verified_at),
            isNull(otpCodes.invalidated_at),
            lt(otpCodes.attempts, otpCodes.max_attempts),
            gt(otpCodes.expires_at, t),
          ),
        )
        .returning();
      if (!counted) {
        const [fresh] = await db.select().from(otpCodes).where(eq(otpCodes.id, row.id));
        throw deadReason(fresh ?? row, t);
      }

      const code = input.code.trim();
      const expected = Buffer.from(counted.code_hash, 'hex');
      const given = Buffer.from(codeHash(counted, code), 'hex');
      const right =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        !counted.destination.startsWith('decoy:');
      if (!right) {
        const left = counted.max_attempts - counted.attempts;
        if (left <= 0) {
          await db
            .update(otpCodes)
            .set({ invalidated_at: t })
            .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.invalidated_at)));
          throw new AppError('BadRequest', 'OTP_ATTEMPTS_EXCEEDED');
        }
        throw new AppError('BadRequest', 'OTP_INCORRECT', {
          params: { attemptsLeft: left },
          data: { attemptsLeft: left },
        });
      }

      const s = await settings();
      const verifyToken = randomBytes(32).toString('base64url');
      const tokenExpiresAt = new Date(t.getTime() + s.verify_token_seconds * 1000);
      // Of concurrent right answers, one wins the code.
      const [won] = await db
        .update(otpCodes)
        .set({ verified_at: t, verify_token_hash: sha256(verifyToken), verify_token_expires_at: tokenExpiresAt })
        .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.verified_at), isNull(otpCodes.invalidated_at)))
        .returning();
      if (!won) throw new AppError('BadRequest', 'OTP_INVALID');
      return { ...toVerified(won), verifyToken, verifyTokenExpiresAt: tokenExpiresAt.toISOString() };
    },

    async checkVerifyToken(query) {
      if (!validToken(query.token)) return null;
      const [row] = await db.select().from(otpCodes).where(tokenWhere(query, now())).limit(1);
      return row ? toVerified(row) : null;
    },

    async consumeVerifyToken(query) {
      if (!validToken(query.token)) return null;
      const t = now();
      const [row] = await db.update(otpCodes).set({ consumed_at: t }).where(tokenWhere(query, t)).returning();
      return row ? toVerified(row) : null;
    },

    async outbox(to, limit = 50) {
      const raw = to.trim();
      const forms = new Set([raw]);
      if (raw.includes('@')) forms.add(normalEmail(raw));
      else if (/^\+?[\d\s().-]{6,20}$/.test(raw)) forms.add(internationalPhone(raw));
      const rows = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.to, [...forms]))
        .orderBy(desc(outbox.created_at), desc(outbox.id))
        .limit(Math.min(Math.max(1, limit), 200));
      return rows.map((r) => ({
        to: r.to,
        channel: r.channel as OtpChannel,
        purpose: r.purpose,
        subject: r.subject,
        text: r.text,
        code: r.code,
        created_at: r.created_at.toISOString(),
      }));
    },
  };
}
