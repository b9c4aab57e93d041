import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing.ts';
import { createMember } from '../../server/testing/players.ts';

/**
 * The built-in demo provider against the real casino, end to end over HTTP: the member launches a game through
 * /mb/enter-game, the provider's page checks the session with the casino's wallet API, and every spin is a signed
 * bet and result that the casino's ledger books.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await t?.close();
});

function configOf(html: string): Record<string, any> {
  const match = /<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no game configuration in the page: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]);
}

async function enterGame(accessToken: string, gameCode: string, languageCode = 'th'): Promise<string> {
  const game = await t.services.games.getGameByCode(gameCode);
  if (!game) throw new Error(`${gameCode} is not in the catalogue`);
  const res = await fetch(`${base}/mb/enter-game`, {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ game_list_id: game.id, languageCode }),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { result: { url: string } };
  return body.result.url;
}

async function api(path: string, body: unknown) {
  const res = await fetch(`${base}/demo-provider${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Record<string, any>;
}

async function betRecords(accessToken: string) {
  const res = await fetch(`${base}/mb/bet-transaction?$limit=100`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, any>[] }).data;
}

describe('demo provider through the casino', () => {
  it('plays the slot launched from the lobby, each spin booked as a bet and a result', async () => {
    const { accessToken } = await createMember(t, { funds: 100_000 });
    const url = await enterGame(accessToken, 'demo-slot');
    expect(url).toMatch(/^\/demo-provider\/play\/demo-slot\?token=[^&]+&player=\d+&lang=th/);

    const page = await fetch(base + url);
    expect(page.status).toBe(200);
    // The casino (same origin here) frames the game; no other site may.
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const config = configOf(await page.text());
    expect(config).toMatchObject({ kind: 'slot', mode: 'real', currency: 'THB', balance: 100_000, lang: 'th' });

    let balance = 100_000;
    let won = 0;
    for (let i = 0; i < 8; i++) {
      const spin = await api('/api/slot/spin', { s: config.session, bet: 400 });
      expect(spin.ok).toBe(true);
      expect(spin.balanceAfterBet).toBe(balance - 400);
      balance += spin.win - 400;
      won += spin.win;
      expect(spin.balance).toBe(balance);
    }

    const records = await betRecords(accessToken);
    const bets = records.filter((r) => r.type === 'bet');
    const results = records.filter((r) => r.type === 'result');
    expect(bets).toHaveLength(8);
    expect(results).toHaveLength(8);
    expect(new Set(bets.map((r) => r.round_id))).toEqual(new Set(results.map((r) => r.round_id)));
    expect(bets.every((r) => r.amount === 400 && r.game_code === 'demo-slot' && r.provider_code === 'demo')).toBe(true);
    expect(results.reduce((sum, r) => sum + r.amount, 0)).toBe(won);

    const summary = await fetch(`${base}/mb/bet-summary`, { headers: { authorization: `Bearer ${accessToken}` } });
    const [totals] = ((await summary.json()) as { data: Record<string, any>[] }).data;
    expect(totals).toMatchObject({ bet_amount: 3_200, win_amount: won, win_lose: won - 3_200 });
  });

  it('refuses a spin the balance cannot cover, with the casino’s balance', async () => {
    const { accessToken } = await createMember(t, { funds: 300 });
    const config = configOf(await (await fetch(base + (await enterGame(accessToken, 'demo-slot', 'en')))).text());
    const spin = await api('/api/slot/spin', { s: config.session, bet: 400 });
    expect(spin).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: 300 });
    expect(await betRecords(accessToken)).toEqual([]);
  });

  it('plays a crash round with an automatic cash-out', async () => {
    const { accessToken } = await createMember(t, { funds: 10_000 });
    const config = configOf(await (await fetch(base + (await enterGame(accessToken, 'demo-crash', 'en')))).text());
    expect(config.kind).toBe('crash');
    const bet = await api('/api/crash/bet', { s: config.session, bet: 100, auto: 101 });
    expect(bet).toMatchObject({ ok: true, balance: 9_900 });
    await expect
      .poll(async () => (await betRecords(accessToken)).filter((r) => r.type === 'result').length, {
        timeout: 5_000,
        interval: 200,
      })
      .toBe(1);
    const [result] = (await betRecords(accessToken)).filter((r) => r.type === 'result');
    // The round either reached 1.01x (pays 1.01) or busted at 1.00x (pays nothing).
    expect([0, 101]).toContain(result.amount);
  });

  it('opens another provider’s game as a slot branded with its name and studio', async () => {
    const { accessToken } = await createMember(t, { funds: 10_000 });
    const page = await t.services.games.listGames({ providerCode: 'lanternfox', limit: 1 });
    const game = page.data[0];
    const url = await enterGame(accessToken, game.game_code, 'en');
    expect(url).toContain('brand=');
    const res = await fetch(base + url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(configOf(html)).toMatchObject({ kind: 'slot', mode: 'real', gameCode: game.game_code });
    expect(html).toContain(`<title>${game.name}</title>`);
    expect(html).toContain('by Lantern Fox Gaming');
    const config = configOf(html);
    const spin = await api('/api/slot/spin', { s: config.session, bet: 200 });
    expect(spin.ok).toBe(true);
    const records = await betRecords(accessToken);
    expect(
      records
        .filter((r) => r.game_code === game.game_code)
        .map((r) => r.type)
        .sort(),
    ).toEqual(['bet', 'result']);
  });
});
