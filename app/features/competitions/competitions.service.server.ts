import { Cron } from 'croner';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../server/db/client.ts';
import { rawRows, type RawRow } from '../../../server/db/raw-query.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { PointsService } from '../points/points.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import { maskUsername } from '../seamless/seamless.schemas.ts';
import {
  LEADERBOARD_DEFAULT,
  LEADERBOARD_MAX,
  prizePool,
  roundScore,
  stateOf,
  type CalcType,
  type CompetitionDefinition,
  type CompetitionDetail,
  type CompetitionPrize,
  type CompetitionState,
  type CompetitionTexts,
  type CompetitionView,
  type JoinedRow,
  type Leaderboard,
  type LeaderboardRow,
  type PrizeRow,
} from './competitions.schemas.ts';
import { competitionEntries, competitionPayouts, competitions } from './competitions.table.server.ts';

/** What the end job needs of the points service. */
export type CompetitionPoints = Pick<PointsService, 'award' | 'notify'>;

export interface CompetitionsDeps {
  db: Db;
  ledger: LedgerService;
  bus: EventBus;
  /** The settled rounds after a watermark, in settlement order (services.turnover.settledRounds). */
  settledRounds: TurnoverService['settledRounds'];
  points: () => CompetitionPoints;
  /** Usernames by member id (at most 100 ids per call). */
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The member's currency code (null: unknown member). */
  memberCurrency: (memberId: number) => Promise<string | null>;
  log?: { info(obj: object, msg?: string): void; warn(obj: object, msg?: string): void };
  /** How long a read of a board's top is kept in this process (ms, default 1000). */
  boardCacheMs?: number;
  /** From this many players a board's own ranks use its score histogram (default 5,000; see boardRankOf). */
  largeBoard?: number;
}

/** The realtime topic a member hears when their own score changed (the detail page reads the board again). */
export const COMPETITION_TOPIC = 'COMPETITION';
/** Rounds settled this long before the end may still be committing when it passes; the end job waits for them. */
export const SETTLE_GRACE_MS = 5_000;
const FEED = 'rounds';
const BATCH = 2_000;
const LARGE_BOARD = 5_000;

type Row = typeof competitions.$inferSelect;

const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

function textsOf(row: Row, locale: string): CompetitionTexts {
  return row.texts[locale] ?? row.texts.en ?? Object.values(row.texts)[0] ?? { name: `#${row.id}` };
}

/** The most a member of a board may see at once, and the order every read uses (the index's). */
const ORDER = sql`score DESC NULLS LAST, reached_at ASC, member_id ASC`;

export interface CompetitionsService {
  list(
    locale: string,
    filter: { state: CompetitionState | 'all'; memberId: number | null },
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: CompetitionView[] }>;
  get(id: number, locale: string, memberId: number | null): Promise<CompetitionDetail>;
  /** Joins an upcoming or ongoing competition (again: nothing changes). */
  join(memberId: number, id: number): Promise<{ joined: true; replayed: boolean }>;
  /** The top `limit` (≤ 100) and the member's own row, wherever it ranks. */
  leaderboard(id: number, memberId: number | null, limit?: number): Promise<Leaderboard>;
  /** The member's entries, newest first, with their rank and prize. */
  history(
    memberId: number,
    locale: string,
    page: { limit: number; skip: number },
  ): Promise<{ total: number; data: JoinedRow[] }>;
  /**
   * Applies one batch of settled rounds after the stored watermark to the entries, in one transaction that holds the
   * watermark's row (FOR UPDATE SKIP LOCKED): of several instances (or calls) one applies a batch, exactly once.
   */
  consume(limit?: number): Promise<{ rounds: number; entries: number; skipped: boolean }>;
  /** consume() until the feed is caught up. */
  catchUp(): Promise<number>;
  /** Pays the prizes of every competition that has ended (and is not paid); returns how many were settled. */
  settleEnded(now?: Date): Promise<number>;
  /** Pays one ended competition's prizes once (a second call, or a parallel one, pays nothing). */
  settle(id: number, now?: Date): Promise<{ paid: number; unclaimed: number; replayed: boolean }>;
  /** Starts the consumer (every 2 s) and the end job (every 15 s); stop() on shutdown. */
  start(log?: CompetitionsDeps['log']): void;
  stop(): Promise<void>;
  opsList(): Promise<(CompetitionDefinition & { id: number; paid_at: string | null; players: number })[]>;
  opsGet(id: number): Promise<CompetitionDefinition & { id: number }>;
  opsCreate(def: CompetitionDefinition): Promise<{ id: number }>;
  opsUpdate(id: number, def: CompetitionDefinition): Promise<{ id: number }>;
}

