import { axeViolations, expect, openHydrated, popupsAlreadySeen, test, completeProfile } from './harness.ts';

/**
 * Promotions as a person meets them: a deposit bonus chosen with a PromptPay deposit, the slot played until the
 * promotion's progress bar is full (the member's promotion page follows the bets live), a withdrawal refused before
 * and paid after, capped at the promotion's maximum; and the pages checked with axe.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('a member takes a deposit promotion, plays the slot until its progress bar is full, then withdraws', async ({
  page,
  context,
  ops,
  newMember,
}) => {
  test.setTimeout(180_000);
  const title = `Reload ${Date.now().toString(36)}`;
  // The operator's promotion: 10% on every deposit, a small turnover target, a withdrawal of at most ฿150.
  const created = await ops.post('/ops/promotions', {
    kind: 'deposit',
    trigger: 'every_deposit',
    category_code: 'deposit',
    bonus_percent: 10,
    target_multiple_pct: 2,
    max_withdraw: 15_000,
    order_no: 0,
    content: { en: { title, summary: 'A little extra on every deposit.' } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  // Deposits ask no turnover of their own here: what holds the withdrawal is the promotion.
  expect((await ops.patch('/ops/withdrawal-config', { currency: 'THB', deposit_turnover_percent: 0 })).status()).toBe(
    200,
  );
  try {
    await completeProfile(context.request);

    // The list shows it; its page offers to deposit for it.
    await page.goto('/en/promotions');
    await page.getByRole('link', { name: `Details: ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Deposit to get it' }).click();

    // The deposit form comes with the promotion chosen; PromptPay, paid on the gateway's page.
    await page
      .getByRole('link', { name: /PromptPay/ })
      .first()
      .click();
    await expect(page.getByLabel('Promotion')).toHaveValue(String(id));
    await page.getByLabel('Amount', { exact: true }).fill('300');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const pay = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Open the payment page' }).click({ modifiers: ['ControlOrMeta'] });
    const gateway = await pay;
    await gateway.getByRole('button', { name: /^Pay/ }).first().click();
    await expect(page.getByText('Your deposit of ฿300.00 was successful.')).toBeVisible({ timeout: 20_000 });
    await gateway.close();

    // The member's promotion: ฿30 of bonus, nothing played yet; a withdrawal is refused.
    const tracker = await context.newPage();
    await tracker.goto('/en/setting/promotion');
    const current = tracker.getByRole('region', { name: 'Current promotion' });
    await expect(current).toContainText(title);
    await expect(current).toContainText('Bonus ฿30.00');
    const bar = current.getByRole('progressbar', { name: 'Turnover' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');

    await page.goto('/en/setting/wallet?view=withdraw');
    await page.getByLabel('Amount to withdraw').fill('100');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText("Reach your promotion's target before withdrawing.")).toBeVisible();

    // The slot, spun until the promotion is met: the tracking page follows without being reloaded.
    await openHydrated(page, '/en', 'main');
    await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
    const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    const past = tracker
      .getByRole('region', { name: 'Past promotions' })
      .getByRole('listitem')
      .filter({ hasText: title });
    for (let i = 0; i < 40 && (await past.count()) === 0; i++) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 10_000 });
      if (i % 3 === 2) await expect.poll(() => bar.getAttribute('aria-valuenow').catch(() => '100')).not.toBe('0');
    }
    await expect(past).toContainText('Received', { timeout: 10_000 });
    await expect(past.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '100');
    await expect(tracker.getByText('You have no active promotion.')).toBeVisible();

    // Withdrawing: above the promotion's maximum is refused, within it is accepted.
    await page.goto('/en/setting/wallet?view=withdraw');
    await page.getByLabel('Amount to withdraw').fill('200');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Your promotion allows a withdrawal of at most 150.00.')).toBeVisible();
    await page.getByLabel('Amount to withdraw').fill('150');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByText('Your withdrawal is being processed.')).toBeVisible();
    expect(newMember.username).toMatch(/^e2e/);
  } finally {
    await ops.patch('/ops/withdrawal-config', { currency: 'THB', deposit_turnover_percent: 100 });
    await ops.patch(`/ops/promotions/${id}`, { is_active: false });
  }
});

test.describe('accessibility', () => {
  for (const width of [360, 1280]) {
    test(`the promotions pages have no axe violations at ${width}px`, async ({ page, member }) => {
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const [path, shown] of [
        ['/en/promotions', 'Promotions'],
        ['/en/promotions?category=coming', 'Promotions'],
        ['/th/promotions', 'โปรโมชั่น'],
        ['/en/setting/promotion', 'My promotion'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
        for (const v of await axeViolations(page)) found.push(`${path}: ${v}`);
      }
      await page.goto('/en/promotions');
      await page
        .getByRole('link', { name: /^Details: / })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'At a glance' })).toBeVisible();
      for (const v of await axeViolations(page)) found.push(`detail: ${v}`);
      expect(found, found.join('\n')).toEqual([]);
      expect(member.username).toBe('demo');
    });
  }
});
