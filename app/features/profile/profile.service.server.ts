import { asc } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { createRateLimiter, type RateLimitStore } from '../../../server/plugins/rate-limit.ts';
import { fieldErrorsFromIssues, type FieldError } from '../../shared/field-errors.ts';
import type { AuthUser } from '../auth/auth.schemas.ts';
import type { AuthService, ProfileChanges } from '../auth/auth.service.server.ts';
import { TOTP_CODE_RE } from '../twofactor/twofactor.schemas.ts';
import type { TwoFactorService } from '../twofactor/twofactor.service.server.ts';
import { normalWalletAddress, type AddressFormat } from './crypto-address.ts';
import {
  BANK_HOLDER_FIELDS,
  checkBankNo,
  checkWalletAddress,
  MINIMUM_AGE,
  missingProfileFields,
  PROFILE_PATCH_FIELDS,
  profilePatchSchema,
  profileRulesOf,
  todayIso,
  verifyBankInfoSchema,
  type ActiveStep,
  type BankCurrencyInformation,
  type MissingProfileField,
  type OtpStatusEntry,
  type ProfileRules,
  type RegisterChannel,
  type SecurityQuestion,
  type StepCode,
  type OtpTicket,
} from './profile.schemas.ts';
import {
  bankCurrencyInformation,
  bankCurrencyInformationTranslations,
  registerChannels,
  registerChannelTranslations,
  securityQuestions,
  securityQuestionTranslations,
} from './profile.table.server.ts';
import { bankLogoUrl } from './profile.logos.server.ts';

/** What the profile needs of the OTP service (app/features/otp). */
export interface ProfileOtp {
  request(input: {
    channel: 'sms' | 'email';
    to: string;
    countryCode?: string;
    purpose: 'verify-phone' | 'verify-email';
    memberId: number;
    locale: string;
    ip?: string;
  }): Promise<OtpTicket>;
  verify(input: {
    code: string;
    reference?: string;
    to: string;
    countryCode?: string;
    channel: 'sms' | 'email';
    purpose: 'verify-phone' | 'verify-email';
    memberId: number;
  }): Promise<{ verifyToken: string }>;
  consumeVerifyToken(query: {
    token: string;
    purpose: 'verify-phone' | 'verify-email';
    to: string;
    countryCode?: string;
    channel: 'sms' | 'email';
    memberId: number;
  }): Promise<unknown | null>;
}

/** The global config's parts the profile reads. */
export interface ProfileConfig {
  profile_dob: boolean;
  profile_gender: boolean;
  profile_register_channel: boolean;
  email_required: boolean;
  minimum_age?: number;
}

export interface ProfileServiceDeps {
  db: Db;
  /** The member's profile and the writes of its columns (the auth feature owns the users table): services.auth. */
  auth: () => Pick<AuthService, 'profile' | 'updateProfile' | 'accountHeldByOther'>;
  globalConfig(): Promise<ProfileConfig | null>;
  /** languages.id of a locale code. */
  languageIdOf(code: string): Promise<number | null>;
  currencyById(id: number): Promise<{ id: number; code: string; symbol: string; is_crypto: boolean } | null>;
  /** One-time codes for the e-mail and phone checks; absent until the OTP service is composed. */
  otp?: () => ProfileOtp | undefined;
  /** Counters of bank-account checks (memory or Redis). */
  limits?: RateLimitStore;
  /** Bank-account and wallet checks a member may make in an hour (default 20). */
  bankChecksPerHour?: number;
  /** How long the bank, question and channel lists are kept in memory. */
  listTtlMs?: number;
  now?: () => Date;
  /** Setting the bank account or wallet needs a fresh code when the member has two-factor authentication on. */
  twoFactor?: () => Pick<TwoFactorService, 'requireCode'>;
}

export interface Completeness {
  complete: boolean;
  missing: MissingProfileField[];
  rules: ProfileRules;
}

/** The member's registered bank account or crypto wallet, as a payout needs it. */
export type PayoutAccount =
  | { kind: 'bank'; bank_code: string; bank_name: string; account_no: string; holder: string | null }
  | { kind: 'crypto'; network: string; bank_name: string; wallet_address: string; holder: string | null };

