import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../server/testing.ts';
import { sqlDatabase } from '../../server/db/raw-query.ts';
import type { Database } from '../../server/db/client.ts';
import { registerDemoProvider, type DemoProviderOptions } from './plugin.ts';
import type { ProviderDatabase } from './db.ts';
import { readEvents, startTestWallet, type TestWallet } from './testing.ts';
import { multiplierAt } from './crash/crash-math.ts';

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

type Players = Record<string, { token: string; balance: number; currency: string }>;

async function instances(
  count = 2,
  players: Players = {},
  options: (i: number) => Partial<DemoProviderOptions> = () => ({}),
  wrap: (db: ProviderDatabase) => ProviderDatabase = (db) => db,
) {
  database = await openTestDatabase();
  wallet = await startTestWallet({ secret: SECRET, players });
  for (let i = 0; i < count; i++) {
    const app = Fastify({ logger: false });
    await registerDemoProvider(app, {
      casinoBaseUrl: () => wallet!.url,
      database: wrap(sqlDatabase(database)),
      secret: SECRET,
      wallet: { inlineRetryDelaysMs: [5], backgroundRetryDelaysMs: [30] },
      pendingPollMs: 50,
      ...options(i),
    });
    await app.ready();
    apps.push(app);
  }
  return apps;
}

/** Holds the claims of a round's settlement until `count` of them wait (or a second passed), then lets them race. */
function claimBarrier(count: number) {
  const waiting: (() => void)[] = [];
  let raced = 0;
  return {
    raced: () => raced,
    wrap: (db: ProviderDatabase): ProviderDatabase => ({
      kind: db.kind,
      exec: db.exec,
      transaction: db.transaction,
      async query(text, params) {
        if (/^UPDATE dp_rounds SET state = \$2::text/.test(text.trim())) {
          await new Promise<void>((resolve) => {
            waiting.push(resolve);
            if (waiting.length >= count) {
              raced = waiting.length;
              for (const go of waiting.splice(0)) go();
            }
            setTimeout(resolve, 1_000);
          });
        }
        return db.query(text, params);
      },
    }),
  };
}

