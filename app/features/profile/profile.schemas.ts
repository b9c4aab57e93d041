import { z } from 'zod';
import { optionalSecondFactorCode } from '../twofactor/twofactor.schemas.ts';
import { isWalletAddress, type AddressFormat } from './crypto-address.ts';

/**
 * The member's profile: the fields a member may change, their rules, and what the profile endpoints return. Shared
 * by the profile page and the API; every message is an error code whose text is under `errors` in
 * app/i18n/locales/<locale>/profile.json.
 */

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Minimum age of a member (player-features § 9); the global config may ask for more. */
export const MINIMUM_AGE = 18;
export const OLDEST_AGE = 100;
export const NAME_MAX = 100;
export const LINE_ID_MAX = 20;
export const ANSWER_MAX = 100;
export const EMAIL_MAX = 254;
export const BANK_NO_MAX = 20;
export const WALLET_ADDRESS_MAX = 64;

/**
 * Fields of `PATCH /mb/users/:id`, the only ones a member may change. Anything else (balance, level, status,
 * privileges, username, id, verification flags…) is refused with UNKNOWN_FIELD and nothing is changed.
 */
export const PROFILE_PATCH_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'dob',
  'line_id',
  'register_channal_id',
  'security_question_id',
  'security_answer',
  'email',
  'bank_currency_information_id',
  'bank_no',
  'crypto_network',
  'wallet_address',
] as const;
export type ProfilePatchField = (typeof PROFILE_PATCH_FIELDS)[number];

/** Fields that identify the bank account holder: once bank details are registered, staff change them. */
export const BANK_HOLDER_FIELDS = [
  'first_name',
  'last_name',
  'bank_currency_information_id',
  'bank_no',
  'crypto_network',
  'wallet_address',
] as const;

// ---- Dates of birth ----

/** YYYY-MM-DD of a real calendar day. */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Today as YYYY-MM-DD in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** YYYY-MM-DD from the day, month and year a member picks; null while one is missing or the day does not exist. */
export function composeDob(day: string | number, month: string | number, year: string | number): string | null {
  if (!day || !month || !year) return null;
  const value = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(value) ? value : null;
}

export function dobSchema(minimumAge: number = MINIMUM_AGE, today: () => string = () => todayIso()) {
  return z
    .string({ error: 'DOB_REQUIRED' })
    .trim()
    .min(1, 'DOB_REQUIRED')
    .refine(isCalendarDate, 'DOB_INVALID')
    .superRefine((value, ctx) => {
      if (!isCalendarDate(value)) return;
      const age = ageOn(value, today());
      if (age < 0 || age > OLDEST_AGE) ctx.addIssue({ code: 'custom', message: 'DOB_INVALID' });
      else if (age < Math.max(MINIMUM_AGE, minimumAge))
        ctx.addIssue({ code: 'custom', message: 'DOB_UNDER_AGE', params: { age: Math.max(MINIMUM_AGE, minimumAge) } });
    });
}

// ---- Names, contact ----

/** Letters of any script with their marks, and spaces, dots, apostrophes and hyphens between them. */
const NAME_RE = /^[\p{L}\p{M}]+(?:[ .'\u2019-]+[\p{L}\p{M}]+)*\.?$/u;

function nameSchema(prefix: 'FIRST_NAME' | 'LAST_NAME') {
  return z
    .string({ error: `${prefix}_REQUIRED` })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, `${prefix}_REQUIRED`).max(NAME_MAX, 'NAME_TOO_LONG').regex(NAME_RE, `${prefix}_INVALID`));
}
export const firstNameSchema = nameSchema('FIRST_NAME');
export const lastNameSchema = nameSchema('LAST_NAME');

export const genderSchema = z.enum(GENDERS, { error: 'GENDER_REQUIRED' });

/** LINE IDs: letters, digits, dot, underscore and hyphen, at most 20. */
export const lineIdSchema = z
  .string({ error: 'LINE_ID_INVALID' })
  .trim()
  .regex(/^@?[A-Za-z0-9._-]{1,20}$/, 'LINE_ID_INVALID');

