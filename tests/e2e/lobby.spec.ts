import { expect, hydrated, popupsAlreadySeen, test } from './harness.ts';

/** The game catalogue as a visitor sees it: the lobby, category browse and providers, with and without JavaScript. */

/** Names of the game tiles on screen, in order. */
async function tileNames(page: import('@playwright/test').Page): Promise<string[]> {
  return page.locator('article h3').allInnerTexts();
}

/** Waits until a JavaScript page has started (its data requests are done, React has taken over the filters). */
async function settle(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await hydrated(page);
  // React hydrates in slices: the header can be live while the catalogue's filters, further down, are not yet.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('form[role="search"] button')].every((b) =>
      Object.keys(b).some((key) => key.startsWith('__reactProps')),
    ),
  );
}

test.beforeEach(async ({ page }) => {
  // The shell's pop-ups (home notifications, the welcome dialog) are tested in shell.spec: here they count as seen,
  // and one that still opens over the lobby is closed whenever it is in the way, as a visitor would.
  await popupsAlreadySeen(page);
  const dialog = page.getByRole('dialog');
  await page.addLocatorHandler(dialog, async () => {
    for (let i = 0; i < 5 && (await dialog.first().isVisible()); i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(250);
    }
  });
});

test.describe('JavaScript disabled: the server renders the lobby and its filters', () => {
  test.use({ javaScriptEnabled: false });

  test('the lobby shows its sections, the category grid and providers', async ({ page }) => {
    await page.goto('/en');
    for (const heading of [
      'Highlights',
      'Live wins',
      'Categories',
      'New games',
      'Hot games',
      'Providers',
      'Live casino',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    const highlights = page.getByRole('region', { name: 'Highlights' });
    await expect(highlights.locator('article').first().getByRole('heading')).toHaveText('Fortune Five');
    await expect(highlights.getByRole('button', { name: 'Play Fortune Five', exact: true })).toBeVisible();
    await expect(highlights.getByRole('button', { name: 'Play Fortune Five in demo mode' })).toBeVisible();
    // The first screen's pictures load at once (the rest lazily), behind the lead banner: the largest paint.
    const images = highlights.locator('article img');
    for (const i of [0, 5]) {
      await expect(images.nth(i)).toHaveAttribute('loading', 'eager');
      await expect(images.nth(i)).not.toHaveAttribute('fetchpriority', /./);
    }
    await expect(images.nth(6)).toHaveAttribute('loading', 'lazy');
    await expect(images.nth(6)).not.toHaveAttribute('fetchpriority', /./);
    // The lead banner is the first picture the head announces and the only one ahead of the others; the contact icons
    // (in a closed menu) are not announced.
    const announced = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(announced[0]).toMatch(/^\/banners\//);
    const ahead = await page
      .locator('head link[rel="preload"][as="image"][fetchpriority="high"]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
    expect(ahead).toEqual([announced[0]]);
    // The page paints before its scripts run: the module script imports the app after the first contentful paint.
    const bootstrap = (await page.locator('script[type="module"]').textContent()) ?? '';
    expect(bootstrap).toContain('first-contentful-paint');
    expect(bootstrap).not.toMatch(/(^|[;\n])\s*import\s*[^\s(]/);
    expect(announced.filter((href) => href.startsWith('/icons/'))).toEqual([]);
    await expect(images.first()).toHaveAttribute('width', '300');
    await expect(images.first()).toHaveAttribute('height', '400');
    // The sections below the first screen come with their heading and "See all" link; their games load as one scrolls.
    await expect(page.getByRole('region', { name: 'New games' }).locator('article')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'See all: New games' })).toHaveAttribute('href', '/en/games?tag=new');
    // The category grid leads to each category's games.
    await expect(
      page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: /^Slots/ }),
    ).toHaveAttribute('href', '/en/games?category=slot');
    await expect(page.getByRole('link', { name: /Demo Studio/ })).toHaveAttribute(
      'href',
      '/en/providerselect?provider=demo',
    );
  });

  test('the games page loads its first screen of pictures at once and the others lazily', async ({ page }) => {
    await page.goto('/en/games');
    const images = page.locator('main article img');
    await expect(images).toHaveCount(24);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(5)).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(6)).toHaveAttribute('loading', 'lazy');
  });

  test('search, provider and sort combine in the URL and the server renders the result', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('rocket');
    await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Demo Studio' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name Z–A' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const url = new URL(page.url());
    expect(url.searchParams.get('q')).toBe('rocket');
    expect(url.searchParams.get('provider')).toBe('demo');
    expect(url.searchParams.get('sort')).toBe('za');
    await expect(page.getByRole('heading', { name: 'Results for “rocket”' })).toBeVisible();
    expect(await tileNames(page)).toEqual(['Rocket Rise']);
  });

  test('a search without matches says so and offers to clear the filters', async ({ page }) => {
    await page.goto('/en?q=no-such-game-anywhere');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  });

  test('a search for % or _ matches those characters only', async ({ page }) => {
    await page.goto('/en?q=%25');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.goto('/en?q=_');
    await expect(page.getByText('No results found')).toBeVisible();
  });
});

