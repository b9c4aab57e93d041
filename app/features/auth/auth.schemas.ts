import { z } from 'zod';
import { isLocale, type Locale } from '../../i18n/config.ts';

/**
 * Login and registration payloads, shared by the forms and the API. Every message is an error code whose text is
 * under `errors` in app/i18n/locales/<locale>/auth.json.
 */

export const PASSWORD_MAX = 64;
/** Longest phone number in digits (E.164). */
export const PHONE_MAX = 15;

/**
 * Minimum password length by interface language (player-features § 5): 6 in the English, Thai, Korean, Hindi,
 * Vietnamese, Filipino, Portuguese, Spanish, Japanese and Burmese catalogues, 8 in Indonesian, Malay and the others.
 */
export const PASSWORD_MIN_LENGTH: Record<Locale, 6 | 8> = {
  en: 6,
  th: 6,
  ko: 6,
  hi: 6,
  vn: 6,
  ph: 6,
  pt: 6,
  es: 6,
  jp: 6,
  mm: 6,
  id: 8,
  my: 8,
  zh: 8,
  br: 8,
  bd: 8,
};

export function passwordMinLength(locale: string): number {
  return isLocale(locale) ? PASSWORD_MIN_LENGTH[locale] : 8;
}

/** How members log in: by username, or by phone number carried in the `username` field. */
export type LoginMode = 'username' | 'phone';
export const LOGIN_MODES = ['username', 'phone'] as const;

export interface LengthLimits {
  min: number;
  max: number;
}

/** The site's login and registration parameters (from the global config). */
export interface AuthRules {
  loginMode: LoginMode;
  username: LengthLimits;
  /** Phone digits when the chosen country does not give its own bounds. */
  phone: LengthLimits;
  /** Shortest phone number accepted by the login form in phone mode. */
  loginPhoneMin: number;
}

export const DEFAULT_AUTH_RULES: AuthRules = {
  loginMode: 'username',
  username: { min: 4, max: 16 },
  phone: { min: 9, max: 10 },
  loginPhoneMin: 9,
};

export function usernameSchema(limits: LengthLimits = DEFAULT_AUTH_RULES.username) {
  return z
    .string({ error: 'USERNAME_REQUIRED' })
    .trim()
    .min(1, 'USERNAME_REQUIRED')
    .regex(/^[A-Za-z0-9]*$/, 'USERNAME_INVALID_CHARACTERS')
    .regex(/[A-Za-z]/, 'USERNAME_NEEDS_LETTER')
    .min(limits.min, 'USERNAME_TOO_SHORT')
    .max(limits.max, 'USERNAME_TOO_LONG');
}

export function passwordSchema(locale: string) {
  return z
    .string({ error: 'PASSWORD_REQUIRED' })
    .min(1, 'PASSWORD_REQUIRED')
    .min(passwordMinLength(locale), 'PASSWORD_TOO_SHORT')
    .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG')
    .regex(/[a-z]/, 'PASSWORD_NEEDS_LOWERCASE')
    .regex(/[A-Z]/, 'PASSWORD_NEEDS_UPPERCASE')
    .regex(/\d/, 'PASSWORD_NEEDS_DIGIT');
}

export function phoneSchema(limits: LengthLimits = DEFAULT_AUTH_RULES.phone) {
  return z
    .string({ error: 'PHONE_REQUIRED' })
    .trim()
    .min(1, 'PHONE_REQUIRED')
    .regex(/^\d+$/, 'PHONE_INVALID')
    .min(limits.min, 'PHONE_INVALID')
    .max(Math.min(limits.max, PHONE_MAX), 'PHONE_INVALID');
}

