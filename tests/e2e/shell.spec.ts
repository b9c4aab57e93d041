import type { BrowserContext } from '@playwright/test';
import { expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The platform shell as people meet it: the first visit, the frame of every page, the language choice, the
 * members-only guard, the 404 page, the home page experiment and the referral code.
 */

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

test.describe('JavaScript disabled: the server renders the shell', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor landing on / gets the default language home page, with the query kept', async ({ page }) => {
    const response = await page.goto('/?utm_source=mail');
    const redirect = response!.request().redirectedFrom();
    expect((await redirect!.response())!.status()).toBe(302);
    const url = new URL(page.url());
    // The demo data makes Thai the default language.
    expect(url.pathname).toBe('/th');
    expect(url.search).toBe('?utm_source=mail');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeAttached();
    await expect(page.getByRole('link', { name: 'ข้ามไปยังเนื้อหาหลัก' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'แนะนำ' }).locator('img:visible').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('18+');
    // Without JavaScript the loading bar never shows.
    await expect(page.locator('#page-loader')).toBeHidden();
  });

  test('the saved language cookie decides where / goes', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'jp', url: baseURL! }]);
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('the page head carries the SEO title, Open Graph tags, favicon, theme colour and manifest', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en$/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /.+/);
    await expect(page.locator('style#theme-vars')).toBeAttached();
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).name).toBeTruthy();
  });

  for (const [path, text] of [
    ['/en/no-such-page', 'This page could not be found'],
    ['/th/no/such/page', 'ไม่พบหน้าที่คุณต้องการ'],
  ] as const) {
    test(`${path} answers 404 inside the site frame`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /./ }).last()).toHaveAttribute('href', path.slice(0, 3));
    });
  }

  test('an unknown locale answers 404 in the saved language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ko', url: baseURL! }]);
    const response = await page.goto('/xx/anything');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/ko');
  });

  test('Home_Page_1 assigns a variant for 259200 s and the server renders that layout', async ({ page, context, baseURL }) => {
    const response = await page.goto('/en');
    const setCookie = (await response!.headersArray()).filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value).join('\n');
    expect(setCookie).toMatch(/casino_exp_Home_Page_1=(A|B); Path=\/; Max-Age=259200; SameSite=Lax/);
    const variant = (await cookie(context, 'casino_exp_Home_Page_1'))!.value;
    await expect(page.locator('[data-experiment]')).toHaveAttribute('data-experiment', `Home_Page_1:${variant}`);

    // Sticky: the next visit keeps the variant and sets no new cookie.
    const again = await page.goto('/en');
    expect((await again!.headersArray()).some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('Home_Page_1'))).toBe(false);

    // Each variant has its own banner layout, already in the server's HTML.
    for (const v of ['A', 'B']) {
      await context.addCookies([{ name: 'casino_exp_Home_Page_1', value: v, url: baseURL! }]);
      await page.goto('/en');
      const hero = page.locator('[data-experiment]');
      await expect(hero).toHaveAttribute('data-experiment', `Home_Page_1:${v}`);
      if (v === 'A') await expect(hero.getByRole('button', { name: 'Next banner' })).toBeVisible();
      else await expect(hero.getByRole('button', { name: 'Next banner' })).toHaveCount(0);
    }
  });

  test('a visitor arriving with a referral code keeps it in the <WEB_NAME>refCode cookie', async ({ page, context }) => {
    await page.goto('/en/games?ref_code=DEMO2024');
    expect((await cookie(context, 'casinorefCode'))?.value).toBe('DEMO2024');
    // Later pages without the code keep the stored one.
    await page.goto('/en');
    expect((await cookie(context, 'casinorefCode'))?.value).toBe('DEMO2024');
  });

  test('a member opening register is sent home with the query string', async ({ member, page, context }) => {
    const response = await page.goto('/en/register?ref_code=DEMO2024&x=1');
    expect(response!.request().redirectedFrom()).not.toBeNull();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/en');
    expect(url.search).toBe('?ref_code=DEMO2024&x=1');
    // A member never gets a referral cookie.
    expect(await cookie(context, 'casinorefCode')).toBeUndefined();
  });

  test('a visitor may open register', async ({ page }) => {
    const response = await page.goto('/en/register');
    expect(response!.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/register');
  });
});

test.describe('JavaScript on', () => {
  test.beforeEach(async ({ page }, testInfo) => {
    if (!testInfo.title.includes('welcome')) await popupsAlreadySeen(page);
  });

  test('the language switcher saves the choice and opens the same page under the new prefix', async ({ page, context }) => {
    await page.goto('/en/games?sort=new');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
    await page.waitForURL('**/th/games?sort=new');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
    const lang = await cookie(context, 'lang');
    expect(lang?.value).toBe('th');
    expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    // The saved choice decides where / goes next time.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/th');
  });

  test('visitors see log in and sign up; the buttons open the auth modals', async ({ page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a member sees the member menu with the balance, and logs out', async ({ member, page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
    await banner.getByRole('button', { name: 'Account menu for demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(banner.getByRole('button', { name: 'Sign up' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Account menu for demo' })).toHaveCount(0);
  });

  test('the guard also applies to client-side navigations', async ({ member, page }) => {
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/en/register?from=nav'));
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en?from=nav');
  });

  test('the setting layout lists the account pages beside the content', async ({ member, page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/setting');
    const side = page.getByRole('navigation', { name: 'Account pages' }).first();
    await expect(side).toBeVisible();
    await expect(side.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown route shows the 404 page after a client navigation too', async ({ page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/en/missing-page'));
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
  });

  test('the welcome dialog can be hidden for good', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/en');
    // The home notification comes first; closing it brings the welcome (the dialog with 'do not show again').
    const dialog = page.getByRole('dialog');
    const welcome = dialog.filter({ has: page.getByRole('checkbox', { name: 'Do not show this again' }) });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    if (!(await welcome.count())) await page.keyboard.press('Escape');
    await expect(welcome).toBeVisible();
    await welcome.getByRole('checkbox', { name: 'Do not show this again' }).check();
    await welcome.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('shell:welcome-hidden'))).toBe('1');

    // A new session: the notification shows again, the welcome no longer follows it.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(welcome).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1000);
    await expect(dialog).toHaveCount(0);
  });

  for (const width of [360, 1920]) {
    test(`the shell has no serious axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
      const violations = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe;
        const result = await axe.run({ include: [['header'], ['footer'], ['nav'], ['section[aria-label]']] });
        return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length})`);
      });
      expect(violations).toEqual([]);
    });
  }
});
