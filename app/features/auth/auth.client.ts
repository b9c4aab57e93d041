import { api, type ApiClient } from '../../shared/api-client.ts';
import type { OtpRequestBody, OtpTicket, OtpVerifyBody } from '../otp/otp.schemas.ts';
import type {
  AuthResult, AuthUser, ChangePasswordInput, ForgotPasswordInput, ForgotPasswordTicket, RegisterInput, ResetCodeInput, ResetPasswordInput,
} from './auth.schemas.ts';

/**
 * The browser side of authentication. Login and registration leave their failures to the caller (field errors,
 * the login alert); the server sets the HttpOnly session cookie, so nothing is stored here.
 */
export function login(body: { username: string; password: string; device_token?: string }, client: ApiClient = api): Promise<AuthResult> {
  return client.service('pb/authentication').create<AuthResult>({ strategy: 'local', ...body }, undefined, { handleErrors: false });
}

export function register(body: RegisterInput, client: ApiClient = api): Promise<AuthResult> {
  return client.service('mb/users-register').create<AuthResult>(body, undefined, { handleErrors: false });
}

/**
 * Registration's phone check through the OTP API (its contract: app/features/otp/otp.schemas.ts): a code to the
 * phone, then the code → a verify token for the registration. The code step shows the failures.
 */
export function requestOtp(body: OtpRequestBody, client: ApiClient = api): Promise<OtpTicket> {
  return client.service('mb/otp-request').create<OtpTicket>(body, undefined, { handleErrors: false });
}

export function verifyOtp(body: OtpVerifyBody, client: ApiClient = api): Promise<{ verifyToken: string; verifyTokenExpiresAt: string }> {
  return client.service('mb/otp-verified').create(body, undefined, { handleErrors: false });
}

/** Forgot password, step 1: an SMS code to the account's phone (the answer is the same for any username). */
export function requestPasswordReset(body: ForgotPasswordInput, client: ApiClient = api): Promise<ForgotPasswordTicket> {
  return client.service('pb/forgot-password').create<ForgotPasswordTicket>(body, undefined, { handleErrors: false });
}

/** Forgot password, step 2: the code of the reference → a verify token. */
export function verifyResetCode(body: ResetCodeInput, client: ApiClient = api): Promise<{ verifyToken: string; verifyTokenExpiresAt: string }> {
  return client.service('pb/otp-verified').create(body, undefined, { handleErrors: false });
}

/** Forgot password, step 3: the new password with the verify token; every session of the member ends. */
export function resetPassword(body: ResetPasswordInput, client: ApiClient = api): Promise<{ success: true }> {
  return client.service('pb/forgot-password').patch(null, body, undefined, { handleErrors: false });
}

/** The member's current password and a new one; the member's other sessions end. */
export function changePassword(body: ChangePasswordInput, client: ApiClient = api): Promise<{ success: true; revokedSessions: number }> {
  return client.service('mb/member-change-password').create(body, undefined, { handleErrors: false });
}

/** The member's own profile (first item of the users page). */
export async function fetchProfile(client: ApiClient = api): Promise<AuthUser | null> {
  const page = await client.service<AuthUser>('mb/users').find();
  return page.data[0] ?? null;
}
