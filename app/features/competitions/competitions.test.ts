import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../../server/rest/service.ts';
import { createTestApp, formRequest, routeContext, testDatabaseKind, type TestApp } from '../../../server/testing.ts';
import { callBody, createMember, createPlayer, walletCall, type Player } from '../../../server/testing/players.ts';
import { SETTLED_ROUNDS_LAG_MS } from '../seamless/seamless.schemas.ts';
import { action as joinAction } from './routes/competition.tsx';
import {
  compareEntries,
  type CalcType,
  type CompetitionDefinition,
  type CompetitionPrize,
} from './competitions.schemas.ts';
import { createCompetitionsService } from './competitions.service.server.ts';
import { competitionEntries, competitionPayouts } from './competitions.table.server.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const MIN = 60_000;

/** What a second instance of the service is built from (another server process on the same database). */
const deps = () => ({
  db: t.services.db,
  ledger: t.services.ledger,
  bus: t.services.bus,
  settledRounds: (after: number, limit: number) => t.services.turnover.settledRounds(after, limit),
  points: () => t.services.points,
  usernames: (ids: readonly number[]) => t.services.auth.usernames(ids),
  memberCurrency: async () => 'THB',
});

function definition(over: Partial<CompetitionDefinition> = {}): CompetitionDefinition {
  return {
    texts: { en: { name: `Test ${randomUUID().slice(0, 8)}` } },
    calc_type: 'turnover',
    min_stake: 0,
    currency: 'THB',
    eligible_categories: ['slot'],
    eligible_games: [],
    prizes: [{ rank: 1, type: 'money', amount: 10_000 }],
    theme: 'gold',
    starts_at: new Date(Date.now() - MIN).toISOString(),
    ends_at: new Date(Date.now() + 60 * MIN).toISOString(),
    ...over,
  };
}

async function round(p: Player, stake: number, win: number, gameCode = p.gameCode) {
  const id = `round-${randomUUID()}`;
  const bet = callBody(p, { round_id: id, amount: stake, game_code: gameCode });
  expect((await walletCall(t, 'bet', bet)).answer.status).toBe('OK');
  const result = callBody(p, {
    round_id: id,
    amount: win,
    ref_tx_id: bet.tx_id,
    round_closed: true,
    game_code: gameCode,
  });
  expect((await walletCall(t, 'result', result)).answer.status).toBe('OK');
}

/** Waits until the feed lists the rounds just settled, then applies them. */
async function settleFeed() {
  await new Promise((r) => setTimeout(r, SETTLED_ROUNDS_LAG_MS + 150));
  await t.services.competitions.catchUp();
}

const order = async (id: number, players: Player[]) => {
  const board = await t.services.competitions.leaderboard(id, null, 100);
  const names = await t.services.auth.usernames(players.map((p) => p.memberId));
  const masked = new Map(
    players.map((p) => {
      const n = Array.from(names.get(p.memberId)!);
      return [`${n[0]}${n[1]}***${n[n.length - 1]}`, p.memberId];
    }),
  );
  return board.top.map((r) => [masked.get(r.player), r.score]);
};

