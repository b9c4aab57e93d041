import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, formRequest, routeContext, type TestApp } from '../../../server/testing.ts';
import { callBody, createMember, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import type { PaymentBankView } from '../cashbox/cashbox.schemas.ts';
import { SETTLED_ROUNDS_LAG_MS } from '../seamless/seamless.schemas.ts';
import { action as productAction } from './routes/product.tsx';
import { createRewardsService } from './rewards.service.server.ts';
import { rewardItems, rewardPrizes, rewardRedeems } from './rewards.table.server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const key = () => randomUUID().replaceAll('-', '');
const thb = async () => (await t.services.locale.currencyByCode('THB'))!.id;

async function member(points: number) {
  const m = await createMember(t);
  if (points > 0)
    await t.services.points.award(null, {
      memberId: m.memberId,
      points,
      key: `test:${randomUUID()}`,
      reason: 'received_point_trigger',
    });
  return {
    ...m,
    headers: { authorization: `Bearer ${m.accessToken}` },
    member: { id: m.memberId, currencyId: await thb() },
  };
}

const main = (memberId: number) => t.services.ledger.balance({ member: memberId, wallet: 'main', currency: 'THB' });

async function product(stock: number | null, price = 1_000) {
  const [row] = await t.services.db
    .insert(rewardItems)
    .values({
      kind: 'physical',
      names: { en: `Test product ${randomUUID()}` },
      image_url: '/media/rewards/headphones.svg',
      points_price: price,
      stock,
      product_value: 100_000,
    })
    .returning();
  return row;
}

const shipping = {
  address: '99/1 Sukhumvit Road, Khlong Toei, Bangkok 10110',
  contact: 'Somchai Jaidee',
  phone: '+66 81 234 5678',
  email: 'somchai@example.com',
};

describe('exchange points for money', () => {
  it('spends the points and pays main from the house bonus account in one transaction, once per key', async () => {
    const m = await member(1_000);
    const k = key();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/mb/redeem-exchange-point',
        headers: m.headers,
        payload: { points: 500, key: k },
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'exchange', status: 'completed', points: 500, money: 5_000 });
    // The same request again, and twenty more in parallel: the first answer, nothing moves.
    const again = await Promise.all(Array.from({ length: 20 }, send));
    expect(new Set(again.map((r) => r.json().id))).toEqual(new Set([first.json().id]));
    expect(await t.services.points.balance(m.memberId)).toBe(500);
    expect(await main(m.memberId)).toBe(5_000);
    const history = await t.services.points.history(m.memberId, { page: 1, limit: 10 });
    expect(history.data[0]).toMatchObject({ points: -500, reason: 'exchange_money' });
  });

  it("refuses more than the balance with 'Point is not enough.' and below the minimum, changing nothing", async () => {
    const m = await member(300);
    const over = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-exchange-point',
      headers: { ...m.headers, 'x-locale': 'en' },
      payload: { points: 400, key: key() },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errorCode: 'POINT_NOT_ENOUGH', message: 'Point is not enough.' });
    const low = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-exchange-point',
      headers: m.headers,
      payload: { points: 50, key: key() },
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().data.errors).toEqual([
      { path: 'points', errorCode: 'POINTS_BELOW_MINIMUM', params: { min: 100 } },
    ]);
    expect(await t.services.points.balance(m.memberId)).toBe(300);
    expect(await main(m.memberId)).toBe(0);
    expect(await t.services.rewards.redeems(m.memberId, { limit: 10, skip: 0 }, 'en')).toMatchObject({ total: 0 });
  });
});

