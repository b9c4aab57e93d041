import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../server/db/client.ts';
import { AppError } from '../../../server/errors.ts';
import { parseMoneyInput } from '../../shared/money.ts';
import {
  COOLING_OFF_MS,
  DEFINITE_GRACE_MS,
  type ExclusionChoice,
  type ExclusionState,
  INDEFINITE_LIFT_MS,
  LIMIT_KINDS,
  type LimitKind,
  type LimitView,
  type PeriodLimitsInput,
  type PlayLimitsInput,
  type Period,
  type ProtectionView,
  type SessionState,
  REVIEW_AFTER_MS,
} from './protection.schemas.ts';
import { protectionLimits, protectionMembers } from './protection.table.server.ts';

export interface ProtectionDeps {
  db: Db;
  /** The member's wallet currency: its code and decimals (limits are in its minor units). */
  memberCurrency(memberId: number): Promise<{ code: string; decimals: number } | null>;
  /** Ends every session of the member (their websockets close): a time-out or self-exclusion logs the member out. */
  revokeSessions(memberId: number): Promise<void>;
  /** What the period's deposit, loss and bet limits have counted so far (for the page; the enforcement counts itself). */
  usage?(memberId: number, currency: string): Promise<Partial<Record<LimitKind, number>>>;
  /**
   * The member's playing session: when it started (the log-in) and the net change of the wallet through play since
   * (wins − stakes, minor units), for the reality check and the session time limit.
   */
  session?(
    memberId: number,
  ): Promise<{ startedAt: Date | null; currency: string | null; winLose: (from: Date) => Promise<number> }>;
  /** The clock (tests move it). */
  now?: () => Date;
}

type LimitRow = typeof protectionLimits.$inferSelect;
type MemberRow = typeof protectionMembers.$inferSelect;

/** The deposit limits that apply to a member now (minor units), per period; absent periods have none. */
export type DepositLimits = Partial<Record<Period, number>>;

export interface ProtectionService {
  /** The member's limits, time settings and prompts for the page. */
  view(memberId: number): Promise<ProtectionView>;
  /** Sets the deposit, loss or total-bet limits of the three periods (an empty field removes that limit). */
  setPeriodLimits(memberId: number, input: PeriodLimitsInput): Promise<ProtectionView>;
  /** Sets the maximum single bet, the session time limit and the reality-check interval. */
  setPlayLimits(memberId: number, input: PlayLimitsInput): Promise<ProtectionView>;
  /** The player's new limit of one kind: a decrease at once, a raise or removal after the cooling-off. */
  setLimit(memberId: number, kind: LimitKind, value: number | null): Promise<void>;
  /** The operator's limit of one kind (null removes it); it applies where it is stricter than the player's. */
  setOperatorLimits(memberId: number, limits: Partial<Record<LimitKind, number | null>>): Promise<LimitView[]>;
  /** The member has seen the prompt to set a deposit limit (registration or first deposit) or reviewed the limits. */
  markPrompted(memberId: number): Promise<void>;
  /** A time-out or self-exclusion, effective at once: the member's sessions end. */
  exclude(memberId: number, choice: ExclusionChoice): Promise<ExclusionState>;
  /** The operator records the request to lift an indefinite self-exclusion: it ends 7 days later. */
  requestLift(memberId: number): Promise<ExclusionState>;
  /** The exclusion in force, or null. */
  exclusionOf(memberId: number): Promise<ExclusionState | null>;
  /** Whether a time-out or self-exclusion is in force: marketing (push, promotion memos) asks before it sends. */
  isExcluded(memberId: number): Promise<boolean>;
  /**
   * Refuses log-in while excluded: 403 ACCOUNT_TIMED_OUT / ACCOUNT_SELF_EXCLUDED with the end date (`until`), or
   * ACCOUNT_SELF_EXCLUDED_INDEFINITE; `data.exclusion` is the state.
   */
  requireLoginAllowed(memberId: number): Promise<void>;
  /** Refuses play and deposits while excluded: 403 PROTECTION_EXCLUDED with the end date (…_INDEFINITE without). */
  requireNotExcluded(memberId: number): Promise<void>;
  /**
   * The deposit limits in force, read in the caller's (crediting or requesting) transaction with the member's limit
   * rows locked, so that deposits of one member are counted one after another. Null without a deposit limit.
   */
  depositLimits(tx: Tx, memberId: number): Promise<DepositLimits | null>;
  /** The playing session: time since the log-in, net position, the reality-check interval and session limit. */
  sessionState(memberId: number): Promise<SessionState>;
  /** Refuses a game launch while excluded or past the session time limit (PROTECTION_SESSION_LIMIT). */
  requirePlayAllowed(memberId: number): Promise<void>;
  /** The reality-check interval and session time limit (minutes) for the game page. */
  playTimers(memberId: number): Promise<{ realityCheckMinutes: number | null; sessionMinutes: number | null }>;
}