export interface FirstLogin {
  id: number;
  /** This session is the member's first (or the member registered and has not logged in again). */
  is_first_login: boolean;
  first_login_at: string | null;
  profile_complete: boolean;
  missing: MissingProfileField[];
}

export interface ProfileService {
  /** Which optional profile fields the site requires (global config). */
  rules(): Promise<ProfileRules>;
  /** The completeness rule applied to a member (platform-shell § 5). */
  completeness(memberId: number): Promise<Completeness>;
  isComplete(memberId: number): Promise<boolean>;
  /** Throws Forbidden PROFILE_INCOMPLETE (data.missing) unless the profile is complete: deposits, withdrawals, play. */
  requireComplete(memberId: number): Promise<void>;
  /**
   * Where the member's withdrawals go: the registered bank account or crypto wallet, with the bank's or network's
   * name in a language; null when the profile has neither.
   */
  payoutAccount(memberId: number, languageId?: number | null): Promise<PayoutAccount | null>;
  /** PATCH /mb/users/:id: the member's own whitelisted profile fields. */
  update(memberId: number, targetId: string, body: unknown, locale: string): Promise<AuthUser>;
  /** Banks and networks, names in a language; active only. */
  banks(filter: {
    languageId: number | null;
    currencyIds?: number[];
    include?: boolean;
  }): Promise<BankCurrencyInformation[]>;
  bank(id: number, languageId: number | null, include?: boolean): Promise<BankCurrencyInformation | null>;
  /** For the generated logo. */
  bankByCode(code: string): Promise<{ code: string; short_name: string; color: string; kind: string } | null>;
  /** POST /mb/user-verify-bank-info: the number fits the bank and no other member holds the account. */
  verifyBankInfo(
    memberId: number,
    body: unknown,
  ): Promise<{
    valid: true;
    bank_currency_information_id: number;
    bank_no: string | null;
    wallet_address: string | null;
  }>;
  securityQuestions(languageId: number | null): Promise<SecurityQuestion[]>;
  registerChannels(languageId: number | null): Promise<RegisterChannel[]>;
  /** The three verify steps with the member's status, sorted by step_no. */
  activeSteps(memberId: number, include?: boolean): Promise<ActiveStep[]>;
  firstLogin(memberId: number): Promise<FirstLogin>;
  /** The member's e-mail and phone verification (OTP status entries). */
  otpStatus(memberId: number): Promise<OtpStatusEntry[]>;
  /** Sends a code to the member's own phone (sms) or e-mail address. */
  requestOtp(memberId: number, body: unknown, meta: { locale: string; ip?: string }): Promise<OtpTicket>;
  /** The code of a reference (or a verify token from /mb/otp-verified) marks the phone or address verified. */
  verifyOtp(memberId: number, typeVerified: string, body: unknown): Promise<OtpStatusEntry>;
  /** Drops the cached lists (after seeding or an operator change). */
  invalidate(): void;
}

interface Lists {
  banks: (typeof bankCurrencyInformation.$inferSelect)[];
  bankNames: Map<number, Map<number, string>>;
  questions: (typeof securityQuestions.$inferSelect)[];
  questionTexts: Map<number, Map<number, string>>;
  channels: (typeof registerChannels.$inferSelect)[];
  channelNames: Map<number, Map<number, string>>;
}

function byParent<T>(
  rows: T[],
  parent: (r: T) => number,
  lang: (r: T) => number,
  text: (r: T) => string,
): Map<number, Map<number, string>> {
  const out = new Map<number, Map<number, string>>();
  for (const r of rows) {
    let m = out.get(parent(r));
    if (!m) out.set(parent(r), (m = new Map()));
    m.set(lang(r), text(r));
  }
  return out;
}

function badRequest(errors: FieldError[]): AppError {
  const order = PROFILE_PATCH_FIELDS as readonly string[];
  const rank = (p: string) => (order.indexOf(p) === -1 ? order.length : order.indexOf(p));
  const sorted = [...errors].sort((a, b) => rank(a.path) - rank(b.path));
  const first = sorted[0];
  return new AppError('BadRequest', first.errorCode, {
    params: { field: first.path, ...first.params },
    data: { errors: sorted },
  });
}

