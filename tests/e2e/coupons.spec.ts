import { axeViolations, expect, openHydrated, popupsAlreadySeen, test } from './harness.ts';

/**
 * Coupons as a person uses them: the widget's redeem modal (a too-short code refused next to the field, then a real
 * code), the coupon success modal, the header's balance, the coupon history; the coupon page's form without
 * JavaScript; axe on the pages.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

test('a member redeems a coupon from the widget: success modal, balance updated, history', async ({
  page,
  ops,
  newMember,
}) => {
  test.setTimeout(90_000);
  const code = uniqueCode('SPIN');
  const name = `Lucky ${code}`;
  const made = await ops.post('/ops/coupons', { name: { en: name }, kind: 'credit', amount: 7_500, code, max_uses: 5 });
  expect(made.status(), await made.text()).toBe(201);

  await openHydrated(page, '/en');
  await page.getByRole('button', { name: 'Coupon', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Redeem a coupon' });
  await expect(modal).toBeVisible();
  const field = modal.getByLabel('Coupon code');
  await field.fill('ab');
  await modal.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(modal.getByText('The coupon code must be at least 4 characters.')).toBeVisible();
  await field.fill('NOSUCHCODE');
  await modal.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(modal.getByText('No coupon found for this code.')).toBeVisible();

  await field.fill(code.toLowerCase());
  await modal.getByRole('button', { name: 'Redeem', exact: true }).click();
  const success = page.getByRole('dialog', { name: 'Coupon redeemed' });
  await expect(success).toBeVisible();
  await expect(success.getByText('฿75.00 was added to your main wallet.')).toBeVisible();
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(success).toBeHidden();
  await expect(page.getByRole('banner').getByText('฿75.00')).toBeVisible();

  await page.goto('/en/setting/couponhistory');
  await expect(page).toHaveURL(/\/en\/setting\/couponhistory$/);
  const row = page.getByRole('list', { name: 'Coupon history' }).getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Success');
  await expect(row).toContainText('฿75.00');
  expect(await axeViolations(page)).toEqual([]);
  expect(newMember.username).toMatch(/^e2e/);
});

test('the coupon page lists the demo member coupons and opens the confirm coupon modal', async ({ page, member }) => {
  await openHydrated(page, '/en/coupon', 'main');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  const birthday = page.getByRole('article', { name: 'Birthday ฿200' });
  await expect(birthday).toContainText('Pending');
  await expect(page.getByRole('article', { name: 'New Year ฿100' })).toContainText('Unavailable or expired');
  expect(await axeViolations(page)).toEqual([]);
  await birthday.getByRole('link', { name: 'Redeem' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm coupon' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('฿200.00')).toBeVisible();
  // Read only: the demo member keeps the coupon.
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(member.username).toBe('demo');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the coupon page form redeems a code and shows the success dialog', async ({ page, ops, newMember }) => {
    const code = uniqueCode('NOJS');
    const made = await ops.post('/ops/coupons', { name: { en: `Plain ${code}` }, kind: 'credit', amount: 1_250, code });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/en/coupon');
    await page.getByRole('main').getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Please enter a coupon code.')).toBeVisible();
    await page.getByRole('main').getByLabel('Coupon code').fill(code);
    await page.getByRole('main').getByRole('button', { name: 'Redeem' }).click();
    const success = page.getByRole('dialog', { name: 'Coupon redeemed' });
    await expect(success.getByText('฿12.50 was added to your main wallet.')).toBeVisible();
    expect(newMember.username).toMatch(/^e2e/);
  });
});
