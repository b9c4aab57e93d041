import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { lastCode, phoneVerifyToken } from '../../../server/testing/otp.ts';
import { setGlobalConfig } from '../../../server/testing/site.ts';
import { users } from './auth.table.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

let ipSeq = 0;
const nextIp = () => `10.7.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
let phoneSeq = 0;
const phoneBase = 30_000_000 + Math.floor(Math.random() * 60_000_000);
const newPhone = () => `06${String(phoneBase + ++phoneSeq).padStart(8, '0')}`;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-locale': 'en', ...headers },
    remoteAddress: nextIp(),
  });
}

async function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: `r${randomBytes(5).toString('hex')}`,
    password: 'Secret123',
    confirm_password: 'Secret123',
    country_code: '+66',
    phone: newPhone(),
    currencyId: (await t.services.locale.currencyByCode('THB'))!.id,
    accept_terms: true,
    ...overrides,
  };
}

/** A registered member with a verified phone and a session. */
async function member() {
  const body = await registration();
  const res = await post('/mb/users-register', {
    ...body,
    verify_token: await phoneVerifyToken(t.services, body.phone),
  });
  expect(res.statusCode).toBe(201);
  return { ...body, token: res.json().accessToken as string, id: res.json().user.id as number };
}

const login = (username: string, password: string) =>
  post('/pb/authentication', { strategy: 'local', username, password });
const me = (token: string) => t.app.inject({ url: '/mb/users', headers: { authorization: `Bearer ${token}` } });

describe(`registration with the phone OTP (${testDatabaseKind()})`, () => {
  it('asks for the phone OTP once every other field is right, and registers with its token', async () => {
    const body = await registration();
    const without = await post('/mb/users-register', body);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      errorCode: 'PHONE_NOT_VERIFIED',
      data: { errors: [{ path: 'verify_token', errorCode: 'PHONE_NOT_VERIFIED' }] },
    });

    // The OTP step as the browser goes through it.
    const ticket = (
      await post('/mb/otp-request', { purpose: 'register', phone: body.phone, country_code: '+66' })
    ).json();
    const code = await lastCode(t.services, `+66${body.phone.slice(1)}`);
    const { verifyToken } = (
      await post('/mb/otp-verified', {
        purpose: 'register',
        phone: body.phone,
        country_code: '+66',
        reference: ticket.reference,
        code,
      })
    ).json();

    const created = await post('/mb/users-register', { ...body, verify_token: verifyToken });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ username: body.username, phone: body.phone, phone_verified: true });
  });

  it('refuses a token of another phone number, and a token already used', async () => {
    const body = await registration();
    const otherToken = await phoneVerifyToken(t.services, newPhone());
    const wrong = await post('/mb/users-register', { ...body, verify_token: otherToken });
    expect(wrong.json().errorCode).toBe('PHONE_NOT_VERIFIED');

    const token = await phoneVerifyToken(t.services, body.phone);
    expect((await post('/mb/users-register', { ...body, verify_token: token })).statusCode).toBe(201);
    const again = await post('/mb/users-register', {
      ...(await registration()),
      phone: body.phone,
      verify_token: token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorCode).toBe('PHONE_NOT_VERIFIED');
    const reused = await post('/mb/users-register', { ...(await registration()), verify_token: token });
    expect(reused.json().errorCode).toBe('PHONE_NOT_VERIFIED');
  });

  it('shows field problems before asking for the OTP', async () => {
    const res = await post('/mb/users-register', await registration({ username: 'demo' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('USERNAME_TAKEN');
  });

  it('registers without an OTP when the site does not ask for one', async () => {
    await setGlobalConfig(t.services, { register_otp: false });
    try {
      const res = await post('/mb/users-register', await registration());
      expect(res.statusCode).toBe(201);
      expect(res.json().user.phone_verified).toBe(false);
    } finally {
      await setGlobalConfig(t.services, { register_otp: true });
    }
  });
});

describe(`forgot password (${testDatabaseKind()})`, () => {
  it('answers alike whether or not the account exists, and sends a message only to a real account', async () => {
    const m = await member();
    const real = await post('/pb/forgot-password', { username: m.username, typeVerified: 'sms' });
    const nobodyName = `nobody${randomBytes(4).toString('hex')}`;
    const nobody = await post('/pb/forgot-password', { username: nobodyName, typeVerified: 'sms' });
    expect(real.statusCode).toBe(201);
    expect(nobody.statusCode).toBe(201);
    const shape = {
      otpReferenceCode: expect.stringMatching(/^[A-Z]{4}$/),
      otpResendAfter: expect.any(String),
      expiresOtpSms: expect.any(String),
      otpRepeatTime: 60,
      phone: expect.stringMatching(/^0\d\d-xxx-x\d{3}$/),
      expiresInMinutes: 5,
      expiresInSeconds: 300,
      resendInSeconds: 60,
    };
    expect(real.json()).toEqual(shape);
    expect(nobody.json()).toEqual(shape);
    expect(real.json().phone).toBe(`${m.phone.slice(0, 3)}-xxx-x${m.phone.slice(-3)}`);

    const outbox = await t.services.otp.outbox(m.phone);
    expect(outbox[0]).toMatchObject({ purpose: 'reset-password', code: expect.stringMatching(/^\d{6}$/) });
    expect(outbox[0].text).toContain(real.json().otpReferenceCode);

    // A wrong code reads the same for both.
    const wrongCode = outbox[0].code === '000000' ? '000001' : '000000';
    const wrongReal = await post('/pb/otp-verified', {
      username: m.username,
      otpReferenceCode: real.json().otpReferenceCode,
      code: wrongCode,
    });
    const wrongNobody = await post('/pb/otp-verified', {
      username: nobodyName,
      otpReferenceCode: nobody.json().otpReferenceCode,
      code: wrongCode,
    });
    expect(wrongReal.statusCode).toBe(400);
    expect(wrongNobody.statusCode).toBe(400);
    expect(wrongReal.json()).toMatchObject({ errorCode: 'OTP_INCORRECT', data: { attemptsLeft: 4 } });
    expect(wrongNobody.json()).toMatchObject({ errorCode: 'OTP_INCORRECT', data: { attemptsLeft: 4 } });
    // Repeating the request within the resend time is refused alike too.
    expect((await post('/pb/forgot-password', { username: m.username })).json().errorCode).toBe('OTP_RESEND_TOO_SOON');
    expect((await post('/pb/forgot-password', { username: nobodyName })).json().errorCode).toBe('OTP_RESEND_TOO_SOON');
  });

  it('resets the password with the SMS code and ends every session of the member', async () => {
    const m = await member();
    const second = (await login(m.username, m.password)).json().accessToken as string;
    const ticket = (
      await post('/pb/forgot-password', { username: m.username, typeVerified: 'sms' }, { 'x-locale': 'th' })
    ).json();
    const [sms] = await t.services.otp.outbox(m.phone);
    expect(sms.text).toContain('รหัส OTP');
    const verified = await post('/pb/otp-verified', {
      username: m.username.toUpperCase(),
      otpReferenceCode: ticket.otpReferenceCode.toLowerCase(),
      code: sms.code,
    });
    expect(verified.statusCode).toBe(201);
    const { verifyToken } = verified.json();

    // The rules of the player's language: 8 characters in Indonesian.
    const short = await t.app.inject({
      method: 'PATCH',
      url: '/pb/forgot-password',
      payload: { verifyToken, password: 'Newpass1', confirm_password: 'Newpass1' },
      headers: { 'x-locale': 'id' },
    });
    expect(short.statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await login(m.username, m.password)).statusCode).toBe(401);
    expect((await login(m.username, 'Newpass1')).statusCode).toBe(201);

    const reused = await t.app.inject({
      method: 'PATCH',
      url: '/pb/forgot-password',
      payload: { verifyToken, password: 'Other123', confirm_password: 'Other123' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errorCode).toBe('OTP_VERIFY_TOKEN_INVALID');
  });

  it('checks the new password before using the token, with POST as well as PATCH', async () => {
    const m = await member();
    const ticket = (await post('/pb/forgot-password', { username: m.username })).json();
    const [sms] = await t.services.otp.outbox(m.phone);
    const { verifyToken } = (
      await post('/pb/otp-verified', {
        username: m.username,
        otpReferenceCode: ticket.otpReferenceCode,
        code: sms.code,
      })
    ).json();
    const weak = await post(
      '/pb/forgot-password',
      { verifyToken, password: 'abc', confirm_password: 'abd' },
      { 'x-locale': 'id' },
    );
    expect(weak.statusCode).toBe(400);
    expect([...new Set(weak.json().data.errors.map((e: { path: string }) => e.path))]).toEqual([
      'password',
      'confirm_password',
    ]);
    expect(weak.json().errorCode).toBe('PASSWORD_TOO_SHORT');
    const ok = await post('/pb/forgot-password', { verifyToken, password: 'Better123', confirm_password: 'Better123' });
    expect(ok.statusCode).toBe(200);
    expect((await login(m.username, 'Better123')).statusCode).toBe(201);
  });

  it('does not send a message for a suspended account', async () => {
    const m = await member();
    await t.services.db.update(users).set({ status: 'suspended' }).where(eq(users.id, m.id));
    const before = (await t.services.otp.outbox(m.phone)).length;
    expect((await post('/pb/forgot-password', { username: m.username })).statusCode).toBe(201);
    expect((await t.services.otp.outbox(m.phone)).length).toBe(before);
  });
});

describe(`change password (${testDatabaseKind()})`, () => {
  it('refuses a wrong current password under its field', async () => {
    const m = await member();
    const res = await post(
      '/mb/member-change-password',
      { current_password: 'Wrong1234', password: 'Fresh1234', confirm_password: 'Fresh1234' },
      { authorization: `Bearer ${m.token}` },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Your current password is incorrect.',
      data: { errors: [{ path: 'current_password', errorCode: 'CURRENT_PASSWORD_INCORRECT' }] },
    });
    expect((await login(m.username, m.password)).statusCode).toBe(201);
  });

  it('changes the password and ends the other sessions, not the current one', async () => {
    const m = await member();
    const other = (await login(m.username, m.password)).json().accessToken as string;
    const res = await post(
      '/mb/member-change-password',
      { current_password: m.password, password: 'Fresh1234', confirm_password: 'Fresh1234' },
      { authorization: `Bearer ${m.token}` },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, revokedSessions: 1 });
    expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(m.username, m.password)).statusCode).toBe(401);
    expect((await login(m.username, 'Fresh1234')).statusCode).toBe(201);
  });

  it('needs a member, the new password twice, and a new password that differs', async () => {
    expect(
      (await post('/mb/member-change-password', { current_password: 'a', password: 'b', confirm_password: 'b' }))
        .statusCode,
    ).toBe(401);
    const m = await member();
    const auth = { authorization: `Bearer ${m.token}` };
    const same = await post(
      '/mb/member-change-password',
      { current_password: m.password, password: m.password, confirm_password: m.password },
      auth,
    );
    expect(same.json().errorCode).toBe('PASSWORD_SAME_AS_CURRENT');
    const mismatch = await post(
      '/mb/member-change-password',
      { current_password: m.password, password: 'Fresh1234', confirm_password: 'Fresh1235' },
      auth,
    );
    expect(mismatch.json().data.errors).toEqual([{ path: 'confirm_password', errorCode: 'PASSWORD_MISMATCH' }]);
  });

  it('waits after 5 wrong current passwords', async () => {
    const m = await member();
    const auth = { authorization: `Bearer ${m.token}` };
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await post(
            '/mb/member-change-password',
            { current_password: `Wrong${i}234`, password: 'Fresh1234', confirm_password: 'Fresh1234' },
            auth,
          )
        ).statusCode,
      ).toBe(400);
    }
    const locked = await post(
      '/mb/member-change-password',
      { current_password: m.password, password: 'Fresh1234', confirm_password: 'Fresh1234' },
      auth,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('PASSWORD_CHANGE_THROTTLED');
  });
});