describe('physical rewards', () => {
  it('20 parallel clicks with the same key redeem once: points debited once, stock taken once', async () => {
    const m = await member(5_000);
    const item = await product(10);
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/mb/redeem-reward',
          headers: m.headers,
          payload: { item_id: item.id, key: k, ...shipping },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await t.services.points.balance(m.memberId)).toBe(4_000);
    const [after] = await t.services.db.select().from(rewardItems).where(eq(rewardItems.id, item.id));
    expect(after.stock).toBe(9);
  });

  it('20 parallel redeems with their own keys against points for 3: three succeed, the rest are refused', async () => {
    const m = await member(3_500);
    const item = await product(50);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/mb/redeem-reward',
          headers: m.headers,
          payload: { item_id: item.id, key: key(), ...shipping },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().errorCode)).toEqual(
      Array(17).fill('POINT_NOT_ENOUGH'),
    );
    expect(await t.services.points.balance(m.memberId)).toBe(500);
    const [after] = await t.services.db.select().from(rewardItems).where(eq(rewardItems.id, item.id));
    expect(after.stock).toBe(47);
    expect((await t.services.rewards.redeems(m.memberId, { limit: 50, skip: 0 }, 'en')).total).toBe(3);
  });

  it('stock never goes below zero: of 10 parallel redeems of the last 2, two succeed', async () => {
    const m = await member(50_000);
    const item = await product(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/mb/redeem-reward',
          headers: m.headers,
          payload: { item_id: item.id, key: key(), ...shipping },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.statusCode !== 201).map((a) => a.json().errorCode))).toEqual(
      new Set(['OUT_OF_STOCK']),
    );
    const [after] = await t.services.db.select().from(rewardItems).where(eq(rewardItems.id, item.id));
    expect(after.stock).toBe(0);
    expect(await t.services.points.balance(m.memberId)).toBe(48_000);
  });

  it('the address form: every field checked with its own message, nothing spent; then redeemed and shipped', async () => {
    const m = await member(2_000);
    const item = await product(5);
    const context = routeContext(t.services, { member: { id: m.memberId, currencyId: await thb() } as never });
    const url = `/en/reward/redreemExchangeReward/${item.id}`;
    const bad = (await productAction({
      request: formRequest(url, { item_id: String(item.id), key: key(), address: 'x', phone: 'abc', email: 'a@' }),
      params: { lang: 'en', id: String(item.id) },
      context,
    } as never)) as unknown as { init: { status: number }; data: { result: { error: Record<string, unknown> } } };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error).toEqual({
      address: [{ errorCode: 'ADDRESS_TOO_SHORT', params: { min: 10 } }],
      contact: [{ errorCode: 'CONTACT_REQUIRED' }],
      phone: [{ errorCode: 'PHONE_INVALID' }],
      email: [{ errorCode: 'EMAIL_INVALID' }],
    });
    expect(await t.services.points.balance(m.memberId)).toBe(2_000);

    let redirected: Response | null = null;
    try {
      await productAction({
        request: formRequest(url, { item_id: String(item.id), key: key(), ...shipping }),
        params: { lang: 'en', id: String(item.id) },
        context,
      } as never);
    } catch (thrown) {
      redirected = thrown as Response;
    }
    expect(redirected?.status).toBe(302);
    const [redeem] = (await t.services.rewards.redeems(m.memberId, { limit: 5, skip: 0 }, 'en')).data;
    expect(redeem).toMatchObject({ kind: 'physical', status: 'pending', shipping, tracking_no: null });
    expect(redirected?.headers.get('location')).toBe(`/en/reward/history?done=${redeem.id}`);

    const ops = { authorization: `Bearer ${t.config.opsToken}` };
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/ops/rewards/redeems/${redeem.id}/ship`,
      headers: ops,
      payload: { tracking_no: 'TH1234567890' },
    });
    expect(shipped.statusCode).toBe(200);
    const seen = await t.app.inject({ url: `/mb/redeem-transaction/${redeem.id}`, headers: m.headers });
    expect(seen.json()).toMatchObject({ status: 'shipped', tracking_no: 'TH1234567890' });
    // Another member never sees it.
    const other = await member(0);
    expect(
      (await t.app.inject({ url: `/mb/redeem-transaction/${redeem.id}`, headers: other.headers })).statusCode,
    ).toBe(404);
  });
});

describe('lucky boxes and random cards', () => {
  it('the prize is drawn, recorded and given in the same transaction; a physical prize waits for its address', async () => {
    const m = await member(10_000);
    const box = (await t.services.rewards.catalogue('lucky_box', 'en')).find((b) => b.tier === 'bronze')!;
    const prizes = await t.services.db.select().from(rewardPrizes).where(eq(rewardPrizes.item_id, box.id));
    const ordered = prizes.sort((a, b) => a.id - b.id);
    const total = ordered.reduce((s, p) => s + p.weight, 0);
    // A fixed source of randomness: the last ticket is the last prize (the power bank); ticket 0 the first (points).
    const tickets: number[] = [];
    const rewards = createRewardsService({
      db: t.services.db,
      ledger: t.services.ledger,
      points: () => t.services.points,
      turnover: () => t.services.turnover,
      cashbox: () => t.services.cashbox,
      currencyById: (id) => t.services.locale.currencyById(id),
      random: (max) => {
        expect(max).toBe(total);
        return tickets.shift()!;
      },
    });
    tickets.push(0);
    const first = await rewards.draw(m.member, 'lucky_box', { item_id: box.id, key: key() }, 'en');
    expect(first).toMatchObject({ status: 'completed', prize: { kind: 'points', amount: ordered[0].amount } });
    expect(await t.services.points.balance(m.memberId)).toBe(10_000 - box.points_price + ordered[0].amount);

    tickets.push(total - 1);
    const k = key();
    const second = await rewards.draw(m.member, 'lucky_box', { item_id: box.id, key: k }, 'en');
    expect(second).toMatchObject({ status: 'address_required', prize: { kind: 'physical' } });
    // The same key again: the recorded result, no new draw (no ticket is taken), nothing spent.
    const balance = await t.services.points.balance(m.memberId);
    expect((await rewards.draw(m.member, 'lucky_box', { item_id: box.id, key: k }, 'en')).id).toBe(second.id);
    expect(await t.services.points.balance(m.memberId)).toBe(balance);

    const badAddress = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-address',
      headers: m.headers,
      payload: { redeem_id: second.id, ...shipping, email: 'nope' },
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().data.errors).toEqual([{ path: 'email', errorCode: 'EMAIL_INVALID' }]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/mb/redeem-address',
      headers: m.headers,
      payload: { redeem_id: second.id, ...shipping },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ status: 'pending', shipping });
  });

  it('a money prize is paid into main once; the random card draws over REST', async () => {
    const m = await member(2_000);
    const card = (await t.services.rewards.catalogue('random_card', 'en'))[0];
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/mb/redeem-random-card',
          headers: m.headers,
          payload: { item_id: card.id, key: k },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const redeem = answers[0].json();
    const prize = redeem.prize;
    expect(await t.services.points.balance(m.memberId)).toBe(
      2_000 - card.points_price + (prize.kind === 'points' ? prize.amount : 0),
    );
    expect(await main(m.memberId)).toBe(prize.kind === 'money' ? prize.amount : 0);
    const [row] = await t.services.db.select().from(rewardRedeems).where(eq(rewardRedeems.id, redeem.id));
    expect(row).toMatchObject({ kind: 'random_card', status: 'completed', prize_kind: prize.kind });
  });
});

describe('points earned from play and deposits', () => {
  async function round(p: Player, stake: number, win: number) {
    const id = `round-${randomUUID()}`;
    const bet = callBody(p, { round_id: id, amount: stake });
    expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
    const result = callBody(p, { round_id: id, amount: win, ref_tx_id: bet.tx_id, round_closed: true });
    expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
  }

  it('per amount wagered, batched per member per run; runs repeated or in parallel pay once', async () => {
    // Whatever the seed left behind is read first.
    await t.services.rewards.earn();
    const p = await createPlayer(t, 1_000_000);
    const q = await createPlayer(t, 1_000_000);
    await round(p, 12_000, 0);
    await round(p, 13_000, 30_000);
    await round(q, 9_000, 0);
    await new Promise((r) => setTimeout(r, SETTLED_ROUNDS_LAG_MS + 200));
    const [a, b] = await Promise.all([t.services.rewards.earn(), t.services.rewards.earn()]);
    expect(a.rounds + b.rounds).toBeGreaterThanOrEqual(3);
    // ฿250 of slots at 1 point per ฿100: 2 points in one award; ฿90: none.
    expect(await t.services.points.balance(p.memberId)).toBe(2);
    expect(await t.services.points.balance(q.memberId)).toBe(0);
    const history = await t.services.points.history(p.memberId, { page: 1, limit: 10 });
    expect(history.data.map((r) => [r.points, r.reason])).toEqual([[2, 'bet']]);
    await t.services.rewards.earn();
    expect(await t.services.points.balance(p.memberId)).toBe(2);
  });

  it('per deposit credited, once per deposit', async () => {
    const p = await createPlayer(t, 0);
    const headers = { authorization: `Bearer ${p.accessToken}` };
    const banks: PaymentBankView[] = (await t.app.inject({ url: '/mb/payment-bank-information', headers })).json().data;
    const bank = banks.find((x) => x.min_deposit === null) ?? banks[0];
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/mb/deposit',
      headers,
      payload: { payment_bank_information_id: bank.id, deposit_amount: 1000 },
    });
    expect(deposit.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/ops/deposits/${deposit.json().id}/approve`,
      headers: { authorization: `Bearer ${t.config.opsToken}` },
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const rewards = createRewardsService({
      db: t.services.db,
      ledger: t.services.ledger,
      points: () => t.services.points,
      turnover: () => t.services.turnover,
      cashbox: () => t.services.cashbox,
      currencyById: (id) => t.services.locale.currencyById(id),
      depositLagSeconds: 0,
    });
    await rewards.earn();
    await rewards.earn();
    // ฿1,000 at 1 point per ฿10.
    expect(await t.services.points.balance(p.memberId)).toBe(100);
    expect((await t.services.points.history(p.memberId, { page: 1, limit: 10 })).data).toMatchObject([
      { points: 100, reason: 'deposit' },
    ]);
  });
});

