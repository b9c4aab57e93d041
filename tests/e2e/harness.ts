import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type APIResponse,
  type LaunchOptions,
  type Page,
} from '@playwright/test';
import { logTail, startServer, type RunningServer } from '../../scripts/server-process.ts';
import type { PaymentBankView, PaymentTypeView } from '../../app/features/cashbox/cashbox.schemas.ts';

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

/** A member whose session cookie is in the test's browser context (`page`, `context.request`). */
export interface Member {
  username: string;
  password: string;
}

/** A member registered for one test: a profile without bank details, its phone verified with the SMS code. */
export interface NewMember extends Member {
  /** National number, e.g. 0812345678. */
  phone: string;
}

/** The operator: `/ops` calls with the server's bearer token, and the development outbox. */
export interface Ops {
  /** `{ authorization: 'Bearer …' }` for a request of your own. */
  headers: Record<string, string>;
  get(path: string): Promise<APIResponse>;
  post(path: string, data?: unknown): Promise<APIResponse>;
  patch(path: string, data?: unknown): Promise<APIResponse>;
  /** What the development outbox delivered to a phone number or e-mail address, newest first. */
  outbox(to: string): Promise<OutboxMessage[]>;
}

interface TestFixtures {
  serverLog: void;
  /**
   * Whether a member's page may show the push notification prompt (4 s after it opens): off unless a spec asks with
   * `test.use({ pushPrompt: true })`, so the prompt never covers what a spec about something else clicks.
   */
  pushPrompt: boolean;
  pushPromptMarker: void;
  /** The operator's API. */
  ops: Ops;
  /** The demo member (`demo` / `Demo1234`) logged in in this test's browser: for reading, never for changing data. */
  member: Member;
  /** A new member, registered with a unique name and logged in in this test's browser: for tests that change data. */
  newMember: NewMember;
}

