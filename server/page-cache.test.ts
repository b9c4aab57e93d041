import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentVersion } from './content-version.ts';
import { createPageCache, pickEncoding } from './page-cache.ts';
import { pageHandler, type PageRenderer } from './plugins/react-router.ts';
import { createLocalBus, type EventBus } from './ws/bus.ts';
import { createTestApp, type TestApp } from './testing.ts';

const WEB = 'casino';
const EXP = `${WEB}_exp_Home_Page_1`;

interface Render {
  url: string;
  variants?: Record<string, string>;
}

/** One site instance: a page handler over a renderer that writes what it was asked into the page. */
async function instance(bus: EventBus, answer: (url: string) => { status?: number; setCookie?: string } = () => ({})) {
  const content = createContentVersion({ bus });
  const cache = createPageCache({ webName: WEB, version: () => content.current() });
  content.onChange('*', () => cache.clear());
  const renders: Render[] = [];
  const render: PageRenderer = async (request, reply, variants) => {
    renders.push({ url: request.url, variants });
    reply.header('content-security-policy', `script-src 'nonce-n${renders.length}'`);
    const { status = 200, setCookie } = answer(request.url);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (setCookie) headers.append('set-cookie', setCookie);
    const html = `<!DOCTYPE html><html><body><script nonce="n${renders.length}"></script>${request.url} ${JSON.stringify(variants ?? {})} ${'lobby '.repeat(300)}</body></html>`;
    return new Response(html, { status, headers });
  };
  const app: FastifyInstance = Fastify();
  await app.register(cookie);
  app.get('/*', pageHandler(render, cache));
  await app.ready();
  return { app, content, cache, renders };
}

const bus = createLocalBus();
let site: Awaited<ReturnType<typeof instance>>;
const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  site = await instance(bus, (url) =>
    url === '/en/providerselect' ? { setCookie: 'x=1; Path=/' } : url === '/th/games' ? { status: 404 } : {},
  );
});
afterEach(() => site.cache.clear());
afterAll(async () => {
  await site.app.close();
});

describe('anonymous page cache', () => {
  it('renders a page once and answers the next visitors of its variant from the cache, compressed once', async () => {
    const first = await get('/en', { cookie: `${EXP}=A`, 'accept-encoding': 'br' });
    const renders = site.renders.length;
    const second = await get('/en', { cookie: `${EXP}=A`, 'accept-encoding': 'br' });
    const gz = await get('/en', { cookie: `${EXP}=A`, 'accept-encoding': 'gzip' });
    const plain = await get('/en', { cookie: `${EXP}=A` });
    expect(site.renders.length).toBe(renders);
    expect(second.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(second.headers.vary).toContain('accept-encoding');
    // The page's scripts carry the nonce of the render that drew it: its hits are sent with that render's policy.
    expect(plain.body).toContain(`nonce="n${renders}"`);
    expect(second.headers['content-security-policy']).toBe(`script-src 'nonce-n${renders}'`);
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('keys pages by path, locale and experiment variant', async () => {
    await get('/en', { cookie: `${EXP}=A` });
    await get('/en', { cookie: `${EXP}=B` });
    await get('/th', { cookie: `${EXP}=A` });
    await get('/en/games', { cookie: `${EXP}=A` });
    const before = site.renders.length;
    const a = await get('/en', { cookie: `${EXP}=A` });
    const b = await get('/en', { cookie: `${EXP}=B` });
    const th = await get('/th', { cookie: `${EXP}=A` });
    expect(site.renders.length).toBe(before);
    expect(a.body).toContain('/en {"Home_Page_1":"A"}');
    expect(b.body).toContain('/en {"Home_Page_1":"B"}');
    expect(th.body).toContain('/th {"Home_Page_1":"A"}');
  });

  it('draws a variant for a new visitor, sends its cookie, and draws the page with it', async () => {
    const res = await get('/en');
    const setCookie = String(res.headers['set-cookie']);
    const variant = /casino_exp_Home_Page_1=([AB]);/.exec(setCookie)?.[1];
    expect(variant).toBeDefined();
    expect(res.body).toContain(`/en {"Home_Page_1":"${variant}"}`);
    // A returning visitor of that variant gets the same page from the cache.
    const before = site.renders.length;
    const again = await get('/en', { cookie: `${EXP}=${variant}` });
    expect(site.renders.length).toBe(before);
    expect(again.body).toBe(res.body);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('renders again after a content change on this instance or another one', async () => {
    const other = await instance(bus);
    try {
      for (const s of [site, other]) await s.app.inject({ url: '/en', headers: { cookie: `${EXP}=A` } });
      const counts = [site.renders.length, other.renders.length];
      // A write on the other instance (its service's invalidate()) reaches this one over the bus.
      await other.content.changed('games');
      await get('/en', { cookie: `${EXP}=A` });
      await other.app.inject({ url: '/en', headers: { cookie: `${EXP}=A` } });
      expect([site.renders.length, other.renders.length]).toEqual([counts[0] + 1, counts[1] + 1]);
      // And a page rendered from before the change is not served once the version moved on.
      await get('/en', { cookie: `${EXP}=A` });
      expect(site.renders.length).toBe(counts[0] + 1);
    } finally {
      await other.app.close();
    }
  });

  it('never caches a member page, a request with a query, a response that sets a cookie, or an error page', async () => {
    const cases: [string, Record<string, string>][] = [
      ['/en', { cookie: `${WEB}.jwt=token; ${EXP}=A` }],
      ['/en', { authorization: 'Bearer token', cookie: `${EXP}=A` }],
      ['/en', { cookie: `${WEB}refCode=FRIEND; ${EXP}=A` }],
      ['/en?modal=login', { cookie: `${EXP}=A` }],
      ['/en/providerselect', { cookie: `${EXP}=A` }],
      ['/th/games', { cookie: `${EXP}=A` }],
      ['/en/setting/profile', { cookie: `${EXP}=A` }],
    ];
    for (const [url, headers] of cases) {
      const before = site.renders.length;
      await get(url, headers);
      const second = await get(url, headers);
      expect(site.renders.length, url).toBe(before + 2);
      if (url === '/en/providerselect') expect(second.headers['set-cookie']).toEqual(['x=1; Path=/']);
    }
    // The cookie a page set went to its own request only.
    const visitor = await get('/en/providerselect', { cookie: `${EXP}=B` });
    expect(visitor.headers['set-cookie']).toEqual(['x=1; Path=/']);
    expect(site.cache.size).toBe(0);
  });

  it('renders once for concurrent misses of one page', async () => {
    const before = site.renders.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/id', { cookie: `${EXP}=B` })));
    expect(site.renders.length).toBe(before + 1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe('content version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts a change when a service of public content drops its cache', () => {
    for (const service of [t.services.site, t.services.games, t.services.policy]) {
      const before = t.services.content.current();
      service.invalidate();
      expect(t.services.content.current()).toBe(before + 1);
    }
  });

  it('lets the operator announce content written in the database', async () => {
    const auth = { authorization: `Bearer ${t.config.opsToken}` };
    const before = t.services.content.current();
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/content/changed',
      headers: auth,
      payload: { area: 'games' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: before + 1 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/content/changed',
      headers: auth,
      payload: { area: 'wallet' },
    });
    expect(bad.statusCode).toBe(400);
    expect(t.services.content.current()).toBe(before + 1);
  });
});

describe('pickEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});
