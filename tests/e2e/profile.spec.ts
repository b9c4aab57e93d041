import { expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The profile page's forms as people use them: before the page's JavaScript has loaded they post to the page and
 * answer with the same words as with it; a member coming back continues at the first step not done.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a new member saves the bank part with a POST, sees the field error first, then the personal part', async ({
    page,
    newMember,
  }) => {
    const posts: { method: string; url: string }[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) posts.push({ method: r.method(), url: r.url() });
    });
    await page.goto('/en/setting/profile');
    // The phone was verified at registration: step 1 is done and the page opens at the bank part.
    const steps = page.getByRole('navigation', { name: 'Profile steps' });
    await expect(steps.getByRole('button', { name: /Step 2/ })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
    await expect(page.getByText(newMember.username, { exact: true }).first()).toBeAttached();

    await page.getByLabel('First name').fill('Somchai');
    await page.getByLabel('Last name').fill('Jaidee');
    await page.locator('label', { hasText: 'Kasikornbank' }).click();
    const account = `7${String(Date.now()).slice(-9)}`;
    await page.getByLabel('Account number').fill(account.slice(0, 9));
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Kasikornbank account numbers have 10 digits.')).toBeVisible();
    await expect(page.getByLabel('Account number')).toHaveAttribute('aria-invalid', 'true');
    // What was typed is still there, and the bank still chosen.
    await expect(page.getByLabel('First name')).toHaveValue('Somchai');
    await expect(page.getByRole('radio', { name: 'Kasikornbank' })).toBeChecked();

    await page.getByLabel('Account number').fill(account);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();

    // Both saves were POSTs to the page; no account number in any address.
    const saves = posts.filter((p) => p.method === 'POST');
    expect(saves).toHaveLength(2);
    expect(saves.every((p) => new URL(p.url).pathname === '/en/setting/profile')).toBe(true);
    expect(posts.some((p) => p.url.includes(account.slice(0, 9)))).toBe(false);

    // The personal part says what is wrong, without JavaScript too.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Please choose a security question.')).toBeVisible();

    // The step buttons work as links: back to the bank part, which shows the registered account.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(
      page.getByText('Your bank details are registered. To change them, please contact our staff.'),
    ).toBeVisible();
    await expect(page.getByText(`${account.slice(0, 3)}-${account.slice(3, 9)}-${account.slice(9)}`)).toBeVisible();
  });
});

test('a member who comes back with the bank details saved continues at the personal part', async ({
  page,
  newMember,
  context,
}) => {
  const kbank = (await (await context.request.get('/mb/bank-currency-information?code=KBANK')).json()).data[0];
  const me = await (await context.request.get('/mb/users')).json();
  const id = me.data?.[0]?.id ?? me.id;
  const saved = await context.request.patch(`/mb/users/${id}`, {
    data: {
      first_name: 'Malee',
      last_name: 'Suksan',
      bank_currency_information_id: kbank.id,
      bank_no: `6${String(Date.now()).slice(-9)}`,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/en/setting/profile');
  const steps = page.getByRole('navigation', { name: 'Profile steps' });
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  await expect(steps.getByRole('button', { name: /Step 2/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: /Step 2/ })).not.toContainText('Not available yet');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toHaveCount(0);
  expect(newMember.username).toMatch(/^e2e/);
});
