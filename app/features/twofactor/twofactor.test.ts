import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { TOTP_PERIOD_SECONDS } from './twofactor.schemas.ts';
import { twofactorRecoveryCodes, twofactorSecrets } from './twofactor.table.server.ts';

let t: TestApp;
let seq = 0;
const META = { ip: '10.9.0.1', locale: 'en' };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

async function newMember() {
  seq += 1;
  const thb = await t.services.locale.currencyByCode('THB');
  const username = `tfa${Date.now() % 100000}${seq}`;
  const user = await t.services.auth.createUser({
    username,
    password: 'Start1234',
    phone: `08977${String(seq).padStart(5, '0')}`,
    country_code: '+66',
    currency_id: thb!.id,
  });
  return { id: user.id, username };
}

const codeAt = (secret: string, at = Date.now()) =>
  OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: at });

/** A member with 2FA on; the code that turned it on was of the previous step, so the current one is still free. */
async function enrolled() {
  const m = await newMember();
  const { secret } = await t.services.twoFactor.startEnrolment(m.id, m.username);
  const { recoveryCodes } = await t.services.twoFactor.confirmEnrolment(
    m.id,
    codeAt(secret, Date.now() - TOTP_PERIOD_SECONDS * 1000),
  );
  return { ...m, secret, recoveryCodes };
}

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    const e = err as { errorCode: string; status: number; params?: Record<string, unknown> };
    return { errorCode: e.errorCode, status: e.status, params: e.params };
  }
  throw new Error('expected a refusal');
}

describe('enrolment', () => {
  it('shows a QR code of the otpauth URI, turns on with the first code and gives 10 recovery codes once', async () => {
    const m = await newMember();
    const enrolment = await t.services.twoFactor.startEnrolment(m.id, m.username);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await t.services.twoFactor.enabled(m.id)).toBe(false);
    expect((await failure(t.services.twoFactor.confirmEnrolment(m.id, '000000'))).errorCode).toBe('TOTP_INVALID');
    const { recoveryCodes } = await t.services.twoFactor.confirmEnrolment(m.id, codeAt(enrolment.secret));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await t.services.twoFactor.status(m.id)).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await t.services.twoFactor.pendingEnrolment(m.id, m.username)).toBeNull();
    expect((await failure(t.services.twoFactor.startEnrolment(m.id, m.username))).errorCode).toBe(
      'TOTP_ALREADY_ENABLED',
    );
  });

  it('stores neither the secret nor the recovery codes in clear', async () => {
    const m = await enrolled();
    const [row] = await t.services.db.select().from(twofactorSecrets).where(eq(twofactorSecrets.member_id, m.id));
    expect(row.secret_sealed).not.toContain(m.secret);
    const codes = await t.services.db
      .select()
      .from(twofactorRecoveryCodes)
      .where(eq(twofactorRecoveryCodes.member_id, m.id));
    const hashes = codes.map((r) => r.code_hash);
    expect(hashes).toHaveLength(10);
    for (const c of m.recoveryCodes) expect(hashes.join(' ')).not.toContain(c.replace('-', ''));
  });
});

