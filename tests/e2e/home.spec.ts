import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { axeViolations, expect, hydrated, popupsAlreadySeen, startServer, test } from './harness.ts';

/**
 * The home page as a player meets it: the banner with its offer and button, the bar (random game, Deposit for
 * members), sections of different forms, the live wins feed and the random game button, in English and Thai, on a
 * phone and a desktop.
 */

const SCREENS = [
  { width: 360, height: 760 },
  { width: 1280, height: 900 },
];

const HOME = {
  en: {
    headline: 'Spin the reels',
    offer: 'Hundreds of slots from ten studios, many free to try in demo mode.',
    cta: 'Play slots',
    sections: ['Highlights', 'Live wins', 'Categories', 'New games', 'Hot games', 'Providers', 'Live casino'],
    random: 'Random game',
    slots: 'Slots',
  },
  th: {
    headline: 'หมุนวงล้อสล็อต',
    offer: 'สล็อตหลายร้อยเกมจากสิบค่าย หลายเกมลองเล่นฟรีได้ในโหมดทดลอง',
    cta: 'เล่นสล็อต',
    sections: ['เกมแนะนำ', 'ผู้ชนะล่าสุด', 'หมวดหมู่', 'เกมใหม่', 'เกมยอดฮิต', 'ค่ายเกม', 'คาสิโนสด'],
    random: 'สุ่มเกม',
    slots: 'สล็อต',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await popupsAlreadySeen(page);
});