export const emailSchema = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, 'EMAIL_REQUIRED')
  .max(EMAIL_MAX, 'EMAIL_INVALID')
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

export const securityAnswerSchema = z
  .string({ error: 'SECURITY_ANSWER_REQUIRED' })
  .trim()
  .min(1, 'SECURITY_ANSWER_REQUIRED')
  .max(ANSWER_MAX, 'SECURITY_ANSWER_TOO_LONG');

const idOf = (code: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number({ error: code }).int(code).positive(code).max(2_147_483_647, code),
  );

// ---- Bank accounts and wallets ----

/** What the account-number and address checks need to know about the chosen bank or network. */
export interface BankRule {
  kind: 'bank' | 'crypto';
  name: string;
  /** Digits an account number of this bank may have. */
  account_lengths: number[];
  /** Crypto networks: how their addresses are written. */
  address_format: AddressFormat | null;
}

/** Account number without the spaces and dashes a member may type. */
export function normalBankNo(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** '10', '10 or 12', '10, 12 or 14' (digits) for messages; `or` is the word of the page's language. */
export function lengthsText(lengths: number[], or = 'or'): string {
  const sorted = [...lengths].sort((a, b) => a - b).map(String);
  return sorted.length <= 1
    ? (sorted[0] ?? '')
    : `${sorted.slice(0, -1).join(', ')} ${or} ${sorted[sorted.length - 1]}`;
}

export interface BankNoProblem {
  errorCode: 'BANK_NO_REQUIRED' | 'BANK_NO_DIGITS' | 'BANK_NO_LENGTH';
  params?: Record<string, string | number>;
}

/** Checks an account number for a bank: digits only, and one of the bank's lengths. */
export function checkBankNo(bank: Pick<BankRule, 'name' | 'account_lengths'>, raw: string): BankNoProblem | null {
  const value = normalBankNo(raw);
  if (!value) return { errorCode: 'BANK_NO_REQUIRED' };
  if (!/^\d+$/.test(value)) return { errorCode: 'BANK_NO_DIGITS' };
  if (bank.account_lengths.length && !bank.account_lengths.includes(value.length)) {
    return { errorCode: 'BANK_NO_LENGTH', params: { bank: bank.name, lengths: lengthsText(bank.account_lengths) } };
  }
  return null;
}

export interface WalletProblem {
  errorCode: 'WALLET_ADDRESS_REQUIRED' | 'WALLET_ADDRESS_INVALID';
  params?: Record<string, string | number>;
}

export function checkWalletAddress(
  network: Pick<BankRule, 'name' | 'address_format'>,
  raw: string,
): WalletProblem | null {
  const value = raw.trim();
  if (!value) return { errorCode: 'WALLET_ADDRESS_REQUIRED' };
  if (!network.address_format || value.length > WALLET_ADDRESS_MAX || !isWalletAddress(network.address_format, value)) {
    return { errorCode: 'WALLET_ADDRESS_INVALID', params: { network: network.name } };
  }
  return null;
}

// ---- PATCH /mb/users/:id ----

/**
 * The shape of a profile change: every field optional, each checked on its own. Which bank a number belongs to,
 * whether the question and channel exist and whether the account is free are checked by the server after this.
 */
export function profilePatchSchema(options: { minimumAge?: number; today?: () => string } = {}) {
  return z
    .object({
      first_name: firstNameSchema.optional(),
      last_name: lastNameSchema.optional(),
      gender: genderSchema.optional(),
      dob: dobSchema(options.minimumAge, options.today).optional(),
      // null clears the LINE ID
      line_id: z.union([z.null(), z.literal('').transform(() => null), lineIdSchema]).optional(),
      register_channal_id: idOf('REGISTER_CHANNEL_INVALID').optional(),
      security_question_id: idOf('SECURITY_QUESTION_INVALID').optional(),
      security_answer: securityAnswerSchema.optional(),
      email: emailSchema.optional(),
      bank_currency_information_id: idOf('BANK_INVALID').optional(),
      bank_no: z
        .string({ error: 'BANK_NO_DIGITS' })
        .max(BANK_NO_MAX + 10, 'BANK_NO_DIGITS')
        .transform(normalBankNo)
        .optional(),
      crypto_network: z.string({ error: 'BANK_INVALID' }).trim().max(16, 'BANK_INVALID').optional(),
      wallet_address: z
        .string({ error: 'WALLET_ADDRESS_INVALID' })
        .trim()
        .max(WALLET_ADDRESS_MAX * 2, 'WALLET_ADDRESS_INVALID')
        .optional(),
    })
    .superRefine((v, ctx) => {
      if (v.security_question_id !== undefined && v.security_answer === undefined) {
        ctx.addIssue({ code: 'custom', path: ['security_answer'], message: 'SECURITY_ANSWER_REQUIRED' });
      }
      if (v.security_answer !== undefined && v.security_question_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['security_question_id'], message: 'SECURITY_QUESTION_REQUIRED' });
      }
      if (v.bank_no !== undefined && v.wallet_address !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['wallet_address'], message: 'BANK_OR_WALLET' });
      }
    });
}
export type ProfilePatch = z.output<ReturnType<typeof profilePatchSchema>>;

