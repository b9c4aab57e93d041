import { data, redirect } from 'react-router';
import type { OtpStepTicket } from '../../../components/ui/otp-code-fields';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formFlashCookie } from '../../../shared/form-flash.server';
import {
  parseForm,
  SECRET_FIELDS,
  serviceFailureMessages,
  type FormMessage,
  type FormResult,
} from '../../../shared/forms';
import { MODAL_QUERY_KEY } from '../../../shared/modal-store';
import type { OtpTicket } from '../../otp/otp.schemas';
import { deviceCookieName } from '../auth.devices.server';
import {
  createPendingSealer,
  pendingCookie,
  pendingCookieName,
  readCookie,
  type PendingKind,
} from '../auth.pending.server';
import {
  forgotPasswordSchema,
  loginFormSchema,
  newPasswordSchema,
  otpCodeFormSchema,
  REGISTER_FIELDS,
  registerSchema,
  type RegisterData,
} from '../auth.schemas';
import { loginCodeFormSchema } from '../../twofactor/twofactor.schemas';
import type { SessionResult } from '../auth.service.server';
import { clearSessionCookieHeader, deviceCookieHeader, sessionCookieHeader } from '../auth.session-cookie.server';
import type { Route } from './+types/auth-forms';

/** The forms of several steps: registration (form → the phone's code) and forgot password (name → code → new password). */
export type AuthFlow = 'register' | 'forgot-password';
export type AuthStep = 'form' | 'code' | 'password' | 'done' | 'totp';

/**
 * What a modal's form receives back: as data when the page's JavaScript sent it (a fetcher), else through the
 * one-minute flash cookie when the page comes back with the modal open.
 */
export interface AuthFormData {
  intent: string;
  /** Conform's reply for the form of `step`; never a password or a code. */
  result: FormResult;
  /** The member is logged in (the session cookie came with this answer). */
  ok?: boolean;
  flow?: AuthFlow;
  /** The step the flow is on after this answer. */
  step?: AuthStep;
  /** The code that was sent (the code step). */
  ticket?: OtpStepTicket;
  /** A new code was sent just now. */
  resent?: boolean;
}

/** A sent code as the flow keeps it: times in epoch milliseconds, so every answer tells the time left. */
interface KeptTicket {
  reference: string;
  to: string;
  expiresAt: number;
  resendAt: number;
}

/** Registration between its form and its code: the fields (password included), sealed in an HttpOnly cookie. */
interface PendingRegister {
  fields: Omit<RegisterData, 'verify_token'>;
  ticket: KeptTicket;
}

/** Forgot password between its steps: the name, the code sent, and once the code is right its verify token. */
interface PendingForgot {
  username: string;
  ticket: KeptTicket;
  verifyToken?: string;
}

const keptTicket = (
  t: Pick<OtpTicket, 'reference' | 'to' | 'expiresInSeconds' | 'resendInSeconds'>,
  now = Date.now(),
): KeptTicket => ({
  reference: t.reference,
  to: t.to,
  expiresAt: now + t.expiresInSeconds * 1000,
  resendAt: now + t.resendInSeconds * 1000,
});

const stepTicket = (t: KeptTicket, now = Date.now()): OtpStepTicket => ({
  reference: t.reference,
  to: t.to,
  expiresInSeconds: Math.max(0, Math.round((t.expiresAt - now) / 1000)),
  resendInSeconds: Math.max(0, Math.round((t.resendAt - now) / 1000)),
});

const formError = (errorCode: string, params?: FormMessage['params']): FormResult => ({
  status: 'error',
  error: { '': [params ? { errorCode, params } : { errorCode }] },
});

/** The registration's typed fields (never its passwords), to fill the form again. */
function registerValues(fields: PendingRegister['fields']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of REGISTER_FIELDS) {
    if ((SECRET_FIELDS as readonly string[]).includes(key)) continue;
    const value = fields[key];
    if (value === undefined || value === null || value === false) continue;
    out[key] = value === true ? 'on' : String(value);
  }
  return out;
}

/**
 * The page the modal was opened on, as a same-origin path (parsed as a URL: `//evil.example`, `/\t/evil` and the
 * like fall back to the home page), without the `?modal=` flag.
 */