/**
 * `test` for every spec in tests/e2e: `page` and `request` already point at the worker's server (`baseURL`),
 * so `page.goto('/en')` works. Set E2E_BASE_URL to run the specs against a server you started yourself.
 * Ask for `member` (the demo member) or `newMember` (a fresh one) and the page is logged in as them; `ops` calls
 * the operator API.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const external = process.env.E2E_BASE_URL;
      if (external) {
        await use({
          baseURL: external.replace(/\/$/, ''),
          port: Number(new URL(external).port),
          dataDir: '',
          opsToken: process.env.OPS_TOKEN ?? '',
          logFile: '',
          stop: async () => {},
        });
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
  pushPrompt: [false, { option: true }],
  // The notifications prompt counts as answered in the test's context and in every context the test opens itself.
  pushPromptMarker: [
    async ({ context, browser, pushPrompt }, use) => {
      if (pushPrompt) return use();
      await pushPromptAnswered(context);
      const newContext = browser.newContext;
      browser.newContext = async (options) => {
        const opened = await newContext.call(browser, options);
        await pushPromptAnswered(opened);
        return opened;
      };
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
  serverLog: [
    async ({ server }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus && server.logFile) {
        await testInfo.attach('server.log', { body: logTail(server.logFile, 80), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  ops: async ({ request, server }, use) => {
    await use(operator(request, server));
  },
  member: async ({ context, server }, use) => {
    const demo = { username: 'demo', password: 'Demo1234' };
    await logIn(context.request, server, demo);
    await use(demo);
  },
  newMember: async ({ context, request, server }, use) => {
    await use(await registerMember(context.request, operator(request, server)));
  },
});

export { expect };

/** The operator API of a server, called with its bearer token. */
export function operator(request: APIRequestContext, server: RunningServer): Ops {
  const headers = { authorization: `Bearer ${server.opsToken}` };
  const url = (path: string) => `${server.baseURL}${path}`;
  return {
    headers,
    get: (path) => request.get(url(path), { headers }),
    post: (path, data) => request.post(url(path), { headers, data }),
    patch: (path, data) => request.patch(url(path), { headers, data }),
    async outbox(to) {
      const res = await request.get(url(`/ops/outbox?to=${encodeURIComponent(to)}`), { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()).data;
    },
  };
}

/** Logs a member in through the API; the server's HttpOnly session cookie lands in `api`'s browser context. */
export async function logIn(api: APIRequestContext, server: RunningServer, member: Member): Promise<void> {
  const res = await api.post(`${server.baseURL}/pb/authentication`, {
    data: { strategy: 'local', username: member.username, password: member.password },
  });
  expect(res.status(), await res.text()).toBe(201);
}

let registered = 0;

/**
 * Registers a member as the register dialog does (an SMS code for the phone from the development outbox, then the
 * account in Thai baht) with a unique name and phone number; the session cookie lands in `api`'s browser context.
 */
export async function registerMember(
  api: APIRequestContext,
  ops: Ops,
  options: { prefix?: string; password?: string } = {},
): Promise<NewMember> {
  // Unique on this server: the time in milliseconds and a counter for two in the same millisecond.
  registered += 1;
  const stamp = Date.now() * 10 + (registered % 10);
  const username = `${options.prefix ?? 'e2e'}${stamp.toString(36)}`;
  const phone = `08${String(stamp).slice(-8)}`;
  const password = options.password ?? 'Player1234';
  // Each member registers from an address of its own (a documentation address, forwarded by the loopback proxy the
  // server trusts), as players do: registrations are limited per address, and the specs register many.
  const from = { 'x-forwarded-for': `203.0.113.${(registered % 250) + 1}` };
  const asked = await api.post('/mb/otp-request', {
    headers: from,
    data: { purpose: 'register', type_verified: 'sms', phone, country_code: '+66' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const [sms] = await ops.outbox(phone);
  const verified = await api.post('/mb/otp-verified', {
    headers: from,
    data: {
      purpose: 'register',
      type_verified: 'sms',
      phone,
      country_code: '+66',
      reference: (await asked.json()).reference,
      code: sms.code,
    },
  });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const thb = (await (await api.get('/pb/currency?code=THB')).json()).data[0];
  const res = await api.post('/mb/users-register', {
    headers: { 'x-locale': 'en', ...from },
    data: {
      username,
      password,
      confirm_password: password,
      country_code: '+66',
      phone,
      currencyId: thb.id,
      accept_terms: true,
      verify_token: (await verified.json()).verifyToken,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password, phone };
}

/** The member's notifications prompt counts as answered in this context. */
export async function pushPromptAnswered(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('push-prompt-answered', '1'));
}

/**
 * The shell's pop-ups of a first visit (welcome, home notifications, the new member's starter) count as already
 * seen in this page, as after a first visit, so they do not cover what a test clicks. The shell spec covers them.
 */
export async function popupsAlreadySeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('shell:welcome-hidden', '1');
    sessionStorage.setItem('shell:welcome-seen', '1');
    sessionStorage.setItem('shell:starter-seen', '1');
    sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    // The seeded reward memos of the demo member (app/features/memos): treated as seen in this tab.
    sessionStorage.setItem('memos:popups-seen', Array.from({ length: 100 }, (_, i) => i + 1).join(','));
  });
}

/**
 * Waits until React has taken over the page (before that a click or a choice does nothing): the page is committed
 * (`data-hydrated` on the root element) and the first button inside `within` (a CSS selector) carries React's props.
 */
export async function hydrated(page: Page, within = 'header'): Promise<void> {
  await page.waitForFunction(
    (scope) => {
      const button = document.querySelector(`${scope} button`);
      // The root layout marks the page once it is committed (app/root.tsx); React's own marks on the elements come
      // while it hydrates, before the commit, and an input made in between is lost.
      return (
        document.documentElement.hasAttribute('data-hydrated') &&
        !!button &&
        Object.keys(button).some((key) => key.startsWith('__reactProps'))
      );
    },
    within,
    { timeout: 20_000 },
  );
}

/** Opens a page and waits until React has taken over the buttons inside `within` (see `hydrated`). */
export async function openHydrated(page: Page, path: string, within = 'header'): Promise<void> {
  await page.goto(path);
  await hydrated(page, within);
}

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
  return operator(request, server).outbox(to);
}

/** The bank transfer (slip) receiving account of a bank, as the member's deposit form lists it. */
export async function slipAccount(request: APIRequestContext, bankCode = 'SCB'): Promise<PaymentBankView> {
  const types = ((await (await request.get('/mb/payment-type?include=1')).json()) as { data: PaymentTypeView[] }).data;
  const account = types
    .find((type) => type.category === 'SLIP')
    ?.payment_bank_information?.find((bank) => bank.bank_code === bankCode);
  if (!account) throw new Error(`no slip receiving account of ${bankCode}`);
  return account;
}

/**
 * Money to withdraw: a bank transfer of `baht` the operator approved, under a rule that asks no turnover for it
 * (the rule is restored afterwards). The member's session is in `request`.
 */
export async function approvedDeposit(request: APIRequestContext, ops: Ops, baht: number): Promise<void> {
  expect((await ops.patch('/ops/withdrawal-config', { currency: 'THB', deposit_turnover_percent: 0 })).status()).toBe(
    200,
  );
  try {
    const account = await slipAccount(request);
    const dep = await request.post('/mb/deposit', {
      data: { payment_bank_information_id: account.id, deposit_amount: baht },
    });
    expect(dep.status(), await dep.text()).toBe(201);
    const { id } = (await dep.json()) as { id: number };
    expect((await ops.post(`/ops/deposits/${id}/approve`, {})).status()).toBe(200);
  } finally {
    await ops.patch('/ops/withdrawal-config', { currency: 'THB', deposit_turnover_percent: 100 });
  }
}

const AXE_SOURCE = readFileSync(path.join(ROOT_DIR, 'node_modules/axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the page as it is now, one line each (`rule (impact): where`). axe is evaluated through
 * the DevTools protocol, so pages whose CSP allows no added script (the gateway's) are checked too. `include`: CSS
 * selectors of the parts to check (default the whole document); `seriousOnly`: serious and critical findings only.
 */
export async function axeViolations(
  page: Page,
  options: { include?: readonly string[]; seriousOnly?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, seriousOnly }) => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { resultTypes: ['violations'] });
      return result.violations
        .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    },
    { include: options.include ? [...options.include] : null, seriousOnly: !!options.seriousOnly },
  );
}