async function noSideways(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

for (const lang of ['en', 'th'] as const) {
  for (const screen of SCREENS) {
    test(`home in ${lang} at ${screen.width} px: the offer and its button, then sections of different forms`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const words = HOME[lang];
      await page.setViewportSize(screen);
      // index1 always shows the carousel (Home_Page_1 variant A), index2 the mosaic (variant B).
      for (const path of [`/${lang}/index1`, `/${lang}/index2`]) {
        await page.goto(path);
        await hydrated(page);
        const hero = page.locator('section[data-experiment]');
        await expect(hero.getByRole('heading', { name: words.headline }).filter({ visible: true })).toHaveCount(1);
        await expect(hero.getByText(words.offer).filter({ visible: true })).toHaveCount(1);
        await expect(hero.getByRole('link', { name: words.cta, exact: true }).filter({ visible: true })).toHaveCount(1);
        await noSideways(page);
      }
      await testInfo.attach(`home-${lang}-${screen.width}`, {
        body: await page.screenshot({ fullPage: false }),
        contentType: 'image/png',
      });

      for (const name of words.sections) {
        const heading = page.getByRole('heading', { name, exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
      }
      // The highlights come with the page as large tiles; the hot games are ranked; the category grid has art.
      const highlights = page.getByRole('region', { name: words.sections[0] });
      await expect(highlights.locator('li.gr-item-lg article').first()).toBeVisible();
      const hot = page.getByRole('region', { name: words.sections[4] });
      await hot.scrollIntoViewIfNeeded();
      await expect(hot.locator('li.gr-rank .gr-num').first()).toHaveText('1');
      const categories = page.getByRole('region', { name: words.sections[2] });
      await expect(
        categories.getByRole('link', { name: new RegExp(`^${words.slots}`) }).locator('img'),
      ).toHaveAttribute('src', /^\/media\/categories\/slot\.svg\?v=/);
      // A visitor has no Deposit button; the random game button is there.
      await expect(page.getByRole('link', { name: words.random })).toBeVisible();
      await expect(page.getByRole('link', { name: lang === 'en' ? 'Deposit' : 'ฝากเงิน', exact: true })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await noSideways(page);
      expect(await axeViolations(page, { include: ['main'], seriousOnly: true })).toEqual([]);

      // The banner's button leads to its offer.
      await page
        .locator('section[data-experiment]')
        .getByRole('link', { name: words.cta, exact: true })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/games\\?category=slot$`));
    });
  }
}

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner words and button come with the page; the random game link leads to a game', async ({ page }) => {
    await page.goto('/en/index1');
    const hero = page.locator('section[data-experiment]');
    await expect(hero.getByRole('heading', { name: 'Spin the reels' })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Play slots', exact: true })).toHaveAttribute(
      'href',
      '/en/games?category=slot',
    );
    // Followed as a link, the random game opens that game as Play would: a visitor is asked to log in.
    await page.getByRole('link', { name: 'Random game' }).click();
    await expect(page).toHaveURL(/\/en\?modal=login$/);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});

test('the random game button starts a game as Play does: a visitor is asked to log in', async ({ page }) => {
  await page.goto('/en');
  await hydrated(page, 'main');
  const drawn = page.waitForResponse((r) => new URL(r.url()).pathname === '/en/random-game');
  await page.getByRole('link', { name: 'Random game' }).click();
  const answer = await (await drawn).json();
  expect(answer.game.name).toEqual(expect.any(String));
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('a member opens a random game and finds Deposit on the home page', async ({ page, member }) => {
  await page.goto('/en');
  await hydrated(page, 'main');
  await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/en/setting/wallet');
  // A game of a provider that plays in the page opens the game page; another provider's opens its own window.
  const popup = page.waitForEvent('popup', { timeout: 15_000 }).catch(() => null);
  await page.getByRole('link', { name: 'Random game' }).click();
  const opened = await Promise.race([
    page.waitForURL(/\/en\/games\/\d+$/, { timeout: 15_000 }).then(() => 'page'),
    popup.then((p) => (p ? 'window' : null)),
  ]);
  expect(['page', 'window']).toContain(opened);
});

test("one's own win appears in the live feed, the name masked", async ({ page, member, context, browser, server }) => {
  test.setTimeout(180_000);
  expect(member.username).toBe('demo');
  // The lobby stays open in one tab, showing the live wins; the slot is played in another.
  await page.goto('/en');
  await hydrated(page, 'main');
  const feed = page.getByRole('region', { name: 'Live wins' });
  await feed.scrollIntoViewIfNeeded();
  await expect(feed.getByRole('list').or(feed.getByText('No wins yet'))).toBeVisible();

  // A visitor's lobby (no account: the visitors' socket) watches too.
  const visitorContext = await browser.newContext({ baseURL: server.baseURL });
  const visitor = await visitorContext.newPage();
  await popupsAlreadySeen(visitor);
  await visitor.goto('/en');
  await hydrated(visitor, 'main');
  const visitorFeed = visitor.getByRole('region', { name: 'Live wins' });
  await visitorFeed.scrollIntoViewIfNeeded();
  await expect(visitorFeed.getByRole('list').or(visitorFeed.getByText('No wins yet'))).toBeVisible();

  const game = await context.newPage();
  await popupsAlreadySeen(game);
  await game.goto('/en');
  await hydrated(game, 'main');
  await game.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(game).toHaveURL(/\/en\/games\/\d+$/, { timeout: 15_000 });
  const spin = game.frameLocator('iframe[title="Fortune Five by Demo Studio"]').getByRole('button', { name: 'Spin' });
  const lastResult = async () =>
    (await (await context.request.get('/mb/bet-transaction?$limit=1&type=result')).json()).data[0] as
      | { id: number; amount: number; game_name: string }
      | undefined;
  let seen = (await lastResult())?.id ?? 0;
  let won: { id: number; amount: number } | null = null;
  for (let i = 0; i < 60 && !won; i++) {
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spin.click();
    await expect.poll(async () => (await lastResult())?.id ?? 0, { timeout: 15_000 }).toBeGreaterThan(seen);
    const result = (await lastResult())!;
    seen = result.id;
    if (result.amount > 0) won = result;
  }
  expect(won, 'a winning spin within 60').not.toBeNull();
  const amount = (won!.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  // The open lobby receives it over the websocket: masked name, game and amount, never the username.
  const item = feed.getByRole('listitem').filter({ hasText: 'de***o' }).filter({ hasText: amount });
  await expect(item.first()).toBeVisible({ timeout: 20_000 });
  await expect(item.first()).toContainText('Fortune Five');
  await expect(feed).not.toContainText(/\bdemo\b/);
  await expect(
    visitorFeed.getByRole('listitem').filter({ hasText: 'de***o' }).filter({ hasText: amount }).first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await visitorContext.close();
  // A page opened now reads it too.
  const later = await context.newPage();
  await popupsAlreadySeen(later);
  await later.goto('/en');
  const again = later.getByRole('region', { name: 'Live wins' });
  await again.scrollIntoViewIfNeeded();
  await expect(
    again.getByRole('listitem').filter({ hasText: 'de***o' }).filter({ hasText: amount }).first(),
  ).toBeVisible();
});

test.describe('the jackpot ticker', () => {
  test('shows nothing while the provider publishes no jackpot, then counts up to its pool and follows it as it grows, without a reload', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // A stand-in for the provider's public API: GET /demo-provider/api/jackpot → { pool, currency, updated_at },
    // answering 404 while `pool` is null.
    let pool: number | null = null;
    const provider = createServer((req, res) => {
      if (req.url !== '/demo-provider/api/jackpot' || pool === null) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ pool, currency: 'THB', updated_at: new Date().toISOString() }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/demo-provider`;
    const server = await startServer({ env: { DEMO_PROVIDER_URL: providerUrl } });
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width: 360, height: 760 } });
    try {
      const page = await context.newPage();
      await popupsAlreadySeen(page);
      await page.goto('/en');
      await hydrated(page, 'main');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('link', { name: 'Random game' }).first()).toBeVisible();
      await expect(page.getByText('Progressive jackpot')).toHaveCount(0);

      pool = 123_456_789;
      await page.waitForTimeout(3_500); // the site keeps the provider's answer (or its absence) 3 s
      await page.reload();
      const ticker = page.getByText('Progressive jackpot').locator('..');
      await expect(ticker).toBeVisible({ timeout: 15_000 });
      await expect(ticker).toContainText('1,234,567.89', { timeout: 10_000 });
      await noSideways(page);
      // The pool grows: the page hears it over the realtime feed and counts up to it, in ticker steps (about ten a
      // second), not at the screen's frame rate (a render, a layout and a paint of the page each).
      const steps = await ticker.evaluate((node) => {
        const seen = { count: 0 };
        new MutationObserver((records) => {
          seen.count += records.length ? 1 : 0;
        }).observe(node, { subtree: true, characterData: true, childList: true });
        (window as unknown as { tickerSteps: typeof seen }).tickerSteps = seen;
        return seen.count;
      });
      expect(steps).toBe(0);
      pool = 125_000_000;
      await expect(ticker).toContainText('1,250,000.00', { timeout: 20_000 });
      const counted = await page.evaluate(
        () => (window as unknown as { tickerSteps: { count: number } }).tickerSteps.count,
      );
      expect(counted).toBeGreaterThan(3);
      expect(counted).toBeLessThanOrEqual(25);
    } finally {
      await context.close();
      await server.stop();
      await new Promise((resolve) => provider.close(resolve));
    }
  });
});
