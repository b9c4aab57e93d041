import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, type TestApp } from '../../../../server/testing.ts';
import { createMember } from '../../../../server/testing/players.ts';
import { twoFactorFixtures } from '../../../../server/testing/twofactor.ts';
import { action as authAction, type AuthFormData } from './auth-forms.ts';

/**
 * Where the second factor is asked: the login modal's forms, the withdrawal, the bank account, and the security
 * page's own forms. Each refusal changes nothing; a code works once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const { codeAt, errors, enrol, run } = twoFactorFixtures(() => t);

describe('the login modal with two-factor authentication', () => {
  const login = (fields: Record<string, string>, cookie?: string) =>
    run<AuthFormData>(
      authAction,
      formRequest('/en/auth', { redirectTo: '/en/promotions', ...fields }, cookie ? { cookie } : {}),
      null,
    );

  it('the right password leads to the code step; the code logs in; without JavaScript it redirects', async () => {
    const { memberId } = await createMember(t);
    const username = (await t.services.auth.profile(memberId))!.username;
    const secret = await enrol(memberId, username);

    const first = await login({ intent: 'login', _js: '1', username, password: 'Player1234' });
    expect(first.status).toBe(200);
    expect(first.data).toMatchObject({ intent: 'login', step: 'totp' });
    expect(first.data?.ok).toBeUndefined();
    const setCookie = first.headers?.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/login2fa=v1\./);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).not.toMatch(/\.session=/);
    const cookie = setCookie.split(';')[0];

    const wrong = await login({ intent: 'login-code', _js: '1', totp_code: '000000' }, cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ step: 'totp' });
    expect(errors(wrong.data?.result)).toEqual({ totp_code: ['TOTP_INVALID'] });

    const noCookie = await login({ intent: 'login-code', _js: '1', totp_code: codeAt(secret) });
    expect(noCookie.data).toMatchObject({ step: 'form' });

    // Without JavaScript: a 303 to the page with its session cookie.
    const ok = await login({ intent: 'login-code', totp_code: codeAt(secret) }, cookie);
    expect(ok.status).toBe(303);
    expect(ok.location).toBe('/en/promotions');
    expect(ok.headers?.get('set-cookie')).toMatch(/login2fa=;/);
  });
});
