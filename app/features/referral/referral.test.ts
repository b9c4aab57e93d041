import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { LOCALES } from '../../i18n/config.ts';
import { AFFILIATE_VISIT_LIMIT, REF_CODE_CHECK_LIMIT } from './referral.service.server.ts';
import { affiliateLinkVisits } from './referral.table.server.ts';

let t: TestApp;
let referrerId: number;
let ipSeq = 0;
/** A fresh client address, so per-IP limits of one test do not reach another. */
const nextIp = () => `198.51.100.${++ipSeq}`;

const get = (url: string, ip = '192.0.2.1') => t.app.inject({ url, remoteAddress: ip });
const visits = async () => (await t.services.db.select({ n: count() }).from(affiliateLinkVisits))[0].n;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  referrerId = (
    await t.services.auth.createUser({
      username: 'referrer1',
      password: 'Referrer1',
      currency_id: 1,
      ref_code: 'LOTUS7Q2X',
    })
  ).id;
  await t.services.auth.createUser({
    username: 'suspended1',
    password: 'Suspended1',
    currency_id: 1,
    ref_code: 'GONE4242',
    status: 'suspended',
  });
});
afterAll(async () => {
  await t?.close();
});

describe('bad queries answer 400 in the error shape', () => {
  it.each([
    ['/pb/check-refcode?ref_code[$ne]=x', 'object where a scalar belongs'],
    ['/pb/check-refcode', 'ref_code missing'],
    ['/pb/check-refcode?ref_code=LOTUS7Q2X&$limit=9', 'limit over the cap'],
  ])('%s (%s)', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request', errorCode: 'INVALID_QUERY' });
    expect(Object.keys(body.messages)).toHaveLength(15);
  });
});

describe('check-refcode', () => {
  it('accepts the code of an active member, by query or by id', async () => {
    const ip = nextIp();
    const res = await get('/pb/check-refcode?ref_code=LOTUS7Q2X', ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 1, limit: 1, skip: 0, data: [{ ref_code: 'LOTUS7Q2X', is_valid: true }] });
    expect((await get('/pb/check-refcode/LOTUS7Q2X', ip)).json()).toEqual({ ref_code: 'LOTUS7Q2X', is_valid: true });
    // Codes are upper-case; a person may type them in any case.
    expect((await get('/pb/check-refcode?ref_code=lotus7q2x', ip)).json().data[0]).toEqual({
      ref_code: 'LOTUS7Q2X',
      is_valid: true,
    });
  });

  it.each([['NOPE1234'], ['GONE4242'], ['bad%24code'], ['LOTUS7Q2X0000000000']])(
    'refuses %s with "Referral code is invalid"',
    async (code) => {
      const res = await get(`/pb/check-refcode?ref_code=${code}`, nextIp());
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ name: 'BadRequest', errorCode: 'REFERRAL_CODE_INVALID' });
      expect(body.messages.en).toBe('Referral code is invalid');
      expect(body.messages.th).toBe('รหัสแนะนำไม่ถูกต้อง');
      for (const locale of LOCALES) expect(body.messages[locale]).not.toBe('REFERRAL_CODE_INVALID');
    },
  );

  it(`stops an address after ${REF_CODE_CHECK_LIMIT.limit} checks a minute`, async () => {
    const ip = nextIp();
    for (let i = 0; i < REF_CODE_CHECK_LIMIT.limit; i++)
      expect((await get(`/pb/check-refcode?ref_code=TRY${i}X`, ip)).statusCode).toBe(400);
    const res = await get('/pb/check-refcode?ref_code=LOTUS7Q2X', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().name).toBe('TooManyRequests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/pb/check-refcode?ref_code=LOTUS7Q2X', nextIp())).statusCode).toBe(200);
  });
});