/**
 * Watches the page's member socket (/mb/gateway): the answer says whether it has heard from the server yet (the
 * gateway's "pong" to the ping the socket says when it opens), so that a test sends what should arrive in realtime
 * only once the page can hear it. Call before the page opens.
 */
export function feedHeard(page: Page): () => boolean {
  let heard = false;
  page.on('websocket', (ws) => {
    if (ws.url().includes('/mb/gateway')) ws.on('framereceived', () => (heard = true));
  });
  return () => heard;
}

let profilesCompleted = 0;

/**
 * Completes the logged-in member's profile (name, birthday, gender, a KBANK account) as the profile page does:
 * deposits and withdrawals need it. The account number is unique to this worker and call. Answers the member's id.
 */
export async function completeProfile(api: APIRequestContext): Promise<number> {
  const kbank = (await (await api.get('/mb/bank-currency-information?code=KBANK')).json()).data[0];
  const me = await (await api.get('/mb/users')).json();
  const id: number = me.data?.[0]?.id ?? me.id;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  const call = String(++profilesCompleted % 100).padStart(2, '0');
  const saved = await api.patch(`/mb/users/${id}`, {
    data: {
      first_name: 'Somchai',
      last_name: 'Jaidee',
      gender: 'male',
      dob: '1991-03-02',
      bank_currency_information_id: kbank.id,
      bank_no: `${worker}${String(Date.now() % 10_000_000).padStart(7, '0')}${call}`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return id;
}