// ---- Forms of the profile page ----
// The setting/profile route's action and the browser parse a form with the same schema (app/shared/forms.ts):
// every field arrives as a string or, when empty, undefined; each schema checks every field at once (so a
// person sees all their mistakes together) and gives what the profile service is asked to save.

/** What the profile page's forms post as `intent`. */
export const PROFILE_INTENTS = ['bank', 'personal', 'email', 'send-code', 'verify-code'] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

const formText = z.string().optional();

/** Adds the issues of one field's schema under that field; answers the parsed value when it passes. */
function checkField<T>(ctx: z.RefinementCtx, path: string, schema: z.ZodType<T>, value: unknown): T | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const issue of r.error.issues) {
    const params =
      issue.code === 'custom'
        ? issue.params
        : issue.code === 'too_small'
          ? { min: Number(issue.minimum) }
          : issue.code === 'too_big'
            ? { max: Number(issue.maximum) }
            : undefined;
    ctx.addIssue({ code: 'custom', path: [path], message: issue.message, ...(params ? { params } : {}) });
  }
  return undefined;
}

/** Step 2, bank part: the account holder and the bank account or crypto wallet of one of `banks`. */
export function bankFormSchema(banks: readonly (BankRule & { id: number })[]) {
  return z
    .object({
      intent: z.literal('bank'),
      first_name: formText,
      last_name: formText,
      bank_currency_information_id: formText,
      bank_no: formText,
      wallet_address: formText,
      /** The authenticator code: required by the service when the member has two-factor authentication on. */
      totp_code: optionalSecondFactorCode,
    })
    .superRefine((v, ctx) => {
      checkField(ctx, 'first_name', firstNameSchema, v.first_name);
      checkField(ctx, 'last_name', lastNameSchema, v.last_name);
      const bank = banks.find((b) => String(b.id) === v.bank_currency_information_id);
      if (!bank) {
        ctx.addIssue({ code: 'custom', path: ['bank_currency_information_id'], message: 'BANK_REQUIRED' });
        return;
      }
      const problem =
        bank.kind === 'bank' ? checkBankNo(bank, v.bank_no ?? '') : checkWalletAddress(bank, v.wallet_address ?? '');
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: [bank.kind === 'bank' ? 'bank_no' : 'wallet_address'],
          message: problem.errorCode,
          ...(problem.params ? { params: problem.params } : {}),
        });
    })
    .transform((v) => {
      const bank = banks.find((b) => String(b.id) === v.bank_currency_information_id)!;
      const account =
        bank.kind === 'bank'
          ? { bank_no: normalBankNo(v.bank_no ?? '') }
          : { wallet_address: (v.wallet_address ?? '').trim() };
      return {
        first_name: firstNameSchema.parse(v.first_name),
        last_name: lastNameSchema.parse(v.last_name),
        bank_currency_information_id: bank.id,
        ...account,
        ...(v.totp_code ? { totp_code: v.totp_code } : {}),
      };
    });
}

