import { z } from 'zod';

/**
 * One-time codes sent by SMS or e-mail. Shared by the forms and the API; every message is an error code whose text
 * is under `errors` in app/i18n/locales/<locale>/otp.json.
 */

export const OTP_CHANNELS = ['sms', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/**
 * What a code proves. `register`: a visitor owns the phone number being registered; `reset-password`: the member
 * owns the phone of the account (forgot password); `verify-phone` / `verify-email`: a member owns the phone number
 * or address entered in the profile.
 */
export const OTP_PURPOSES = ['register', 'reset-password', 'verify-phone', 'verify-email'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Dialling code of the default OTP phone country (Thailand). */
export const DEFAULT_OTP_COUNTRY_CODE = '+66';
export const DEFAULT_OTP_COUNTRY_ISO = 'TH';

/** Letters of reference codes: no I or O, which read like 1 and 0. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 4;

/** Timing and limits of codes (stored in `otp_settings`, these are the values without a stored row). */
export interface OtpSettings {
  /** Digits of a code, 6 to 8. */
  code_length: number;
  /** A code is accepted for this long after it was sent. */
  expiry_seconds: number;
  /** A new code for the same address and purpose may be requested after this long. */
  resend_seconds: number;
  /** Wrong entries a code survives; the next wrong one kills it, and then even the right code fails. */
  max_attempts: number;
  /** Codes sent to one phone number or address in an hour. */
  requests_per_hour: number;
  /** Codes requested from one network address in an hour. */
  requests_per_ip_per_hour: number;
  /** How long the proof of a verified code (the verify token) can be used. */
  verify_token_seconds: number;
}

export const DEFAULT_OTP_SETTINGS: OtpSettings = {
  code_length: 6,
  expiry_seconds: 300,
  resend_seconds: 60,
  max_attempts: 5,
  requests_per_hour: 5,
  requests_per_ip_per_hour: 30,
  verify_token_seconds: 900,
};

export const otpSettingsSchema = z
  .object({
    code_length: z.number().int().min(6).max(8),
    expiry_seconds: z.number().int().min(30).max(3600),
    resend_seconds: z.number().int().min(0).max(3600),
    max_attempts: z.number().int().min(1).max(20),
    requests_per_hour: z.number().int().min(1).max(1000),
    requests_per_ip_per_hour: z.number().int().min(1).max(100_000),
    verify_token_seconds: z.number().int().min(60).max(86_400),
  })
  .strict();
export const otpSettingsPatchSchema = otpSettingsSchema.partial().strict();

/** What a requested code looks like to the person who asked for it. */
export interface OtpTicket {
  channel: OtpChannel;
  /** The 4-letter reference printed in the message and beside the code field. */
  reference: string;
  /** Where it went, masked (`081-xxx-x678`, `a***@example.com`). */
  to: string;
  /** ISO time after which the code is refused. */
  expiresAt: string;
  /** ISO time from which another code may be requested. */
  resendAfter: string;
  /** Whole minutes the code lasts (for the message). */
  expiresInMinutes: number;
  /** Seconds between two requests (the resend interval). */
  resendSeconds: number;
  /** Seconds the code lasts from now, and seconds until a new one may be requested: clocks of browsers differ. */
  expiresInSeconds: number;
  resendInSeconds: number;
}

/** Proof that a code was entered correctly: given once, used once. */
export interface OtpVerification {
  verifyToken: string;
  /** ISO time until which the token can be used. */
  verifyTokenExpiresAt: string;
}

// ---- Phone numbers and addresses ----

/**
 * A phone number in international form: the dialling code and the national number without its trunk zero
 * (`+66` and `0812345678` → `+66812345678`). A number already starting with `+` is kept as it is.
 */
export function internationalPhone(phone: string, countryCode: string = DEFAULT_OTP_COUNTRY_CODE): string {
  const raw = phone.replace(/[\s().-]/g, '');
  if (raw.startsWith('+')) return `+${raw.slice(1).replace(/\D/g, '')}`;
  const dial = countryCode.replace(/\D/g, '');
  let national = raw.replace(/\D/g, '');
  if (raw.startsWith('00')) return `+${national.slice(2)}`;
  if (national.startsWith(dial) && national.length > dial.length + 8) national = national.slice(dial.length);
  return `+${dial}${national.replace(/^0+/, '')}`;
}

/** An e-mail address in the form codes are kept under: trimmed and lower-case. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where a code goes, in the form it is kept under (international phone number, lower-case address). */
export function otpDestination(channel: OtpChannel, to: string, countryCode?: string): string {
  return channel === 'sms' ? internationalPhone(to, countryCode) : normalEmail(to);
}

/** `+66812345678` → `081-xxx-x678`: the country's trunk zero for Thailand, the dialling code elsewhere. */
export function maskPhone(international: string): string {
  const digits = international.replace(/\D/g, '');
  const local = international.startsWith('+66') ? `0${digits.slice(2)}` : `+${digits}`;
  const tail = local.slice(-3);
  const head = local.slice(0, 3);
  const hidden = Math.max(0, local.length - head.length - tail.length);
  const x = 'x'.repeat(hidden);
  return `${head}-${x.slice(0, 3)}${x.length > 3 ? `-${x.slice(3)}` : ''}${tail}`;
}

export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  if (!domain) return '***';
  return `${name.slice(0, 1)}***@${domain}`;
}

export function maskDestination(channel: OtpChannel, destination: string): string {
  return channel === 'sms' ? maskPhone(destination) : maskEmail(destination);
}

// ---- Payloads ----

export const otpCodeSchema = z
  .string({ error: 'OTP_REQUIRED' })
  .trim()
  .min(1, 'OTP_REQUIRED')
  .regex(/^\d{6,8}$/, 'OTP_FORMAT');

export const referenceSchema = z
  .string({ error: 'OTP_REFERENCE_REQUIRED' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}$/, 'OTP_REFERENCE_REQUIRED');

const dialCodeSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'COUNTRY_CODE_INVALID');
const phoneDigits = z
  .string({ error: 'PHONE_REQUIRED' })
  .trim()
  .min(1, 'PHONE_REQUIRED')
  .regex(/^\+?\d{6,15}$/, 'PHONE_INVALID');
