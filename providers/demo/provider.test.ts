import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../server/testing.ts';
import { sqlDatabase } from '../../server/db/raw-query.ts';
import type { Database } from '../../server/db/client.ts';
import { registerDemoProvider } from './plugin.ts';
import { readEvents, seededRandom, startTestWallet, type TestWallet } from './testing.ts';
import { FUN_START_BALANCE } from './money.ts';

/**
 * The provider mounted in a Fastify app of its own, talking over HTTP to a small in-test casino wallet that speaks
 * the seamless-wallet wire format with an in-memory balance.
 */

const SECRET = 'provider-test-secret-0123456789';

let wallet: TestWallet;
let app: FastifyInstance;
let baseUrl: string;
let database: Database | undefined;

/** Slot reels from a seeded generator; crash points as the test asks. */
function randomWith(crashDraw: () => number) {
  const seeded = seededRandom(12345);
  let draws = 0;
  const random = (max: number) => {
    draws++;
    return max === 2 ** 32 ? crashDraw() : seeded(max);
  };
  return { random, draws: () => draws };
}

async function start(
  players: Record<string, { token: string; balance: number; currency: string }>,
  crashDraw: () => number = () => 0,
) {
  wallet = await startTestWallet({ secret: SECRET, players });
  app = Fastify({ logger: false });
  const rng = randomWith(crashDraw);
  database = await openTestDatabase();
  await registerDemoProvider(app, {
    casinoBaseUrl: () => wallet.url,
    database: sqlDatabase(database),
    secret: SECRET,
    random: rng.random,
    crashRandom: rng.random,
    wallet: { inlineRetryDelaysMs: [5, 5], backgroundRetryDelaysMs: [20] },
    crash: { countdownMs: 60, tickMs: 40 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return rng;
}

afterEach(async () => {
  await app?.close();
  await wallet?.close();
  await database?.close();
  database = undefined;
});

function configOf(html: string): Record<string, any> {
  const match = /<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no game configuration in the page');
  return JSON.parse(match[1]);
}

async function launch(path: string) {
  const res = await app.inject({ method: 'GET', url: path });
  return { res, config: res.statusCode === 200 ? configOf(res.body) : null };
}

async function post(url: string, body: unknown) {
  const res = await app.inject({ method: 'POST', url, payload: body as object });
  return { status: res.statusCode, body: res.json() };
}

describe('real play: launch', () => {
  it('checks the session with a signed balance call and opens the game in the asked language', async () => {
    await start({ p1: { token: 'tok-1', balance: 50_000, currency: 'THB' } });
    const { res, config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=th');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // Frameable by the casino only: by default its own origin (the casino names its origins with frameAncestors).
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).toContain('<html lang="th-TH">');
    expect(res.body).toContain('กลับสู่ล็อบบี้');
    expect(config).toMatchObject({
      kind: 'slot',
      mode: 'real',
      currency: 'THB',
      digits: 2,
      balance: 50_000,
      lang: 'th',
    });
    expect(config!.bets).toContain(100);
    expect(config!.strings.spin).toBe('หมุน');
    expect(res.body).not.toContain('tok-1');
    expect(wallet.calls.map((c) => [c.op, c.signatureValid])).toEqual([['balance', true]]);
  });

  it('refuses an unknown session without opening the game', async () => {
    await start({ p1: { token: 'tok-1', balance: 50_000, currency: 'THB' } });
    const { res } = await launch('/demo-provider/play/demo-slot?token=stolen&player=p1&lang=en');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('Your game session has expired');
    const missing = await launch('/demo-provider/play/demo-slot?lang=en');
    expect(missing.res.statusCode).toBe(401);
  });

  it('says so when the casino cannot be reached', async () => {
    await start({ p1: { token: 'tok-1', balance: 50_000, currency: 'THB' } });
    wallet.inject('balance', 'http500');
    const { res } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    expect(res.statusCode).toBe(502);
    expect(res.body).toContain('The casino wallet cannot be reached');
  });
});

describe('real play: slot', () => {
  it('plays each spin as a bet then a result with consistent ids, and the balance moves by win − bet', async () => {
    await start({ p1: { token: 'tok-1', balance: 50_000, currency: 'THB' } });
    const { config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    let expected = 50_000;
    let wins = 0;
    for (let i = 0; i < 30; i++) {
      const before = wallet.calls.length;
      const { status, body } = await post('/demo-provider/api/slot/spin', { s: config!.session, bet: 200 });
      expect(status).toBe(200);
      expect(body.ok).toBe(true);
      const [bet, result, ...rest] = wallet.calls.slice(before);
      expect(rest).toEqual([]);
      expect(bet.op).toBe('bet');
      expect(result.op).toBe('result');
      expect(bet.signatureValid && result.signatureValid).toBe(true);
      expect(bet.body).toMatchObject({
        amount: 200,
        currency: 'THB',
        player_id: 'p1',
        session_token: 'tok-1',
        game_code: 'demo-slot',
      });
      expect(result.body).toMatchObject({
        amount: body.win,
        ref_tx_id: bet.body.tx_id,
        round_id: bet.body.round_id,
        round_closed: true,
      });
      expect(result.body.tx_id).not.toBe(bet.body.tx_id);
      expect(body.roundId).toBe(bet.body.round_id);
      expect(body.grid).toHaveLength(5);
      expect(body.balanceAfterBet).toBe(expected - 200);
      expected += body.win - 200;
      expect(body.balance).toBe(expected);
      expect(wallet.players.p1.balance).toBe(expected);
      const paid =
        body.lineWins.reduce((sum: number, w: { amount: number }) => sum + w.amount, 0) + (body.scatter?.amount ?? 0);
      expect(paid).toBe(body.win);
      if (body.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(0);
    const txIds = wallet.calls.filter((c) => c.op !== 'balance').map((c) => c.body.tx_id);
    expect(new Set(txIds).size).toBe(txIds.length);
  });

  it('plays nothing and says so when the casino answers INSUFFICIENT_FUNDS', async () => {
    const rng = await start({ p1: { token: 'tok-1', balance: 150, currency: 'THB' } });
    const { config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    const drawsBefore = rng.draws();
    const { status, body } = await post('/demo-provider/api/slot/spin', { s: config!.session, bet: 200 });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: 150 });
    expect(rng.draws()).toBe(drawsBefore);
    expect(wallet.calls.map((c) => c.op)).toEqual(['balance', 'bet']);
    expect(config!.strings.insufficientFunds).toMatch(/Insufficient funds/);
  });

  it('rolls back a bet whose answer never came, and does not spin', async () => {
    const rng = await start({ p1: { token: 'tok-1', balance: 5_000, currency: 'THB' } });
    const { config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    wallet.inject('bet', 'apply-then-500');
    const drawsBefore = rng.draws();
    const { body } = await post('/demo-provider/api/slot/spin', { s: config!.session, bet: 200 });
    expect(body).toMatchObject({ ok: false, error: 'WALLET_UNAVAILABLE' });
    expect(rng.draws()).toBe(drawsBefore);
    await expect.poll(() => wallet.calls.filter((c) => c.op === 'cancel').length).toBe(1);
    const bet = wallet.calls.find((c) => c.op === 'bet')!;
    const cancel = wallet.calls.find((c) => c.op === 'cancel')!;
    expect(cancel.body).toMatchObject({ ref_tx_id: bet.body.tx_id, round_id: bet.body.round_id, amount: 200 });
    expect(wallet.calls.some((c) => c.op === 'result')).toBe(false);
    expect(wallet.players.p1.balance).toBe(5_000);
  });

  it('retries a lost result with the same transaction id and pays once', async () => {
    await start({ p1: { token: 'tok-1', balance: 5_000, currency: 'THB' } });
    const { config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    wallet.inject('result', 'apply-then-500');
    const { body } = await post('/demo-provider/api/slot/spin', { s: config!.session, bet: 200 });
    expect(body.ok).toBe(true);
    const results = wallet.calls.filter((c) => c.op === 'result');
    expect(results).toHaveLength(2);
    expect(results[0].raw).toBe(results[1].raw);
    expect(body.balance).toBe(5_000 - 200 + body.win);
    expect(wallet.players.p1.balance).toBe(5_000 - 200 + body.win);
  });

  it('only accepts the offered bet sizes and known sessions', async () => {
    await start({ p1: { token: 'tok-1', balance: 5_000, currency: 'THB' } });
    const { config } = await launch('/demo-provider/play/demo-slot?token=tok-1&player=p1&lang=en');
    expect((await post('/demo-provider/api/slot/spin', { s: config!.session, bet: 210 })).status).toBe(400);
    expect((await post('/demo-provider/api/slot/spin', { s: config!.session, bet: '200' })).status).toBe(400);
    expect((await post('/demo-provider/api/slot/spin', { s: 'nope', bet: 200 })).body).toEqual({
      ok: false,
      error: 'SESSION_NOT_FOUND',
    });
    expect(wallet.calls.map((c) => c.op)).toEqual(['balance']);
  });
});

describe('fun play', () => {
  it('plays on a fun balance kept per browser, without any wallet call', async () => {
    await start({});
    const first = await app.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun&lang=jp' });
    expect(first.statusCode).toBe(200);
    const config = configOf(first.body);
    expect(config).toMatchObject({ mode: 'fun', currency: 'FUN', balance: FUN_START_BALANCE });
    expect(first.body).toContain('無料プレイ');
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^demo_fun=/);

    const { body } = await post('/demo-provider/api/slot/spin', { s: config.session, bet: 100 });
    expect(body.ok).toBe(true);
    expect(body.balance).toBe(FUN_START_BALANCE - 100 + body.win);

    const again = await app.inject({
      method: 'GET',
      url: '/demo-provider/play/other-game?mode=fun&lang=en',
      headers: { cookie },
    });
    expect(configOf(again.body).balance).toBe(body.balance);
    expect(wallet.calls).toEqual([]);
  });

  it('refills the fun balance', async () => {
    await start({});
    const page = await app.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun' });
    const config = configOf(page.body);
    await post('/demo-provider/api/slot/spin', { s: config.session, bet: 10_000 });
    const refill = await post('/demo-provider/api/fun/refill', { s: config.session });
    expect(refill.body).toEqual({ ok: true, balance: FUN_START_BALANCE });
  });
});

describe('other providers’ games', () => {
  it('themes the slot with the game’s name and provider, escaping what it shows', async () => {
    await start({});
    const res = await app.inject({
      method: 'GET',
      url: `/demo-provider/play/dragon-fortune?mode=fun&lang=en&brand=${encodeURIComponent('Lucky <Reels>')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Dragon Fortune</title>');
    expect(res.body).toContain('by Lucky &lt;Reels&gt;');
    expect(res.body).not.toContain('<Reels>');
    expect(configOf(res.body).kind).toBe('slot');
    const titled = await app.inject({
      method: 'GET',
      url: '/demo-provider/play/pg-123?mode=fun&title=Golden%20Koi&brand=PG',
    });
    expect(titled.body).toContain('<title>Golden Koi</title>');
    const flying = await app.inject({
      method: 'GET',
      url: '/demo-provider/play/orbitron-sky-high?mode=fun&kind=crash&brand=Orbitron',
    });
    expect(configOf(flying.body).kind).toBe('crash');
  });

  it('falls back to English for an unknown language and keeps the lobby link on the site', async () => {
    await start({});
    const res = await app.inject({
      method: 'GET',
      url: '/demo-provider/play/demo-slot?mode=fun&lang=xx&lobby=//evil.example',
    });
    const config = configOf(res.body);
    expect(config.lang).toBe('en');
    expect(config.lobby).toBe('/');
    const ok = await app.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun&lobby=/th/lobby' });
    expect(configOf(ok.body).lobby).toBe('/th/lobby');
  });

  it('sends the player back only to a path of the casino, however the lobby value is disguised', async () => {
    await start({});
    // Browsers drop tabs and line breaks from URLs and read a backslash as a slash: each of these would leave the site.
    const foreign = [
      '/%09/evil.example/pwned',
      '/%0A/evil.example/pwned',
      '/%0D%0A/evil.example/pwned',
      '/%5C/evil.example',
      '/%5Cevil.example',
      '//evil.example',
      '///evil.example',
      '/./%2E%2E//evil.example',
      '/a/..//evil.example',
      'https://evil.example/',
      '%20//evil.example',
      'javascript:alert(1)',
      '/%00//evil.example',
    ];
    for (const lobby of foreign) {
      const res = await app.inject({
        method: 'GET',
        url: `/demo-provider/play/demo-slot?mode=fun&lang=en&lobby=${lobby}`,
      });
      const target = new URL(configOf(res.body).lobby, 'https://casino.example');
      expect({ lobby, origin: target.origin }).toEqual({ lobby, origin: 'https://casino.example' });
    }
    const kept = await app.inject({
      method: 'GET',
      url: `/demo-provider/play/demo-slot?mode=fun&lobby=${encodeURIComponent('/en/games?category=slot#top')}`,
    });
    expect(configOf(kept.body).lobby).toBe('/en/games?category=slot#top');
  });

  it('serves its scripts and styles with cache validators', async () => {
    await start({});
    const page = await app.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun' });
    const href = /href="([^"]+demo\.css[^"]*)"/.exec(page.body)![1];
    const css = await app.inject({ method: 'GET', url: href });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const again = await app.inject({
      method: 'GET',
      url: href,
      headers: { 'if-none-match': String(css.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'GET', url: '/demo-provider/static/../plugin.ts' })).statusCode).toBe(404);
  });
});

describe('real play: crash', () => {
  const crashAt = (hundredths: number) => () => Math.ceil(2 ** 32 - (97 * 2 ** 32) / hundredths);

  it('streams a round that cashes out automatically, paid through bet then result', async () => {
    await start({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } }, crashAt(500));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    expect(config).toMatchObject({ kind: 'crash', crash: { rtp: 97 } });
    const stream = await readEvents(`${baseUrl}/demo-provider/api/crash/events?s=${config!.session}`, (events) =>
      events.some((e) => e.type === 'settled'),
    );
    await stream.ready;
    const { body } = await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 1_000, auto: 110 });
    expect(body).toMatchObject({ ok: true, balance: 9_000 });
    await stream.finished;
    const types = stream.events.map((e) => e.type);
    expect(types[0]).toBe('snapshot');
    expect(types.slice(1, 3)).toEqual(['bet', 'start']);
    expect(types.at(-2)).toBe('end');
    const end = stream.events.at(-2)!.data;
    expect(end).toMatchObject({ crashPoint: 500, cashedOutAt: 110, win: 1_100 });
    expect(stream.events.at(-1)!.data).toMatchObject({ balance: 10_100, pending: false });
    const ticks = stream.events.filter((e) => e.type === 'tick').map((e) => Number(e.data.multiplier));
    expect(ticks).toEqual([...ticks].sort((a, b) => a - b));
    expect(ticks.every((m) => m < 500)).toBe(true);
    const [bet, result] = wallet.calls.filter((c) => c.op !== 'balance');
    expect(bet.body).toMatchObject({ amount: 1_000, game_code: 'demo-crash' });
    expect(result.body).toMatchObject({
      amount: 1_100,
      ref_tx_id: bet.body.tx_id,
      round_id: bet.body.round_id,
      round_closed: true,
    });
    expect(wallet.players.p1.balance).toBe(10_100);
  });

  it('cashes out by hand at the multiplier the server has reached', async () => {
    await start({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } }, crashAt(5_000));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    expect((await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 1_000 })).body.ok).toBe(true);
    expect((await post('/demo-provider/api/crash/cashout', { s: config!.session })).body).toEqual({
      ok: false,
      error: 'NOT_STARTED',
    });
    expect((await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 1_000 })).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 450));
    const { body } = await post('/demo-provider/api/crash/cashout', { s: config!.session });
    expect(body.ok).toBe(true);
    expect(body.multiplier).toBeGreaterThan(102);
    expect(body.multiplier).toBeLessThan(120);
    expect(body.win).toBe(Math.floor((1_000 * body.multiplier) / 100));
    await expect.poll(() => wallet.calls.filter((c) => c.op === 'result').length).toBe(1);
    const result = wallet.calls.find((c) => c.op === 'result')!;
    expect(result.body.amount).toBe(body.win);
    expect(wallet.players.p1.balance).toBe(10_000 - 1_000 + body.win);
  });

  it('closes a crashed round with a zero result and refuses a late cash-out', async () => {
    await start({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } }, crashAt(100));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 500, auto: 200 });
    await expect.poll(() => wallet.calls.filter((c) => c.op === 'result').length).toBe(1);
    const result = wallet.calls.find((c) => c.op === 'result')!;
    expect(result.body).toMatchObject({ amount: 0, round_closed: true });
    expect((await post('/demo-provider/api/crash/cashout', { s: config!.session })).body).toEqual({
      ok: false,
      error: 'NO_ROUND',
    });
    expect(wallet.players.p1.balance).toBe(9_500);
  });

  it('keeps the server seed secret while any round of the player is in play, in this game or another', async () => {
    await start({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } }, crashAt(5_000));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    const s = config!.session;
    // The player's other game (another session, the same seed pair).
    const other = (await launch('/demo-provider/play/demo-mines?token=tok-1&player=p1&lang=en&kind=mines')).config!
      .session;
    expect((await post('/demo-provider/api/crash/bet', { s, bet: 1_000 })).body.ok).toBe(true);
    for (const session of [s, other])
      expect(await post('/demo-provider/api/fair/rotate', { s: session })).toEqual({
        status: 409,
        body: { ok: false, error: 'ROUND_OPEN' },
      });
    expect(await post('/demo-provider/api/fair/client-seed', { s, clientSeed: 'my-own-seed' })).toEqual({
      status: 409,
      body: { ok: false, error: 'ROUND_OPEN' },
    });
    await expect.poll(async () => (await post('/demo-provider/api/crash/cashout', { s })).body.ok).toBe(true);
    // A mines round in play on the other game holds the pair as well.
    expect((await post('/demo-provider/api/mines/start', { s: other, bet: 1_000, mines: 3 })).body.ok).toBe(true);
    expect((await post('/demo-provider/api/fair/rotate', { s })).body.error).toBe('ROUND_OPEN');
    expect((await post('/demo-provider/api/mines/open', { s: other, cell: 0 })).body.ok).toBe(true);
    const mines = await post('/demo-provider/api/current', { s: other });
    if (mines.body.round) expect((await post('/demo-provider/api/mines/cashout', { s: other })).body.ok).toBe(true);
    const rotated = await post('/demo-provider/api/fair/rotate', { s });
    expect(rotated.body).toMatchObject({ ok: true, revealed: { nonce: 2 } });
  });

  it('refuses a bet the player cannot cover', async () => {
    await start({ p1: { token: 'tok-1', balance: 50, currency: 'THB' } }, crashAt(300));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    const { body } = await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 100 });
    expect(body).toEqual({ ok: false, error: 'INSUFFICIENT_FUNDS', balance: 50 });
    expect(wallet.calls.map((c) => c.op)).toEqual(['balance', 'bet']);
  });

  it('rolls back a round still in the air when the provider shuts down', async () => {
    await start({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } }, crashAt(90_000));
    const { config } = await launch('/demo-provider/play/demo-crash?token=tok-1&player=p1&lang=en');
    await post('/demo-provider/api/crash/bet', { s: config!.session, bet: 1_000 });
    expect(wallet.players.p1.balance).toBe(9_000);
    await app.close();
    const cancel = wallet.calls.find((c) => c.op === 'cancel');
    expect(cancel?.body).toMatchObject({ amount: 1_000 });
    expect(wallet.players.p1.balance).toBe(10_000);
  });
});
