import { z } from 'zod';

/**
 * The statements' shared contract: the periods a member may choose for the net position, and the rows of the
 * 12-month statement. Amounts are integer minor units of the member's currency.
 */
export const NET_PERIODS = ['7', '30', '90', '365'] as const;
export type NetPeriod = (typeof NET_PERIODS)[number];
export const periodQuery = z.enum(NET_PERIODS).catch('30');

export const STATEMENT_MONTHS = 12;
export const STATEMENT_FORMATS = ['csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export type StatementKind = 'deposit' | 'withdrawal' | 'bonus' | 'game_day';

export interface StatementRow {
  /** ISO date-time of the movement; a game day's business date at 00:00 Bangkok time. */
  at: string;
  kind: StatementKind;
  /** Signed: money in (deposit, bonus, a winning day) positive, money out negative. */
  amount: number;
  /** Game day: Σ stakes and Σ wins of the day, and the rounds; bonus: the ledger's kind of the credit. */
  bet?: number;
  win?: number;
  rounds?: number;
  source?: string;
}

export interface NetPosition {
  currency: string;
  from: string;
  to: string;
  deposits: number;
  withdrawals: number;
  /** deposits − withdrawals of the period. */
  net: number;
  bonuses: number;
  /** Σ wins − Σ stakes of the period's game days. */
  gameResult: number;
  lifetime: { deposits: number; withdrawals: number; net: number };
}
