import { api, type ApiClient } from '../../shared/api-client.ts';
import type { OtpRequestBody, OtpTicket, OtpVerifyBody } from './otp.schemas.ts';

/**
 * The browser side of one-time codes: the caller shows failures (field errors, the code step's message), so the
 * error modal stays closed.
 */
export function requestOtp(body: OtpRequestBody, client: ApiClient = api): Promise<OtpTicket> {
  return client.service('mb/otp-request').create<OtpTicket>(body, undefined, { handleErrors: false });
}

export function verifyOtp(body: OtpVerifyBody, client: ApiClient = api): Promise<{ verifyToken: string; verifyTokenExpiresAt: string }> {
  return client.service('mb/otp-verified').create(body, undefined, { handleErrors: false });
}
