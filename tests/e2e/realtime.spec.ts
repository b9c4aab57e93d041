import {
  axeViolations,
  expect,
  feedHeard,
  openHydrated,
  popupsAlreadySeen,
  slipAccount,
  test,
  completeProfile,
} from './harness.ts';

/** The realtime feed and the push prompt as a member meets them. */

test('a deposit the operator approves is announced on the open page at once, and the balance follows', async ({
  page,
  context,
  ops,
  newMember,
}) => {
  await popupsAlreadySeen(page);
  await completeProfile(context.request);
  const account = await slipAccount(context.request);
  const deposit = await context.request.post('/mb/deposit', {
    data: { payment_bank_information_id: account.id, deposit_amount: 250 },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const heard = feedHeard(page);
  await openHydrated(page, '/en');
  await expect(page.getByRole('banner').getByText('฿0.00')).toBeVisible();
  await expect.poll(heard, { timeout: 20_000 }).toBe(true);

  // The operator approves the slip in the back office while the member looks at the lobby.
  expect((await ops.post(`/ops/deposits/${(await deposit.json()).id}/approve`, { note: 'slip ok' })).status()).toBe(
    200,
  );

  const notice = page.getByRole('status').filter({ hasText: 'Your deposit of ฿250.00 was successful.' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByText('฿250.00')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  expect(newMember.username).toMatch(/^e2e/);
});

test.describe('the push prompt', () => {
  test.use({ pushPrompt: true });

  test('waits for a later page view when the welcome pop-up had this one', async ({ page, member }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    // The welcome is still to come; the demo member's reward memos and the notifications have been seen.
    await page.addInitScript(() => {
      sessionStorage.setItem('memos:popups-seen', Array.from({ length: 100 }, (_, i) => i + 1).join(','));
      sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
    });
    expect(member.username).toBe('demo');
    await openHydrated(page, '/en');
    const supported = await page.evaluate(
      () => 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator,
    );
    test.skip(!supported, 'this browser has no Web Push');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lotus Royale' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(welcome).toHaveCount(0);
    // The prompt is due 4 s after the page opened, but this page view has had its pop-up.
    const prompt = page.getByRole('dialog', { name: 'Turn on notifications?' });
    await page.waitForTimeout(7_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The next page: the prompt, alone.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/en\/games$/);
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  for (const lang of ['en', 'th'] as const) {
    for (const width of [360, 1280]) {
      test(`the site's push prompt appears 4 s after the page opens when the trigger allowance is on (${lang}, ${width} px)`, async ({
        page,
        member,
      }, testInfo) => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
        await popupsAlreadySeen(page);
        expect(member.username).toBe('demo');
        const allowance = await (await page.request.get('/pb/trigger-allowance')).json();
        expect(allowance.is_active).toBe(1);
        await openHydrated(page, `/${lang}`);
        const opened = Date.now();
        const supported = await page.evaluate(
          () => 'Notification' in window && 'PushManager' in window && 'serviceWorker' in navigator,
        );
        test.skip(!supported, 'this browser has no Web Push');
        expect(await page.evaluate(() => Notification.permission)).toBe('default');
        const title = lang === 'en' ? 'Turn on notifications?' : 'เปิดการแจ้งเตือนไหม?';
        const dialog = page.getByRole('dialog', { name: title });
        // Not before the 4 seconds …
        await page.waitForTimeout(2_500);
        await expect(dialog).toHaveCount(0);
        // … and then without anyone doing anything.
        await expect(dialog).toBeVisible({ timeout: 8_000 });
        expect(Date.now() - opened).toBeGreaterThanOrEqual(3_500);
        await expect(dialog.getByRole('button', { name: lang === 'en' ? 'Allow' : 'อนุญาต' })).toBeVisible();
        expect(await axeViolations(page, { include: ['[role="dialog"]'] })).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`push-prompt-${lang}-${width}.png`) });

        // "Not now" closes it and the marker keeps it from coming again in this browser.
        await dialog
          .getByRole('button', { name: lang === 'en' ? 'Not now' : 'ไว้ทีหลัง' })
          .first()
          .click();
        await expect(dialog).toHaveCount(0);
        expect(await page.evaluate(() => localStorage.getItem('push-prompt-answered'))).toBe('1');
        await page.reload();
        await page.waitForTimeout(5_000);
        await expect(dialog).toHaveCount(0);
      });
    }
  }
});
