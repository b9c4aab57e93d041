/**
 * The ledger's shared contract: what other features' code needs to know of the ledger besides its service (which
 * arrives through server/services.ts).
 */

/**
 * House accounts are split into this many rows. A movement between a member and the house uses the shard
 * `member id mod HOUSE_SHARDS`, so concurrent bets of different members lock different rows; a house balance is the
 * sum of its shards. The wallet's database functions (seamless_call) take it as an argument.
 */
export const HOUSE_SHARDS = 16;

/** Error code of a movement the paying account's balance does not cover. */
export const INSUFFICIENT_FUNDS = 'INSUFFICIENT_FUNDS';
