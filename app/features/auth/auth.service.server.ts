import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import { fieldErrorsFromIssues, type FieldError } from '../../shared/field-errors.ts';
import type { LocaleService } from '../locale/locale.service.server.ts';
import {
  phoneSchema,
  REGISTER_FIELDS,
  registerSchema,
  type AuthRules,
  type AuthUser,
  type LengthLimits,
  type LoginInput,
  type RegisterData,
} from './auth.schemas.ts';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './auth.passwords.server.ts';
import type { MemberCache } from './auth.member-cache.server.ts';
import { createProfileWrites, type ProfileWrites } from './auth.profile.server.ts';
import { createPasswordRecovery, type AuthOtp, type PasswordRecovery } from './auth.recovery.server.ts';
import { createRegistrationCodes, type RegistrationCodes } from './auth.registration-code.server.ts';
import { users } from './auth.table.server.ts';
import type { TokenService } from './auth.tokens.server.ts';
import type { DeviceCookies } from './auth.devices.server.ts';
import { createPendingSealer } from './auth.pending.server.ts';
import type { SessionView } from './auth.tokens.server.ts';

export type UserRow = typeof users.$inferSelect;

export interface RequestMeta {
  ip: string;
  locale: string;
  userAgent?: string;
  /** The device cookie the browser sent (see auth.devices.server.ts), if any. */
  device?: string;
}

export interface SessionResult {
  accessToken: string;
  sessionId: string;
  expiresAt: Date;
  user: AuthUser;
  /** A device cookie for this browser and member: the caller sets it (deviceCookieName) for DEVICE_COOKIE_DAYS. */
  device: string;
}

/** The profile columns' writes are part of the service (the users table is auth's); their types come with it. */
export type { ProfileChanges, ProfileWriteOptions, ProfileWrites } from './auth.profile.server.ts';

/**
 * Login, registration, sessions, password recovery, and the writes of the member's profile columns: the profile
 * feature decides what may change and writes through `updateProfile` (it receives this service from
 * server/services.ts).
 */
export interface AuthService extends PasswordRecovery, RegistrationCodes, ProfileWrites {
  /** The site's login mode and length rules. */
  rules(): Promise<AuthRules>;
  /**
   * Local strategy: username (or phone, in phone mode) and password. A browser with the member's device cookie has
   * an allowance of its own; unknown clients are throttled per account and per IP address.
   */
  login(input: Pick<LoginInput, 'username' | 'password' | 'device_token'>, meta: RequestMeta): Promise<SessionResult>;
  /**
   * A visitor becomes a member: validates, creates the user, opens a session. When the site asks for a phone OTP
   * the body carries the phone's verify token (PHONE_NOT_VERIFIED without it), and the member's phone is verified.
   */
  register(body: unknown, meta: RequestMeta): Promise<SessionResult>;
  /**
   * A phone number a visitor wants to register: its country must be known and its length that country's (else the
   * field error the register form shows). Throttled per address before anything is looked up. Whether it is
   * `taken` is for the OTP feature only, which answers the visitor the same either way (see docs/auth-and-modals.md).
   */
  registrationPhone(
    input: { phone: string; country_code: string },
    meta: Pick<RequestMeta, 'ip'>,
  ): Promise<{ phone: string; countryCode: string; taken: boolean }>;
  logout(sessionId: string): Promise<void>;
  /** Ends every session of the member (a time-out or self-exclusion); their websockets close. */
  revokeSessions(memberId: number): Promise<void>;
  /**
   * The login's second step when the member has two-factor authentication on: `login` refused with
   * TWO_FACTOR_REQUIRED and `data.challenge` (sealed, short-lived, naming the member); this takes that challenge and
   * the code of the authenticator app (or a recovery code) and opens the session.
   */
  loginWithCode(input: { challenge: string; code: string }, meta: RequestMeta): Promise<SessionResult>;
  /** The member's open sessions, with device (user agent), address and last use; the caller's own marked. */
  sessions(userId: number, currentSessionId?: string): Promise<(SessionView & { current: boolean })[]>;
  /** Ends one of the member's own sessions (its websockets close); false when it was not open. */
  endSession(userId: number, sessionId: string): Promise<boolean>;
  /** The member's own profile; null when the user does not exist. */
  profile(userId: number): Promise<AuthUser | null>;
  /** The member's row was written: their cached session and profile are dropped on every instance. */
  memberChanged(userId: number): Promise<void>;
  /** Creates a member directly (demo data). */
  createUser(
    values: Omit<typeof users.$inferInsert, 'password_hash' | 'ref_code'> & { password: string; ref_code?: string },
  ): Promise<UserRow>;
  /** The id of the active member whose referral code this is (codes are stored upper-case); null when none is. */
  referrerId(refCode: string): Promise<number | null>;
  /** The usernames of members by id (at most 100 ids; unknown ids are left out). Never sent as they are to others. */
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  /** Members who registered with this member's referral code, newest first (at most 100 a page). */
  referrals(
    referrerId: number,
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: ReferredMember[] }>;
  /** Every member this member referred (at most 50,000, oldest first): ids and registration times. */
  referredMembers(referrerId: number): Promise<{ id: number; created_at: Date }[]>;
  /** Who referred each of these members (at most 10,000 ids); members nobody referred are left out. */
  referrersOf(ids: readonly number[]): Promise<Map<number, number>>;
  /** The operator gives a member a privilege or takes it away; the member's id, or null when no member has this name. */
  setPrivilege(username: string, privilege: string, enabled: boolean): Promise<number | null>;
  /**
   * Active members in id order after `afterId` (at most `limit`, ≤ 5000), with what the member levels read: the
   * daily level run pages through them.
   */
  memberPage(afterId: number, limit: number): Promise<LevelMember[]>;
  /** Sets a member's level and the privileges it gives (rebate, affiliate, quest, coupon, point). */
  setLevel(userId: number, levelId: number, privileges: readonly string[]): Promise<void>;
}