const PERIOD_KIND = {
  deposit: { day: 'deposit_day', week: 'deposit_week', month: 'deposit_month' },
  loss: { day: 'loss_day', week: 'loss_week', month: 'loss_month' },
  bet: { day: 'bet_day', week: 'bet_week', month: 'bet_month' },
} as const satisfies Record<string, Record<Period, LimitKind>>;

const EXCLUSIONS: Record<ExclusionChoice, { kind: 'timeout' | 'self_exclusion'; days?: number; months?: number }> = {
  timeout_24h: { kind: 'timeout', days: 1 },
  timeout_1w: { kind: 'timeout', days: 7 },
  timeout_1m: { kind: 'timeout', months: 1 },
  timeout_6w: { kind: 'timeout', days: 42 },
  self_6m: { kind: 'self_exclusion', months: 6 },
  self_1y: { kind: 'self_exclusion', months: 12 },
  self_5y: { kind: 'self_exclusion', months: 60 },
  self_indefinite: { kind: 'self_exclusion' },
};

/** The player's limit in force at `at`: a pending raise or removal counts once its time has come. */
export function playerLimit(row: Pick<LimitRow, 'amount' | 'pending_amount' | 'pending_at'>, at: Date): number | null {
  if (row.pending_at && row.pending_at.getTime() <= at.getTime()) return row.pending_amount;
  return row.amount;
}

function stricter(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** When an exclusion stops refusing: its end, plus a day for a definite self-exclusion; an indefinite one's lift. */
function exclusionEnd(row: MemberRow): Date | null {
  if (!row.exclusion) return null;
  if (row.lift_at) return row.lift_at;
  if (!row.excluded_until) return null;
  return row.exclusion === 'self_exclusion'
    ? new Date(row.excluded_until.getTime() + DEFINITE_GRACE_MS)
    : row.excluded_until;
}

/** A time as the refusals name it (the member's page shows it in their own format). */
export function refusalTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '';
}