const emailSchema = z
  .string({ error: 'OTP_EMAIL_REQUIRED' })
  .trim()
  .min(1, 'OTP_EMAIL_REQUIRED')
  .max(254, 'OTP_EMAIL_INVALID')
  .email('OTP_EMAIL_INVALID');

/**
 * `POST /mb/otp-request`: a code to a phone (`phone` + `country_code`, Thailand by default) or, for a member's
 * e-mail check, to `email`. `type_verified` names the channel (sms by default).
 */
export const otpRequestBodySchema = z.object({
  purpose: z.enum(['register', 'verify-phone', 'verify-email'], { error: 'OTP_PURPOSE_INVALID' }).default('register'),
  type_verified: z.enum(OTP_CHANNELS, { error: 'OTP_CHANNEL_INVALID' }).optional(),
  phone: phoneDigits.optional(),
  country_code: dialCodeSchema.optional(),
  email: emailSchema.optional(),
});
export type OtpRequestBody = z.input<typeof otpRequestBodySchema>;

/** `POST /mb/otp-verified`: the code of a reference, for the phone (or address) it was sent to. */
export const otpVerifyBodySchema = z.object({
  purpose: z.enum(['register', 'verify-phone', 'verify-email'], { error: 'OTP_PURPOSE_INVALID' }).default('register'),
  type_verified: z.enum(OTP_CHANNELS, { error: 'OTP_CHANNEL_INVALID' }).optional(),
  phone: phoneDigits.optional(),
  country_code: dialCodeSchema.optional(),
  email: emailSchema.optional(),
  reference: referenceSchema,
  code: otpCodeSchema,
});
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;

/** One message of the development outbox, as `GET /ops/outbox` lists it. */
export interface OutboxMessage {
  to: string;
  channel: OtpChannel;
  purpose: string;
  subject?: string | null;
  text: string;
  code?: string | null;
  created_at: string;
}
