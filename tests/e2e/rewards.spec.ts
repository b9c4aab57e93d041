import { randomUUID } from 'node:crypto';
import { axeViolations, expect, hydrated, popupsAlreadySeen, test } from './harness.ts';

/**
 * The rewards shop as a person uses it: a new member with points picks a physical reward, fills the address modal
 * (the errors first, next to their fields), sees the redeem in the history; the operator ships it and the member
 * sees the tracking number.
 */
test('exchange points for a physical reward with a shipping address, then see it shipped', async ({
  page,
  context,
  newMember,
  ops,
}) => {
  test.setTimeout(90_000);
  await popupsAlreadySeen(page);
  const me = await (await context.request.get('/mb/users')).json();
  const memberId = me.data?.[0]?.id ?? me.id;
  const granted = await ops.post('/ops/rewards/points', { member_id: memberId, points: 20_000, key: randomUUID() });
  expect(granted.ok()).toBe(true);

  await page.goto('/en/reward/redreemExchangeReward');
  await expect(page.getByRole('heading', { level: 1, name: 'Physical rewards' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toContainText('20,000');
  await hydrated(page);
  await page.getByRole('link', { name: /Portable Bluetooth speaker/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Portable Bluetooth speaker' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('link', { name: 'Redeem this reward' }).click();

  const dialog = page.getByRole('dialog', { name: 'Shipping address' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Address').fill('Soi 1');
  await dialog.getByLabel('Phone').fill('12');
  await dialog.getByLabel('E-mail').fill('somchai@');
  await dialog.getByRole('button', { name: 'Redeem for 6,000 points' }).click();
  await expect(dialog.getByText('Enter the full address: street, district, province and postcode.')).toBeVisible();
  await expect(dialog.getByText('Enter the contact name.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid phone number.')).toBeVisible();
  await expect(dialog.getByText('Enter a valid e-mail address.')).toBeVisible();
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);

  await dialog.getByLabel('Address').fill('99/1 Sukhumvit Road, Khlong Toei, Bangkok 10110');
  await dialog.getByLabel('Contact name').fill('Somchai Jaidee');
  await dialog.getByLabel('Phone').fill('081 234 5678');
  await dialog.getByLabel('E-mail').fill('somchai@example.com');
  await dialog.getByRole('button', { name: 'Redeem for 6,000 points' }).click();

  await expect(page).toHaveURL(/\/en\/reward\/history\?done=\d+/);
  await expect(page.getByText('Shipping information saved.')).toBeVisible();
  const row = page.getByTestId('redeem-row').first();
  await expect(row).toContainText('Portable Bluetooth speaker');
  await expect(row).toContainText('Preparing shipment');
  await expect(row).toContainText('Somchai Jaidee, 99/1 Sukhumvit Road');
  await expect(page.getByTestId('points-balance')).toContainText('14,000');

  // The operator ships it with a tracking number; the member sees it.
  const pending = await (await ops.get('/ops/rewards/redeems?status=pending&limit=200')).json();
  const mine = pending.data.find((r: { member_id: number }) => r.member_id === memberId);
  const shipped = await ops.post(`/ops/rewards/redeems/${mine.id}/ship`, { tracking_no: 'TH2611250001' });
  expect(shipped.ok()).toBe(true);
  await page.goto('/en/setting/redeemhistory');
  const shippedRow = page.getByTestId('redeem-row').first();
  await expect(shippedRow).toContainText('Shipped');
  await expect(shippedRow.getByTestId('tracking-no')).toHaveText('TH2611250001');
  expect(await axeViolations(page, { include: ['main'] })).toEqual([]);
});

test.describe('before the page scripts load', () => {
  test.use({ javaScriptEnabled: false });

  test('points are exchanged for money and a lucky box opens with plain forms', async ({
    page,
    context,
    newMember,
    ops,
  }) => {
    const me = await (await context.request.get('/mb/users')).json();
    const memberId = me.data?.[0]?.id ?? me.id;
    expect(
      (await ops.post('/ops/rewards/points', { member_id: memberId, points: 1_000, key: randomUUID() })).ok(),
    ).toBe(true);
    await page.goto('/en/reward/exchange-point');
    await page.getByLabel('Points to exchange').fill('50');
    await page.getByRole('button', { name: 'Exchange now' }).click();
    await expect(page.getByText('Exchange at least 100 points.')).toBeVisible();
    await page.getByLabel('Points to exchange').fill('300');
    await page.getByRole('button', { name: 'Exchange now' }).click();
    await expect(page.getByText('300 points exchanged: ฿30.00 was added to your main wallet.')).toBeVisible();
    await expect(page.getByTestId('points-balance')).toContainText('700');

    await page.goto('/en/reward/lucky-box');
    await page.getByRole('button', { name: 'Open for 500 points' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations!' }).getByTestId('prize')).toBeVisible();
    await page.goto('/en/reward/history');
    await expect(page.getByTestId('redeem-row')).toHaveCount(2);
  });
});
