import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../server/testing.ts';
import { createJackpotReader } from './games.jackpot.server.ts';

/**
 * A stand-in for the game provider's public API: `GET /demo-provider/api/jackpot` answers what the test sets
 * (`{ pool, currency, updated_at }`), anything else 404. It counts the requests it receives.
 */
let server: Server;
let base: string;
let answer: { status: number; body: string } = { status: 404, body: '' };
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/demo-provider/api/jackpot') {
      requests++;
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/demo-provider`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const pool = (value: number) => ({
  status: 200,
  body: JSON.stringify({ pool: value, currency: 'THB', updated_at: '2026-11-24T10:00:00Z' }),
});

describe('the jackpot pool of the game provider', () => {
  it('reads the pool over HTTP and keeps it a few seconds', async () => {
    let now = 1_000_000;
    const reader = createJackpotReader({ baseUrl: () => base, ttlMs: 3_000, now: () => now });
    answer = pool(1_234_567);
    requests = 0;
    expect(await reader.current()).toEqual({
      pool: 1_234_567,
      currency: 'THB',
      updated_at: '2026-11-24T10:00:00.000Z',
    });
    answer = pool(1_250_000);
    now += 2_000;
    expect((await reader.current())?.pool).toBe(1_234_567);
    expect(requests).toBe(1);
    now += 1_500;
    expect((await reader.current())?.pool).toBe(1_250_000);
    expect(requests).toBe(2);
  });

  it('gives no jackpot when the provider has none, answers an error or something else, or is not there', async () => {
    const reasons: string[] = [];
    const read = async (a: { status: number; body: string }) => {
      answer = a;
      return createJackpotReader({ baseUrl: () => base, onError: (r) => reasons.push(r) }).current();
    };
    expect(await read({ status: 404, body: '' })).toBeNull();
    expect(await read({ status: 500, body: '{"pool":5}' })).toBeNull();
    expect(await read({ status: 200, body: 'not json' })).toBeNull();
    expect(
      await read({ status: 200, body: JSON.stringify({ pool: 1.5, currency: 'THB', updated_at: 'x' }) }),
    ).toBeNull();
    expect(
      await read({ status: 200, body: JSON.stringify({ pool: -1, currency: 'THB', updated_at: 'x' }) }),
    ).toBeNull();
    expect(
      await read({ status: 200, body: JSON.stringify({ pool: 10, currency: 'thb!', updated_at: 'x' }) }),
    ).toBeNull();
    expect(reasons.length).toBe(6);
    // Nobody listening at the address; no address known yet.
    const gone = createJackpotReader({ baseUrl: () => 'http://127.0.0.1:9/demo-provider', timeoutMs: 500 });
    expect(await gone.current()).toBeNull();
    expect(await createJackpotReader({ baseUrl: () => null }).current()).toBeNull();
  });

  it('an absent answer is kept as long as a present one: a missing provider is not asked at every page view', async () => {
    answer = { status: 404, body: '' };
    requests = 0;
    const reader = createJackpotReader({ baseUrl: () => base, ttlMs: 60_000 });
    await Promise.all([reader.current(), reader.current(), reader.current()]);
    await reader.current();
    expect(requests).toBe(1);
  });

  it('/pb/jackpot answers the pool from the configured provider, and nothing without one', async () => {
    answer = pool(987_654_321);
    const t = await createTestApp({ env: { DEMO_PROVIDER_URL: base } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/pb/jackpot' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        total: 1,
        limit: 1,
        skip: 0,
        data: [{ pool: 987_654_321, currency: 'THB', updated_at: '2026-11-24T10:00:00.000Z' }],
      });
    } finally {
      await t.close();
    }
    const absent = await createTestApp({ env: { DEMO_PROVIDER_URL: 'http://127.0.0.1:9/demo-provider' } });
    try {
      const res = await absent.app.inject({ method: 'GET', url: '/pb/jackpot' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ total: 0, data: [] });
    } finally {
      await absent.close();
    }
  });
});
