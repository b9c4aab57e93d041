import {
  approvedDeposit,
  axeViolations,
  expect,
  hydrated,
  openHydrated,
  popupsAlreadySeen,
  test,
  completeProfile,
} from './harness.ts';

/**
 * Competitions as a person meets them: the running slot race joined from its page, a spin of the demo slot, and the
 * member's own rank climbing on the leaderboard left open in another tab (without reloading it); the join form
 * without JavaScript; the pages checked with axe.
 */

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

const RACE = 'Slot Sprint: ฿50,000 Turnover Race';

test('a member joins the running slot race, spins the demo slot and watches their rank climb', async ({
  page,
  context,
  ops,
  newMember,
}) => {
  test.setTimeout(120_000);
  await completeProfile(context.request);
  await approvedDeposit(context.request, ops, 500);

  // The list: the race is live; its page tells the rules and offers to join.
  await openHydrated(page, '/en/competition');
  await expect(page.getByRole('link', { name: 'Competitions' }).first()).toBeVisible();
  await page.getByRole('link', { name: `Details and join: ${RACE}` }).click();
  await expect(page).toHaveURL(/\/en\/competition\/\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: RACE })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await hydrated(page, 'main');
  await page.getByRole('button', { name: 'Join competition' }).click();
  await expect(page.getByText('You joined! Your bets on eligible games now count.')).toBeVisible();

  // The member's own row: joined, nothing played yet, below everyone who has.
  const mine = page.getByRole('status', { name: 'Your rank' });
  await expect(mine).toContainText(newMember.username.slice(0, 2));
  await expect(mine).toContainText('Rounds counted: 0');
  const rankNow = async () => Number(await mine.locator('li span').first().innerText());
  const before = await rankNow();
  expect(before).toBeGreaterThan(20);

  // Another tab: one spin of the demo slot.
  const game = await context.newPage();
  await openHydrated(game, '/en', 'main');
  await game.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(game).toHaveURL(/\/en\/games\/\d+$/, { timeout: 15_000 });
  const spin = game.frameLocator('iframe[title="Fortune Five by Demo Studio"]').getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 15_000 });

  // The leaderboard page, untouched, follows: the round counted and the member climbed above those who did not play.
  await expect(mine).toContainText('Rounds counted: 1', { timeout: 20_000 });
  expect(await rankNow()).toBeLessThan(before);
  await game.close();

  // My competitions lists it with the rank.
  await page.goto('/en/competition?tab=joined');
  await expect(page.getByRole('link', { name: RACE })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the join form works, and the completed competition shows its winners and the unclaimed prizes', async ({
    page,
    newMember,
  }) => {
    await page.goto('/en/competition');
    await page.getByRole('link', { name: `Details and join: ${RACE}` }).click();
    await page.getByRole('button', { name: 'Join competition' }).click();
    await expect(page.getByText('You joined! Your bets on eligible games now count.')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Your rank' })).toContainText(newMember.username.slice(0, 2));

    await page.goto('/en/competition?tab=completed');
    await page.getByRole('link', { name: 'View results: Crash Kings Weekly' }).click();
    await expect(page.getByText('This competition has ended and its prizes were paid.')).toBeVisible();
    const prizes = page.getByRole('region', { name: 'Prizes' });
    await expect(prizes.getByText('Unclaimed: stays with the house')).toHaveCount(3);
    await expect(prizes.getByRole('row')).toHaveCount(11);
  });
});