/** What the personal part needs to know of the site and of the member. */
export interface PersonalFormOptions {
  rules: { dob: boolean; gender: boolean; registerChannel: boolean };
  minimumAge: number;
  /** The member's saved question: its answer is asked again only when the question changes or one is typed. */
  savedQuestionId: number | null;
  today?: () => string;
}

/** The personal part's changes, in the shape of `PATCH /mb/users/:id` (line_id null clears it). */
export interface PersonalValues {
  gender?: Gender;
  dob?: string;
  security_question_id?: number;
  security_answer?: string;
  line_id: string | null;
  register_channal_id?: number;
}

/** Step 2, personal part: gender, date of birth (day, month, year), security question and answer, LINE ID, channel. */
export function personalFormSchema(options: PersonalFormOptions) {
  return z
    .object({
      intent: z.literal('personal'),
      gender: formText,
      dob_day: formText,
      dob_month: formText,
      dob_year: formText,
      security_question_id: formText,
      security_answer: formText,
      line_id: formText,
      register_channal_id: formText,
    })
    .superRefine((v, ctx) => {
      if (v.gender) checkField(ctx, 'gender', genderSchema, v.gender);
      else if (options.rules.gender) ctx.addIssue({ code: 'custom', path: ['gender'], message: 'GENDER_REQUIRED' });

      if (v.dob_day || v.dob_month || v.dob_year) {
        const dob = composeDob(v.dob_day ?? '', v.dob_month ?? '', v.dob_year ?? '');
        if (!dob)
          ctx.addIssue({
            code: 'custom',
            path: ['dob'],
            message: v.dob_day && v.dob_month && v.dob_year ? 'DOB_INVALID' : 'DOB_REQUIRED',
          });
        else checkField(ctx, 'dob', dobSchema(options.minimumAge, options.today), dob);
      } else if (options.rules.dob) ctx.addIssue({ code: 'custom', path: ['dob'], message: 'DOB_REQUIRED' });

      if (!v.security_question_id)
        ctx.addIssue({ code: 'custom', path: ['security_question_id'], message: 'SECURITY_QUESTION_REQUIRED' });
      else {
        checkField(ctx, 'security_question_id', idOf('SECURITY_QUESTION_INVALID'), v.security_question_id);
        if (answerNeeded(v, options)) checkField(ctx, 'security_answer', securityAnswerSchema, v.security_answer);
      }

      if (v.line_id?.trim()) checkField(ctx, 'line_id', lineIdSchema, v.line_id);

      if (v.register_channal_id)
        checkField(ctx, 'register_channal_id', idOf('REGISTER_CHANNEL_INVALID'), v.register_channal_id);
      else if (options.rules.registerChannel)
        ctx.addIssue({ code: 'custom', path: ['register_channal_id'], message: 'REGISTER_CHANNEL_REQUIRED' });
    })
    .transform((v): PersonalValues => {
      const out: PersonalValues = { line_id: v.line_id?.trim() ? v.line_id.trim() : null };
      if (v.gender) out.gender = v.gender as Gender;
      const dob = composeDob(v.dob_day ?? '', v.dob_month ?? '', v.dob_year ?? '');
      if (dob) out.dob = dob;
      if (answerNeeded(v, options)) {
        out.security_question_id = Number(v.security_question_id);
        out.security_answer = securityAnswerSchema.parse(v.security_answer);
      }
      if (v.register_channal_id) out.register_channal_id = Number(v.register_channal_id);
      return out;
    });
}

function answerNeeded(
  v: { security_question_id?: string; security_answer?: string },
  options: PersonalFormOptions,
): boolean {
  return (
    !!v.security_answer?.trim() ||
    !options.savedQuestionId ||
    v.security_question_id !== String(options.savedQuestionId)
  );
}