/** The instance's address, for the event stream (a real connection). */
async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
  /* ------------------------------------------------------------------------------------------------------ crash */

  const crashAt = (hundredths: number) => () => Math.ceil(2 ** 32 - (97 * 2 ** 32) / hundredths);
  const CRASH = { countdownMs: 100, tickMs: 40, pollMs: 30, idlePollMs: 30, sweepMs: 40 };
  const P1 = () => ({ p1: { token: 'tok-1', balance: 10_000, currency: 'THB' } });
  const crashPage = async (app: FastifyInstance) =>
    configOf(
      (await app.inject({ method: 'GET', url: '/demo-provider/play/demo-crash?token=tok-1&player=p1&kind=crash' }))
        .body,
    ).session as string;
  const roundRow = async (roundId: string) =>
    (
      await sqlDatabase(database!).query(
        'SELECT state, win::integer AS win, params FROM dp_rounds WHERE round_id = $1',
        [roundId],
      )
    )[0];
  const results = () => wallet!.calls.filter((c) => c.op === 'result');

  it('cash out on one instance a crash round bet on the other, at the multiplier of the shared clock', async () => {
    const [a, b] = await instances(2, P1(), () => ({ crashRandom: crashAt(5_000), crash: CRASH }));
    const urlB = await listen(b);
    const s = await crashPage(a);
    const stream = await readEvents(`${urlB}/demo-provider/api/crash/events?s=${s}`, (events) =>
      events.some((e) => e.type === 'settled'),
    );
    await stream.ready;
    const betSent = Date.now();
    const bet = await post(a, '/api/crash/bet', { s, bet: 1_000 });
    const betAnswered = Date.now();
    expect(bet.body).toMatchObject({ ok: true, balance: 9_000 });
    // The page connected to B follows the flight of the round A took.
    await expect
      .poll(() => stream.events.some((e) => e.type === 'tick' && Number(e.data.multiplier) >= 104), { timeout: 5_000 })
      .toBe(true);
    const sent = Date.now();
    const out = await post(b, '/api/crash/cashout', { s });
    const answered = Date.now();
    expect(out.body.ok).toBe(true);
    const m = out.body.multiplier;
    expect(m).toBeGreaterThanOrEqual(multiplierAt(sent - betAnswered - CRASH.countdownMs));
    expect(m).toBeLessThanOrEqual(multiplierAt(answered - betSent - CRASH.countdownMs));
    expect(out.body.win).toBe(Math.floor((1_000 * m) / 100));
    await stream.finished;
    expect(stream.events.map((e) => e.type).slice(0, 3)).toEqual(['snapshot', 'bet', 'start']);
    expect(stream.events.at(-2)).toMatchObject({
      type: 'end',
      data: { roundId: bet.body.roundId, crashPoint: 5_000, cashedOutAt: m, win: out.body.win },
    });
    expect(stream.events.at(-1)).toMatchObject({
      type: 'settled',
      data: { balance: 9_000 + out.body.win, pending: false },
    });
    expect(results().map((c) => c.body.amount)).toEqual([out.body.win]);
    expect(results()[0].body.round_id).toBe(bet.body.roundId);
    expect(wallet!.players.p1.balance).toBe(9_000 + out.body.win);
    expect(await roundRow(bet.body.roundId)).toMatchObject({ state: 'settled', params: { cashOutAt: m } });
    expect((await post(a, '/api/crash/cashout', { s })).body).toEqual({ ok: false, error: 'NO_ROUND' });
  });

  it('pay a crash round once when cash-outs race on both instances', async () => {
    // Both instances have read the round in the air before either claims its settlement.
    const barrier = claimBarrier(2);
    const [a, b] = await instances(2, P1(), () => ({ crashRandom: crashAt(5_000), crash: CRASH }), barrier.wrap);
    const s = await crashPage(a);
    const bet = await post(a, '/api/crash/bet', { s, bet: 1_000 });
    expect(bet.body.ok).toBe(true);
    // Once the round is in the air by the database's clock.
    await expect
      .poll(async () => {
        const rows = await sqlDatabase(database!).query(
          "SELECT starts_at < clock_timestamp() - interval '50 milliseconds' AS up FROM dp_rounds WHERE round_id = $1",
          [bet.body.roundId],
        );
        return rows[0].up;
      })
      .toBe(true);
    const outs = await Promise.all([a, b].map((app) => post(app, '/api/crash/cashout', { s })));
    expect(barrier.raced()).toBe(2);
    // The loser of the race answers with the outcome that stands.
    expect(outs.every((o) => o.body.ok)).toBe(true);
    expect(outs[1].body).toEqual(outs[0].body);
    const { win } = outs[0].body;
    const late = await Promise.all([a, b].map((app) => post(app, '/api/crash/cashout', { s })));
    expect(late.every((o) => o.status === 409 && o.body.error === 'NO_ROUND')).toBe(true);
    await expect.poll(async () => (await roundRow(bet.body.roundId)).state).toBe('settled');
    expect(results().map((c) => c.body.amount)).toEqual([win]);
    expect(wallet!.players.p1.balance).toBe(9_000 + win);
  });

  it('settle once a crash round nobody cashed out, on the instance that did not take it, and tell a page on the other', async () => {
    // A would only reach the round with its own timer, half a minute later; B sweeps due rounds often.
    const [a] = await instances(2, P1(), (i) => ({
      crashRandom: crashAt(5_000),
      crash: { ...CRASH, sweepMs: i === 0 ? 600_000 : 40 },
    }));
    const urlA = await listen(a);
    const s = await crashPage(a);
    const stream = await readEvents(`${urlA}/demo-provider/api/crash/events?s=${s}`, (events) =>
      events.some((e) => e.type === 'settled'),
    );
    await stream.ready;
    const bet = await post(a, '/api/crash/bet', { s, bet: 1_000 });
    expect(bet.body.ok).toBe(true);
    await expect.poll(() => stream.events.some((e) => e.type === 'start')).toBe(true);
    // As if the round had been in the air for a minute: it crashed at 50x long ago and no one cashed out.
    await sqlDatabase(database!).query(
      `UPDATE dp_rounds SET starts_at = clock_timestamp() - interval '60 seconds', ends_at = clock_timestamp() - interval '30 seconds'
       WHERE round_id = $1`,
      [bet.body.roundId],
    );
    await stream.finished;
    expect(stream.events.at(-2)).toMatchObject({
      type: 'end',
      data: { crashPoint: 5_000, cashedOutAt: null, win: 0 },
    });
    expect(stream.events.at(-1)).toMatchObject({ type: 'settled', data: { balance: 9_000, pending: false } });
    expect((await post(a, '/api/crash/cashout', { s })).body).toEqual({ ok: false, error: 'NO_ROUND' });
    expect(await roundRow(bet.body.roundId)).toMatchObject({ state: 'settled', win: 0 });
    expect(results().map((c) => c.body.amount)).toEqual([0]);
    expect(wallet!.players.p1.balance).toBe(9_000);
  });

  it('pay an automatic cash-out once while both instances watch the round end', async () => {
    const [a, b] = await instances(2, P1(), () => ({ crashRandom: crashAt(5_000), crash: CRASH }));
    const urlA = await listen(a);
    const s = await crashPage(b);
    const stream = await readEvents(`${urlA}/demo-provider/api/crash/events?s=${s}`, (events) =>
      events.some((e) => e.type === 'settled'),
    );
    await stream.ready;
    const bet = await post(b, '/api/crash/bet', { s, bet: 1_000, auto: 105 });
    expect(bet.body.ok).toBe(true);
    await stream.finished;
    expect(stream.events.at(-2)).toMatchObject({ type: 'end', data: { cashedOutAt: 105, win: 1_050 } });
    expect(stream.events.at(-1)).toMatchObject({ type: 'settled', data: { balance: 10_050 } });
    // Both instances' sweeps and the timers of both had their go at it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(results().map((c) => c.body.amount)).toEqual([1_050]);
    expect(wallet!.players.p1.balance).toBe(10_050);
  });

  it('deliver once, from another instance, a result whose instance went away after taking it on', async () => {
    const [a, b] = await instances(2, P1(), () => ({
      crashRandom: crashAt(5_000),
      crash: CRASH,
      strandedAfterMs: 60_000,
    }));
    const s = await crashPage(a);
    const bet = await post(b, '/api/crash/bet', { s, bet: 1_000 });
    expect(bet.body.ok).toBe(true);
    // As if an instance had cashed the round out at 1.50x ten minutes ago and stopped before paying it.
    await sqlDatabase(database!).query(
      `UPDATE dp_rounds SET state = 'settling', win = 1500, params = params || '{"cashOutAt":150}'::jsonb,
              claimed_at = now() - interval '10 minutes' WHERE round_id = $1`,
      [bet.body.roundId],
    );
    await expect.poll(async () => (await roundRow(bet.body.roundId)).state, { timeout: 5_000 }).toBe('settled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(results().map((c) => [c.body.amount, c.body.tx_id])).toEqual([[1_500, results()[0].body.tx_id]]);
    expect(results()[0].body.round_id).toBe(bet.body.roundId);
    expect(wallet!.players.p1.balance).toBe(10_500);
    expect((await post(a, '/api/balance', { s })).body.balance).toBe(10_500);
    expect((await post(a, '/api/crash/cashout', { s })).body.error).toBe('NO_ROUND');
  });

  /* ------------------------------------------------------------------------------------------ mines, blackjack */

  it('pay a mines round once when cash-outs race on both instances', async () => {
    const [a, b] = await instances();
    const page = await a.inject({ method: 'GET', url: '/demo-provider/play/mines-x?mode=fun&kind=mines' });
    const { session: s } = configOf(page.body);
    let staked = 0;
    let won = 0;
    let view: { finished: boolean; win: number } = { finished: true, win: 0 };
    // Until a round survives its first cell (one mine in 25).
    while (view.finished) {
      const start = await post(a, '/api/mines/start', { s, bet: 100, mines: 1 });
      expect(start.body.ok).toBe(true);
      staked += 100;
      view = (await post(b, '/api/mines/open', { s, cell: 12 })).body.view;
      won += view.finished ? view.win : 0;
    }
    const outs = await Promise.all([a, b, a, b].map((app) => post(app, '/api/mines/cashout', { s })));
    const paid = outs.filter((o) => o.body.ok);
    expect(paid.length).toBe(1);
    expect(outs.filter((o) => !o.body.ok).every((o) => o.status === 409)).toBe(true);
    won += paid[0].body.view.win;
    expect(paid[0].body.view.win).toBeGreaterThan(100);
    expect((await post(b, '/api/balance', { s })).body.balance).toBe(1_000_000 - staked + won);
    expect((await post(a, '/api/mines/cashout', { s })).body.error).toBe('NO_ROUND');
  });

  it('double a blackjack hand on the other instance: two bets and one result in one round', async () => {
    const [a, b] = await instances(2, { p1: { token: 'tok-1', balance: 1_000_000, currency: 'THB' } });
    const page = await a.inject({
      method: 'GET',
      url: '/demo-provider/play/bj?token=tok-1&player=p1&kind=live-blackjack',
    });
    const { session: s } = configOf(page.body);
    let dealt = (await post(a, '/api/blackjack/deal', { s, bet: 1_000 })).body;
    // Until a hand may be doubled (not a natural).
    while (!dealt.view.allowed.includes('double'))
      dealt = (await post(a, '/api/blackjack/deal', { s, bet: 1_000 })).body;
    const doubled = (await post(b, '/api/blackjack/act', { s, action: 'double' })).body;
    expect(doubled.ok).toBe(true);
    expect(doubled.view).toMatchObject({ finished: true, doubled: true, staked: 2_000 });
    const round = wallet!.calls.filter((c) => c.body.round_id === dealt.roundId);
    expect(round.map((c) => [c.op, c.body.amount])).toEqual([
      ['bet', 1_000],
      ['bet', 1_000],
      ['result', doubled.view.win],
    ]);
    const paid = wallet!.calls.filter((c) => c.op === 'result').reduce((sum, c) => sum + Number(c.body.amount), 0);
    const staked = wallet!.calls.filter((c) => c.op === 'bet').reduce((sum, c) => sum + Number(c.body.amount), 0);
    expect(wallet!.players.p1.balance).toBe(1_000_000 - staked + paid);
    expect(doubled.balance).toBe(wallet!.players.p1.balance);
  });
});