const fieldError = (path: string, errorCode: string, params?: FieldError['params']): FieldError =>
  params ? { path, errorCode, params } : { path, errorCode };

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const STEP_CODES_BY_NO: Record<number, StepCode> = { 1: 'basic', 2: 'profile', 3: 'free_credit' };

/** Bank-account checks per member and hour: whether an account is taken must not be probed in bulk. */
export const BANK_CHECKS_PER_HOUR = 20;

export function createProfileService(deps: ProfileServiceDeps): ProfileService {
  const { db } = deps;
  const auth = {
    profile: (id: number) => deps.auth().profile(id),
    updateProfile: (...a: Parameters<AuthService['updateProfile']>) => deps.auth().updateProfile(...a),
    accountHeldByOther: (...a: Parameters<AuthService['accountHeldByOther']>) => deps.auth().accountHeldByOther(...a),
  };
  const ttl = deps.listTtlMs ?? 60_000;
  const now = deps.now ?? (() => new Date());
  let cached: { at: number; lists: Promise<Lists> } | null = null;
  const bankChecks = deps.limits
    ? createRateLimiter(deps.limits, {
        name: 'bank-check',
        limit: deps.bankChecksPerHour ?? BANK_CHECKS_PER_HOUR,
        windowMs: 60 * 60_000,
      })
    : null;

  /** Counts one look-up of whether an account is taken; past the hourly budget it waits. */
  async function countBankCheck(memberId: number): Promise<void> {
    if (!bankChecks) return;
    const gate = await bankChecks.consume(String(memberId));
    if (!gate.allowed) {
      throw new AppError('TooManyRequests', 'BANK_CHECKS_THROTTLED', {
        params: { minutes: Math.max(1, Math.ceil(gate.retryAfterMs / 60_000)) },
        data: { retryAfter: Math.ceil(gate.retryAfterMs / 1000) },
      });
    }
  }
  let englishId: Promise<number | null> | null = null;

  function lists(): Promise<Lists> {
    const at = Date.now();
    if (cached && at - cached.at < ttl) return cached.lists;
    const load = (async (): Promise<Lists> => {
      const [banks, bankTr, questions, questionTr, channels, channelTr] = await Promise.all([
        db
          .select()
          .from(bankCurrencyInformation)
          .orderBy(asc(bankCurrencyInformation.order_no), asc(bankCurrencyInformation.id)),
        db.select().from(bankCurrencyInformationTranslations),
        db.select().from(securityQuestions).orderBy(asc(securityQuestions.order_no), asc(securityQuestions.id)),
        db.select().from(securityQuestionTranslations),
        db.select().from(registerChannels).orderBy(asc(registerChannels.order_no), asc(registerChannels.id)),
        db.select().from(registerChannelTranslations),
      ]);
      return {
        banks,
        bankNames: byParent(
          bankTr,
          (r) => r.bank_currency_information_id,
          (r) => r.language_id,
          (r) => r.name,
        ),
        questions,
        questionTexts: byParent(
          questionTr,
          (r) => r.security_question_id,
          (r) => r.language_id,
          (r) => r.question,
        ),
        channels,
        channelNames: byParent(
          channelTr,
          (r) => r.register_channel_id,
          (r) => r.language_id,
          (r) => r.name,
        ),
      };
    })();
    const entry = { at, lists: load };
    cached = entry;
    load.catch(() => {
      if (cached === entry) cached = null;
    });
    return load;
  }

  /** A text in the language, else in English, else the fallback. */
  async function textIn(
    texts: Map<number, string> | undefined,
    languageId: number | null,
    fallback: string,
  ): Promise<string> {
    if (texts && languageId !== null && texts.has(languageId)) return texts.get(languageId)!;
    englishId ??= deps.languageIdOf('en').catch(() => null);
    const en = await englishId;
    return (en !== null && texts?.get(en)) || fallback;
  }

  async function projectBank(
    row: Lists['banks'][number],
    names: Lists['bankNames'],
    languageId: number | null,
    include = false,
  ): Promise<BankCurrencyInformation> {
    const out: BankCurrencyInformation = {
      id: row.id,
      currency_id: row.currency_id,
      kind: row.kind as 'bank' | 'crypto',
      code: row.code,
      name: await textIn(names.get(row.id), languageId, row.name),
      short_name: row.short_name,
      logo_url: bankLogoUrl(row),
      color: row.color,
      account_lengths: row.account_lengths,
      address_format: (row.address_format as AddressFormat | null) ?? null,
      order_no: row.order_no,
    };
    if (include) {
      const c = await deps.currencyById(row.currency_id);
      out.currency = c ? { id: c.id, code: c.code, symbol: c.symbol, is_crypto: c.is_crypto } : null;
    }
    return out;
  }

  async function rules(): Promise<ProfileRules> {
    return profileRulesOf(await deps.globalConfig());
  }

  async function member(memberId: number): Promise<AuthUser> {
    const user = await auth.profile(memberId);
    if (!user) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
    return user;
  }

  async function completenessOf(user: AuthUser): Promise<Completeness> {
    const r = await rules();
    const missing = missingProfileFields(user, r);
    return { complete: missing.length === 0, missing, rules: r };
  }

  /** A bank or network a member of this currency may register: banks of the member's currency, any network. */
  function usable(row: Lists['banks'][number] | undefined, user: AuthUser): boolean {
    return !!row && row.is_active && (row.kind === 'crypto' || row.currency_id === user.currency_id);
  }

  /** Step 1 is done when the phone is verified, and the e-mail too when there is one or the site requires one. */
  function basicVerified(user: AuthUser, r: ProfileRules): boolean {
    if (!user.phone || !user.phone_verified) return false;
    if (user.email) return user.email_verified;
    return !r.emailRequired;
  }

  function otpTarget(
    user: AuthUser,
    type: string,
  ): {
    channel: 'sms' | 'email';
    to: string;
    countryCode?: string;
    purpose: 'verify-phone' | 'verify-email';
    verified: boolean;
  } {
    if (type === 'sms') {
      if (!user.phone) throw badRequest([fieldError('phone', 'PHONE_REQUIRED')]);
      return {
        channel: 'sms',
        to: user.phone,
        countryCode: user.country_code ?? undefined,
        purpose: 'verify-phone',
        verified: user.phone_verified,
      };
    }
    if (type === 'email') {
      if (!user.email) throw badRequest([fieldError('email', 'EMAIL_REQUIRED')]);
      return { channel: 'email', to: user.email, purpose: 'verify-email', verified: user.email_verified };
    }
    throw badRequest([fieldError('type_verified', 'OTP_CHANNEL_INVALID')]);
  }

  function otpService(): ProfileOtp {
    const otp = deps.otp?.();
    if (!otp) throw new AppError('GeneralError', 'GENERAL_ERROR', { message: 'the OTP service is not composed' });
    return otp;
  }

  const maskPhone = (phone: string) =>
    phone.length > 4 ? `${phone.slice(0, 3)}${'x'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-3)}` : phone;
  const maskEmail = (email: string) => {
    const [name, domain] = email.split('@');
    return domain ? `${name.slice(0, 1)}***@${domain}` : '***';
  };

  return {
    rules,

    async completeness(memberId) {
      return completenessOf(await member(memberId));
    },

    async isComplete(memberId) {
      const user = await auth.profile(memberId);
      return !!user && (await completenessOf(user)).complete;
    },

    async requireComplete(memberId) {
      const c = await completenessOf(await member(memberId));
      if (!c.complete) throw new AppError('Forbidden', 'PROFILE_INCOMPLETE', { data: { missing: c.missing } });
    },

    async payoutAccount(memberId, languageId = null) {
      const user = await auth.profile(memberId);
      if (!user?.bank_currency_information_id) return null;
      const l = await lists();
      const row = l.banks.find((b) => b.id === user.bank_currency_information_id);
      if (!row) return null;
      const bank = await projectBank(row, l.bankNames, languageId, false);
      if (bank.kind === 'bank' && user.bank_no)
        return {
          kind: 'bank',
          bank_code: bank.code,
          bank_name: bank.name,
          account_no: user.bank_no,
          holder: user.full_name,
        };
      if (bank.kind === 'crypto' && user.wallet_address)
        return {
          kind: 'crypto',
          network: bank.code,
          bank_name: bank.name,
          wallet_address: user.wallet_address,
          holder: user.full_name,
        };
      return null;
    },

    async update(memberId, targetId, input, _locale) {
      // Only the member's own profile: another id finds nothing, and nothing changes.
      if (String(memberId) !== targetId) throw new AppError('NotFound', 'NOT_FOUND');
      if (!isPlainObject(input)) throw badRequest([fieldError('', 'INVALID_BODY')]);
      // The authenticator code that comes with a bank account (when the member has two-factor authentication on).
      const { totp_code: secondFactor, ...body } = input;
      if (secondFactor !== undefined && (typeof secondFactor !== 'string' || !TOTP_CODE_RE.test(secondFactor)))
        throw badRequest([fieldError('totp_code', 'TOTP_FORMAT')]);
      const unknown = Object.keys(body).filter((k) => !(PROFILE_PATCH_FIELDS as readonly string[]).includes(k));
      if (unknown.length) throw badRequest(unknown.map((k) => fieldError(k, 'UNKNOWN_FIELD')));
      if (!Object.keys(body).length) throw badRequest([fieldError('', 'NOTHING_TO_UPDATE')]);

      const config = await deps.globalConfig();
      const parsed = profilePatchSchema({
        minimumAge: config?.minimum_age ?? MINIMUM_AGE,
        today: () => todayIso(now()),
      }).safeParse(body);
      if (!parsed.success) throw badRequest(fieldErrorsFromIssues(parsed.error.issues));
      const p = parsed.data;
      const user = await member(memberId);
      const l = await lists();
      const errors: FieldError[] = [];
      const changes: ProfileChanges = {};

      if (p.first_name !== undefined) changes.first_name = p.first_name;
      if (p.last_name !== undefined) changes.last_name = p.last_name;
      if (p.gender !== undefined) changes.gender = p.gender;
      if (p.dob !== undefined) changes.dob = p.dob;
      if (p.line_id !== undefined) changes.line_id = p.line_id;
      if (p.register_channal_id !== undefined) {
        if (!l.channels.some((c) => c.id === p.register_channal_id && c.is_active))
          errors.push(fieldError('register_channal_id', 'REGISTER_CHANNEL_INVALID'));
        else changes.register_channal_id = p.register_channal_id;
      }
      if (p.security_question_id !== undefined && p.security_answer !== undefined) {
        if (!l.questions.some((q) => q.id === p.security_question_id && q.is_active))
          errors.push(fieldError('security_question_id', 'SECURITY_QUESTION_INVALID'));
        else
          Object.assign(changes, { security_question_id: p.security_question_id, security_answer: p.security_answer });
      }
      if (p.email !== undefined && p.email.toLowerCase() !== (user.email ?? '').toLowerCase()) changes.email = p.email;

      // Bank account or crypto wallet.
      const bankGiven =
        p.bank_currency_information_id !== undefined ||
        p.bank_no !== undefined ||
        p.crypto_network !== undefined ||
        p.wallet_address !== undefined;
      if (bankGiven) {
        const network = p.crypto_network?.toUpperCase();
        const bankId =
          p.bank_currency_information_id ??
          (network ? l.banks.find((b) => b.kind === 'crypto' && b.code === network)?.id : undefined) ??
          user.bank_currency_information_id ??
          undefined;
        const bank = l.banks.find((b) => b.id === bankId);
        if (bankId === undefined) {
          errors.push(fieldError('bank_currency_information_id', 'BANK_REQUIRED'));
        } else if (!bank || !usable(bank, user)) {
          errors.push(
            fieldError(
              p.bank_currency_information_id === undefined && network
                ? 'crypto_network'
                : 'bank_currency_information_id',
              'BANK_INVALID',
            ),
          );
        } else if (network !== undefined && (bank.kind !== 'crypto' || bank.code !== network)) {
          errors.push(fieldError('crypto_network', 'BANK_INVALID'));
        } else if (bank.kind === 'bank' && p.wallet_address !== undefined) {
          errors.push(fieldError('wallet_address', 'BANK_OR_WALLET'));
        } else if (bank.kind === 'crypto' && p.bank_no !== undefined) {
          errors.push(fieldError('bank_no', 'BANK_OR_WALLET'));
        } else if (bank.kind === 'bank') {
          const bankNo = p.bank_no ?? (user.bank_currency_information_id === bank.id ? (user.bank_no ?? '') : '');
          const problem = checkBankNo(bank, bankNo);
          if (problem) errors.push(fieldError('bank_no', problem.errorCode, problem.params));
          else
            Object.assign(changes, {
              bank_currency_information_id: bank.id,
              bank_no: bankNo,
              crypto_network: null,
              wallet_address: null,
            });
        } else {
          const address =
            p.wallet_address ?? (user.bank_currency_information_id === bank.id ? (user.wallet_address ?? '') : '');
          const name = await textIn(l.bankNames.get(bank.id), null, bank.name);
          const problem = checkWalletAddress(
            { name, address_format: bank.address_format as AddressFormat | null },
            address,
          );
          if (problem) errors.push(fieldError('wallet_address', problem.errorCode, problem.params));
          else
            Object.assign(changes, {
              bank_currency_information_id: bank.id,
              bank_no: null,
              crypto_network: bank.code,
              wallet_address: normalWalletAddress(bank.address_format as AddressFormat, address),
            });
        }
      }
      if (errors.length) throw badRequest(errors);

      // The account holder and the account are registered once; after that staff change them.
      const current: Record<string, unknown> = { ...user };
      for (const key of BANK_HOLDER_FIELDS) {
        if (key in changes && (changes[key] ?? null) === (current[key] ?? null)) delete changes[key];
      }
      const holderChanged = BANK_HOLDER_FIELDS.some((k) => k in changes);
      const hasBank = !!(user.bank_no || user.wallet_address);
      if (holderChanged && hasBank) {
        throw new AppError('Forbidden', 'BANK_DETAILS_LOCKED', {
          data: {
            errors: BANK_HOLDER_FIELDS.filter((k) => k in changes).map((k) => fieldError(k, 'BANK_DETAILS_LOCKED')),
          },
        });
      }
      const settingAccount = changes.bank_no !== undefined || changes.wallet_address !== undefined;
      if (settingAccount) {
        await countBankCheck(memberId);
        const account = changes.wallet_address
          ? { walletAddress: changes.wallet_address }
          : { bankCurrencyInformationId: changes.bank_currency_information_id!, bankNo: changes.bank_no! };
        if (await auth.accountHeldByOther(memberId, account)) {
          const path = 'walletAddress' in account ? 'wallet_address' : 'bank_no';
          const code = 'walletAddress' in account ? 'WALLET_ADDRESS_TAKEN' : 'BANK_ACCOUNT_TAKEN';
          throw new AppError('Conflict', code, { params: { field: path }, data: { errors: [fieldError(path, code)] } });
        }
        // Where withdrawals go: with two-factor authentication on, only with a fresh code.
        await deps.twoFactor?.().requireCode(memberId, secondFactor as string | undefined, 'totp_code');
      }
      if (!Object.keys(changes).length) return user;

      const updated = await auth.updateProfile(memberId, changes, { onlyWithoutBankDetails: holderChanged });
      if (!updated) {
        // Another request registered bank details first.
        if (holderChanged) throw new AppError('Forbidden', 'BANK_DETAILS_LOCKED');
        throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
      }
      return updated;
    },

    async banks({ languageId, currencyIds, include }) {
      const l = await lists();
      const rows = l.banks.filter((b) => b.is_active && (!currencyIds || currencyIds.includes(b.currency_id)));
      return Promise.all(rows.map((b) => projectBank(b, l.bankNames, languageId, include)));
    },

    async bank(id, languageId, include) {
      const l = await lists();
      const row = l.banks.find((b) => b.id === id && b.is_active);
      return row ? projectBank(row, l.bankNames, languageId, include) : null;
    },

    async bankByCode(code) {
      const row = (await lists()).banks.find((b) => b.code === code);
      return row ? { code: row.code, short_name: row.short_name, color: row.color, kind: row.kind } : null;
    },

    async verifyBankInfo(memberId, body) {
      const parsed = verifyBankInfoSchema.safeParse(isPlainObject(body) ? body : {});
      if (!parsed.success) throw badRequest(fieldErrorsFromIssues(parsed.error.issues));
      const input = parsed.data;
      const user = await member(memberId);
      const l = await lists();
      const bank = l.banks.find((b) => b.id === input.bank_currency_information_id);
      if (!bank || !usable(bank, user)) throw badRequest([fieldError('bank_currency_information_id', 'BANK_INVALID')]);
      if (bank.kind === 'bank') {
        if (input.wallet_address !== undefined) throw badRequest([fieldError('wallet_address', 'BANK_OR_WALLET')]);
        const problem = checkBankNo(bank, input.bank_no ?? '');
        if (problem) throw badRequest([fieldError('bank_no', problem.errorCode, problem.params)]);
        const bankNo = (input.bank_no ?? '').replace(/[\s-]/g, '');
        await countBankCheck(memberId);
        if (await auth.accountHeldByOther(memberId, { bankCurrencyInformationId: bank.id, bankNo })) {
          throw new AppError('Conflict', 'BANK_ACCOUNT_TAKEN', {
            params: { field: 'bank_no' },
            data: { errors: [fieldError('bank_no', 'BANK_ACCOUNT_TAKEN')] },
          });
        }
        return { valid: true, bank_currency_information_id: bank.id, bank_no: bankNo, wallet_address: null };
      }
      if (input.bank_no !== undefined) throw badRequest([fieldError('bank_no', 'BANK_OR_WALLET')]);
      const name = await textIn(l.bankNames.get(bank.id), null, bank.name);
      const problem = checkWalletAddress(
        { name, address_format: bank.address_format as AddressFormat | null },
        input.wallet_address ?? '',
      );
      if (problem) throw badRequest([fieldError('wallet_address', problem.errorCode, problem.params)]);
      const address = normalWalletAddress(bank.address_format as AddressFormat, input.wallet_address ?? '');
      await countBankCheck(memberId);
      if (await auth.accountHeldByOther(memberId, { walletAddress: address })) {
        throw new AppError('Conflict', 'WALLET_ADDRESS_TAKEN', {
          params: { field: 'wallet_address' },
          data: { errors: [fieldError('wallet_address', 'WALLET_ADDRESS_TAKEN')] },
        });
      }
      return { valid: true, bank_currency_information_id: bank.id, bank_no: null, wallet_address: address };
    },

    async securityQuestions(languageId) {
      const l = await lists();
      return Promise.all(
        l.questions
          .filter((q) => q.is_active)
          .map(async (q) => ({
            id: q.id,
            code: q.code,
            question: await textIn(l.questionTexts.get(q.id), languageId, q.code),
            order_no: q.order_no,
          })),
      );
    },

    async registerChannels(languageId) {
      const l = await lists();
      return Promise.all(
        l.channels
          .filter((c) => c.is_active)
          .map(async (c) => ({
            id: c.id,
            code: c.code,
            name: await textIn(l.channelNames.get(c.id), languageId, c.code),
            order_no: c.order_no,
          })),
      );
    },

    async activeSteps(memberId, include = false) {
      const user = await member(memberId);
      const c = await completenessOf(user);
      const basic = basicVerified(user, c.rules);
      const status: Record<number, boolean> = { 1: basic, 2: c.complete, 3: basic && c.complete };
      return [1, 2, 3].map((n) => {
        const step: ActiveStep = { id: n, step_no: n, code: STEP_CODES_BY_NO[n], status_active: status[n] };
        if (include) {
          if (n === 1)
            step.detail = {
              email: user.email,
              email_verified: user.email_verified,
              phone: user.phone,
              phone_verified: user.phone_verified,
            };
          if (n === 2) step.detail = { missing: c.missing };
          if (n === 3) step.detail = {};
        }
        return step;
      });
    },

    async firstLogin(memberId) {
      const user = await member(memberId);
      const c = await completenessOf(user);
      return {
        id: user.id,
        is_first_login: user.first_login_at === null || user.first_login_at === user.last_login_at,
        first_login_at: user.first_login_at,
        profile_complete: c.complete,
        missing: c.missing,
      };
    },

    async otpStatus(memberId) {
      const user = await member(memberId);
      const entries: OtpStatusEntry[] = [
        {
          type_verified: 'sms',
          to: user.phone ? maskPhone(user.phone) : null,
          status: user.phone && user.phone_verified ? 'OTP_VERIFIED' : 'WAITING_VERIFICATION',
        },
        {
          type_verified: 'email',
          to: user.email ? maskEmail(user.email) : null,
          status: user.email && user.email_verified ? 'OTP_VERIFIED' : 'WAITING_VERIFICATION',
        },
      ];
      return entries;
    },

    async requestOtp(memberId, body, meta) {
      const type = isPlainObject(body) ? body.type_verified : undefined;
      if (isPlainObject(body) && Object.keys(body).some((k) => k !== 'type_verified')) {
        throw badRequest(
          Object.keys(body)
            .filter((k) => k !== 'type_verified')
            .map((k) => fieldError(k, 'UNKNOWN_FIELD')),
        );
      }
      const user = await member(memberId);
      const target = otpTarget(user, typeof type === 'string' ? type : '');
      if (target.verified) throw badRequest([fieldError('type_verified', 'ALREADY_VERIFIED')]);
      return otpService().request({
        channel: target.channel,
        to: target.to,
        countryCode: target.countryCode,
        purpose: target.purpose,
        memberId,
        locale: meta.locale,
        ip: meta.ip,
      });
    },

    async verifyOtp(memberId, typeVerified, body) {
      const input = isPlainObject(body) ? body : {};
      const extra = Object.keys(input).filter((k) => !['reference', 'code', 'verify_token'].includes(k));
      if (extra.length) throw badRequest(extra.map((k) => fieldError(k, 'UNKNOWN_FIELD')));
      const user = await member(memberId);
      const target = otpTarget(user, typeVerified);
      const entry = (): OtpStatusEntry => ({
        type_verified: target.channel,
        to: target.channel === 'sms' ? maskPhone(target.to) : maskEmail(target.to),
        status: 'OTP_VERIFIED',
      });
      if (target.verified) return entry();
      const otp = otpService();
      let token: string;
      if (typeof input.verify_token === 'string' && input.verify_token) {
        token = input.verify_token;
      } else {
        const code = typeof input.code === 'string' ? input.code.trim() : '';
        const reference = typeof input.reference === 'string' ? input.reference.trim().toUpperCase() : '';
        const errors: FieldError[] = [];
        if (!reference) errors.push(fieldError('reference', 'OTP_REFERENCE_REQUIRED'));
        if (!code) errors.push(fieldError('code', 'OTP_REQUIRED'));
        else if (!/^\d{6,8}$/.test(code)) errors.push(fieldError('code', 'OTP_FORMAT'));
        if (errors.length)
          throw new AppError('BadRequest', errors[0].errorCode, {
            params: { field: errors[0].path },
            data: { errors },
          });
        try {
          token = (
            await otp.verify({
              code,
              reference,
              to: target.to,
              countryCode: target.countryCode,
              channel: target.channel,
              purpose: target.purpose,
              memberId,
            })
          ).verifyToken;
        } catch (err) {
          // A wrong, expired or used code is the code field's error: the page asks for the code again under it.
          if (
            err instanceof AppError &&
            err.status === 400 &&
            !(err.data as { errors?: unknown } | undefined)?.errors
          ) {
            throw new AppError(err.kind, err.errorCode, {
              params: { ...err.params, field: 'code' },
              data: {
                ...(err.data as object | undefined),
                errors: [fieldError('code', err.errorCode, Object.keys(err.params).length ? err.params : undefined)],
              },
            });
          }
          throw err;
        }
      }
      const used = await otp.consumeVerifyToken({
        token,
        purpose: target.purpose,
        to: target.to,
        countryCode: target.countryCode,
        channel: target.channel,
        memberId,
      });
      if (!used)
        throw new AppError('BadRequest', 'OTP_INVALID', {
          params: { field: 'code' },
          data: { errors: [fieldError('code', 'OTP_INVALID')] },
        });
      // The phone or address must still be the one the code went to.
      const updated =
        target.channel === 'sms'
          ? await auth.updateProfile(memberId, { phone_verified: true }, { onlyIfPhone: target.to })
          : await auth.updateProfile(memberId, { email_verified: true }, { onlyIfEmail: target.to });
      if (!updated)
        throw new AppError('BadRequest', 'OTP_INVALID', {
          params: { field: 'code' },
          data: { errors: [fieldError('code', 'OTP_INVALID')] },
        });
      return entry();
    },

    invalidate() {
      cached = null;
    },
  };
}
