import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signWalletBody } from '../../app/features/seamless/seamless.signature.ts';
import type { WalletAnswer } from '../../app/features/seamless/seamless.schemas.ts';
import { DEMO_PROVIDER_DEV_SECRET } from '../config.ts';
import type { TestApp } from '../testing.ts';

/** Test helpers: members that can play, launches, and signed wallet calls as the demo provider makes them. */

export interface Player {
  memberId: number;
  accessToken: string;
  sessionToken: string;
  playerId: string;
  gameCode: string;
}

let seq = 0;

export async function createMember(
  t: TestApp,
  options: { bankNo?: string | null; funds?: number; referrerId?: number } = {},
): Promise<{ memberId: number; accessToken: string }> {
  const thb = await t.services.locale.currencyByCode('THB');
  seq += 1;
  const user = await t.services.auth.createUser({
    username: `p${Date.now().toString(36).slice(-5)}${seq}`,
    password: 'Player1234',
    currency_id: thb!.id,
    // A complete profile (the site's rules: bank or wallet, first name, date of birth, gender, channel, e-mail).
    first_name: 'Test',
    last_name: 'Player',
    dob: '1990-01-01',
    gender: 'male',
    email: `player${seq}@example.com`,
    register_channal_id: 1,
    // Bank accounts are unique per bank: every test member has its own number.
    bank_no:
      options.bankNo === undefined ? String(1_000_000_000 + Math.floor(Math.random() * 8_999_999_999)) : options.bankNo,
    bank_currency_information_id: options.bankNo === null ? null : 1,
    referrer_id: options.referrerId ?? null,
  });
  if (options.funds) {
    await t.services.ledger.transfer(t.services.db, {
      from: { house: 'payment_clearing', currency: 'THB' },
      to: { member: user.id, wallet: 'main', currency: 'THB' },
      amount: options.funds,
      currency: 'THB',
      key: `test:deposit:${user.id}:${randomUUID()}`,
      kind: 'deposit',
    });
  }
  const { accessToken } = await t.services.tokens.issue(user.id, {});
  return { memberId: user.id, accessToken };
}

export async function launch(
  t: TestApp,
  accessToken: string,
  gameCode = 'demo-slot',
  languageCode = 'th',
): Promise<{ status: number; body: Record<string, any> }> {
  const game = await t.services.games.getGameByCode(gameCode);
  if (!game) throw new Error(`game ${gameCode} is not seeded`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/mb/enter-game',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { game_list_id: game.id, languageCode },
  });
  return { status: res.statusCode, body: res.json() };
}

export async function createPlayer(
  t: TestApp,
  funds: number,
  gameCode = 'demo-slot',
  options: { referrerId?: number } = {},
): Promise<Player> {
  const { memberId, accessToken } = await createMember(t, { funds, referrerId: options.referrerId });
  const launched = await launch(t, accessToken, gameCode);
  if (launched.status !== 201) throw new Error(`launch failed: ${JSON.stringify(launched.body)}`);
  const url = new URL(launched.body.result.url, 'http://casino.test');
  return {
    memberId,
    accessToken,
    sessionToken: url.searchParams.get('token')!,
    playerId: url.searchParams.get('player')!,
    gameCode,
  };
}

export interface CallResult {
  status: number;
  answer: WalletAnswer;
}

export async function walletCall(
  t: TestApp,
  op: string,
  body: Record<string, unknown>,
  options: { secret?: string; provider?: string; signature?: string } = {},
): Promise<CallResult> {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/provider/${options.provider ?? 'demo'}/wallet/${op}`,
    headers: {
      'content-type': 'application/json',
      'x-signature': options.signature ?? signWalletBody(options.secret ?? DEMO_PROVIDER_DEV_SECRET, raw),
    },
    payload: raw,
  });
  return { status: res.statusCode, answer: res.json() };
}

/** A call body of a player: tx and round ids default to fresh ones. */
export function callBody(
  p: Player,
  fields: {
    tx_id?: string;
    round_id?: string;
    amount: number;
    ref_tx_id?: string;
    round_closed?: boolean;
    currency?: string;
    game_code?: string;
  },
) {
  return {
    tx_id: fields.tx_id ?? `tx-${randomUUID()}`,
    round_id: fields.round_id ?? `round-${randomUUID()}`,
    game_code: fields.game_code ?? p.gameCode,
    player_id: p.playerId,
    session_token: p.sessionToken,
    amount: fields.amount,
    currency: fields.currency ?? 'THB',
    ...(fields.ref_tx_id !== undefined ? { ref_tx_id: fields.ref_tx_id } : {}),
    ...(fields.round_closed !== undefined ? { round_closed: fields.round_closed } : {}),
  };
}

export async function mainBalance(t: TestApp, memberId: number): Promise<number> {
  return t.services.ledger.balance({ member: memberId, wallet: 'main', currency: 'THB' });
}

export async function count(
  t: TestApp,
  table: 'bet_transactions' | 'ledger_transfers' | 'game_rounds',
  where = sql`true`,
): Promise<number> {
  const res = (await t.services.db.execute(
    sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE ${where}`,
  )) as unknown as { rows: { n: unknown }[] };
  return Number(res.rows[0].n);
}
