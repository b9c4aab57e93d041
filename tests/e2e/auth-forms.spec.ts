import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { expect, popupsAlreadySeen, test, type RunningServer, hydrated } from './harness.ts';

/**
 * Registration and forgot password as route actions: every step works without JavaScript (plain POSTs answered by
 * redirects) and with it (the same action through a fetcher), and neither a password nor a code ever travels in a
 * URL or reaches the server's log.
 */

let seq = 0;
function newIdentity() {
  seq += 1;
  const stamp = Date.now() * 10 + (seq % 10);
  return { username: `af${stamp.toString(36)}`, phone: `09${String(stamp).slice(-8)}`, password: 'Sanook123' };
}

function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

function expectNoSecrets(requests: Request[], server: RunningServer, secrets: string[]) {
  const log = server.logFile ? readFileSync(server.logFile, 'utf8') : '';
  for (const r of requests) {
    for (const s of secrets) expect(r.url()).not.toContain(s);
    expect(r.url()).not.toMatch(/password=|code=\d/);
  }
  for (const s of secrets) expect(log).not.toContain(s);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('register on the register page: field errors, the code from the SMS, logged in', async ({
    page,
    ops,
    server,
  }) => {
    const me = newIdentity();
    const requests = recordRequests(page);
    await page.goto('/en/register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Username').fill(me.username);
    await form.getByLabel('Password', { exact: true }).fill(me.password);
    await form.getByLabel('Confirm password').fill('Other1234');
    await form.getByLabel('Phone number').fill(me.phone);
    await form.getByRole('button', { name: 'Register' }).click();

    // The server's answer: the page again, the errors under their fields, the typed values kept (no password).
    await expect(page).toHaveURL(/\/en\/register$/);
    await expect(form.getByText('Passwords do not match.')).toBeVisible();
    await expect(
      form.getByText('Please confirm that you are 18 or older and accept the terms and conditions.'),
    ).toBeVisible();
    await expect(form.getByLabel('Username')).toHaveValue(me.username);
    await expect(form.getByLabel('Phone number')).toHaveValue(me.phone);
    await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');

    await form.getByLabel('Password', { exact: true }).fill(me.password);
    await form.getByLabel('Confirm password').fill(me.password);
    await form.getByLabel(/I am 18 years or older/).check();
    await form.getByRole('button', { name: 'Register' }).click();

    // The code step asks for the code alone.
    const step = page.getByRole('form', { name: 'Verify your phone number' });
    await expect(step.getByText(`We sent an OTP to ${me.phone.slice(0, 3)}-xxx-x${me.phone.slice(-3)}.`)).toBeVisible();
    await expect(page.locator('input[type="password"], input[name="password"]')).toHaveCount(0);
    const [sms] = await ops.outbox(me.phone);
    const wrong = String((Number(sms.code) + 1) % 1_000_000).padStart(6, '0');
    await step.getByLabel('OTP').fill(wrong);
    await step.getByRole('button', { name: 'Register' }).click();
    await expect(step.getByText('The OTP is incorrect, please enter OTP again.')).toBeVisible();

    await step.getByLabel('OTP').fill(sms.code!);
    await step.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('button', { name: `Account menu for ${me.username}` })).toBeVisible();

    const posts = requests.filter((r) => r.isNavigationRequest() && r.method() === 'POST');
    expect(posts.every((r) => new URL(r.url()).pathname === '/en/auth')).toBe(true);
    expectNoSecrets(requests, server, [me.password, 'Other1234', sms.code!, wrong]);
  });

  test('forgot password in the modal: name, the code from the SMS, a new password, then log in with it', async ({
    page,
    context,
    newMember,
    ops,
    server,
  }) => {
    await context.clearCookies();
    const requests = recordRequests(page);
    const newPassword = 'Mai45678x';
    await page.goto('/en/games?modal=forgot-password');
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Forgot password' }).getByText('Please enter your username.'),
    ).toBeVisible();
    await page.getByRole('dialog', { name: 'Forgot password' }).getByLabel('Username').fill(newMember.username);
    await page.getByRole('dialog', { name: 'Forgot password' }).getByRole('button', { name: 'Send OTP' }).click();

    const code = page.getByRole('dialog', { name: 'Verify your phone number' });
    await expect(
      code.getByText(`We sent an OTP to ${newMember.phone.slice(0, 3)}-xxx-x${newMember.phone.slice(-3)}.`),
    ).toBeVisible();
    const [sms] = await ops.outbox(newMember.phone);
    expect(sms.purpose).toBe('reset-password');
    // Resend pressed at once: the server says it is too soon, and the step stays.
    await code.getByRole('button', { name: /Send a new OTP/ }).click();
    await expect(page.getByRole('dialog', { name: 'Verify your phone number' }).getByRole('alert')).toBeVisible();
    await page.getByRole('dialog', { name: 'Verify your phone number' }).getByLabel('OTP').fill(sms.code!);
    await page
      .getByRole('dialog', { name: 'Verify your phone number' })
      .getByRole('button', { name: 'Confirm' })
      .click();

    const set = page.getByRole('dialog', { name: 'Set a new password' });
    await set.getByLabel('New password', { exact: true }).fill('short');
    await set.getByLabel('Confirm new password').fill('short');
    await set.getByRole('button', { name: 'Save new password' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Set a new password' }).getByText('Password must be at least 6 characters.'),
    ).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Set a new password' })
      .getByLabel('New password', { exact: true })
      .fill(newPassword);
    await page.getByRole('dialog', { name: 'Set a new password' }).getByLabel('Confirm new password').fill(newPassword);
    await page
      .getByRole('dialog', { name: 'Set a new password' })
      .getByRole('button', { name: 'Save new password' })
      .click();

    const done = page.getByRole('dialog', { name: 'Password changed' });
    await expect(done.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();
    await done.getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(newMember.username);
    await login.getByLabel('Password', { exact: true }).fill(newPassword);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: `Account menu for ${newMember.username}` })).toBeVisible();
    expectNoSecrets(requests, server, [newPassword, 'short', sms.code!]);
  });
});

test.describe('with JavaScript', () => {
  test('register in the modal: the code step, then the member, without leaving the page', async ({
    page,
    ops,
    server,
  }) => {
    const me = newIdentity();
    await popupsAlreadySeen(page);
    const requests = recordRequests(page);
    await page.goto('/en/games');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    // Checked in the browser first, with the same words as the server's.
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please enter a username.')).toBeVisible();
    await dialog.getByLabel('Username').fill(me.username);
    await dialog.getByLabel('Password', { exact: true }).fill(me.password);
    await dialog.getByLabel('Confirm password').fill(me.password);
    await dialog.getByLabel('Phone number').fill(me.phone);
    await dialog.getByLabel(/I am 18 years or older/).check();
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();

    // Back keeps what was typed; the code already sent can still be entered.
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue(me.password);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();

    const [sms] = await ops.outbox(me.phone);
    await dialog.getByLabel('OTP').fill(sms.code!);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(page.getByRole('button', { name: `Account menu for ${me.username}` })).toBeVisible();
    expectNoSecrets(requests, server, [me.password, sms.code!]);
  });
});
