import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../../server/testing.ts';
import type { Member } from '../../../../server/rest/service.ts';
import type { FormResult } from '../../../shared/forms.ts';
import { action, type ChangePasswordActionData } from './change-password.tsx';

let t: TestApp;
let member: Member;
const USERNAME = 'pwchanger1';
const PASSWORD = 'Start1234';

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const thb = await t.services.locale.currencyByCode('THB');
  await t.services.auth.createUser({
    username: USERNAME,
    password: PASSWORD,
    phone: '0899990001',
    country_code: '+66',
    currency_id: thb!.id,
  });
  const session = await t.services.auth.login(
    { username: USERNAME, password: PASSWORD },
    { ip: '10.0.0.1', locale: 'en' },
  );
  member = (await t.services.tokens.verify(session.accessToken))!;
});
afterAll(() => t?.close());

/** The action's answer: status and data, whether it returned data() or a plain object. */
async function post(fields: Record<string, string>, who: Member | null = member, lang = 'en') {
  const request = formRequest(`/${lang}/setting/changePassword`, fields);
  const out = (await action({
    request,
    params: { lang },
    context: routeContext(t.services, { member: who }),
  } as never)) as unknown;
  if (out && typeof out === 'object' && 'init' in out && 'data' in out) {
    const d = out as { data: ChangePasswordActionData; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, data: d.data };
  }
  return { status: 200, data: out as ChangePasswordActionData };
}

const codes = (result: FormResult, field: string) => (result.error?.[field] ?? []).map((e) => e.errorCode);

async function canLogIn(password: string): Promise<boolean> {
  try {
    await t.services.auth.login(
      { username: USERNAME, password },
      { ip: `10.1.${Math.floor(Math.random() * 200)}.1`, locale: 'en' },
    );
    return true;
  } catch {
    return false;
  }
}

describe('change password action', () => {
  it('answers 400 with the field error codes of the schema and changes nothing; the passwords are not sent back', async () => {
    const { status, data } = await post({ current_password: '', password: 'short', confirm_password: 'other' });
    expect(status).toBe(400);
    expect(codes(data.result, 'current_password')).toEqual(['CURRENT_PASSWORD_REQUIRED']);
    expect(codes(data.result, 'password')[0]).toBe('PASSWORD_TOO_SHORT');
    expect(data.result.error?.password?.[0]?.params).toEqual({ min: 6 });
    expect(codes(data.result, 'confirm_password')).toEqual(['PASSWORD_MISMATCH']);
    expect(JSON.stringify(data.result)).not.toContain('short');
    expect(data.done).toBeUndefined();
    expect(await canLogIn(PASSWORD)).toBe(true);
  });

  it('uses the password rules of the page language (8 characters in Indonesian)', async () => {
    const { status, data } = await post(
      { current_password: PASSWORD, password: 'Abc12345'.slice(0, 7), confirm_password: 'Abc1234' },
      member,
      'id',
    );
    expect(status).toBe(400);
    expect(data.result.error?.password?.[0]).toEqual({ errorCode: 'PASSWORD_TOO_SHORT', params: { min: 8 } });
  });

  it('puts a wrong current password under its field with a 400 and keeps the password', async () => {
    const { status, data } = await post({
      current_password: 'Wrong1234',
      password: 'Next12345',
      confirm_password: 'Next12345',
    });
    expect(status).toBe(400);
    expect(codes(data.result, 'current_password')).toEqual(['CURRENT_PASSWORD_INCORRECT']);
    expect(JSON.stringify(data.result)).not.toMatch(/Wrong1234|Next12345/);
    expect(await canLogIn('Next12345')).toBe(false);
    expect(await canLogIn(PASSWORD)).toBe(true);
  });

  it('changes the password and resets the form', async () => {
    const { status, data } = await post({
      current_password: PASSWORD,
      password: 'Next12345',
      confirm_password: 'Next12345',
    });
    expect(status).toBe(200);
    expect(data.done).toBe(true);
    expect(data.result.error ?? null).toBeNull();
    expect(data.result.initialValue ?? null).toBeNull();
    expect(JSON.stringify(data.result)).not.toContain('Next12345');
    expect(await canLogIn('Next12345')).toBe(true);
    expect(await canLogIn(PASSWORD)).toBe(false);
  });

  it('sends a visitor to the login', async () => {
    const out = await action({
      request: formRequest('/en/setting/changePassword', {}),
      params: { lang: 'en' },
      context: routeContext(t.services),
    } as never).catch((e: unknown) => e);
    expect(out).toBeInstanceOf(Response);
    expect((out as Response).headers.get('location')).toBe('/en?modal=login');
  });
});
