import { data, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formFlashCookie } from '../../../shared/form-flash.server';
import { parseForm, SECRET_FIELDS, serviceFailureMessages, type FormResult } from '../../../shared/forms';
import { MODAL_QUERY_KEY } from '../../../shared/modal-store';
import { loginFormSchema } from '../auth.schemas';
import { clearedSessionCookieHeader, sessionCookieHeader } from '../auth.session-cookie.server';
import type { Route } from './+types/auth-forms';

/** What a modal's form receives back when it was sent by the page's JavaScript (a fetcher). */
export interface AuthFormData {
  intent: string;
  result: FormResult;
  /** The member is logged in (the session cookie came with this answer). */
  ok?: boolean;
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
 * POST /:lang/auth — the forms of the login (and later register and forgot password) modals and the logout,
 * dispatched by their `intent` field. A modal can be open on any page, so its form posts here rather than to the page's own route.
 * Sent by the page's JavaScript (the form carries `_js=1`), the answer is data for the modal: the field errors, or
 * `ok` with the session cookie. Sent without JavaScript, the answer is a redirect: on success to the page the
 * modal was opened on, logged in; on failure to that page with `?modal=<name>` and the errors in a one-minute cookie
 * (app/shared/form-flash.server.ts), so the page comes back with the modal open and its errors.
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
  const secure = new URL(request.url).protocol === 'https:';
  const webName = services.config.WEB_NAME;

  const fail = (result: FormResult, status: number) => {
    if (withJs) return data<AuthFormData>({ intent, result }, { status });
    const cookie = formFlashCookie(webName, { modal: intent, result }, secure);
    return redirect(withModal(back, intent), { status: 303, headers: cookie ? { 'Set-Cookie': cookie } : undefined });
  };

  if (intent === 'login') {
    const submission = parseForm(form, loginFormSchema(await services.auth.rules()));
    if (submission.status !== 'success') return fail(submission.reply({ hideFields: SECRET_FIELDS }), 400);
    const { username, password, device_token } = submission.value;
    let session;
    try {
      session = await services.auth.login(
        { username, password, ...(device_token ? { device_token } : {}) },
        { ip: ctx.ip, locale, userAgent: request.headers.get('user-agent') ?? undefined },
      );
    } catch (err) {
      const failure = serviceFailureMessages(err);
      if (!failure) throw err;
      return fail(submission.reply({ ...failure, hideFields: SECRET_FIELDS }), failure.status);
    }
    const headers = { 'Set-Cookie': sessionCookieHeader(webName, session, secure) };
    if (withJs) return data<AuthFormData>({ intent, result: submission.reply({ resetForm: true }), ok: true }, { headers });
    return redirect(back, { status: 303, headers });
  }

  if (intent === 'logout') {
    // The member's session ends on the server and its cookie goes; a visitor's logout only clears the cookie.
    const member = await ctx.member();
    if (member) await services.auth.logout(member.sessionId);
    const headers = { 'Set-Cookie': clearedSessionCookieHeader(webName, secure) };
    if (withJs) return data<AuthFormData>({ intent, result: { status: 'success' }, ok: true }, { headers });
    // Back to the page, now as a visitor (the start-up's guard sends a visitor from a members' page home).
    return redirect(back, { status: 303, headers });
  }

  return data<AuthFormData>({ intent, result: { status: 'error', error: { '': [{ errorCode: 'INVALID_FIELD' }] } } }, { status: 400 });
}