export const loginSchema = z.object({
  strategy: z.literal('local', { error: 'INVALID_STRATEGY' }).default('local'),
  username: z
    .string({ error: 'LOGIN_USERNAME_REQUIRED' })
    .trim()
    .min(1, 'LOGIN_USERNAME_REQUIRED')
    .max(64, 'LOGIN_FAILED'),
  password: z.string({ error: 'PASSWORD_REQUIRED' }).min(1, 'PASSWORD_REQUIRED').max(128, 'LOGIN_FAILED'),
  device_token: z.string().max(500).optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

/** The login form: in phone mode the identifier must look like a phone number and its errors speak of phones. */
export function loginFormSchema(rules: Pick<AuthRules, 'loginMode' | 'loginPhoneMin'>) {
  if (rules.loginMode === 'username') return loginSchema;
  return loginSchema.extend({
    username: z
      .string({ error: 'LOGIN_PHONE_REQUIRED' })
      .trim()
      .min(1, 'LOGIN_PHONE_REQUIRED')
      .regex(/^\d+$/, 'PHONE_INVALID')
      .min(rules.loginPhoneMin, 'PHONE_INVALID')
      .max(PHONE_MAX, 'PHONE_INVALID'),
  });
}

/** Re-authentication with a token the client already holds (what Feathers clients send on reload). */
export const jwtLoginSchema = z.object({
  strategy: z.literal('jwt'),
  accessToken: z.string().min(1).max(4096),
});

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * Registration. The password minimum depends on the player's language; username bounds come from the site's rules;
 * phone bounds from the chosen country when it has them, else from the site's rules. `country_code` is the
 * dialling code (`+66`); `currencyId` names an active currency.
 */
export function registerSchema(locale: string, limits: { username?: LengthLimits; phone?: LengthLimits } = {}) {
  return z
    .object({
      username: usernameSchema(limits.username),
      password: passwordSchema(locale),
      confirm_password: z.string({ error: 'CONFIRM_PASSWORD_REQUIRED' }).min(1, 'CONFIRM_PASSWORD_REQUIRED'),
      phone: phoneSchema(limits.phone),
      country_code: z
        .string({ error: 'COUNTRY_CODE_REQUIRED' })
        .trim()
        .min(1, 'COUNTRY_CODE_REQUIRED')
        .regex(/^\+\d{1,4}$/, 'COUNTRY_CODE_INVALID'),
      currencyId: z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v === '' ? undefined : v),
        z.number({ error: 'CURRENCY_REQUIRED' }).int('CURRENCY_REQUIRED').positive('CURRENCY_REQUIRED'),
      ),
      ref_code: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(16, 'REFERRAL_CODE_INVALID')
          .regex(/^[A-Za-z0-9]+$/, 'REFERRAL_CODE_INVALID')
          .optional(),
      ),
      accept_terms: z.literal(true, { error: 'TERMS_REQUIRED' }),
      subscribe_email: z.boolean().default(false),
      /** Proof that the phone was verified by an OTP (`POST /mb/otp-verified`); required when the site asks for it. */
      verify_token: z.preprocess(blankToUndefined, z.string().max(VERIFY_TOKEN_MAX, 'PHONE_NOT_VERIFIED').optional()),
    })
    .refine((v) => v.confirm_password === v.password, {
      path: ['confirm_password'],
      message: 'PASSWORD_MISMATCH',
      // Compared even while other fields fail, so the form shows every problem at once.
      when: (payload) => {
        const v = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
        return typeof v?.confirm_password === 'string' && v.confirm_password !== '' && typeof v.password === 'string';
      },
    });
}
export type RegisterInput = z.input<ReturnType<typeof registerSchema>>;
export type RegisterData = z.output<ReturnType<typeof registerSchema>>;

/** The fields of the register form, in the order a player fills them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirm_password',
  'country_code',
  'phone',
  'currencyId',
  'ref_code',
  'accept_terms',
  'subscribe_email',
] as const;

/** Member as the API shows it to that member: never a secret. */
export interface AuthUser {
  id: number;
  username: string;
  phone: string | null;
  country_code: string | null;
  email: string | null;
  email_verified: boolean;
  phone_verified: boolean;
  subscribe_email: boolean;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  DOB: string | null;
  gender: string | null;
  line_id: string | null;
  register_channal_id: number | null;
  security_question_id: number | null;
  bank_currency_information_id: number | null;
  bank_no: string | null;
  crypto_network: string | null;
  wallet_address: string | null;
  currency_id: number;
  currency: { id: number; code: string; symbol: string; decimals: number } | null;
  language_id: number | null;
  ref_code: string;
  member_level_id: number | null;
  privileges: string[];
  status: string;
  first_login_at: string | null;
  last_login_at: string | null;
  created_at: string;
}

export interface AuthResult {
  accessToken: string;
  user: AuthUser;
}

// ---- Phone verification, forgot password and change password ----

/** Registration with the phone's verify token (from `POST /mb/otp-verified`), when the site asks for a phone OTP. */
export const VERIFY_TOKEN_MAX = 200;

