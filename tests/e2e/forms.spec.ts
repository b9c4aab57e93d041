import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, popupsAlreadySeen, registerMember, test, type RunningServer, hydrated } from './harness.ts';

/** Every request the page sends, to check that no secret ever travels in a URL. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

function serverLog(server: RunningServer): string {
  return readFileSync(server.logFile, 'utf8');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('change password is a POST: field errors in English, then the new password; no password in a URL or the server log', async ({
    page,
    context,
    request,
    ops,
    server,
  }) => {
    const oldPassword = 'Before1234';
    const newPassword = 'After98765';
    await registerMember(page.context().request, ops, { prefix: 'fm', password: oldPassword });
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

    const posts = requests.filter(
      (r) => r.url().includes('/setting/changePassword') && r.isNavigationRequest() && r.method() === 'POST',
    );
    expect(posts).toHaveLength(3);
    for (const r of requests) {
      for (const secret of [oldPassword, newPassword, 'Wrong12345', 'short']) expect(r.url()).not.toContain(secret);
      expect(r.url()).not.toMatch(/password=/);
    }
    const log = serverLog(server);
    expect(log).toContain('"method":"POST","url":"/en/setting/changePassword"');
    for (const secret of [oldPassword, newPassword, 'Wrong12345']) expect(log).not.toContain(secret);

    // The new password is the one that works.
    const bad = await request.post(`${server.baseURL}/pb/authentication`, {
      data: {
        strategy: 'local',
        username: (await (await context.request.get(`${server.baseURL}/mb/users`)).json()).data[0].username,
        password: oldPassword,
      },
    });
    expect(bad.status()).toBe(401);
  });

  test('login from a page: wrong password keeps the modal open with the error, the right one logs in and shows the balance', async ({
    page,
    server,
  }) => {
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

  test("the header's log in and sign up work before the scripts: the login dialog on the page, the register page", async ({
    page,
  }) => {
    await page.goto('/en/games?sort=za');
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/en\/games\?sort=za&modal=login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username')).toBeVisible();
    await page.goto('/en');
    await banner.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/en\/register$/);
    await expect(page.getByLabel('Username')).toBeVisible();
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

  test('change password shows the same field errors in the browser, then changes the password without a reload', async ({
    page,
    ops,
    server,
  }) => {
    const oldPassword = 'Before1234';
    const newPassword = 'After98765';
    await registerMember(page.context().request, ops, { prefix: 'fm', password: oldPassword });
    const requests = recordRequests(page);
    await page.goto('/en/setting/changePassword');
    await hydrated(page, 'form');
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
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
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