export function createCompetitionsService(deps: CompetitionsDeps): CompetitionsService {
  const { db, ledger, bus } = deps;
  const boardCacheMs = deps.boardCacheMs ?? 1_000;
  const boardCache = new Map<string, { at: number; rows: Promise<RawRow[]>; players: Promise<number> }>();
  let consumerTimer: ReturnType<typeof setInterval> | null = null;
  let endCron: Cron | null = null;
  let consuming: Promise<unknown> | null = null;
  let settling: Promise<unknown> | null = null;

  async function row(id: number, ex: Executor = db): Promise<Row> {
    const [r] = await ex.select().from(competitions).where(eq(competitions.id, id));
    if (!r) throw new AppError('NotFound', 'COMPETITION_NOT_FOUND');
    return r;
  }

  async function playerCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await rawRows(
      db,
      sql`SELECT competition_id, count(*) AS n FROM competition_entries
          WHERE competition_id = ANY(${`{${ids.join(',')}}`}::int[]) GROUP BY competition_id`,
    );
    return new Map(rows.map((r) => [num(r.competition_id), num(r.n)]));
  }

  async function joinedSet(memberId: number | null, ids: number[]): Promise<Set<number> | null> {
    if (memberId === null) return null;
    if (!ids.length) return new Set();
    const rows = await rawRows(
      db,
      sql`SELECT competition_id FROM competition_entries
          WHERE member_id = ${memberId} AND competition_id = ANY(${`{${ids.join(',')}}`}::int[])`,
    );
    return new Set(rows.map((r) => num(r.competition_id)));
  }

  function view(r: Row, locale: string, players: number, joined: boolean | null): CompetitionView {
    const texts = textsOf(r, locale);
    return {
      id: r.id,
      name: texts.name,
      summary: texts.summary ?? '',
      calc_type: r.calc_type,
      currency: r.currency,
      state: stateOf(r),
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
      theme: r.theme,
      prize_pool: prizePool(r.prizes),
      prize_ranks: r.prizes.length,
      players,
      joined,
      paid: r.paid_at !== null,
    };
  }

  async function names(ids: number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (let i = 0; i < ids.length; i += 100) {
      for (const [id, name] of await deps.usernames(ids.slice(i, i + 100))) out.set(id, maskUsername(name));
    }
    return out;
  }

  /** The member's rank: 1 + the entries ranked before theirs (index range scans on the ranking index). */
  async function rankOf(id: number, e: RawRow, ex: Executor = db): Promise<number> {
    const [r] = await rawRows(
      ex,
      sql`SELECT count(*) AS n FROM competition_entries
          WHERE competition_id = ${id} AND (score > ${num(e.score)}
            OR (score = ${num(e.score)} AND (reached_at, member_id) < (${iso(e.reached_at)}::timestamptz, ${num(e.member_id)})))`,
    );
    return num(r?.n) + 1;
  }

  /**
   * On a large board, the entries above a score come from the board's score histogram (distinct scores, descending,
   * with the entries above each), read at most every 3 seconds per process with one pass over the entries; only the
   * ties at the member's own score are counted per request. The rank may lag the board by those seconds. Its total
   * is the board's number of players, which is then not counted separately.
   */
  const largeBoard = deps.largeBoard ?? LARGE_BOARD;
  /** The last number of players read per competition: decides which way its ranks are counted. */
  const sizes = new Map<number, number>();
  const histograms = new Map<number, { at: number; data: Promise<{ scores: number[]; above: number[] }> }>();
  function histogram(id: number) {
    const now = Date.now();
    const cached = histograms.get(id);
    if (cached && now - cached.at < 3 * boardCacheMs) return cached.data;
    const data = rawRows(
      db,
      sql`SELECT score, count(*) AS n FROM competition_entries WHERE competition_id = ${id}
          GROUP BY score ORDER BY score DESC NULLS LAST`,
    ).then((rows) => {
      const scores: number[] = [];
      const above: number[] = [];
      let total = 0;
      for (const r of rows) {
        scores.push(num(r.score));
        above.push(total);
        total += num(r.n);
      }
      above.push(total);
      return { scores, above };
    });
    if (histograms.size > 100) histograms.clear();
    histograms.set(id, { at: now, data });
    data.catch(() => histograms.delete(id));
    return data;
  }

  async function boardRankOf(id: number, e: RawRow, players: number): Promise<number> {
    if (players < largeBoard) return rankOf(id, e);
    const score = num(e.score);
    const [{ scores, above }, ties] = await Promise.all([
      histogram(id),
      rawRows(
        db,
        sql`SELECT count(*) AS n FROM competition_entries
            WHERE competition_id = ${id} AND score = ${score}
              AND (reached_at, member_id) < (${iso(e.reached_at)}::timestamptz, ${num(e.member_id)})`,
      ),
    ]);
    // The first distinct score not above the member's (scores descend).
    let lo = 0;
    let hi = scores.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (scores[mid]! > score) lo = mid + 1;
      else hi = mid;
    }
    return above[lo]! + num(ties[0]?.n) + 1;
  }

  function topRows(id: number, limit: number): { rows: Promise<RawRow[]>; players: Promise<number> } {
    const key = `${id}:${limit}`;
    const now = Date.now();
    const cached = boardCache.get(key);
    if (cached && now - cached.at < boardCacheMs) return cached;
    const entry = {
      at: now,
      rows: rawRows(
        db,
        sql`SELECT member_id, score, rounds, reached_at FROM competition_entries
            WHERE competition_id = ${id} ORDER BY ${ORDER} LIMIT ${limit}`,
      ),
      players: ((sizes.get(id) ?? 0) >= largeBoard
        ? histogram(id).then((h) => h.above[h.above.length - 1]!)
        : rawRows(db, sql`SELECT count(*) AS n FROM competition_entries WHERE competition_id = ${id}`).then((r) =>
            num(r[0]?.n),
          )
      ).then((n) => {
        if (sizes.size > 1_000) sizes.clear();
        sizes.set(id, n);
        return n;
      }),
    };
    if (boardCache.size > 500) boardCache.clear();
    boardCache.set(key, entry);
    entry.rows.catch(() => boardCache.delete(key));
    entry.players.catch(() => boardCache.delete(key));
    return entry;
  }

  async function leaderboard(id: number, memberId: number | null, limit = LEADERBOARD_DEFAULT): Promise<Leaderboard> {
    const n = Math.min(Math.max(Math.trunc(limit), 1), LEADERBOARD_MAX);
    const c = await row(id);
    const top = topRows(id, n);
    const [rows, players, own] = await Promise.all([
      top.rows,
      top.players,
      memberId === null
        ? Promise.resolve(null)
        : rawRows(
            db,
            sql`SELECT member_id, score, rounds, reached_at FROM competition_entries
                WHERE competition_id = ${id} AND member_id = ${memberId}`,
          ).then((r) => r[0] ?? null),
    ]);
    const inTop = own ? rows.findIndex((r) => num(r.member_id) === memberId) : -1;
    const ownRank = own ? (inTop >= 0 ? inTop + 1 : await boardRankOf(id, own, players)) : null;
    const ids = rows.map((r) => num(r.member_id));
    if (own && inTop < 0) ids.push(memberId!);
    const shown = await names(ids);
    const toRow = (r: RawRow, rank: number): LeaderboardRow => ({
      rank,
      player: shown.get(num(r.member_id)) ?? '***',
      score: num(r.score),
      rounds: num(r.rounds),
      is_me: num(r.member_id) === memberId,
    });
    return {
      competition_id: id,
      calc_type: c.calc_type,
      currency: c.currency,
      state: stateOf(c),
      players,
      top: rows.map((r, i) => toRow(r, i + 1)),
      me: own ? toRow(own, ownRank!) : null,
      at: new Date().toISOString(),
    };
  }

  // ---- The settled-rounds consumer ----

  async function consume(limit = BATCH): Promise<{ rounds: number; entries: number; skipped: boolean }> {
    await db.execute(sql`INSERT INTO competition_feed (name) VALUES (${FEED}) ON CONFLICT DO NOTHING`);
    const [feed] = await rawRows(db, sql`SELECT last_round_id FROM competition_feed WHERE name = ${FEED}`);
    const after = num(feed?.last_round_id);
    const rounds = await deps.settledRounds(after, Math.min(Math.max(limit, 1), 5_000));
    if (!rounds.length) return { rounds: 0, entries: 0, skipped: false };
    const lastId = rounds[rounds.length - 1]!.id;
    const times = rounds.map((r) => new Date(r.settledAt).getTime());
    const from = new Date(Math.min(...times));
    const to = new Date(Math.max(...times));
    const running = await db
      .select()
      .from(competitions)
      .where(and(lte(competitions.starts_at, to), gt(competitions.ends_at, from)));
    const result = await ledger.withTransaction(async (tx) => {
      const [locked] = await rawRows(
        tx,
        sql`SELECT last_round_id FROM competition_feed WHERE name = ${FEED} FOR UPDATE SKIP LOCKED`,
      );
      // Another instance holds the watermark or has moved it since it was read: that batch is theirs.
      if (!locked || num(locked.last_round_id) !== after) return null;
      const changed: { competitionId: number; memberId: number }[] = [];
      const memberIds = [...new Set(rounds.map((r) => r.memberId))];
      const entries = running.length
        ? await rawRows(
            tx,
            sql`SELECT competition_id, member_id, joined_at FROM competition_entries
                WHERE competition_id = ANY(${`{${running.map((c) => c.id).join(',')}}`}::int[])
                  AND member_id = ANY(${`{${memberIds.join(',')}}`}::int[])`,
          )
        : [];
      const joinedAt = new Map(
        entries.map((e) => [`${num(e.competition_id)}:${num(e.member_id)}`, new Date(e.joined_at as string)]),
      );
      type Delta = { score: number; stake: number; win: number; rounds: number; at: Date; best: number; bestAt: Date };
      const deltas = new Map<string, Delta & { c: Row; memberId: number }>();
      for (const c of running) {
        const categories = new Set(c.eligible_categories);
        const games = new Set(c.eligible_games);
        const everyGame = categories.size === 0 && games.size === 0;
        const start = c.starts_at.getTime();
        const end = c.ends_at.getTime();
        for (const r of rounds) {
          const at = new Date(r.settledAt);
          const t = at.getTime();
          if (t < start || t >= end || r.currency !== c.currency) continue;
          // A later result of a round (stake 0) belongs to a round whose stake was checked on its first result.
          if (r.stake > 0 ? r.stake < c.min_stake : c.min_stake > 0 || c.calc_type !== 'win_loss') continue;
          if (!everyGame && !categories.has(r.gameCategory) && !games.has(r.gameCode)) continue;
          const key = `${c.id}:${r.memberId}`;
          const joined = joinedAt.get(key);
          if (!joined || t < joined.getTime()) continue;
          const s = roundScore(c.calc_type, r.stake, r.win);
          let d = deltas.get(key);
          if (!d) {
            d = { c, memberId: r.memberId, score: 0, stake: 0, win: 0, rounds: 0, at, best: -1, bestAt: at };
            deltas.set(key, d);
          }
          d.score += s;
          d.stake += r.stake;
          d.win += r.win;
          if (r.stake > 0) d.rounds += 1;
          if (t > d.at.getTime()) d.at = at;
          if (s > d.best) {
            d.best = s;
            d.bestAt = at;
          }
        }
      }
      // The entries that moved, in one statement per 1,000 (each a row of VALUES).
      const moved = [...deltas.values()];
      for (let i = 0; i < moved.length; i += 1_000) {
        const values = moved.slice(i, i + 1_000).map(
          (d) =>
            sql`(${d.c.id}::int, ${d.memberId}::int, ${d.c.calc_type === 'win_multiplier'}::boolean, ${d.score}::bigint,
                 ${d.best}::bigint, ${d.bestAt.toISOString()}::timestamptz, ${d.at.toISOString()}::timestamptz,
                 ${d.stake}::bigint, ${d.win}::bigint, ${d.rounds}::int)`,
        );
        await tx.execute(sql`
          UPDATE competition_entries e SET
            score = CASE WHEN v.best_mode THEN GREATEST(e.score, v.best) ELSE e.score + v.score END,
            reached_at = CASE
              WHEN v.best_mode THEN CASE WHEN v.best > e.score THEN v.best_at ELSE e.reached_at END
              WHEN v.score <> 0 THEN GREATEST(e.reached_at, v.at)
              ELSE e.reached_at END,
            stake = e.stake + v.stake, win = e.win + v.win, rounds = e.rounds + v.rounds
          FROM (VALUES ${sql.join(values, sql`, `)})
            AS v(competition_id, member_id, best_mode, score, best, best_at, at, stake, win, rounds)
          WHERE e.competition_id = v.competition_id AND e.member_id = v.member_id`);
      }
      for (const d of moved) changed.push({ competitionId: d.c.id, memberId: d.memberId });
      await tx.execute(
        sql`UPDATE competition_feed SET last_round_id = ${lastId}, updated_at = now() WHERE name = ${FEED}`,
      );
      return changed;
    });
    if (result === null) return { rounds: rounds.length, entries: 0, skipped: true };
    // Each member whose score moved hears it (their page reads the board again); bounded per batch.
    for (const { competitionId, memberId } of result.slice(0, 500)) {
      void bus.publish({ memberId, topic: COMPETITION_TOPIC, data: { competition_id: competitionId } }).catch(() => {});
    }
    // The tops are read again at once; large boards' histograms follow within their few seconds.
    if (result.length) boardCache.clear();
    return { rounds: rounds.length, entries: result.length, skipped: false };
  }

  async function catchUp(): Promise<number> {
    let total = 0;
    for (let i = 0; i < 1_000; i++) {
      const r = await consume();
      total += r.rounds;
      if (r.rounds === 0 || r.skipped) break;
    }
    return total;
  }

  // ---- The end job ----

  async function settle(id: number, now = new Date()): Promise<{ paid: number; unclaimed: number; replayed: boolean }> {
    const c0 = await row(id);
    if (now.getTime() < c0.ends_at.getTime()) throw new AppError('Conflict', 'COMPETITION_NOT_ENDED');
    if (c0.paid_at) return { paid: 0, unclaimed: 0, replayed: true };
    const prizes = c0.prizes;
    // Only members who placed a counted round are ranked for prizes; after the end the ranking no longer moves.
    const rankedOn = (ex: Executor) =>
      rawRows(
        ex,
        sql`SELECT member_id, score FROM competition_entries
            WHERE competition_id = ${id} AND rounds > 0 ORDER BY ${ORDER} LIMIT ${prizes.length}`,
      );
    const keyOf = (rank: number, memberId: number) => `competition:${id}:${rank}:${memberId}`;
    const moneyMembers: number[] = [];
    const pointMembers: number[] = [];
    const result = await ledger.withTransaction(async (tx) => {
      moneyMembers.length = 0;
      pointMembers.length = 0;
      // The competition's row is held: a parallel settlement waits here, then finds it paid.
      const [locked] = await rawRows(tx, sql`SELECT paid_at FROM competitions WHERE id = ${id} FOR UPDATE`);
      if (!locked || locked.paid_at) return { paid: 0, unclaimed: 0, replayed: true };
      const ranked = await rankedOn(tx);
      let paid = 0;
      for (const prize of prizes) {
        const winner = ranked[prize.rank - 1];
        if (!winner) continue;
        const memberId = num(winner.member_id);
        const key = keyOf(prize.rank, memberId);
        if (prize.type === 'money') {
          await ledger.transfer(tx, {
            from: { house: 'bonus', currency: c0.currency, shard: ledger.houseShard(memberId) },
            to: { member: memberId, wallet: 'main', currency: c0.currency },
            amount: prize.amount,
            currency: c0.currency,
            key,
            kind: 'competition',
            meta: { competition_id: id, rank: prize.rank },
          });
          moneyMembers.push(memberId);
        } else {
          // Points in the same transaction as the money and the paid mark (the competition's currency is the member's).
          await deps.points().award(tx, {
            memberId,
            points: prize.amount,
            key,
            reason: 'competition',
            currency: c0.currency,
            meta: { competition_id: id, rank: prize.rank },
          });
          pointMembers.push(memberId);
        }
        await tx
          .insert(competitionPayouts)
          .values({
            competition_id: id,
            rank: prize.rank,
            member_id: memberId,
            score: num(winner.score),
            reward_type: prize.type,
            amount: prize.amount,
            key,
          })
          .onConflictDoNothing();
        paid += 1;
      }
      await tx.update(competitions).set({ paid_at: now }).where(eq(competitions.id, id));
      return { paid, unclaimed: prizes.length - paid, replayed: false };
    });
    if (!result.replayed) {
      for (const memberId of pointMembers) deps.points().notify(memberId);
      for (const memberId of moneyMembers)
        void bus
          .publish({ memberId, topic: COMPETITION_TOPIC, data: { competition_id: id, paid: true } })
          .catch(() => {});
      deps.log?.info({ competition: id, ...result }, 'competition settled');
    }
    return result;
  }

  async function settleEnded(now = new Date()): Promise<number> {
    const due = await db
      .select({ id: competitions.id })
      .from(competitions)
      .where(
        and(sql`${competitions.paid_at} IS NULL`, lte(competitions.ends_at, new Date(now.getTime() - SETTLE_GRACE_MS))),
      )
      .orderBy(asc(competitions.ends_at))
      .limit(20);
    if (!due.length) return 0;
    // Every round settled before the end is counted first.
    await catchUp();
    let settled = 0;
    for (const { id } of due) {
      const r = await settle(id, now);
      if (!r.replayed) settled += 1;
    }
    return settled;
  }

  function definitionOf(r: Row): CompetitionDefinition & { id: number } {
    return {
      id: r.id,
      texts: r.texts as CompetitionDefinition['texts'],
      calc_type: r.calc_type,
      min_stake: r.min_stake,
      currency: r.currency,
      eligible_categories: r.eligible_categories,
      eligible_games: r.eligible_games,
      prizes: r.prizes,
      theme: r.theme as CompetitionDefinition['theme'],
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
    };
  }

  const values = (def: CompetitionDefinition) => ({
    texts: def.texts,
    calc_type: def.calc_type,
    min_stake: def.min_stake,
    currency: def.currency,
    eligible_categories: def.eligible_categories,
    eligible_games: def.eligible_games,
    prizes: def.prizes as CompetitionPrize[],
    theme: def.theme,
    starts_at: new Date(def.starts_at),
    ends_at: new Date(def.ends_at),
  });

  return {
    async list(locale, filter, page) {
      const now = new Date();
      const where =
        filter.state === 'upcoming'
          ? gt(competitions.starts_at, now)
          : filter.state === 'ongoing'
            ? and(lte(competitions.starts_at, now), gt(competitions.ends_at, now))
            : filter.state === 'completed'
              ? lte(competitions.ends_at, now)
              : undefined;
      const order =
        filter.state === 'completed'
          ? [desc(competitions.ends_at), desc(competitions.id)]
          : filter.state === 'upcoming'
            ? [asc(competitions.starts_at), asc(competitions.id)]
            : [asc(competitions.ends_at), asc(competitions.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(competitions)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(competitions).where(where),
      ]);
      const ids = rows.map((r) => r.id);
      const [counts, joined] = await Promise.all([playerCounts(ids), joinedSet(filter.memberId, ids)]);
      return {
        total: num(total?.n),
        data: rows.map((r) => view(r, locale, counts.get(r.id) ?? 0, joined ? joined.has(r.id) : null)),
      };
    },

    async get(id, locale, memberId) {
      const r = await row(id);
      const [counts, joined, payouts] = await Promise.all([
        playerCounts([id]),
        joinedSet(memberId, [id]),
        db.select().from(competitionPayouts).where(eq(competitionPayouts.competition_id, id)),
      ]);
      const shown = await names(payouts.map((p) => p.member_id));
      const byRank = new Map(payouts.map((p) => [p.rank, p]));
      const prizes: PrizeRow[] = r.prizes.map((p) => {
        const won = byRank.get(p.rank);
        return {
          ...p,
          winner: won
            ? { player: shown.get(won.member_id) ?? '***', score: won.score, is_me: won.member_id === memberId }
            : null,
        };
      });
      const texts = textsOf(r, locale);
      return {
        ...view(r, locale, counts.get(id) ?? 0, joined ? joined.has(id) : null),
        rules: texts.rules ?? '',
        min_stake: r.min_stake,
        eligible_categories: r.eligible_categories,
        eligible_games: r.eligible_games,
        prizes,
      };
    },

    async join(memberId, id) {
      const r = await row(id);
      if (stateOf(r) === 'completed') throw new AppError('Conflict', 'COMPETITION_ENDED');
      const currency = await deps.memberCurrency(memberId);
      if (currency !== r.currency)
        throw new AppError('BadRequest', 'COMPETITION_CURRENCY', { params: { currency: r.currency } });
      const now = new Date();
      const inserted = await db
        .insert(competitionEntries)
        .values({ competition_id: id, member_id: memberId, joined_at: now, reached_at: now })
        .onConflictDoNothing()
        .returning({ id: competitionEntries.member_id });
      if (inserted.length) boardCache.clear();
      return { joined: true, replayed: inserted.length === 0 };
    },

    leaderboard,

    async history(memberId, locale, page) {
      const [rows, [total]] = await Promise.all([
        rawRows(
          db,
          sql`SELECT e.competition_id, e.score, e.reached_at, e.member_id FROM competition_entries e
              WHERE e.member_id = ${memberId} ORDER BY e.joined_at DESC, e.competition_id DESC
              LIMIT ${page.limit} OFFSET ${page.skip}`,
        ),
        rawRows(db, sql`SELECT count(*) AS n FROM competition_entries WHERE member_id = ${memberId}`),
      ]);
      const ids = rows.map((r) => num(r.competition_id));
      if (!ids.length) return { total: num(total?.n), data: [] };
      const list = `{${ids.join(',')}}`;
      const [defs, counts, payouts] = await Promise.all([
        db.select().from(competitions).where(sql`${competitions.id} = ANY(${list}::int[])`),
        playerCounts(ids),
        db
          .select()
          .from(competitionPayouts)
          .where(
            and(
              eq(competitionPayouts.member_id, memberId),
              sql`${competitionPayouts.competition_id} = ANY(${list}::int[])`,
            ),
          ),
      ]);
      const byId = new Map(defs.map((d) => [d.id, d]));
      const data: JoinedRow[] = [];
      for (const e of rows) {
        const c = byId.get(num(e.competition_id));
        if (!c) continue;
        const won = payouts.find((p) => p.competition_id === c.id);
        data.push({
          ...view(c, locale, counts.get(c.id) ?? 0, true),
          rank: stateOf(c) === 'upcoming' ? null : await rankOf(c.id, e),
          score: num(e.score),
          prize: won ? { type: won.reward_type, amount: won.amount } : null,
        });
      }
      return { total: num(total?.n), data };
    },

    consume,
    catchUp,
    settleEnded,
    settle,

    start(log) {
      if (consumerTimer) return;
      if (log) deps.log = log;
      const tick = () => {
        if (consuming) return;
        consuming = catchUp()
          .catch((err) => deps.log?.warn({ err: String(err) }, 'competition feed failed'))
          .finally(() => {
            consuming = null;
          });
      };
      consumerTimer = setInterval(tick, 2_000);
      consumerTimer.unref?.();
      endCron = new Cron('*/15 * * * * *', { protect: true, unref: true }, () => {
        if (settling) return;
        settling = settleEnded()
          .catch((err) => deps.log?.warn({ err: String(err) }, 'competition end job failed'))
          .finally(() => {
            settling = null;
          });
      });
    },

    async stop() {
      if (consumerTimer) clearInterval(consumerTimer);
      consumerTimer = null;
      endCron?.stop();
      endCron = null;
      await Promise.allSettled([consuming, settling]);
    },

    async opsList() {
      const rows = await db.select().from(competitions).orderBy(desc(competitions.id)).limit(200);
      const counts = await playerCounts(rows.map((r) => r.id));
      return rows.map((r) => ({
        ...definitionOf(r),
        paid_at: r.paid_at ? iso(r.paid_at) : null,
        players: counts.get(r.id) ?? 0,
      }));
    },
    async opsGet(id) {
      return definitionOf(await row(id));
    },
    async opsCreate(def) {
      const [r] = await db.insert(competitions).values(values(def)).returning({ id: competitions.id });
      return { id: r!.id };
    },
    async opsUpdate(id, def) {
      const current = await row(id);
      if (current.paid_at) throw new AppError('Conflict', 'COMPETITION_PAID');
      // Once it runs, what is counted and the start stay as they were (scores already follow them).
      if (stateOf(current) !== 'upcoming' && (def.calc_type !== current.calc_type || def.currency !== current.currency))
        throw new AppError('Conflict', 'COMPETITION_STARTED');
      await db.update(competitions).set(values(def)).where(eq(competitions.id, id));
      boardCache.clear();
      return { id };
    },
  };
}

export type { CalcType };
