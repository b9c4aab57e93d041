import type { FrameLocator, Page } from '@playwright/test';
import { axeViolations, expect, openHydrated, popupsAlreadySeen, test } from './harness.ts';

/**
 * A real game for every category: the demo member opens the first game of each category from the games page, as a
 * person does, sees the engine of that kind (not the slot's reels) and plays a round of it for real money. Then a
 * slot round is verified on the provider's verify page after its server seed was revealed.
 */

const expectSoon = expect.configure({ timeout: 20_000 });

const CATEGORIES = [
  ['Slots', ['slot']],
  ['Live Casino', ['live-roulette', 'live-blackjack', 'live-baccarat']],
  ['Sports', ['race']],
  ['Crash', ['crash']],
  ['Arcade', ['mines', 'keno']],
  ['Fishing', ['shooter']],
  ['Virtual Sports', ['race']],
  ['Table Games', ['roulette', 'blackjack', 'baccarat']],
  ['Megaways', ['megaways']],
  ['Jackpot', ['jackpot']],
  ['Lotto', ['keno']],
  ['Cash Drop', ['slot']],
] as const;

/**
 * One round of whatever engine the game page opened; resolves once the round's outcome is on the screen. `network` is
 * the page whose requests include the game's (the casino's page for a game in its iframe, else the game's window).
 */
async function playRound(game: FrameLocator | Page, engine: string, network: Page) {
  const rules = engine.replace('live-', '');
  const outcome = game.locator('#outcome');
  switch (rules) {
    case 'slot':
    case 'jackpot':
    case 'megaways': {
      const spin = game.getByRole('button', { name: 'Spin', exact: true });
      // The round is the game server's answer to the spin (the reels turn for half a second at least: too short to
      // be sure of seeing the button disabled on a busy machine).
      const round = network.waitForResponse(
        (r) => r.request().method() === 'POST' && /\/api\/(slot\/spin|round)$/.test(new URL(r.url()).pathname),
      );
      await spin.click();
      expect((await round).ok()).toBe(true);
      await expectSoon(spin).toBeEnabled();
      return;
    }
    case 'crash':
      await game.getByLabel('Auto cash-out').first().check();
      await game.getByRole('button', { name: 'Place bet' }).click();
      // The round's outcome (the history of earlier rounds is there from the start).
      await expectSoon(game.getByText(/^(Cashed out at|Crashed at) \d/)).toBeVisible();
      await expectSoon(game.getByRole('button', { name: 'Place bet' })).toBeEnabled();
      return;
    case 'roulette':
      await game.getByRole('button', { name: 'Red', exact: true }).click();
      await game.getByRole('button', { name: /^Spin · / }).click();
      await expectSoon(game.getByText(/^The ball landed on \d+/)).toBeVisible();
      return;
    case 'blackjack': {
      await game.getByRole('button', { name: 'Deal' }).click();
      const stand = game.getByRole('button', { name: 'Stand' });
      const deal = game.getByRole('button', { name: 'Deal' });
      await expectSoon(stand.or(deal)).toBeVisible();
      if (await stand.isVisible()) await stand.click();
      await expectSoon(outcome).toHaveText(/Blackjack!|You win|Push|Dealer wins|Bust/);
      return;
    }
    case 'baccarat':
      await game.getByRole('button', { name: /^Banker/ }).click();
      await game.getByRole('button', { name: /^Deal · / }).click();
      await expectSoon(outcome).toHaveText(/wins|Tie/);
      return;
    case 'keno':
      await game.getByRole('button', { name: 'Quick pick' }).click();
      await game.getByRole('button', { name: 'Draw' }).click();
      await expectSoon(outcome).toHaveText(/\d+ of 5 hit/);
      return;
    case 'mines': {
      await game.getByRole('button', { name: 'Place bet' }).click();
      await game.getByRole('button', { name: 'Cell 13' }).click();
      const cashOut = game.getByRole('button', { name: /^Cash out · / });
      const boom = game.getByText('You hit a mine');
      await expectSoon(cashOut.or(boom)).toBeVisible();
      if (await cashOut.isVisible()) await cashOut.click();
      await expectSoon(outcome).toHaveText(/Cashed out at|You hit a mine/);
      return;
    }
    case 'race':
      await game.getByRole('button', { name: 'Start race' }).click();
      await expectSoon(outcome).toHaveText(/Runner \d wins/);
      return;
    case 'shooter':
      await game
        .getByRole('button', { name: /^Minnow/ })
        .first()
        .click({ force: true }); // the creatures keep swimming: never 'stable'
      await expectSoon(outcome).toHaveText(/caught|got away/);
      return;
  }
  throw new Error(`no way to play ${engine}`);
}

