import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../server/rest/service.ts';
import { createTestApp, formRequest, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';
import { twoFactorFixtures } from '../../../server/testing/twofactor.ts';
import { action as securityAction, type SecurityActionData } from './routes/security.tsx';

/**
 * Where the second factor is asked: the login modal's forms, the withdrawal, the bank account, and the security
 * page's own forms. Each refusal changes nothing; a code works once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const { codeAt, errors, memberWith2fa, run } = twoFactorFixtures(() => t);

describe('bank account with two-factor authentication', () => {
  it('registering the account needs a fresh code; without it nothing is saved', async () => {
    const { member, secret } = await memberWith2fa({ bankNo: null });
    const banks = await t.services.profile.banks({ languageId: null });
    const kbank = banks.find((b) => b.code === 'KBANK')!.id;
    const account = `8${String(Date.now() % 1e9).padStart(9, '0')}`;
    const body = { first_name: 'Ann', last_name: 'Lee', bank_currency_information_id: kbank, bank_no: account };
    await expect(t.services.profile.update(member.id, String(member.id), body, 'en')).rejects.toMatchObject({
      errorCode: 'TOTP_REQUIRED',
    });
    await expect(
      t.services.profile.update(member.id, String(member.id), { ...body, totp_code: '111111' }, 'en'),
    ).rejects.toMatchObject({ errorCode: 'TOTP_INVALID' });
    expect((await t.services.auth.profile(member.id))?.bank_no ?? null).toBeNull();
    const saved = await t.services.profile.update(
      member.id,
      String(member.id),
      { ...body, totp_code: codeAt(secret) },
      'en',
    );
    expect(saved.bank_no).toBe(account);
  });
});

describe('the security page', () => {
  const post = (m: Member, fields: Record<string, string>) =>
    run<SecurityActionData>(securityAction, formRequest('/en/setting/security', fields), m);

  it('enrols with a code computed from the secret, shows the recovery codes once, turns off with a code', async () => {
    const { accessToken } = await createMember(t);
    const m = (await t.services.tokens.verify(accessToken))!;
    expect((await post(m, { intent: 'nonsense' })).status).toBe(400);
    expect((await post(m, { intent: 'start' })).status).toBe(200);
    const pending = await t.services.twoFactor.pendingEnrolment(m.id, m.username);
    const bad = await post(m, { intent: 'confirm', totp_code: '12' });
    expect(bad.status).toBe(400);
    expect(errors(bad.data?.result)).toEqual({ totp_code: ['TOTP_FORMAT'] });
    const on = await post(m, { intent: 'confirm', totp_code: codeAt(pending!.secret) });
    expect(on.data?.done).toBe('enabled');
    expect(on.data?.recoveryCodes).toHaveLength(10);
    expect(await t.services.twoFactor.enabled(m.id)).toBe(true);
    const off = await post(m, { intent: 'disable', totp_code: on.data!.recoveryCodes![0] });
    expect(off.data?.done).toBe('disabled');
    expect(await t.services.twoFactor.enabled(m.id)).toBe(false);
  });

  it("ends another session of the member's own, never one of another member's, never its own", async () => {
    const { memberId, accessToken } = await createMember(t);
    const m = (await t.services.tokens.verify(accessToken))!;
    const other = await t.services.tokens.issue(memberId, {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0',
    });
    const stranger = await createMember(t);
    const strangerSession = (await t.services.tokens.verify(stranger.accessToken))!.sessionId;

    expect((await post(m, { intent: 'end-session', session_id: 'x' })).status).toBe(400);
    expect((await post(m, { intent: 'end-session', session_id: strangerSession })).status).toBe(404);
    expect(await t.services.tokens.verify(stranger.accessToken)).not.toBeNull();
    const own = await post(m, { intent: 'end-session', session_id: m.sessionId });
    expect(errors(own.data?.result)).toEqual({ '': ['SESSION_CURRENT'] });
    const ended = await post(m, { intent: 'end-session', session_id: other.sessionId });
    expect(ended.data?.done).toBe('session-ended');
    expect(await t.services.tokens.verify(other.accessToken)).toBeNull();
  });
});
