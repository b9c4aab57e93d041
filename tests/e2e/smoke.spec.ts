import type { Page } from '@playwright/test';
import { LOCALES } from '../../app/i18n/config.ts';
import { expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The site answers with the pages a person expects: the lobby with its games, a member's balance, the 404 page.
 * Each check names what is on screen, so an error page answered with 200 fails them.
 */

const LOCALE_PATH = new RegExp(`^/(${LOCALES.join('|')})$`);

/** The lobby as a visitor sees it in English: its title, sections and game tiles with their buttons. */
async function expectEnglishLobby(page: Page): Promise<void> {
  await expect(page).toHaveTitle('Lotus Royale — Online casino, slots and live games');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const main = page.getByRole('main');
  for (const heading of ['Highlights', 'New games', 'Categories']) {
    await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  const highlights = main.getByRole('region', { name: 'Highlights' });
  await expect(highlights.getByRole('heading', { name: 'Fortune Five' }).first()).toBeVisible();
  await expect(highlights.getByRole('button', { name: 'Play Fortune Five', exact: true })).toBeVisible();
  expect(await main.locator('article').count(), 'game tiles on the lobby').toBeGreaterThan(10);
  await expect(page.getByRole('contentinfo')).toContainText('18+');
}

test.describe('server rendering, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test("/ redirects to the default language's lobby, with its title and game tiles", async ({ page }) => {
    const response = await page.goto('/');
    expect(response, 'the page answered').not.toBeNull();
    const redirect = response!.request().redirectedFrom();
    expect(redirect, '/ answered with a redirect').not.toBeNull();
    expect((await redirect!.response())!.status()).toBe(302);
    const url = new URL(page.url());
    expect(url.pathname).toMatch(LOCALE_PATH);
    expect(response!.status()).toBe(200);

    // The demo data makes Thai the default language: the Thai lobby, every word from the server's HTML.
    expect(url.pathname).toBe('/th');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle('Lotus Royale — คาสิโนออนไลน์ สล็อต และเกมสด');
    await expect(page.getByRole('banner').getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('button', { name: 'เล่น Fortune Five', exact: true }).first(),
    ).toBeVisible();
  });

  test('the English lobby shows its sections and games to a visitor, with Log in and Sign up', async ({ page }) => {
    const response = await page.goto('/en');
    expect(response!.status()).toBe(200);
    await expectEnglishLobby(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  });

  test('a logged-in member sees the lobby with their account menu and balance in baht', async ({ page, member }) => {
    await page.goto('/en');
    await expectEnglishLobby(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: `Account menu for ${member.username}` })).toBeVisible();
    await expect(banner.getByText(/^฿\d{1,3}(,\d{3})*\.\d\d$/).first()).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  for (const unknown of ['/en/this-page-does-not-exist', '/en/games/no/such/page']) {
    test(`unknown route ${unknown} shows the 404 page`, async ({ page }) => {
      const response = await page.goto(unknown);
      expect(response!.status()).toBe(404);
      await expect(page.getByText('This page could not be found')).toBeVisible();
    });
  }

  test('a path without a locale is a 404 page too (in the saved or default language)', async ({ page }) => {
    const response = await page.goto('/not-a-locale/anything');
    expect(response!.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
  });
});

test('the lobby starts in the browser without errors and keeps its games', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await popupsAlreadySeen(page);
  const response = await page.goto('/en');
  expect(response!.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expectEnglishLobby(page);
  // React has taken over: the search field filters the tiles in place.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('rocket');
  await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Results for “rocket”' })).toBeVisible();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test('unknown route shows the 404 page with JavaScript on', async ({ page }) => {
  const response = await page.goto('/en/this-page-does-not-exist');
  expect(response!.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
