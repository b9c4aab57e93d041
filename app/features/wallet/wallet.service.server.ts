import { AppError } from '../../../server/errors.ts';
import type { LedgerService } from '../ledger/ledger.service.server.ts';
import type { TurnoverService } from '../seamless/seamless.service.server.ts';
import type { WalletProfile } from './wallet.schemas.ts';

export interface PointConfig {
  badge_point: string | null;
  is_display: boolean;
  is_active: boolean;
}

export interface WalletDeps {
  ledger: LedgerService;
  turnover: TurnoverService;
  /** The locale feature's currency look-up (any currency, active or not). */
  currencyById(
    id: number,
  ): Promise<{ id: number; code: string; symbol: string; decimals: number; is_following: boolean } | null>;
  /** The member's wallet currency (users.currency_id), null for an unknown member. */
  memberCurrencyId(memberId: number): Promise<number | null>;
  /** How points are presented; the points feature provides it. */
  pointConfig?: () => Promise<PointConfig>;
}

/** The page shell's view of the wallet: amounts are integer minor units written as strings. */
export interface ShellWalletView {
  balance: string;
  currency: { id: number; code: string; symbol: string; decimals: number; is_following: boolean } | null;
  pointData: { point: string; badge_point: string | null; is_display: boolean; is_active: boolean } | null;
  turn_deposit: string | null;
  turn_deposit_target: string | null;
}

export interface WalletService {
  profile(member: { id: number; currencyId: number }): Promise<WalletProfile>;
  /** What the first render of a page shows; null for an unknown member. */
  /** The header's wallet; `currencyId` when the caller has read the member's currency already. */
  shellWallet(memberId: number, currencyId?: number): Promise<ShellWalletView | null>;
}

/** Points are a built-in wallet: shown, without a badge image, unless a point configuration says otherwise. */
const DEFAULT_POINT_CONFIG: PointConfig = { badge_point: null, is_display: true, is_active: true };

export function createWalletService(deps: WalletDeps): WalletService {
  async function profile(member: { id: number; currencyId: number }): Promise<WalletProfile> {
    const currency = await deps.currencyById(member.currencyId);
    if (!currency)
      throw new AppError('GeneralError', 'GENERAL_ERROR', { message: `currency ${member.currencyId} is missing` });
    const [balances, totals, points] = await Promise.all([
      deps.ledger.memberBalances(member.id, currency.code),
      deps.turnover.totals(member.id, currency.code),
      deps.pointConfig ? deps.pointConfig() : Promise.resolve(DEFAULT_POINT_CONFIG),
    ]);
    return {
      balance: balances.main,
      wallets: {
        main: balances.main,
        cashback: balances.cashback,
        rebate: balances.rebate,
        affiliate: balances.affiliate,
      },
      pointData: { point: balances.points, ...points },
      turn_deposit: totals.turn_deposit,
      turn_deposit_target: totals.turn_deposit_target,
      currency: { id: currency.id, code: currency.code, symbol: currency.symbol, decimals: currency.decimals },
    };
  }
  return {
    profile,
    async shellWallet(memberId, knownCurrencyId) {
      const currencyId = knownCurrencyId ?? (await deps.memberCurrencyId(memberId));
      if (currencyId === null) return null;
      const [p, currency] = await Promise.all([profile({ id: memberId, currencyId }), deps.currencyById(currencyId)]);
      return {
        balance: String(p.balance),
        currency: currency
          ? {
              id: currency.id,
              code: currency.code,
              symbol: currency.symbol,
              decimals: currency.decimals,
              is_following: currency.is_following,
            }
          : null,
        pointData: {
          point: String(p.pointData.point),
          badge_point: p.pointData.badge_point,
          is_display: p.pointData.is_display,
          is_active: p.pointData.is_active,
        },
        turn_deposit: String(p.turn_deposit),
        turn_deposit_target: String(p.turn_deposit_target),
      };
    },
  };
}
