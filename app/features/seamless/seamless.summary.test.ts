import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { businessDate } from './seamless.service.server.ts';
import { callBody, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';

let t: TestApp;
let p: Player;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  p = await createPlayer(t, 100_000);
});
afterAll(async () => {
  await t?.close();
});

async function summary(query: string) {
  const res = await t.app.inject({
    url: `/mb/bet-summary${query}`,
    headers: { authorization: `Bearer ${p.accessToken}` },
  });
  return { status: res.statusCode, body: res.json() };
}

async function round(stake: number, win: number, gameCode?: string) {
  const id = `round-${randomUUID()}`;
  const bet = callBody(p, { round_id: id, amount: stake, game_code: gameCode });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  expect(
    (
      await walletCall(
        t,
        'result',
        callBody(p, { round_id: id, amount: win, ref_tx_id: bet.tx_id, round_closed: true, game_code: gameCode }),
      )
    ).answer.status,
  ).toBe('OK');
  return id;
}

describe(`bet summary per day and category on ${testDatabaseKind()}`, () => {
  it('totals a date range, and with breakdown=day per business date and game category', async () => {
    await round(2_000, 5_000);
    await round(1_000, 0);
    await round(500, 1_500, 'demo-crash');
    // One round of two days ago.
    const old = await round(300, 0);
    const before = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.services.db.execute(
      sql`UPDATE bet_transactions SET created_at = ${before}, business_date = ${businessDate(before)}::date WHERE round_id = ${old}`,
    );

    const today = businessDate(new Date());
    const all = await summary('?breakdown=day');
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toEqual({
      currency: 'THB',
      bet_amount: 3_800,
      win_amount: 6_500,
      win_lose: 2_700,
      bet_count: 4,
      days: [
        {
          business_date: today,
          game_category: 'crash',
          bet_amount: 500,
          win_amount: 1_500,
          win_lose: 1_000,
          bet_count: 1,
        },
        {
          business_date: today,
          game_category: 'slot',
          bet_amount: 3_000,
          win_amount: 5_000,
          win_lose: 2_000,
          bet_count: 2,
        },
        {
          business_date: businessDate(before),
          game_category: 'slot',
          bet_amount: 300,
          win_amount: 0,
          win_lose: -300,
          bet_count: 1,
        },
      ],
    });

    // The range leaves out the old round; without breakdown there are no days.
    const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const recent = await summary(`?createdAt[$gte]=${encodeURIComponent(since)}&breakdown=day`);
    expect(recent.body.data[0]).toMatchObject({ bet_amount: 3_500, win_amount: 6_500, bet_count: 3 });
    expect(recent.body.data[0].days.map((d: { game_category: string }) => d.game_category)).toEqual(['crash', 'slot']);
    expect((await summary('')).body.data[0].days).toBeUndefined();
  });

  it('refuses another breakdown and a reversed range', async () => {
    expect((await summary('?breakdown=month')).status).toBe(400);
    expect((await summary('?breakdown[$ne]=day')).status).toBe(400);
    const reversed = await summary(`?createdAt[$gte]=2025-02-02T00:00:00Z&createdAt[$lte]=2025-02-01T00:00:00Z`);
    expect(reversed.status).toBe(400);
    expect(reversed.body.errorCode).toBe('INVALID_DATE_RANGE');
  });
});