describe('checking a code', () => {
  it('refuses a replay of a used code, and a code of an older step', async () => {
    const m = await enrolled();
    const now = codeAt(m.secret);
    await t.services.twoFactor.verify(m.id, now);
    expect(await failure(t.services.twoFactor.verify(m.id, now))).toMatchObject({
      errorCode: 'TOTP_USED',
      status: 400,
    });
    // The previous step's code is still within the clock-drift window, but older than the one used.
    const older = codeAt(m.secret, Date.now() - TOTP_PERIOD_SECONDS * 1000);
    if (older !== now) expect((await failure(t.services.twoFactor.verify(m.id, older))).errorCode).toBe('TOTP_USED');
  });

  it('accepts one of two requests racing with the same code', async () => {
    const m = await enrolled();
    const code = codeAt(m.secret);
    const results = await Promise.allSettled([
      t.services.twoFactor.verify(m.id, code),
      t.services.twoFactor.verify(m.id, code),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('locks the member after 5 wrong codes: even the right code is refused until the window ends', async () => {
    const m = await enrolled();
    for (let i = 0; i < 5; i++) {
      const f = await failure(t.services.twoFactor.verify(m.id, '000000'));
      expect(f).toMatchObject({ errorCode: 'TOTP_INVALID', status: 400, params: { left: 4 - i } });
    }
    const locked = await failure(t.services.twoFactor.verify(m.id, codeAt(m.secret)));
    expect(locked).toMatchObject({ errorCode: 'TOTP_THROTTLED', status: 429 });
    expect(Number(locked.params?.minutes)).toBeGreaterThanOrEqual(1);
    // Another member is not affected.
    const other = await enrolled();
    await t.services.twoFactor.verify(other.id, codeAt(other.secret));
  });

  it('takes each recovery code once', async () => {
    const m = await enrolled();
    await t.services.twoFactor.verify(m.id, m.recoveryCodes[0].toUpperCase());
    expect((await failure(t.services.twoFactor.verify(m.id, m.recoveryCodes[0]))).errorCode).toBe('TOTP_INVALID');
    expect((await t.services.twoFactor.status(m.id)).recoveryCodesLeft).toBe(9);
  });

  it('requireCode: nothing without 2FA; TOTP_REQUIRED without a code when it is on', async () => {
    const plain = await newMember();
    await t.services.twoFactor.requireCode(plain.id, undefined);
    const m = await enrolled();
    expect((await failure(t.services.twoFactor.requireCode(m.id, undefined))).errorCode).toBe('TOTP_REQUIRED');
    await t.services.twoFactor.requireCode(m.id, codeAt(m.secret));
  });

  it('turns off with a right code only', async () => {
    const m = await enrolled();
    expect((await failure(t.services.twoFactor.disable(m.id, '123456'))).errorCode).toBe('TOTP_INVALID');
    await t.services.twoFactor.disable(m.id, codeAt(m.secret));
    expect(await t.services.twoFactor.status(m.id)).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
  });
});

describe('log-in with two-factor authentication', () => {
  it('the password step answers a challenge; the code opens the session; a used code and a forged challenge do not', async () => {
    const m = await enrolled();
    const first = await failure(t.services.auth.login({ username: m.username, password: 'Start1234' }, META));
    expect(first.errorCode).toBe('TWO_FACTOR_REQUIRED');
    let challenge = '';
    try {
      await t.services.auth.login({ username: m.username, password: 'Start1234' }, META);
    } catch (err) {
      challenge = (err as { data: { challenge: string } }).data.challenge;
    }
    expect(challenge).toMatch(/^v1\./);
    expect((await failure(t.services.auth.loginWithCode({ challenge, code: '000000' }, META))).errorCode).toBe(
      'TOTP_INVALID',
    );
    const code = codeAt(m.secret);
    const session = await t.services.auth.loginWithCode({ challenge, code }, META);
    expect(session.user.username).toBe(m.username);
    expect((await failure(t.services.auth.loginWithCode({ challenge, code }, META))).errorCode).toBe('TOTP_USED');
    const forged = `${challenge.slice(0, -4)}AAAA`;
    expect((await failure(t.services.auth.loginWithCode({ challenge: forged, code }, META))).errorCode).toBe(
      'TWO_FACTOR_EXPIRED',
    );
    // A wrong password never reaches the second step.
    expect(
      (await failure(t.services.auth.login({ username: m.username, password: 'Wrong1234' }, META))).errorCode,
    ).toBe('LOGIN_FAILED');
  });

  it('REST: POST /pb/authentication answers the challenge, then strategy totp logs in', async () => {
    const m = await enrolled();
    const first = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'local', username: m.username, password: 'Start1234' },
    });
    expect(first.statusCode).toBe(422);
    const challenge = first.json().data.challenge as string;
    const second = await t.app.inject({
      method: 'POST',
      url: '/pb/authentication',
      payload: { strategy: 'totp', challenge, code: codeAt(m.secret) },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().user.username).toBe(m.username);
  });
});

describe('sessions', () => {
  it('lists the open sessions with device and last use, the current one marked; ends one of its own only', async () => {
    const m = await newMember();
    const a = await t.services.auth.login(
      { username: m.username, password: 'Start1234' },
      { ...META, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' },
    );
    const b = await t.services.auth.login(
      { username: m.username, password: 'Start1234' },
      { ...META, userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0' },
    );
    const list = await t.services.auth.sessions(m.id, b.sessionId);
    expect(list.map((s) => s.id).sort()).toEqual([a.sessionId, b.sessionId].sort());
    expect(list.find((s) => s.current)?.id).toBe(b.sessionId);
    expect(list.find((s) => s.id === a.sessionId)?.userAgent).toContain('iPhone');
    const stranger = await newMember();
    expect(await t.services.auth.endSession(stranger.id, a.sessionId)).toBe(false);
    expect(await t.services.tokens.verify(a.accessToken)).not.toBeNull();
    expect(await t.services.auth.endSession(m.id, a.sessionId)).toBe(true);
    expect(await t.services.tokens.verify(a.accessToken)).toBeNull();
    expect((await t.services.auth.sessions(m.id, b.sessionId)).map((s) => s.id)).toEqual([b.sessionId]);
  });
});
