import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_UNAUTHORIZED } from './gateway.ts';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../testing.ts';
import { createApp } from '../app.ts';
import type { AppServices } from '../services.ts';
import { users } from '../../app/features/auth/auth.table.server.ts';
import { createRedisBus } from './redis-bus.ts';
import { createContentVersion } from '../content-version.ts';
import type { MemberEvent } from './bus.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A channel and site name of this run only: other runs may share the Redis server. */
const webName = `bus${randomBytes(5).toString('hex')}`;

async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('Redis event bus', () => {
  it('carries an event published on one bus to the listeners of another, and ignores foreign messages', async () => {
    const channel = `${webName}:unit`;
    const one = await createRedisBus(REDIS_URL, channel);
    const two = await createRedisBus(REDIS_URL, channel);
    const raw = new Redis(REDIS_URL);
    try {
      const got: MemberEvent[] = [];
      two.subscribe((e) => got.push(e));
      await raw.publish(channel, 'not json');
      await raw.publish(channel, JSON.stringify({ topic: 'DEPOSIT' }));
      await one.publish({ memberId: 5, topic: 'CASHBACK', data: { amount: 12n.toString() } });
      await until(() => got.length === 1, 'the event');
      expect(got).toEqual([{ memberId: 5, topic: 'CASHBACK', data: { amount: '12' } }]);
    } finally {
      raw.disconnect();
      await one.close();
      await two.close();
    }
  });

  it('carries a content change of one instance to the caches of another', async () => {
    const channel = `${webName}:content`;
    const one = await createRedisBus(REDIS_URL, channel);
    const two = await createRedisBus(REDIS_URL, channel);
    const first = createContentVersion({ bus: one });
    const second = createContentVersion({ bus: two });
    try {
      const dropped: string[] = [];
      second.onChange('games', (area) => dropped.push(area));
      await first.changed('games');
      expect(first.current()).toBe(2);
      await until(() => second.current() === 2, 'the change on the other instance');
      expect(dropped).toEqual(['games']);
      // Its own announcement, coming back through Redis, is not counted twice.
      await new Promise((r) => setTimeout(r, 100));
      expect(first.current()).toBe(2);
    } finally {
      first.close();
      second.close();
      await one.close();
      await two.close();
    }
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(createRedisBus('redis://127.0.0.1:1', `${webName}:none`)).rejects.toThrow();
  });
});

describe('two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bServices: AppServices;
  let memberId: number;
  let token: string;
  const wsUrl = (app: FastifyInstance) =>
    `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/mb/gateway?token=${token}`;

  beforeAll(async () => {
    a = await createTestApp({ seed: true, env: { REDIS_URL, WEB_NAME: webName } });
    // A second process of the same site: same configuration and database, its own bus connection and sockets.
    ({ app: b, services: bServices } = await createApp({ config: a.config, database: a.database }));
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.listen({ port: 0, host: '127.0.0.1' });
    const [demo] = await a.services.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    memberId = demo.id;
    token = (await a.services.tokens.issue(memberId, {})).accessToken;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function open(app: FastifyInstance) {
    const socket = new WebSocket(wsUrl(app));
    const messages: unknown[] = [];
    socket.on('message', (d) => messages.push(JSON.parse(d.toString())));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await until(() => app.memberGateway.connections(memberId) === 1, 'the socket registered');
    return { socket, messages };
  }

  it("an event published on one instance reaches the member's socket on the other", async () => {
    const onB = await open(b);
    await a.services.bus.publish({ memberId, topic: 'DEPOSIT', data: { amount: 50000 } });
    await until(() => onB.messages.length === 1, 'the event on instance B');
    expect(onB.messages[0]).toEqual({ topic: 'DEPOSIT', data: { amount: 50000 } });

    const onA = await open(a.app);
    expect(b.memberGateway.connections(memberId)).toBe(1);
    await a.services.bus.publish({ memberId, topic: 'POINT', data: { point: 3 } });
    await until(() => onA.messages.length === 1 && onB.messages.length === 2, 'the event on both instances');
    expect(onA.messages[0]).toEqual({ topic: 'POINT', data: { point: 3 } });
    expect(onB.messages[1]).toEqual({ topic: 'POINT', data: { point: 3 } });
    onA.socket.close();
    onB.socket.close();
  });

  it("a session verified on one instance is refused there once it is revoked on the other, and the member's profile written on one is read again on the other", async () => {
    const session = await a.services.tokens.issue(memberId, {});
    expect((await bServices.tokens.verify(session.accessToken))?.id).toBe(memberId);
    const before = await bServices.auth.profile(memberId);
    // B keeps them now: a write behind the services' back is not seen ...
    await a.services.db.update(users).set({ first_name: 'Cached' }).where(eq(users.id, memberId));
    expect((await bServices.auth.profile(memberId))?.first_name).toBe(before?.first_name);
    // ... but a write announced on A is, and so is a revocation on A.
    await a.services.auth.memberChanged(memberId);
    let seen = before?.first_name;
    const deadline = Date.now() + 5000;
    while (seen !== 'Cached' && Date.now() < deadline) {
      seen = (await bServices.auth.profile(memberId))?.first_name;
      if (seen !== 'Cached') await new Promise((r) => setTimeout(r, 10));
    }
    expect(seen).toBe('Cached');
    expect((await bServices.tokens.verify(session.accessToken))?.id).toBe(memberId);
    await a.services.tokens.revoke(session.sessionId);
    let verified = await bServices.tokens.verify(session.accessToken);
    while (verified && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
      verified = await bServices.tokens.verify(session.accessToken);
    }
    expect(verified).toBeNull();
  });

  it('a session revoked on one instance has its socket closed on the other', async () => {
    const session = await a.services.tokens.issue(memberId, {});
    const socket = new WebSocket(
      `ws://127.0.0.1:${(b.server.address() as { port: number }).port}/mb/gateway?token=${session.accessToken}`,
    );
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await until(() => b.memberGateway.connections(memberId) >= 1, 'the socket registered on B');
    await a.services.tokens.revoke(session.sessionId);
    expect(await closed).toBe(CLOSE_UNAUTHORIZED);
  });
});
