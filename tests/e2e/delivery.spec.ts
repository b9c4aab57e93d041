import { expect, test, hydrated, logIn, popupsAlreadySeen } from './harness.ts';

/**
 * How pages and their files travel to a phone: compressed when the browser accepts it, scripts and styles cached for
 * good, and the code of dialogs fetched when one opens rather than with the page.
 */

test('the home page comes compressed and names only the namespaces it uses', async ({ request }) => {
  const res = await request.get('/en', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers().vary).toContain('accept-encoding');
  const html = await res.text();
  // The lobby's strings are in the page, the login dialog's are not.
  expect(html).toContain('Highlights');
  expect(html).not.toContain('Forgot password');
});

test('scripts and styles are cached for a year and sent precompressed', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  // Links and scripts name them as attributes; the module script names the ones it preloads after the first paint.
  const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"#]+\.(?:js|css))[#"]/g)].map((m) => m[1]))];
  expect(assets.length).toBeGreaterThan(3);
  for (const asset of assets.slice(0, 4)) {
    const res = await request.get(asset, { headers: { 'accept-encoding': 'br' } });
    expect(res.status(), asset).toBe(200);
    expect(res.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(res.headers().vary, asset).toContain('accept-encoding');
    if (Number(res.headers()['content-length']) > 2048) expect(res.headers()['content-encoding'], asset).toBe('br');
  }
});

test("a first visit paints from styles inside the page and hydrates them; a member's page links them", async ({
  page,
  browser,
  server,
}) => {
  await popupsAlreadySeen(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const sheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
  });
  const response = await page.goto('/en');
  const html = await response!.text();
  const inline = /<style data-href="(\/assets\/[^"]+\.css)">/.exec(html);
  expect(inline, 'the core style sheet inside the page').not.toBeNull();
  const links = (text: string) =>
    [...text.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]).filter((l) => l.includes(inline![1]));
  expect(links(html)).toHaveLength(1);
  expect(links(html)[0]).toContain('media="print"');
  await hydrated(page);
  // Styled from the first paint, and React took the page over without a mismatch.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 14, 23)');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(problems.filter((p) => /hydrat|#418|#423|#425/i.test(p))).toEqual([]);
  // The link is still fetched, without holding the paint, for the pages that link it.
  expect(sheets).toContain(inline![1]);

  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    await logIn(context.request, server, { username: 'demo', password: 'Demo1234' });
    const memberHtml = await (await context.request.get('/en')).text();
    expect(memberHtml).toContain('demo');
    expect(memberHtml).not.toContain('<style data-href=');
    expect(links(memberHtml)).toHaveLength(1);
    expect(links(memberHtml)[0]).not.toContain('media=');
  } finally {
    await context.close();
  }
});

test('the login dialog loads its code and texts when it opens', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('shell:welcome-hidden', '1');
    sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
  });
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  const before = new Set(requested);
  expect([...before].filter((p) => p.startsWith('/locales/'))).toEqual([]);

  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toBeVisible();
  const after = requested.filter((p) => !before.has(p));
  expect(
    after.some((p) => /^\/assets\/.+\.js$/.test(p)),
    after.join(', '),
  ).toBe(true);
  expect(after).toContain('/locales/en/auth.json');
});