function addMonths(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export function createProtectionService(deps: ProtectionDeps): ProtectionService {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function currencyOf(memberId: number) {
    const c = await deps.memberCurrency(memberId);
    if (!c) throw new AppError('NotFound', 'NOT_FOUND');
    return c;
  }

  async function limitRows(memberId: number, ex: Executor = db): Promise<LimitRow[]> {
    return ex.select().from(protectionLimits).where(eq(protectionLimits.member_id, memberId));
  }

  async function memberRow(memberId: number, ex: Executor = db): Promise<MemberRow | null> {
    const [row] = await ex.select().from(protectionMembers).where(eq(protectionMembers.member_id, memberId));
    return row ?? null;
  }

  async function touchMember(memberId: number, set: Partial<typeof protectionMembers.$inferInsert>, ex: Executor = db) {
    await ex
      .insert(protectionMembers)
      .values({ member_id: memberId, ...set, updated_at: now() })
      .onConflictDoUpdate({ target: protectionMembers.member_id, set: { ...set, updated_at: now() } });
  }

  function stateOf(row: MemberRow | null, at: Date): ExclusionState | null {
    if (!row?.exclusion) return null;
    const end = exclusionEnd(row);
    if (end && end.getTime() <= at.getTime()) return null;
    return { kind: row.exclusion, until: end ? end.toISOString() : null };
  }

  async function view(memberId: number): Promise<ProtectionView> {
    const currency = await currencyOf(memberId);
    const at = now();
    const [rows, member, usage] = await Promise.all([
      limitRows(memberId),
      memberRow(memberId),
      deps.usage?.(memberId, currency.code) ?? Promise.resolve({} as Partial<Record<LimitKind, number>>),
    ]);
    const byKind = new Map(rows.map((r) => [r.kind, r]));
    const limits: LimitView[] = LIMIT_KINDS.map((kind) => {
      const r = byKind.get(kind);
      const amount = r ? playerLimit(r, at) : null;
      const pendingDue = r?.pending_at && r.pending_at.getTime() > at.getTime();
      const operator = r?.operator_amount ?? null;
      const effective = stricter(amount, operator);
      const view: LimitView = {
        kind,
        amount,
        pending: pendingDue && r?.pending_at ? { amount: r.pending_amount, at: r.pending_at.toISOString() } : null,
        operator_amount: operator,
        effective,
      };
      if (kind !== 'max_bet' && kind !== 'session_minutes') {
        const used = Math.max(0, usage[kind] ?? 0);
        view.used = used;
        view.remaining = effective === null ? null : Math.max(0, effective - used);
      }
      return view;
    });
    const hasDeposit = limits.some((l) => l.kind.startsWith('deposit_') && (l.amount !== null || l.pending));
    const reviewed = member?.limits_reviewed_at?.getTime() ?? 0;
    return {
      currency: currency.code,
      decimals: currency.decimals,
      limits,
      reality_check_minutes: member?.reality_check_minutes ?? null,
      prompt_deposit_limit: !hasDeposit && !member?.limit_prompt_at,
      review_due: hasDeposit && reviewed > 0 && at.getTime() - reviewed >= REVIEW_AFTER_MS,
    };
  }

  /** The new player limit of one kind, in the caller's transaction (the row locked while it is decided). */
  async function applyLimit(tx: Tx, memberId: number, kind: LimitKind, value: number | null): Promise<void> {
    const at = now();
    await tx
      .insert(protectionLimits)
      .values({ member_id: memberId, kind })
      .onConflictDoNothing({ target: [protectionLimits.member_id, protectionLimits.kind] });
    const [row] = await tx
      .select()
      .from(protectionLimits)
      .where(and(eq(protectionLimits.member_id, memberId), eq(protectionLimits.kind, kind)))
      .for('update');
    const current = playerLimit(row, at);
    const where = and(eq(protectionLimits.member_id, memberId), eq(protectionLimits.kind, kind));
    if (value !== null && (current === null || value <= current)) {
      // A first limit or a decrease (or the same limit again) applies at once; a raise waiting is dropped.
      await tx
        .update(protectionLimits)
        .set({ amount: value, pending_amount: null, pending_at: null, updated_at: at })
        .where(where);
      return;
    }
    if (value === null && current === null) {
      await tx
        .update(protectionLimits)
        .set({ amount: null, pending_amount: null, pending_at: null, updated_at: at })
        .where(where);
      return;
    }
    // A raise or removal: the limit in force stays until the cooling-off ends (a repeated request does not restart it).
    const same = row.pending_at && row.pending_at.getTime() > at.getTime() && row.pending_amount === value;
    if (same) return;
    await tx
      .update(protectionLimits)
      .set({
        amount: current,
        pending_amount: value,
        pending_at: new Date(at.getTime() + COOLING_OFF_MS),
        updated_at: at,
      })
      .where(where);
  }

  function toMinor(text: string | undefined, decimals: number, path: string): number | null {
    if (text === undefined || text === '') return null;
    const minor = parseMoneyInput(text, decimals);
    if (minor === null || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER))
      throw new AppError('BadRequest', 'LIMIT_AMOUNT_INVALID', {
        data: { errors: [{ path, errorCode: 'LIMIT_AMOUNT_INVALID' }] },
      });
    return Number(minor);
  }

  const service: ProtectionService = {
    view,

    async setPeriodLimits(memberId, input) {
      const { decimals } = await currencyOf(memberId);
      const values = {
        day: toMinor(input.day, decimals, 'day'),
        week: toMinor(input.week, decimals, 'week'),
        month: toMinor(input.month, decimals, 'month'),
      };
      await db.transaction(async (tx) => {
        for (const period of ['day', 'week', 'month'] as const)
          await applyLimit(tx, memberId, PERIOD_KIND[input.group][period], values[period]);
        if (input.group === 'deposit')
          await touchMember(memberId, { limits_reviewed_at: now(), limit_prompt_at: now() }, tx);
      });
      return view(memberId);
    },

    async setPlayLimits(memberId, input) {
      const { decimals } = await currencyOf(memberId);
      const maxBet = toMinor(input.max_bet, decimals, 'max_bet');
      await db.transaction(async (tx) => {
        await applyLimit(tx, memberId, 'max_bet', maxBet);
        await applyLimit(tx, memberId, 'session_minutes', input.session_minutes ?? null);
        await touchMember(memberId, { reality_check_minutes: input.reality_check ?? null }, tx);
      });
      return view(memberId);
    },

    async setLimit(memberId, kind, value) {
      await db.transaction((tx) => applyLimit(tx, memberId, kind, value));
    },

    async setOperatorLimits(memberId, limits) {
      await db.transaction(async (tx) => {
        for (const [kind, value] of Object.entries(limits) as [LimitKind, number | null | undefined][]) {
          if (value === undefined) continue;
          await tx
            .insert(protectionLimits)
            .values({ member_id: memberId, kind, operator_amount: value, updated_at: now() })
            .onConflictDoUpdate({
              target: [protectionLimits.member_id, protectionLimits.kind],
              set: { operator_amount: value, updated_at: now() },
            });
        }
      });
      return (await view(memberId)).limits;
    },

    async markPrompted(memberId) {
      await touchMember(memberId, { limit_prompt_at: now(), limits_reviewed_at: now() });
    },

    async exclude(memberId, choice) {
      const spec = EXCLUSIONS[choice];
      const at = now();
      const until = spec.days
        ? new Date(at.getTime() + spec.days * 24 * 3600_000)
        : spec.months
          ? addMonths(at, spec.months)
          : null;
      const state = await db.transaction(async (tx) => {
        const current = await memberRow(memberId, tx);
        const inForce = stateOf(current, at);
        // An exclusion in force is only ever made longer, never shorter, by a new choice.
        if (inForce && current) {
          const currentEnd = exclusionEnd(current);
          const newRow = {
            ...current,
            exclusion: spec.kind === 'self_exclusion' ? 'self_exclusion' : current.exclusion,
            excluded_until: until,
            lift_at: null,
          } as MemberRow;
          const newEnd = exclusionEnd(newRow);
          const longer = currentEnd !== null && (newEnd === null || newEnd.getTime() > currentEnd.getTime());
          if (!longer) return inForce;
        }
        await touchMember(
          memberId,
          { exclusion: spec.kind, excluded_at: at, excluded_until: until, lift_at: null },
          tx,
        );
        return stateOf(await memberRow(memberId, tx), at);
      });
      await deps.revokeSessions(memberId);
      if (!state) throw new Error('exclusion not recorded');
      return state;
    },

    async requestLift(memberId) {
      const at = now();
      const row = await memberRow(memberId);
      const state = stateOf(row, at);
      if (!row || !state) throw new AppError('Conflict', 'NOT_EXCLUDED');
      if (row.exclusion !== 'self_exclusion' || row.excluded_until !== null)
        throw new AppError('Conflict', 'EXCLUSION_DEFINITE');
      if (!row.lift_at) await touchMember(memberId, { lift_at: new Date(at.getTime() + INDEFINITE_LIFT_MS) });
      return (await service.exclusionOf(memberId)) as ExclusionState;
    },

    async exclusionOf(memberId) {
      return stateOf(await memberRow(memberId), now());
    },

    async isExcluded(memberId) {
      return (await service.exclusionOf(memberId)) !== null;
    },

    async requireLoginAllowed(memberId) {
      const state = await service.exclusionOf(memberId);
      if (!state) return;
      const code = state.kind === 'timeout' ? 'ACCOUNT_TIMED_OUT' : 'ACCOUNT_SELF_EXCLUDED';
      throw new AppError('Forbidden', state.until ? code : `${code}_INDEFINITE`, {
        params: { until: refusalTime(state.until) },
        data: { exclusion: state },
      });
    },

    async requireNotExcluded(memberId) {
      const state = await service.exclusionOf(memberId);
      if (!state) return;
      throw new AppError('Forbidden', state.until ? 'PROTECTION_EXCLUDED' : 'PROTECTION_EXCLUDED_INDEFINITE', {
        params: { until: refusalTime(state.until) },
        data: { exclusion: state },
      });
    },

    async depositLimits(tx, memberId) {
      const rows = await tx
        .select()
        .from(protectionLimits)
        .where(and(eq(protectionLimits.member_id, memberId), like(protectionLimits.kind, 'deposit_%')))
        .for('update');
      const at = now();
      const limits: DepositLimits = {};
      for (const r of rows) {
        const v = stricter(playerLimit(r, at), r.operator_amount);
        if (v === null) continue;
        limits[r.kind.slice('deposit_'.length) as Period] = v;
      }
      return Object.keys(limits).length ? limits : null;
    },

    async sessionState(memberId) {
      const at = now();
      const [timers, session] = await Promise.all([service.playTimers(memberId), deps.session?.(memberId)]);
      const started = session?.startedAt ?? null;
      const elapsed = started ? Math.max(0, Math.floor((at.getTime() - started.getTime()) / 60_000)) : 0;
      return {
        started_at: started?.toISOString() ?? null,
        elapsed_minutes: elapsed,
        reality_check_minutes: timers.realityCheckMinutes,
        session_minutes: timers.sessionMinutes,
        session_over: timers.sessionMinutes !== null && started !== null && elapsed >= timers.sessionMinutes,
        currency: session?.currency ?? null,
        net: started && session ? await session.winLose(started) : 0,
      };
    },

    async requirePlayAllowed(memberId) {
      await service.requireNotExcluded(memberId);
      const { sessionMinutes } = await service.playTimers(memberId);
      if (sessionMinutes === null) return;
      const state = await service.sessionState(memberId);
      if (state.session_over)
        throw new AppError('Forbidden', 'PROTECTION_SESSION_LIMIT', { params: { minutes: sessionMinutes } });
    },

    async playTimers(memberId) {
      const at = now();
      const [rows, member] = await Promise.all([
        db
          .select()
          .from(protectionLimits)
          .where(and(eq(protectionLimits.member_id, memberId), inArray(protectionLimits.kind, ['session_minutes']))),
        memberRow(memberId),
      ]);
      const r = rows[0];
      return {
        realityCheckMinutes: member?.reality_check_minutes ?? null,
        sessionMinutes: r ? stricter(playerLimit(r, at), r.operator_amount) : null,
      };
    },
  };
  return service;
}