/** `POST /pb/forgot-password`: a code by SMS to the phone of the account (`username`; in phone mode the phone number). */
export const forgotPasswordSchema = z.object({
  username: z
    .string({ error: 'FORGOT_USERNAME_REQUIRED' })
    .trim()
    .min(1, 'FORGOT_USERNAME_REQUIRED')
    .max(64, 'FORGOT_USERNAME_REQUIRED'),
  typeVerified: z.literal('sms', { error: 'OTP_CHANNEL_INVALID' }).default('sms'),
});
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** What `POST /pb/forgot-password` answers, the same whether or not the account exists. */
export interface ForgotPasswordTicket {
  otpReferenceCode: string;
  /** ISO time from which a new code may be requested. */
  otpResendAfter: string;
  /** ISO time after which the code is refused. */
  expiresOtpSms: string;
  /** Seconds between two requests. */
  otpRepeatTime: number;
  /** The phone the code went to, masked. */
  phone: string;
  expiresInMinutes: number;
  expiresInSeconds: number;
  resendInSeconds: number;
}

/** `POST /pb/otp-verified`: the SMS code of the reference → a verify token for the new password. */
export const resetCodeSchema = z.object({
  username: z
    .string({ error: 'FORGOT_USERNAME_REQUIRED' })
    .trim()
    .min(1, 'FORGOT_USERNAME_REQUIRED')
    .max(64, 'FORGOT_USERNAME_REQUIRED'),
  otpReferenceCode: z
    .string({ error: 'OTP_REFERENCE_REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}$/, 'OTP_REFERENCE_REQUIRED'),
  code: z
    .string({ error: 'OTP_REQUIRED' })
    .trim()
    .min(1, 'OTP_REQUIRED')
    .regex(/^\d{6,8}$/, 'OTP_FORMAT'),
});
export type ResetCodeInput = z.input<typeof resetCodeSchema>;

function newPasswordFields(locale: string) {
  return {
    password: passwordSchema(locale),
    confirm_password: z.string({ error: 'CONFIRM_PASSWORD_REQUIRED' }).min(1, 'CONFIRM_PASSWORD_REQUIRED'),
  };
}

const confirmMatches = {
  path: ['confirm_password'],
  message: 'PASSWORD_MISMATCH',
  when: (payload: { value: unknown }) => {
    const v = payload.value as { password?: unknown; confirm_password?: unknown } | undefined;
    return typeof v?.confirm_password === 'string' && v.confirm_password !== '' && typeof v.password === 'string';
  },
};

/** The new password after a verified code (`PATCH` or `POST /pb/forgot-password`); rules of the player's language. */
export function resetPasswordSchema(locale: string) {
  return z
    .object({
      verifyToken: z
        .string({ error: 'OTP_VERIFY_TOKEN_INVALID' })
        .min(20, 'OTP_VERIFY_TOKEN_INVALID')
        .max(VERIFY_TOKEN_MAX, 'OTP_VERIFY_TOKEN_INVALID'),
      ...newPasswordFields(locale),
    })
    .refine((v) => v.confirm_password === v.password, confirmMatches);
}
export type ResetPasswordInput = z.input<ReturnType<typeof resetPasswordSchema>>;

/** The new password alone (the form of the reset step, before the token is attached). */
export function newPasswordSchema(locale: string) {
  return z.object(newPasswordFields(locale)).refine((v) => v.confirm_password === v.password, confirmMatches);
}

/** `POST /mb/member-change-password`: the current password and the new one twice. */
export function changePasswordSchema(locale: string) {
  return z
    .object({
      current_password: z
        .string({ error: 'CURRENT_PASSWORD_REQUIRED' })
        .min(1, 'CURRENT_PASSWORD_REQUIRED')
        .max(128, 'CURRENT_PASSWORD_INCORRECT'),
      ...newPasswordFields(locale),
    })
    .refine((v) => v.confirm_password === v.password, confirmMatches)
    .refine((v) => v.password !== v.current_password, {
      path: ['password'],
      message: 'PASSWORD_SAME_AS_CURRENT',
      when: (payload) => {
        const v = payload.value as { password?: unknown; current_password?: unknown } | undefined;
        return typeof v?.password === 'string' && typeof v.current_password === 'string' && v.password !== '';
      },
    });
}
export type ChangePasswordInput = z.input<ReturnType<typeof changePasswordSchema>>;

/** The fields of the change-password form, in order. */
export const CHANGE_PASSWORD_FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/** The code step of the register and forgot-password forms: the code alone (the flow's state stays on the server). */
export const otpCodeFormSchema = z.object({
  code: z
    .string({ error: 'OTP_REQUIRED' })
    .trim()
    .min(1, 'OTP_REQUIRED')
    .regex(/^\d{6,8}$/, 'OTP_FORMAT'),
});

/** The demo member of the demo data (README), whom other features' demo data give things to. */
export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'Demo1234';
