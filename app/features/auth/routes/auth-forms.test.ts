import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../../server/testing.ts';
import { readFormFlash } from '../../../shared/form-flash.server.ts';
import type { FormResult } from '../../../shared/forms.ts';
import { action, type AuthFormData } from './auth-forms.ts';

let t: TestApp;
let thbId: number;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  thbId = (await t.services.locale.currencyByCode('THB'))!.id;
});
afterAll(() => t?.close());

/** A browser: the cookies the action set come back with the next request. */
function browser() {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  async function post(fields: Record<string, string>, options: { js?: boolean; lang?: string; ip?: string } = {}) {
    const lang = options.lang ?? 'en';
    const body = { redirectTo: `/${lang}/games`, ...fields, ...(options.js === false ? {} : { _js: '1' }) };
    const request = formRequest(`/${lang}/auth`, body, jar.size ? { cookie: cookieHeader() } : {});
    const out = (await action({
      request,
      params: { lang },
      context: routeContext(t.services, { ip: options.ip ?? `10.9.${++n % 250}.1` }),
    } as never)) as unknown;
    let status = 200;
    let data: AuthFormData | null = null;
    let headers: Headers;
    if (out instanceof Response) {
      status = out.status;
      headers = out.headers;
    } else {
      const d = out as { data: AuthFormData; init: { status?: number; headers?: HeadersInit } | null };
      status = d.init?.status ?? 200;
      data = d.data;
      headers = new Headers(d.init?.headers);
    }
    const setCookies = headers.getSetCookie();
    for (const c of setCookies) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/Max-Age=0/.test(c) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return { status, data, location: headers.get('location'), setCookies, raw: JSON.stringify(data) };
  }
  return { post, jar, cookieHeader };
}

const codes = (result: FormResult | undefined, field: string) => (result?.error?.[field] ?? []).map((e) => e.errorCode);

function fresh() {
  n += 1;
  const stamp = `${Date.now() % 1_000_000}${n}`.slice(-7);
  return { username: `form${stamp}`, phone: `081${stamp}`.slice(0, 10).padEnd(10, '0'), password: 'Sanook123' };
}

const registration = (u: ReturnType<typeof fresh>) => ({
  intent: 'register',
  username: u.username,
  password: u.password,
  confirm_password: u.password,
  country_code: '+66',
  phone: u.phone,
  currencyId: String(thbId),
  accept_terms: 'on',
});

async function membersNamed(username: string): Promise<number> {
  const rows = await t.services.db.execute(
    sql`select count(*)::int as n from users where lower(username) = ${username.toLowerCase()}`,
  );
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
}

async function lastCode(phone: string): Promise<string> {
  const [message] = await t.services.otp.outbox(phone, 1);
  return message!.code!;
}

