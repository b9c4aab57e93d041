import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { memberIdsWithBankNo, memberRow } from '../../../server/testing/members.ts';
import { setGlobalConfig, type GlobalConfigChanges } from '../../../server/testing/site.ts';
import { toChecksumAddress } from './crypto-address.ts';
import { todayIso } from './profile.schemas.ts';

let t: TestApp;
let phoneSeq = 0;
const phoneBase = 30_000_000 + Math.floor(Math.random() * 60_000_000);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

interface TestMember {
  id: number;
  token: string;
  phone: string;
}

async function newMember(currency = 'THB', values: Record<string, unknown> = {}): Promise<TestMember> {
  const c = await t.services.locale.currencyByCode(currency);
  phoneSeq += 1;
  const phone = `08${String(phoneBase + phoneSeq).padStart(8, '0')}`;
  const user = await t.services.auth.createUser({
    username: `pf${randomBytes(5).toString('hex')}`,
    password: 'Secret123',
    phone,
    country_code: '+66',
    currency_id: c!.id,
    ...values,
  });
  const { accessToken } = await t.services.tokens.issue(user.id, {});
  return { id: user.id, token: accessToken, phone };
}

const auth = (m: TestMember) => ({ authorization: `Bearer ${m.token}`, 'x-locale': 'en' });

function patch(m: TestMember, body: unknown, id: number | string = m.id) {
  return t.app.inject({
    method: 'PATCH',
    url: `/mb/users/${id}`,
    headers: auth(m),
    payload: body as Record<string, unknown>,
  });
}

function get(m: TestMember, url: string) {
  return t.app.inject({ method: 'GET', url, headers: auth(m) });
}

async function row(id: number) {
  return (await memberRow(t.services, id))!;
}

async function bankId(code: string): Promise<number> {
  const banks = await t.services.profile.banks({ languageId: null });
  const bank = banks.find((b) => b.code === code);
  if (!bank) throw new Error(`bank ${code} is not seeded`);
  return bank.id;
}

let accountSeq = 0;
/** A ten-digit account number no other test uses. */
const nextAccount = () => `7${String(Date.now() % 1e6).padStart(6, '0')}${String(++accountSeq).padStart(3, '0')}`;

/** Years before today, as YYYY-MM-DD (29 February becomes 1 March in a common year). */
function yearsAgo(years: number, dayOffset = 0): string {
  const now = new Date(`${todayIso()}T00:00:00Z`);
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + dayOffset));
  return d.toISOString().slice(0, 10);
}

function setConfig(values: GlobalConfigChanges) {
  return setGlobalConfig(t.services, values);
}

