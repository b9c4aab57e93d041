import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { callBody, createMember, createPlayer, walletCall } from '../../../server/testing/players.ts';
import { setMemberPrivileges } from '../../../server/testing/members.ts';

let t: TestApp;
let referrer: { memberId: number; accessToken: string };
let outsider: { memberId: number; accessToken: string };
let playerName: string;

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const ops = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${t.config.opsToken}` } });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  referrer = await createMember(t);
  await setMemberPrivileges(t.services, referrer.memberId, ['affiliate']);
  outsider = await createMember(t);
  const player = await createPlayer(t, 100_000, 'demo-slot', { referrerId: referrer.memberId });
  playerName = (await t.services.auth.profile(player.memberId))!.username;
  const bet = callBody(player, { amount: 40_000 });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(player, { round_id: bet.round_id, amount: 10_000, ref_tx_id: bet.tx_id, round_closed: true });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('the affiliate REST family', () => {
  it('affiliate-profile: the summary of today (turnover, players, target) with the referral code', async () => {
    const res = await get('/mb/affiliate-profile', referrer.accessToken);
    expect(res.statusCode).toBe(200);
    const [summary] = res.json().data;
    const me = await t.services.auth.profile(referrer.memberId);
    expect(summary).toMatchObject({
      ref_code: me!.ref_code,
      currency: 'THB',
      balance: 0,
      turn_user: 1,
      turnover: 40_000,
      turn_target: 10_000,
      title: 'Friends pay 0.5 % every day',
      referred: 1,
      total_commission: 0,
    });
    expect(Date.parse(summary.next_calculate_date)).toBeGreaterThan(Date.now());
  });

  it('affiliate-member: referred members with masked usernames, never the name itself', async () => {
    const res = await get('/mb/affiliate-member?$limit=5', referrer.accessToken);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 1, limit: 5, skip: 0 });
    expect(page.data[0]).toMatchObject({
      username: `${playerName.slice(0, 2)}****${playerName.slice(-2)}`,
      turnover: 40_000,
      first_deposit_at: null,
    });
    expect(res.body).not.toContain(playerName);
    expect((await get('/mb/affiliate-member?$limit=500', referrer.accessToken)).statusCode).toBe(400);
  });

  it('affiliate-transaction and affiliate-history: the commission after the run, per day', async () => {
    const today = t.services.affiliate.today();
    expect((await get('/mb/affiliate-transaction', referrer.accessToken)).json().total).toBe(0);
    const run = await ops('POST', `/ops/affiliate/run?date=${today}`);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ job: 'affiliate', business_date: today, credited: 1 });
    const income = (await get('/mb/affiliate-transaction', referrer.accessToken)).json();
    // 0.5 % of 400 baht of turnover: 2 baht.
    expect(income.data).toEqual([
      expect.objectContaining({
        business_date: today,
        amount: 200,
        turnover: 40_000,
        net_loss: 30_000,
        referred_members: 1,
      }),
    ]);
    const history = (await get('/mb/affiliate-history?days=7', referrer.accessToken)).json();
    expect(history.total).toBe(7);
    expect(history.data.at(-1)).toMatchObject({ date: today, signups: 1, turnover: 40_000, commission: 200 });
    const search = await get(`/mb/affiliate-history-search?from=${today}&to=${today}`, referrer.accessToken);
    expect(search.json().data).toEqual([history.data.at(-1)]);
    expect(await t.services.ledger.balance({ member: referrer.memberId, wallet: 'affiliate', currency: 'THB' })).toBe(
      200,
    );
  });

  it('the commission moves to main through the cashbox transfer of side wallets', async () => {
    // Below the transfer minimum (100 baht) the cashbox refuses; the wallet keeps it.
    const res = await t.app.inject({
      method: 'POST',
      url: '/mb/affiliate-transfer',
      headers: { authorization: `Bearer ${referrer.accessToken}` },
      payload: { amount: 200 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('TRANSFER_BELOW_MINIMUM');
  });

  it.each([
    ['/mb/affiliate-history?days=0'],
    ['/mb/affiliate-history?days=abc'],
    ['/mb/affiliate-history-search?from=2026-01-01'],
    ['/mb/affiliate-history-search?from=2026-01-01&to=2026-12-31'],
    ['/mb/affiliate-history-search?from=2026-02-10&to=2026-02-01'],
    ['/mb/affiliate-history-search?from=2026-13-45&to=2026-13-46'],
  ])('%s is a 400 in every language', async (url) => {
    const res = await get(url, referrer.accessToken);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().messages)).toHaveLength(15);
  });

  it('without the affiliate privilege: 403 AFFILIATE_NOT_ALLOWED; without a session: 401', async () => {
    for (const url of [
      '/mb/affiliate-profile',
      '/mb/affiliate-member',
      '/mb/affiliate-transaction',
      '/mb/affiliate-history',
    ]) {
      const res = await get(url, outsider.accessToken);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode).toBe('AFFILIATE_NOT_ALLOWED');
      expect(res.json().messages.th).toBe('โปรแกรมพันธมิตรยังไม่เปิดให้บัญชีของคุณ');
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('affiliate-articles: the article of a language, English when it has none', async () => {
    const th = await t.services.locale.languageByCode('th');
    const ko = await t.services.locale.languageByCode('ko');
    const thai = (await get(`/pb/affiliate-articles?language_id=${th!.id}`)).json();
    expect(thai.data[0].title).toBe('ชวนเพื่อน รับรายได้ทุกวัน');
    const korean = (await get(`/pb/affiliate-articles?language_id=${ko!.id}`)).json();
    expect(korean.data[0].title).toBe('Invite friends, earn every day');
  });
});

describe('the operator', () => {
  it('sets the rates; bad values are a 400 that changes nothing', async () => {
    const before = (await ops('GET', '/ops/affiliate/settings')).json().data;
    for (const payload of [
      { rate_bp: -1 },
      { rate_bp: 10_001 },
      { basis: 'deposits' },
      { min_commission: 1.5 },
      { x: 1 },
    ]) {
      const res = await ops('PATCH', '/ops/affiliate/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await ops('GET', '/ops/affiliate/settings')).json().data).toEqual(before);
    const res = await ops('PATCH', '/ops/affiliate/settings', { currency: 'THB', basis: 'net_loss', rate_bp: 1_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ basis: 'net_loss', rate_bp: 1_000, min_turnover: 10_000 });
    await ops('PATCH', '/ops/affiliate/settings', before[0]);
  });

  it('opens the programme to a member; an unknown name is a 404', async () => {
    const name = (await t.services.auth.profile(outsider.memberId))!.username;
    expect((await ops('POST', '/ops/affiliate/members', { username: name })).statusCode).toBe(200);
    expect((await get('/mb/affiliate-profile', outsider.accessToken)).statusCode).toBe(200);
    expect((await ops('POST', '/ops/affiliate/members', { username: name, enabled: false })).statusCode).toBe(200);
    expect((await get('/mb/affiliate-profile', outsider.accessToken)).statusCode).toBe(403);
    expect((await ops('POST', '/ops/affiliate/members', { username: 'nobody-here' })).statusCode).toBe(404);
  });

  it('runs without the operator token: 401', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/ops/affiliate/run' })).statusCode).toBe(401);
  });
});
