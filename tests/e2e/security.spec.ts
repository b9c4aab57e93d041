import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './harness.ts';

/**
 * The Content-Security-Policy as a browser applies it: pages, dialogs, the game page with the provider's iframe and
 * the member websocket work without a single violation; another site cannot frame the casino or its games.
 */

/** Records every CSP violation in every frame of the page, and the console's CSP complaints. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation?: (t: string) => void }).__cspViolation?.(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      );
    });
    localStorage.setItem('shell:welcome-hidden', '1');
    sessionStorage.setItem('shell:starter-seen', '1');
    sessionStorage.setItem('shell:notifications-seen', Array.from({ length: 1000 }, (_, i) => i + 1).join(','));
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|frame|connect)/i.test(message.text()))
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('a visitor browses the lobby, opens the login dialog and the games page without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto('/en');
  expect(response!.headers()['content-security-policy']).toContain("'strict-dynamic'");
  await hydrated(page, 'main');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Username')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/en/games');
  await hydrated(page, 'main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the demo member’s websocket opens, and the game page frames the demo slot, without a CSP violation', async ({
  member,
  page,
}) => {
  expect(member.username).toBe('demo');
  await page.setViewportSize({ width: 1280, height: 800 });
  const violations = await watchViolations(page);
  const sockets: import('@playwright/test').WebSocket[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/mb/gateway')) sockets.push(ws);
  });
  await page.goto('/en');
  await hydrated(page, 'main');
  // The server accepts the page's socket: one is open and authenticated.
  await expect.poll(() => sockets.some((s) => !s.isClosed()), { timeout: 15_000 }).toBe(true);

  await page.getByRole('button', { name: 'Play Fortune Five', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/games\/\d+$/, { timeout: 15_000 });
  const game = page.frameLocator('iframe[title="Fortune Five by Demo Studio"]');
  const spin = game.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  await spin.click();
  await expect(spin).toBeDisabled();
  await expect(spin).toBeEnabled({ timeout: 10_000 });
  await game.getByRole('button', { name: 'Back to lobby' }).click();
  await expect(page).toHaveURL(/\/en$/, { timeout: 15_000 });
  // Back in the lobby the member's feed is still (or, after a dropped connection, again) open.
  await expect.poll(() => sockets.some((s) => !s.isClosed()), { timeout: 15_000 }).toBe(true);
  expect(violations).toEqual([]);
});

test('another site cannot frame the casino’s pages or its games; the casino frames its games', async ({
  page,
  baseURL,
}) => {
  const foreign = 'http://foreign.test';
  await page.route(`${foreign}/`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body>
      <iframe title="casino" src="${baseURL}/en"></iframe>
      <iframe title="game" src="${baseURL}/demo-provider/play/demo-slot?mode=fun&lang=en"></iframe></body>`,
    }),
  );
  await page.goto(`${foreign}/`);
  for (const title of ['casino', 'game']) {
    const frame = page.frameLocator(`iframe[title="${title}"]`);
    // A refused frame shows the browser's error page: none of the casino's content is there.
    await expect(frame.locator('body')).not.toContainText(/Fortune Five|Log in|Spin/, { timeout: 5_000 });
  }
  const frames = page.frames().filter((f) => f !== page.mainFrame());
  expect(frames.map((f) => f.url().startsWith(baseURL!))).not.toContain(true);
});

test('a page asked again with the same data comes with its own nonce, and with new data as soon as it changes', async ({
  newMember,
  context,
  server,
}) => {
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
  const get = async (path: string) => {
    const res = await context.request.get(`${server.baseURL}${path}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const nonce = nonceOf(res.headers()['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // Every script of the page carries the nonce of its own response.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    return { html, nonce };
  };

  // A server's first page with a member's lazy parts may come streamed while they load: asked once before.
  await get('/en/games');
  const first = await get('/en/games');
  const again = await get('/en/games');
  expect(again.nonce).not.toBe(first.nonce);
  expect(again.html.replaceAll(again.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));
  expect(first.html).toContain(newMember.username);

  // The member's own data changes: the next page shows it.
  const name = /aria-pressed="false" aria-label="Favourite: ([A-Za-z0-9 ]+)"/.exec(first.html)?.[1];
  expect(name).toBeTruthy();
  const found = await context.request.get(`${server.baseURL}/pb/game-list?search=${encodeURIComponent(name!)}`);
  const games = (await found.json()).data as {
    id: number;
    name: string;
  }[];
  const game = games.find((g) => g.name === name)!;
  const added = await context.request.post(`${server.baseURL}/mb/user-favorite`, { data: { game_list_id: game.id } });
  expect(added.status(), await added.text()).toBe(201);
  const after = await get('/en/games');
  expect(after.html).toContain(`aria-pressed="true" aria-label="Favourite: ${name}"`);
  expect(first.html).not.toContain(`aria-pressed="true" aria-label="Favourite: ${name}"`);
});
