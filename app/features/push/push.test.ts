import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';
import { createMember } from '../../../server/testing/players.ts';
import { pushSubscriptions } from './push.table.server.ts';
import { SUBSCRIPTIONS_PER_MEMBER } from './push.service.server.ts';

// web-push's own decryption library (its dependency): the test reads the message as a browser would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(
    body: Buffer,
    params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
};

let t: TestApp;
let memberId: number;
let otherId: number;
let token: string;
let server: Server;
let base: string;
/** What the stand-in push service received, and how it answers each path. */
const received: { path: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
const answers = new Map<string, number>();

/** A browser's subscription: its key pair and auth secret, with an endpoint on the stand-in push service. */
function browser(path: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    subscription: {
      endpoint: `${base}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const member = await createMember(t);
  memberId = member.memberId;
  token = member.accessToken;
  otherId = (await createMember(t)).memberId;
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(req.url ?? '') ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((r) => server?.close(r));
  await t?.close();
});
beforeEach(async () => {
  received.length = 0;
  answers.clear();
  await t.services.db.delete(pushSubscriptions);
});

describe('Web Push', () => {
  it('generates a VAPID key pair into DATA_DIR when none is configured, and serves its public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pb/push-key' });
    expect(res.statusCode).toBe(200);
    const key = res.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(key).toBe(t.config.vapid.publicKey);
    const { loadConfig } = await import('../../../server/config.ts');
    // The same DATA_DIR gives the same keys on the next start.
    expect(loadConfig({ NODE_ENV: 'test' }, { DATA_DIR: t.config.dataDir }).vapid).toEqual(t.config.vapid);
  });

  it('stores a subscription for the signed-in member only, and refuses a bad one with nothing stored', async () => {
    const { subscription } = browser('/x');
    const https = { ...subscription, endpoint: 'https://push.example.com/send/abc' };
    const anonymous = await t.app.inject({ method: 'POST', url: '/mb/push-subscription', payload: https });
    expect(anonymous.statusCode).toBe(401);
    const bad = [
      { ...https, endpoint: 'http://push.example.com/send/abc' }, // the server posts to it: https only
      { ...https, keys: { ...https.keys, p256dh: 'short' } },
      { endpoint: https.endpoint },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/mb/push-subscription',
        headers: { authorization: `Bearer ${token}` },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.services.push.count(memberId)).toBe(0);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/mb/push-subscription',
      headers: { authorization: `Bearer ${token}` },
      payload: https,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const rows = await t.services.db.select().from(pushSubscriptions);
    expect(rows.map((r) => [r.member_id, r.endpoint])).toEqual([[memberId, https.endpoint]]);
    // Another member cannot remove it; the member can.
    expect(await t.services.push.unsubscribe(otherId, https.endpoint)).toBe(false);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/mb/push-subscription',
      headers: { authorization: `Bearer ${token}` },
      payload: { endpoint: https.endpoint },
    });
    expect(del.json()).toEqual({ removed: true });
    expect(await t.services.push.count(memberId)).toBe(0);
  });

  it('keeps at most the newest subscriptions per member', async () => {
    for (let i = 0; i < SUBSCRIPTIONS_PER_MEMBER + 3; i++)
      await t.services.push.subscribe(memberId, browser(`/s${i}`).subscription);
    expect(await t.services.push.count(memberId)).toBe(SUBSCRIPTIONS_PER_MEMBER);
    const rows = await t.services.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(rows.map((r) => r.endpoint)).toContain(`${base}/s${SUBSCRIPTIONS_PER_MEMBER + 2}`);
    expect(rows.map((r) => r.endpoint)).not.toContain(`${base}/s0`);
  });

  it('sends an encrypted, VAPID-signed message with explicit TTL and urgency; 410 and 404 remove the subscription', async () => {
    const alive = browser('/alive');
    const gone = browser('/gone');
    const missing = browser('/missing');
    const broken = browser('/broken');
    const elsewhere = browser('/elsewhere');
    for (const b of [alive, gone, missing, broken]) await t.services.push.subscribe(memberId, b.subscription);
    await t.services.push.subscribe(otherId, elsewhere.subscription);
    answers.set('/gone', 410);
    answers.set('/missing', 404);
    answers.set('/broken', 500);

    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/push',
      headers: { authorization: `Bearer ${t.config.opsToken}` },
      payload: {
        member_id: memberId,
        title: 'Bonus',
        body: 'Your cashback is in',
        url: '/cashback',
        ttl: 3600,
        urgency: 'high',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect(received.map((r) => r.path).sort()).toEqual(['/alive', '/broken', '/gone', '/missing']);

    const message = received.find((r) => r.path === '/alive');
    if (!message) throw new Error('no message');
    expect(message.headers.ttl).toBe('3600');
    expect(message.headers.urgency).toBe('high');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.config.vapid.publicKey}$`),
    );
    const plain = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: alive.ecdh, authSecret: alive.auth });
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      title: 'Bonus',
      body: 'Your cashback is in',
      url: '/cashback',
    });

    const left = await t.services.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions);
    expect(left.map((r) => r.endpoint.slice(base.length)).sort()).toEqual(['/alive', '/broken', '/elsewhere']);
  });

  it('sends to every subscription without a member, and refuses a bad notification', async () => {
    await t.services.push.subscribe(memberId, browser('/a').subscription);
    await t.services.push.subscribe(otherId, browser('/b').subscription);
    const ops = { authorization: `Bearer ${t.config.opsToken}` };
    for (const payload of [
      { title: '', body: 'x' },
      { title: 'x', body: 'x', url: 'https://evil.example' },
      { title: 'x', body: 'x', ttl: -1 },
      { title: 'x', body: 'x', urgency: 'now' },
    ]) {
      const bad = await t.app.inject({ method: 'POST', url: '/ops/push', headers: ops, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(received).toHaveLength(0);
    const all = await t.app.inject({
      method: 'POST',
      url: '/ops/push',
      headers: ops,
      payload: { title: 'News', body: 'New games' },
    });
    expect(all.json()).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(received.map((r) => r.path).sort()).toEqual(['/a', '/b']);
    expect(received[0].headers.ttl).toBe('86400');
    expect(received[0].headers.urgency).toBe('normal');
    // A member on a time-out gets no notification (marketing stops); the others still do.
    await t.services.protection.exclude(otherId, 'timeout_24h');
    received.length = 0;
    const again = await t.app.inject({
      method: 'POST',
      url: '/ops/push',
      headers: ops,
      payload: { title: 'News', body: 'More games' },
    });
    expect(again.json()).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(received.map((r) => r.path)).toEqual(['/a']);
    const noToken = await t.app.inject({ method: 'POST', url: '/ops/push', payload: { title: 'x', body: 'y' } });
    expect(noToken.statusCode).toBe(401);
  });
});