export interface LevelMember {
  id: number;
  currency_id: number;
  /** YYYY-MM-DD or null. */
  dob: string | null;
  member_level_id: number | null;
  privileges: string[];
}

/** A member registered with another's referral code (the username is for the referrer's view, masked there). */
export interface ReferredMember {
  id: number;
  username: string;
  currency_id: number;
  created_at: Date;
}

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenService;
  locale: LocaleService;
  /** Where the login mode and length rules come from (the global config). */
  rules: () => Promise<AuthRules>;
  limits: RateLimitStore;
  /** The signed device cookies of browsers a member has logged in with. */
  devices: DeviceCookies;
  /** One-time codes: the registration's phone check and the forgot-password SMS. */
  otp: AuthOtp;
  /** Whether registration needs a verified phone (the global config's register_otp; true when unset). */
  registerOtp?: () => Promise<boolean>;
  /** Overrides of the throttling rules (tests). */
  throttle?: Partial<ThrottleRules>;
  /** Profiles kept a few seconds, dropped on every instance when the member's row is written. */
  memberCache?: MemberCache;
  /** Refuses the log-in of a member who is timed out or self-excluded (player protection), after the password. */
  loginGate?: (memberId: number) => Promise<void>;
  /** The member's second factor (the twofactor feature): asked at log-in when it is on. */
  twoFactor?: () => TwoFactorGate;
  /** Seals the login's second-step challenge (the server secret). */
  challengeSecret?: string;
}

/** What the login asks of the second factor. */
export interface TwoFactorGate {
  enabled(memberId: number): Promise<boolean>;
  verify(memberId: number, code: string, field?: string): Promise<void>;
}

/** How long the password step's challenge waits for the code. */
export const LOGIN_CHALLENGE_SECONDS = 5 * 60;

export interface ThrottleRules {
  /** Failed logins per account in the window, from clients without the member's device cookie. */
  accountLimit: number;
  /** Failed logins per trusted device (a device cookie of the account) in the window. */
  deviceLimit: number;
  /** Login attempts per IP address in the window (successful ones are given back). */
  ipLimit: number;
  loginWindowMs: number;
  /** Registrations per IP address in the window. */
  registerLimit: number;
  registerWindowMs: number;
  /**
   * Registration requests and registration codes per IP address in the window, counted before the username or the
   * phone number is looked up: what limits probing which names and numbers are taken.
   */
  registerCheckLimit: number;
}

export const DEFAULT_THROTTLE: ThrottleRules = {
  accountLimit: 5,
  deviceLimit: 10,
  ipLimit: 30,
  loginWindowMs: 15 * 60_000,
  registerLimit: 10,
  registerWindowMs: 60 * 60_000,
  registerCheckLimit: 60,
};

const REF_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newRefCode(length = 8): string {
  let out = '';
  for (let i = 0; i < length; i++) out += REF_CODE_ALPHABET[randomInt(REF_CODE_ALPHABET.length)];
  return out;
}

/** The unique index a failed insert ran into, if that is why it failed (PostgreSQL and PGlite errors alike). */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

