import { axeViolations, expect, hydrated, openHydrated, popupsAlreadySeen, test, completeProfile } from './harness.ts';

/**
 * Player protection as a person uses it: a deposit limit set on setting/limits, a deposit above it refused before
 * paying, the limit lowered at once and a raise left pending for 24 hours; a 24-hour time-out that logs the member
 * out and refuses the next log-in with its end date.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('a deposit limit: set, a deposit above it refused, lowered at once, a raise pending for 24 hours', async ({
  page,
  newMember,
  context,
}) => {
  await completeProfile(context.request);
  await openHydrated(page, '/en/setting/limits', 'main');
  await expect(page.getByRole('heading', { name: 'Set a deposit limit' })).toBeVisible();
  const deposit = page.locator('section#deposit');
  await deposit.getByLabel('Per 24 hours').fill('300');
  await deposit.getByRole('button', { name: 'Save deposit limits' }).click();
  await expect(deposit.getByRole('status')).toHaveText(
    'Saved. A lower limit applies now; a higher one or a removal waits 24 hours.',
  );
  await expect(deposit.getByText('Limit ฿300.00')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The deposit form links to the limits; a deposit above the limit is refused before anything is paid.
  await openHydrated(page, '/en/setting/wallet?view=deposit&method=SLIP', 'main');
  await expect(page.getByRole('link', { name: 'Set deposit limits' })).toBeVisible();
  await page.locator('label', { hasText: 'Siam Commercial Bank' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('400');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(
    page.getByText('This deposit is over your deposit limit: you can deposit at most 300.00 THB.'),
  ).toBeVisible();

  // Lowered: at once.
  await page.getByRole('link', { name: 'Set deposit limits' }).click();
  await hydrated(page, 'main');
  await deposit.getByLabel('Per 24 hours').fill('200');
  await deposit.getByRole('button', { name: 'Save deposit limits' }).click();
  await expect(deposit.getByText('Limit ฿200.00')).toBeVisible();

  // Raised: the lower limit stays until the cooling-off ends.
  await deposit.getByLabel('Per 24 hours').fill('1000');
  await deposit.getByRole('button', { name: 'Save deposit limits' }).click();
  await expect(deposit.getByText(/^Rises to ฿1,000\.00 on \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(deposit.getByText('Limit ฿200.00')).toBeVisible();
  expect(newMember.username).toMatch(/^e2e/);
});

test('the reality check shows the time played and the session result at the chosen interval', async ({
  page,
  newMember,
  context,
}) => {
  const set = await context.request.post('/mb/protection', { data: { intent: 'play', reality_check: '15' } });
  expect(set.status(), await set.text()).toBe(201);
  await page.clock.install();
  // The check reads the session once the member's listeners have loaded; then 16 minutes pass.
  const session = page.waitForResponse((r) => r.url().includes('/mb/protection-session'));
  await openHydrated(page, '/en/games', 'main');
  await session;
  await page.clock.fastForward('16:00');
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toContainText(
    'You have been playing for 0:16 (hours:minutes). Your result this session: ฿0.00.',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toBeHidden();
  expect(newMember.username).toMatch(/^e2e/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a 24-hour time-out logs the member out and refuses the next log-in with its end', async ({
    page,
    newMember,
  }) => {
    await page.goto('/en/setting/limits');
    const section = page.locator('section#time-out');
    await section.getByRole('button', { name: 'Start my break now' }).click();
    await expect(section.getByText('Choose how long your break lasts.')).toBeVisible();
    await section.getByLabel('Length').selectOption({ label: 'Time-out: 24 hours' });
    await section.getByLabel('I understand that this starts now and cannot be undone before it ends.').check();
    await section.getByRole('button', { name: 'Start my break now' }).click();
    await expect(page).toHaveURL(/\/en\/responsible-gambling\?excluded=timeout$/);
    await expect(page.getByText('Your time-out has started and you have been logged out. Take care.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

    await page.goto('/en?modal=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('Username').fill(newMember.username);
    await login.getByLabel('Password', { exact: true }).fill(newMember.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(
      page.getByText(
        /^You are taking a break until \d{4}-\d\d-\d\d \d\d:\d\d UTC\. You can log in again after that\.$/,
      ),
    ).toBeVisible();
  });
});
