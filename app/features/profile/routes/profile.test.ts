import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../../server/rest/service.ts';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../../server/testing.ts';
import type { FormResult } from '../../../shared/forms.ts';
import type { ProfileActionData } from '../profile.forms.server.ts';
import { action } from './profile.tsx';

/** The profile page's action as a form without JavaScript reaches it: bad input, refusals, saves. */

let t: TestApp;
let phoneSeq = 0;
const phoneBase = 40_000_000 + Math.floor(Math.random() * 50_000_000);

beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t?.close());

async function newMember(): Promise<Member> {
  const thb = await t.services.locale.currencyByCode('THB');
  phoneSeq += 1;
  const user = await t.services.auth.createUser({
    username: `pa${randomBytes(5).toString('hex')}`,
    password: 'Secret123',
    phone: `08${phoneBase + phoneSeq}`,
    country_code: '+66',
    currency_id: thb!.id,
  });
  const { accessToken } = await t.services.tokens.issue(user.id, {});
  return (await t.services.tokens.verify(accessToken))!;
}

async function post(
  who: Member | null,
  fields: Record<string, string>,
  lang = 'en',
): Promise<{ status: number; data: ProfileActionData }> {
  const out = (await action({
    request: formRequest(`/${lang}/setting/profile`, fields),
    params: { lang },
    context: routeContext(t.services, { member: who }),
  } as never)) as unknown;
  const d = out as { data: ProfileActionData; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, data: d.data };
}

const errors = (result: FormResult) =>
  Object.fromEntries(Object.entries(result.error ?? {}).map(([k, v]) => [k, (v ?? []).map((e) => e.errorCode)]));
const bankId = async (code: string) =>
  (await t.services.profile.banks({ languageId: null })).find((b) => b.code === code)!.id;
const profileOf = async (m: Member) => (await t.services.auth.profile(m.id))!;

describe('the profile page action: bank part', () => {
  it('answers 400 with every field error at once, and saves nothing', async () => {
    const m = await newMember();
    const { status, data } = await post(m, {
      intent: 'bank',
      first_name: '',
      last_name: 'J4',
      bank_currency_information_id: '',
      bank_no: '',
    });
    expect(status).toBe(400);
    expect(errors(data.result)).toEqual({
      first_name: ['FIRST_NAME_REQUIRED'],
      last_name: ['LAST_NAME_INVALID'],
      bank_currency_information_id: ['BANK_REQUIRED'],
    });
    expect(data.saved).toBeUndefined();
    const user = await profileOf(m);
    expect([user.first_name, user.last_name, user.bank_no]).toEqual([null, null, null]);
  });

  it('checks the number against the chosen bank with its length in the message', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const { status, data } = await post(m, {
      intent: 'bank',
      first_name: 'Somchai',
      last_name: 'Jaidee',
      bank_currency_information_id: String(kbank),
      bank_no: '12345',
    });
    expect(status).toBe(400);
    expect(data.result.error?.bank_no).toEqual([
      { errorCode: 'BANK_NO_LENGTH', params: { bank: 'Kasikornbank', lengths: '10' } },
    ]);
    expect((await profileOf(m)).bank_no).toBeNull();
  });

  it('saves the holder and account, and goes on to the personal part', async () => {
    const m = await newMember();
    const kbank = await bankId('KBANK');
    const account = `7${String(Date.now()).slice(-9)}`;
    const { status, data } = await post(m, {
      intent: 'bank',
      first_name: 'Somchai',
      last_name: 'Jaidee',
      bank_currency_information_id: String(kbank),
      bank_no: `${account.slice(0, 3)}-${account.slice(3)}`,
      'payout-method': 'bank',
    });
    expect(status).toBe(200);
    expect(data).toMatchObject({ saved: true, goTo: { step: 2, part: 'personal' } });
    const user = await profileOf(m);
    expect([user.first_name, user.last_name, user.bank_currency_information_id, user.bank_no]).toEqual([
      'Somchai',
      'Jaidee',
      kbank,
      account,
    ]);

    // Another member with the same account: the service's refusal under the number, nothing saved.
    const other = await newMember();
    const taken = await post(other, {
      intent: 'bank',
      first_name: 'Somsak',
      last_name: 'Dee',
      bank_currency_information_id: String(kbank),
      bank_no: account,
    });
    expect(taken.status).toBe(409);
    expect(errors(taken.data.result)).toEqual({ bank_no: ['BANK_ACCOUNT_TAKEN'] });
    expect((await profileOf(other)).bank_no).toBeNull();

    // Registered details are locked: the member's own second try is refused.
    const again = await post(m, {
      intent: 'bank',
      first_name: 'Other',
      last_name: 'Name',
      bank_currency_information_id: String(kbank),
      bank_no: '1234567890',
    });
    expect(again.status).toBe(403);
    expect((await profileOf(m)).first_name).toBe('Somchai');
  });
});

