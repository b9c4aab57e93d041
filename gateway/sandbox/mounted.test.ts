import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from '../../server/testing.ts';
import type { DeliveryView } from './service.ts';
import { signedHeaders } from './testing.ts';

/** The gateway as the casino mounts it (server/app.ts): its secret from the configuration, its own headers. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const body = () => ({
  merchant_reference: `dep-mounted-${Date.now()}`,
  method: 'PROMPTPAY',
  amount: 50_000,
  fee: 0,
  currency: 'THB',
  locale: 'en',
  expires_in_seconds: 300,
  return_url: '/en/setting/wallet',
  payer: { name: 'Demo Member' },
});

describe('the sandbox gateway in the casino', () => {
  it('takes merchant calls signed with GATEWAY_SECRET_SANDBOX and serves its page with its own CSP', async () => {
    const raw = JSON.stringify(body());
    const created = await t.app.inject({
      method: 'POST',
      url: '/gateway/sandbox/api/payments',
      payload: raw,
      headers: { 'content-type': 'application/json', ...signedHeaders(t.config.gatewaySecrets.sandbox, raw) },
    });
    expect(created.statusCode).toBe(201);
    const payment = created.json();
    expect(payment.pay_url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${t.config.PORT}/gateway/sandbox/pay/${payment.payment_id}\\?lang=en$`),
    );

    const page = await t.app.inject({ method: 'GET', url: new URL(payment.pay_url).pathname });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('nonce-'); // the site's own policy is not applied on top

    // Paid on the simulator: the outcome links back to the casino, and the webhook goes to the casino's receiver
    // at this process's address (delivered in-process while the test app does not listen).
    const paid = await t.app.inject({
      method: 'POST',
      url: `/gateway/sandbox/payments/${payment.payment_id}/simulate`,
      payload: { outcome: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    const done = await t.app.inject({ method: 'GET', url: new URL(payment.pay_url).pathname });
    expect(done.body).toContain(`href="http://127.0.0.1:${t.config.PORT}/en/setting/wallet"`);
    let deliveries: DeliveryView[] = [];
    for (let i = 0; i < 200 && !deliveries.length; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/gateway/sandbox/api/deliveries?payment_id=${payment.payment_id}`,
        headers: signedHeaders(t.config.gatewaySecrets.sandbox, ''),
      });
      deliveries = res.json().data;
      if (!deliveries.length) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(deliveries[0]).toMatchObject({
      event_type: 'payment.succeeded',
      url: `http://127.0.0.1:${t.config.PORT}/gateway/sandbox/webhook`,
      status_code: expect.any(Number), // the casino answered (whatever it answered)
    });
  });

  it('refuses calls signed with another secret', async () => {
    const raw = JSON.stringify(body());
    const res = await t.app.inject({
      method: 'POST',
      url: '/gateway/sandbox/api/payments',
      payload: raw,
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(`whsec_${Buffer.alloc(32, 7).toString('base64')}`, raw),
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GATEWAY_SECRET_SANDBOX', () => {
  it('is generated in the whsec_ form into DATA_DIR/secrets when unset, and kept', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.gatewaySecrets.sandbox).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(() => new Webhook(first.gatewaySecrets.sandbox)).not.toThrow();
    expect(readFileSync(path.join(dataDir, 'secrets', 'gateway-secret-sandbox'), 'utf8')).toBe(
      first.gatewaySecrets.sandbox,
    );
    expect(loadConfig({ DATA_DIR: dataDir }).gatewaySecrets.sandbox).toBe(first.gatewaySecrets.sandbox);
  });

  it('is taken from the environment when valid, and refused otherwise', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'casino-config-'));
    const secret = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;
    expect(loadConfig({ DATA_DIR: dataDir, GATEWAY_SECRET_SANDBOX: secret }).gatewaySecrets.sandbox).toBe(secret);
    for (const bad of ['not-a-secret-at-all-000000', `whsec_${Buffer.alloc(8).toString('base64')}`, 'whsec_***'])
      expect(() => loadConfig({ DATA_DIR: dataDir, GATEWAY_SECRET_SANDBOX: bad })).toThrow(/GATEWAY_SECRET_SANDBOX/);
    expect(() => loadConfig({ DATA_DIR: dataDir, GATEWAY_SECRET_SANDBOX: 'x' })).toThrow(ConfigError);
  });
});
