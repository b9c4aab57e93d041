import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import type { ContextFactory, RequestContext } from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { fieldErrorsFromIssues } from '../../shared/field-errors.ts';
import {
  DEFAULT_OTP_COUNTRY_CODE,
  otpRequestBodySchema,
  otpSettingsPatchSchema,
  otpVerifyBodySchema,
  type OtpChannel,
} from './otp.schemas.ts';

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw new AppError('BadRequest', errors[0].errorCode, {
    params: { field: errors[0].path, ...errors[0].params },
    data: { errors },
  });
}

const fieldError = (path: string, errorCode: string) =>
  new AppError('BadRequest', errorCode, { params: { field: path }, data: { errors: [{ path, errorCode }] } });

/** Where a code of a request goes: the phone (country code, Thailand by default) or the e-mail address. */
async function destinationOf(
  services: AppServices,
  body: { purpose: string; type_verified?: OtpChannel; phone?: string; country_code?: string; email?: string },
) {
  const channel: OtpChannel = body.type_verified ?? (body.purpose === 'verify-email' ? 'email' : 'sms');
  if (body.purpose === 'register' && channel !== 'sms') throw fieldError('type_verified', 'OTP_CHANNEL_INVALID');
  if (body.purpose === 'verify-phone' && channel !== 'sms') throw fieldError('type_verified', 'OTP_CHANNEL_INVALID');
  if (body.purpose === 'verify-email' && channel !== 'email') throw fieldError('type_verified', 'OTP_CHANNEL_INVALID');
  if (channel === 'email') {
    if (!body.email) throw fieldError('email', 'OTP_EMAIL_REQUIRED');
    return { channel, to: body.email, countryCode: undefined };
  }
  if (!body.phone) throw fieldError('phone', 'PHONE_REQUIRED');
  const countryCode = body.country_code ?? DEFAULT_OTP_COUNTRY_CODE;
  if (!body.phone.startsWith('+') && !(await services.locale.countryByDialCode(countryCode)))
    throw fieldError('country_code', 'COUNTRY_CODE_INVALID');
  return { channel, to: body.phone, countryCode };
}

export function registerOtpRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const { otp } = services;

  /** The member a purpose needs: none for registration (a visitor), the logged-in member for profile checks. */
  const memberFor = async (purpose: string, ctx: RequestContext) => (purpose === 'register' ? null : ctx.member());

  // A code to a phone number (registration: public; profile checks: the member's own) or a member's e-mail address.
  app.post('/mb/otp-request', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const body = parseOrThrow(otpRequestBodySchema, request.body);
    const member = await memberFor(body.purpose, ctx);
    const target = await destinationOf(services, body);
    if (body.purpose === 'register') {
      // A visitor never learns whether a number has an account (the auth service answers every number alike).
      reply.code(201);
      return services.auth.requestRegistrationCode(
        { phone: target.to, country_code: target.countryCode! },
        { ip: ctx.ip, locale: ctx.locale },
      );
    }
    const ticket = await otp.request({
      ...target,
      purpose: body.purpose,
      memberId: member?.id ?? null,
      locale: ctx.locale,
      ip: ctx.ip,
    });
    reply.code(201);
    return ticket;
  });

  // The code of a reference → a verify token, used once by the registration (or the profile) within minutes.
  app.post('/mb/otp-verified', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const body = parseOrThrow(otpVerifyBodySchema, request.body);
    const member = await memberFor(body.purpose, ctx);
    const target = await destinationOf(services, body);
    if (body.purpose === 'register') {
      // A taken number's "code" was a notice: it is checked like any code, and no code matches it.
      reply.code(201);
      return services.auth.verifyRegistrationCode(
        { phone: target.to, country_code: target.countryCode!, reference: body.reference, code: body.code },
        { ip: ctx.ip },
      );
    }
    const verified = await otp.verify({
      ...target,
      purpose: body.purpose,
      reference: body.reference,
      code: body.code,
      ...(member ? { memberId: member.id } : {}),
    });
    reply.code(201);
    return {
      verifyToken: verified.verifyToken,
      verifyTokenExpiresAt: verified.verifyTokenExpiresAt,
      reference: verified.reference,
      purpose: verified.purpose,
    };
  });

  // Operators: what the development outbox delivered to a phone number or address, newest first.
  app.get('/ops/outbox', async (request) => {
    const query = parseOrThrow(
      z.object({
        to: z.string().trim().min(3, 'OUTBOX_TO_REQUIRED').max(254, 'OUTBOX_TO_REQUIRED'),
        limit: z.coerce.number().int().min(1).max(200).optional(),
      }),
      request.query,
    );
    return { data: await otp.outbox(query.to, query.limit) };
  });

  app.get('/ops/otp-settings', async () => otp.settings());
  app.patch('/ops/otp-settings', async (request) =>
    otp.updateSettings(parseOrThrow(otpSettingsPatchSchema, request.body)),
  );
}
