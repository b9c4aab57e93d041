import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.ts';
import { CHAT_HOSTS } from './security-headers.ts';

/** Directive name → its sources. */
function csp(header: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

let t: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({
    env: {
      PUBLIC_BASE_URL: 'https://casino.example',
      FRAME_SOURCES: 'https://games.example.com,https://pay.example.net',
    },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

describe('security headers', () => {
  it('the API and every other response carry CSP, frame, sniffing and referrer headers', async () => {
    for (const url of ['/pb/currency', '/pb/nothing-here', '/mb/users']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'strict-dynamic'"]));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('a fresh script nonce for each response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/pb/currency' });
      const nonce = csp(res.headers['content-security-policy'])
        .get('script-src')!
        .find((s) => s.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it('HSTS only over https: directly or through a trusted proxy, never over plain http or from an untrusted one', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/pb/currency' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const viaProxy = await t.app.inject({
      method: 'GET',
      url: '/pb/currency',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const spoofed = await t.app.inject({
      method: 'GET',
      url: '/pb/currency',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '203.0.113.9',
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('the game iframe and payment pages are allowed by name: the site itself and the configured origins', async () => {
    expect(
      csp((await t.app.inject({ method: 'GET', url: '/pb/currency' })).headers['content-security-policy']).get(
        'frame-src',
      ),
    ).toEqual(["'self'", 'https://www.googletagmanager.com', ...CHAT_HOSTS.frame]);
    const frames = csp(
      (await proxied.app.inject({ method: 'GET', url: '/pb/currency' })).headers['content-security-policy'],
    ).get('frame-src');
    expect(frames).toEqual([
      "'self'",
      'https://games.example.com',
      'https://pay.example.net',
      'https://www.googletagmanager.com',
      ...CHAT_HOSTS.frame,
    ]);
  });

  it('the demo provider’s pages may be framed by the casino only, and keep their own policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun&lang=en' });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');

    const behindPublicUrl = await proxied.app.inject({
      method: 'GET',
      url: '/demo-provider/play/demo-slot?mode=fun&lang=en',
    });
    expect(csp(behindPublicUrl.headers['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://casino.example',
    ]);
    // Framed by another origin than its own: old browsers get no X-Frame-Options they would read as "same origin only".
    expect(behindPublicUrl.headers['x-frame-options']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('refuses a frame source that is not an origin', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(() =>
      loadConfig(
        { FRAME_SOURCES: 'https://ok.example, javascript:alert(1)' },
        { jwtSecret: 'x'.repeat(32), opsToken: 'y'.repeat(24), DATA_DIR: '/tmp' },
      ),
    ).toThrow(/FRAME_SOURCES/);
    expect(() =>
      loadConfig(
        { FRAME_SOURCES: 'https://ok.example/path' },
        { jwtSecret: 'x'.repeat(32), opsToken: 'y'.repeat(24), DATA_DIR: '/tmp' },
      ),
    ).toThrow(/FRAME_SOURCES/);
    expect(
      loadConfig(
        { FRAME_SOURCES: 'https://ok.example, http://localhost:8080' },
        { jwtSecret: 'x'.repeat(32), opsToken: 'y'.repeat(24), DATA_DIR: '/tmp' },
      ).FRAME_SOURCES,
    ).toEqual(['https://ok.example', 'http://localhost:8080']);
  });
});
