import * as OTPAuth from 'otpauth';
import type { Page } from '@playwright/test';
import {
  approvedDeposit,
  axeViolations,
  expect,
  openHydrated,
  popupsAlreadySeen,
  test,
  completeProfile,
} from './harness.ts';

/**
 * Two-factor authentication as a person uses it: set up on the security page with a code computed from the key the
 * page shows (as an authenticator app would), asked at log-in, asked again for a withdrawal; the sessions list.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

/** The authenticator app: the code of the current 30-second step, waiting for the next step when this one's is used. */
function authenticator(secret: string) {
  let lastStep = 0;
  return async () => {
    let step = Math.floor(Date.now() / 30_000);
    if (step <= lastStep) {
      await new Promise((r) => setTimeout(r, (lastStep + 1) * 30_000 - Date.now() + 250));
      step = lastStep + 1;
    }
    lastStep = step;
    return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: step * 30_000 + 1_000 });
  };
}

/** Sets up 2FA on the security page: reads the key, types the app's code, sees the recovery codes. */
async function enrol(page: Page): Promise<() => Promise<string>> {
  await openHydrated(page, '/en/setting/security', 'main');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  const code = authenticator(key);
  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is wrong. Attempts left: 4.')).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await code());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  return code;
}

test('set up 2FA with the shown key, log in with its code, withdraw with its code', async ({
  page,
  newMember,
  context,
  ops,
}) => {
  test.setTimeout(150_000);
  await completeProfile(context.request);
  await approvedDeposit(context.request, ops, 3000);
  const code = await enrol(page);

  // The recovery codes are shown once: the page read again shows how many are left, not the codes.
  await page.reload();
  await expect(page.getByText('Recovery codes left: 10')).toBeVisible();

  // Log out, then log in: the password step leads to the code step.
  await context.clearCookies();
  await popupsAlreadySeen(page);
  await openHydrated(page, '/en/promotions', 'header');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  // The dialog has opened (its first field takes the focus) and loaded what it shows before anything is typed.
  await expect(login.getByLabel('Username')).toBeFocused();
  await page.waitForLoadState('networkidle');
  await login.getByLabel('Username').fill(newMember.username);
  await login.getByLabel('Password', { exact: true }).fill(newMember.password);
  await expect(login.getByLabel('Username')).toHaveValue(newMember.username);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(
    login.getByText('Your password is right. Now enter the code from your authenticator app.'),
  ).toBeVisible();
  // A field of its own: nothing typed in the password step shows in it.
  await expect(login.getByLabel('Authenticator code')).toHaveValue('');
  await login.getByLabel('Authenticator code').fill(await code());
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${newMember.username}` })).toBeVisible();

  // The withdrawal asks for a fresh code.
  await openHydrated(page, '/en/setting/wallet?view=withdraw', 'main');
  await page.getByLabel('Amount to withdraw').fill('2000');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Enter the code from your authenticator app.')).toBeVisible();
  await page.getByLabel('Amount to withdraw').fill('2000');
  await page.getByLabel('Authenticator code').fill(await code());
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your withdrawal is being processed.')).toBeVisible();
  await expect(page.locator('[data-wallet="main"]')).toHaveText('฿1,000.00');
});

test('the sessions list shows this device and another; the other one is ended', async ({
  page,
  newMember,
  browser,
}) => {
  // A second browser logs in as the same member.
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile',
  });
  const res = await other.request.post(`${test.info().project.use.baseURL ?? ''}/pb/authentication`, {
    data: { strategy: 'local', username: newMember.username, password: newMember.password },
  });
  expect(res.status()).toBe(201);

  await openHydrated(page, '/en/setting/security', 'main');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Chrome · Android')).toBeVisible();
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
  await sessions.getByRole('button', { name: 'End the session on Chrome · Android' }).click();
  await expect(page.getByText('The session has ended.')).toBeVisible();
  await expect(sessions.getByText('Chrome · Android')).toHaveCount(0);
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('set up 2FA and log in with the code', async ({ page, newMember, context }) => {
    test.setTimeout(120_000);
    await page.goto('/en/setting/security');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const key = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    const code = authenticator(key);
    await page.getByLabel('Authenticator code').fill(await code());
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);

    await context.clearCookies();
    await popupsAlreadySeen(page);
    await page.goto('/en/promotions?modal=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(newMember.username);
    await login.getByLabel('Password', { exact: true }).fill(newMember.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await login.getByLabel('Authenticator code').fill('000000');
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(login.getByText('The code is wrong. Attempts left: 4.')).toBeVisible();
    await login.getByLabel('Authenticator code').fill(await code());
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/en\/promotions$/);
    await expect(page.getByRole('button', { name: `Account menu for ${newMember.username}` })).toBeVisible();
  });
});
