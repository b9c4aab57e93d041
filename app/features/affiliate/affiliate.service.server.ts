import { and, asc, count, desc, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import type { DailyJob, DailyJobContext, DailyJobResult } from '../../../server/daily-runs/daily-runs.types.ts';
import type { AuthService } from '../auth/auth.service.server.ts';
import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { ReferralService } from '../referral/referral.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import {
  addDays,
  commissionOf,
  datesBetween,
  maskUsername,
  STAT_DAYS_MAX,
  type AffiliateArticleView,
  type AffiliateIncomeView,
  type AffiliateMemberView,
  type AffiliateSettingsPatch,
  type AffiliateSettingsView,
  type AffiliateStatDay,
  type AffiliateSummary,
  type CommissionBasis,
} from './affiliate.schemas.ts';
import { affiliateArticles, affiliateCommissions, affiliateSettings } from './affiliate.table.server.ts';

export type { AffiliateSummary, AffiliateStatDay } from './affiliate.schemas.ts';

export interface AffiliateService {
  /** The member's summary; AFFILIATE_NOT_ALLOWED without the affiliate privilege. */
  summary(memberId: number): Promise<AffiliateSummary>;
  /** Clicks, sign-ups, first deposits, turnover and commission per business date, `from` to `to` (at most 92 days). */
  statistics(memberId: number, from: string, to: string): Promise<AffiliateStatDay[]>;
  /** The members this member referred, newest first, with masked usernames. */
  members(memberId: number, page: { limit: number; skip: number }): Promise<Page<AffiliateMemberView>>;
  /** The member's commissions, newest first. */
  income(memberId: number, page: { limit: number; skip: number }): Promise<Page<AffiliateIncomeView>>;
  /** The programme's article in the first of these languages that has one (null when none has). */
  article(languageIds: readonly number[]): Promise<AffiliateArticleView | null>;
  settings(): Promise<AffiliateSettingsView[]>;
  setSettings(patch: AffiliateSettingsPatch): Promise<AffiliateSettingsView>;
  /** Today's business date, and the one that ended last (what the daily run computes). */
  today(now?: Date): string;
  /** The daily commission run (`affiliate`), for the daily-run scheduler. */
  job: DailyJob;
}

export interface Page<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

export interface AffiliateServiceDeps {
  db: Db;
  ledger: Pick<LedgerService, 'withTransaction' | 'transfer' | 'balance'>;
  turnover: () => Pick<TurnoverService, 'memberDays' | 'totals'>;
  auth: () => Pick<AuthService, 'profile' | 'referrals' | 'referredMembers' | 'referrersOf'>;
  referral: () => Pick<ReferralService, 'visitsPerDay'>;
  cashbox: () => Pick<CashboxService, 'firstDeposits'>;
  /** The business time zone (Asia/Bangkok unless configured). */
  timeZone?: string;
  now?: () => Date;
}

