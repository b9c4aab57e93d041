import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../testing.ts';
import { users } from '../../app/features/auth/auth.table.server.ts';
import { CLOSE_UNAUTHORIZED } from './gateway.ts';

let t: TestApp;
let wsBase: string;
let memberId: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, app: { heartbeatMs: 150 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const [demo] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
  memberId = demo.id;
  token = (await t.services.tokens.issue(memberId, {})).accessToken;
});
afterAll(async () => {
  await t?.close();
});

/** Opens a socket and collects its messages; resolves once it is open. */
async function connect(url: string, options: WebSocket.ClientOptions = {}) {
  const socket = new WebSocket(url, options);
  const messages: string[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => messages.push(data.toString()));
  socket.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return { socket, messages, closed };
}

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('/mb/gateway', () => {
  it("delivers { topic, data } events of the bus to the member's sockets only", async () => {
    const a = await connect(`${wsBase}/mb/gateway?token=${token}`);
    const b = await connect(`${wsBase}/mb/gateway`, { headers: { cookie: `${t.config.WEB_NAME}.jwt=${token}` } });
    await until(() => t.app.memberGateway.connections(memberId) === 2, 'both sockets registered');

    await t.services.bus.publish({ memberId: memberId + 1000, topic: 'DEPOSIT', data: { amount: 1 } });
    await t.services.bus.publish({ memberId, topic: 'DEPOSIT', data: { amount: 150000, currency: 'THB' } });
    await until(() => a.messages.length > 0 && b.messages.length > 0, 'the event');
    for (const { messages } of [a, b]) {
      expect(messages.map((m) => JSON.parse(m))).toEqual([
        { topic: 'DEPOSIT', data: { amount: 150000, currency: 'THB' } },
      ]);
    }

    a.socket.close();
    await a.closed;
    await until(() => t.app.memberGateway.connections(memberId) === 1, 'the closed socket removed');
    await t.services.bus.publish({ memberId, topic: 'PERSONAL_MESSAGE', data: null });
    await until(() => b.messages.length === 2, 'the second event');
    expect(JSON.parse(b.messages[1])).toEqual({ topic: 'PERSONAL_MESSAGE', data: null });
    expect(a.messages.length).toBe(1);
    b.socket.close();
    await b.closed;
    await until(() => t.app.memberGateway.connections(memberId) === 0, 'no sockets left');
  });

  it('closes with 4401 without a token, with a bad one and with one of a revoked session', async () => {
    const revoked = await t.services.tokens.issue(memberId, {});
    await t.services.tokens.revoke(revoked.sessionId);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    for (const url of [
      '/mb/gateway',
      '/mb/gateway?token=not-a-jwt',
      `/mb/gateway?token=${forged}`,
      `/mb/gateway?token=${revoked.accessToken}`,
    ]) {
      const { closed } = await connect(`${wsBase}${url}`);
      expect((await closed).code, url).toBe(CLOSE_UNAUTHORIZED);
    }
    expect(t.app.memberGateway.connections(memberId)).toBe(0);
  });

  it('closes the sockets of a session that logs out, and only those', async () => {
    const mine = await t.services.tokens.issue(memberId, {});
    const other = await t.services.tokens.issue(memberId, {});
    const a = await connect(`${wsBase}/mb/gateway`, {
      headers: { cookie: `${t.config.WEB_NAME}.jwt=${mine.accessToken}` },
    });
    const b = await connect(`${wsBase}/mb/gateway?token=${other.accessToken}`);
    await until(() => t.app.memberGateway.connections(memberId) === 2, 'both sockets registered');
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/pb/authentication',
      headers: { authorization: `Bearer ${mine.accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect((await a.closed).code).toBe(CLOSE_UNAUTHORIZED);
    await until(() => t.app.memberGateway.connections(memberId) === 1, 'the logged-out socket removed');
    expect(b.socket.readyState).toBe(WebSocket.OPEN);
    await t.services.bus.publish({ memberId, topic: 'POINT', data: { point: 1 } });
    await until(() => b.messages.length === 1, 'events still reach the other session');
    // The revocation itself never reaches a browser.
    expect(b.messages.map((m) => JSON.parse(m).topic)).toEqual(['POINT']);
    b.socket.close();
    await b.closed;
  });

  it('a password change closes the member’s other sessions’ sockets and keeps the one that changed it', async () => {
    const changer = await t.services.tokens.issue(memberId, {});
    const elsewhere = await t.services.tokens.issue(memberId, {});
    const here = await connect(`${wsBase}/mb/gateway?token=${changer.accessToken}`);
    const there = await connect(`${wsBase}/mb/gateway?token=${elsewhere.accessToken}`);
    await until(() => t.app.memberGateway.connections(memberId) === 2, 'both sockets registered');
    const change = (from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/mb/member-change-password',
        headers: { authorization: `Bearer ${changer.accessToken}` },
        payload: { current_password: from, password: to, confirm_password: to },
      });
    const changed = await change('Demo1234', 'Demo5678');
    expect(changed.statusCode, changed.body).toBe(201);
    expect((await there.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect(here.socket.readyState).toBe(WebSocket.OPEN);
    // A socket opening with a token of a session revoked a moment ago is closed too.
    const late = await connect(`${wsBase}/mb/gateway?token=${elsewhere.accessToken}`);
    expect((await late.closed).code).toBe(CLOSE_UNAUTHORIZED);
    expect((await change('Demo5678', 'Demo1234')).statusCode).toBe(201);
    here.socket.close();
    await here.closed;
    await until(() => t.app.memberGateway.connections(memberId) === 0, 'no sockets left');
    token = (await t.services.tokens.issue(memberId, {})).accessToken; // the change ended the other tests' session too
  });

  it('refuses a handshake from another site’s page before the upgrade; the site’s own pages and non-browsers connect', async () => {
    const cookie = `${t.config.WEB_NAME}.jwt=${token}`;
    const port = (t.app.server.address() as { port: number }).port;
    for (const origin of ['https://evil.example', `http://127.0.0.1:${port + 1}`, 'null', `http://localhost:${port}`]) {
      await expect(connect(`${wsBase}/mb/gateway`, { headers: { cookie, origin } }), origin).rejects.toThrow(
        'HTTP 403',
      );
    }
    expect(t.app.memberGateway.connections(memberId)).toBe(0);
    const allowed: WebSocket.ClientOptions[] = [
      { headers: { cookie, origin: `http://127.0.0.1:${port}` } },
      { headers: { cookie } },
    ];
    for (const options of allowed) {
      const ok = await connect(`${wsBase}/mb/gateway`, options);
      await until(() => t.app.memberGateway.connections(memberId) === 1, 'registered');
      ok.socket.close();
      await ok.closed;
      await until(() => t.app.memberGateway.connections(memberId) === 0, 'removed');
    }
  });

  it('answers a text ping with pong', async () => {
    const c = await connect(`${wsBase}/mb/gateway?token=${token}`);
    c.socket.send('ping');
    await until(() => c.messages.includes('pong'), 'pong');
    c.socket.close();
    await c.closed;
  });

  it('keeps a socket that answers pings and drops one that does not', async () => {
    const live = await connect(`${wsBase}/mb/gateway?token=${token}`);
    const dead = await connect(`${wsBase}/mb/gateway?token=${token}`, { autoPong: false });
    await until(() => t.app.memberGateway.connections(memberId) === 2, 'both registered');
    const { code } = await dead.closed; // terminated after a heartbeat without a pong
    expect(code).toBe(1006);
    await until(() => t.app.memberGateway.connections(memberId) === 1, 'the dead socket removed');
    await new Promise((r) => setTimeout(r, 500)); // several more heartbeats
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    await t.services.bus.publish({ memberId, topic: 'WITHDRAWAL', data: { id: 7 } });
    await until(() => live.messages.length === 1, 'the event on the live socket');
    live.socket.close();
    await live.closed;
  });
});
