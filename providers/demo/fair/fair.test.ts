import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../server/testing.ts';
import { sqlDatabase } from '../../../server/db/raw-query.ts';
import type { Database } from '../../../server/db/client.ts';
import { registerDemoProvider } from '../plugin.ts';
import { ENGINES, recompute, rulesOf, type EngineKind } from '../engines/outcomes.ts';
import { basicStrategy, replayBlackjack, type Action } from '../engines/blackjack-math.ts';
import { browserModules } from './browser-modules.ts';
import { fairMessage, type streamRandom } from './random.ts';
import { roundRandom } from './server.ts';

/**
 * Provable fairness: the outcome code the verify page runs in the browser is the server's own, and recomputing rounds
 * from their seeds with Web Crypto gives exactly what the game server played and paid.
 */

/** The browser modules as the provider serves them, written to a folder of their own so that Node imports them. */
const PUBLIC = mkdtempSync(path.join(tmpdir(), 'verify-modules-'));
for (const [name, code] of browserModules()) writeFileSync(path.join(PUBLIC, name), code);

describe('the verify page’s code', () => {
  it('reads the first block as HMAC-SHA256(server seed, client seed:nonce)', () => {
    const server = 'a'.repeat(64);
    const expected = createHmac('sha256', server).update('lucky:7').digest();
    const random = roundRandom(server, 'lucky', 7);
    expect(random(2 ** 32)).toBe(expected.readUInt32BE(0));
    expect(random(2 ** 32)).toBe(expected.readUInt32BE(4));
    expect(fairMessage('lucky', 7, 0)).toBe('lucky:7');
    expect(fairMessage('lucky', 7, 2)).toBe('lucky:7:2');
  });

  it('recomputes 10,000 rounds of every engine in the browser’s way exactly as the server played them', async () => {
    const browser = (await import(pathToFileURL(path.join(PUBLIC, 'm.engines.outcomes.js')).href)) as {
      recompute: typeof recompute;
    };
    const browserRandom = (await import(pathToFileURL(path.join(PUBLIC, 'm.fair.random.js')).href)) as {
      streamRandom: typeof streamRandom;
      fairMessage: typeof fairMessage;
    };
    const encoder = new TextEncoder();
    const serverSeed = createHash('sha256').update('fairness test').digest('hex');
    const clientSeed = 'player-chosen-seed';
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(serverSeed),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    let wins = 0;
    for (let nonce = 0; nonce < 10_000; nonce++) {
      const kind = ENGINES[nonce % ENGINES.length] as EngineKind;
      const bet = 2000;
      const params = paramsFor(kind, nonce, serverSeed, clientSeed, bet);
      const server = recompute(kind, roundRandom(serverSeed, clientSeed, nonce), params, bet);
      // The browser: Web Crypto blocks computed ahead, then the generated modules.
      const blocks: Uint8Array[] = [];
      for (let i = 0; i < 12; i++)
        blocks.push(
          new Uint8Array(
            await crypto.subtle.sign('HMAC', key, encoder.encode(browserRandom.fairMessage(clientSeed, nonce, i))),
          ),
        );
      const random = browserRandom.streamRandom((i: number) => blocks[i]);
      const inBrowser = browser.recompute(kind, random, params, bet);
      expect(inBrowser).toEqual(server);
      if (server.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(1000);
  });
});

/** Choices a player could make for the round (blackjack: the basic strategy's moves on this round's cards). */
function paramsFor(kind: EngineKind, nonce: number, serverSeed: string, clientSeed: string, bet: number) {
  switch (rulesOf(kind)) {
    case 'roulette':
      return {
        bets: [
          { type: 'straight', n: nonce % 37, amount: 100 },
          { type: 'red', amount: 200 },
        ],
      };
    case 'baccarat':
      return { bets: { player: 1000, tie: 100 } };
    case 'keno':
      return { picks: [1, 5, 9, 13, 17, 21].slice(0, 1 + (nonce % 6)) };
    case 'mines':
      return { mines: 3, opened: [0, 6, 12, 18], cashedOut: true };
    case 'race':
      return { runner: nonce % 6 };
    case 'shooter':
      return { target: ['minnow', 'turtle', 'dragon'][nonce % 3] };
    case 'crash':
      return { cashOutAt: 150 };
    case 'blackjack': {
      const actions: Action[] = [];
      let view = replayBlackjack(roundRandom(serverSeed, clientSeed, nonce), actions, bet);
      while (!view.finished) {
        actions.push(basicStrategy(view.player, view.dealer[0]!));
        view = replayBlackjack(roundRandom(serverSeed, clientSeed, nonce), actions, bet);
      }
      return { actions };
    }
    default:
      return {};
  }
}

/* ------------------------------------------------------------------------------------------- played on the server */

let database: Database | undefined;
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  await database?.close();
  app = undefined;
  database = undefined;
});

