import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

describe(`the payout account of a profile (${testDatabaseKind()})`, () => {
  it('is the registered bank account with the bank name in the language asked', async () => {
    const m = await createMember(t, { bankNo: '1234567890' });
    const account = await t.services.profile.payoutAccount(m.memberId);
    const bank = await t.services.profile.bank(1, null);
    expect(account).toEqual({
      kind: 'bank',
      bank_code: bank!.code,
      bank_name: bank!.name,
      account_no: '1234567890',
      holder: 'Test Player',
    });
    const th = (await t.services.locale.languageByCode('th'))!.id;
    const inThai = await t.services.profile.payoutAccount(m.memberId, th);
    expect(inThai?.bank_name).toBe((await t.services.profile.bank(1, th))!.name);
  });

  it('is null without a bank account or wallet, and for an unknown member', async () => {
    const m = await createMember(t, { bankNo: null });
    expect(await t.services.profile.payoutAccount(m.memberId)).toBeNull();
    expect(await t.services.profile.payoutAccount(2_000_000_000)).toBeNull();
  });
});
