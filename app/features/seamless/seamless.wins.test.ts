import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { callBody, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import { LIVE_WINS_MAX, maskUsername, type LiveWin } from './seamless.schemas.ts';

describe('maskUsername', () => {
  it('keeps two first characters and the last, and never tells the length', () => {
    expect(maskUsername('demo')).toBe('de***o');
    expect(maskUsername('winner2026')).toBe('wi***6');
    expect(maskUsername('abcd')).toBe('ab***d');
    expect(maskUsername('bob')).toBe('b***');
    expect(maskUsername('x')).toBe('x***');
    expect(maskUsername('')).toBe('***');
    // Characters, not UTF-16 units: a name in Thai or with an emoji is cut between characters.
    expect(maskUsername('สมชายใจดี')).toBe('สม***ี');
    expect(maskUsername('🎰lucky🎲')).toBe('🎰l***🎲');
  });
});

let t: TestApp;
let wsBase: string;
let winner: Player;
let winnerName: string;

/** A round of the player: a bet and a result paying `win` (0: a loss). */
async function round(p: Player, stake: number, win: number): Promise<void> {
  const bet = callBody(p, { amount: stake });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(p, { amount: win, round_id: bet.round_id, ref_tx_id: bet.tx_id, round_closed: true });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

async function usernameOf(memberId: number): Promise<string> {
  return (await t.services.auth.usernames([memberId])).get(memberId)!;
}

beforeAll(async () => {
  t = await createTestApp({ seed: true, app: { publicFeedMs: 60 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  winner = await createPlayer(t, 100_000);
  winnerName = await usernameOf(winner.memberId);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('live wins', () => {
  it('lists paid results newest first with masked names; losses are left out; the username never leaves', async () => {
    await round(winner, 1_000, 2_500);
    await round(winner, 1_000, 0);
    await round(winner, 500, 700);
    const wins = await t.services.seamless.recentWins({ afterId: 0 });
    expect(wins.map((w) => w.amount)).toEqual([700, 2_500]);
    expect(wins[0]).toMatchObject({
      game_code: 'demo-slot',
      game_name: 'Fortune Five',
      player: maskUsername(winnerName),
      currency: 'THB',
    });
    expect(wins[0].id).toBeGreaterThan(wins[1].id);
    expect(await t.services.seamless.recentWins({ afterId: wins[0].id })).toEqual([]);

    const res = await t.app.inject({ method: 'GET', url: '/pb/live-win' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; data: LiveWin[] };
    expect(body.data.map((w) => w.amount)).toEqual([700, 2_500]);
    expect(Object.keys(body.data[0]).sort()).toEqual([
      'amount',
      'at',
      'currency',
      'game_code',
      'game_name',
      'id',
      'player',
    ]);
    expect(res.body).not.toContain(winnerName);
    expect(res.body).not.toContain('member_id');
  });

  it('caps what it sends', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/pb/live-win?$limit=${LIVE_WINS_MAX + 1}` });
    expect(res.statusCode).toBe(400);
    const one = await t.app.inject({ method: 'GET', url: '/pb/live-win?$limit=1' });
    expect((one.json() as { data: LiveWin[] }).data).toHaveLength(1);
  });

  it('pushes new wins over a visitor socket that asked for them, with masked names only', async () => {
    const socket = new WebSocket(`${wsBase}/pb/gateway`);
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(data.toString()));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    // Nothing arrives before the page asks for the topic.
    await round(winner, 1_000, 1_200);
    await new Promise((r) => setTimeout(r, 300));
    expect(messages).toEqual([]);

    socket.send(JSON.stringify({ op: 'subscribe', topics: ['LIVE_WIN', 'NOT_A_TOPIC'] }));
    await until(() => t.app.memberGateway.listeners('LIVE_WIN') === 1, 'the subscription');
    // The feed starts from the latest wins a page reads (kept two seconds): only newer ones are pushed.
    await new Promise((r) => setTimeout(r, 300));
    const other = await createPlayer(t, 50_000);
    const otherName = await usernameOf(other.memberId);
    await round(other, 2_000, 9_000);
    const pushed = () =>
      messages.map((m) => JSON.parse(m) as { topic: string; data: { wins: LiveWin[] } }).flatMap((m) => m.data.wins);
    await until(() => pushed().some((w) => w.amount === 9_000), 'the pushed win');
    expect(messages.every((m) => JSON.parse(m).topic === 'LIVE_WIN')).toBe(true);
    expect(pushed().find((w) => w.amount === 9_000)!.player).toBe(maskUsername(otherName));
    expect(pushed().filter((w) => w.amount === 9_000)).toHaveLength(1);
    for (const text of messages) {
      expect(text).not.toContain(otherName);
      expect(text).not.toContain(winnerName);
    }

    socket.send(JSON.stringify({ op: 'unsubscribe', topics: ['LIVE_WIN'] }));
    await until(() => t.app.memberGateway.listeners('LIVE_WIN') === 0, 'the unsubscription');
    const sent = messages.length;
    await round(other, 1_000, 3_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(messages).toHaveLength(sent);
    const closed = new Promise((r) => socket.once('close', r));
    socket.close();
    await closed;
  });

  it('a member socket receives the public topic too once it asks, beside its own events', async () => {
    const socket = new WebSocket(`${wsBase}/mb/gateway?token=${winner.accessToken}`);
    const messages: { topic: string; data: { wins?: LiveWin[] } }[] = [];
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('{')) messages.push(JSON.parse(text));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    await until(() => t.app.memberGateway.connections(winner.memberId) === 1, 'the member socket');
    socket.send(JSON.stringify({ op: 'subscribe', topics: ['LIVE_WIN'] }));
    await until(() => t.app.memberGateway.listeners('LIVE_WIN') === 1, 'the subscription');
    await new Promise((r) => setTimeout(r, 300));
    await round(winner, 1_000, 4_200);
    const pushed = () => messages.filter((m) => m.topic === 'LIVE_WIN').flatMap((m) => m.data.wins ?? []);
    await until(() => pushed().some((w) => w.amount === 4_200), 'the pushed win');
    expect(pushed().find((w) => w.amount === 4_200)!.player).toBe(maskUsername(winnerName));
    const closed = new Promise((r) => socket.once('close', r));
    socket.close();
    await closed;
  });

  it('refuses more visitor sockets than an address may hold', async () => {
    await new Promise((r) => setTimeout(r, 200));
    const open: WebSocket[] = [];
    let refused: number | null = null;
    for (let i = 0; i < 9 && refused === null; i++) {
      const socket = new WebSocket(`${wsBase}/pb/gateway`);
      socket.on('error', () => {});
      const code = await new Promise<number | null>((resolve) => {
        socket.once('close', (c) => resolve(c));
        socket.once('open', () => setTimeout(() => resolve(null), 100));
      });
      if (code !== null) refused = code;
      else open.push(socket);
    }
    expect(open).toHaveLength(8);
    expect(refused).toBe(1013);
    for (const socket of open) socket.close();
  });
});
