import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TestApp } from '../../server/testing.ts';
import { createMember, launch, mainBalance } from '../../server/testing/players.ts';
import { sqlDatabase } from '../../server/db/raw-query.ts';
import { ENGINES, type EngineKind } from './engines/outcomes.ts';
import { JACKPOT_SEED } from './store.ts';
import { engineFor } from '../../app/features/games/games.seed.server.ts';
import type { CategoryCode } from '../../app/features/games/games.schemas.ts';

/**
 * Every engine played for real money as the casino runs it: a seeded game of each engine launched through
 * /mb/enter-game, played over the provider's page API, paid over the seamless-wallet API; the member's ledger
 * balance follows every round, and a jackpot hit is paid through the wallet with the pool's books and the ledger in
 * balance.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  // A jackpot chance of 1 in 100 per spin: a hit comes within a few hundred spins.
  t = await createTestApp({ seed: true, app: { demoProvider: { jackpotOdds: 100 } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function gameOf(engine: EngineKind): Promise<string> {
  const res = (await t.services.db.execute(
    sql`SELECT game_code FROM game_list WHERE engine = ${engine} AND is_active ORDER BY id LIMIT 1`,
  )) as unknown as { rows: { game_code: string }[] };
  if (!res.rows[0]) throw new Error(`no seeded game plays ${engine}`);
  return res.rows[0].game_code;
}

async function open(accessToken: string, gameCode: string) {
  const launched = await launch(t, accessToken, gameCode, 'en');
  expect(launched.status).toBe(201);
  const page = await fetch(new URL(launched.body.result.url, base));
  expect(page.status).toBe(200);
  const html = await page.text();
  return JSON.parse(/<script type="application\/json" id="config">([\s\S]*?)<\/script>/.exec(html)![1]);
}

async function api(path: string, body: object) {
  const res = await fetch(`${base}/demo-provider${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** One round of the engine; resolves to the member's balance the provider reported after it. */
async function playRound(engine: EngineKind, config: Record<string, any>): Promise<number> {
  const s = config.session;
  const bet = config.bets[0] as number;
  const rules = engine.replace('live-', '');
  if (rules === 'slot') return (await api('/api/slot/spin', { s, bet })).balance;
  if (rules === 'blackjack') {
    let hand = await api('/api/blackjack/deal', { s, bet });
    expect(hand.ok).toBe(true);
    while (!hand.view.finished) {
      hand = await api('/api/blackjack/act', { s, action: hand.view.playerTotal < 17 ? 'hit' : 'stand' });
      expect(hand.ok).toBe(true);
    }
    return hand.balance;
  }
  if (rules === 'mines') {
    let step = await api('/api/mines/start', { s, bet, mines: 3 });
    expect(step.ok).toBe(true);
    for (let cell = 0; !step.view.finished && step.view.safe < 2; cell++)
      step = await api('/api/mines/open', { s, cell });
    if (!step.view.finished) step = await api('/api/mines/cashout', { s });
    expect(step.view.finished).toBe(true);
    return step.balance;
  }
  if (rules === 'crash') {
    const placed = await api('/api/crash/bet', { s, bet, auto: 101 });
    expect(placed.ok).toBe(true);
    // The round settles on its own (automatic cash-out or crash): wait for the casino's ledger to see the result.
    const rows = async () =>
      (await sqlDatabase(t.database).query('SELECT state FROM dp_rounds WHERE round_id = $1', [placed.roundId]))[0]
        ?.state;
    await expect.poll(rows, { timeout: 10_000 }).toBe('settled');
    return (await api('/api/balance', { s })).balance;
  }
  const params: Record<string, object> = {
    roulette: {
      bets: [
        { type: 'red', amount: bet },
        { type: 'straight', n: 17, amount: bet },
      ],
    },
    baccarat: { bets: { banker: bet, tie: bet } },
    keno: { bet, picks: [3, 8, 15, 22, 31] },
    race: { bet, runner: 2 },
    shooter: { bet, target: 'turtle' },
    megaways: { bet },
    jackpot: { bet },
  };
  const round = await api('/api/round', { s, ...params[rules] });
  expect(round.ok, JSON.stringify(round)).toBe(true);
  return round.balance;
}

