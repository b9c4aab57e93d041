import { z } from 'zod';

/**
 * Two-factor authentication's shared contract: the code a member types (six digits from the authenticator app, or
 * one of the recovery codes), and the forms of the security page. Other features' forms (the withdrawal, the bank
 * account) carry the same `totp_code` field.
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_CODE_FIELD = 'totp_code';

/** Six digits, or a recovery code (`xxxxx-xxxxx`, case and the dash optional). Spaces are ignored. */
export const TOTP_CODE_RE = /^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/;

export const secondFactorCode = z
  .string({ error: 'TOTP_REQUIRED' })
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().min(1, 'TOTP_REQUIRED').regex(TOTP_CODE_RE, 'TOTP_FORMAT'));

/** The field in a form that may need it: absent when the member has no second factor. */
export const optionalSecondFactorCode = z
  .string()
  .transform((s) => s.replace(/\s+/g, ''))
  .pipe(z.string().regex(TOTP_CODE_RE, 'TOTP_FORMAT'))
  .optional();

export const TWOFACTOR_INTENTS = ['start', 'confirm', 'disable', 'end-session'] as const;
export type TwoFactorIntent = (typeof TWOFACTOR_INTENTS)[number];

export const startFormSchema = z.object({ intent: z.literal('start') });
export const confirmFormSchema = z.object({ intent: z.literal('confirm'), totp_code: secondFactorCode });
export const disableFormSchema = z.object({ intent: z.literal('disable'), totp_code: secondFactorCode });
export const endSessionFormSchema = z.object({
  intent: z.literal('end-session'),
  session_id: z.string({ error: 'INVALID_FIELD' }).regex(/^[0-9a-f-]{36}$/, 'INVALID_FIELD'),
});

/** The login's second step: the code (the challenge stays on the server side, in a sealed cookie). */
export const loginCodeFormSchema = z.object({ totp_code: secondFactorCode });

/** The REST body of POST /mb/two-factor (confirm or disable) and of the login's second step. */
export const twoFactorCodeBody = z.object({ code: secondFactorCode });
export const loginChallengeBody = z.object({
  challenge: z.string().min(10).max(2000),
  code: secondFactorCode,
});

export interface TwoFactorStatus {
  enabled: boolean;
  /** An enrolment was started and waits for its first code. */
  pending: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorEnrolment {
  /** Base32, as the member may type it into the app. */
  secret: string;
  /** The otpauth:// URI the QR code holds. */
  uri: string;
  /** The QR code of the URI as a PNG data URL. */
  qrDataUrl: string;
}
