import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, outbox, test, type RunningServer } from './harness.ts';

/**
 * The error modal as a player meets it: a request the server refuses shows the server's message in the page's
 * language with a TraceID, and that TraceID is the CorrelationID of the request's line in the server log, so support
 * can find the request the player reports.
 */

interface LogLine {
  correlationId?: string;
  method?: string;
  url?: string;
  status?: number;
  msg?: string;
}

/** The server's request log lines of one CorrelationID (pino writes one JSON object per line). */
function logLinesOf(server: RunningServer, correlationId: string): LogLine[] {
  return readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(correlationId))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    })
    .filter((line) => line.correlationId === correlationId && line.msg === 'request');
}

/** The shell's pop-ups (welcome, notifications, starter) count as seen, so they do not cover the page. */
async function popupsAlreadySeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('shell:welcome-hidden', '1');
    sessionStorage.setItem('shell:starter-seen', '1');
    sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
  });
}

/** Opens a page and waits until React has taken over its buttons (before that a click does nothing). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  }, undefined, { timeout: 20_000 });
}

/** A new member, registered with the SMS code from the outbox; the session cookie lands in the browser context. */
async function registerNewMember(context: BrowserContext, request: APIRequestContext, server: RunningServer): Promise<void> {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const asked = await request.post(`${server.baseURL}/mb/otp-request`, { data: { purpose: 'register', type_verified: 'sms', phone, country_code: '+66' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const [sms] = await outbox(request, server, phone);
  const verified = await request.post(`${server.baseURL}/mb/otp-verified`, {
    data: { purpose: 'register', type_verified: 'sms', phone, country_code: '+66', reference: (await asked.json()).reference, code: sms.code },
  });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const thb = (await (await request.get(`${server.baseURL}/pb/currency?code=THB`)).json()).data[0];
  const res = await context.request.post(`${server.baseURL}/mb/users-register`, {
    data: {
      username: `err${Date.now().toString(36)}`, password: 'Player1234', confirm_password: 'Player1234', country_code: '+66', phone,
      currencyId: thb.id, accept_terms: true, verify_token: (await verified.json()).verifyToken,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await popupsAlreadySeen(page);
});

test('a refused login says why in the dialog (the request log has the failed POST without the password); then the member logs in', async ({ page, server }) => {
  await open(page, '/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('NotThePassword1');
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/en/auth'));
  await login.getByRole('button', { name: 'Log in' }).click();

  await expect(login.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
  const traceId = (await (await answer).headerValue('correlationid'))!;
  expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => logLinesOf(server, traceId)).toEqual([expect.objectContaining({ method: 'POST', status: 401 })]);
  expect(readFileSync(server.logFile, 'utf8')).not.toContain('NotThePassword1');

  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
});

test('a request of the API client that the server refuses opens the error modal with its TraceID', async ({ page, context, request, server }) => {
  test.setTimeout(90_000);
  await registerNewMember(context, request, server);
  // The member already keeps the most favourites allowed: 50 games other than Fortune Five.
  const games = (await (await request.get(`${server.baseURL}/pb/game-list?$limit=60`)).json()).data as { id: number; name: string }[];
  for (const game of games.filter((g) => g.name !== 'Fortune Five').slice(0, 50)) {
    const added = await context.request.post(`${server.baseURL}/mb/user-favorite`, { data: { game_list_id: game.id } });
    expect(added.status(), await added.text()).toBe(201);
  }

  await open(page, '/en/games?category=slot');
  const heart = page.getByRole('button', { name: 'Favourite: Fortune Five' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const answer = page.waitForResponse((r) => r.url().endsWith('/mb/user-favorite') && r.request().method() === 'POST');
  await heart.click();
  const response = await answer;
  expect(response.status()).toBe(422);

  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You can keep up to 50 favourite games.');
  const traceId = (await modal.getByTestId('trace-id').textContent())!.trim();
  expect(traceId).toBe(response.headers()['correlationid']);
  await expect.poll(() => logLinesOf(server, traceId)).toEqual([
    expect.objectContaining({ method: 'POST', url: '/mb/user-favorite', status: 422 }),
  ]);
  await expect(modal).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/);

  // The TraceID can be copied; 'Copied' shows for two seconds.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await modal.getByRole('button', { name: 'Copy the TraceID' }).click();
  await expect(modal.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(traceId);
  await expect(modal.getByRole('status')).toHaveText('', { timeout: 4_000 });

  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
