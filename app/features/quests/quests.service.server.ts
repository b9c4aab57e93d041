import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { addDays, dateInZone } from '../../../server/daily-runs/daily-runs.service.ts';
import { AppError } from '../../../server/errors.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { PromotionsService } from '../promotions/promotions.service.server.ts';
import type { PointsService } from '../points/points.service.server.ts';
import type { SettledRound } from '../seamless/seamless.service.server.ts';
import {
  type CheckInDayState,
  type CheckInView,
  type MemberQuestState,
  type MemberQuestView,
  type QuestDefinition,
  type QuestView,
  progressPercent,
  STREAK_DAYS,
} from './quests.schemas.ts';
import { questCheckIns, questFeed, questInformation, questMembers, type QuestTexts } from './quests.table.server.ts';

type InfoRow = typeof questInformation.$inferSelect;
type MemberRow = typeof questMembers.$inferSelect;

export interface QuestsDeps {
  db: Db;
  ledger: Pick<LedgerService, 'withTransaction' | 'transfer'>;
  bus: Pick<EventBus, 'publish'>;
  /** Points credited in the caller's transaction; notify after the commit. */
  points: () => Pick<PointsService, 'award' | 'notify'>;
  /** The seamless wallet's settled rounds after a watermark, in settlement order. */
  settledRounds(afterId: number, limit: number): Promise<SettledRound[]>;
  /** Σ of the member's deposits credited before `before` (the cashbox). */
  depositTotal(memberId: number, before: Date): Promise<number>;
  promotions: () => Pick<PromotionsService, 'activeBonus' | 'grant' | 'get'>;
  logActivity: CashboxService['logActivity'];
  memberCurrency(memberId: number): Promise<string | null>;
  /** Whether the member holds the quest privilege (platform-shell § guard: quest pages need it). */
  hasPrivilege(memberId: number): Promise<boolean>;
  /** The member's level number (0: none). */
  memberLevel(memberId: number): Promise<number>;
  /** The business day's time zone (Asia/Bangkok, like the daily runs). */
  timeZone: string;
  now?: () => Date;
  /** Rounds read per step of the bet feed. */
  batchSize?: number;
  log?: (msg: string, data?: Record<string, unknown>) => void;
}

export interface QuestsService {
  /** Active quests (public lists): optionally of some types. */
  list(locale: string, options?: { types?: readonly string[] }): Promise<QuestView[]>;
  get(id: number, locale: string): Promise<QuestView>;
  /** Active quests with the member's state and progress (the bet feed is read first). */
  memberList(memberId: number, locale: string, options?: { types?: readonly string[] }): Promise<MemberQuestView[]>;
  memberGet(memberId: number, id: number, locale: string): Promise<MemberQuestView>;
  /** The member's quests joined and not claimed, and those claimed in the last week (quest-play). */
  memberPlays(memberId: number, locale: string): Promise<MemberQuestView[]>;
  /** Completed quests waiting for their claim (quest-notification). */
  notifications(memberId: number, locale: string): Promise<MemberQuestView[]>;
  /** Joins a quest; refused while a promotion is active. */
  join(memberId: number, questId: number, locale: string): Promise<MemberQuestView>;
  /** Claims a completed quest's reward once ('Mission Completed Not Found.' otherwise); a check-in quest checks in. */
  claim(memberId: number, questId: number, locale: string): Promise<MemberQuestView | CheckInView>;
  /** The check-in calendar (null when no check-in quest runs). */
  checkInView(memberId: number, locale: string): Promise<CheckInView | null>;
  checkIn(memberId: number, locale: string): Promise<CheckInView>;
  /** Public: the check-in quest and its rewards. */
  dailyQuest(locale: string): Promise<QuestView | null>;
  /** Types with how many active quests each has (quest-type). */
  types(): Promise<{ type: string; count: number }[]>;
  /** Reads the settled rounds after the watermark and adds them to the joined quests; returns the rounds read. */
  advance(): Promise<number>;
  /** Starts reading the bet feed every `everyMs` (the server's start); stop() on shutdown waits for a read under way. */
  start(everyMs?: number): void;
  stop(): Promise<void>;
  // Operator
  opsList(): Promise<InfoRow[]>;
  opsDefinition(id: number): Promise<QuestDefinition>;
  opsCreate(def: QuestDefinition): Promise<InfoRow>;
  opsUpdate(id: number, def: QuestDefinition): Promise<InfoRow>;
}