/** The personal values that differ from what the member has saved: what the form's save changes. */
export function personalChanges(
  values: PersonalValues,
  user: { gender: string | null; DOB: string | null; line_id: string | null; register_channal_id: number | null },
): Partial<PersonalValues> {
  const changes: Partial<PersonalValues> = {};
  if (values.gender && values.gender !== user.gender) changes.gender = values.gender;
  if (values.dob && values.dob !== user.DOB) changes.dob = values.dob;
  if (values.security_question_id !== undefined) {
    changes.security_question_id = values.security_question_id;
    changes.security_answer = values.security_answer;
  }
  if ((values.line_id ?? null) !== (user.line_id ?? null)) changes.line_id = values.line_id;
  if (values.register_channal_id !== undefined && values.register_channal_id !== user.register_channal_id)
    changes.register_channal_id = values.register_channal_id;
  return changes;
}

/** Step 1: the e-mail address to save and send a code to. */
export const emailFormSchema = z.object({ intent: z.literal('email'), email: emailSchema });

const OTP_TYPES = ['sms', 'email'] as const;
const otpType = z.enum(OTP_TYPES, { error: 'INVALID_FIELD' });

/** Step 1: send (or send again) a code to the member's phone or saved e-mail address. */
export const sendCodeFormSchema = z.object({ intent: z.literal('send-code'), type_verified: otpType });

/**
 * Step 1: the code of a reference. The ticket's where-to, expiry and resend time come back with the form so the
 * page can show them again after a wrong code without JavaScript; the server checks only reference and code.
 */
export const verifyCodeFormSchema = z.object({
  intent: z.literal('verify-code'),
  type_verified: otpType,
  reference: z.string({ error: 'OTP_REQUIRED' }).regex(/^[A-Z]{4}$/, 'OTP_REQUIRED'),
  code: z
    .string({ error: 'OTP_REQUIRED' })
    .trim()
    .regex(/^\d{6,8}$/, 'OTP_FORMAT'),
  to: z.string().max(320).optional(),
  expires_at: z.iso.datetime({ offset: true }).optional(),
  resend_after: z.iso.datetime({ offset: true }).optional(),
});

/** The schema of a posted profile form, chosen by its intent (null for an unknown one). */
export function profileIntentOf(value: unknown): ProfileIntent | null {
  return (PROFILE_INTENTS as readonly unknown[]).includes(value) ? (value as ProfileIntent) : null;
}

// ---- What the endpoints return ----

/** GET /mb/bank-currency-information: a bank of a currency, or a crypto network. */
export interface BankCurrencyInformation {
  id: number;
  currency_id: number;
  kind: 'bank' | 'crypto';
  code: string;
  /** Name in the requested language. */
  name: string;
  short_name: string;
  logo_url: string;
  color: string;
  account_lengths: number[];
  address_format: AddressFormat | null;
  order_no: number;
  /** With include: the currency. */
  currency?: { id: number; code: string; symbol: string; is_crypto: boolean } | null;
}

/** GET /mb/user-security-question */
export interface SecurityQuestion {
  id: number;
  code: string;
  question: string;
  order_no: number;
}

/** GET /mb/register-channel */
export interface RegisterChannel {
  id: number;
  code: string;
  name: string;
  order_no: number;
}

export const STEP_CODES = ['basic', 'profile', 'free_credit'] as const;
export type StepCode = (typeof STEP_CODES)[number];

/** GET /mb/active-step-information: the three verify steps with the member's status, sorted by step_no. */
export interface ActiveStep {
  id: number;
  step_no: number;
  code: StepCode;
  status_active: boolean;
  /** With include: what the step is made of. */
  detail?: {
    email?: string | null;
    email_verified?: boolean;
    phone?: string | null;
    phone_verified?: boolean;
    missing?: string[];
  };
}