async function engineOf(game: FrameLocator): Promise<string> {
  const body = game.locator('body[class*="kind-"]');
  await expectSoon(body).toBeAttached();
  return /kind-([a-z-]+)/.exec((await body.getAttribute('class')) ?? '')?.[1] ?? '';
}

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

test('the demo member opens a game of every category from the games page and plays a round of its own kind', async ({
  member,
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [category, engines] of CATEGORIES) {
    await openHydrated(page, '/en/games', 'main');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${category} \\d+$`) })
      .click();
    await expectSoon(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    const play = page
      .getByRole('main')
      .getByRole('button', { name: /^Play (?!.*demo mode)/ })
      .first();
    const label = (await play.getAttribute('aria-label')) ?? (await play.innerText());
    const name = label.replace(/^Play /, '');
    // A provider plays in the casino's game page (an iframe) or in a window of its own: whichever appears first.
    const popup = page.waitForEvent('popup', { timeout: 20_000 }).catch(() => null);
    await play.click();
    const window = await Promise.race([
      popup,
      page
        .locator('iframe[title*="by"]')
        .waitFor({ state: 'attached', timeout: 20_000 })
        .then(() => null),
    ]);
    let game: FrameLocator | Page;
    let engine: string;
    if (window) {
      // The window opens blank at the click (so that popup blockers allow it) and gets the game once launched.
      await window.waitForURL(/\/demo-provider\/play\//, { timeout: 20_000 });
      await expectSoon(window.locator('#balance, [data-balance]').first()).toHaveText(/\d/);
      game = window;
      engine = /kind-([a-z-]+)/.exec((await window.locator('body').getAttribute('class')) ?? '')?.[1] ?? '';
    } else {
      game = page.frameLocator('iframe[title*="by"]');
      await expectSoon(game.locator('#balance, [data-balance]').first()).toHaveText(/\d/);
      engine = await engineOf(game);
    }
    expect(engines as readonly string[], `${category}: ${name} opened ${engine}`).toContain(engine);
    await playRound(game, engine, window ?? page);
    await window?.close();
  }
});

test('a slot round is verified on the verify page once its server seed is revealed', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/demo-provider/play/demo-slot?mode=fun&lang=en');
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.click();
  await expectSoon(spin).toBeEnabled();

  await page.getByRole('button', { name: 'Provably fair' }).click();
  const fair = page.getByRole('dialog', { name: 'Provably fair' });
  await expect(fair.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
  await fair.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(fair.getByText('Revealed server seed')).toBeVisible();
  await fair.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Provably fair' }).click();
  const reopened = page.getByRole('dialog', { name: 'Provably fair' });
  const [verify] = await Promise.all([
    context.waitForEvent('page'),
    reopened.getByRole('link', { name: 'Verify', exact: true }).first().click(),
  ]);
  await expect(verify.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await expectSoon(verify.getByText('The server seed matches the hash shown before play.')).toBeVisible();
  await expect(verify.getByText('Verified: the same result as the game paid.')).toBeVisible();
  await expect(verify.getByText(/^Reel stops: \d+, \d+, \d+, \d+, \d+$/)).toBeVisible();
});

test.describe('accessibility', () => {
  test.use({ bypassCSP: true });

  for (const kind of [
    'roulette',
    'live-blackjack',
    'baccarat',
    'keno',
    'mines',
    'race',
    'shooter',
    'megaways',
    'jackpot',
  ]) {
    test(`the ${kind} page has no serious axe violations, and the verify page neither`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/demo-provider/play/a11y-${kind}?mode=fun&lang=th&kind=${kind}`);
      await expect(page.locator('[data-balance], #balance').first()).toHaveText('10,000.00');
      for (const url of [null, '/demo-provider/fair/verify?lang=th']) {
        if (url) await page.goto(url);
        const violations = await axeViolations(page, { seriousOnly: true });
        expect(violations, url ?? kind).toEqual([]);
      }
    });
  }
});
