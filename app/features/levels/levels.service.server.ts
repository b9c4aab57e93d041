import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import type { DailyJob } from '../../../server/daily-runs/daily-runs.types.ts';
import { addDays, startOfDate } from '../../../server/daily-runs/daily-runs.service.ts';
import type { EventBus } from '../../../server/ws/bus.ts';
import type { AuthService } from '../auth/auth.service.server.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import {
  LEVEL_PRIVILEGES,
  levelFor,
  progressPercent,
  type LevelPrivilege,
  type LevelView,
  type MemberLevelView,
} from './levels.schemas.ts';
import { memberLevelChanges, memberLevels, memberLevelStats } from './levels.table.server.ts';

export interface LevelsDeps {
  db: Db;
  ledger: LedgerService;
  auth: () => Pick<AuthService, 'memberPage' | 'setLevel' | 'profile'>;
  turnover: () => Pick<TurnoverService, 'totalsThrough'>;
  cashbox: () => Pick<CashboxService, 'depositTotals'>;
  currencyById(id: number): Promise<{ id: number; code: string } | null>;
  /** The all-games rebate and cashback rates of a level (the cashback feature's rates). */
  ratesOf(levelId: number | null): Promise<{ rebate_bp: number; cashback_bp: number }>;
  bus: Pick<EventBus, 'publish'>;
  /** The business day's time zone (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** Members per page of the daily run. */
  pageSize?: number;
}

export interface LevelsService {
  levels(language: string): Promise<LevelView[]>;
  memberLevel(memberId: number, language: string): Promise<MemberLevelView>;
  /** The member's level id (null: none yet); the cashback and rebate rates follow it. */
  levelIdOf(memberIds: readonly number[]): Promise<Map<number, number | null>>;
  /** Whether the member holds a privilege now. */
  hasPrivilege(memberId: number, privilege: LevelPrivilege): Promise<boolean>;
  /** The daily recalculation (`level`): runs before cashback and rebate, whose rates follow the level. */
  job: DailyJob;
}

type LevelRow = typeof memberLevels.$inferSelect;