describe(`competitions (${testDatabaseKind()})`, () => {
  it('rank by each calculation type from settled rounds of eligible games after joining', async () => {
    const c = t.services.competitions;
    const ids = {} as Record<CalcType, number>;
    for (const type of ['turnover', 'win_multiplier', 'win_loss', 'bets'] as const)
      ids[type] = (await c.opsCreate(definition({ calc_type: type }))).id;
    const [a, b, d] = [
      await createPlayer(t, 1_000_000),
      await createPlayer(t, 1_000_000),
      await createPlayer(t, 1_000_000),
    ];
    // Before joining: not counted.
    await round(a, 90_000, 0);
    await settleFeed();
    for (const p of [a, b, d]) for (const id of Object.values(ids)) await c.join(p.memberId, id);
    await round(a, 1_000, 2_500);
    await round(a, 400, 0);
    await round(a, 50_000, 500_000, 'demo-crash'); // a crash game: not eligible
    await round(b, 5_000, 0);
    await round(d, 100, 1_000);
    await round(d, 100, 0);
    await round(d, 100, 0);
    await settleFeed();
    expect(await order(ids.turnover, [a, b, d])).toEqual([
      [b.memberId, 5_000],
      [a.memberId, 1_400],
      [d.memberId, 300],
    ]);
    expect(await order(ids.win_multiplier, [a, b, d])).toEqual([
      [d.memberId, 1_000],
      [a.memberId, 250],
      [b.memberId, 0],
    ]);
    expect(await order(ids.win_loss, [a, b, d])).toEqual([
      [a.memberId, 1_100],
      [d.memberId, 700],
      [b.memberId, -5_000],
    ]);
    expect(await order(ids.bets, [a, b, d])).toEqual([
      [d.memberId, 3],
      [a.memberId, 2],
      [b.memberId, 1],
    ]);
    // The member's own row, with its rank.
    const board = await c.leaderboard(ids.turnover, a.memberId, 1);
    expect(board.top).toHaveLength(1);
    expect(board.me).toMatchObject({ rank: 2, score: 1_400, rounds: 2, is_me: true });
  });

  it('ties rank by who reached the score first, then the lower member id; the own rank agrees with the top', async () => {
    const c = t.services.competitions;
    const { id } = await c.opsCreate(definition({ calc_type: 'bets' }));
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: 60 }, (_, i) => ({
      competition_id: id,
      member_id: 900_000 + ((i * 37) % 60),
      score: i % 4,
      reached_at: new Date(base + (i % 3) * 1_000),
    }));
    await t.services.db.insert(competitionEntries).values(rows);
    const expected = [...rows].sort(compareEntries).map((r) => r.member_id);
    const board = await c.leaderboard(id, null, 100);
    expect(board.players).toBe(60);
    expect(board.top.map((r) => r.score)).toEqual([...rows].sort(compareEntries).map((r) => r.score));
    // Counted exactly, and from the score histogram as on a large board.
    const large = createCompetitionsService({ ...deps(), largeBoard: 1 });
    for (const [i, memberId] of expected.entries()) {
      expect((await c.leaderboard(id, memberId, 5)).me?.rank).toBe(i + 1);
      expect((await large.leaderboard(id, memberId, 5)).me?.rank).toBe(i + 1);
    }
    // The order is the documented one.
    expect(
      compareEntries(
        { score: 5, reached_at: '2026-01-01', member_id: 9 },
        { score: 4, reached_at: '2025-01-01', member_id: 1 },
      ),
    ).toBeLessThan(0);
    expect(
      compareEntries(
        { score: 5, reached_at: '2026-01-02', member_id: 1 },
        { score: 5, reached_at: '2026-01-01', member_id: 9 },
      ),
    ).toBeGreaterThan(0);
    expect(
      compareEntries(
        { score: 5, reached_at: '2026-01-01', member_id: 2 },
        { score: 5, reached_at: '2026-01-01', member_id: 3 },
      ),
    ).toBeLessThan(0);
  });

  it('counts each round once when the consumer runs twice, in parallel, and on two instances', async () => {
    const c = t.services.competitions;
    const { id } = await c.opsCreate(definition());
    const p = await createPlayer(t, 1_000_000);
    await c.join(p.memberId, id);
    for (let i = 0; i < 5; i++) await round(p, 1_000, 0);
    await new Promise((r) => setTimeout(r, SETTLED_ROUNDS_LAG_MS + 150));
    const other = createCompetitionsService(deps());
    await Promise.all([c.consume(2), c.consume(2), other.consume(2), other.catchUp(), c.catchUp()]);
    await c.catchUp();
    await other.catchUp();
    const board = await c.leaderboard(id, p.memberId);
    expect(board.me).toMatchObject({ score: 5_000, rounds: 5 });
  });

  async function endedWith(prizes: CompetitionPrize[], plays: number[], idle = 0) {
    const c = t.services.competitions;
    const { id } = await c.opsCreate(definition({ prizes }));
    const players: Player[] = [];
    for (const stake of plays) {
      const p = await createPlayer(t, 1_000_000);
      await c.join(p.memberId, id);
      await round(p, stake, 0);
      players.push(p);
    }
    for (let i = 0; i < idle; i++) await c.join((await createMember(t)).memberId, id);
    await settleFeed();
    // The competition ends now.
    const def = await c.opsGet(id);
    await c.opsUpdate(id, { ...def, ends_at: new Date(Date.now() - 1_000).toISOString() });
    return { id, players };
  }

  it('pays the prizes once when the end job runs twice and in parallel, money to main and points', async () => {
    const c = t.services.competitions;
    const { id, players } = await endedWith(
      [
        { rank: 1, type: 'money', amount: 50_000 },
        { rank: 2, type: 'points', amount: 700 },
      ],
      [3_000, 2_000],
    );
    const [first, second] = players;
    const before = await t.services.ledger.balance({ member: first!.memberId, wallet: 'main', currency: 'THB' });
    const results = await Promise.all([c.settle(id), c.settle(id), c.settle(id)]);
    expect(results.filter((r) => !r.replayed)).toEqual([{ paid: 2, unclaimed: 0, replayed: false }]);
    expect(await c.settle(id)).toMatchObject({ replayed: true });
    // The scheduled job after it: nothing more to pay.
    expect(await c.settleEnded(new Date(Date.now() + 60_000))).toBe(0);
    expect(await t.services.ledger.balance({ member: first!.memberId, wallet: 'main', currency: 'THB' })).toBe(
      before + 50_000,
    );
    expect(await t.services.points.balance(second!.memberId)).toBe(700);
    const history = await t.services.points.history(second!.memberId, { page: 1, limit: 10 });
    expect(history.data.map((r) => [r.points, r.reason])).toEqual([[700, 'competition']]);
    const payouts = await t.services.db
      .select()
      .from(competitionPayouts)
      .where(eq(competitionPayouts.competition_id, id));
    expect(payouts.map((p) => [p.rank, p.member_id, p.reward_type, p.amount])).toEqual([
      [1, first!.memberId, 'money', 50_000],
      [2, second!.memberId, 'points', 700],
    ]);
    const detail = await c.get(id, 'en', first!.memberId);
    expect(detail.paid).toBe(true);
    expect(detail.prizes[0]!.winner).toMatchObject({ is_me: true, score: 3_000 });
    const joined = await c.history(first!.memberId, 'en', { limit: 10, skip: 0 });
    expect(joined.data.find((r) => r.id === id)).toMatchObject({ rank: 1, prize: { type: 'money', amount: 50_000 } });
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('leaves the prizes nobody reached with the house when fewer played than there are prizes', async () => {
    const c = t.services.competitions;
    const { id, players } = await endedWith(
      [
        { rank: 1, type: 'money', amount: 30_000 },
        { rank: 2, type: 'money', amount: 20_000 },
        { rank: 3, type: 'points', amount: 100 },
        { rank: 4, type: 'money', amount: 10_000 },
      ],
      [1_000, 5_000],
      1,
    );
    const [small, big] = players;
    expect(await c.settleEnded(new Date(Date.now() + 60_000))).toBe(1);
    const detail = await c.get(id, 'en', null);
    expect(detail.prizes.map((p) => p.winner?.score ?? null)).toEqual([5_000, 1_000, null, null]);
    expect(await t.services.ledger.balance({ member: big!.memberId, wallet: 'main', currency: 'THB' })).toBe(
      1_000_000 - 5_000 + 30_000,
    );
    expect(await t.services.ledger.balance({ member: small!.memberId, wallet: 'main', currency: 'THB' })).toBe(
      1_000_000 - 1_000 + 20_000,
    );
    expect(
      await t.services.db.select().from(competitionPayouts).where(eq(competitionPayouts.competition_id, id)),
    ).toHaveLength(2);
    expect((await t.services.ledger.verify()).ok).toBe(true);
  });

  it('refuses joining an ended competition, another currency, and twice changes nothing', async () => {
    const c = t.services.competitions;
    const { id } = await c.opsCreate(definition());
    const { memberId } = await createMember(t);
    expect(await c.join(memberId, id)).toEqual({ joined: true, replayed: false });
    expect(await c.join(memberId, id)).toEqual({ joined: true, replayed: true });
    const usd = await c.opsCreate(definition({ currency: 'USD' }));
    await expect(c.join(memberId, usd.id)).rejects.toMatchObject({ errorCode: 'COMPETITION_CURRENCY' });
    const old = await c.opsCreate(
      definition({
        starts_at: new Date(Date.now() - 120 * MIN).toISOString(),
        ends_at: new Date(Date.now() - 60 * MIN).toISOString(),
      }),
    );
    await expect(c.join(memberId, old.id)).rejects.toMatchObject({ errorCode: 'COMPETITION_ENDED' });
    await expect(c.settle(id)).rejects.toMatchObject({ errorCode: 'COMPETITION_NOT_ENDED' });
  });
});

