import type { OtpPurpose } from '../../app/features/otp/otp.schemas.ts';
import type { AppServices } from '../services.ts';

/** Test support: one-time codes as a person receives and enters them, through the OTP service. */

/** The code last delivered to a phone number or address, read from the development outbox. */
export async function lastCode(services: Pick<AppServices, 'otp'>, to: string): Promise<string> {
  const [message] = await services.otp.outbox(to, 1);
  if (!message?.code) throw new Error(`no code in the outbox for ${to}`);
  return message.code;
}

/**
 * Proof that a phone number was verified, as a person gets it: a code is sent to the outbox, read back and entered.
 * For tests that need a verify token without testing the OTP step itself.
 */
export async function phoneVerifyToken(
  services: Pick<AppServices, 'otp'>,
  phone: string,
  options: { countryCode?: string; purpose?: OtpPurpose } = {},
): Promise<string> {
  const ticket = await services.otp.request({
    channel: 'sms',
    to: phone,
    countryCode: options.countryCode ?? '+66',
    purpose: options.purpose ?? 'register',
    locale: 'en',
  });
  const code = await lastCode(
    services,
    phone.startsWith('+') ? phone : `${options.countryCode ?? '+66'}${phone.replace(/^0+/, '')}`,
  );
  const verified = await services.otp.verify({
    channel: 'sms',
    to: phone,
    countryCode: options.countryCode ?? '+66',
    purpose: options.purpose ?? 'register',
    reference: ticket.reference,
    code,
  });
  return verified.verifyToken;
}