async function start() {
  database = await openTestDatabase();
  app = Fastify({ logger: false });
  await registerDemoProvider(app, {
    casinoBaseUrl: () => 'http://127.0.0.1:9',
    database: sqlDatabase(database),
    secret: 'fair-test-secret',
  });
  await app.ready();
  return app;
}

function configOf(html: string): Record<string, any> {
  return JSON.parse(/<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)![1]);
}

describe('provably fair rounds on the game server', () => {
  it('shows the hash before play, reveals the seed on rotation, and every past round recomputes to what it paid', async () => {
    const server = await start();
    const first = await server.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun&kind=slot' });
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    const slot = configOf(first.body);
    expect(slot.fair.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(slot.fair.nonce).toBe(0);
    const post = async (url: string, body: object) =>
      (await server.inject({ method: 'POST', url: `/demo-provider${url}`, payload: body, headers: { cookie } })).json();

    // The player picks a client seed first: a new pair, a new hash.
    const chosen = await post('/api/fair/client-seed', { s: slot.session, clientSeed: 'my-own-seed' });
    expect(chosen.active).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(chosen.active.serverSeedHash).not.toBe(slot.fair.serverSeedHash);
    expect((await post('/api/fair/client-seed', { s: slot.session, clientSeed: 'no spaces' })).error).toBe(
      'INVALID_SEED',
    );

    const played: { kind: string; roundId: string; win: number }[] = [];
    for (let i = 0; i < 8; i++) {
      const spin = await post('/api/slot/spin', { s: slot.session, bet: 100 });
      expect(spin.ok).toBe(true);
      expect(spin.fair).toMatchObject({
        nonce: i,
        clientSeed: 'my-own-seed',
        serverSeedHash: chosen.active.serverSeedHash,
      });
      played.push({ kind: 'slot', roundId: spin.roundId, win: spin.win });
    }
    const open = async (kind: string) =>
      configOf(
        (
          await server.inject({
            method: 'GET',
            url: `/demo-provider/play/g-${kind}?mode=fun&kind=${kind}`,
            headers: { cookie },
          })
        ).body,
      );
    const roulette = await open('roulette');
    const spun = await post('/api/round', {
      s: roulette.session,
      bets: [
        { type: 'red', amount: 100 },
        { type: 'straight', n: 7, amount: 100 },
      ],
    });
    expect(spun.ok).toBe(true);
    played.push({ kind: 'roulette', roundId: spun.roundId, win: spun.win });
    const mines = await open('mines');
    const started = await post('/api/mines/start', { s: mines.session, bet: 100, mines: 3 });
    expect(started.ok).toBe(true);
    let view = started.view;
    for (let cell = 0; !view.finished && view.safe < 2; cell++)
      view = (await post('/api/mines/open', { s: mines.session, cell })).view;
    if (!view.finished) view = (await post('/api/mines/cashout', { s: mines.session })).view;
    played.push({ kind: 'mines', roundId: started.roundId, win: view.win });

    // Before rotation the seed in use stays hidden.
    const before = await post('/api/fair', { s: slot.session });
    expect(before.rounds).toHaveLength(played.length);
    expect(before.rounds.every((r: { serverSeed: string | null }) => r.serverSeed === null)).toBe(true);

    const rotated = await post('/api/fair/rotate', { s: slot.session });
    expect(createHash('sha256').update(rotated.revealed.serverSeed).digest('hex')).toBe(chosen.active.serverSeedHash);
    expect(rotated.revealed.nonce).toBe(played.length);
    expect(rotated.active.serverSeedHash).not.toBe(chosen.active.serverSeedHash);

    const after = await post('/api/fair', { s: slot.session });
    for (const round of after.rounds) {
      expect(round.serverSeed).toBe(rotated.revealed.serverSeed);
      const again = recompute(
        round.kind,
        roundRandom(round.serverSeed, round.clientSeed, round.nonce),
        round.params,
        round.bet,
      );
      expect(again.win, `${round.kind} #${round.nonce}`).toBe(round.win);
      expect(played.find((p) => p.roundId === round.roundId)?.win).toBe(round.win);
    }

    const page = await server.inject({ method: 'GET', url: '/demo-provider/fair/verify?lang=th' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ตรวจสอบรอบการเล่น');
    expect(page.body).toContain('type="module"');
  });
});
