import { readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { expect, outbox, test, type RunningServer } from './harness.ts';

/** A new member (registered over the API with the SMS code of the outbox); its session cookie lands in `context`. */
async function newMember(context: BrowserContext, request: APIRequestContext, server: RunningServer, password: string): Promise<string> {
  const phone = `09${String(Date.now()).slice(-8)}`;
  const asked = await request.post(`${server.baseURL}/mb/otp-request`, { data: { purpose: 'register', type_verified: 'sms', phone, country_code: '+66' } });
  expect(asked.status(), await asked.text()).toBe(201);
  const [sms] = await outbox(request, server, phone);
  const verified = await request.post(`${server.baseURL}/mb/otp-verified`, {
    data: { purpose: 'register', type_verified: 'sms', phone, country_code: '+66', reference: (await asked.json()).reference, code: sms.code },
  });
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const thb = (await (await request.get(`${server.baseURL}/pb/currency?code=THB`)).json()).data[0];
  const username = `fm${Date.now().toString(36)}`;
  const res = await context.request.post(`${server.baseURL}/mb/users-register`, {
    data: { username, password, confirm_password: password, country_code: '+66', phone, currencyId: thb.id, accept_terms: true, verify_token: (await verified.json()).verifyToken },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

/** Every request the page sends, to check that no secret ever travels in a URL. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

function serverLog(server: RunningServer): string {
  return readFileSync(server.logFile, 'utf8');
}

async function popupsAlreadySeen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('shell:welcome-hidden', '1');
    sessionStorage.setItem('shell:starter-seen', '1');
    sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('change password is a POST: field errors in English, then the new password; no password in a URL or the server log', async ({ page, context, request, server }) => {
    const oldPassword = 'Before1234';
    const newPassword = 'After98765';
    await newMember(context, request, server, oldPassword);
    const requests = recordRequests(page);
    await page.goto('/en/setting/changePassword');
    const form = page.getByRole('form', { name: 'Change password' });

    // Bad input: the server answers with the page and the errors under the fields.
    await form.getByLabel('Current password', { exact: true }).fill(oldPassword);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must be at least 6 characters.')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');

    // A wrong current password.
    await form.getByLabel('Current password', { exact: true }).fill('Wrong12345');
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Current password', { exact: true }).fill(oldPassword);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

    const posts = requests.filter((r) => r.url().includes('/setting/changePassword') && r.isNavigationRequest() && r.method() === 'POST');
    expect(posts).toHaveLength(3);
    for (const r of requests) {
      for (const secret of [oldPassword, newPassword, 'Wrong12345', 'short']) expect(r.url()).not.toContain(secret);
      expect(r.url()).not.toMatch(/password=/);
    }
    const log = serverLog(server);
    expect(log).toContain('"method":"POST","url":"/en/setting/changePassword"');
    for (const secret of [oldPassword, newPassword, 'Wrong12345']) expect(log).not.toContain(secret);

    // The new password is the one that works.
    const bad = await request.post(`${server.baseURL}/pb/authentication`, { data: { strategy: 'local', username: (await (await context.request.get(`${server.baseURL}/mb/users`)).json()).data[0].username, password: oldPassword } });
    expect(bad.status()).toBe(401);
  });

  test('login from a page: wrong password keeps the modal open with the error, the right one logs in and shows the balance', async ({ page, server }) => {
    const requests = recordRequests(page);
    await page.goto('/en/games?modal=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/games\?modal=login$/);
    await expect(dialog.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
    await expect(dialog.getByLabel('Username')).toHaveValue('demo');
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');

    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
    expect((await page.context().cookies()).some((c) => c.name.endsWith('.jwt') && c.httpOnly)).toBe(true);

    for (const r of requests) expect(r.url()).not.toMatch(/Demo1234|NotThePassword1|password=/);
    const log = serverLog(server);
    expect(log).not.toContain('NotThePassword1');
    expect(log).not.toContain('Demo1234');
  });

  test('the login modal closes with a link back to the page', async ({ page }) => {
    await page.goto('/en/games?modal=login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => popupsAlreadySeen(page));

  test('change password shows the same field errors in the browser, then changes the password without a reload', async ({ page, context, request, server }) => {
    const oldPassword = 'Before1234';
    const newPassword = 'After98765';
    await newMember(context, request, server, oldPassword);
    const requests = recordRequests(page);
    await page.goto('/en/setting/changePassword');
    await page.waitForFunction(() => Object.keys(document.querySelector('form') ?? {}).some((k) => k.startsWith('__reactProps')));
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password', { exact: true }).fill(oldPassword);
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password', { exact: true }).fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Password must be at least 6 characters.')).toBeVisible();
    // Checked in the browser: nothing was sent.
    expect(requests.filter((r) => r.method() === 'POST')).toHaveLength(0);

    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
    await expect(form.getByLabel('New password', { exact: true })).toHaveValue('');
    const posts = requests.filter((r) => r.method() === 'POST');
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((r) => !r.isNavigationRequest())).toBe(true);
    for (const r of requests) expect(r.url()).not.toMatch(/Before1234|After98765|password=/);
    for (const secret of [oldPassword, newPassword]) expect(serverLog(server)).not.toContain(secret);
  });

  test('login in the modal: the refusal under the title, then the member', async ({ page }) => {
    await page.goto('/en/games');
    await page.waitForFunction(() => Object.keys(document.querySelector('header button') ?? {}).some((k) => k.startsWith('__reactProps')));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('Please enter your username.')).toBeVisible();
    await dialog.getByLabel('Username').fill('demo');
    await dialog.getByLabel('Password', { exact: true }).fill('NotThePassword1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(page.getByRole('banner').getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
  });
});