describe('the profile page action: personal part', () => {
  it('answers 400 under the fields (the date of birth as one), keeps nothing, and never sends the answer back', async () => {
    const m = await newMember();
    const year = new Date().getUTCFullYear() - 10;
    const { status, data } = await post(m, {
      intent: 'personal',
      gender: 'other',
      dob_day: '31',
      dob_month: '12',
      dob_year: String(year),
      security_question_id: '',
      security_answer: 'Mali',
      line_id: 'no spaces allowed',
    });
    expect(status).toBe(400);
    expect(errors(data.result)).toEqual({
      gender: ['GENDER_REQUIRED'],
      dob: ['DOB_UNDER_AGE'],
      security_question_id: ['SECURITY_QUESTION_REQUIRED'],
      line_id: ['LINE_ID_INVALID'],
    });
    expect(data.result.error?.dob?.[0]?.params).toEqual({ age: 18 });
    expect(JSON.stringify(data)).not.toContain('Mali');
    const user = await profileOf(m);
    expect([user.gender, user.DOB, user.line_id]).toEqual([null, null, null]);
  });

  it('speaks of an impossible day and a missing answer', async () => {
    const m = await newMember();
    const { status, data } = await post(m, {
      intent: 'personal',
      gender: 'male',
      dob_day: '30',
      dob_month: '2',
      dob_year: '1990',
      security_question_id: '1',
    });
    expect(status).toBe(400);
    expect(errors(data.result)).toEqual({ dob: ['DOB_INVALID'], security_answer: ['SECURITY_ANSWER_REQUIRED'] });
  });

  it('saves what changed', async () => {
    const m = await newMember();
    const questions = await t.services.profile.securityQuestions(null);
    const { status, data } = await post(m, {
      intent: 'personal',
      gender: 'female',
      dob_day: '5',
      dob_month: '3',
      dob_year: '1990',
      security_question_id: String(questions[0].id),
      security_answer: 'Mali',
      line_id: 'somchai.j',
    });
    expect(status).toBe(200);
    expect(data.saved).toBe(true);
    const user = await profileOf(m);
    expect([user.gender, user.DOB, user.line_id, user.security_question_id]).toEqual([
      'female',
      '1990-03-05',
      'somchai.j',
      questions[0].id,
    ]);
    // The saved question keeps its answer when none is typed; an emptied LINE ID is cleared.
    const again = await post(m, {
      intent: 'personal',
      gender: 'female',
      dob_day: '5',
      dob_month: '3',
      dob_year: '1990',
      security_question_id: String(questions[0].id),
    });
    expect(again.status).toBe(200);
    expect((await profileOf(m)).line_id).toBeNull();
  });
});

describe('the profile page action: e-mail and codes', () => {
  it('refuses a bad address with 400 and keeps none', async () => {
    const m = await newMember();
    const { status, data } = await post(m, { intent: 'email', email: 'not-an-address' });
    expect(status).toBe(400);
    expect(errors(data.result)).toEqual({ email: ['EMAIL_INVALID'] });
    expect((await profileOf(m)).email).toBeNull();
  });

  it('saves an address and sends its code; a code of the wrong form is refused and not sent back', async () => {
    const m = await newMember();
    const { status, data } = await post(m, { intent: 'email', email: 'pa-form@example.com' });
    expect(status).toBe(200);
    expect(data.ticket).toMatchObject({
      type_verified: 'email',
      reference: expect.stringMatching(/^[A-Z]{4}$/),
      to: 'p***@example.com',
    });
    expect((await profileOf(m)).email).toBe('pa-form@example.com');

    const ticket = data.ticket!;
    const wrong = await post(m, {
      intent: 'verify-code',
      type_verified: 'email',
      reference: ticket.reference,
      code: '12ab',
      to: ticket.to,
      expires_at: ticket.expiresAt,
      resend_after: ticket.resendAfter,
    });
    expect(wrong.status).toBe(400);
    expect(errors(wrong.data.result)).toEqual({ code: ['OTP_FORMAT'] });
    expect(JSON.stringify(wrong.data.result)).not.toContain('12ab');
    // The ticket comes back so the code can be entered again.
    expect(wrong.data.ticket).toEqual(ticket);

    const refused = await post(m, {
      intent: 'verify-code',
      type_verified: 'email',
      reference: ticket.reference,
      code: '000000',
      to: ticket.to,
      expires_at: ticket.expiresAt,
      resend_after: ticket.resendAfter,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(Object.keys(refused.data.result.error ?? {})).toEqual(['code']);
    expect((await profileOf(m)).email_verified).toBe(false);
  });

  it('answers 400 for an unknown form and sends a visitor to the login', async () => {
    const m = await newMember();
    expect((await post(m, { intent: 'balance', balance: '1000000' })).status).toBe(400);
    const out = await action({
      request: formRequest('/en/setting/profile', { intent: 'bank' }),
      params: { lang: 'en' },
      context: routeContext(t.services),
    } as never).catch((e: unknown) => e);
    expect((out as Response).headers.get('location')).toBe('/en?modal=login');
  });
});
