import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../server/errors.ts';
import { authCookieName, requestToken, resolveMember } from '../../../server/plugins/auth.ts';
import { matchRow } from '../../../server/rest/query.ts';
import {
  defineService,
  pageOf,
  registerService,
  type ContextFactory,
  type RequestContext,
} from '../../../server/rest/service.ts';
import type { AppServices } from '../../../server/services.ts';
import { fieldErrorsFromIssues } from '../../shared/field-errors.ts';
import { loginChallengeBody } from '../twofactor/twofactor.schemas.ts';
import { jwtLoginSchema, loginFormSchema, type AuthUser } from './auth.schemas.ts';
import type { SessionResult } from './auth.service.server.ts';
import { SESSION_DAYS } from './auth.tokens.server.ts';
import { DEVICE_COOKIE_DAYS, deviceCookieName } from './auth.devices.server.ts';

const USER_FIELDS: (keyof AuthUser)[] = [
  'id',
  'username',
  'phone',
  'country_code',
  'email',
  'email_verified',
  'phone_verified',
  'subscribe_email',
  'first_name',
  'last_name',
  'full_name',
  'DOB',
  'gender',
  'line_id',
  'register_channal_id',
  'security_question_id',
  'bank_currency_information_id',
  'bank_no',
  'crypto_network',
  'wallet_address',
  'currency_id',
  'currency',
  'language_id',
  'ref_code',
  'member_level_id',
  'privileges',
  'status',
  'first_login_at',
  'last_login_at',
  'created_at',
];

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/**
 * Keeps the session token in the `<WEB_NAME>.jwt` cookie for 30 days, and marks the browser as a trusted device of
 * the member in `<WEB_NAME>.device` for a year (it outlives logouts: it is what keeps the member's own login
 * allowance when someone else guesses at the password).
 */
function setSessionCookie(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  session: SessionResult,
): void {
  reply.setCookie(authCookieName(services.config.WEB_NAME), session.accessToken, {
    ...cookieOptions(request),
    maxAge: SESSION_DAYS * 86_400,
    expires: session.expiresAt,
  });
  reply.setCookie(deviceCookieName(services.config.WEB_NAME), session.device, {
    ...cookieOptions(request),
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw new AppError('BadRequest', errors[0].errorCode, {
    params: { field: errors[0].path, ...errors[0].params },
    data: { errors },
  });
}

const meta = (ctx: RequestContext, webName: string) => ({
  ip: ctx.ip,
  locale: ctx.locale,
  userAgent: ctx.request.headers['user-agent'],
  device: ctx.request.cookies?.[deviceCookieName(webName)],
});

export function registerAuthRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const { auth } = services;

  // Feathers authentication service: create logs in, remove logs out.
  app.post('/pb/authentication', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.strategy === 'jwt') {
      const { accessToken } = parseOrThrow(jwtLoginSchema, body);
      const member = await services.tokens.verify(accessToken);
      const user = member && (await auth.profile(member.id));
      if (!member || !user) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
      reply.code(201);
      return { accessToken, authentication: { strategy: 'jwt' }, user };
    }
    if (body.strategy === 'totp') {
      // The second step of a member with two-factor authentication: the challenge the first step answered, the code.
      const input = parseOrThrow(loginChallengeBody.extend({ strategy: z.literal('totp') }), body);
      const session = await auth.loginWithCode(input, meta(ctx, services.config.WEB_NAME));
      setSessionCookie(services, request, reply, session);
      reply.code(201);
      return { accessToken: session.accessToken, authentication: { strategy: 'totp' }, user: session.user };
    }
    const rules = await auth.rules();
    const input = parseOrThrow(loginFormSchema(rules), body);
    const session = await auth.login(input, meta(ctx, services.config.WEB_NAME));
    setSessionCookie(services, request, reply, session);
    reply.code(201);
    return { accessToken: session.accessToken, authentication: { strategy: 'local' }, user: session.user };
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const member = await resolveMember(request, services);
    // A token named in the path (Feathers `remove(accessToken)`) is revoked too.
    const named = (request.params as { '*'?: string })['*'];
    const other =
      named && named !== requestToken(request, services.config.WEB_NAME) ? await services.tokens.verify(named) : null;
    if (member) await auth.logout(member.sessionId);
    if (other) await auth.logout(other.sessionId);
    reply.clearCookie(authCookieName(services.config.WEB_NAME), cookieOptions(request));
    const who = member ?? other;
    return { accessToken: null, user: who ? await auth.profile(who.id) : null };
  };
  app.delete('/pb/authentication', logout);
  app.delete('/pb/authentication/*', logout);
  app.post('/mb/logout', logout);

  // Registration is for visitors, although it lives under /mb.
  app.post('/mb/users-register', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const session = await auth.register(request.body, meta(ctx, services.config.WEB_NAME));
    setSessionCookie(services, request, reply, session);
    reply.code(201);
    return { accessToken: session.accessToken, user: session.user };
  });

  // Forgot password: POST { username, typeVerified: 'sms' } sends the code; POST or PATCH { verifyToken, password,
  // confirm_password } sets the new password once the code was verified.
  const resetPassword = async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = makeContext(request, reply);
    return auth.resetPassword(request.body, { ip: ctx.ip, locale: ctx.locale });
  };
  app.post('/pb/forgot-password', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body && typeof body === 'object' && 'verifyToken' in body) return resetPassword(request, reply);
    const ticket = await auth.forgotPassword(body, { ip: ctx.ip, locale: ctx.locale });
    reply.code(201);
    return ticket;
  });
  app.patch('/pb/forgot-password', resetPassword);
  app.patch('/pb/forgot-password/:id', resetPassword);

  // The SMS code of a forgot-password reference → the verify token for the new password.
  app.post('/pb/otp-verified', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const result = await auth.verifyResetCode(request.body, { ip: ctx.ip, locale: ctx.locale });
    reply.code(201);
    return result;
  });

  // Change password: the current one and the new one; the member's other sessions end, this one stays.
  app.post('/mb/member-change-password', async (request, reply) => {
    const ctx = makeContext(request, reply);
    const member = await ctx.member();
    const result = await auth.changePassword(member, request.body, { ip: ctx.ip, locale: ctx.locale });
    reply.code(201);
    return result;
  });

  // The member's own profile: a Feathers page with that one member, never anyone else.
  const ownProfile = async (ctx: RequestContext): Promise<AuthUser> => {
    const member = await ctx.member();
    const user = await auth.profile(member.id);
    if (!user) throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
    return user;
  };
  registerService(
    app,
    defineService({
      name: 'users',
      scope: 'mb',
      query: { fields: { id: 'number', username: 'string' }, selectable: USER_FIELDS, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const user = await ownProfile(ctx);
        const rows = matchRow(user as unknown as Record<string, unknown>, q) ? [user] : [];
        return pageOf(rows, q);
      },
      async get(id, _q, ctx) {
        const user = await ownProfile(ctx);
        if (String(user.id) !== id) throw new AppError('NotFound', 'NOT_FOUND');
        return user;
      },
      // The member's own whitelisted profile fields; the profile feature checks and applies them.
      patch: {
        body: z.unknown(),
        async handler(id, body, ctx) {
          const member = await ctx.member();
          return services.profile.update(member.id, id, body, ctx.locale);
        },
      },
    }),
    makeContext,
  );
}
