import jsQR from 'jsqr';
import { parse } from 'promptparse';
import sharp from 'sharp';
import type { Locator } from '@playwright/test';
import type { OpsDeposit, OpsWithdrawal } from '../../app/features/cashbox/cashbox.service.server.ts';
import {
  axeViolations,
  approvedDeposit,
  expect,
  openHydrated,
  popupsAlreadySeen,
  test,
  completeProfile,
} from './harness.ts';

/**
 * The cashbox as a person uses it: a bank transfer with its slip, approved by the operator; a withdrawal, approved
 * by the operator and seen in the history; a PromptPay deposit paid on the gateway's page, the header's balance
 * changing without a reload.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('a bank transfer with its slip is credited when the operator approves it', async ({
  page,
  newMember,
  context,
  ops,
}) => {
  await completeProfile(context.request);
  await page.goto('/en/setting/wallet?view=deposit&method=SLIP');
  await expect(page.getByRole('heading', { name: 'Bank transfer' })).toBeVisible();
  await page.locator('label', { hasText: 'Siam Commercial Bank' }).click();
  await page.getByLabel('Amount', { exact: true }).fill('50');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('The amount must be more than 100.00.')).toBeVisible();
  await page.getByLabel('Amount', { exact: true }).fill('250');
  const slip = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  await page.getByLabel('Transfer slip').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: slip });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Your deposit was sent.', { exact: false })).toBeVisible();

  const list = (await (await ops.get('/ops/deposits?status=pending&limit=200')).json()) as { data: OpsDeposit[] };
  const mine = list.data.find((d) => d.amount === 25_000 && d.category === 'SLIP' && d.slip_url);
  expect(mine).toBeTruthy();
  expect((await ops.post(`/ops/deposits/${mine?.id}/approve`, { note: 'slip ok' })).status()).toBe(200);
  await page.goto('/en/setting/wallet');
  await expect(page.locator('[data-wallet="main"]')).toHaveText('฿250.00');
  await expect(page.getByRole('list', { name: 'Progress' }).first()).toContainText('Credited');
  expect(newMember.username).toMatch(/^e2e/);
});

test('a withdrawal is held, approved through /ops and shown in the history', async ({
  page,
  newMember,
  context,
  ops,
}) => {
  const id = await completeProfile(context.request);
  await approvedDeposit(context.request, ops, 3000);

  await page.goto('/en/setting/wallet?view=withdraw');
  await expect(page.getByText('No turnover is required.')).toBeVisible();
  await page.getByLabel('Amount to withdraw').fill('20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('The amount must be more than 100.00.')).toBeVisible();
  await page.getByLabel('Amount to withdraw').fill('2000');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your withdrawal is being processed.')).toBeVisible();
  await expect(page.locator('[data-wallet="main"]')).toHaveText('฿1,000.00');

  const list = (await (await ops.get('/ops/withdrawals?status=processing&limit=200')).json()) as {
    data: OpsWithdrawal[];
  };
  const mine = list.data.find((w) => w.member_id === id);
  expect(mine).toMatchObject({ amount: 200_000, status: 'processing' });
  expect((await ops.post(`/ops/withdrawals/${mine?.id}/approve`, { note: 'paid' })).status()).toBe(200);

  await page.goto('/en/setting/history?tab=withdraw');
  const table = page.getByRole('table', { name: 'Withdraw' });
  await expect(table.getByText('Success', { exact: true })).toBeVisible();
  await expect(table.getByText('฿2,000.00')).toBeVisible();
  expect(newMember.username).toMatch(/^e2e/);
});

test.describe('with the sandbox gateway', () => {
  test('a PromptPay deposit: the QR on screen carries the amount, paying it credits the balance live', async ({
    page,
    context,
    newMember,
  }) => {
    await completeProfile(context.request);
    await page.goto('/en/setting/wallet?view=deposit&method=PROMPTPAY');
    await page.getByLabel('Amount', { exact: true }).fill('123.45');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const qr = page.getByRole('img', { name: /PromptPay QR code for ฿123\.45/ });
    await expect(qr).toBeVisible();
    // A QR reader reads what is on the screen; promptparse checks it is PromptPay with the amount.
    const png = await qr.screenshot();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
    expect(read).toBeTruthy();
    const payload = parse(read!.data, true);
    expect(payload?.getTagValue('54')).toBe('123.45');
    // Pay on the gateway's page, then come back: the header's balance changed without reloading this page.
    const pay = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Open the payment page' }).click({ modifiers: ['ControlOrMeta'] });
    const gateway = await pay;
    await gateway.getByRole('button', { name: /^Pay/ }).first().click();
    await expect(page.getByText('Your deposit of ฿123.45 was successful.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByText('฿123.45')).toBeVisible();
    expect(newMember.username).toMatch(/^e2e/);
  });

  test('a deposit paid in another tab while the member is on the home page: the success message shows there', async ({
    page,
    context,
    newMember,
  }) => {
    await completeProfile(context.request);
    const asked = await context.request.post('/mb/deposit-gateway', {
      headers: { 'x-locale': 'en' },
      data: { payment_type_code: 'PROMPTPAY', deposit_amount: 77 },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    // The member's feed: a socket of it has heard from the server (the page's keep-alive answered).
    let heard = false;
    page.on('websocket', (ws) => {
      if (ws.url().includes('/mb/gateway')) ws.on('framereceived', () => (heard = true));
    });
    await openHydrated(page, '/en');
    await expect(page.getByRole('banner').getByText('฿0.00')).toBeVisible();
    // The payment is made in the other tab once the feed is open, as a person would after the page has loaded.
    await expect.poll(() => heard, { timeout: 20_000 }).toBe(true);

    const gateway = await context.newPage();
    await gateway.goto((await asked.json()).pay_url);
    await gateway.getByRole('button', { name: /^Pay/ }).first().click();

    const notice = page.getByRole('status').filter({ hasText: 'Your deposit of ฿77.00 was successful.' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner').getByText('฿77.00')).toBeVisible();
    await expect(page).toHaveURL(/\/en$/);
    expect(await axeViolations(page)).toEqual([]);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    expect(newMember.username).toMatch(/^e2e/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the history shows the deposits, the withdrawals and the activity log, with its date range and tabs as links', async ({
    page,
    newMember,
    context,
    ops,
  }) => {
    await completeProfile(context.request);
    await approvedDeposit(context.request, ops, 3000);
    const withdrawal = await context.request.post('/mb/money-withdrawal', { data: { amount: 120_000 } });
    expect(withdrawal.status(), await withdrawal.text()).toBe(201);

    await page.goto('/en/setting/history?tab=deposit');
    const deposits = page.getByRole('table', { name: 'Deposit' });
    await expect(deposits.getByText('฿3,000.00')).toBeVisible();
    await expect(deposits.getByText('Success', { exact: true })).toBeVisible();
    await expect(deposits.getByText('Bank transfer')).toBeVisible();

    // The tabs are links: the next tab's rows come with its page.
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/tab=withdraw/);
    const withdrawals = page.getByRole('table', { name: 'Withdraw' });
    await expect(withdrawals.getByText('฿1,200.00')).toBeVisible();
    await expect(withdrawals.getByText('Pending', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Activity log' }).click();
    const activity = page.getByRole('table', { name: 'Activity log' });
    await expect(activity.getByRole('cell', { name: 'Deposit', exact: true })).toBeVisible();
    await expect(activity.getByRole('cell', { name: 'Withdrawal', exact: true })).toBeVisible();

    // The range form is a GET to the page: a range before the member existed has no records, an impossible one
    // names the field to change.
    await page.getByRole('textbox', { name: 'From' }).fill('01/01/2021');
    await page.getByRole('textbox', { name: 'To' }).fill('31/01/2021');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/tab=activity&from=01%2F01%2F2021&to=31%2F01%2F2021/);
    await expect(page.getByText('No results found')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Activity log' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'From' }).fill('31/02/2021');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Invalid date choice')).toBeVisible();
    expect(newMember.username).toMatch(/^e2e/);
  });
});

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const width of [360, 1280]) {
    test(`the cashbox, its modal, the history tabs and the gateway's page have no axe violations at ${width}px`, async ({
      page,
      context,
      ops,
      newMember,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await completeProfile(context.request);
      await approvedDeposit(context.request, ops, 3000);
      const withdrawal = await context.request.post('/mb/money-withdrawal', { data: { amount: 120_000 } });
      expect(withdrawal.status(), await withdrawal.text()).toBe(201);

      const found: string[] = [];
      const check = async (path: string, shown: Locator) => {
        if (path) await page.goto(path);
        await expect(shown).toBeVisible();
        for (const v of await axeViolations(page)) found.push(`${path || new URL(page.url()).pathname}: ${v}`);
      };
      await check('/en/setting/wallet', page.locator('[data-wallet="main"]'));
      // The check sees a violation when there is one: an image without a text alternative.
      await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img id="axe-probe" src="/x.png">'));
      expect((await axeViolations(page)).join('\n')).toContain('image-alt');
      await page.evaluate(() => document.getElementById('axe-probe')?.remove());
      for (const [method, heading] of [
        ['SLIP', 'Bank transfer'],
        ['PROMPTPAY', 'PromptPay QR'],
        ['TRUEWALLET', 'TrueMoney Wallet'],
        ['CRYPTO', 'Crypto'],
        ['AUTO_BANK', 'Automatic bank'],
      ])
        await check(
          `/en/setting/wallet?view=deposit&method=${method}`,
          page.getByRole('heading', { name: heading, exact: true }),
        );
      await check('/en/setting/wallet?view=withdraw', page.getByLabel('Amount to withdraw'));
      await check('/en/setting/wallet?view=transfer', page.getByLabel('Amount to transfer'));
      for (const [tab, table] of [
        ['deposit', 'Deposit'],
        ['withdraw', 'Withdraw'],
        ['activity', 'Activity log'],
      ]) {
        const rows = width < 768 ? page.getByRole('list', { name: table }) : page.getByRole('table', { name: table });
        await check(`/en/setting/history?tab=${tab}`, rows);
      }
      await check('/en/setting/history', page.getByRole('button', { name: 'Search' }));

      // The cashbox modal, opened from the header's balance.
      await openHydrated(page, '/en');
      await page
        .getByRole('banner')
        .getByRole('link', { name: /Balance/ })
        .click();
      const modal = page.getByRole('dialog', { name: 'Cashbox' });
      await check('', modal.getByText('฿1,800.00'));

      // A PromptPay deposit waiting to be paid (its QR and countdown), then the gateway's page where it is paid.
      await page.goto('/en/setting/wallet?view=deposit&method=PROMPTPAY');
      await page.getByLabel('Amount', { exact: true }).fill('150');
      await page.getByRole('button', { name: 'Deposit', exact: true }).click();
      await check('', page.getByRole('img', { name: /PromptPay QR code for ฿150\.00/ }));
      const payUrl = await page.getByRole('link', { name: 'Open the payment page' }).getAttribute('href');
      await check(payUrl!, page.getByRole('button', { name: /^Pay/ }).first());
      expect(found, `at ${width}px`).toEqual([]);
      expect(newMember.username).toMatch(/^e2e/);
    });
  }
});
