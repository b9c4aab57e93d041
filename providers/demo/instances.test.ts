import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../server/testing.ts';
import { sqlDatabase } from '../../server/db/raw-query.ts';
import type { Database } from '../../server/db/client.ts';
import { registerDemoProvider } from './plugin.ts';
import { startTestWallet, type TestWallet } from './testing.ts';

/**
 * Two instances of the provider behind a load balancer: two plugin instances on one database. A round started on
 * one is continued and settled on the other, the fun balance and the seeds are shared, a session plays one round at
 * a time across both, and a result the casino did not answer is delivered by whichever instance gets to it.
 */

const SECRET = 'instances-test-secret-0123456789';
let database: Database | undefined;
let wallet: TestWallet | undefined;
const apps: FastifyInstance[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await wallet?.close();
  await database?.close();
  wallet = undefined;
  database = undefined;
});

async function instances(
  count = 2,
  players: Record<string, { token: string; balance: number; currency: string }> = {},
) {
  database = await openTestDatabase();
  wallet = await startTestWallet({ secret: SECRET, players });
  for (let i = 0; i < count; i++) {
    const app = Fastify({ logger: false });
    await registerDemoProvider(app, {
      casinoBaseUrl: () => wallet!.url,
      database: sqlDatabase(database),
      secret: SECRET,
      wallet: { inlineRetryDelaysMs: [5], backgroundRetryDelaysMs: [30] },
      pendingPollMs: 50,
    });
    await app.ready();
    apps.push(app);
  }
  return apps;
}

function configOf(html: string): Record<string, any> {
  return JSON.parse(/<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)![1]);
}

const post = async (app: FastifyInstance, url: string, body: object) => {
  const res = await app.inject({ method: 'POST', url: `/demo-provider${url}`, payload: body });
  return { status: res.statusCode, body: res.json() };
};

describe(`two provider instances on one ${testDatabaseKind()} database`, () => {
  it('continue a mines round and a blackjack hand started on the other one, on one shared fun balance', async () => {
    const [a, b] = await instances();
    const page = await a.inject({ method: 'GET', url: '/demo-provider/play/mines-x?mode=fun&kind=mines' });
    const cookie = String(page.headers['set-cookie']).split(';')[0];
    const mines = configOf(page.body);
    const start = await post(a, '/api/mines/start', { s: mines.session, bet: 100, mines: 1 });
    expect(start.body.ok).toBe(true);
    // Instance B knows the round: it opens cells and cashes out.
    expect((await post(b, '/api/current', { s: mines.session })).body.round.roundId).toBe(start.body.roundId);
    let view = start.body.view;
    for (let cell = 0; !view.finished && view.safe < 2; cell++) {
      const opened = await post(cell % 2 ? a : b, '/api/mines/open', { s: mines.session, cell });
      expect(opened.body.ok).toBe(true);
      view = opened.body.view;
    }
    const done = view.finished
      ? { body: { view, balance: null } }
      : await post(b, '/api/mines/cashout', { s: mines.session });
    const win = done.body.view.win;

    const bjPage = await b.inject({
      method: 'GET',
      url: '/demo-provider/play/bj?mode=fun&kind=blackjack',
      headers: { cookie },
    });
    const bj = configOf(bjPage.body);
    expect(bj.balance).toBe(1_000_000 - 100 + win);
    const dealt = await post(b, '/api/blackjack/deal', { s: bj.session, bet: 100 });
    expect(dealt.body.ok).toBe(true);
    let hand = dealt.body;
    if (!hand.view.finished) {
      hand = (await post(a, '/api/blackjack/act', { s: bj.session, action: 'stand' })).body;
      expect(hand.ok).toBe(true);
    }
    expect(hand.view.finished).toBe(true);
    expect(hand.view.dealer.every((c: number | null) => c !== null)).toBe(true);
    expect(hand.balance).toBe(1_000_000 - 100 + win - 100 + hand.view.win);

    // The seeds are one pair for the browser, whichever instance played: nonces 0 and 1.
    const fair = (await post(a, '/api/fair', { s: bj.session })).body;
    expect(fair.rounds.map((r: { nonce: number }) => r.nonce).sort()).toEqual([0, 1]);
    expect(fair.active.nonce).toBe(2);
  });

  it('play one round of a session at a time across both instances', async () => {
    const [a, b] = await instances();
    const page = await a.inject({ method: 'GET', url: '/demo-provider/play/demo-slot?mode=fun&kind=slot' });
    const slot = configOf(page.body);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(i % 2 ? a : b, '/api/slot/spin', { s: slot.session, bet: 100 })),
    );
    const played = results.filter((r) => r.body.ok);
    const refused = results.filter((r) => !r.body.ok);
    expect(played.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.status === 409 && r.body.error === 'BUSY')).toBe(true);
    const balance = 1_000_000 - played.length * 100 + played.reduce((s, r) => s + r.body.win, 0);
    const after = await post(b, '/api/balance', { s: slot.session });
    expect(after.body.balance).toBe(balance);
  });

  it('deliver a result the casino did not answer from the table of pending calls, once', async () => {
    const [a, b] = await instances(2, { p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } });
    const page = await a.inject({
      method: 'GET',
      url: '/demo-provider/play/demo-slot?token=tok-1&player=p1&kind=slot',
    });
    const slot = configOf(page.body);
    // The result fails inline (two attempts) and once more from the table before it is answered.
    wallet!.inject('result', 'http500', 3);
    await a.close();
    apps.splice(apps.indexOf(a), 1);
    const spin = await post(b, '/api/slot/spin', { s: slot.session, bet: 100 });
    expect(spin.body).toMatchObject({ ok: true, resultPending: true, balance: null });
    const sql = sqlDatabase(database!);
    await expect
      .poll(async () => Number((await sql.query('SELECT count(*) AS n FROM dp_pending_calls'))[0].n), {
        timeout: 10_000,
      })
      .toBe(0);
    const results = wallet!.calls.filter((c) => c.op === 'result');
    expect(results.length).toBe(4);
    expect(new Set(results.map((c) => c.raw)).size).toBe(1);
    expect(wallet!.players.p1.balance).toBe(10_000 - 100 + spin.body.win);
    const rows = await sql.query('SELECT state FROM dp_rounds WHERE round_id = $1', [spin.body.roundId]);
    expect(rows[0].state).toBe('settled');
  });
});