/** The member's verification of one channel (OTP status entry). */
export interface OtpStatusEntry {
  type_verified: 'sms' | 'email';
  /** Masked phone number or address; null when there is none to verify. */
  to: string | null;
  status: 'OTP_VERIFIED' | 'WAITING_VERIFICATION';
}

/** A code sent for a verification (what the OTP service answers). */
export interface OtpTicket {
  channel: string;
  /** The 4-letter reference printed in the message and beside the code field. */
  reference: string;
  /** Where it went, masked. */
  to: string;
  expiresAt: string;
  resendAfter: string;
  expiresInMinutes: number;
  resendSeconds: number;
}

/** POST /mb/user-verify-bank-info */
export const verifyBankInfoSchema = z
  .object({
    bank_currency_information_id: idOf('BANK_REQUIRED'),
    bank_no: z
      .string()
      .max(BANK_NO_MAX + 10, 'BANK_NO_DIGITS')
      .optional(),
    wallet_address: z
      .string()
      .max(WALLET_ADDRESS_MAX * 2, 'WALLET_ADDRESS_INVALID')
      .optional(),
  })
  .strict();

// ---- Completeness ----

/**
 * When a member's profile is complete (platform-shell § 5, player-features § 4): bank currency information, the
 * account number (or, for a crypto network, the wallet address) and the first name are always needed; date of
 * birth, gender, register channel and e-mail too when the global config's profile_dob, profile_gender,
 * profile_register_channel and email_required ask for them. Deposits, withdrawals and playing wait for a complete
 * profile. One pure function of the profile's data, part of this contract: the profile's pages and service and the
 * shell's start-up (a member's missing fields) apply the same rule.
 */

/** Which optional fields the site requires (from the global config). */
export interface ProfileRules {
  dob: boolean;
  gender: boolean;
  registerChannel: boolean;
  emailRequired: boolean;
}

export const NO_EXTRA_PROFILE_RULES: ProfileRules = {
  dob: false,
  gender: false,
  registerChannel: false,
  emailRequired: false,
};

/** The member fields the rule reads, as GET /mb/users returns them. */
export interface ProfileFields {
  bank_currency_information_id: number | null;
  bank_no: string | null;
  wallet_address?: string | null;
  first_name: string | null;
  DOB: string | null;
  gender: string | null;
  register_channal_id: number | null;
  email: string | null;
}

/** A missing field, named as the API names it. */
export type MissingProfileField =
  | 'bank_currency_information_id'
  | 'bank_no'
  | 'first_name'
  | 'DOB'
  | 'gender'
  | 'register_channal_id'
  | 'email';

/** The global config's switches, read into rules (a missing config requires nothing extra). */
export function profileRulesOf(
  config:
    | { profile_dob?: boolean; profile_gender?: boolean; profile_register_channel?: boolean; email_required?: boolean }
    | null
    | undefined,
): ProfileRules {
  return {
    dob: !!config?.profile_dob,
    gender: !!config?.profile_gender,
    registerChannel: !!config?.profile_register_channel,
    emailRequired: !!config?.email_required,
  };
}

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The fields still missing, in the order the profile page asks for them; empty when the profile is complete. */
export function missingProfileFields(user: ProfileFields, rules: ProfileRules): MissingProfileField[] {
  const missing: MissingProfileField[] = [];
  if (empty(user.bank_currency_information_id)) missing.push('bank_currency_information_id');
  // A crypto network takes a wallet address where a bank takes an account number.
  if (empty(user.bank_no) && empty(user.wallet_address)) missing.push('bank_no');
  if (empty(user.first_name)) missing.push('first_name');
  if (rules.dob && empty(user.DOB)) missing.push('DOB');
  if (rules.gender && empty(user.gender)) missing.push('gender');
  if (rules.registerChannel && empty(user.register_channal_id)) missing.push('register_channal_id');
  if (rules.emailRequired && empty(user.email)) missing.push('email');
  return missing;
}

export function isProfileComplete(user: ProfileFields, rules: ProfileRules): boolean {
  return missingProfileFields(user, rules).length === 0;
}
