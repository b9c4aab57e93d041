import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../server/rest/service.ts';
import { createTestApp, formRequest, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';
import { twoFactorFixtures } from '../../../server/testing/twofactor.ts';
import type { FormResult } from '../../shared/forms.ts';
import { action as walletAction } from './routes/wallet.tsx';

/**
 * Where the second factor is asked: the login modal's forms, the withdrawal, the bank account, and the security
 * page's own forms. Each refusal changes nothing; a code works once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

const { codeAt, errors, enrol, memberWith2fa, run } = twoFactorFixtures(() => t);
const main = async (m: Member) => (await t.services.ledger.memberBalances(m.id, 'THB')).main;

describe(`withdrawal with two-factor authentication (${testDatabaseKind()})`, () => {
  const withdraw = (m: Member, fields: Record<string, string>) =>
    run<{ result: FormResult }>(walletAction, formRequest('/en/setting/wallet', { intent: 'withdraw', ...fields }), m);

  it('asks for the code, refuses a wrong one holding nothing, and takes a right one once', async () => {
    const { member, secret } = await memberWith2fa({ funds: 500_000 });
    const none = await withdraw(member, { amount: '2000' });
    expect(none.status).toBe(400);
    expect(errors(none.data?.result)).toEqual({ totp_code: ['TOTP_REQUIRED'] });
    const wrong = await withdraw(member, { amount: '2000', totp_code: '000000' });
    expect(wrong.status).toBe(400);
    expect(errors(wrong.data?.result)).toEqual({ totp_code: ['TOTP_INVALID'] });
    const malformed = await withdraw(member, { amount: '2000', totp_code: '12ab' });
    expect(errors(malformed.data?.result)).toEqual({ totp_code: ['TOTP_FORMAT'] });
    // The code never comes back to the page.
    expect(JSON.stringify(wrong.data)).not.toContain('000000');
    expect(await main(member)).toBe(500_000);

    const code = codeAt(secret);
    const ok = await withdraw(member, { amount: '2000', totp_code: code });
    expect(ok).toMatchObject({ status: 302, location: '/en/setting/wallet?done=withdraw' });
    expect(await main(member)).toBe(300_000);
  });

  it('the same request sent twice, and twice at once, holds the money once', async () => {
    const { member, secret } = await memberWith2fa({ funds: 500_000 });
    const code = codeAt(secret);
    const [a, b] = await Promise.all([
      withdraw(member, { amount: '1000', totp_code: code }),
      withdraw(member, { amount: '1000', totp_code: code }),
    ]);
    expect([a.status, b.status].filter((s) => s === 302)).toHaveLength(1);
    const again = await withdraw(member, { amount: '1000', totp_code: code });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(await main(member)).toBe(400_000);
  });

  it('REST: POST /mb/money-withdrawal carries totp_code', async () => {
    const { memberId, accessToken } = await createMember(t, { funds: 300_000 });
    const secret = await enrol(memberId, `rest${memberId}`);
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/money-withdrawal',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: body,
      });
    const refused = await post({ amount: 100_000 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorCode).toBe('TOTP_REQUIRED');
    expect((await post({ amount: 100_000, totp_code: codeAt(secret) })).statusCode).toBe(201);
  });
});
