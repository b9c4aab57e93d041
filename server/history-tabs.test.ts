import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverContext, type HistoryTabLoader } from '../app/context.ts';
import { historyTabs } from '../app/history-tabs.tsx';
import { loader } from '../app/features/history/routes/history.tsx';
import type { HistoryTabPage } from '../app/features/cashbox/cashbox.range.ts';
import { historyTabLoaders } from './history-tabs.ts';
import type { Member } from './rest/service.ts';
import { createTestApp, routeContext, testDatabaseKind, type TestApp } from './testing.ts';
import { deliverWebhook, gatewayEnv, startFakeGateway, type FakeGateway } from './testing/gateway.ts';
import { createMember } from './testing/players.ts';

/**
 * The history page's loader reads the active tab of another feature through its server part (server/history-tabs.ts):
 * the deposit, withdraw and activity tabs come with the page, scoped to the member, for the address's range and page.
 */

let t: TestApp;
let gw: FakeGateway;
let member: Member;
let other: Member;

beforeAll(async () => {
  gw = await startFakeGateway();
  t = await createTestApp({ seed: true, env: gatewayEnv(gw) });
  const m = await createMember(t, { funds: 500_000 });
  member = (await t.services.tokens.verify(m.accessToken))!;
  other = (await t.services.tokens.verify((await createMember(t, { funds: 500_000 })).accessToken))!;
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${m.accessToken}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  // The withdrawal first: the deposit opens a turnover requirement.
  await post('/mb/money-withdrawal', { amount: 150_000 });
  const d = await post('/mb/deposit-gateway', { payment_type_code: 'PROMPTPAY', deposit_amount: 321 });
  const credited = await deliverWebhook(t, {
    type: 'payment.succeeded',
    data: {
      payment_id: d.payment_id,
      merchant_reference: String(d.deposit_id),
      amount: 32_100,
      currency: 'THB',
      occurred_at: new Date().toISOString(),
    },
  });
  expect(credited.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await gw?.close();
});

type Rows = HistoryTabPage<{ id: number; amount: number | null; type?: string; history_status?: string }>;

async function page(path: string, who: Member | null, context = routeContext(t.services, { member: who })) {
  const request = new Request(`http://localhost/en/setting/history${path}`);
  return (await loader({ request, params: { lang: 'en' }, context } as never)) as Awaited<ReturnType<typeof loader>>;
}
const rowsOf = (data: Awaited<ReturnType<typeof page>>) => {
  expect(data.tab?.status).toBe('done');
  return (data.tab as { status: 'done'; data: Rows }).data;
};

describe(`the history page's tabs of other features (${testDatabaseKind()})`, () => {
  it('has a server part for every tab the page shows, and no other', () => {
    expect(Object.keys(historyTabLoaders).sort()).toEqual(historyTabs.map((x) => x.key).sort());
  });

  it("reads the member's deposits with the page: the credited deposit, in the member's default range", async () => {
    const data = await page('?tab=deposit', member);
    expect(data.bets).toBeNull();
    const rows = rowsOf(data);
    expect(rows.records?.total).toBe(1);
    expect(rows.records?.data[0]).toMatchObject({ amount: 32_100, history_status: 'success' });
  });

  it('reads the withdrawals and the activity log the same way', async () => {
    const withdrawals = rowsOf(await page('?tab=withdraw', member));
    expect(withdrawals.records?.data.map((w) => w.amount)).toEqual([150_000]);
    const activity = rowsOf(await page('?tab=activity', member));
    expect(activity.records?.data.map((a) => a.type).sort()).toEqual(['deposit', 'withdraw']);
  });

  it("shows another member nothing of this member's", async () => {
    for (const tab of ['deposit', 'withdraw', 'activity'])
      expect(rowsOf(await page(`?tab=${tab}`, other)).records?.total).toBe(0);
  });

  it('reads the range and the page of the address', async () => {
    const today = rowsOf(await page('?tab=deposit', member)).today;
    expect(rowsOf(await page(`?tab=deposit&from=${today}&to=${today}`, member)).records?.total).toBe(1);
    expect(rowsOf(await page('?tab=deposit&from=2020-01-01&to=2020-01-31', member)).records?.total).toBe(0);
    const second = rowsOf(await page('?tab=deposit&page=2', member)).records;
    expect(second).toMatchObject({ total: 1, skip: 20, data: [] });
  });

  it('reads nothing for a range that is not valid (the form names the field to change)', async () => {
    expect(rowsOf(await page('?tab=deposit&from=2020-02-30&to=2020-03-01', member)).records).toBeNull();
    expect(rowsOf(await page('?tab=withdraw&from=2020-03-01&to=2020-02-01', member)).records).toBeNull();
  });

  it("reads nothing for a visitor, and the bet tab's records only on the bet tab", async () => {
    expect((await page('?tab=deposit', null)).tab).toBeNull();
    const bets = await page('', member);
    expect(bets.tab).toBeNull();
    expect(bets.bets?.status).toBe('done');
  });

  it('answers a failure to read as an error the tab shows with a retry link, not as the error page', async () => {
    const context = routeContext(t.services, { member });
    const failing: HistoryTabLoader = async () => {
      throw new Error('the database is away');
    };
    context.set(serverContext, { ...context.get(serverContext), historyTabs: { deposit: failing } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect((await page('?tab=deposit', member, context)).tab).toEqual({ status: 'error' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });
});
