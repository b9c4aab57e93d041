import { expect, openHydrated, popupsAlreadySeen, test } from './harness.ts';

/**
 * Playing a game as people do: the lobby's Play button for a visitor, for a member whose profile lacks the bank
 * account, and for the demo member, who plays the demo slot in the game page, comes back to the lobby and finds the
 * same bets with their before and after balances in the bet history. Favourites and recently played rows too.
 */

/** Page changes that wait for the server (a launch opens a game session) get more time on a busy machine. */
const expectSoon = expect.configure({ timeout: 15_000 });

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('a visitor who presses Play is asked to log in, also when opening a game page directly', async ({ page }) => {
  await openHydrated(page, '/en', 'main');
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expectSoon(page).toHaveURL(/\/en$/);
  await page.keyboard.press('Escape');

  await page.goto('/en/games/1');
  await expectSoon(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a visitor may play the demo slot on a fun balance', async ({ page }) => {
  await openHydrated(page, '/en', 'main');
  await page.getByRole('button', { name: 'Play Fortune Five in demo mode' }).first().click();
  await expectSoon(page).toHaveURL(/\/en\/games\/\d+\?mode=demo$/);
  await expect(page.getByText('Demo play: a fun balance, no real money.')).toBeVisible();
  const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
  await expect(game.getByText('Fun play')).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('10,000.00');
});

test('a member without bank details is asked to complete the profile', async ({ newMember, page }) => {
  await openHydrated(page, '/en', 'main');
  await expect(page.getByRole('button', { name: /^Account menu for e2e/ })).toBeVisible();
  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  const prompt = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await expectSoon(page).toHaveURL(/\/en$/);
  await prompt.getByRole('button', { name: 'Update profile' }).click();
  await expectSoon(page).toHaveURL(/\/en\/setting\/profile$/);

  // A game page opened directly sends the member home with the same prompt; no game session is opened.
  await page.goto('/en/games/1');
  await expectSoon(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('dialog', { name: 'Complete your profile' })).toBeVisible();
});

test('the demo member plays the demo slot from the lobby, then finds the bets in the history', async ({
  member,
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, '/en', 'main');
  const header = page.getByRole('banner');
  await expect(header.getByText(/฿[\d,]+\.\d\d/)).toBeVisible();

  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expectSoon(page).toHaveURL(/\/en\/games\/\d+$/);
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Fortune Five')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Full screen' })).toBeVisible();
  const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  const balance = game.locator('#balance');
  const start = cents(await balance.innerText());
  // The game bar shows the same balance as the game.
  await expect.poll(async () => cents(await bar.getByText(/฿[\d,]+\.\d\d/).innerText())).toBe(start);

  // Spin until the balance has moved (a win of exactly the stake leaves it where it was).
  let now = start;
  for (let i = 0; i < 6 && now === start; i++) {
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 10_000 });
    await page.waitForTimeout(900); // the win counter finishes
    now = cents(await balance.innerText());
  }
  expect(now).not.toBe(start);

  // Back to the lobby from the game: the header balance is the game's.
  await game.getByRole('button', { name: 'Back to lobby' }).click();
  await expectSoon(page).toHaveURL(/\/en$/);
  await expect.poll(async () => cents(await header.getByText(/฿[\d,]+\.\d\d/).innerText())).toBe(now);
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('heading', { name: 'Fortune Five' })).toBeVisible();

  // The same bets in the history, newest first: the last result ends on the balance the game showed.
  await page.goto('/en/setting/history');
  await expect(page.getByRole('tab', { name: 'Bets', selected: true })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bet history' });
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const cellsOf = async (i: number) => rows.nth(i).locator('td').allInnerTexts();
  const [game0, , , type0, , winLose0, before0, after0] = await cellsOf(0);
  const [game1, , , type1, bet1, , before1, after1] = await cellsOf(1);
  expect([game0, type0, game1, type1]).toEqual(['Fortune Five', 'Result', 'Fortune Five', 'Bet']);
  expect(cents(after0)).toBe(now);
  expect(cents(after0) - cents(before0)).toBe(cents(winLose0));
  expect(cents(before0)).toBe(cents(after1));
  expect(cents(before1) - cents(after1)).toBe(cents(bet1));
  await expect(page.getByText(/^Records: \d+$/)).toBeVisible();
});