describe(`competitions over HTTP and the join action (${testDatabaseKind()})`, () => {
  async function memberOf(): Promise<{ member: Member; token: string }> {
    const { accessToken } = await createMember(t);
    return { member: (await t.services.tokens.verify(accessToken))!, token: accessToken };
  }

  it('the lists, the detail and the leaderboard (capped) answer; joining over REST twice joins once', async () => {
    const { id } = await t.services.competitions.opsCreate(definition());
    const { member, token } = await memberOf();
    const auth = { authorization: `Bearer ${token}` };
    const ongoing = await t.app.inject({ method: 'GET', url: '/pb/competition?state=ongoing', headers: auth });
    expect(ongoing.statusCode).toBe(200);
    expect(ongoing.json().data.find((x: { id: number }) => x.id === id)).toMatchObject({
      state: 'ongoing',
      joined: false,
    });
    const join = () =>
      t.app.inject({ method: 'POST', url: '/mb/competition-member', headers: auth, payload: { competition_id: id } });
    const answers = await Promise.all([join(), join()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers.map((a) => a.json().replayed).sort()).toEqual([false, true]);
    const mine = await t.app.inject({ method: 'GET', url: '/mb/competition-member', headers: auth });
    expect(mine.json().data.map((x: { id: number }) => x.id)).toEqual([id]);
    const board = await t.app.inject({
      method: 'GET',
      url: `/pb/competition-leaderboard/${id}?top=5000`,
      headers: auth,
    });
    expect(board.statusCode).toBe(200);
    expect(board.json().me).toMatchObject({ rank: 1, is_me: true });
    expect(board.json().top.length).toBeLessThanOrEqual(100);
    expect((await t.app.inject({ method: 'GET', url: '/pb/competition/999999' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/mb/competition-member', payload: { competition_id: id } }))
        .statusCode,
    ).toBe(401);
    expect(member.id).toBeGreaterThan(0);
  });

  it('the page action: a visitor is sent to log in, a bad form is refused, a member joins', async () => {
    const { id } = await t.services.competitions.opsCreate(definition());
    const run = async (who: Member | null, fields: Record<string, string>) => {
      try {
        const out = (await joinAction({
          request: formRequest(`/en/competition/${id}`, fields),
          params: { lang: 'en', id: String(id) },
          context: routeContext(t.services, { member: who }),
        } as never)) as { data: unknown; init: { status?: number } | null };
        return { status: out.init?.status ?? 200, data: out.data, location: null };
      } catch (thrown) {
        if (thrown instanceof Response)
          return { status: thrown.status, data: null, location: thrown.headers.get('location') };
        throw thrown;
      }
    };
    expect((await run(null, { intent: 'join' })).location).toBe(`/en/competition/${id}?modal=login`);
    const { member } = await memberOf();
    expect(await run(member, { intent: 'steal' })).toMatchObject({
      status: 400,
      data: { error: 'COMPETITION_INVALID' },
    });
    expect((await t.services.competitions.get(id, 'en', member.id)).joined).toBe(false);
    expect(await run(member, { intent: 'join' })).toMatchObject({ status: 200, data: { joined: true } });
    expect((await t.services.competitions.get(id, 'en', member.id)).joined).toBe(true);
  });

  it('the operator creates and edits a competition; a bad definition is refused with its field', async () => {
    const token = t.config.opsToken;
    const headers = { authorization: `Bearer ${token}` };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/ops/competitions',
      headers,
      payload: { ...definition(), prizes: [{ rank: 2, type: 'money', amount: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('PRIZE_RANKS_NOT_CONSECUTIVE');
    const made = await t.app.inject({ method: 'POST', url: '/ops/competitions', headers, payload: definition() });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/ops/competitions/${id}`,
      headers,
      payload: { min_stake: 500 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await t.services.competitions.opsGet(id)).min_stake).toBe(500);
    const list = await t.app.inject({ method: 'GET', url: '/ops/competitions', headers });
    expect(list.json().data.some((x: { id: number }) => x.id === id)).toBe(true);
  });
});
