import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMemoryStore } from '../../../server/plugins/rate-limit.ts';
import { LOCALES } from '../../i18n/config.ts';
import { DEFAULT_AUTH_RULES } from './auth.schemas.ts';
import { createAuthService } from './auth.service.server.ts';
import { createDeviceCookies } from './auth.devices.server.ts';
import { sessions, users } from './auth.table.server.ts';
import { phoneVerifyToken } from '../../../server/testing/otp.ts';
import { setGlobalConfig } from '../../../server/testing/site.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Counts argon2 verifications, to show an unknown username costs one as a known one does. */
const argon2Calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...mod,
    verify: (...args: Parameters<typeof mod.verify>) => {
      argon2Calls.verify++;
      return mod.verify(...args);
    },
  };
});

let t: TestApp;
let ipSeq = 0;
/** A fresh client address, so tests do not share the per-IP login budget unless they mean to. */
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

function login(
  app: TestApp,
  body: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/pb/authentication',
    payload: { strategy: 'local', ...body },
    remoteAddress: opts.ip ?? nextIp(),
    headers: opts.headers,
  });
}

let phoneSeq = 0;
const phoneBase = 20_000_000 + Math.floor(Math.random() * 70_000_000);
function registration(overrides: Record<string, unknown> = {}) {
  phoneSeq += 1;
  return {
    username: `p${randomBytes(6).toString('hex')}`,
    password: 'Secret123',
    confirm_password: 'Secret123',
    country_code: '+66',
    phone: `08${String(phoneBase + phoneSeq).padStart(8, '0')}`,
    currencyId: 0,
    accept_terms: true,
    subscribe_email: false,
    ...overrides,
  };
}

async function thbId(app: TestApp) {
  return (await app.services.locale.currencyByCode('THB'))!.id;
}

/** Registers; a plausible phone number is first verified by its OTP (as the register form does), unless the body has a token. */
async function register(
  app: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
  ip = nextIp(),
) {
  const payload = { ...body };
  if (
    !('verify_token' in payload) &&
    typeof payload.phone === 'string' &&
    /^0\d{8,9}$/.test(payload.phone) &&
    payload.country_code === '+66'
  ) {
    payload.verify_token = await phoneVerifyToken(app.services, payload.phone);
  }
  return app.app.inject({
    method: 'POST',
    url: '/mb/users-register',
    payload,
    headers: { 'x-locale': 'en', ...headers },
    remoteAddress: ip,
  });
}

