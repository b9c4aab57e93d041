import { axeViolations, expect, popupsAlreadySeen, test } from './harness.ts';

/**
 * The policy pages (terms and conditions, privacy policy, cookie policy) and the two home page variants as pages of
 * their own (index1, index2).
 */

const POLICIES = [
  {
    path: 'terms-and-conditions',
    en: {
      title: 'Terms and conditions',
      heading: 'Fair play',
      text: "Game results are decided by each game provider's random number generator.",
    },
    th: {
      title: 'ข้อกำหนดและเงื่อนไข',
      heading: 'การเล่นอย่างเป็นธรรม',
      text: 'ผลของเกมตัดสินโดยระบบสุ่มตัวเลขของผู้ให้บริการเกมแต่ละราย',
    },
  },
  {
    path: 'privacy-policy',
    en: { title: 'Privacy policy', heading: 'Your rights', text: 'We never sell your personal data.' },
    th: { title: 'นโยบายความเป็นส่วนตัว', heading: 'สิทธิของคุณ', text: 'เราไม่ขายข้อมูลส่วนบุคคลของคุณ' },
  },
  {
    path: 'cookies-policy',
    en: {
      title: 'Cookie policy',
      heading: 'Managing cookies',
      text: 'You can delete or block cookies in your browser settings.',
    },
    th: { title: 'นโยบายคุกกี้', heading: 'การจัดการคุกกี้', text: 'คุณสามารถลบหรือบล็อกคุกกี้ได้ในการตั้งค่าเบราว์เซอร์' },
  },
] as const;

test.describe('JavaScript disabled: the server renders the policy pages', () => {
  test.use({ javaScriptEnabled: false });

  for (const policy of POLICIES) {
    for (const locale of ['en', 'th'] as const) {
      const words = policy[locale];
      test(`/${locale}/${policy.path} shows its title, contents, date and text`, async ({ page }) => {
        const response = await page.goto(`/${locale}/${policy.path}`);
        expect(response!.status()).toBe(200);
        await expect(page).toHaveTitle(`${words.title} | Lotus Royale`);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.title);
        await expect(main.getByRole('heading', { level: 2, name: words.heading })).toBeVisible();
        await expect(main.getByText(words.text)).toBeVisible();
        // The last-updated date as the locale writes it, with the machine-readable date beside it.
        const updated = main.locator('time');
        await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
        const when = new Date((await updated.getAttribute('datetime'))!);
        const expected = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(when);
        await expect(updated).toHaveText(expected);
        // The table of contents leads to each section heading.
        const contents = main.getByRole('navigation', { name: locale === 'en' ? 'On this page' : 'ในหน้านี้' });
        const entry = contents.getByRole('link', { name: words.heading });
        const target = await entry.getAttribute('href');
        expect(target).toMatch(/^#policy-\d+$/);
        await expect(main.locator(target!)).toHaveText(words.heading);
        // The three policies link to each other; this one is the current page.
        const policies = main.getByRole('navigation', { name: locale === 'en' ? 'Policies' : 'นโยบาย' });
        await expect(policies.getByRole('link')).toHaveText(POLICIES.map((p) => p[locale].title));
        await expect(policies.getByRole('link', { name: words.title })).toHaveAttribute('aria-current', 'page');
      });
    }
  }

  test('the policies link to each other without JavaScript', async ({ page }) => {
    await page.goto('/en/terms-and-conditions');
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Cookie policy' }).click();
    await expect(page).toHaveURL(/\/en\/cookies-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  });

  test('the footer links to the policy pages; the security policy, without a page, stays a dialog', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/en/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/en/cookies-policy');
    await expect(footer.getByRole('button', { name: 'Security' })).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  });

  test('index1 shows the home page with banner layout A, index2 with layout B, both canonical to the home page', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The visitor's own draw does not decide the layout of these pages.
    await page.goto('/en');
    const experimentCookie = (await context.cookies()).find((c) => c.name.endsWith('_exp_Home_Page_1'))!;
    expect(experimentCookie).toBeTruthy();
    for (const [path, variant, other] of [
      ['index1', 'A', 'B'],
      ['index2', 'B', 'A'],
    ] as const) {
      await context.addCookies([{ name: experimentCookie.name, value: other, url: baseURL! }]);
      const response = await page.goto(`/en/${path}`);
      expect(response!.status()).toBe(200);
      const hero = page.getByRole('region', { name: 'Featured' });
      await expect(hero).toHaveAttribute('data-experiment', `Home_Page_1:${variant}`);
      // A: one banner at a time with previous / next; B: a lead banner with two beside it.
      if (variant === 'A') {
        await expect(hero.getByRole('button', { name: 'Next banner' })).toBeVisible();
        await expect(hero.getByRole('button', { name: 'Show banner 4' })).toBeVisible();
      } else {
        await expect(hero.getByRole('button', { name: 'Next banner' })).toHaveCount(0);
        await expect(hero.locator('img:visible')).toHaveCount(3);
      }
      // The lobby of the home page follows the banners.
      await expect(page.getByRole('heading', { name: 'Providers' })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en`);
      await expect(page.locator('link[rel="alternate"][hreflang="th"]')).toHaveAttribute('href', `${baseURL}/th`);
    }
    // The home page itself keeps its own address as canonical.
    await page.goto('/en/games');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/games`);
  });
});

test.describe('policy pages in the browser', () => {
  test('the footer link opens the page in the frame and the contents scroll to a section', async ({ page }) => {
    await popupsAlreadySeen(page);
    await page.goto('/en');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(/\/en\/terms-and-conditions$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(page).toHaveTitle('Terms and conditions | Lotus Royale');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Fair play' }).click();
    await expect(page).toHaveURL(/#policy-3$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Fair play' })).toBeInViewport();
    // Between policies without reloading the page.
    await page.getByRole('navigation', { name: 'Policies' }).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
    await expect(page).toHaveTitle('Privacy policy | Lotus Royale');
  });

  for (const path of ['terms-and-conditions', 'privacy-policy', 'cookies-policy', 'index1', 'index2']) {
    test(`/en/${path} has no serious axe violations at 360px`, async ({ page }) => {
      await popupsAlreadySeen(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/en/${path}`);
      await page.waitForLoadState('networkidle');
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await axeViolations(page, { include: ['main', 'footer'], seriousOnly: true })).toEqual([]);
    });
  }
});