/** The job's name: the prefix of its idempotency keys `affiliate:<date>:<member>`. */
export const AFFILIATE_JOB = 'affiliate';
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export function createAffiliateService(deps: AffiliateServiceDeps): AffiliateService {
  const { db, ledger } = deps;
  const timeZone = deps.timeZone ?? 'Asia/Bangkok';
  const now = deps.now ?? (() => new Date());
  const dayOf = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

  /** The instant a business date starts in the business time zone. */
  const startOf = (date: string): Date => {
    const guess = new Date(`${date}T00:00:00Z`);
    const local = new Date(
      `${new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' })
        .format(guess)
        .replace(' ', 'T')}Z`,
    );
    return new Date(guess.getTime() - (local.getTime() - guess.getTime()));
  };

  async function memberOf(memberId: number) {
    const profile = await deps.auth().profile(memberId);
    if (profile?.status !== 'active') throw new AppError('NotAuthenticated', 'NOT_AUTHENTICATED');
    if (!profile.privileges.includes('affiliate')) throw new AppError('Forbidden', 'AFFILIATE_NOT_ALLOWED');
    if (!profile.currency) throw new AppError('GeneralError', 'GENERAL_ERROR', { message: 'member without currency' });
    return { ...profile, currency: profile.currency };
  }

  const view = (r: typeof affiliateSettings.$inferSelect): AffiliateSettingsView => ({
    currency: r.currency,
    title: r.title,
    basis: r.basis,
    rate_bp: r.rate_bp,
    min_turnover: r.min_turnover,
    min_commission: r.min_commission,
    max_commission: r.max_commission,
    is_active: r.is_active,
  });

  async function settingsOf(currency: string): Promise<AffiliateSettingsView | null> {
    const [row] = await db.select().from(affiliateSettings).where(eq(affiliateSettings.currency, currency)).limit(1);
    return row ? view(row) : null;
  }

  async function runJob(ctx: DailyJobContext): Promise<DailyJobResult> {
    const date = ctx.businessDate;
    if (!DATE_RE.test(date)) throw new AppError('BadRequest', 'INVALID_DATE');
    const rows = await deps.turnover().memberDays({ fromDate: date, toDate: date });
    // Who referred the players of the day, in chunks of the auth service's limit.
    const players = [...new Set(rows.map((r) => r.member_id))];
    const referrerOf = new Map<number, number>();
    for (let i = 0; i < players.length; i += 10_000) {
      for (const [member, referrer] of await deps.auth().referrersOf(players.slice(i, i + 10_000)))
        referrerOf.set(member, referrer);
    }
    const byReferrer = new Map<number, typeof rows>();
    for (const r of rows) {
      const referrer = referrerOf.get(r.member_id);
      if (referrer === undefined || referrer === r.member_id) continue;
      const list = byReferrer.get(referrer) ?? [];
      list.push(r);
      byReferrer.set(referrer, list);
    }
    const programmes = new Map((await db.select().from(affiliateSettings)).map((r) => [r.currency, view(r)]));
    const referrers = [...byReferrer.keys()].sort((a, b) => a - b);
    const done = new Set(
      (
        await db
          .select({ member_id: affiliateCommissions.member_id })
          .from(affiliateCommissions)
          .where(eq(affiliateCommissions.business_date, date))
      ).map((r) => r.member_id),
    );
    let members = 0;
    let credited = 0;
    for (const referrerId of referrers) {
      if (ctx.signal.aborted) break;
      members++;
      if (!done.has(referrerId)) {
        const profile = await deps.auth().profile(referrerId);
        const currency = profile?.currency?.code;
        const programme = currency ? programmes.get(currency) : undefined;
        if (
          profile &&
          profile.status === 'active' &&
          profile.privileges.includes('affiliate') &&
          currency &&
          programme
        ) {
          const played = byReferrer.get(referrerId)!.filter((r) => r.currency === currency);
          const turnover = played.reduce((s, r) => s + r.bet_amount, 0);
          const netLoss = played.reduce((s, r) => s + r.bet_amount - r.win_amount, 0);
          const amount = commissionOf(programme, turnover, netLoss);
          if (
            amount > 0 &&
            (await credit(referrerId, date, currency, programme, played.length, turnover, netLoss, amount))
          )
            credited++;
        }
      }
      if (members % 100 === 0) await ctx.progress(members);
    }
    await ctx.progress(members);
    return { members, credited };
  }

  /** One referrer's commission of a date: the ledger credit and its row in one transaction; false when it was already paid. */
  async function credit(
    memberId: number,
    date: string,
    currency: string,
    programme: AffiliateSettingsView,
    referred: number,
    turnover: number,
    netLoss: number,
    amount: number,
  ): Promise<boolean> {
    return ledger.withTransaction(async (tx) => {
      const moved = await ledger.transfer(tx, {
        from: { house: 'bonus', currency },
        to: { member: memberId, wallet: 'affiliate', currency },
        amount,
        currency,
        key: `${AFFILIATE_JOB}:${date}:${memberId}`,
        kind: 'affiliate_commission',
        meta: { business_date: date, basis: programme.basis, rate_bp: programme.rate_bp },
      });
      if (moved.replayed) return false;
      await tx
        .insert(affiliateCommissions)
        .values({
          member_id: memberId,
          business_date: date,
          currency,
          basis: programme.basis,
          rate_bp: programme.rate_bp,
          referred_members: referred,
          turnover,
          net_loss: netLoss,
          amount,
          transfer_id: moved.id,
        })
        .onConflictDoNothing();
      return true;
    });
  }

  const today = (at: Date = now()) => dayOf(at);

  return {
    today,
    job: { name: AFFILIATE_JOB, order: 200, run: runJob },

    async summary(memberId) {
      const member = await memberOf(memberId);
      const currency = member.currency.code;
      const date = today();
      const [programme, balance, referred, paid] = await Promise.all([
        settingsOf(currency),
        ledger.balance({ member: memberId, wallet: 'affiliate', currency }),
        deps.auth().referredMembers(memberId),
        db
          .select({ total: sum(affiliateCommissions.amount) })
          .from(affiliateCommissions)
          .where(eq(affiliateCommissions.member_id, memberId)),
      ]);
      const todays = referred.length
        ? (
            await deps
              .turnover()
              .memberDays({ memberIds: referred.map((r) => r.id).slice(0, 10_000), fromDate: date, toDate: date })
          ).filter((r) => r.currency === currency)
        : [];
      return {
        ref_code: member.ref_code,
        currency,
        balance,
        turn_user: new Set(todays.map((r) => r.member_id)).size,
        turnover: todays.reduce((s, r) => s + r.bet_amount, 0),
        turn_target: programme?.min_turnover ?? 0,
        title: programme?.title ?? '',
        basis: (programme?.basis ?? 'turnover') as CommissionBasis,
        rate_bp: programme?.is_active ? programme.rate_bp : 0,
        min_commission: programme?.min_commission ?? 0,
        referred: referred.length,
        total_commission: Number(paid[0]?.total ?? 0),
        next_calculate_date: startOf(addDays(date, 1)).toISOString(),
      };
    },

    async statistics(memberId, from, to) {
      const member = await memberOf(memberId);
      if (!DATE_RE.test(from) || !DATE_RE.test(to) || from > to) throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
      const days = datesBetween(from, to);
      if (days.length > STAT_DAYS_MAX) throw new AppError('BadRequest', 'INVALID_DATE_RANGE');
      const currency = member.currency.code;
      const referred = await deps.auth().referredMembers(memberId);
      const ids = referred.map((r) => r.id).slice(0, 10_000);
      const [visits, firsts, turnover, commissions] = await Promise.all([
        deps.referral().visitsPerDay(memberId, from, to),
        deps.cashbox().firstDeposits(ids),
        deps.turnover().memberDays({ memberIds: ids, fromDate: from, toDate: to }),
        db
          .select({ date: affiliateCommissions.business_date, amount: affiliateCommissions.amount })
          .from(affiliateCommissions)
          .where(
            and(
              eq(affiliateCommissions.member_id, memberId),
              gte(affiliateCommissions.business_date, from),
              lte(affiliateCommissions.business_date, to),
            ),
          ),
      ]);
      const out = new Map<string, AffiliateStatDay>(
        days.map((d) => [d, { date: d, clicks: 0, signups: 0, first_deposits: 0, turnover: 0, commission: 0 }]),
      );
      for (const v of visits) if (out.has(v.date)) out.get(v.date)!.clicks += v.visits;
      for (const r of referred) out.get(dayOf(r.created_at)) && out.get(dayOf(r.created_at))!.signups++;
      for (const at of firsts.values()) out.get(dayOf(at)) && out.get(dayOf(at))!.first_deposits++;
      for (const t of turnover)
        if (t.currency === currency && out.has(t.business_date)) out.get(t.business_date)!.turnover += t.bet_amount;
      for (const c of commissions) if (out.has(c.date)) out.get(c.date)!.commission += c.amount;
      return [...out.values()];
    },

    async members(memberId, page) {
      const member = await memberOf(memberId);
      const { total, data } = await deps.auth().referrals(memberId, page);
      const firsts = await deps.cashbox().firstDeposits(data.map((r) => r.id));
      const rows = await Promise.all(
        data.map(async (r) => ({
          username: maskUsername(r.username),
          created_at: r.created_at.toISOString(),
          first_deposit_at: firsts.get(r.id)?.toISOString() ?? null,
          turnover: (await deps.turnover().totals(r.id, member.currency.code)).bet_amount,
        })),
      );
      return { total, limit: page.limit, skip: page.skip, data: rows };
    },

    async income(memberId, page) {
      await memberOf(memberId);
      const where = eq(affiliateCommissions.member_id, memberId);
      const [[{ total }], rows] = await Promise.all([
        db.select({ total: count() }).from(affiliateCommissions).where(where),
        db
          .select()
          .from(affiliateCommissions)
          .where(where)
          .orderBy(desc(affiliateCommissions.business_date))
          .limit(page.limit)
          .offset(page.skip),
      ]);
      return {
        total,
        limit: page.limit,
        skip: page.skip,
        data: rows.map((r) => ({
          id: r.id,
          business_date: r.business_date,
          basis: r.basis,
          rate_bp: r.rate_bp,
          referred_members: r.referred_members,
          turnover: r.turnover,
          net_loss: r.net_loss,
          amount: r.amount,
          currency: r.currency,
          created_at: r.created_at.toISOString(),
        })),
      };
    },

    async article(languageIds) {
      const ids = languageIds.filter((id) => Number.isSafeInteger(id) && id > 0).slice(0, 5);
      if (!ids.length) return null;
      const found = await db.select().from(affiliateArticles).where(inArray(affiliateArticles.language_id, ids));
      const row = ids.map((id) => found.find((r) => r.language_id === id)).find(Boolean);
      if (!row) return null;
      return {
        id: row.id,
        language_id: row.language_id,
        title: row.title,
        paragraphs: row.content
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      };
    },

    async settings() {
      return (await db.select().from(affiliateSettings).orderBy(asc(affiliateSettings.currency))).map(view);
    },

    async setSettings({ currency, ...patch }) {
      const current = await settingsOf(currency);
      const next = {
        currency,
        title: patch.title ?? current?.title ?? 'Affiliate',
        basis: patch.basis ?? current?.basis ?? 'turnover',
        rate_bp: patch.rate_bp ?? current?.rate_bp ?? 0,
        min_turnover: patch.min_turnover ?? current?.min_turnover ?? 0,
        min_commission: patch.min_commission ?? current?.min_commission ?? 0,
        max_commission: patch.max_commission === undefined ? (current?.max_commission ?? null) : patch.max_commission,
        is_active: patch.is_active ?? current?.is_active ?? true,
      };
      const [row] = await db
        .insert(affiliateSettings)
        .values(next)
        .onConflictDoUpdate({ target: affiliateSettings.currency, set: { ...next, updated_at: sql`now()` } })
        .returning();
      return view(row);
    },
  };
}

/** The daily commission job, for the daily-run scheduler. */
export function createAffiliateJob(deps: { affiliate: () => Pick<AffiliateService, 'job'> }): DailyJob {
  return {
    name: AFFILIATE_JOB,
    order: 200,
    run: (ctx) => deps.affiliate().job.run(ctx),
  };
}
