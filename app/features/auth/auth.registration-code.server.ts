import { otpDestination, type OtpTicket } from '../otp/otp.schemas.ts';
import type { AuthOtp } from './auth.recovery.server.ts';

/** A phone number a visitor wants to register, checked (country, length) and throttled per address. */
type RegistrationPhone = (
  input: { phone: string; country_code: string },
  meta: { ip: string },
) => Promise<{ phone: string; countryCode: string; taken: boolean }>;

export interface RegistrationCodes {
  /**
   * The registration's code to a phone number. Every valid number gets the same answer: a free number its code, a
   * number that has an account a notice to its owner instead (log in or reset the password; no code, so no proof).
   * The REST API (`POST /mb/otp-request`, purpose register) and the register form both come here.
   */
  requestRegistrationCode(
    input: { phone: string; country_code: string },
    meta: { ip: string; locale: string },
  ): Promise<OtpTicket>;
  /** The code of a registration's reference → a verify token; a taken number's notice is checked like a code and matches nothing. */
  verifyRegistrationCode(
    input: { phone: string; country_code: string; reference: string; code: string },
    meta: { ip: string },
  ): Promise<{ verifyToken: string; verifyTokenExpiresAt: string; reference: string; purpose: string }>;
}

export function createRegistrationCodes(otp: AuthOtp, registrationPhone: RegistrationPhone): RegistrationCodes {
  return {
    async requestRegistrationCode(input, meta) {
      const phone = await registrationPhone(input, meta);
      if (phone.taken) {
        return otp.request({
          channel: 'sms',
          to: otpDestination('sms', phone.phone, phone.countryCode),
          decoy: true,
          purpose: 'register',
          memberId: null,
          locale: meta.locale,
          ip: meta.ip,
          notice: { to: phone.phone, countryCode: phone.countryCode, message: 'registerTaken' },
        });
      }
      return otp.request({
        channel: 'sms',
        to: phone.phone,
        countryCode: phone.countryCode,
        purpose: 'register',
        memberId: null,
        locale: meta.locale,
        ip: meta.ip,
      });
    },

    async verifyRegistrationCode(input, meta) {
      const phone = await registrationPhone(input, meta);
      const verified = await otp.verify({
        channel: 'sms',
        to: phone.taken ? otpDestination('sms', phone.phone, phone.countryCode) : phone.phone,
        countryCode: phone.countryCode,
        ...(phone.taken ? { decoy: true } : {}),
        purpose: 'register',
        reference: input.reference,
        code: input.code,
      });
      return {
        verifyToken: verified.verifyToken,
        verifyTokenExpiresAt: verified.verifyTokenExpiresAt,
        reference: verified.reference,
        purpose: verified.purpose,
      };
    },
  };
}
