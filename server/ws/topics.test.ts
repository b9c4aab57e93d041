import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../testing.ts';
import { callBody, createMember, createPlayer, walletCall, type Player } from '../testing/players.ts';
import { dateInZone } from '../daily-runs/daily-runs.service.ts';

/**
 * Each topic of the realtime feed (platform-shell, "Realtime feed"), published by the service that owns it through
 * its real path (an operator's approval, a withdrawal request, a daily run …), reaches the websockets of its member and
 * no one else's: a second member is connected throughout and must receive nothing.
 */

let t: TestApp;
let wsBase: string;
const ops = () => ({ authorization: `Bearer ${t.config.opsToken}` });

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Feed {
  socket: WebSocket;
  messages: { topic: string; data: unknown }[];
  close(): Promise<void>;
}

async function connect(memberId: number, token: string): Promise<Feed> {
  const socket = new WebSocket(`${wsBase}/mb/gateway?token=${token}`);
  const messages: Feed['messages'] = [];
  socket.on('message', (data) => {
    const text = data.toString();
    if (text !== 'pong') messages.push(JSON.parse(text));
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  await until(() => t.app.memberGateway.connections(memberId) > 0, 'the socket registered');
  return {
    socket,
    messages,
    async close() {
      socket.close();
      await closed;
    },
  };
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/**
 * Connects the member and a bystander, runs what publishes, and returns the member's messages of the topic once
 * one came; the bystander must have received nothing at all by then (and a moment later).
 */
async function deliveredOnlyTo(
  member: { memberId: number; accessToken: string },
  topic: string,
  act: () => Promise<unknown>,
  /** Runs once both members exist, before the sockets open (what concerns the bystander too happens here). */
  prepare?: () => Promise<unknown>,
): Promise<unknown[]> {
  const bystander = await createMember(t);
  await prepare?.();
  const mine = await connect(member.memberId, member.accessToken);
  const theirs = await connect(bystander.memberId, bystander.accessToken);
  try {
    await act();
    await until(() => mine.messages.some((m) => m.topic === topic), `${topic} on the member's socket`);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs.messages).toEqual([]);
    return mine.messages.filter((m) => m.topic === topic).map((m) => m.data);
  } finally {
    await mine.close();
    await theirs.close();
  }
}

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload }).then((r) => {
    if (r.statusCode >= 300) throw new Error(`${method} ${url}: ${r.statusCode} ${r.body}`);
    return r.json();
  });

/** A bank-transfer deposit of the member, approved by the operator. */
async function approvedDeposit(member: { accessToken: string }, baht: number): Promise<void> {
  const headers = { authorization: `Bearer ${member.accessToken}` };
  const banks = (await inject('GET', '/mb/payment-bank-information', headers)).data as {
    id: number;
    min_deposit: number | null;
  }[];
  const bank = banks.find((b) => b.min_deposit === null) ?? banks[0];
  const deposit = await inject('POST', '/mb/deposit', headers, {
    payment_bank_information_id: bank.id,
    deposit_amount: baht,
  });
  await inject('POST', `/ops/deposits/${deposit.id}/approve`, ops(), {});
}

async function round(p: Player, stake: number, win: number) {
  const id = `round-${randomUUID()}`;
  const bet = callBody(p, { round_id: id, amount: stake });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(p, { round_id: id, amount: win, ref_tx_id: bet.tx_id, round_closed: true });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

describe('every topic reaches only its member', () => {
  it('DEPOSIT: an approved deposit, with its amount', async () => {
    const m = await createMember(t);
    const data = await deliveredOnlyTo(m, 'DEPOSIT', () => approvedDeposit(m, 500));
    expect(data).toEqual([expect.objectContaining({ status: 'success', amount: 50_000, currency: 'THB' })]);
  });

  it('WITHDRAWAL: a withdrawal request, with its status', async () => {
    const m = await createMember(t, { funds: 300_000 });
    const headers = { authorization: `Bearer ${m.accessToken}` };
    let id = 0;
    const data = await deliveredOnlyTo(m, 'WITHDRAWAL', async () => {
      id = (await inject('POST', '/mb/money-withdrawal', headers, { amount: 100_000 })).id;
    });
    expect(data[0]).toEqual(expect.objectContaining({ withdrawal_id: id, status: expect.any(String) }));
  });

  it('CASHBACK and REBATE: the member chooses the bonus type', async () => {
    for (const [kind, topic] of [
      ['cashback', 'CASHBACK'],
      ['rebate', 'REBATE'],
    ] as const) {
      const m = await createMember(t);
      const data = await deliveredOnlyTo(m, topic, () =>
        t.services.cashback.activate(m.memberId, kind, { confirm: true }),
      );
      expect(data).toEqual([{ active: kind }]);
    }
  });

  it('POINT: points awarded, with the new balance', async () => {
    const m = await createMember(t);
    const data = await deliveredOnlyTo(m, 'POINT', () =>
      t.services.points.award(null, {
        memberId: m.memberId,
        points: 25,
        key: `topic:${m.memberId}`,
        reason: 'received_point_trigger',
      }),
    );
    expect(data).toEqual([{ point: 25 }]);
  });

  it('PRIVILEGE: the daily level run moves the member up', async () => {
    const run = () =>
      t.services.levels.job.run({
        businessDate: dateInZone(new Date(), 'Asia/Bangkok'),
        signal: new AbortController().signal,
        progress: async () => {},
      });
    const p = await createPlayer(t, 2_000_000);
    // A first run gives every new member (the bystander too) the first level; then the player's deposit and
    // turnover reach the next one, and only the player's level changes on the second run.
    const data = await deliveredOnlyTo(
      p,
      'PRIVILEGE',
      async () => {
        await round(p, 600_000, 0);
        await approvedDeposit(p, 1000);
        await run();
      },
      run,
    );
    expect(data).toEqual([expect.objectContaining({ privileges: expect.any(Array) })]);
  });

  it('COUPON_PROMOTION: a redeemed coupon', async () => {
    const m = await createMember(t);
    const data = await deliveredOnlyTo(m, 'COUPON_PROMOTION', () =>
      t.services.coupons.redeem(m.memberId, 'welcome100', { ip: '203.0.113.77', locale: 'en' }),
    );
    expect(data).toHaveLength(1);
  });

  it('FREESPIN_PROMOTION: spins given by the operator', async () => {
    const m = await createMember(t);
    const game = await t.services.games.getGameByCode('demo-slot');
    const data = await deliveredOnlyTo(m, 'FREESPIN_PROMOTION', () =>
      inject('POST', '/ops/freespin-grants', ops(), {
        member_id: m.memberId,
        game_list_id: game!.id,
        bet: 200,
        total_spin: 3,
        validity_days: 2,
        key: `ops-${randomUUID()}`,
      }),
    );
    expect(data).toEqual([expect.objectContaining({ game_list_id: game!.id, total_spin: 3 })]);
  });

  it('PERSONAL_MESSAGE: a message for the member on the bus', async () => {
    // The messages feature publishes it when a message for the member is written; the gateway's routing is the same.
    const m = await createMember(t);
    const data = await deliveredOnlyTo(m, 'PERSONAL_MESSAGE', () =>
      t.services.bus.publish({ memberId: m.memberId, topic: 'PERSONAL_MESSAGE', data: { id: 1 } }),
    );
    expect(data).toEqual([{ id: 1 }]);
  });
});
