/** The member's wallet profile: GET /mb/wallet answers a page whose data[0] is this. Amounts are integer minor units. */
export interface WalletProfile {
  /** Main wallet balance. */
  balance: number;
  /** Balances of the four member wallets. */
  wallets: { main: number; cashback: number; rebate: number; affiliate: number };
  pointData: {
    point: number;
    /** Image URL of the point badge; null when none is configured. */
    badge_point: string | null;
    is_display: boolean;
    is_active: boolean;
  };
  /** Turnover made towards the current deposit requirement, and that requirement (0: none). */
  turn_deposit: number;
  turn_deposit_target: number;
  /** The wallet's currency; `decimals` is the number of minor-unit digits. */
  currency: { id: number; code: string; symbol: string; decimals: number };
}