describe(`profile changes (${testDatabaseKind()})`, () => {
  it("change the member's own whitelisted fields and answer the profile without secrets", async () => {
    const m = await newMember();
    const [question] = await t.services.profile.securityQuestions(null);
    const [channel] = await t.services.profile.registerChannels(null);
    const res = await patch(m, {
      first_name: '  Somchai ',
      last_name: 'Jaidee',
      gender: 'male',
      dob: '1990-04-01',
      line_id: 'somchai.j',
      register_channal_id: channel.id,
      security_question_id: question.id,
      security_answer: '  Bangkok  Christian ',
      email: 'somchai@example.com',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: m.id,
      first_name: 'Somchai',
      last_name: 'Jaidee',
      full_name: 'Somchai Jaidee',
      gender: 'male',
      DOB: '1990-04-01',
      line_id: 'somchai.j',
      register_channal_id: channel.id,
      security_question_id: question.id,
      email: 'somchai@example.com',
      email_verified: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/answer|hash|Christian/i);
    expect((await row(m.id)).security_answer_hash).toMatch(/^\$argon2id\$/);
    expect(await t.services.auth.securityAnswerMatches(m.id, 'bangkok christian')).toBe(true);
    expect(await t.services.auth.securityAnswerMatches(m.id, 'bangkok')).toBe(false);
    const page = (await get(m, '/mb/users')).json();
    expect(page.data[0]).toMatchObject({ first_name: 'Somchai', DOB: '1990-04-01' });
  });

  it('refuse balance, level, status, privileges, username, id and verification flags, and change nothing', async () => {
    const m = await newMember('THB', { privileges: ['rebate'] });
    const before = await row(m.id);
    const balanceBefore = await t.services.ledger.balance({ member: m.id, wallet: 'main', currency: 'THB' });
    for (const body of [
      { balance: 1_000_000 },
      { member_level_id: 9 },
      { status: 'vip' },
      { privileges: ['affiliate', 'quest'] },
      { username: 'takeover' },
      { id: 1 },
      { email_verified: true },
      { phone_verified: true },
      { phone: '0899999999' },
      { currency_id: 2 },
      { security_answer_hash: 'x' },
      { password: 'Hacked123' },
      { ref_code: 'MINE' },
      { referrer_id: 1 },
    ]) {
      const res = await patch(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({
        name: 'BadRequest',
        errorCode: 'UNKNOWN_FIELD',
        data: { errors: [{ path: Object.keys(body)[0], errorCode: 'UNKNOWN_FIELD' }] },
      });
    }
    expect(await row(m.id)).toEqual(before);
    expect(await t.services.ledger.balance({ member: m.id, wallet: 'main', currency: 'THB' })).toBe(balanceBefore);
  });

  it('refuse a body mixing allowed and unknown fields as a whole: the allowed ones are not applied either', async () => {
    const m = await newMember();
    const before = await row(m.id);
    const res = await patch(m, { first_name: 'Mallory', gender: 'female', status: 'active', is_admin: true });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .data.errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['is_admin', 'status']);
    expect(await row(m.id)).toEqual(before);
  });

  it('never change another member: another id finds nothing', async () => {
    const a = await newMember();
    const b = await newMember();
    const before = await row(b.id);
    const res = await patch(a, { first_name: 'Eve' }, b.id);
    expect(res.statusCode).toBe(404);
    expect(await row(b.id)).toEqual(before);
    // Nor by naming it in the body.
    expect((await patch(a, { id: b.id, first_name: 'Eve' })).statusCode).toBe(400);
    expect(await row(b.id)).toEqual(before);
    // Nor without a session.
    const anonymous = await t.app.inject({ method: 'PATCH', url: `/mb/users/${b.id}`, payload: { first_name: 'Eve' } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuse a body that is not an object, an empty one and a bad id', async () => {
    const m = await newMember();
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/mb/users/${m.id}`,
          headers: { ...auth(m), 'content-type': 'application/json' },
          payload: '[1]',
        })
      ).statusCode,
    ).toBe(400);
    expect((await patch(m, {})).json().errorCode).toBe('NOTHING_TO_UPDATE');
    expect((await patch(m, { first_name: 'A' }, 'abc')).statusCode).toBe(400);
  });

  it('check names, gender, LINE ID, e-mail, question and channel', async () => {
    const m = await newMember();
    const code = async (body: Record<string, unknown>) => (await patch(m, body)).json().data?.errors?.[0]?.errorCode;
    expect(await code({ first_name: '' })).toBe('FIRST_NAME_REQUIRED');
    expect(await code({ first_name: 'R2D2' })).toBe('FIRST_NAME_INVALID');
    expect(await code({ last_name: '<script>' })).toBe('LAST_NAME_INVALID');
    expect(await code({ gender: 'robot' })).toBe('GENDER_REQUIRED');
    expect(await code({ line_id: 'has space' })).toBe('LINE_ID_INVALID');
    expect(await code({ email: 'not-an-email' })).toBe('EMAIL_INVALID');
    expect(await code({ security_question_id: 1 })).toBe('SECURITY_ANSWER_REQUIRED');
    expect(await code({ security_answer: 'x' })).toBe('SECURITY_QUESTION_REQUIRED');
    expect(await code({ security_question_id: 9999, security_answer: 'x' })).toBe('SECURITY_QUESTION_INVALID');
    expect(await code({ register_channal_id: 9999 })).toBe('REGISTER_CHANNEL_INVALID');
    // Thai names with their marks are names.
    expect((await patch(m, { first_name: 'สมชาย', last_name: 'ใจดี' })).statusCode).toBe(200);
    expect((await patch(m, { line_id: null })).json().line_id).toBeNull();
  });

  it('refuse a date of birth under 18 and take one of exactly 18 today', async () => {
    const m = await newMember();
    const under = await patch(m, { dob: yearsAgo(18, 1) });
    expect(under.statusCode).toBe(400);
    expect(under.json()).toMatchObject({
      errorCode: 'DOB_UNDER_AGE',
      data: { errors: [{ path: 'dob', errorCode: 'DOB_UNDER_AGE', params: { age: 18 } }] },
    });
    expect(under.json().messages.en).toBe('You must be at least 18 years old.');
    expect((await patch(m, { dob: yearsAgo(10) })).json().errorCode).toBe('DOB_UNDER_AGE');
    expect((await patch(m, { dob: '2001-02-30' })).json().errorCode).toBe('DOB_INVALID');
    expect((await patch(m, { dob: '31/01/1990' })).json().errorCode).toBe('DOB_INVALID');
    expect((await patch(m, { dob: yearsAgo(130) })).json().errorCode).toBe('DOB_INVALID');
    expect((await row(m.id)).dob).toBeNull();
    const exact = await patch(m, { dob: yearsAgo(18) });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().DOB).toBe(yearsAgo(18));
  });

  it('follow a higher minimum age of the global config', async () => {
    const m = await newMember();
    await setConfig({ minimum_age: 21 });
    try {
      const res = await patch(m, { dob: yearsAgo(20) });
      expect(res.json()).toMatchObject({ errorCode: 'DOB_UNDER_AGE', data: { errors: [{ params: { age: 21 } }] } });
    } finally {
      await setConfig({ minimum_age: 18 });
    }
  });

  it('reset the e-mail verification when the address changes, and keep it for the same address', async () => {
    const m = await newMember('THB', { email: 'keep@example.com', email_verified: true });
    expect((await patch(m, { email: 'KEEP@example.com' })).json()).toMatchObject({
      email: 'keep@example.com',
      email_verified: true,
    });
    expect((await patch(m, { email: 'new@example.com' })).json()).toMatchObject({
      email: 'new@example.com',
      email_verified: false,
    });
  });
});

describe('bank accounts', () => {
  it('take digits only, in the lengths of the chosen bank', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const gsb = await bankId('GSB');
    const err = async (body: Record<string, unknown>) => (await patch(m, body)).json();
    expect(await err({ bank_currency_information_id: kbank, bank_no: '12345abcde' })).toMatchObject({
      errorCode: 'BANK_NO_DIGITS',
    });
    expect(await err({ bank_currency_information_id: kbank, bank_no: '123456789' })).toMatchObject({
      errorCode: 'BANK_NO_LENGTH',
      data: { errors: [{ path: 'bank_no', params: { bank: 'Kasikornbank', lengths: '10' } }] },
    });
    expect((await err({ bank_currency_information_id: kbank, bank_no: '123456789' })).messages.en).toBe(
      'Kasikornbank account numbers have 10 digits.',
    );
    expect(await err({ bank_currency_information_id: kbank, bank_no: '12345678901' })).toMatchObject({
      errorCode: 'BANK_NO_LENGTH',
    });
    expect(await err({ bank_currency_information_id: gsb, bank_no: '1234567890' })).toMatchObject({
      errorCode: 'BANK_NO_LENGTH',
      data: { errors: [{ params: { lengths: '12' } }] },
    });
    expect(await err({ bank_currency_information_id: kbank, bank_no: '' })).toMatchObject({
      errorCode: 'BANK_NO_REQUIRED',
    });
    expect(await err({ bank_no: '1234567890' })).toMatchObject({ errorCode: 'BANK_REQUIRED' });
    expect(await err({ bank_currency_information_id: 99999, bank_no: '1234567890' })).toMatchObject({
      errorCode: 'BANK_INVALID',
    });
    // A Malaysian bank is not a bank of a baht member.
    expect(await err({ bank_currency_information_id: await bankId('MBB'), bank_no: '123456789012' })).toMatchObject({
      errorCode: 'BANK_INVALID',
    });
    expect((await row(m.id)).bank_no).toBeNull();

    const account = `${nextAccount().slice(0, 3)}-${nextAccount().slice(3)}`.slice(0, 11);
    const res = await patch(m, {
      first_name: 'Ann',
      last_name: 'Lee',
      bank_currency_information_id: kbank,
      bank_no: account,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bank_currency_information_id: kbank,
      bank_no: account.replace('-', ''),
      crypto_network: null,
      wallet_address: null,
    });
  });

  it('take the lengths of Malaysian banks for ringgit members', async () => {
    const m = await newMember('MYR');
    const cimb = await bankId('CIMB');
    expect((await patch(m, { bank_currency_information_id: cimb, bank_no: '123456789012' })).json()).toMatchObject({
      errorCode: 'BANK_NO_LENGTH',
      data: { errors: [{ params: { bank: 'CIMB Bank', lengths: '10 or 14' } }] },
    });
    const account = `${nextAccount()}1234`;
    expect((await patch(m, { bank_currency_information_id: cimb, bank_no: account })).json().bank_no).toBe(account);
  });

  it('refuse a bank account another member holds, in the check and in the change', async () => {
    const kbank = await bankId('KBANK');
    const account = nextAccount();
    const a = await newMember();
    const b = await newMember();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/user-verify-bank-info',
          headers: auth(b),
          payload: { bank_currency_information_id: kbank, bank_no: account },
        })
      ).json(),
    ).toMatchObject({ valid: true, bank_no: account });
    expect((await patch(a, { bank_currency_information_id: kbank, bank_no: account })).statusCode).toBe(200);

    const check = await t.app.inject({
      method: 'POST',
      url: '/mb/user-verify-bank-info',
      headers: auth(b),
      payload: { bank_currency_information_id: kbank, bank_no: account },
    });
    expect(check.statusCode).toBe(409);
    expect(check.json()).toMatchObject({ errorCode: 'BANK_ACCOUNT_TAKEN' });
    const res = await patch(b, { bank_currency_information_id: kbank, bank_no: account });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      name: 'Conflict',
      errorCode: 'BANK_ACCOUNT_TAKEN',
      data: { errors: [{ path: 'bank_no' }] },
    });
    expect((await row(b.id)).bank_no).toBeNull();
    // The same number at another bank is another account.
    expect((await patch(b, { bank_currency_information_id: await bankId('SCB'), bank_no: account })).statusCode).toBe(
      200,
    );
  });

  it('give one account to one member when two ask at the same time', async () => {
    const kbank = await bankId('KBANK');
    for (let round = 0; round < 3; round++) {
      const account = nextAccount();
      const members = await Promise.all([newMember(), newMember(), newMember(), newMember()]);
      const answers = await Promise.all(
        members.map((m) => patch(m, { bank_currency_information_id: kbank, bank_no: account })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const holders = await memberIdsWithBankNo(t.services, account);
      expect(holders).toHaveLength(1);
      expect(holders[0]).toBe(members[answers.findIndex((r) => r.statusCode === 200)].id);
    }
  });

  it('register bank details once: a change afterwards is for staff, the same values again are fine', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const account = nextAccount();
    expect(
      (await patch(m, { first_name: 'Ann', last_name: 'Lee', bank_currency_information_id: kbank, bank_no: account }))
        .statusCode,
    ).toBe(200);
    expect(
      (await patch(m, { first_name: 'Ann', bank_currency_information_id: kbank, bank_no: account, gender: 'female' }))
        .statusCode,
    ).toBe(200);
    for (const body of [
      { bank_no: nextAccount() },
      { bank_currency_information_id: await bankId('SCB'), bank_no: account },
      { first_name: 'Other' },
    ]) {
      const res = await patch(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().errorCode).toBe('BANK_DETAILS_LOCKED');
    }
    expect(await row(m.id)).toMatchObject({ bank_no: account, first_name: 'Ann', gender: 'female' });
  });

  it('lock bank details against two first registrations of one member at the same time', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const [x, y] = [nextAccount(), nextAccount()];
    const answers = await Promise.all([
      patch(m, { bank_currency_information_id: kbank, bank_no: x }),
      patch(m, { bank_currency_information_id: kbank, bank_no: y }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const won = answers.find((r) => r.statusCode === 200)!.json().bank_no;
    expect((await row(m.id)).bank_no).toBe(won);
  });

  it('limit how often one member may ask whether accounts are taken', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const check = (bankNo: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/user-verify-bank-info',
        headers: auth(m),
        payload: { bank_currency_information_id: kbank, bank_no: bankNo },
      });
    const { BANK_CHECKS_PER_HOUR } = await import('./profile.service.server.ts');
    for (let i = 0; i < BANK_CHECKS_PER_HOUR; i++) expect((await check(nextAccount())).statusCode).toBe(201);
    const refused = await check(nextAccount());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errorCode: 'BANK_CHECKS_THROTTLED',
      data: { retryAfter: expect.any(Number) },
    });
    // The change of the profile counts too, and changes nothing while the member waits.
    const change = await patch(m, { bank_currency_information_id: kbank, bank_no: nextAccount() });
    expect(change.statusCode).toBe(429);
    expect((await row(m.id)).bank_no).toBeNull();
    // Another member has its own budget.
    const other = await newMember();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/user-verify-bank-info',
          headers: auth(other),
          payload: { bank_currency_information_id: kbank, bank_no: nextAccount() },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('take a crypto network with an address of that network', async () => {
    const m = await newMember();
    const trc20 = await bankId('TRC20');
    const erc20 = await bankId('ERC20');
    const bad = await patch(m, {
      bank_currency_information_id: trc20,
      wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    });
    expect(bad.json()).toMatchObject({
      errorCode: 'WALLET_ADDRESS_INVALID',
      data: { errors: [{ path: 'wallet_address', params: { network: 'USDT · TRC20 (TRON)' } }] },
    });
    expect(
      (
        await patch(m, {
          bank_currency_information_id: trc20,
          wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        })
      ).json().errorCode,
    ).toBe('WALLET_ADDRESS_INVALID');
    expect(
      (
        await patch(m, {
          bank_currency_information_id: erc20,
          wallet_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
        })
      ).json().errorCode,
    ).toBe('WALLET_ADDRESS_INVALID');
    expect((await patch(m, { bank_currency_information_id: trc20, bank_no: '1234567890' })).json().errorCode).toBe(
      'BANK_OR_WALLET',
    );
    expect(
      (
        await patch(m, {
          bank_currency_information_id: await bankId('KBANK'),
          wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        })
      ).json().errorCode,
    ).toBe('BANK_OR_WALLET');

    const address = `0x${randomBytes(20).toString('hex')}`;
    const res = await patch(m, { crypto_network: 'erc20', wallet_address: address });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bank_currency_information_id: erc20,
      crypto_network: 'ERC20',
      wallet_address: toChecksumAddress(address),
      bank_no: null,
    });

    // The same address belongs to one member, whatever its letter case or network.
    const other = await newMember();
    const taken = await patch(other, {
      bank_currency_information_id: await bankId('BEP20'),
      wallet_address: address.toUpperCase().replace('0X', '0x'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('WALLET_ADDRESS_TAKEN');
    expect(
      (
        await patch(other, {
          bank_currency_information_id: trc20,
          wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('lists', () => {
  it("list the banks of the member's currency and the networks, names in the language, logos as SVG", async () => {
    const m = await newMember();
    const th = (await t.services.locale.languageByCode('th'))!.id;
    const page = (await get(m, `/mb/bank-currency-information?language_id=${th}&include=1`)).json();
    const codes = page.data.map((b: { code: string }) => b.code);
    expect(codes.slice(0, 3)).toEqual(['KBANK', 'SCB', 'BBL']);
    expect(codes).toEqual(expect.arrayContaining(['GSB', 'BAAC', 'TRC20', 'ERC20', 'BEP20']));
    expect(codes).not.toContain('MBB');
    const kbank = page.data.find((b: { code: string }) => b.code === 'KBANK');
    expect(kbank).toMatchObject({
      kind: 'bank',
      name: 'ธนาคารกสิกรไทย',
      account_lengths: [10],
      currency: { code: 'THB' },
    });
    const logo = await t.app.inject({ method: 'GET', url: kbank.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    expect((await t.app.inject({ method: 'GET', url: '/media/banks/NOPE.svg' })).statusCode).toBe(404);

    const myr = (await t.services.locale.currencyByCode('MYR'))!.id;
    const malaysian = (await get(m, `/mb/bank-currency-information?currency_id=${myr}`)).json();
    expect(malaysian.data.map((b: { code: string }) => b.code)).toContain('MBB');
    expect(malaysian.data.every((b: { currency_id: number }) => b.currency_id === myr)).toBe(true);
    const one = (await get(m, `/mb/bank-currency-information?bank_currency_information_id=${kbank.id}`)).json();
    expect(one.data.map((b: { id: number }) => b.id)).toEqual([kbank.id]);
    expect((await t.app.inject({ method: 'GET', url: '/mb/bank-currency-information' })).statusCode).toBe(401);
  });

  it('list security questions and register channels in the language', async () => {
    const m = await newMember();
    const ko = (await t.services.locale.languageByCode('ko'))!.id;
    const questions = (await get(m, `/mb/user-security-question?language_id=${ko}`)).json();
    expect(questions.total).toBe(5);
    expect(questions.data[0]).toMatchObject({
      code: 'mother_maiden_name',
      question: '어머니의 결혼 전 성은 무엇입니까?',
    });
    const one = (await get(m, `/mb/user-security-question?id=${questions.data[1].id}`)).json();
    expect(one.data).toHaveLength(1);
    const channels = (
      await t.app.inject({ method: 'GET', url: '/mb/register-channel', headers: { ...auth(m), 'x-locale': 'th' } })
    ).json();
    expect(channels.data.map((c: { code: string }) => c.code)).toEqual([
      'facebook',
      'google',
      'line',
      'tiktok',
      'youtube',
      'friend',
      'other',
    ]);
    expect(channels.data.find((c: { code: string }) => c.code === 'friend').name).toBe('เพื่อนแนะนำ');
    expect(channels.data.find((c: { code: string }) => c.code === 'line').name).toBe('LINE');
  });
});

describe('completeness and steps', () => {
  it('follow the completeness rule with each global-config flag', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const flags = { profile_dob: false, profile_gender: false, profile_register_channel: false, email_required: false };
    await setConfig(flags);
    try {
      expect((await t.services.profile.completeness(m.id)).missing).toEqual([
        'bank_currency_information_id',
        'bank_no',
        'first_name',
      ]);
      await patch(m, {
        first_name: 'Ann',
        last_name: 'Lee',
        bank_currency_information_id: kbank,
        bank_no: nextAccount(),
      });
      expect(await t.services.profile.isComplete(m.id)).toBe(true);
      for (const [flag, field, value] of [
        ['profile_dob', 'DOB', { dob: '1991-05-05' }],
        ['profile_gender', 'gender', { gender: 'female' }],
        [
          'profile_register_channel',
          'register_channal_id',
          { register_channal_id: (await t.services.profile.registerChannels(null))[0].id },
        ],
        ['email_required', 'email', { email: 'ann@example.com' }],
      ] as const) {
        await setConfig({ ...flags, [flag]: true });
        expect((await t.services.profile.completeness(m.id)).missing, flag).toEqual([field]);
        const first = (await get(m, '/mb/users-first-login')).json().data[0];
        expect(first).toMatchObject({ id: m.id, profile_complete: false, missing: [field] });
        await expect(t.services.profile.requireComplete(m.id)).rejects.toMatchObject({
          kind: 'Forbidden',
          errorCode: 'PROFILE_INCOMPLETE',
        });
        await patch(m, value);
        expect(await t.services.profile.isComplete(m.id), flag).toBe(true);
      }
    } finally {
      await setConfig({
        profile_dob: true,
        profile_gender: true,
        profile_register_channel: false,
        email_required: false,
      });
    }
  });

  it('report the three verify steps sorted by step number', async () => {
    const m = await newMember();
    const steps = (await get(m, '/mb/active-step-information?include=1&$sort[step_no]=1')).json();
    expect(
      steps.data.map((s: { step_no: number; code: string; status_active: boolean }) => [
        s.step_no,
        s.code,
        s.status_active,
      ]),
    ).toEqual([
      [1, 'basic', false],
      [2, 'profile', false],
      [3, 'free_credit', false],
    ]);
    expect(steps.data[0].detail).toMatchObject({ phone_verified: false, email: null });
    expect(steps.data[1].detail.missing).toEqual([
      'bank_currency_information_id',
      'bank_no',
      'first_name',
      'DOB',
      'gender',
    ]);
    const desc = (await get(m, '/mb/active-step-information?$sort[step_no]=-1')).json();
    expect(desc.data.map((s: { step_no: number }) => s.step_no)).toEqual([3, 2, 1]);
    expect(desc.data[0].detail).toBeUndefined();

    await t.services.auth.updateProfile(m.id, { phone_verified: true });
    await patch(m, {
      first_name: 'Ann',
      last_name: 'Lee',
      bank_currency_information_id: await bankId('KBANK'),
      bank_no: nextAccount(),
      dob: '1990-01-01',
      gender: 'female',
    });
    const done = (await get(m, '/mb/active-step-information')).json();
    expect(done.data.map((s: { status_active: boolean }) => s.status_active)).toEqual([true, true, true]);
    // An e-mail given but not verified keeps step 1 open.
    await patch(m, { email: 'ann@example.com' });
    expect(
      (await get(m, '/mb/active-step-information')).json().data.map((s: { status_active: boolean }) => s.status_active),
    ).toEqual([false, true, false]);
  });
});

describe('e-mail and phone verification', () => {
  it("send a code to the member's own phone and mark it verified with the right code", async () => {
    const m = await newMember();
    const status = (await get(m, '/mb/otp-status')).json();
    expect(status.data).toEqual([
      { type_verified: 'sms', to: expect.stringMatching(/^08\dx+\d{3}$/), status: 'WAITING_VERIFICATION' },
      { type_verified: 'email', to: null, status: 'WAITING_VERIFICATION' },
    ]);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/mb/otp-status',
      headers: auth(m),
      payload: { type_verified: 'sms' },
    });
    expect(sent.statusCode).toBe(201);
    const ticket = sent.json();
    expect(ticket).toMatchObject({
      channel: 'sms',
      reference: expect.stringMatching(/^[A-Z]{4}$/),
      expiresAt: expect.any(String),
      resendAfter: expect.any(String),
    });
    const [message] = await t.services.otp.outbox(m.phone, 1);
    expect(message.code).toMatch(/^\d{6,8}$/);

    const wrongCode = message.code === '000000' ? '111111' : '000000';
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: '/mb/otp-status/sms',
      headers: auth(m),
      payload: { reference: ticket.reference, code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: 'OTP_INCORRECT',
      data: { errors: [{ path: 'code', errorCode: 'OTP_INCORRECT' }] },
    });
    expect((await row(m.id)).phone_verified).toBe(false);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/mb/otp-status/sms',
      headers: auth(m),
      payload: { reference: ticket.reference, code: message.code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ type_verified: 'sms', status: 'OTP_VERIFIED' });
    expect((await row(m.id)).phone_verified).toBe(true);
    // A verified phone needs no other code.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/otp-status',
          headers: auth(m),
          payload: { type_verified: 'sms' },
        })
      ).json().errorCode,
    ).toBe('ALREADY_VERIFIED');
  });

  it('verify the e-mail address saved in the profile, and only that one', async () => {
    const m = await newMember();
    const none = await t.app.inject({
      method: 'POST',
      url: '/mb/otp-status',
      headers: auth(m),
      payload: { type_verified: 'email' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errorCode).toBe('EMAIL_REQUIRED');
    const settings = await t.services.otp.settings();
    await t.services.otp.updateSettings({ resend_seconds: 0 });
    try {
      const email = `m${randomBytes(4).toString('hex')}@example.com`;
      await patch(m, { email });
      const ticket = (
        await t.app.inject({
          method: 'POST',
          url: '/mb/otp-status',
          headers: auth(m),
          payload: { type_verified: 'email' },
        })
      ).json();
      const [message] = await t.services.otp.outbox(email, 1);
      // The address changed after the code was sent: the code no longer proves anything.
      await patch(m, { email: `other-${email}` });
      const stale = await t.app.inject({
        method: 'PATCH',
        url: '/mb/otp-status/email',
        headers: auth(m),
        payload: { reference: ticket.reference, code: message.code },
      });
      expect(stale.statusCode).toBe(400);
      expect((await row(m.id)).email_verified).toBe(false);

      await patch(m, { email });
      const again = await t.app.inject({
        method: 'POST',
        url: '/mb/otp-status',
        headers: auth(m),
        payload: { type_verified: 'email' },
      });
      expect(again.statusCode).toBe(201);
      const [latest] = await t.services.otp.outbox(email, 1);
      const ok = await t.app.inject({
        method: 'PATCH',
        url: '/mb/otp-status/email',
        headers: auth(m),
        payload: { reference: again.json().reference, code: latest.code },
      });
      expect(ok.json()).toMatchObject({ type_verified: 'email', status: 'OTP_VERIFIED' });
      expect((await row(m.id)).email_verified).toBe(true);
      expect((await get(m, '/mb/otp-status?type_verified=email')).json().data).toEqual([
        { type_verified: 'email', to: expect.stringMatching(/^m\*\*\*@example\.com$/), status: 'OTP_VERIFIED' },
      ]);
    } finally {
      await t.services.otp.updateSettings({ resend_seconds: settings.resend_seconds });
    }
  });

  it('refuse unknown channels and fields', async () => {
    const m = await newMember();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/otp-status',
          headers: auth(m),
          payload: { type_verified: 'fax' },
        })
      ).json().errorCode,
    ).toBe('OTP_CHANNEL_INVALID');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/otp-status',
          headers: auth(m),
          payload: { type_verified: 'sms', to: '0811111111' },
        })
      ).json().errorCode,
    ).toBe('UNKNOWN_FIELD');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/mb/otp-status/fax',
          headers: auth(m),
          payload: { code: '123456' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('playing waits for a complete profile', () => {
  async function enterGame(m: TestMember) {
    const game = await t.services.games.getGameByCode('demo-slot');
    const res = await t.app.inject({
      method: 'POST',
      url: '/mb/enter-game',
      headers: auth(m),
      payload: { game_list_id: game!.id, languageCode: 'en' },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('refuse enter-game for an incomplete profile and allow it once the profile is complete', async () => {
    const m = await newMember();
    expect(await enterGame(m)).toMatchObject({ status: 403, body: { errorCode: 'UPDATE_PROFILE_REQUIRED' } });
    // A bank account alone is not enough while the global config asks for the date of birth and gender.
    await patch(m, {
      first_name: 'Ann',
      last_name: 'Lee',
      bank_currency_information_id: await bankId('KBANK'),
      bank_no: nextAccount(),
    });
    expect((await t.services.profile.completeness(m.id)).missing).toEqual(['DOB', 'gender']);
    expect(await enterGame(m)).toMatchObject({ status: 403, body: { errorCode: 'UPDATE_PROFILE_REQUIRED' } });
    await patch(m, { dob: '1992-07-14' });
    expect((await enterGame(m)).status).toBe(403);
    await patch(m, { gender: 'female' });
    const allowed = await enterGame(m);
    expect(allowed.status).toBe(201);
    expect(allowed.body.result.url).toMatch(/^\/demo-provider\/play\/demo-slot\?token=/);
  });

  it('follow the global config: with nothing extra asked, the bank and first name are enough', async () => {
    const m = await newMember();
    await patch(m, {
      first_name: 'Ann',
      last_name: 'Lee',
      bank_currency_information_id: await bankId('SCB'),
      bank_no: nextAccount(),
    });
    expect((await enterGame(m)).status).toBe(403);
    await setConfig({ profile_dob: false, profile_gender: false });
    try {
      expect((await enterGame(m)).status).toBe(201);
      await setConfig({ profile_dob: false, profile_gender: false, email_required: true });
      expect(await enterGame(m)).toMatchObject({ status: 403, body: { errorCode: 'UPDATE_PROFILE_REQUIRED' } });
    } finally {
      await setConfig({ profile_dob: true, profile_gender: true, email_required: false });
    }
  });

  it('take a crypto wallet in place of a bank account', async () => {
    const m = await newMember();
    await patch(m, {
      first_name: 'Ann',
      dob: '1990-01-01',
      gender: 'female',
      bank_currency_information_id: await bankId('BEP20'),
      wallet_address: `0x${randomBytes(20).toString('hex')}`,
    });
    expect((await enterGame(m)).status).toBe(201);
  });
});