test('the lobby filters apply as you choose them, and names sort A–Z and Z–A', async ({ page }) => {
  await page.goto('/en');
  await settle(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
  await expect(page).toHaveURL(/[?&]sort=az/);
  await expect(page.getByText(/^Games found: \d+$/)).toBeVisible();
  await expect(page.locator('article h3')).toHaveCount(24);
  const ascending = (names: string[]) =>
    names.length === 24 &&
    names.every((n, i) => i === 0 || names[i - 1].toLowerCase().localeCompare(n.toLowerCase()) <= 0);
  // The URL changes as the navigation commits; the tiles follow in React's next render.
  await expect.poll(async () => ascending(await tileNames(page))).toBe(true);

  await page.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Kickline Sports' });
  await expect(page).toHaveURL(/provider=kickline/);
  await expect(page).toHaveURL(/sort=az/);
  await expect(page.getByText('Games found: 24')).toBeVisible();
  await expect.poll(async () => ascending(await tileNames(page))).toBe(true);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name Z–A' });
  await expect(page).toHaveURL(/sort=za/);
  await expect(page.getByText('Games found: 24')).toBeVisible();
  // The tiles are those of the provider, now from Z to A.
  await expect.poll(async () => ascending((await tileNames(page)).reverse())).toBe(true);

  await page.getByRole('searchbox', { name: 'Search games' }).fill('football');
  await expect(page).toHaveURL(/q=football/);
  await expect(page.getByRole('heading', { name: 'Results for “football”' })).toBeVisible();
  await expect(page.getByText(/^Games found: \d+$/)).toBeVisible();
  await expect
    .poll(async () => (await tileNames(page)).every((name) => name.toLowerCase().includes('football')))
    .toBe(true);
});

test('a sort chosen before the page has its scripts is applied once they run', async ({ page }) => {
  let release!: () => void;
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name A–Z' });
  release();
  await expect(page).toHaveURL(/[?&]sort=az/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('az');
  await expect(page.getByText(/^Games found: \d+$/)).toBeVisible();
});

test('category browse: tabs, tags and pages live in the URL', async ({ page }) => {
  await page.goto('/en/games');
  await settle(page);
  await page
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: /Live Casino/ })
    .click();
  await expect(page).toHaveURL(/category=live-casino/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live Casino');
  await expect(page.getByText('Games found: 40')).toBeVisible();

  const tags = page.getByRole('navigation', { name: 'Tags' }).getByRole('link');
  expect(await tags.count()).toBeLessThanOrEqual(8);
  await expect(tags.first()).toHaveText('All');
  await tags.filter({ hasText: 'Table Games' }).click();
  await expect(page).toHaveURL(/tag=table-games/);
  await expect(page).toHaveURL(/category=live-casino/);

  await page.goto('/en/games?category=slot');
  await settle(page);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).locator('[aria-current="page"]')).toHaveText('2');
});

test("providers: the grid, then one provider's games", async ({ page }) => {
  await page.goto('/en/providerselect');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();
  await page.getByRole('link', { name: /Demo Studio/ }).click();
  await expect(page).toHaveURL(/provider=demo/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demo Studio');
  expect((await tileNames(page)).sort()).toEqual(['Fortune Five', 'Rocket Rise']);
  await page.getByRole('link', { name: 'All providers' }).click();
  await expect(page).toHaveURL(/\/en\/providerselect$/);
});

test('a picture that fails to load is replaced by the game-not-found image', async ({ page }) => {
  await page.route(/\/media\/games\/demo-slot\.svg/, (route) => route.fulfill({ status: 500, body: 'broken' }));
  await page.goto('/en/providerselect?provider=demo');
  const img = page.locator('article', { has: page.getByRole('heading', { name: 'Fortune Five' }) }).locator('img');
  await expect(img).toHaveAttribute('src', /\/media\/games\/not-found\.svg/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
});

test('at 360 px the lobby fits the screen width and rows scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en');
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The row fetches its games when it comes near the screen.
  await page.locator('section[aria-labelledby="row-new"]').scrollIntoViewIfNeeded();
  const row = page.locator('section[aria-labelledby="row-new"] ul');
  await expect(row.locator('article').first()).toBeVisible();
  expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test('the rows below the first screen fetch their games as the player scrolls near them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const fetched: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/en/lobby-row') fetched.push(url.searchParams.get('row') ?? '');
  });
  await page.goto('/en');
  await settle(page);
  expect(fetched).not.toContain('live_casino');
  const live = page.getByRole('region', { name: 'Live casino' });
  await live.scrollIntoViewIfNeeded();
  await expect(live.locator('article').first()).toBeVisible();
  expect(fetched).toContain('live_casino');
  expect(fetched.filter((r) => r === 'live_casino')).toHaveLength(1);
  await expect(live.getByRole('link', { name: 'See all: Live casino' })).toHaveAttribute(
    'href',
    '/en/games?category=live-casino',
  );
});

test('the lobby speaks the locale of the path', async ({ page }) => {
  await page.goto('/th');
  await settle(page);
  await expect(page.getByRole('heading', { name: 'เกมใหม่' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'หมวดหมู่', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'หมวดหมู่' }).getByRole('link', { name: /^สล็อต/ })).toBeVisible();
  await page.goto('/jp/games?category=fishing');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('フィッシング');
});
