import { readFileSync } from 'node:fs';
import { expect, openHydrated, popupsAlreadySeen, test, type RunningServer, hydrated } from './harness.ts';

/**
 * The error modal as a player meets it: a request the server refuses shows the server's message in the page's
 * language with a TraceID, and that TraceID is the CorrelationID of the request's line in the server log, so support
 * can find the request the player reports.
 */

interface LogLine {
  correlationId?: string;
  method?: string;
  url?: string;
  status?: number;
  msg?: string;
}

/** The server's request log lines of one CorrelationID (pino writes one JSON object per line). */
function logLinesOf(server: RunningServer, correlationId: string): LogLine[] {
  return readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.includes(correlationId))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    })
    .filter((line) => line.correlationId === correlationId && line.msg === 'request');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await popupsAlreadySeen(page);
});

test('a refused login says why in the dialog (the request log has the failed POST without the password); then the member logs in', async ({
  page,
  server,
}) => {
  await openHydrated(page, '/en');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel('Username').fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('NotThePassword1');
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/en/auth'),
  );
  await login.getByRole('button', { name: 'Log in' }).click();

  await expect(login.getByRole('alert').filter({ hasText: 'Username or password is incorrect.' })).toBeVisible();
  const traceId = (await (await answer).headerValue('correlationid'))!;
  expect(traceId).toMatch(/^[0-9a-f-]{36}$/);
  await expect
    .poll(() => logLinesOf(server, traceId))
    .toEqual([expect.objectContaining({ method: 'POST', status: 401 })]);
  expect(readFileSync(server.logFile, 'utf8')).not.toContain('NotThePassword1');

  await login.getByLabel('Password', { exact: true }).fill('Demo1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(/฿[\d,]+\.\d\d/)).toBeVisible();
});

test('a request of the API client that the server refuses opens the error modal with its TraceID', async ({
  newMember,
  page,
  context,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  // The member already keeps the most favourites allowed: 50 games other than Fortune Five.
  const games = (await (await request.get(`${server.baseURL}/pb/game-list?$limit=60`)).json()).data as {
    id: number;
    name: string;
  }[];
  for (const game of games.filter((g) => g.name !== 'Fortune Five').slice(0, 50)) {
    const added = await context.request.post(`${server.baseURL}/mb/user-favorite`, { data: { game_list_id: game.id } });
    expect(added.status(), await added.text()).toBe(201);
  }

  // The tiles' buttons run once the page's main part has hydrated.
  await openHydrated(page, '/en/games?category=slot', 'main');
  const heart = page.getByRole('button', { name: 'Favourite: Fortune Five' }).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // This very button has been taken over by React (tiles of later rows may hydrate after the first button of main).
  await page.waitForFunction(
    () => {
      const button = document.querySelector('button[aria-label="Favourite: Fortune Five"]');
      return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps'));
    },
    null,
    { timeout: 20_000 },
  );
  const answer = page.waitForResponse((r) => r.url().endsWith('/mb/user-favorite') && r.request().method() === 'POST');
  await heart.click();
  const response = await answer;
  expect(response.status()).toBe(422);

  const modal = page.getByRole('dialog', { name: 'Error' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You can keep up to 50 favourite games.');
  const traceId = (await modal.getByTestId('trace-id').textContent())!.trim();
  expect(traceId).toBe(response.headers().correlationid);
  await expect
    .poll(() => logLinesOf(server, traceId))
    .toEqual([expect.objectContaining({ method: 'POST', url: '/mb/user-favorite', status: 422 })]);
  await expect(modal).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/);

  // The TraceID can be copied; 'Copied' shows for two seconds.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await modal.getByRole('button', { name: 'Copy the TraceID' }).click();
  await expect(modal.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(traceId);
  await expect(modal.getByRole('status')).toHaveText('', { timeout: 4_000 });

  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toHaveCount(0);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