test('a member keeps favourite games with the heart button', async ({ member, page }) => {
  await openHydrated(page, '/en', 'main');
  const heart = page.getByRole('button', { name: 'Favourite: Rocket Rise' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const row = page.getByRole('region', { name: 'My favourites' });
  await expect(row.getByRole('heading', { name: 'Rocket Rise' })).toBeVisible();
  // Kept by the server: still there after a reload, and on the games page.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'My favourites' }).getByRole('heading', { name: 'Rocket Rise' }),
  ).toBeVisible();
  await openHydrated(page, '/en/games?category=crash', 'main');
  await expect(
    page.getByRole('region', { name: 'My favourites' }).getByRole('heading', { name: 'Rocket Rise' }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'My favourites' })
    .getByRole('button', { name: 'Favourite: Rocket Rise' })
    .click();
  await expect(page.getByRole('region', { name: 'My favourites' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Favourite: Rocket Rise' }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the bet history refuses an invalid date range and shows the empty state', async ({ member, page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/setting/history?from=2024-02-10&to=2024-02-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid date choice' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('To', { exact: true }).fill('2024-02-12');
  await page.getByRole('button', { name: 'Search' }).click();
  await expectSoon(page).toHaveURL(/from=2024-02-10&to=2024-02-12/);
  await expect(page.getByText('No results found')).toBeVisible();
  await page.getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'true');
});

/** A game tile on a phone: everything works by touch, nothing covers the artwork or the provider. */
test.describe('a tile at 360 px, by touch', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  test('Play and Demo are visible without hovering; Play asks a visitor to log in', async ({ page }) => {
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    const tile = page.locator('article', { has: page.getByRole('heading', { name: 'Fortune Five' }) }).first();
    const play = tile.getByRole('button', { name: 'Play Fortune Five', exact: true });
    const demo = tile.getByRole('button', { name: 'Play Fortune Five in demo mode' });
    await expect(play).toBeVisible();
    await expect(play).toHaveText('Play');
    await expect(demo).toBeVisible();
    // Both inside the screen and side by side, each a thumb's size.
    const [p, d] = [(await play.boundingBox())!, (await demo.boundingBox())!];
    expect(p.height).toBeGreaterThanOrEqual(32);
    expect(p.x + p.width).toBeLessThanOrEqual(d.x);
    expect(d.x + d.width).toBeLessThanOrEqual(360);
    // A game without demo play has Play alone.
    const other = page
      .locator('article', { has: page.getByRole('heading', { name: 'Mighty Dragon Cash Drop' }) })
      .first();
    await expect(other.getByRole('button', { name: 'Play Mighty Dragon Cash Drop', exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: /in demo mode/ })).toHaveCount(0);

    await play.tap();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('the badges and the heart cover neither the artwork nor the provider name', async ({ member, page }) => {
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    const tile = page.locator('article', { has: page.getByRole('heading', { name: 'Fortune Five' }) }).first();
    const art = (await tile.locator('img').boundingBox())!;
    const provider = (await tile.getByText('Demo Studio', { exact: true }).boundingBox())!;
    const heart = tile.getByRole('button', { name: 'Favourite: Fortune Five' });
    await expect(heart).toBeVisible();
    const heartBox = (await heart.boundingBox())!;
    expect(overlaps(heartBox, art)).toBe(false);
    expect(overlaps(heartBox, provider)).toBe(false);
    for (const badge of ['New', 'Hot']) {
      const box = (await tile.getByText(badge, { exact: true }).boundingBox())!;
      expect(overlaps(box, art)).toBe(false);
    }
    expect(member.username).toBe('demo');
  });
});