async function demoToken(app: TestApp = t): Promise<string> {
  const res = await login(app, { username: 'demo', password: 'Demo1234' });
  expect(res.statusCode).toBe(201);
  return res.json().accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`login (${testDatabaseKind()})`, () => {
  it('logs the demo member in and returns the token and the member without secrets', async () => {
    const res = await login(t, { username: 'demo', password: 'Demo1234', device_token: 'device-abc' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({
      username: 'demo',
      full_name: 'Demo Player',
      currency: { code: 'THB' },
      privileges: expect.arrayContaining(['rebate']),
    });
    const serialized = JSON.stringify(body);
    for (const secret of ['password', 'hash', 'security_answer', 'argon2']) expect(serialized).not.toContain(secret);
    const [session] = await t.services.db.select().from(sessions).where(eq(sessions.device_token, 'device-abc'));
    expect(session).toBeTruthy();
  });

  it('accepts the username in any letter case', async () => {
    expect((await login(t, { username: 'DeMo', password: 'Demo1234' })).statusCode).toBe(201);
  });

  it('sets the session cookie: 30 days, HttpOnly, SameSite Lax, Path /, Secure only over https', async () => {
    const plain = await login(t, { username: 'demo', password: 'Demo1234' });
    const cookie = String(plain.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${t.config.WEB_NAME}\\.jwt=${plain.json().accessToken};`));
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    // https as the trusted proxy (loopback by default) reports it; the same claim from anyone else is ignored.
    const https = await login(
      t,
      { username: 'demo', password: 'Demo1234' },
      { ip: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure/);
    const claimed = await login(
      t,
      { username: 'demo', password: 'Demo1234' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(String(claimed.headers['set-cookie'])).not.toContain('Secure');
  });

  it('authenticates later requests with the cookie alone', async () => {
    const res = await login(t, { username: 'demo', password: 'Demo1234' });
    const token = res.json().accessToken;
    const me = await t.app.inject({ url: '/mb/users', cookies: { [`${t.config.WEB_NAME}.jwt`]: token } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data[0].username).toBe('demo');
  });

  it('says the same thing for an unknown username and a wrong password, in every locale', async () => {
    const en = { headers: { 'x-locale': 'en' } };
    const wrong = await login(t, { username: 'demo', password: 'Wrong1234' }, en);
    const unknown = await login(t, { username: 'nobody', password: 'Wrong1234' }, en);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const a = wrong.json();
    const b = unknown.json();
    expect(a).toEqual(b);
    expect(a).toMatchObject({
      name: 'NotAuthenticated',
      errorCode: 'LOGIN_FAILED',
      message: 'Username or password is incorrect.',
    });
    expect(Object.keys(a.messages).sort()).toEqual([...LOCALES].sort());
    expect(new Set(Object.values(a.messages)).size).toBeGreaterThan(10); // real translations, not one fallback text
  });

  it('spends a password verification on unknown usernames too', async () => {
    const verificationsFor = async (username: string) => {
      const before = argon2Calls.verify;
      const res = await login(t, { username, password: 'Wrong1234' }, { ip: nextIp() });
      expect(res.statusCode).toBe(401);
      return argon2Calls.verify - before;
    };
    expect(await verificationsFor('demo')).toBe(1);
    expect(await verificationsFor(`ghost${randomBytes(3).toString('hex')}`)).toBe(1);
    await t.services.auth.login({ username: 'demo', password: 'Demo1234' }, { ip: nextIp(), locale: 'en' }); // clears demo's failures
  });

  it('answers 400 with field codes when the username or password is missing', async () => {
    const res = await login(t, { username: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { path: 'username', errorCode: 'LOGIN_USERNAME_REQUIRED', params: { min: 1 } },
      { path: 'password', errorCode: 'PASSWORD_REQUIRED', params: { min: 1 } },
    ]);
  });

  it('refuses an unknown strategy', async () => {
    const res = await login(t, { strategy: 'oauth', username: 'demo', password: 'Demo1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('INVALID_STRATEGY');
  });

  it('re-authenticates with the jwt strategy', async () => {
    const token = await demoToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'jwt', accessToken: token },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ accessToken: token, user: { username: 'demo' } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'jwt', accessToken: 'x.y.z' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses a suspended member only after the right password', async () => {
    const body = registration({ currencyId: await thbId(t) });
    expect((await register(t, body)).statusCode).toBe(201);
    await t.services.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.username, body.username as string));
    expect((await login(t, { username: body.username, password: 'Nope12345' })).json().errorCode).toBe('LOGIN_FAILED');
    const res = await login(t, { username: body.username, password: body.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('ACCOUNT_SUSPENDED');
  });

  it('logs in by phone number in phone mode', async () => {
    const auth = createAuthService({
      db: t.services.db,
      tokens: t.services.tokens,
      locale: t.services.locale,
      limits: createMemoryStore(),
      otp: t.services.otp,
      devices: createDeviceCookies(t.config.jwtSecret),
      rules: async () => ({ ...DEFAULT_AUTH_RULES, loginMode: 'phone' }),
    });
    const ok = await auth.login({ username: '0812345678', password: 'Demo1234' }, { ip: '10.9.9.9', locale: 'en' });
    expect(ok.user.username).toBe('demo');
    await expect(
      auth.login({ username: 'demo', password: 'Demo1234' }, { ip: '10.9.9.9', locale: 'en' }),
    ).rejects.toMatchObject({ errorCode: 'LOGIN_FAILED_PHONE', kind: 'NotAuthenticated' });
    await expect(
      auth.login({ username: '0812345678', password: 'Wrong1234' }, { ip: '10.9.9.9', locale: 'en' }),
    ).rejects.toMatchObject({ errorCode: 'LOGIN_FAILED_PHONE' });
  });
});

describe('phone login mode from the global config', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ seed: true });
    await setGlobalConfig(app.services, { login_mode: 'phone' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs in with the phone number in the username field', async () => {
    const res = await login(app, { username: '0812345678', password: 'Demo1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.username).toBe('demo');
  });

  it('speaks of the phone number when it fails, and refuses a username where a phone belongs', async () => {
    const wrong = await login(
      app,
      { username: '0812345678', password: 'Wrong1234' },
      { headers: { 'x-locale': 'en' } },
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      errorCode: 'LOGIN_FAILED_PHONE',
      message: 'Phone number or password is incorrect.',
    });
    const byName = await login(app, { username: 'demo', password: 'Demo1234' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().data.errors[0]).toMatchObject({ path: 'username', errorCode: 'PHONE_INVALID' });
    const empty = await login(app, { username: '', password: 'x' });
    expect(empty.json().data.errors[0]).toMatchObject({ path: 'username', errorCode: 'LOGIN_PHONE_REQUIRED' });
  });
});

describe.each(['memory', 'redis'] as const)('login throttling on the %s store', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      seed: true,
      env: store === 'redis' ? { REDIS_URL, WEB_NAME: `t${randomBytes(6).toString('hex')}` } : {},
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('keeps its counters in the configured store', async () => {
    await login(app, { username: 'counted', password: 'Wrong9999' });
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${app.config.WEB_NAME}:rl:*`);
      expect(keys.length > 0).toBe(store === 'redis');
    } finally {
      await redis.quit();
    }
  });

  it('locks an account for unknown clients after 5 failures in 15 minutes, from any address, even for the right password', async () => {
    const body = registration({ currencyId: await thbId(app) });
    expect((await register(app, body)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++)
      expect((await login(app, { username: body.username, password: 'Wrong9999' })).statusCode).toBe(401);
    const locked = await login(
      app,
      { username: body.username, password: body.password },
      { headers: { 'x-locale': 'th' } },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      name: 'TooManyRequests',
      errorCode: 'LOGIN_THROTTLED',
      data: { retryAfter: expect.any(Number) },
    });
    expect(locked.json().message).toMatch(/15/);
    expect(locked.json().messages.en).toBe('Too many login attempts. Please try again in 15 minutes.');
    // Another account is not affected.
    expect((await login(app, { username: 'demo', password: 'Demo1234' })).statusCode).toBe(201);
  });

  it('forgives earlier failures after a successful login', async () => {
    const body = registration({ currencyId: await thbId(app) });
    expect((await register(app, body)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) await login(app, { username: body.username, password: 'Wrong9999' });
    expect((await login(app, { username: body.username, password: body.password })).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await login(app, { username: body.username, password: 'Wrong9999' })).statusCode).toBe(401);
    expect((await login(app, { username: body.username, password: body.password })).statusCode).toBe(201);
  });

  it('limits one address to 30 failed attempts in 15 minutes across accounts', async () => {
    const ip = '192.0.2.77';
    const results = [];
    for (let i = 0; i < 30; i++)
      results.push((await login(app, { username: `spray${i}x`, password: 'Guess1234' }, { ip })).statusCode);
    expect(results.every((s) => s === 401)).toBe(true);
    const blocked = await login(app, { username: 'demo', password: 'Demo1234' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errorCode).toBe('LOGIN_THROTTLED');
    // Another address still logs in.
    expect((await login(app, { username: 'demo', password: 'Demo1234' }, { ip: '192.0.2.78' })).statusCode).toBe(201);
  });

  it('does not let parallel guesses past the account limit', async () => {
    const body = registration({ currencyId: await thbId(app) });
    expect((await register(app, body)).statusCode).toBe(201);
    const codes = await Promise.all(
      Array.from({ length: 12 }, () =>
        login(app, { username: body.username, password: 'Wrong9999' }).then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});

describe('device cookies: someone guessing a member’s password cannot lock the member out', () => {
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
    res.cookies.find((c) => c.name === name)?.value;
  const deviceCookie = () => `${t.config.WEB_NAME}.device`;

  async function newMember() {
    const body = registration({ currencyId: await thbId(t) });
    const res = await register(t, body);
    expect(res.statusCode).toBe(201);
    return body;
  }

  it('a browser that logged in keeps logging in while guesses from anywhere lock unknown clients out, again and again', async () => {
    const member = await newMember();
    const first = await login(t, { username: member.username, password: member.password });
    expect(first.statusCode).toBe(201);
    let device = cookieOf(first, deviceCookie())!;
    expect(device).toMatch(/^v1\./);
    const attributes = first.cookies.find((c) => c.name === deviceCookie())!;
    expect(attributes).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86_400 });

    for (let round = 0; round < 3; round++) {
      // Five wrong passwords from five addresses, then more: unknown clients are locked out of this account...
      for (let i = 0; i < 5; i++)
        expect((await login(t, { username: member.username, password: 'Wrong9999' })).statusCode).toBe(
          round === 0 ? 401 : 429,
        );
      expect((await login(t, { username: member.username, password: 'Wrong9999' })).statusCode).toBe(429);
      expect((await login(t, { username: member.username, password: member.password })).statusCode).toBe(429);
      // ...but the member's browser, from a fresh address, logs in with the right password.
      const mine = await login(
        t,
        { username: member.username, password: member.password },
        { headers: { cookie: `${deviceCookie()}=${device}` } },
      );
      expect(mine.statusCode).toBe(201);
      device = cookieOf(mine, deviceCookie())!;
    }
  });

  it('a registration makes the browser a trusted device too', async () => {
    const body = registration({ currencyId: await thbId(t) });
    const res = await register(t, body);
    const device = cookieOf(res, deviceCookie())!;
    for (let i = 0; i < 6; i++) await login(t, { username: body.username, password: 'Wrong9999' });
    expect(
      (
        await login(
          t,
          { username: body.username, password: body.password },
          { headers: { cookie: `${deviceCookie()}=${device}` } },
        )
      ).statusCode,
    ).toBe(201);
  });

  it('a trusted device has an allowance of its own: 10 failures lock that browser only', async () => {
    const member = await newMember();
    const a = cookieOf(await login(t, { username: member.username, password: member.password }), deviceCookie())!;
    const b = cookieOf(await login(t, { username: member.username, password: member.password }), deviceCookie())!;
    const withA = { headers: { cookie: `${deviceCookie()}=${a}` } };
    for (let i = 0; i < 10; i++)
      expect((await login(t, { username: member.username, password: 'Wrong9999' }, withA)).statusCode).toBe(401);
    const locked = await login(t, { username: member.username, password: member.password }, withA);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('LOGIN_THROTTLED');
    // The other browser, and unknown clients (whose allowance the device's failures did not spend), still log in.
    expect(
      (
        await login(
          t,
          { username: member.username, password: member.password },
          { headers: { cookie: `${deviceCookie()}=${b}` } },
        )
      ).statusCode,
    ).toBe(201);
    expect((await login(t, { username: member.username, password: member.password })).statusCode).toBe(201);
  });

  it('a device cookie of another member, altered or unsigned, is an unknown client', async () => {
    const member = await newMember();
    const other = await newMember();
    const others = cookieOf(await login(t, { username: other.username, password: other.password }), deviceCookie())!;
    const own = cookieOf(await login(t, { username: member.username, password: member.password }), deviceCookie())!;
    for (let i = 0; i < 6; i++) await login(t, { username: member.username, password: 'Wrong9999' });
    const parts = own.split('.');
    const altered = [
      parts[0],
      `${parts[1].slice(0, -1)}${parts[1].endsWith('A') ? 'B' : 'A'}`,
      parts[2],
      parts[3],
    ].join('.');
    for (const value of [others, altered, `${parts[0]}.${parts[1]}.${parts[2]}.${'A'.repeat(43)}`, 'v1.x', '']) {
      const res = await login(
        t,
        { username: member.username, password: member.password },
        { headers: { cookie: `${deviceCookie()}=${value}` } },
      );
      expect({ value, status: res.statusCode }).toEqual({ value, status: 429 });
    }
    expect(
      (
        await login(
          t,
          { username: member.username, password: member.password },
          { headers: { cookie: `${deviceCookie()}=${own}` } },
        )
      ).statusCode,
    ).toBe(201);
  });

  it('a username written in another case or with spaces shares the member’s counter', async () => {
    const member = await newMember();
    for (const name of [
      member.username.toUpperCase(),
      ` ${member.username}`,
      member.username,
      member.username.toUpperCase(),
      member.username,
    ]) {
      expect((await login(t, { username: name, password: 'Wrong9999' })).statusCode).toBe(401);
    }
    expect((await login(t, { username: member.username.toUpperCase(), password: member.password })).statusCode).toBe(
      429,
    );
  });
});

describe('tokens', () => {
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const sessionClaims = async () => {
    const token = await demoToken();
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    return { sid: payload.sid as string, sub: payload.sub as string };
  };
  const me = (token: string) => t.app.inject({ url: '/mb/users', headers: bearer(token) });

  it('accepts its own token', async () => {
    expect((await me(await demoToken())).statusCode).toBe(200);
  });

  it('refuses a token with alg none', async () => {
    const { sid, sub } = await sessionClaims();
    const token = new UnsecuredJWT({ sid })
      .setSubject(sub)
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ name: 'NotAuthenticated', errorCode: 'NOT_AUTHENTICATED' });
  });

  it('refuses a token signed with another algorithm, even with the right key', async () => {
    const { sid, sub } = await sessionClaims();
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(sub)
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token for another audience or signed with another key', async () => {
    const { sid, sub } = await sessionClaims();
    const otherAud = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience('another-site')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(otherAud)).statusCode).toBe(401);
    const otherKey = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(randomBytes(32));
    expect((await me(otherKey)).statusCode).toBe(401);
    const sameKey = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(sameKey)).statusCode).toBe(200); // the forgeries above differ from this one only in what is refused
  });

  it('refuses an expired token whose session is still open', async () => {
    const { sid, sub } = await sessionClaims();
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(key());
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token that names another member than its session', async () => {
    const { sid } = await sessionClaims();
    const token = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999')
      .setAudience(t.config.WEB_NAME)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key());
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a token of a revoked session (DELETE /pb/authentication) and clears the cookie', async () => {
    const token = await demoToken();
    const out = await t.app.inject({ method: 'DELETE', url: `/pb/authentication/${token}`, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const cleared = String(out.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${t.config.WEB_NAME}\\.jwt=;`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('refuses a session at once after logout, though it was verified just before (and kept a few seconds)', async () => {
    const token = await demoToken();
    const cookies = { [`${t.config.WEB_NAME}.jwt`]: token };
    expect((await t.app.inject({ url: '/mb/users', cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/mb/users', cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/mb/logout', cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/mb/users', cookies })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/mb/users', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logs out with POST /mb/logout and with DELETE /pb/authentication without an id', async () => {
    const a = await demoToken();
    expect((await t.app.inject({ method: 'POST', url: '/mb/logout', headers: bearer(a) })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    const b = await demoToken();
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/pb/authentication',
          cookies: { [`${t.config.WEB_NAME}.jwt`]: b },
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
    // Logging out without a session still clears the cookie.
    const anon = await t.app.inject({ method: 'POST', url: '/mb/logout' });
    expect(anon.statusCode).toBe(200);
    expect(String(anon.headers['set-cookie'])).toContain(`${t.config.WEB_NAME}.jwt=;`);
  });
});

describe('registration', () => {
  it('creates the member, opens a session and sets the cookie', async () => {
    const body = registration({ currencyId: await thbId(t), subscribe_email: true });
    const res = await register(t, body, { 'x-locale': 'th' });
    expect(res.statusCode).toBe(201);
    const { accessToken, user } = res.json();
    expect(user).toMatchObject({
      username: body.username,
      phone: body.phone,
      country_code: '+66',
      subscribe_email: true,
      currency: { code: 'THB' },
      full_name: null,
    });
    expect(user.ref_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(String(res.headers['set-cookie'])).toContain(`${t.config.WEB_NAME}.jwt=${accessToken}`);
    const me = await t.app.inject({ url: '/mb/users', headers: bearer(accessToken) });
    expect(me.json().data[0].id).toBe(user.id);
    const [row] = await t.services.db.select().from(users).where(eq(users.id, user.id));
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.language_id).toBe((await t.services.locale.languageByCode('th'))!.id);
    expect((await login(t, { username: body.username, password: body.password })).statusCode).toBe(201);
  });

  it.each([
    ['username', '', 'USERNAME_REQUIRED'],
    ['username', 'ab_cd1', 'USERNAME_INVALID_CHARACTERS'],
    ['username', 'abc d1', 'USERNAME_INVALID_CHARACTERS'],
    ['username', '123456', 'USERNAME_NEEDS_LETTER'],
    ['username', 'ab1', 'USERNAME_TOO_SHORT'],
    ['username', 'a'.repeat(17), 'USERNAME_TOO_LONG'],
    ['password', '', 'PASSWORD_REQUIRED'],
    ['password', 'Ab1', 'PASSWORD_TOO_SHORT'],
    ['password', 'ABCDEF123', 'PASSWORD_NEEDS_LOWERCASE'],
    ['password', 'abcdef123', 'PASSWORD_NEEDS_UPPERCASE'],
    ['password', 'Abcdefghi', 'PASSWORD_NEEDS_DIGIT'],
    ['confirm_password', '', 'CONFIRM_PASSWORD_REQUIRED'],
    ['confirm_password', 'Secret124', 'PASSWORD_MISMATCH'],
    ['phone', '', 'PHONE_REQUIRED'],
    ['phone', '08-1234567', 'PHONE_INVALID'],
    ['phone', '0812', 'PHONE_INVALID'],
    ['phone', '081234567890', 'PHONE_INVALID'], // Thailand allows at most 10 digits
    ['country_code', '', 'COUNTRY_CODE_REQUIRED'],
    ['country_code', '66', 'COUNTRY_CODE_INVALID'],
    ['country_code', '+999', 'COUNTRY_CODE_INVALID'],
    ['currencyId', '', 'CURRENCY_REQUIRED'],
    ['currencyId', 987654, 'CURRENCY_INVALID'],
    ['ref_code', 'NOPE0000', 'REFERRAL_CODE_INVALID'],
    ['ref_code', 'bad code!', 'REFERRAL_CODE_INVALID'],
    ['accept_terms', false, 'TERMS_REQUIRED'],
  ])('rejects %s = %j with %s', async (field, value, errorCode) => {
    const body = registration({ currencyId: await thbId(t), [field]: value });
    const res = await register(t, body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json).toMatchObject({ name: 'BadRequest', code: 400, errorCode });
    expect(json.data.errors[0]).toMatchObject({ path: field, errorCode });
    expect(json.messages.en).not.toBe(errorCode);
  });

  it('reports every failing field at once, in the order of the form', async () => {
    const res = await register(t, {
      username: '1',
      password: 'abc',
      confirm_password: 'abd',
      phone: 'x',
      country_code: '+66',
      currencyId: '',
      accept_terms: false,
    });
    const paths = res.json().data.errors.map((e: { path: string }) => e.path);
    expect([...new Set(paths)]).toEqual([
      'username',
      'password',
      'confirm_password',
      'phone',
      'currencyId',
      'accept_terms',
    ]);
    expect(res.json().errorCode).toBe('USERNAME_NEEDS_LETTER');
  });

  it('requires 6 password characters in English and 8 in Indonesian, and answers in the player language', async () => {
    const id = await thbId(t);
    const en = await register(t, registration({ currencyId: id, password: 'Abc123', confirm_password: 'Abc123' }), {
      'x-locale': 'en',
    });
    expect(en.statusCode).toBe(201);
    const idRes = await register(t, registration({ currencyId: id, password: 'Abc123', confirm_password: 'Abc123' }), {
      'x-locale': 'id',
    });
    expect(idRes.statusCode).toBe(400);
    expect(idRes.json()).toMatchObject({
      errorCode: 'PASSWORD_TOO_SHORT',
      data: { errors: [{ path: 'password', params: { min: 8 } }] },
    });
    expect(idRes.json().message).toBe(idRes.json().messages.id);
    expect(idRes.json().messages.id).toContain('8');
    expect(idRes.json().messages.id).not.toBe(idRes.json().messages.en);
    const ok = await register(t, registration({ currencyId: id, password: 'Abcd1234', confirm_password: 'Abcd1234' }), {
      'x-locale': 'id',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses a username already taken, whatever its letter case', async () => {
    const res = await register(t, registration({ currencyId: await thbId(t), username: 'DEMO' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      name: 'Conflict',
      errorCode: 'USERNAME_TAKEN',
      message: 'This username is already taken.',
      data: { errors: [{ path: 'username', errorCode: 'USERNAME_TAKEN' }] },
    });
  });

  it('refuses a phone number already registered to a caller who proved the number (registered meanwhile)', async () => {
    const res = await register(t, registration({ currencyId: await thbId(t), phone: '0812345678' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('PHONE_TAKEN');
  });

  it('lets exactly one of two simultaneous registrations of a name succeed', async () => {
    const currencyId = await thbId(t);
    const name = `Race${randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    const [a, b] = await Promise.all([
      register(t, registration({ currencyId, username: name })),
      register(t, registration({ currencyId, username: name.toLowerCase() })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().errorCode).toBe('USERNAME_TAKEN');
    const rows = await t.services.db.select().from(users).where(eq(users.username, name));
    const rowsLower = await t.services.db.select().from(users).where(eq(users.username, name.toLowerCase()));
    expect(rows.length + rowsLower.length).toBe(1);
  });

  it('links the member to a valid referral code, in any letter case', async () => {
    const [demo] = await t.services.db.select().from(users).where(eq(users.username, 'demo'));
    const res = await register(t, registration({ currencyId: await thbId(t), ref_code: demo.ref_code.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    const [row] = await t.services.db.select().from(users).where(eq(users.id, res.json().user.id));
    expect(row.referrer_id).toBe(demo.id);
    const blank = await register(t, registration({ currencyId: await thbId(t), ref_code: '' }));
    expect(blank.statusCode).toBe(201);
  });

  it('limits registrations per address', async () => {
    const app = await createTestApp({ seed: true });
    try {
      const currencyId = await thbId(app);
      const ip = '198.51.100.9';
      for (let i = 0; i < 10; i++)
        expect((await register(app, registration({ currencyId }), {}, ip)).statusCode).toBe(201);
      const res = await register(app, registration({ currencyId }), {}, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json().errorCode).toBe('REGISTER_THROTTLED');
      // A rejected form does not use up the budget of another address.
      expect((await register(app, registration({ currencyId }), {}, '198.51.100.10')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('member profile', () => {
  it('needs a member', async () => {
    const res = await t.app.inject({ url: '/mb/users' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('NOT_AUTHENTICATED');
  });

  it('returns only the member, as a Feathers page with the spec fields and no secrets', async () => {
    const other = await register(t, registration({ currencyId: await thbId(t) }));
    const otherId = other.json().user.id;
    const token = await demoToken();
    const page = (await t.app.inject({ url: '/mb/users', headers: bearer(token) })).json();
    expect(page).toMatchObject({ total: 1, skip: 0, data: [{ username: 'demo' }] });
    const user = page.data[0];
    for (const field of [
      'first_name',
      'last_name',
      'full_name',
      'bank_no',
      'bank_currency_information_id',
      'DOB',
      'gender',
      'register_channal_id',
      'email',
      'phone',
      'currency',
      'privileges',
    ]) {
      expect(user).toHaveProperty(field);
    }
    expect(user).not.toHaveProperty('password_hash');
    expect(user).not.toHaveProperty('security_answer_hash');

    // Another member's id in the query or the path finds nothing.
    const byId = (await t.app.inject({ url: `/mb/users?id=${otherId}`, headers: bearer(token) })).json();
    expect(byId).toMatchObject({ total: 0, data: [] });
    expect((await t.app.inject({ url: `/mb/users/${otherId}`, headers: bearer(token) })).statusCode).toBe(404);
    const own = await t.app.inject({ url: `/mb/users/${user.id}`, headers: bearer(token) });
    expect(own.json()).toMatchObject({ id: user.id, username: 'demo' });
    expect((await t.app.inject({ url: `/mb/users?$select[]=username`, headers: bearer(token) })).json().data).toEqual([
      { id: user.id, username: 'demo' },
    ]);
    expect((await t.app.inject({ url: `/mb/users?password_hash=x`, headers: bearer(token) })).statusCode).toBe(400);
    // The username is not among the fields a member may change (the profile feature answers PATCH).
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/mb/users/${user.id}`,
      headers: bearer(token),
      payload: { username: 'x' },
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().errorCode).toBe('UNKNOWN_FIELD');
    expect((await t.app.inject({ url: `/mb/users/${user.id}`, headers: bearer(token) })).json().username).toBe('demo');
  });

  it('echoes the CorrelationID on auth responses too', async () => {
    const id = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'local', username: 'demo', password: 'bad' },
      headers: { correlationid: id },
      remoteAddress: nextIp(),
    });
    expect(res.headers.correlationid).toBe(id);
  });
});