describe(`every engine for real money on ${testDatabaseKind()}`, () => {
  it('seeds every game with the engine of its own kind, every engine with games, and launches with kind=<engine>', async () => {
    const res = (await t.services.db.execute(
      sql`SELECT g.game_code, g.name, g.engine, c.code AS category FROM game_list g JOIN game_categories c ON c.id = g.game_category_id`,
    )) as unknown as { rows: { game_code: string; name: string; engine: string; category: CategoryCode }[] };
    expect(res.rows.length).toBeGreaterThan(300);
    for (const g of res.rows) {
      if (g.game_code === 'demo-slot' || g.game_code === 'demo-crash') continue;
      expect(g.engine, `${g.name} (${g.category})`).toBe(engineFor(g.category, g.name));
    }
    expect(new Set(res.rows.map((g) => g.engine))).toEqual(new Set(ENGINES));
    expect(res.rows.find((g) => g.game_code === 'demo-slot')?.engine).toBe('slot');
    expect(res.rows.find((g) => g.game_code === 'demo-crash')?.engine).toBe('crash');
    const roulette = res.rows.find((g) => g.category === 'live-casino' && /Roulette/.test(g.name))!;
    expect(roulette.engine).toBe('live-roulette');
    const { accessToken } = await createMember(t);
    const launched = await launch(t, accessToken, roulette.game_code, 'th');
    expect(new URL(launched.body.result.url, base).searchParams.get('kind')).toBe('live-roulette');
  });

  it('launches the seeded game of each engine and keeps the ledger in step with every round', async () => {
    const { memberId, accessToken } = await createMember(t, { funds: 1_000_000 });
    for (const engine of ENGINES) {
      const gameCode = await gameOf(engine);
      const config = await open(accessToken, gameCode);
      expect(config.kind, gameCode).toBe(engine);
      expect(config.mode).toBe('real');
      const before = await mainBalance(t, memberId);
      const after = await playRound(engine, config);
      expect(after, engine).toBe(await mainBalance(t, memberId));
      const rounds = (await t.services.db.execute(
        sql`SELECT count(*)::int AS n FROM bet_transactions WHERE member_id = ${memberId} AND game_code = ${gameCode} AND sub_type = 'result'`,
      )) as unknown as { rows: { n: number }[] };
      expect(rounds.rows[0].n, engine).toBe(1);
      expect(typeof before).toBe('number');
    }
    expect((await t.services.ledger.verify()).ok).toBe(true);
  }, 60_000);

  it('grows the jackpot from every bet and pays a hit through the wallet; pool, entries and ledger agree', async () => {
    const { memberId, accessToken } = await createMember(t, { funds: 2_000_000 });
    const config = await open(accessToken, await gameOf('jackpot'));
    const db = sqlDatabase(t.database);
    const bet = config.bets[2] as number;
    const poolBefore = (await (await fetch(`${base}/demo-provider/api/jackpot`)).json()) as {
      pool: number;
      currency: string;
      updated_at: string;
    };
    expect(poolBefore.currency).toBe('THB');
    expect(Number.isInteger(poolBefore.pool)).toBe(true);
    type Spin = {
      roundId: string;
      jackpot: { hit: boolean; paid: number };
      win: number;
      balance: number;
      balanceAfterBet: number;
    };
    let found: Spin | null = null;
    let spins = 0;
    while (!found && spins < 1500) {
      const spin = await api('/api/round', { s: config.session, bet });
      expect(spin.ok).toBe(true);
      spins++;
      if (spin.jackpot.hit) found = spin;
    }
    expect(found, 'a jackpot hit within 1,500 spins at 1 in 100').not.toBeNull();
    const hit = found as Spin;
    expect(hit.jackpot.paid).toBeGreaterThan(0);
    expect(hit.win).toBeGreaterThanOrEqual(hit.jackpot.paid);
    expect(hit.balance).toBe(hit.balanceAfterBet + hit.win);
    expect(await mainBalance(t, memberId)).toBe((await api('/api/balance', { s: config.session })).balance);
    // The casino recorded the round's result with the jackpot in it.
    const result = (await t.services.db.execute(
      sql`SELECT amount FROM bet_transactions WHERE round_id = ${hit.roundId} AND sub_type = 'result'`,
    )) as unknown as { rows: { amount: unknown }[] };
    expect(Number(result.rows[0].amount)).toBe(hit.win);

    // Seeds plus contributions less payouts is the pool.
    const sums = await db.query(
      `SELECT kind, coalesce(sum(amount), 0) AS total FROM dp_jackpot_entries WHERE currency = 'THB' GROUP BY kind`,
    );
    const total = (kind: string) => Number(sums.find((r) => r.kind === kind)?.total ?? 0);
    const pool = Number((await db.query(`SELECT pool FROM dp_jackpots WHERE currency = 'THB'`))[0].pool);
    expect(total('seed') + total('contribution') - total('payout')).toBe(pool);
    expect(total('payout')).toBe(hit.jackpot.paid);
    expect(total('seed')).toBe(2 * JACKPOT_SEED.THB);
    expect(total('contribution')).toBeGreaterThanOrEqual(spins * Math.floor(bet / 100));
    const after = await (await fetch(`${base}/demo-provider/api/jackpot`)).json();
    expect(after.pool).toBe(pool);

    const verify = await t.app.inject({
      method: 'GET',
      url: '/ops/ledger/verify',
      headers: { authorization: `Bearer ${t.config.opsToken}` },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ ok: true, mismatches: [], negativeMemberAccounts: 0 });
  }, 120_000);
});