function badRequest(errors: FieldError[]): AppError {
  const first = errors[0];
  return new AppError('BadRequest', first.errorCode, {
    params: { field: first.path, ...first.params },
    data: { errors },
  });
}

function conflict(path: string, errorCode: string): AppError {
  return new AppError('Conflict', errorCode, { params: { field: path }, data: { errors: [{ path, errorCode }] } });
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { db, tokens, locale } = deps;
  const throttle = { ...DEFAULT_THROTTLE, ...deps.throttle };
  const accountLimiter = createRateLimiter(deps.limits, {
    name: 'login-account',
    limit: throttle.accountLimit,
    windowMs: throttle.loginWindowMs,
  });
  const ipLimiter = createRateLimiter(deps.limits, {
    name: 'login-ip',
    limit: throttle.ipLimit,
    windowMs: throttle.loginWindowMs,
  });
  const deviceLimiter = createRateLimiter(deps.limits, {
    name: 'login-device',
    limit: throttle.deviceLimit,
    windowMs: throttle.loginWindowMs,
  });
  const deviceAccount = (userId: number) => `user:${userId}`;
  const registerLimiter = createRateLimiter(deps.limits, {
    name: 'register-ip',
    limit: throttle.registerLimit,
    windowMs: throttle.registerWindowMs,
  });
  const registerCheckLimiter = createRateLimiter(deps.limits, {
    name: 'register-check-ip',
    limit: throttle.registerCheckLimit,
    windowMs: throttle.registerWindowMs,
  });
  const registerThrottled = (wait: number) =>
    new AppError('TooManyRequests', 'REGISTER_THROTTLED', {
      params: { minutes: minutes(wait) },
      data: { retryAfter: Math.ceil(wait / 1000) },
    });
  /** Counts a look-up of registration data by this address; refuses past the limit. */
  async function registerCheck(ip: string) {
    const gate = await registerCheckLimiter.consume(ip);
    if (!gate.allowed) throw registerThrottled(gate.retryAfterMs);
  }

  async function project(row: UserRow): Promise<AuthUser> {
    const currency = await locale.currencyById(row.currency_id);
    const first = row.first_name?.trim() ?? '';
    const last = row.last_name?.trim() ?? '';
    return {
      id: row.id,
      username: row.username,
      phone: row.phone,
      country_code: row.country_code,
      email: row.email,
      email_verified: row.email_verified,
      phone_verified: row.phone_verified,
      subscribe_email: row.subscribe_email,
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: first && last ? `${first} ${last}` : null,
      DOB: row.dob,
      gender: row.gender,
      line_id: row.line_id,
      register_channal_id: row.register_channal_id,
      security_question_id: row.security_question_id,
      bank_currency_information_id: row.bank_currency_information_id,
      bank_no: row.bank_no,
      crypto_network: row.crypto_network,
      wallet_address: row.wallet_address,
      currency_id: row.currency_id,
      currency: currency
        ? { id: currency.id, code: currency.code, symbol: currency.symbol, decimals: currency.decimals }
        : null,
      language_id: row.language_id,
      ref_code: row.ref_code,
      member_level_id: row.member_level_id,
      privileges: row.privileges,
      status: row.status,
      first_login_at: row.first_login_at?.toISOString() ?? null,
      last_login_at: row.last_login_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    };
  }

  async function findByIdentifier(mode: AuthRules['loginMode'], identifier: string): Promise<UserRow | null> {
    const where =
      mode === 'phone' ? eq(users.phone, identifier) : sql`lower(${users.username}) = ${identifier.toLowerCase()}`;
    const [row] = await db.select().from(users).where(where).orderBy(users.id).limit(1);
    return row ?? null;
  }

  async function insertUser(
    values: Omit<typeof users.$inferInsert, 'ref_code'> & { ref_code?: string },
  ): Promise<UserRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await db
          .insert(users)
          .values({ ...values, ref_code: values.ref_code ?? newRefCode() })
          .returning();
        return row;
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === 'users_ref_code_uq' && !values.ref_code && attempt < 5) continue;
        if (constraint === 'users_username_lower_uq') throw conflict('username', 'USERNAME_TAKEN');
        if (constraint === 'users_phone_uq') throw conflict('phone', 'PHONE_TAKEN');
        throw err;
      }
    }
  }

  async function registrationPhone(input: { phone: string; country_code: string }, meta: Pick<RequestMeta, 'ip'>) {
    const country = /^\+\d{1,4}$/.test(input.country_code) ? await locale.countryByDialCode(input.country_code) : null;
    if (!country) throw badRequest([{ path: 'country_code', errorCode: 'COUNTRY_CODE_INVALID' }]);
    const parsed = phoneSchema({ min: country.phone_min_length, max: country.phone_max_length }).safeParse(input.phone);
    if (!parsed.success)
      throw badRequest(fieldErrorsFromIssues(parsed.error.issues).map((e) => ({ ...e, path: 'phone' })));
    await registerCheck(meta.ip);
    return {
      phone: parsed.data,
      countryCode: country.country_code,
      taken: !!(await findByIdentifier('phone', parsed.data)),
    };
  }

  async function openSession(row: UserRow, meta: RequestMeta & { deviceToken?: string }): Promise<SessionResult> {
    const { accessToken, sessionId, expiresAt } = await tokens.issue(row.id, {
      ip: meta.ip,
      userAgent: meta.userAgent,
      deviceToken: meta.deviceToken,
    });
    // This browser is now a trusted device of the member (a new id each time: a lockout of the old one ends here).
    return {
      accessToken,
      sessionId,
      expiresAt,
      user: await project(row),
      device: deps.devices.issue(deviceAccount(row.id)),
    };
  }

  const throttled = (wait: number) =>
    new AppError('TooManyRequests', 'LOGIN_THROTTLED', {
      params: { minutes: minutes(wait) },
      data: { retryAfter: Math.ceil(wait / 1000) },
    });

  const challenges = createPendingSealer(deps.challengeSecret ?? 'login-challenge');

  /** The member's second step: refused with the sealed challenge the code must come back with. */
  async function secondStepNeeded(row: UserRow, deviceToken: string | undefined) {
    if (!deps.twoFactor || !(await deps.twoFactor().enabled(row.id))) return;
    const challenge = challenges.seal('login-2fa', {
      userId: row.id,
      deviceToken,
      until: Date.now() + LOGIN_CHALLENGE_SECONDS * 1000,
    });
    throw new AppError('Unprocessable', 'TWO_FACTOR_REQUIRED', { data: { challenge } });
  }

  const service: Omit<AuthService, keyof ProfileWrites> = {
    rules: deps.rules,

    async login(input, meta) {
      const rules = await deps.rules();
      const mode = rules.loginMode;
      const identifier = input.username.trim();
      const failure = mode === 'phone' ? 'LOGIN_FAILED_PHONE' : 'LOGIN_FAILED';
      const found = await findByIdentifier(mode, identifier);
      // One counter per member however the name is written; a name without a member has one of its own.
      const accountKey = found ? `user:${found.id}` : `${mode}:${identifier.toLowerCase()}`;
      const deviceId = found ? deps.devices.verify(meta.device, deviceAccount(found.id)) : null;

      // Count the attempt first (atomically), so parallel guesses cannot slip past the limit. A trusted device
      // spends its own allowance only: failures from elsewhere never lock it out.
      if (deviceId) {
        const byDevice = await deviceLimiter.consume(deviceId);
        if (!byDevice.allowed) throw throttled(byDevice.retryAfterMs);
      } else {
        const [byIp, byAccount] = await Promise.all([ipLimiter.consume(meta.ip), accountLimiter.consume(accountKey)]);
        if (!byIp.allowed || !byAccount.allowed) {
          throw throttled(
            Math.max(byIp.allowed ? 0 : byIp.retryAfterMs, byAccount.allowed ? 0 : byAccount.retryAfterMs),
          );
        }
      }

      const row = found;
      const ok = row
        ? await verifyPassword(row.password_hash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!row || !ok) throw new AppError('NotAuthenticated', failure);

      if (deviceId) await deviceLimiter.reset(deviceId);
      else await Promise.all([accountLimiter.reset(accountKey), ipLimiter.refund(meta.ip)]);
      if (row.status !== 'active') throw new AppError('Forbidden', 'ACCOUNT_SUSPENDED');
      await deps.loginGate?.(row.id);

      const now = new Date();
      const changes: Partial<typeof users.$inferInsert> = { last_login_at: now, updated_at: now };
      if (!row.first_login_at) changes.first_login_at = now;
      if (needsRehash(row.password_hash)) changes.password_hash = await hashPassword(input.password);
      if (changes.password_hash) {
        await db.update(users).set({ password_hash: changes.password_hash }).where(eq(users.id, row.id));
      }
      await secondStepNeeded(row, input.device_token);
      const [updated] = await db.update(users).set(changes).where(eq(users.id, row.id)).returning();
      await deps.memberCache?.changed(row.id);
      return openSession(updated, { ...meta, deviceToken: input.device_token });
    },

    async register(body, meta) {
      const rules = await deps.rules();
      const raw = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const dial = typeof raw.country_code === 'string' ? raw.country_code.trim() : '';
      const country = /^\+\d{1,4}$/.test(dial) ? await locale.countryByDialCode(dial) : null;
      const phoneLimits: LengthLimits = country
        ? { min: country.phone_min_length, max: country.phone_max_length }
        : rules.phone;

      const parsed = registerSchema(meta.locale, { username: rules.username, phone: phoneLimits }).safeParse(raw);
      const errors: FieldError[] = parsed.success ? [] : fieldErrorsFromIssues(parsed.error.issues);
      if (!country && dial && !errors.some((e) => e.path === 'country_code'))
        errors.push({ path: 'country_code', errorCode: 'COUNTRY_CODE_INVALID' });
      if (!parsed.success || errors.length) throw badRequest(orderErrors(errors));
      const data: RegisterData = parsed.data;
      await registerCheck(meta.ip);

      const [currency, referrer] = await Promise.all([
        locale.currency(data.currencyId),
        data.ref_code
          ? db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.ref_code, data.ref_code.toUpperCase()))
              .limit(1)
              .then((r) => r[0] ?? null)
          : null,
      ]);
      if (!currency) errors.push({ path: 'currencyId', errorCode: 'CURRENCY_INVALID' });
      if (data.ref_code && !referrer) errors.push({ path: 'ref_code', errorCode: 'REFERRAL_CODE_INVALID' });
      if (errors.length) throw badRequest(errors);

      // A username must be free for the form to go on: told at once, but only as often as registerCheck allows.
      if (await findByIdentifier('username', data.username)) throw conflict('username', 'USERNAME_TAKEN');

      // The phone's OTP proof: for this very number, issued for a registration, not used yet. Whether the number
      // already has an account is not told before it: the code request answers alike for every number, and only
      // a free number's owner ever receives a code (the owner of a taken one gets a notice instead).
      const needsOtp = deps.registerOtp ? await deps.registerOtp() : true;
      const proof = {
        purpose: 'register' as const,
        to: data.phone,
        countryCode: country!.country_code,
        channel: 'sms' as const,
      };
      const verified = data.verify_token
        ? await deps.otp.checkVerifyToken({ token: data.verify_token, ...proof })
        : null;
      if (needsOtp && !verified) throw badRequest([{ path: 'verify_token', errorCode: 'PHONE_NOT_VERIFIED' }]);
      // Reached with a proof of the number (taken since), or on a site without registration codes.
      if (await findByIdentifier('phone', data.phone)) throw conflict('phone', 'PHONE_TAKEN');

      const gate = await registerLimiter.consume(meta.ip);
      if (!gate.allowed) throw registerThrottled(gate.retryAfterMs);

      const language = await locale.languageByCode(meta.locale);
      let row: UserRow;
      try {
        row = await insertUser({
          username: data.username,
          password_hash: await hashPassword(data.password),
          phone: data.phone,
          country_code: country!.country_code,
          currency_id: currency!.id,
          language_id: language?.id ?? null,
          subscribe_email: data.subscribe_email,
          referrer_id: referrer?.id ?? null,
          phone_verified: !!verified,
          last_login_at: new Date(),
        });
      } catch (err) {
        await registerLimiter.refund(meta.ip);
        throw err;
      }
      // Used once. A second registration with the same proof could only be for the same number, which the unique
      // index already refuses.
      if (verified) await deps.otp.consumeVerifyToken({ token: data.verify_token!, ...proof });
      return openSession(row, meta);
    },

    registrationPhone,
    ...createRegistrationCodes(deps.otp, registrationPhone),

    ...createPasswordRecovery({ db, tokens, otp: deps.otp, rules: deps.rules, limits: deps.limits }),

    logout: (sessionId) => tokens.revoke(sessionId),
    async revokeSessions(memberId) {
      await tokens.revokeAll(memberId);
    },

    async loginWithCode(input, meta) {
      const opened = challenges.open<{ userId: number; deviceToken?: string; until: number }>(
        'login-2fa',
        input.challenge,
      );
      if (!opened || opened.until <= Date.now() || !deps.twoFactor)
        throw new AppError('BadRequest', 'TWO_FACTOR_EXPIRED');
      const [row] = await db.select().from(users).where(eq(users.id, opened.userId)).limit(1);
      if (!row) throw new AppError('BadRequest', 'TWO_FACTOR_EXPIRED');
      if (row.status !== 'active') throw new AppError('Forbidden', 'ACCOUNT_SUSPENDED');
      await deps.twoFactor().verify(row.id, input.code, 'totp_code');
      const now = new Date();
      const changes: Partial<typeof users.$inferInsert> = { last_login_at: now, updated_at: now };
      if (!row.first_login_at) changes.first_login_at = now;
      const [updated] = await db.update(users).set(changes).where(eq(users.id, row.id)).returning();
      await deps.memberCache?.changed(row.id);
      return openSession(updated, { ...meta, deviceToken: opened.deviceToken });
    },

    async sessions(userId, currentSessionId) {
      const list = await tokens.list(userId);
      return list.map((s) => ({ ...s, current: s.id === currentSessionId }));
    },

    endSession: (userId, sessionId) => tokens.revokeOwn(userId, sessionId),

    profile(userId) {
      const load = async () => {
        const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
        return row ? project(row) : null;
      };
      return deps.memberCache ? deps.memberCache.profile(userId, load) : load();
    },

    async memberChanged(userId) {
      await deps.memberCache?.changed(userId);
    },

    async createUser({ password, ...values }) {
      return insertUser({ ...values, password_hash: await hashPassword(password) });
    },

    async referrerId(refCode) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.ref_code, refCode), eq(users.status, 'active')))
        .limit(1);
      return row?.id ?? null;
    },
    async usernames(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0).slice(0, 100);
      if (!wanted.length) return new Map();
      const rows = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.id, wanted));
      return new Map(rows.map((r) => [r.id, r.username]));
    },
    async referrals(referrerId, page) {
      const limit = Math.min(Math.max(0, page.limit), 100);
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.referrer_id, referrerId));
      const data = limit
        ? await db
            .select({
              id: users.id,
              username: users.username,
              currency_id: users.currency_id,
              created_at: users.created_at,
            })
            .from(users)
            .where(eq(users.referrer_id, referrerId))
            .orderBy(desc(users.created_at), desc(users.id))
            .limit(limit)
            .offset(Math.max(0, page.skip))
        : [];
      return { total: Number(total), data };
    },
    async referredMembers(referrerId) {
      return db
        .select({ id: users.id, created_at: users.created_at })
        .from(users)
        .where(eq(users.referrer_id, referrerId))
        .orderBy(asc(users.id))
        .limit(50_000);
    },
    async setPrivilege(username, privilege, enabled) {
      const [row] = await db
        .update(users)
        .set({
          privileges: enabled
            ? sql`array_append(array_remove(${users.privileges}, ${privilege}), ${privilege})`
            : sql`array_remove(${users.privileges}, ${privilege})`,
        })
        .where(eq(users.username, username))
        .returning({ id: users.id });
      if (!row) return null;
      await deps.memberCache?.changed(row.id);
      return row.id;
    },
    async referrersOf(ids) {
      const wanted = [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 10_000);
      if (!wanted.length) return new Map();
      const rows = await db
        .select({ id: users.id, referrer_id: users.referrer_id })
        .from(users)
        .where(and(inArray(users.id, wanted), isNotNull(users.referrer_id)));
      return new Map(rows.map((r) => [r.id, r.referrer_id!]));
    },
    async memberPage(afterId, limit) {
      return db
        .select({
          id: users.id,
          currency_id: users.currency_id,
          dob: users.dob,
          member_level_id: users.member_level_id,
          privileges: users.privileges,
        })
        .from(users)
        .where(and(sql`${users.id} > ${afterId}`, eq(users.status, 'active')))
        .orderBy(users.id)
        .limit(Math.min(Math.max(limit, 1), 5000));
    },
    async setLevel(userId, levelId, privileges) {
      await db
        .update(users)
        .set({ member_level_id: levelId, privileges: [...privileges], updated_at: new Date() })
        .where(eq(users.id, userId));
      await service.memberChanged(userId);
    },
  };
  return Object.assign(service, createProfileWrites(db, service));
}

/** Errors in the order of the form, so the first one (the response's message) is the topmost field. */
function orderErrors(errors: FieldError[]): FieldError[] {
  const rank = (p: string) => {
    const i = (REGISTER_FIELDS as readonly string[]).indexOf(p.split('.')[0]);
    return i === -1 ? (REGISTER_FIELDS as readonly string[]).length : i;
  };
  return [...errors].sort((a, b) => rank(a.path) - rank(b.path));
}
