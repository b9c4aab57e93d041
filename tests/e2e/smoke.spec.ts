import { LOCALES } from '../../app/i18n/config.ts';
import { expect, test } from './harness.ts';

const LOCALE_PATH = new RegExp(`^/(${LOCALES.join('|')})$`);

test.describe('server rendering, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/ redirects to a locale home page rendered by the server', async ({ page }) => {
    const response = await page.goto('/');
    expect(response, 'the page answered').not.toBeNull();
    const redirect = response!.request().redirectedFrom();
    expect(redirect, '/ answered with a redirect').not.toBeNull();
    expect((await redirect!.response())!.status()).toBe(302);

    const url = new URL(page.url());
    expect(url.pathname).toMatch(LOCALE_PATH);
    expect(response!.status()).toBe(200);

    // Without JavaScript everything on screen came from the server's HTML.
    const locale = url.pathname.slice(1);
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    expect((await page.locator('body').innerText()).trim().length, `the ${locale} home page shows text`).toBeGreaterThan(0);
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

test('unknown route shows the 404 page with JavaScript on', async ({ page }) => {
  const response = await page.goto('/en/this-page-does-not-exist');
  expect(response!.status()).toBe(404);
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
