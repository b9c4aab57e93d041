import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../../server/testing.ts';
import { action, type AuthFormData } from './auth-forms.ts';

let t: TestApp;
const USERNAME = 'leaver1';
const PASSWORD = 'Start1234';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const thb = await t.services.locale.currencyByCode('THB');
  await t.services.auth.createUser({
    username: USERNAME,
    password: PASSWORD,
    phone: '0899990002',
    country_code: '+66',
    currency_id: thb!.id,
  });
});
afterAll(() => t?.close());

/** A fresh session of the member: its token and the member as the server context sees it. */
async function session(): Promise<{ token: string; member: Member }> {
  const s = await t.services.auth.login({ username: USERNAME, password: PASSWORD }, { ip: '10.0.0.2', locale: 'en' });
  return { token: s.accessToken, member: (await t.services.tokens.verify(s.accessToken))! };
}

async function post(fields: Record<string, string>, member: Member | null) {
  const request = formRequest('/en/auth', fields);
  return (await action({
    request,
    params: { lang: 'en' },
    context: routeContext(t.services, { member }),
  } as never)) as unknown;
}

describe('logout (POST /:lang/auth, intent logout)', () => {
  it('without JavaScript: ends the session, clears the cookie and goes back to the page', async () => {
    const { token, member } = await session();
    const res = (await post({ intent: 'logout', redirectTo: '/en/games?x=1' }, member)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/games?x=1');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${t.config.WEB_NAME}\\.jwt=;`));
    expect(cookie).toContain('Max-Age=0');
    expect(await t.services.tokens.verify(token)).toBeNull();
  });

  it('with JavaScript: answers data for the page (which reloads its data) and ends the session', async () => {
    const { token, member } = await session();
    const out = (await post({ intent: 'logout', _js: '1', redirectTo: '/en' }, member)) as {
      data: AuthFormData;
      init: { headers?: Record<string, string> } | null;
    };
    expect(out.data.intent).toBe('logout');
    expect(out.init?.headers?.['Set-Cookie']).toContain('Max-Age=0');
    expect(await t.services.tokens.verify(token)).toBeNull();
  });

  it('leaves other sessions of the member open, and sends a page off the site home', async () => {
    const first = await session();
    const second = await session();
    const res = (await post({ intent: 'logout', redirectTo: '//evil.example/x' }, second.member)) as Response;
    expect(res.headers.get('location')).toBe('/en');
    expect(await t.services.tokens.verify(second.token)).toBeNull();
    expect(await t.services.tokens.verify(first.token)).not.toBeNull();
  });

  it('a visitor only loses the cookie', async () => {
    const res = (await post({ intent: 'logout', redirectTo: '/en' }, null)) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
  });
});