export function safeReturnPath(value: FormDataEntryValue | null, lang: string): string {
  const home = `/${lang}`;
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return home;
  const base = 'http://casino.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return home;
  }
  if (url.origin !== base || !url.pathname.startsWith('/')) return home;
  url.searchParams.delete(MODAL_QUERY_KEY);
  return `${url.pathname}${url.search}`;
}

function withModal(path: string, modal: string): string {
  const url = new URL(path, 'http://casino.invalid');
  url.searchParams.set(MODAL_QUERY_KEY, modal);
  return `${url.pathname}${url.search}`;
}

/**
 * POST /:lang/auth — the forms of the login, register and forgot-password modals (and of the register page), and
 * logging out, dispatched by their `intent` field. A modal can be open on any page, so its form posts here rather
 * than to the page's own route. Sent by the page's JavaScript (the form carries `_js=1`), the answer is data for the
 * modal: the field errors, the next step, or `ok` with the session cookie. Sent without JavaScript, the answer is a
 * redirect: logged in, to the page the modal was opened on; otherwise to that page with `?modal=<name>` (or to the
 * form's own page, `formAt`) and the answer in a one-minute cookie (app/shared/form-flash.server.ts), so the page
 * comes back with the modal on the right step and its errors.
 *
 * Intents: `login`; `register` (the fields; when the site asks for the phone's code, a code goes to the phone and the
 * registration waits, sealed in an HttpOnly cookie, for `otp-verify`); `forgot-password` (the name → a code),
 * `otp-verify` (the code; `flow` says whose), `otp-request` (a new code), `otp-back` (back to the first step),
 * `reset-password` (the new password); `logout`. Each calls the same services as the REST API, with their rules and
 * throttles. A password or a code never goes into an answer, a page or a URL.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const locale = params.lang;
  const ctx = getServerContext(context);
  const { services } = ctx;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const withJs = form.get('_js') === '1';
  const back = safeReturnPath(form.get('redirectTo'), locale);
  const formAt = form.get('formAt') ? safeReturnPath(form.get('formAt'), locale) : null;
  const secure = new URL(request.url).protocol === 'https:';
  const webName = services.config.WEB_NAME;
  const cookieHeader = request.headers.get('cookie');
  const meta = {
    ip: ctx.ip,
    locale,
    userAgent: request.headers.get('user-agent') ?? undefined,
    device: readCookie(cookieHeader, deviceCookieName(webName)) ?? undefined,
  };
  const headers = new Headers();
  const sealer = createPendingSealer(services.config.jwtSecret);
  const flowField = String(form.get('flow') ?? '');
  const flow: AuthFlow | null =
    intent === 'register'
      ? 'register'
      : intent === 'forgot-password' || intent === 'reset-password'
        ? 'forgot-password'
        : flowField === 'register' || flowField === 'forgot-password'
          ? flowField
          : null;

  /** The answer: data for the page's JavaScript, else a redirect (with the answer in the flash cookie). */
  const answer = (body: AuthFormData, status = 200) => {
    if (withJs) return data<AuthFormData>(body, { status, headers });
    if (body.ok) return redirect(back, { status: 303, headers });
    const modal = body.flow ?? body.intent;
    const cookie = formFlashCookie(webName, { modal, result: body }, secure);
    if (cookie) headers.append('Set-Cookie', cookie);
    return redirect(formAt ?? withModal(back, modal), { status: 303, headers });
  };
  const loggedIn = (session: SessionResult, body: Omit<AuthFormData, 'ok'>) => {
    headers.append('Set-Cookie', sessionCookieHeader(webName, session, secure));
    headers.append('Set-Cookie', deviceCookieHeader(webName, session.device, secure));
    return answer({ ...body, ok: true });
  };
  const keep = (kind: PendingKind, value: PendingRegister | PendingForgot | null) =>
    headers.append('Set-Cookie', pendingCookie(webName, kind, value ? sealer.seal(kind, value) : null, secure));
  const pending = <T>(kind: PendingKind) =>
    sealer.open<T>(kind, readCookie(cookieHeader, pendingCookieName(webName, kind)));
  const base = { intent, ...(flow ? { flow } : {}) };

  if (intent === 'login') {
    const submission = parseForm(form, loginFormSchema(await services.auth.rules()));
    if (submission.status !== 'success')
      return answer({ ...base, result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400);
    const { username, password, device_token } = submission.value;
    try {
      const session = await services.auth.login(
        { username, password, ...(device_token ? { device_token } : {}) },
        meta,
      );
      return loggedIn(session, { ...base, result: submission.reply({ resetForm: true }) });
    } catch (err) {
      // Two-factor authentication is on: the challenge waits in a sealed cookie, the modal asks for the code.
      const challenge = secondStepChallenge(err);
      if (challenge) {
        headers.append('Set-Cookie', pendingCookie(webName, 'login-2fa', challenge, secure));
        return answer({ ...base, step: 'totp', result: { status: 'success' } });
      }
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      return answer({ ...base, result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) }, failure.status);
    }
  }

  if (intent === 'login-code') {
    const challenge = readCookie(cookieHeader, pendingCookieName(webName, 'login-2fa'));
    const submission = parseForm(form, loginCodeFormSchema);
    const step = { ...base, intent: 'login', step: 'totp' as const };
    if (!challenge) return answer({ ...base, intent: 'login', step: 'form', result: formError('STEP_EXPIRED') }, 400);
    if (submission.status !== 'success')
      return answer({ ...step, result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400);
    try {
      const session = await services.auth.loginWithCode({ challenge, code: submission.value.totp_code }, meta);
      headers.append('Set-Cookie', pendingCookie(webName, 'login-2fa', null, secure));
      return loggedIn(session, { ...step, step: 'done', result: submission.reply({ resetForm: true }) });
    } catch (err) {
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      if ((err as { errorCode?: string }).errorCode === 'TWO_FACTOR_EXPIRED') {
        headers.append('Set-Cookie', pendingCookie(webName, 'login-2fa', null, secure));
        return answer({ ...base, intent: 'login', step: 'form', result: formError('STEP_EXPIRED') }, 400);
      }
      return answer({ ...step, result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) }, failure.status);
    }
  }

  if (intent === 'logout') {
    const member = await ctx.member();
    if (member) await services.auth.logout(member.sessionId);
    headers.append('Set-Cookie', clearSessionCookieHeader(webName, secure));
    const home = `/${locale}`;
    const to = back.startsWith(`/${locale}/setting`) ? home : back;
    if (withJs) return data<AuthFormData>({ intent, result: { status: 'success' }, ok: true }, { headers });
    return redirect(to, { status: 303, headers });
  }

  if (intent === 'register') {
    const rules = await services.auth.rules();
    const dial = String(form.get('country_code') ?? '').trim();
    const country = /^\+\d{1,4}$/.test(dial) ? await services.locale.countryByDialCode(dial) : null;
    const schema = registerSchema(locale, {
      username: rules.username,
      phone: country ? { min: country.phone_min_length, max: country.phone_max_length } : rules.phone,
    });
    const submission = parseForm(form, schema);
    const step = { ...base, step: 'form' as const };
    if (submission.status !== 'success')
      return answer({ ...step, result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400);
    const { verify_token: _ignored, ...fields } = submission.value;
    const refused = (err: unknown) => {
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      return answer({ ...step, result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) }, failure.status);
    };
    try {
      // A site without registration codes registers at once.
      return loggedIn(await services.auth.register(fields, meta), {
        ...step,
        step: 'done',
        result: submission.reply({ resetForm: true }),
      });
    } catch (err) {
      if (!needsPhoneCode(err)) return refused(err);
    }
    // The code already sent to this number can still be entered (the player went back to the form): no new one.
    const before = pending<PendingRegister>('register');
    if (
      before &&
      before.fields.phone === fields.phone &&
      before.fields.country_code === fields.country_code &&
      before.ticket.expiresAt > Date.now() + 30_000
    ) {
      keep('register', { fields, ticket: before.ticket });
      return answer({ ...base, step: 'code', ticket: stepTicket(before.ticket), result: { status: 'success' } });
    }
    let ticket: OtpTicket;
    try {
      ticket = await services.auth.requestRegistrationCode(
        { phone: fields.phone, country_code: fields.country_code },
        meta,
      );
    } catch (err) {
      return refused(err);
    }
    const kept = keptTicket(ticket);
    keep('register', { fields, ticket: kept });
    return answer({ ...base, step: 'code', ticket: stepTicket(kept), result: { status: 'success' } });
  }

  if (intent === 'forgot-password') {
    const submission = parseForm(form, forgotPasswordSchema);
    const step = { ...base, step: 'form' as const };
    if (submission.status !== 'success')
      return answer({ ...step, result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400);
    try {
      const ticket = await services.auth.forgotPassword(submission.value, meta);
      const kept = keptTicket({
        reference: ticket.otpReferenceCode,
        to: ticket.phone,
        expiresInSeconds: ticket.expiresInSeconds,
        resendInSeconds: ticket.resendInSeconds,
      });
      keep('forgot-password', { username: submission.value.username, ticket: kept });
      return answer({ ...base, step: 'code', ticket: stepTicket(kept), result: { status: 'success' } });
    } catch (err) {
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      return answer({ ...step, result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) }, failure.status);
    }
  }

  if (
    flow &&
    (intent === 'otp-verify' || intent === 'otp-request' || intent === 'otp-back' || intent === 'reset-password')
  ) {
    const state =
      flow === 'register' ? pending<PendingRegister>('register') : pending<PendingForgot>('forgot-password');
    // The flow's state ran out (or never was): start again from its first step.
    if (!state) return answer({ ...base, step: 'form', result: formError('STEP_EXPIRED') }, 400);
    const onCode = (result: FormResult, status = 200, extra: Partial<AuthFormData> = {}) =>
      answer({ ...base, step: 'code', ticket: stepTicket(state.ticket), result, ...extra }, status);
    const firstStep = (result: FormResult, status: number) => {
      keep(flow, null);
      if (flow === 'register') {
        const values = registerValues((state as PendingRegister).fields);
        return answer({ ...base, step: 'form', result: { ...result, initialValue: values } }, status);
      }
      return answer(
        { ...base, step: 'form', result: { ...result, initialValue: { username: (state as PendingForgot).username } } },
        status,
      );
    };

    if (intent === 'otp-back') return firstStep({ status: 'success' }, 200);

    if (intent === 'otp-request') {
      try {
        const ticket =
          flow === 'register'
            ? await services.auth.requestRegistrationCode(
                {
                  phone: (state as PendingRegister).fields.phone,
                  country_code: (state as PendingRegister).fields.country_code,
                },
                meta,
              )
            : await services.auth
                .forgotPassword({ username: (state as PendingForgot).username, typeVerified: 'sms' }, meta)
                .then((t) => ({
                  reference: t.otpReferenceCode,
                  to: t.phone,
                  expiresInSeconds: t.expiresInSeconds,
                  resendInSeconds: t.resendInSeconds,
                }));
        state.ticket = keptTicket(ticket);
        if (flow === 'forgot-password') delete (state as PendingForgot).verifyToken;
        keep(flow, state);
        return onCode({ status: 'success' }, 200, { resent: true });
      } catch (err) {
        const failure = serviceFailureMessages(err);
        if (!failure) throw err;
        // Too soon: the server says when, and the button waits until then.
        const retryAfter = Number((err as { data?: { retryAfter?: unknown } }).data?.retryAfter);
        if (Number.isFinite(retryAfter)) state.ticket.resendAt = Date.now() + retryAfter * 1000;
        return onCode(
          {
            status: 'error',
            error: { '': failure.formErrors.length ? failure.formErrors : Object.values(failure.fieldErrors).flat() },
          },
          failure.status,
        );
      }
    }

    if (intent === 'otp-verify') {
      const submission = parseForm(form, otpCodeFormSchema);
      if (submission.status !== 'success') return onCode(submission.reply({ hideFields: SECRET_FIELDS }), 400);
      const { code } = submission.value;
      if (flow === 'forgot-password') {
        const forgot = state as PendingForgot;
        try {
          const { verifyToken } = await services.auth.verifyResetCode(
            { username: forgot.username, otpReferenceCode: forgot.ticket.reference, code },
            meta,
          );
          keep(flow, { ...forgot, verifyToken });
          return answer({ ...base, step: 'password', result: submission.reply({ resetForm: true }) });
        } catch (err) {
          const failure = serviceFailureMessages(err);
          if (!failure) throw err;
          return onCode(codeFailure(submission, failure), failure.status);
        }
      }
      const reg = state as PendingRegister;
      let verifyToken: string;
      try {
        ({ verifyToken } = await services.auth.verifyRegistrationCode(
          { phone: reg.fields.phone, country_code: reg.fields.country_code, reference: reg.ticket.reference, code },
          meta,
        ));
      } catch (err) {
        const failure = serviceFailureMessages(err);
        if (!failure) throw err;
        return onCode(codeFailure(submission, failure), failure.status);
      }
      try {
        const session = await services.auth.register({ ...reg.fields, verify_token: verifyToken }, meta);
        keep(flow, null);
        return loggedIn(session, { ...base, step: 'done', result: submission.reply({ resetForm: true }) });
      } catch (err) {
        const failure = serviceFailureMessages(err);
        if (!failure) throw err;
        // Refused after the code (the name or the number was taken meanwhile): back to the form, which says why.
        return firstStep(
          {
            status: 'error',
            error: { ...failure.fieldErrors, ...(failure.formErrors.length ? { '': failure.formErrors } : {}) },
          },
          failure.status,
        );
      }
    }

    // reset-password: the new password, with the verify token the right code gave.
    const forgot = state as PendingForgot;
    if (flow !== 'forgot-password' || !forgot.verifyToken) return onCode(formError('STEP_EXPIRED'), 400);
    const submission = parseForm(form, newPasswordSchema(locale));
    if (submission.status !== 'success')
      return answer({ ...base, step: 'password', result: submission.reply({ hideFields: SECRET_FIELDS }) }, 400);
    try {
      await services.auth.resetPassword({ verifyToken: forgot.verifyToken, ...submission.value }, meta);
    } catch (err) {
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      if (failure.formErrors.some((e) => e.errorCode === 'OTP_VERIFY_TOKEN_INVALID'))
        return firstStep({ status: 'error', error: { '': failure.formErrors } }, failure.status);
      return answer(
        { ...base, step: 'password', result: submission.reply({ ...failure, hideFields: SECRET_FIELDS }) },
        failure.status,
      );
    }
    keep(flow, null);
    return answer({ ...base, step: 'done', result: submission.reply({ resetForm: true }) });
  }

  return data<AuthFormData>({ intent, result: formError('INVALID_FIELD') }, { status: 400 });
}