describe('the operator', () => {
  it('changes the exchange rate and the earning rules; bad settings are refused', async () => {
    const ops = { authorization: `Bearer ${t.config.opsToken}` };
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/ops/rewards/settings',
      headers: ops,
      payload: { exchange_rates: [{ currency: 'THB', amount_per_point: 20, min_points: 50, is_active: true }] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.exchange_rates).toContainEqual({
      currency: 'THB',
      amount_per_point: 20,
      min_points: 50,
      is_active: true,
    });
    const m = await member(100);
    expect(await t.services.rewards.exchange(m.member, { points: 50, key: key() }, 'en')).toMatchObject({
      money: 1_000,
    });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/ops/rewards/settings',
      headers: ops,
      payload: { earn_rules: [{ source: 'bet', currency: 'THB', points: 1, per_amount: 0 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/ops/rewards/settings' })).statusCode).toBe(401);
    await t.app.inject({
      method: 'PATCH',
      url: '/ops/rewards/settings',
      headers: ops,
      payload: { exchange_rates: [{ currency: 'THB', amount_per_point: 10, min_points: 100, is_active: true }] },
    });
  });
});

describe('the pages and the books', () => {
  it('the total points endpoint pages the history; the generated pictures are served', async () => {
    const m = await member(700);
    const res = await t.app.inject({ url: '/mb/total-points?$limit=5', headers: m.headers });
    expect(res.json()).toMatchObject({ point: 700, total: 1, data: [{ points: 700 }] });
    const svg = await t.app.inject({ url: '/media/rewards/box-gold.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ url: '/media/rewards/unknown.svg' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/pb/redeem-type-list' })).json().data.map((x: { kind: string }) => x.kind),
    ).toEqual(['exchange', 'lucky_box', 'random_card', 'physical']);
  });

  it('ledger verify is clean after everything above', async () => {
    const report = await t.services.ledger.verify();
    expect(report.ok).toBe(true);
  });
});
