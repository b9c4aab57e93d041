import type { Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  logIn,
  operator,
  popupsAlreadySeen,
  startServer,
  test,
  type RunningServer,
} from './harness.ts';

/**
 * Cashback and member levels as a person sees them. The demo VIP member played the demo slot on each of the last
 * days (demo data); on a server of its own (the demo VIP's wallets change, and its schedule is off so that the
 * operator's trigger is the run that pays), the operator runs the day that closed last, the cashback page shows the
 * credit with the countdown ticking, and the transfer moves it to the main wallet.
 */

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { DAILY_RUNS: 'off' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The countdown's seconds. */
async function seconds(page: Page): Promise<string> {
  return page.getByRole('timer').locator('div > div:first-child').nth(3).innerText();
}

test('the run credits cashback, the countdown ticks and the transfer moves the money to main', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await popupsAlreadySeen(page);
    await logIn(page.context().request, server, { username: 'vip', password: 'Vip12345' } as never);

    // Before the run: nothing credited yet.
    await page.goto('/en/cashback');
    await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
    await expect(page.getByText('No credits yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Transfer to main wallet' })).toBeDisabled();

    // The countdown to the next cashback ticks each second.
    const first = await seconds(page);
    await expect.poll(() => seconds(page), { timeout: 5_000 }).not.toBe(first);

    // The operator runs the day that closed last: level, cashback, rebate and the affiliate commission, in that order.
    const ops = operator(request, server);
    const run = await ops.post('/ops/runs', { job: 'all' });
    expect(run.status(), await run.text()).toBe(200);
    expect((await run.json()).data.map((r: { job: string; status: string }) => `${r.job}:${r.status}`)).toEqual([
      'level:done',
      'cashback:done',
      'rebate:done',
      'affiliate:done',
    ]);
    const listed = await (await ops.get('/ops/runs?job=cashback')).json();
    expect(listed.data[0]).toMatchObject({ job: 'cashback', status: 'done', credited: 1 });

    await page.reload();
    const available = page.getByTestId('bonus-available');
    await expect(available).not.toHaveText('฿0.00');
    const credited = await available.innerText();
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);

    // Transfer to main: the message, an empty cashback wallet and the money in main.
    const mainBalance = async () =>
      (await (await page.context().request.get('/mb/wallet')).json()).data[0].balance as number;
    const mainBefore = await mainBalance();
    await page.getByRole('button', { name: 'Transfer to main wallet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Transfer Cashback Completed' })).toBeVisible();
    await expect(available).toHaveText('฿0.00');
    const creditedMinor = Math.round(Number(credited.replace(/[^\d.]/g, '')) * 100);
    expect((await mainBalance()) - mainBefore).toBe(creditedMinor);

    // The history page's cashback tab lists the credit.
    await page.goto('/en/setting/history?tab=cashback');
    await expect(page.getByRole('tab', { name: 'Cashback', selected: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cashback' }).locator('tbody tr')).toHaveCount(1);

    // The member level page: the level reached and the progress to the next one.
    await page.goto('/en/member-level');
    await expect(page.getByRole('heading', { level: 1, name: 'Member level' })).toBeVisible();
    await expect(page.getByText('Gold', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Progress to Platinum' })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: 'Accumulated turnover' });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // The pages at 360 px and 1280 px, in English and Thai, without sideways scrolling.
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        '/en/cashback',
        '/th/cashback',
        '/en/member-level',
        '/th/member-level-detail',
        '/th/setting/rebate',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
        if (process.env.E2E_SCREENS)
          await page.screenshot({
            path: `${process.env.E2E_SCREENS}/${path.replaceAll('/', '_')}-${width}.png`,
            fullPage: true,
          });
      }
    }
  } finally {
    await context.close();
  }
});