export function createLevelsService(deps: LevelsDeps): LevelsService {
  const { db, ledger } = deps;
  const pageSize = deps.pageSize ?? 500;

  async function rows(): Promise<LevelRow[]> {
    return db.select().from(memberLevels).orderBy(asc(memberLevels.level_no));
  }

  async function view(l: LevelRow, language: string): Promise<LevelView> {
    const rates = await deps.ratesOf(l.id);
    return {
      id: l.id,
      level_no: l.level_no,
      name: l.names[language] ?? l.names.en ?? `Lv. ${l.level_no}`,
      color: l.color,
      currency: l.currency,
      min_deposit: l.min_deposit,
      min_turnover: l.min_turnover,
      min_winloss: l.min_winloss,
      privileges: l.privileges.filter((p): p is LevelPrivilege => (LEVEL_PRIVILEGES as readonly string[]).includes(p)),
      vip_bonus: l.vip_bonus,
      birthday_bonus: l.birthday_bonus,
      ...rates,
    };
  }

  async function publish(memberId: number, topic: string, data: unknown) {
    try {
      await deps.bus.publish({ memberId, topic, data });
    } catch {
      /* the member sees the change at the next page load */
    }
  }

  const job: DailyJob = {
    name: 'level',
    order: 10,
    async run(ctx) {
      const date = ctx.businessDate;
      const levels = await rows();
      const byId = new Map(levels.map((l) => [l.id, l]));
      const before = startOfDate(addDays(date, 1), deps.timeZone);
      const currencies = new Map<number, string>();
      let after = 0;
      let members = 0;
      let credited = 0;
      while (!ctx.signal.aborted) {
        const page = await deps.auth().memberPage(after, pageSize);
        if (!page.length) break;
        after = page[page.length - 1].id;
        const ids = page.map((m) => m.id);
        const [played, deposited, stored] = await Promise.all([
          deps.turnover().totalsThrough(ids, date),
          deps.cashbox().depositTotals(ids, before),
          db.select().from(memberLevelStats).where(inArray(memberLevelStats.member_id, ids)),
        ]);
        const storedOf = new Map(stored.map((r) => [r.member_id, r]));
        for (const m of page) {
          if (ctx.signal.aborted) break;
          members++;
          let currency = currencies.get(m.currency_id);
          if (!currency) {
            currency = (await deps.currencyById(m.currency_id))?.code ?? 'THB';
            currencies.set(m.currency_id, currency);
          }
          const t = (played.get(m.id) ?? []).find((x) => x.currency === currency);
          const figures = {
            deposit: deposited.get(m.id) ?? 0,
            turnover: t?.bet_amount ?? 0,
            winloss: Math.max(0, (t?.bet_amount ?? 0) - (t?.win_amount ?? 0)),
          };
          const current = m.member_level_id ? (byId.get(m.member_level_id) ?? null) : null;
          const reached = levelFor(
            levels.filter((l) => l.currency === currency),
            figures,
          );
          // Levels never go down.
          const level = !current || (reached && reached.level_no > current.level_no) ? reached : current;
          const birthday = !!(level && level.birthday_bonus > 0 && m.dob && m.dob.slice(5, 10) === date.slice(5, 10));
          const previous = storedOf.get(m.id);
          // Nothing new for this member: no write (most members on most days).
          if (
            !birthday &&
            previous &&
            previous.level_id === (level?.id ?? null) &&
            level?.id === current?.id &&
            previous.deposit_total === figures.deposit &&
            previous.turnover_total === figures.turnover &&
            previous.winloss_total === figures.winloss
          )
            continue;
          let changed = false;
          await ledger.withTransaction(async (tx) => {
            await tx
              .insert(memberLevelStats)
              .values({
                member_id: m.id,
                currency,
                deposit_total: figures.deposit,
                turnover_total: figures.turnover,
                winloss_total: figures.winloss,
                level_id: level?.id ?? null,
                through_date: date,
              })
              .onConflictDoUpdate({
                target: memberLevelStats.member_id,
                set: {
                  currency,
                  deposit_total: figures.deposit,
                  turnover_total: figures.turnover,
                  winloss_total: figures.winloss,
                  level_id: level?.id ?? null,
                  through_date: date,
                  updated_at: new Date(),
                },
              });
            if (level && level.id !== current?.id) {
              const inserted = await tx
                .insert(memberLevelChanges)
                .values({
                  member_id: m.id,
                  level_id: level.id,
                  from_level_id: current?.id ?? null,
                  business_date: date,
                  vip_bonus: level.vip_bonus,
                })
                .onConflictDoNothing()
                .returning({ member_id: memberLevelChanges.member_id });
              changed = true;
              if (inserted.length && level.vip_bonus > 0)
                await ledger.transfer(tx, {
                  from: { house: 'bonus', currency, shard: ledger.houseShard(m.id) },
                  to: { member: m.id, wallet: 'main', currency },
                  amount: level.vip_bonus,
                  currency,
                  key: `level:${date}:${m.id}`,
                  kind: 'vip_bonus',
                  meta: { level_id: level.id },
                });
            }
            // The birthday bonus of the level held on the birthday, once a year.
            if (birthday && level) {
              const moved = await ledger.transfer(tx, {
                from: { house: 'bonus', currency, shard: ledger.houseShard(m.id) },
                to: { member: m.id, wallet: 'main', currency },
                amount: level.birthday_bonus,
                currency,
                key: `level-birthday:${date.slice(0, 4)}:${m.id}`,
                kind: 'birthday_bonus',
                meta: { level_id: level.id, business_date: date },
              });
              if (!moved.replayed) changed = true;
            }
          });
          if (changed) {
            credited++;
            if (level && level.id !== current?.id) {
              // The new level's privileges replace the old level's; a privilege the operator gave the member
              // besides (e.g. the affiliate programme) stays.
              const fromOldLevel = new Set<string>(current?.privileges ?? []);
              const privileges = [
                ...new Set([...m.privileges.filter((p) => !fromOldLevel.has(p)), ...level.privileges]),
              ];
              await deps.auth().setLevel(m.id, level.id, privileges);
              await publish(m.id, 'PRIVILEGE', { level_id: level.id, privileges });
            }
          }
        }
        await ctx.progress(members);
      }
      return { members, credited };
    },
  };

  return {
    async levels(language) {
      return Promise.all((await rows()).map((l) => view(l, language)));
    },
    async memberLevel(memberId, language) {
      const [all, [stats], profile] = await Promise.all([
        rows(),
        db.select().from(memberLevelStats).where(eq(memberLevelStats.member_id, memberId)),
        deps.auth().profile(memberId),
      ]);
      const levelId = stats?.level_id ?? profile?.member_level_id;
      const current = all.find((l) => l.id === levelId) ?? null;
      const next = all.find((l) => l.level_no > (current?.level_no ?? 0)) ?? null;
      const figures = {
        deposit: stats?.deposit_total ?? 0,
        turnover: stats?.turnover_total ?? 0,
        winloss: stats?.winloss_total ?? 0,
      };
      return {
        level: current ? await view(current, language) : null,
        next: next ? await view(next, language) : null,
        deposit_total: figures.deposit,
        turnover_total: figures.turnover,
        winloss_total: figures.winloss,
        through_date: stats?.through_date ?? null,
        progress: {
          deposit: next ? progressPercent(figures.deposit, 0, next.min_deposit) : 100,
          turnover: next ? progressPercent(figures.turnover, 0, next.min_turnover) : 100,
          winloss: next ? progressPercent(figures.winloss, 0, next.min_winloss) : 100,
        },
      };
    },
    async levelIdOf(memberIds) {
      const ids = [...new Set(memberIds)].filter((id) => Number.isInteger(id) && id > 0).slice(0, 5000);
      const out = new Map<number, number | null>();
      if (!ids.length) return out;
      const found = await db
        .select({ id: memberLevelStats.member_id, level_id: memberLevelStats.level_id })
        .from(memberLevelStats)
        .where(inArray(memberLevelStats.member_id, ids));
      for (const r of found) out.set(r.id, r.level_id);
      return out;
    },
    async hasPrivilege(memberId, privilege) {
      const profile = await deps.auth().profile(memberId);
      return !!profile?.privileges?.includes(privilege);
    },
    job,
  };
}
