import { axeViolations, expect, test } from './harness.ts';

/** The built-in provider's game pages in a real browser, framed as the casino frames them. */

function amount(text: string): number {
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('the slot plays inside an iframe on a fun balance and asks its parent to go back to the lobby', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // A parent page on the casino's origin holding the game in an iframe, recording what the game posts to it.
  await page.route(`${baseURL}/frame-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0">
      <script>window.received = []; window.addEventListener('message', (e) => window.received.push(e.data));</script>
      <iframe title="game" src="/demo-provider/play/demo-slot?mode=fun&lang=en" style="border:0;width:100vw;height:100vh"></iframe></body>`,
    }),
  );
  await page.goto(`${baseURL}/frame-host`);
  const game = page.frameLocator('iframe[title="game"]');

  await expect(game.getByRole('button', { name: 'Spin' })).toBeVisible();
  await expect(game.getByText('Fun play')).toBeVisible();
  const balance = game.locator('#balance');
  await expect(balance).toHaveText('10,000.00');
  await expect(game.locator('#bet')).toHaveText('1.00');

  await game.getByRole('button', { name: 'Raise bet' }).click();
  await expect(game.locator('#bet')).toHaveText('2.00');

  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeDisabled();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 8_000 });
  // Let the win counter finish, then the balance has moved by win − bet.
  await page.waitForTimeout(800);
  const win = amount(await game.locator('#win').innerText());
  expect(amount(await balance.innerText())).toBe(1_000_000 - 200 + win);

  await game.getByRole('button', { name: 'Pay table' }).click();
  await expect(game.getByRole('dialog', { name: 'Pay table' })).toBeVisible();
  await expect(game.getByText('Return to player: 96.02%')).toBeVisible();
  await game.getByRole('button', { name: 'Close' }).click();
  await expect(game.getByRole('dialog')).toBeHidden();

  await game.getByRole('button', { name: 'Back to lobby' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: unknown[] }).received))
    .toEqual([{ type: 'demo-provider:back-to-lobby', gameCode: 'demo-slot' }]);
});

test('the crash game takes a bet, flies and settles with an automatic cash-out', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(`${baseURL}/demo-provider/play/demo-crash?mode=fun&lang=en`);
  // Its pages may be framed by the casino only (its own origin here).
  expect(response!.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.locator('#balance')).toHaveText('10,000.00');
  await page.getByRole('checkbox', { name: 'Auto cash-out' }).check();
  await page.getByRole('spinbutton', { name: 'Auto cash-out' }).fill('1.05');
  await page.getByRole('button', { name: 'Place bet' }).click();
  // The round either reaches 1.05x and pays 1.05, or busts before.
  await expect(page.getByText(/Cashed out at 1\.05×|Crashed at \d+\.\d\d×/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Place bet' })).toBeEnabled({ timeout: 5_000 });
  const text = await page.locator('#sub').innerText();
  const expected = text.startsWith('Cashed out') ? 1_000_000 - 100 + 105 : 1_000_000 - 100;
  await expect.poll(async () => amount(await page.locator('#balance').innerText())).toBe(expected);
  await expect(page.locator('#history li')).toHaveCount(1);
});

test('a launch with an unknown session explains itself in the player’s language', async ({ page, baseURL }) => {
  const response = await page.goto(`${baseURL}/demo-provider/play/demo-slot?token=nope&player=1&lang=es`);
  expect(response!.status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText(
    'Tu sesión de juego ha caducado. Vuelve a abrir el juego desde el lobby.',
  );
  await expect(page.getByRole('button', { name: 'Volver al lobby' })).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  for (const game of ['demo-slot', 'demo-crash']) {
    test(`${game} has no serious axe violations`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${baseURL}/demo-provider/play/${game}?mode=fun&lang=th`);
      await expect(page.locator('#balance')).toHaveText('10,000.00');
      const violations = await axeViolations(page, { seriousOnly: true });
      expect(violations).toEqual([]);
    });
  }
});
