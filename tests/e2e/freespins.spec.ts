import { axeViolations, expect, hydrated, openHydrated, popupsAlreadySeen, test } from './harness.ts';

/**
 * Free spins as a person gets them: the demo member buys 10 spins of Fortune Five with points on reward/freespin,
 * the alert says when they expire and its Play now opens the game, where the slot plays them without a stake (the
 * counter goes down spin by spin) and credits what they win; back on the page the spins are completely used.
 */

const expectSoon = expect.configure({ timeout: 15_000 });
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('buy free spins with points, play them from the alert, and see them used up', async ({ member, page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The member's feed (the shell's websocket, opened when the page runs) carries the alert. The page may have opened
  // more than one while it started (a socket closed before it was established, then another): one of them is open.
  const sockets: import('@playwright/test').WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/mb/gateway')) sockets.push(ws);
  });
  await openHydrated(page, '/en/reward/freespin', 'main');
  await expect(page.getByRole('heading', { name: 'Free spins', level: 1 })).toBeVisible();
  await expect.poll(() => sockets.some((s) => !s.isClosed()), { timeout: 15_000 }).toBe(true);
  const points = page.getByTestId('freespin-points');
  const before = Number((await points.innerText()).replace(/\D/g, ''));
  expect(before).toBeGreaterThanOrEqual(150);

  // The provider filter: all by default, one studio's offers when chosen.
  await expect(page.getByRole('link', { name: 'All providers' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: /^Demo Studio/ }).click();
  await expectSoon(page).toHaveURL(/provider=\d+/);
  await expect(page.getByRole('article', { name: 'Fortune Five' })).toHaveCount(2);

  const offer = page.getByRole('article', { name: 'Fortune Five' }).filter({ hasText: '10 × Free spins' });
  await expect(offer.getByText('฿1.00')).toBeVisible();
  await offer.getByRole('button', { name: 'Buy for 150 points' }).click();

  const alert = page.getByRole('dialog', { name: 'Free spins received' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByText('10 free spins on Fortune Five are waiting for you.')).toBeVisible();
  await expect(alert.getByText(/^Valid until \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  // Behind the alert (inert while it is open) the page confirms the purchase and shows the points left.
  await expect(page.getByText('Free spins received: 10 spins on Fortune Five.')).toBeAttached();
  await expect(points).toHaveText((before - 150).toLocaleString('en-US'));
  expect(await axeViolations(page)).toEqual([]);

  await alert.getByRole('link', { name: 'Play now' }).click();
  await expectSoon(page).toHaveURL(/\/en\/games\/\d+$/);
  const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
  const counter = game.locator('#free-count');
  await expectSoon(counter).toHaveText(/^\d+ free spins$/);
  const start = Number((await counter.innerText()).split(' ')[0]);
  expect(start).toBeGreaterThanOrEqual(10);
  const balanceBefore = cents(await game.locator('#balance').innerText());

  // Every free spin of the member (the bought ones, and any older grant of this game first), counted down.
  let left = start;
  while (left > 0) {
    await game.getByRole('button', { name: `Free spin (${left})` }).click();
    left -= 1;
    if (left > 0) await expectSoon(counter).toHaveText(`${left} free spins`);
  }
  const over = game.getByText(/^Your free spins are finished\. Total win: /);
  await expectSoon(over).toBeVisible();
  const won = cents((await over.innerText()).split('Total win:')[1]!);
  // No stake was taken: the balance grew by exactly what the spins won, credited through the casino's wallet.
  await expectSoon(game.locator('#balance')).toHaveText(money(balanceBefore + won));
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();

  // Back on the page: the grant is completely used, with its win.
  await page.goto('/en/reward/freespin');
  await hydrated(page, 'main');
  const grant = page.getByTestId('freespin-grant').first();
  await expect(grant).toContainText('Completely used');
  await expect(grant).toContainText('0 of 10 spins left');
  if (won > 0) await expect(grant).toContainText(`Won so far ฿${money(won)}`);
});

test('a refusal for too few points shows next to the offer', async ({ newMember, page }) => {
  await openHydrated(page, '/en/reward/freespin', 'main');
  await expect(page.getByTestId('freespin-points')).toHaveText('0');
  await expect(page.getByText('You have no free spins yet.', { exact: false })).toBeVisible();
  const offer = page.getByRole('article', { name: 'Fortune Five' }).first();
  await offer.getByRole('button', { name: /^Buy for/ }).click();
  await expect(offer.getByRole('alert')).toHaveText('Point is not enough.');
  expect(newMember.username).toMatch(/^e2e/);
});
