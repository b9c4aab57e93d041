import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { DEMO_OPENING_MINOR, seedWallet } from './wallet.seed.server.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

async function demoLogin(): Promise<{ token: string; id: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/pb/authentication',
    payload: { strategy: 'local', username: 'demo', password: 'Demo1234' },
  });
  expect(res.statusCode).toBeLessThan(300);
  const body = res.json();
  return { token: body.accessToken, id: body.user.id };
}

describe(`wallet on ${testDatabaseKind()}`, () => {
  it('opens the demo member with 5,000.00 THB paid in from payment clearing, once', async () => {
    const { token, id } = await demoLogin();
    const res = await t.app.inject({ url: '/mb/wallet?include=1', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 1, skip: 0 });
    // The demo member's affiliate wallet holds the commission of the seeded days of the referred members' play.
    const seededCommission = await t.services.ledger.balance({ member: id, wallet: 'affiliate', currency: 'THB' });
    expect(seededCommission).toBeGreaterThan(0);
    const seededPoints = await t.services.points.balance(id);
    expect(seededPoints).toBeGreaterThan(0);
    // Other features' demo data pay the demo member too (a coupon, a competition prize): the opening and more.
    const main = await t.services.ledger.balance({ member: id, wallet: 'main', currency: 'THB' });
    expect(main).toBeGreaterThanOrEqual(DEMO_OPENING_MINOR);
    expect(page.data[0]).toEqual({
      balance: main,
      wallets: { main, cashback: 0, rebate: 0, affiliate: seededCommission },
      pointData: { point: seededPoints, badge_point: null, is_display: true, is_active: true },
      turn_deposit: 0,
      turn_deposit_target: 0,
      currency: { id: expect.any(Number), code: 'THB', symbol: '฿', decimals: 2 },
    });
    // Seeding again is the same transfer: nothing more moves.
    await seedWallet(t.services);
    expect(await t.services.ledger.balance({ member: id, wallet: 'main', currency: 'THB' })).toBe(main);
    const transfers = (await t.services.db.execute(
      sql`SELECT count(*) AS n, min(amount) AS amount FROM ledger_transfers WHERE key = 'seed:demo:opening'`,
    )) as unknown as { rows: { n: unknown; amount: unknown }[] };
    expect(Number(transfers.rows[0].n)).toBe(1);
    expect(Number(transfers.rows[0].amount)).toBe(DEMO_OPENING_MINOR);
  });

  it('shows every wallet, the points and the deposit turnover requirement', async () => {
    const { token, id } = await demoLogin();
    const ledger = t.services.ledger;
    await ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: { member: id, wallet: 'cashback', currency: 'THB' },
      amount: 1_234,
      currency: 'THB',
      key: `test:cashback:${id}`,
      kind: 'cashback',
    });
    await ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: { member: id, wallet: 'rebate', currency: 'THB' },
      amount: 56,
      currency: 'THB',
      key: `test:rebate:${id}`,
      kind: 'rebate',
    });
    await ledger.transfer(t.services.db, {
      from: { house: 'bonus', currency: 'THB' },
      to: { member: id, wallet: 'affiliate', currency: 'THB' },
      amount: 789,
      currency: 'THB',
      key: `test:affiliate:${id}`,
      kind: 'affiliate',
    });
    const pointsBefore = await t.services.points.balance(id);
    const main = await ledger.balance({ member: id, wallet: 'main', currency: 'THB' });
    await t.services.points.award(null, { memberId: id, points: 300, key: `test:points:${id}`, reason: 'bet' });
    await t.services.turnover.startDepositRequirement(t.services.db, id, 'THB', 100_000);
    const seededCommission = (await t.services.db.execute(
      sql`SELECT coalesce(sum(amount), 0) AS n FROM affiliate_commissions WHERE member_id = ${id}`,
    )) as unknown as { rows: { n: unknown }[] };
    const res = await t.app.inject({ url: '/mb/wallet', headers: { authorization: `Bearer ${token}` } });
    expect(res.json().data[0]).toMatchObject({
      balance: main,
      wallets: {
        main,
        cashback: 1_234,
        rebate: 56,
        affiliate: Number(seededCommission.rows[0].n) + 789,
      },
      pointData: { point: pointsBefore + 300 },
      turn_deposit: 0,
      turn_deposit_target: 100_000,
    });
    expect(await t.services.wallet.shellWallet(id)).toEqual({
      balance: String(main),
      currency: { id: expect.any(Number), code: 'THB', symbol: '฿', decimals: 2, is_following: false },
      pointData: { point: String(pointsBefore + 300), badge_point: null, is_display: true, is_active: true },
      turn_deposit: '0',
      turn_deposit_target: '100000',
    });
  });

  it('is for members only, and read-only', async () => {
    expect((await t.app.inject({ url: '/mb/wallet' })).statusCode).toBe(401);
    const { token } = await demoLogin();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/mb/wallet',
          headers: { authorization: `Bearer ${token}` },
          payload: { balance: 1 },
        })
      ).statusCode,
    ).toBe(405);
  });
});
