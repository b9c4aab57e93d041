import type { CashboxService } from '../cashbox/cashbox.service.server.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import { STATEMENT_MONTHS, type NetPosition, type StatementRow } from './statements.schemas.ts';

export type { NetPosition, StatementRow } from './statements.schemas.ts';

/**
 * The member's transparency figures, each asked of the feature that owns it: deposits and withdrawals of the
 * cashbox, bonuses of the ledger (credits from the house `bonus` account: promotions, cashback, rebate, coupons,
 * quests, …), game days of the seamless wallet's turnover. Nothing here reads another feature's tables.
 */
export interface StatementsService {
  /** Deposits, withdrawals, their net, bonuses and the game result from `from` up to `to`; lifetime net deposits. */
  netPosition(member: StatementMember, range: { from: Date; to: Date }): Promise<NetPosition>;
  /** Every deposit, withdrawal, bonus and game day of the last 12 months (to `now`), oldest first. */
  statement(member: StatementMember): Promise<{ currency: string; from: string; to: string; rows: StatementRow[] }>;
}

export interface StatementMember {
  id: number;
  currencyId: number;
}

export interface StatementsDeps {
  cashbox: () => Pick<CashboxService, 'moneyMovements' | 'lifetimeTotals'>;
  ledger: Pick<LedgerService, 'houseCredits'>;
  turnover: () => Pick<TurnoverService, 'memberDays'>;
  currencyById(id: number): Promise<{ code: string } | null>;
  now?: () => Date;
}

/** At most this many rows of each source in one statement. */
export const STATEMENT_ROW_CAP = 5000;
const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** The business date (Bangkok) of an instant, as YYYY-MM-DD. */
const businessDate = (d: Date) => new Date(d.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

export function createStatementsService(deps: StatementsDeps): StatementsService {
  const now = deps.now ?? (() => new Date());

  async function currencyOf(member: StatementMember) {
    return (await deps.currencyById(member.currencyId))?.code ?? '';
  }

  async function gameDays(memberId: number, currency: string, from: Date, to: Date) {
    const days = await deps.turnover().memberDays({
      memberIds: [memberId],
      fromDate: businessDate(from),
      toDate: businessDate(new Date(to.getTime() - 1)),
    });
    return days.filter((d) => d.currency === currency);
  }

  async function sources(member: StatementMember, from: Date, to: Date) {
    const currency = await currencyOf(member);
    const range = { from, to, limit: STATEMENT_ROW_CAP };
    const [money, bonuses, days] = await Promise.all([
      deps.cashbox().moneyMovements(member.id, range),
      deps.ledger.houseCredits(member.id, 'bonus', range),
      gameDays(member.id, currency, from, to),
    ]);
    return {
      currency,
      money: money.filter((m) => m.currency === currency),
      bonuses: bonuses.filter((b) => b.currency === currency),
      days,
    };
  }

  return {
    async netPosition(member, { from, to }) {
      const [{ currency, money, bonuses, days }, lifetime] = await Promise.all([
        sources(member, from, to),
        deps.cashbox().lifetimeTotals(member.id),
      ]);
      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const deposits = sum(money.filter((m) => m.kind === 'deposit').map((m) => m.amount));
      const withdrawals = sum(money.filter((m) => m.kind === 'withdrawal').map((m) => m.amount));
      const life = lifetime.find((l) => l.currency === currency) ?? { deposits: 0, withdrawals: 0 };
      return {
        currency,
        from: from.toISOString(),
        to: to.toISOString(),
        deposits,
        withdrawals,
        net: deposits - withdrawals,
        bonuses: sum(bonuses.map((b) => b.amount)),
        gameResult: sum(days.map((d) => d.win_amount - d.bet_amount)),
        lifetime: { deposits: life.deposits, withdrawals: life.withdrawals, net: life.deposits - life.withdrawals },
      };
    },

    async statement(member) {
      const to = now();
      const from = new Date(to);
      from.setUTCMonth(from.getUTCMonth() - STATEMENT_MONTHS);
      const { currency, money, bonuses, days } = await sources(member, from, to);
      const rows: StatementRow[] = [
        ...money.map((m) => ({
          at: m.at.toISOString(),
          kind: m.kind,
          amount: m.kind === 'deposit' ? m.amount : -m.amount,
        })),
        ...bonuses.map((b) => ({ at: b.at.toISOString(), kind: 'bonus' as const, amount: b.amount, source: b.kind })),
        ...days.map((d) => ({
          at: new Date(Date.parse(`${d.business_date}T00:00:00Z`) - BANGKOK_OFFSET_MS).toISOString(),
          kind: 'game_day' as const,
          amount: d.win_amount - d.bet_amount,
          bet: d.bet_amount,
          win: d.win_amount,
          rounds: d.bet_count,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { currency, from: from.toISOString(), to: to.toISOString(), rows };
    },
  };
}
