import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type LaunchOptions } from '@playwright/test';
import { logTail, startServer, type RunningServer } from '../../scripts/server-process.ts';

export { freePort, startServer, type RunningServer } from '../../scripts/server-process.ts';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium unless CHROMIUM_PATH names another; Playwright never downloads a browser here. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Headless Chromium as this machine needs it: no sandbox (root), no GPU, no calls home. */
export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  };
}

interface WorkerFixtures {
  /** One server per Playwright worker, shared by the specs that worker runs. */
  server: RunningServer;
}

/**
 * `test` for every spec in tests/e2e: `page` and `request` already point at the worker's server (`baseURL`),
 * so `page.goto('/en')` works. Set E2E_BASE_URL to run the specs against a server you started yourself.
 */
export const test = base.extend<{ serverLog: void }, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({ baseURL: external.replace(/\/$/, ''), port: Number(new URL(external).port), dataDir: '', opsToken: process.env.OPS_TOKEN ?? '', logFile: '', stop: async () => {} });
        return;
      }
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  // On failure the tail of the server log is attached to the report.
  serverLog: [
    async ({ server }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus && server.logFile) {
        await testInfo.attach('server.log', { body: logTail(server.logFile, 80), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});

export { expect };

/** One message of the development outbox (SMS, and e-mail without SMTP_URL). */
export interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  purpose: string;
  text: string;
  code: string | null;
  created_at: string;
}

/**
 * What the server's development outbox delivered to a phone number (national numbers in Thailand by default) or
 * e-mail address, newest first: how a spec reads the OTP a person would get by SMS.
 */
export async function outbox(request: APIRequestContext, server: RunningServer, to: string): Promise<OutboxMessage[]> {
  const res = await request.get(`${server.baseURL}/ops/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${server.opsToken}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}