/** The sealed challenge of a login refused only because its second factor is still to come. */
function secondStepChallenge(err: unknown): string | null {
  const e = err as { errorCode?: unknown; data?: { challenge?: unknown } } | null;
  return e?.errorCode === 'TWO_FACTOR_REQUIRED' && typeof e.data?.challenge === 'string' ? e.data.challenge : null;
}

/** The registration was refused only because the phone has not been proven by its code yet. */
function needsPhoneCode(err: unknown): boolean {
  const e = err as { errorCode?: unknown; data?: { errors?: { errorCode?: unknown }[] } } | null;
  if (e?.errorCode !== 'PHONE_NOT_VERIFIED') return false;
  const listed = e.data?.errors ?? [];
  return listed.every((x) => x.errorCode === 'PHONE_NOT_VERIFIED');
}

/** A refused code: its reason under the code field (a wrong code with the attempts left), anything else above it. */
function codeFailure(
  submission: {
    reply(options: {
      formErrors?: FormMessage[];
      fieldErrors?: Record<string, FormMessage[]>;
      hideFields?: string[];
    }): FormResult;
  },
  failure: { formErrors: FormMessage[]; fieldErrors: Record<string, FormMessage[]> },
): FormResult {
  const all = [...failure.formErrors, ...Object.values(failure.fieldErrors).flat()];
  const onCode = all.filter((e) => e.errorCode.startsWith('OTP_'));
  const rest = all.filter((e) => !e.errorCode.startsWith('OTP_'));
  return submission.reply({
    fieldErrors: onCode.length ? { code: onCode } : {},
    formErrors: rest,
    hideFields: SECRET_FIELDS,
  });
}