const FEED_ID = 1;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function textsOf(content: QuestTexts, locale: string) {
  const t = content[locale] ?? content.en ?? Object.values(content)[0];
  return { title: t?.title || content.en?.title || '', description: t?.description || content.en?.description || '' };
}

/** What one settled round adds to a quest counting `condition` (minor units or rounds). */
export function roundContribution(q: Pick<InfoRow, 'condition' | 'threshold'>, stake: number, win: number): number {
  switch (q.condition) {
    case 'bet':
      return stake;
    case 'win':
      return win;
    case 'winloss':
      return win - stake;
    case 'min_bet':
      return stake >= q.threshold && stake > 0 ? 1 : 0;
    case 'min_win':
      return win >= q.threshold && win > 0 ? 1 : 0;
    case 'bet_count':
      return stake > 0 && stake >= q.threshold ? 1 : 0;
    case 'win_multiplier':
      return stake > 0 && win * 100 >= stake * q.threshold ? 1 : 0;
    default:
      return 0;
  }
}

/** The streak day a check-in today pays: the day after yesterday's, day 1 after a missed day or a full week. */
export function nextStreakDay(yesterday: number | null): number {
  return yesterday && yesterday < STREAK_DAYS ? yesterday + 1 : 1;
}

export function createQuestsService(deps: QuestsDeps): QuestsService {
  const { db, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? (() => {});
  const batch = deps.batchSize ?? 500;
  const today = () => dateInZone(now(), deps.timeZone);
  const dayOf = (at: Date) => dateInZone(at, deps.timeZone);

  function view(r: InfoRow, locale: string, promotionTitle: string | null = null): QuestView {
    const t = textsOf(r.content, locale);
    return {
      id: r.id,
      type: r.type,
      condition: r.condition,
      target: r.target,
      threshold: r.threshold,
      categories: r.categories,
      currency: r.currency,
      period: r.period,
      min_level: r.min_level,
      reward_type: r.reward_type,
      reward_amount: r.reward_amount,
      reward_promotion_id: r.reward_promotion_id,
      reward_promotion_title: promotionTitle,
      check_in_rewards: r.check_in_rewards,
      starts_at: iso(r.starts_at),
      ends_at: iso(r.ends_at),
      title: t.title,
      description: t.description,
      art: r.art,
    };
  }

  async function promotionTitle(r: InfoRow, locale: string): Promise<string | null> {
    if (r.reward_type !== 'promotion' || !r.reward_promotion_id) return null;
    try {
      return (await deps.promotions().get(r.reward_promotion_id, locale)).title;
    } catch {
      return null;
    }
  }

  async function views(rows: InfoRow[], locale: string): Promise<QuestView[]> {
    return Promise.all(rows.map(async (r) => view(r, locale, await promotionTitle(r, locale))));
  }

  function running(r: InfoRow, at: Date): boolean {
    return r.is_active && (!r.starts_at || r.starts_at <= at) && (!r.ends_at || r.ends_at > at);
  }

  async function activeRows(types?: readonly string[]): Promise<InfoRow[]> {
    const rows = await db
      .select()
      .from(questInformation)
      .where(eq(questInformation.is_active, true))
      .orderBy(asc(questInformation.order_no), asc(questInformation.id));
    const at = now();
    return rows.filter((r) => running(r, at) && (!types?.length || types.includes(r.type)));
  }

  async function info(id: number, ex: Executor = db): Promise<InfoRow> {
    const [r] = await ex.select().from(questInformation).where(eq(questInformation.id, id));
    if (!r) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
    return r;
  }

  const periodKeyOf = (r: Pick<InfoRow, 'period'>) => (r.period === 'daily' ? today() : 'once');

  /** The member's rows of these quests in their current period (and completed ones of any period, still to claim). */
  async function memberRows(memberId: number, questIds: number[]): Promise<Map<number, MemberRow>> {
    const out = new Map<number, MemberRow>();
    if (!questIds.length) return out;
    const rows = await db
      .select()
      .from(questMembers)
      .where(and(eq(questMembers.member_id, memberId), inArray(questMembers.quest_information_id, questIds)))
      .orderBy(asc(questMembers.id));
    const key = today();
    for (const r of rows) {
      const current = r.period_key === 'once' || r.period_key === key || r.state === 'completed';
      if (current) out.set(r.quest_information_id, r);
    }
    return out;
  }

  function stateOf(row: MemberRow | undefined): MemberQuestState {
    if (!row) return 'available';
    if (row.state !== 'joined') return row.state;
    if (row.period_key !== 'once' && row.period_key !== today()) return 'expired';
    return 'joined';
  }

  function memberView(q: QuestView, row: MemberRow | undefined, level: number): MemberQuestView {
    const target = row?.target ?? q.target;
    const progress = Math.max(0, row?.progress ?? 0);
    return {
      ...q,
      state: stateOf(row),
      quest_member_id: row?.id ?? null,
      progress: row?.state === 'completed' || row?.state === 'claimed' ? Math.max(progress, target) : progress,
      percent: row?.state === 'completed' || row?.state === 'claimed' ? 100 : progressPercent(progress, target),
      target,
      joined_at: iso(row?.joined_at),
      completed_at: iso(row?.completed_at),
      claimed_at: iso(row?.claimed_at),
      locked: q.type === 'vip' && level < q.min_level,
    };
  }

  async function publish(memberId: number, data: unknown) {
    try {
      await deps.bus.publish({ memberId, topic: 'QUEST', data });
    } catch (err) {
      log('quests: publish failed', { err: (err as Error).message });
    }
  }

  const completedNotice = (r: InfoRow) => ({
    quest_information_id: r.id,
    state: 'completed',
    title: Object.fromEntries(Object.entries(r.content).map(([l, t]) => [l, t.title])),
  });

  /** A deposit quest's progress: the deposits credited since it was joined (within its day for a daily one). */
  async function refreshDeposits(memberId: number, rows: MemberRow[], infos: Map<number, InfoRow>): Promise<void> {
    for (const row of rows) {
      const q = infos.get(row.quest_information_id);
      if (q?.type !== 'deposit' || row.state !== 'joined' || stateOf(row) !== 'joined') continue;
      const [until, since] = await Promise.all([
        deps.depositTotal(memberId, now()),
        deps.depositTotal(memberId, row.joined_at),
      ]);
      const progress = Math.max(0, until - since);
      if (progress === row.progress) continue;
      const done = progress >= row.target;
      const [updated] = await db
        .update(questMembers)
        .set({ progress, ...(done ? { state: 'completed' as const, completed_at: now() } : {}) })
        .where(and(eq(questMembers.id, row.id), eq(questMembers.state, 'joined')))
        .returning();
      if (updated) {
        Object.assign(row, updated);
        if (done) await publish(memberId, completedNotice(q));
      }
    }
  }

  async function memberQuests(memberId: number, locale: string, rows: InfoRow[]): Promise<MemberQuestView[]> {
    await service.advance();
    const [mine, level, list] = await Promise.all([
      memberRows(
        memberId,
        rows.map((r) => r.id),
      ),
      deps.memberLevel(memberId),
      views(rows, locale),
    ]);
    await refreshDeposits(memberId, [...mine.values()], new Map(rows.map((r) => [r.id, r])));
    return list.map((q) => memberView(q, mine.get(q.id), level));
  }

  // ---- The bet feed ----

  let advancing: Promise<number> | null = null;
  let feedTimer: ReturnType<typeof setInterval> | null = null;

  async function advanceOnce(): Promise<{ read: number; done: boolean }> {
    const [feed] = await db.select().from(questFeed).where(eq(questFeed.id, FEED_ID));
    const from = feed?.last_round_id ?? 0;
    const rounds = await deps.settledRounds(from, batch);
    if (!rounds.length) return { read: 0, done: true };
    const last = rounds[rounds.length - 1]!.id;
    const memberIds = [...new Set(rounds.map((r) => r.memberId))];
    const completed = await ledger.withTransaction(async (tx) => {
      await tx.insert(questFeed).values({ id: FEED_ID, last_round_id: 0 }).onConflictDoNothing();
      const [locked] = await tx.select().from(questFeed).where(eq(questFeed.id, FEED_ID)).for('update');
      // Another instance counted these rounds meanwhile.
      if ((locked?.last_round_id ?? 0) !== from) return null;
      const joined = await tx
        .select({ row: questMembers, quest: questInformation })
        .from(questMembers)
        .innerJoin(questInformation, eq(questInformation.id, questMembers.quest_information_id))
        .where(
          and(
            inArray(questMembers.member_id, memberIds),
            eq(questMembers.state, 'joined'),
            inArray(questInformation.type, ['play', 'vip']),
          ),
        )
        .for('update', { of: questMembers });
      const byMember = new Map<number, { row: MemberRow; quest: InfoRow }[]>();
      for (const j of joined) {
        const list = byMember.get(j.row.member_id) ?? [];
        list.push(j);
        byMember.set(j.row.member_id, list);
      }
      const changed = new Map<number, { row: MemberRow; quest: InfoRow; completedAt: Date | null }>();
      for (const round of rounds) {
        const list = byMember.get(round.memberId);
        if (!list) continue;
        const at = round.settledAt;
        for (const j of list) {
          const { row, quest } = j;
          if (row.state !== 'joined' || row.currency !== round.currency || at <= row.joined_at) continue;
          if (row.period_key !== 'once' && row.period_key !== dayOf(at)) continue;
          if (quest.ends_at && at > quest.ends_at) continue;
          if (quest.categories.length && !quest.categories.includes(round.gameCategory ?? '')) continue;
          const add = roundContribution(quest, round.stake, round.win);
          if (add === 0) continue;
          row.progress += add;
          const entry = changed.get(row.id) ?? { row, quest, completedAt: null };
          if (row.progress >= row.target) {
            row.state = 'completed';
            entry.completedAt = at;
          }
          changed.set(row.id, entry);
        }
      }
      // The rows that moved, in one statement per 1,000.
      const moved = [...changed.values()];
      for (let i = 0; i < moved.length; i += 1_000) {
        const values = moved
          .slice(i, i + 1_000)
          .map(
            ({ row, completedAt }) =>
              sql`(${row.id}::bigint, ${row.progress}::bigint, ${row.state}::varchar, ${completedAt?.toISOString() ?? null}::timestamptz)`,
          );
        await tx.execute(sql`
          UPDATE ${questMembers} q SET progress = v.progress, state = v.state, completed_at = v.completed_at
          FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, progress, state, completed_at)
          WHERE q.id = v.id`);
      }
      await tx.update(questFeed).set({ last_round_id: last, updated_at: now() }).where(eq(questFeed.id, FEED_ID));
      return [...changed.values()];
    });
    if (completed)
      for (const { row, quest } of completed)
        await publish(
          row.member_id,
          row.state === 'completed' ? completedNotice(quest) : { quest_information_id: quest.id, state: 'joined' },
        );
    return { read: rounds.length, done: rounds.length < batch };
  }

  // ---- Check-in ----

  async function checkInQuest(): Promise<InfoRow | null> {
    return (await activeRows(['daily_check_in']))[0] ?? null;
  }

  async function calendar(memberId: number, q: InfoRow, locale: string, ex: Executor = db): Promise<CheckInView> {
    const day = today();
    const recent = await ex
      .select()
      .from(questCheckIns)
      .where(and(eq(questCheckIns.member_id, memberId), gte(questCheckIns.business_date, addDays(day, -1))));
    const mine = recent.find((c) => c.business_date === day);
    const yesterday = recent.find((c) => c.business_date === addDays(day, -1));
    const streak = mine ? mine.streak_day : yesterday && yesterday.streak_day < STREAK_DAYS ? yesterday.streak_day : 0;
    const t = textsOf(q.content, locale);
    const days = Array.from({ length: STREAK_DAYS }, (_, i) => {
      const n = i + 1;
      const state: CheckInDayState = n <= streak ? 'claimed' : !mine && n === streak + 1 ? 'today' : 'upcoming';
      return { day: n, reward: q.check_in_rewards[i] ?? 0, state };
    });
    return {
      quest_information_id: q.id,
      title: t.title,
      description: t.description,
      reward_type: q.reward_type,
      business_date: day,
      checked_in_today: !!mine,
      streak,
      days,
    };
  }

  /** Pays a reward in `tx`: money from the house bonus account to the main wallet, or points. */
  async function pay(
    tx: Tx,
    input: { memberId: number; currency: string; type: 'money' | 'point'; amount: number; key: string; reason: string },
  ) {
    if (input.amount <= 0) return;
    if (input.type === 'money')
      await ledger.transfer(tx, {
        from: { house: 'bonus', currency: input.currency },
        to: { member: input.memberId, wallet: 'main', currency: input.currency },
        amount: input.amount,
        currency: input.currency,
        key: input.key,
        kind: 'quest_reward',
        meta: { reason: input.reason },
      });
    else
      await deps.points().award(tx, {
        memberId: input.memberId,
        points: input.amount,
        key: input.key,
        reason: input.reason,
        currency: input.currency,
      });
  }

  const service: QuestsService = {
    async list(locale, options = {}) {
      return views(await activeRows(options.types), locale);
    },
    async get(id, locale) {
      const r = await info(id);
      if (!running(r, now())) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
      return view(r, locale, await promotionTitle(r, locale));
    },
    async memberList(memberId, locale, options = {}) {
      return memberQuests(memberId, locale, await activeRows(options.types));
    },
    async memberGet(memberId, id, locale) {
      const r = await info(id);
      if (!running(r, now())) {
        // A quest that ended is still shown to a member who has a reward to claim on it.
        const [row] = await db
          .select({ id: questMembers.id })
          .from(questMembers)
          .where(
            and(
              eq(questMembers.member_id, memberId),
              eq(questMembers.quest_information_id, id),
              eq(questMembers.state, 'completed'),
            ),
          )
          .limit(1);
        if (!row) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
      }
      return (await memberQuests(memberId, locale, [r]))[0]!;
    },
    async memberPlays(memberId, locale) {
      await service.advance();
      const weekAgo = new Date(now().getTime() - 7 * 86_400_000);
      const rows = await db
        .select()
        .from(questMembers)
        .where(eq(questMembers.member_id, memberId))
        .orderBy(desc(questMembers.id))
        .limit(100);
      const kept = rows.filter((r) => r.state !== 'claimed' || (r.claimed_at && r.claimed_at > weekAgo));
      const ids = [...new Set(kept.map((r) => r.quest_information_id))];
      if (!ids.length) return [];
      const infos = await db.select().from(questInformation).where(inArray(questInformation.id, ids));
      const byId = new Map(infos.map((r) => [r.id, r]));
      await refreshDeposits(memberId, kept, byId);
      const level = await deps.memberLevel(memberId);
      const out: MemberQuestView[] = [];
      for (const row of kept) {
        const q = byId.get(row.quest_information_id);
        if (q) out.push(memberView(view(q, locale, await promotionTitle(q, locale)), row, level));
      }
      return out;
    },
    async notifications(memberId, locale) {
      return (await service.memberPlays(memberId, locale)).filter((q) => q.state === 'completed');
    },
    async join(memberId, questId, locale) {
      const r = await info(questId);
      if (!running(r, now())) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
      if (r.type === 'daily_check_in') throw new AppError('BadRequest', 'QUEST_NOT_JOINABLE');
      if (!(await deps.hasPrivilege(memberId))) throw new AppError('Forbidden', 'QUEST_PRIVILEGE');
      const currency = await deps.memberCurrency(memberId);
      if (currency !== r.currency) throw new AppError('BadRequest', 'QUEST_CURRENCY');
      if (r.type === 'vip' && (await deps.memberLevel(memberId)) < r.min_level)
        throw new AppError('Forbidden', 'QUEST_VIP_ONLY');
      // player-features § 4: a quest cannot be taken while a promotion is active.
      const active = await deps.promotions().activeBonus(memberId);
      if (active?.type === 'promotion') throw new AppError('BadRequest', 'QUEST_PROMOTION_ACTIVE');
      const key = periodKeyOf(r);
      const joined = await ledger.withTransaction(async (tx) => {
        const [row] = await tx
          .insert(questMembers)
          .values({
            member_id: memberId,
            quest_information_id: r.id,
            period_key: key,
            state: 'joined',
            currency: r.currency,
            target: r.target,
            reward_type: r.reward_type,
            reward_amount: r.reward_amount,
            reward_promotion_id: r.reward_promotion_id,
            joined_at: now(),
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await deps.logActivity(tx, { memberId, type: 'play_quest_join', ref: `quest:${r.id}:${key}` });
        return row;
      });
      if (!joined) throw new AppError('Conflict', 'QUEST_ALREADY_JOINED');
      await publish(memberId, { quest_information_id: r.id, state: 'joined' });
      return service.memberGet(memberId, r.id, locale);
    },
    async claim(memberId, questId, locale) {
      const r = await info(questId);
      if (!(await deps.hasPrivilege(memberId))) throw new AppError('Forbidden', 'QUEST_PRIVILEGE');
      if (r.type === 'daily_check_in') return service.checkIn(memberId, locale);
      // Progress up to the latest settled bet and deposit first.
      await memberQuests(memberId, locale, [r]);
      if (r.reward_type === 'promotion') {
        const active = await deps.promotions().activeBonus(memberId);
        if (active) throw new AppError('BadRequest', 'QUEST_PROMOTION_ACTIVE');
      }
      let points = false;
      try {
        await ledger.withTransaction(async (tx) => {
          const rows = await tx
            .update(questMembers)
            .set({ state: 'claimed', claimed_at: now() })
            .where(
              and(
                eq(questMembers.member_id, memberId),
                eq(questMembers.quest_information_id, questId),
                eq(questMembers.state, 'completed'),
              ),
            )
            .returning();
          if (!rows.length) throw new AppError('BadRequest', 'QUEST_MISSION_NOT_FOUND');
          for (const row of rows) {
            const key = `quest:${questId}:${memberId}:${row.period_key}`;
            if (row.reward_type === 'promotion') {
              const granted = await deps.promotions().grant(tx, memberId, row.reward_promotion_id!, `quest:${row.id}`);
              await deps.logActivity(tx, {
                memberId,
                type: 'receive_promotion',
                amount: granted.bonus,
                currency: granted.currency,
                ref: key,
              });
              continue;
            }
            const reason = row.reward_type === 'money' ? 'play_quest_money' : 'play_quest_point';
            await pay(tx, {
              memberId,
              currency: row.currency,
              type: row.reward_type,
              amount: row.reward_amount,
              key,
              reason,
            });
            if (row.reward_type === 'point') points = true;
            await deps.logActivity(tx, {
              memberId,
              type: reason,
              amount: row.reward_amount,
              currency: row.reward_type === 'money' ? row.currency : null,
              ref: key,
            });
          }
        });
      } catch (err) {
        // A promotion started meanwhile: the claim is refused like any other (400, the message in the locale).
        if (err instanceof AppError && err.errorCode === 'PROMOTION_ACTIVE_EXISTS')
          throw new AppError('BadRequest', 'QUEST_PROMOTION_ACTIVE');
        throw err;
      }
      if (points) deps.points().notify(memberId);
      await publish(memberId, { quest_information_id: questId, state: 'claimed' });
      return service.memberGet(memberId, questId, locale);
    },
    async checkInView(memberId, locale) {
      const q = await checkInQuest();
      return q ? calendar(memberId, q, locale) : null;
    },
    async checkIn(memberId, locale) {
      const q = await checkInQuest();
      if (!q) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
      if (!(await deps.hasPrivilege(memberId))) throw new AppError('Forbidden', 'QUEST_PRIVILEGE');
      const currency = await deps.memberCurrency(memberId);
      if (!currency) throw new AppError('BadRequest', 'QUEST_CURRENCY');
      const day = today();
      const done = await ledger.withTransaction(async (tx) => {
        const [prev] = await tx
          .select()
          .from(questCheckIns)
          .where(and(eq(questCheckIns.member_id, memberId), eq(questCheckIns.business_date, addDays(day, -1))));
        const streakDay = nextStreakDay(prev?.streak_day ?? null);
        const reward = q.check_in_rewards[streakDay - 1] ?? 0;
        const [row] = await tx
          .insert(questCheckIns)
          .values({
            member_id: memberId,
            business_date: day,
            quest_information_id: q.id,
            streak_day: streakDay,
            reward_type: q.reward_type,
            reward_amount: reward,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return false;
        const type = q.reward_type === 'money' ? 'money' : 'point';
        await pay(tx, {
          memberId,
          currency,
          type,
          amount: reward,
          key: `quest:checkin:${memberId}:${day}`,
          reason: 'quest_daily_check_in',
        });
        await deps.logActivity(tx, {
          memberId,
          type: 'quest_daily_check_in',
          amount: reward,
          currency: type === 'money' ? currency : null,
          ref: `quest:checkin:${day}`,
          detail: `day ${streakDay}`,
        });
        return true;
      });
      if (!done) throw new AppError('BadRequest', 'QUEST_CHECKED_IN');
      if (q.reward_type === 'point') deps.points().notify(memberId);
      await publish(memberId, { quest_information_id: q.id, state: 'checked_in' });
      return calendar(memberId, q, locale);
    },
    async dailyQuest(locale) {
      const q = await checkInQuest();
      return q ? view(q, locale) : null;
    },
    async types() {
      const rows = await activeRows();
      return (['play', 'deposit', 'vip', 'daily_check_in'] as const).map((type) => ({
        type,
        count: rows.filter((r) => r.type === type).length,
      }));
    },
    advance() {
      // One reader per process; callers arriving meanwhile share its result.
      if (advancing) return advancing;
      advancing = (async () => {
        let total = 0;
        try {
          for (let i = 0; i < 20; i++) {
            const step = await advanceOnce();
            total += step.read;
            if (step.done) break;
          }
        } finally {
          advancing = null;
        }
        return total;
      })();
      return advancing;
    },
    start(everyMs = 2_000) {
      if (feedTimer) return;
      feedTimer = setInterval(() => {
        service.advance().catch((err: unknown) => log('quests: the bet feed failed', { err: (err as Error).message }));
      }, everyMs);
      feedTimer.unref?.();
    },
    async stop() {
      if (feedTimer) clearInterval(feedTimer);
      feedTimer = null;
      await advancing?.catch(() => {});
    },
    opsList() {
      return db.select().from(questInformation).orderBy(asc(questInformation.order_no), asc(questInformation.id));
    },
    async opsDefinition(id) {
      const r = await info(id);
      return {
        type: r.type,
        condition: r.condition,
        target: r.target,
        threshold: r.threshold,
        categories: r.categories,
        currency: r.currency,
        period: r.period,
        min_level: r.min_level,
        reward_type: r.reward_type,
        reward_amount: r.reward_amount,
        reward_promotion_id: r.reward_promotion_id,
        check_in_rewards: r.check_in_rewards,
        starts_at: r.starts_at,
        ends_at: r.ends_at,
        is_active: r.is_active,
        order_no: r.order_no,
        art: r.art as QuestDefinition['art'],
        content: r.content as QuestDefinition['content'],
      };
    },
    async opsCreate(def) {
      const [row] = await db.insert(questInformation).values(def).returning();
      return row!;
    },
    async opsUpdate(id, def) {
      const [row] = await db
        .update(questInformation)
        .set({ ...def, updated_at: now() })
        .where(eq(questInformation.id, id))
        .returning();
      if (!row) throw new AppError('NotFound', 'QUEST_NOT_FOUND');
      return row;
    },
  };
  return service;
}