describe('register through the auth forms action', () => {
  it('answers bad input with the localized field codes, creates nothing and sends no code', async () => {
    const u = fresh();
    const { post } = browser();
    const res = await post(
      {
        intent: 'register',
        username: 'ab',
        password: 'short',
        confirm_password: 'other',
        country_code: '+66',
        phone: '12',
        currencyId: '',
      },
      { lang: 'id' },
    );
    expect(res.status).toBe(400);
    const result = res.data!.result;
    expect(codes(result, 'username')).toEqual(['USERNAME_TOO_SHORT']);
    expect(result.error?.password?.[0]).toEqual({ errorCode: 'PASSWORD_TOO_SHORT', params: { min: 8 } });
    expect(codes(result, 'confirm_password')).toEqual(['PASSWORD_MISMATCH']);
    expect(codes(result, 'phone')).toEqual(['PHONE_INVALID']);
    expect(codes(result, 'currencyId')).toEqual(['CURRENCY_REQUIRED']);
    expect(codes(result, 'accept_terms')).toEqual(['TERMS_REQUIRED']);
    expect(res.raw).not.toMatch(/short|other/);
    expect(await membersNamed('ab')).toBe(0);
    expect(await t.services.otp.outbox(u.phone)).toHaveLength(0);
  });

  it('without JavaScript: a 303 back to the register page with the errors in the flash cookie, never the password', async () => {
    const u = fresh();
    const { post } = browser();
    const res = await post(
      { ...registration(u), confirm_password: 'Different1', formAt: '/th/register', redirectTo: '/th' },
      { js: false, lang: 'th' },
    );
    expect(res.status).toBe(303);
    expect(res.location).toBe('/th/register');
    const flash = readFormFlash(res.setCookies.map((c) => c.split(';')[0]).join('; '), t.services.config.WEB_NAME);
    const body = flash!.result as AuthFormData;
    expect(flash!.modal).toBe('register');
    expect(codes(body.result, 'confirm_password')).toEqual(['PASSWORD_MISMATCH']);
    expect(body.result.initialValue?.username).toBe(u.username);
    expect(JSON.stringify(flash)).not.toMatch(/Sanook123|Different1/);
  });

  it('registers in two steps: the code goes to the phone, the registration waits sealed, the code alone finishes it', async () => {
    const u = fresh();
    const b = browser();
    const first = await b.post(registration(u));
    expect(first.status).toBe(200);
    expect(first.data!.step).toBe('code');
    expect(first.data!.ticket!.reference).toMatch(/^[A-Z]{4}$/);
    expect(first.data!.ticket!.to).toBe(`${u.phone.slice(0, 3)}-xxx-x${u.phone.slice(-3)}`);
    expect(first.raw).not.toContain(u.password);
    // The pending registration is an HttpOnly cookie that does not show the password or the phone.
    const sealed = first.setCookies.find((c) => c.startsWith(`${t.services.config.WEB_NAME}.register=`))!;
    expect(sealed).toMatch(/HttpOnly/);
    expect(sealed).not.toContain(u.password);
    expect(sealed).not.toContain(u.phone);
    expect(await membersNamed(u.username)).toBe(0);

    const code = await lastCode(u.phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await b.post({ intent: 'otp-verify', flow: 'register', code: wrong });
    expect(bad.status).toBe(400);
    expect(bad.data!.step).toBe('code');
    expect(codes(bad.data!.result, 'code')).toEqual(['OTP_INCORRECT']);
    expect(bad.raw).not.toContain(wrong);

    const empty = await b.post({ intent: 'otp-verify', flow: 'register', code: '' });
    expect(codes(empty.data!.result, 'code')).toEqual(['OTP_REQUIRED']);

    const done = await b.post({ intent: 'otp-verify', flow: 'register', code });
    expect(done.status).toBe(200);
    expect(done.data!.ok).toBe(true);
    expect(done.setCookies.some((c) => c.startsWith(`${t.services.config.WEB_NAME}.jwt=`) && /HttpOnly/.test(c))).toBe(
      true,
    );
    expect(done.setCookies.some((c) => c.startsWith(`${t.services.config.WEB_NAME}.device=`))).toBe(true);
    expect(b.jar.has(`${t.services.config.WEB_NAME}.register`)).toBe(false);
    expect(await membersNamed(u.username)).toBe(1);

    // The same code sent again (a second press) creates no second member.
    const again = await b.post({ intent: 'otp-verify', flow: 'register', code });
    expect(again.status).toBe(400);
    expect(codes(again.data!.result, '')).toEqual(['STEP_EXPIRED']);
    expect(await membersNamed(u.username)).toBe(1);
  });

  it('a duplicate submit of the code step (both presses in flight, same cookie) creates one member', async () => {
    const u = fresh();
    const b = browser();
    await b.post(registration(u));
    const code = await lastCode(u.phone);
    const cookie = b.cookieHeader();
    const send = () =>
      action({
        request: formRequest(
          '/en/auth',
          { intent: 'otp-verify', flow: 'register', code, _js: '1', redirectTo: '/en' },
          { cookie },
        ),
        params: { lang: 'en' },
        context: routeContext(t.services, { ip: '10.8.0.1' }),
      } as never);
    const answers = await Promise.all([send(), send()]);
    const oks = answers.filter((a) => (a as { data?: AuthFormData }).data?.ok);
    expect(oks).toHaveLength(1);
    expect(await membersNamed(u.username)).toBe(1);
  });

  it('a taken phone number is answered like a free one, and no code registers it', async () => {
    const u = fresh();
    await t.services.auth.createUser({
      username: `${u.username}x`,
      password: 'Other1234',
      phone: u.phone,
      country_code: '+66',
      currency_id: thbId,
    });
    const b = browser();
    const first = await b.post(registration(u));
    expect(first.data!.step).toBe('code');
    const [notice] = await t.services.otp.outbox(u.phone, 1);
    expect(notice.code).toBeNull();
    const bad = await b.post({ intent: 'otp-verify', flow: 'register', code: '123456' });
    expect(codes(bad.data!.result, 'code')).toEqual(['OTP_INCORRECT']);
    expect(await membersNamed(u.username)).toBe(0);
  });

  it('tells a taken username under its field before any code is sent', async () => {
    const u = fresh();
    const b = browser();
    const res = await b.post({ ...registration(u), username: 'demo' });
    expect(res.status).toBe(409);
    expect(codes(res.data!.result, 'username')).toEqual(['USERNAME_TAKEN']);
    expect(await t.services.otp.outbox(u.phone)).toHaveLength(0);
  });

  it('a resend too soon says so on the code step; back returns to the form with what was typed (no password)', async () => {
    const u = fresh();
    const b = browser();
    await b.post(registration(u));
    const resend = await b.post({ intent: 'otp-request', flow: 'register' });
    expect(resend.status).toBe(429);
    expect(resend.data!.step).toBe('code');
    expect(codes(resend.data!.result, '')).toEqual(['OTP_RESEND_TOO_SOON']);
    const back = await b.post({ intent: 'otp-back', flow: 'register' });
    expect(back.data!.step).toBe('form');
    expect(back.data!.result.initialValue).toMatchObject({ username: u.username, phone: u.phone, country_code: '+66' });
    expect(back.raw).not.toContain(u.password);
  });

  it('a code step without its registration (expired, another browser) starts again', async () => {
    const res = await browser().post({ intent: 'otp-verify', flow: 'register', code: '123456' });
    expect(res.status).toBe(400);
    expect(res.data!.step).toBe('form');
    expect(codes(res.data!.result, '')).toEqual(['STEP_EXPIRED']);
  });
});

describe('forgot password through the auth forms action', () => {
  it('name → code → new password, without JavaScript, never putting the code or password in an answer', async () => {
    const u = fresh();
    await t.services.auth.createUser({
      username: u.username,
      password: u.password,
      phone: u.phone,
      country_code: '+66',
      currency_id: thbId,
    });
    const b = browser();
    const WEB = t.services.config.WEB_NAME;
    const flashOf = (res: { setCookies: string[] }) =>
      readFormFlash(res.setCookies.map((c) => c.split(';')[0]).join('; '), WEB)!.result as AuthFormData;

    const empty = await b.post({ intent: 'forgot-password', username: '' }, { js: false });
    expect(empty.location).toBe('/en/games?modal=forgot-password');
    expect(codes(flashOf(empty).result, 'username')).toEqual(['FORGOT_USERNAME_REQUIRED']);

    const sent = await b.post({ intent: 'forgot-password', username: u.username }, { js: false });
    expect(sent.status).toBe(303);
    expect(sent.location).toBe('/en/games?modal=forgot-password');
    expect(flashOf(sent).step).toBe('code');
    const code = await lastCode(u.phone);

    const verified = await b.post({ intent: 'otp-verify', flow: 'forgot-password', code }, { js: false });
    expect(flashOf(verified).step).toBe('password');
    expect(JSON.stringify(flashOf(verified))).not.toContain(code);

    const weak = await b.post({ intent: 'reset-password', password: 'abc', confirm_password: 'abc' }, { js: false });
    expect(flashOf(weak).step).toBe('password');
    expect(codes(flashOf(weak).result, 'password')[0]).toBe('PASSWORD_TOO_SHORT');

    const done = await b.post(
      { intent: 'reset-password', password: 'Mai45678x', confirm_password: 'Mai45678x' },
      { js: false },
    );
    expect(flashOf(done).step).toBe('done');
    expect(JSON.stringify(flashOf(done))).not.toContain('Mai45678x');
    await expect(
      t.services.auth.login({ username: u.username, password: 'Mai45678x' }, { ip: '10.7.0.1', locale: 'en' }),
    ).resolves.toBeTruthy();
  });

  it('answers an unknown name exactly like a known one', async () => {
    const res = await browser().post({ intent: 'forgot-password', username: 'nobodyhere99' });
    expect(res.status).toBe(200);
    expect(res.data!.step).toBe('code');
    expect(res.data!.ticket!.reference).toMatch(/^[A-Z]{4}$/);
  });
});

describe('log in and log out', () => {
  it('logs in with the device cookie, and logs out with a POST', async () => {
    const b = browser();
    const WEB = t.services.config.WEB_NAME;
    const wrong = await b.post({ intent: 'login', username: 'demo', password: 'Wrong1234' });
    expect(wrong.status).toBe(401);
    expect(codes(wrong.data!.result, '')).toEqual(['LOGIN_FAILED']);
    const ok = await b.post({ intent: 'login', username: 'demo', password: 'Demo1234' }, { js: false });
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/en/games');
    expect(b.jar.has(`${WEB}.jwt`)).toBe(true);
    expect(b.jar.has(`${WEB}.device`)).toBe(true);
    const token = b.jar.get(`${WEB}.jwt`)!;
    const member = await t.services.tokens.verify(token);
    const out = (await action({
      request: formRequest(
        '/en/auth',
        { intent: 'logout', redirectTo: '/en/setting/profile' },
        { cookie: b.cookieHeader() },
      ),
      params: { lang: 'en' },
      context: routeContext(t.services, { member }),
    } as never)) as Response;
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/en');
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${WEB}.jwt=;`))).toBe(true);
    expect(await t.services.tokens.verify(token)).toBeNull();
  });
});
