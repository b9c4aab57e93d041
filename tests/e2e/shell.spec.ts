import type { BrowserContext } from '@playwright/test';
import { axeViolations, expect, hydrated, popupsAlreadySeen, test } from './harness.ts';

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
      await expect(page.getByRole('main').getByRole('link', { name: /./ }).last()).toHaveAttribute(
        'href',
        path.slice(0, 3),
      );
    });
  }

  test('an unknown locale answers 404 in the saved language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'ko', url: baseURL! }]);
    const response = await page.goto('/xx/anything');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('페이지를 찾을 수 없습니다');
    await expect(page.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/ko');
  });

  test('Home_Page_1 assigns a variant for 259200 s and the server renders that layout', async ({
    page,
    context,
    baseURL,
  }) => {
    const response = await page.goto('/en');
    const setCookie = (await response!.headersArray())
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value)
      .join('\n');
    expect(setCookie).toMatch(/casino_exp_Home_Page_1=(A|B); Path=\/; Max-Age=259200; SameSite=Lax/);
    const variant = (await cookie(context, 'casino_exp_Home_Page_1'))!.value;
    await expect(page.locator('[data-experiment]')).toHaveAttribute('data-experiment', `Home_Page_1:${variant}`);

    // Sticky: the next visit keeps the variant and sets no new cookie.
    const again = await page.goto('/en');
    expect(
      (await again!.headersArray()).some(
        (h) => h.name.toLowerCase() === 'set-cookie' && h.value.includes('Home_Page_1'),
      ),
    ).toBe(false);

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

  test('a visitor arriving with a referral code keeps it in the <WEB_NAME>refCode cookie', async ({
    page,
    context,
  }) => {
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

  test('the language switcher saves the choice and opens the same page under the new prefix', async ({
    page,
    context,
  }) => {
    await page.goto('/en/games?sort=new');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Language/ })
      .click();
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
    await banner.getByRole('link', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
    await page.keyboard.press('Escape');
    await banner.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });

  test('a member sees the member menu with the balance, and logs out', async ({ member, page }) => {
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('banner');
    await expect(banner.getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
    await banner.getByRole('button', { name: 'Account menu for demo' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(banner.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Account menu for demo' })).toHaveCount(0);
  });

  test('the guard also applies to client-side navigations', async ({ member, page }) => {
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en/register?from=nav'),
    );
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
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate('/en/missing-page'),
    );
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en');
  });

  for (const width of [360, 1920]) {
    test(`the shell has no serious axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      await page.waitForLoadState('networkidle');
      const violations = await axeViolations(page, {
        include: ['header', 'footer', 'nav', 'section[aria-label]'],
        seriousOnly: true,
      });
      expect(violations).toEqual([]);
    });
  }
});

/** Automatic pop-ups (docs/shell.md "Pop-ups"): one per page view, in order, each to whom it concerns. */
test.describe('pop-ups', () => {
  test.describe.configure({ timeout: 60_000 });

  /**
   * After a pop-up closed, no other follows on the same page view. The pop-ups' code is loaded by then, so a
   * second one would open within a render; a second is enough to see it.
   */
  async function noOtherPopupFollows(page: import('@playwright/test').Page): Promise<void> {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  test("a visitor's first visit to home shows exactly one pop-up, the welcome; the next home visit the notification", async ({
    page,
  }) => {
    await page.goto('/en');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toHaveAccessibleName('Welcome to Lotus Royale');
    await expect(dialog).not.toContainText('Complete your profile');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await noOtherPopupFollows(page);

    // Another page of the same session: nothing; home again: the visitors' home notification, alone.
    await page.getByRole('banner').getByRole('link', { name: 'Games' }).click();
    await expect(page).toHaveURL(/\/en\/games$/);
    await noOtherPopupFollows(page);
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toHaveAccessibleName('Try the games for free');
    await page.keyboard.press('Escape');
    await noOtherPopupFollows(page);

    // Each once per session: a reload of home shows none.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await noOtherPopupFollows(page);
  });

  test('the welcome dialog can be hidden for good', async ({ page }) => {
    await page.goto('/en');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lotus Royale' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await welcome.getByRole('checkbox', { name: 'Do not show this again' }).check();
    await welcome.getByRole('button', { name: 'Close' }).last().click();
    await expect(welcome).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('shell:welcome-hidden'))).toBe('1');

    // A new session: the notification takes the page view, the welcome never comes back.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Try the games for free' })).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await noOtherPopupFollows(page);
    await expect(welcome).toHaveCount(0);
  });

  test('the welcome dialog keeps the keyboard inside, holds the page still and closes from its backdrop', async ({
    page,
  }) => {
    await page.goto('/en');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Lotus Royale' });
    await expect(welcome).toBeVisible({ timeout: 15_000 });
    await expect(welcome).toHaveAttribute('aria-modal', 'true');
    await expect(welcome).toHaveAccessibleDescription(/Slots, live casino/);
    const close = welcome.getByRole('button', { name: 'Close' }).first();
    const register = welcome.getByRole('button', { name: 'Sign up' });
    await expect(welcome).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // Tab past the last control comes back to the first, Shift+Tab before the first goes to the last.
    await register.focus();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(register).toBeFocused();
    // A click on the shade beside the dialog closes it, and the page scrolls again.
    await page.mouse.click(5, 5);
    await expect(welcome).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('a game link that needs a login (?modal=login) shows only the login dialog', async ({ page }) => {
    await page.goto('/en/games?modal=login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    // Once the page runs, the flag leaves the URL; no automatic pop-up joins the login dialog.
    await hydrated(page);
    await expect(page).toHaveURL(/\/en\/games$/, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await noOtherPopupFollows(page);
  });

  test('the home page asked with ?modal=login shows the login dialog, not the welcome', async ({ page }) => {
    await page.goto('/en?modal=login');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await hydrated(page);
    await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await noOtherPopupFollows(page);
  });

  test("the demo member (profile complete) gets the member's welcome and no 'complete your profile' pop-up", async ({
    member,
    page,
  }) => {
    await page.goto('/en');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toHaveAccessibleName('Welcome to Lotus Royale');
    await expect(dialog).toContainText(`Good to see you, ${member.username}.`);
    await expect(dialog).not.toContainText(/complete your profile/i);
    await page.keyboard.press('Escape');
    await noOtherPopupFollows(page);
    // The demo member's unread reward memo (a pop-up of its own) waits for a later page view, however soon after
    // the welcome it has been read: once the memos have been heard, their settling time passes without a dialog.
    await expect(page.getByRole('link', { name: /^Unread messages: \d+$/ })).toBeVisible({ timeout: 15_000 });
    await page.waitForTimeout(2000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    await noOtherPopupFollows(page);
  });

  test('a newly registered member gets one pop-up: the starter that asks for the profile', async ({
    newMember,
    page,
  }) => {
    await page.goto('/en');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(1);
    await expect(dialog).toHaveAccessibleName('Get started');
    await expect(dialog.getByRole('button', { name: 'Complete profile' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await noOtherPopupFollows(page);
    expect(newMember.username).toBeTruthy();
  });
});

/** The contact shortcuts sit behind one button and never cover the page. */
test.describe('contact', () => {
  test.beforeEach(async ({ page }) => popupsAlreadySeen(page));

  const intersects = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  // The home page lists 'Games found' once filtered (here: sorted).
  for (const path of ['/en?sort=za', '/en/games']) {
    test(`at 1280px the contact control covers neither the sort select nor 'Games found' (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const contact = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
      await expect(contact).toBeVisible();
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      const found = page.getByText(/^Games found/).first();
      for (const target of [sort, found]) {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        expect(intersects((await contact.boundingBox())!, box)).toBe(false);
        // Nothing else is drawn over the target's right end either (where the select's arrow is).
        const hit = await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const top = document.elementFromPoint(r.right - 6, r.top + r.height / 2);
          return !!top && (el === top || el.contains(top));
        });
        expect(hit).toBe(true);
      }
    });
  }

  test('the contact button opens the channels by keyboard and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    const contact = page.getByRole('banner').getByRole('button', { name: 'Contact us' });
    const panel = page.locator(':popover-open');
    await expect(panel).toHaveCount(0);
    await contact.focus();
    await page.keyboard.press('Enter');
    const line = panel.getByRole('link', { name: /^LINE/ });
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('href', /line\.me/);
    await expect(panel.getByRole('link', { name: 'Telegram (opens in a new tab)' })).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Viber/ })).toBeVisible();
    // The channels follow the button in the tab order.
    await page.keyboard.press('Tab');
    await expect(line).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
  });

  test('on a phone the contact button is in the bottom navigation and opens by touch', async ({ browser, server }) => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 360, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await popupsAlreadySeen(page);
    await page.goto('/en/games');
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Contact us' }).tap();
    const telegram = page.locator(':popover-open').getByRole('link', { name: /^Telegram/ });
    await expect(telegram).toBeVisible();
    // Above the bottom navigation, inside the screen.
    const box = (await telegram.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(800 - 64);
    await context.close();
  });
});