describe('log-affiliate-link', () => {
  const post = (payload: unknown, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/pb/log-affiliate-link',
      payload: payload as object,
      remoteAddress: ip,
      headers,
    });

  it('records a visit with the code, landing path, address, user agent and time', async () => {
    const ip = nextIp();
    const before = await visits();
    const res = await post(
      {
        ref_code: 'LOTUS7Q2X',
        landing_path: '/th/register?ref_code=LOTUS7Q2X',
        referrer_url: 'https://social.example/post/1',
      },
      ip,
      { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    );
    expect(res.statusCode).toBe(201);
    const visit = res.json();
    expect(visit).toMatchObject({
      id: expect.any(Number),
      ref_code: 'LOTUS7Q2X',
      landing_path: '/th/register?ref_code=LOTUS7Q2X',
    });
    expect(Math.abs(Date.parse(visit.created_at) - Date.now())).toBeLessThan(60_000);
    const [row] = await t.services.db.select().from(affiliateLinkVisits).where(eq(affiliateLinkVisits.id, visit.id));
    expect(row).toMatchObject({
      ip,
      user_agent: 'Mozilla/5.0 (iPhone) Mobile',
      referrer_user_id: referrerId,
      referrer_url: 'https://social.example/post/1',
    });
    expect(await visits()).toBe(before + 1);

    // The same visitor reloading the page is the same visit; another landing page is a new one.
    const again = await post({ ref_code: 'LOTUS7Q2X', landing_path: '/th/register?ref_code=LOTUS7Q2X' }, ip);
    expect(again.json().id).toBe(visit.id);
    expect(await visits()).toBe(before + 1);
    expect((await post({ ref_code: 'lotus7q2x', landing_path: '/th/register?ref_code=LOTUS7Q2X' }, ip)).json().id).toBe(
      visit.id,
    );
    expect((await post({ ref_code: 'LOTUS7Q2X', landing_path: '/th' }, ip)).json().id).not.toBe(visit.id);
    expect(await visits()).toBe(before + 2);
  });

  it.each([
    [{ ref_code: 'NOPE1234', landing_path: '/th' }, 'REFERRAL_CODE_INVALID'],
    [{ ref_code: 'GONE4242', landing_path: '/th' }, 'REFERRAL_CODE_INVALID'],
    [{ landing_path: '/th' }, 'REFERRAL_CODE_INVALID'],
    [{ ref_code: { $ne: 'x' }, landing_path: '/th' }, 'REFERRAL_CODE_INVALID'],
    [{ ref_code: 'LOTUS7Q2X' }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: 'https://elsewhere.example/' }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: '//elsewhere.example/th' }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: '/th/<script>' }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: `/${'a'.repeat(600)}` }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: ['/th'] }, 'LANDING_PATH_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: '/th', referrer_url: 'javascript:alert(1)' }, 'REFERRER_URL_INVALID'],
    [{ ref_code: 'LOTUS7Q2X', landing_path: '/th', user_id: 5 }, 'INVALID_FIELD'],
  ])('refuses %j with %s and records nothing', async (payload, errorCode) => {
    const before = await visits();
    const res = await post(payload, nextIp());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'BadRequest', code: 400, errorCode });
    expect(Object.values(res.json().messages).every((m) => typeof m === 'string' && m !== errorCode)).toBe(true);
    expect(await visits()).toBe(before);
  });

  it(`stops an address after ${AFFILIATE_VISIT_LIMIT.limit} visits in ten minutes`, async () => {
    const ip = nextIp();
    for (let i = 0; i < AFFILIATE_VISIT_LIMIT.limit; i++)
      expect((await post({ ref_code: 'LOTUS7Q2X', landing_path: `/en/p${i}` }, ip)).statusCode).toBe(201);
    const before = await visits();
    const res = await post({ ref_code: 'LOTUS7Q2X', landing_path: '/en/one-more' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await visits()).toBe(before);
  });

  it('lists nothing: visits are not public', async () => {
    expect((await get('/pb/log-affiliate-link')).statusCode).toBe(405);
  });
});
