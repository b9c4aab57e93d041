import { sql } from 'drizzle-orm';
import type { AppServices } from '../../../server/services.ts';

/** The demo member's opening balance: 5,000.00 in its currency, paid in from the house payment-clearing account. */
export const DEMO_OPENING_MINOR = 500_000;

export async function seedWallet(services: AppServices): Promise<void> {
  // The auth seeder has created the demo member; it is found by its username.
  const found = (await services.db.execute(
    sql`SELECT id, currency_id FROM users WHERE lower(username) = 'demo'`,
  )) as unknown as { rows: { id: number; currency_id: number }[] };
  const demo = found.rows[0];
  if (!demo) throw new Error('The auth seeder must run first: the demo member is missing');
  const currency = await services.locale.currencyById(Number(demo.currency_id));
  if (!currency) throw new Error(`The demo member's currency ${demo.currency_id} is missing`);
  await services.ledger.transfer(services.db, {
    from: { house: 'payment_clearing', currency: currency.code },
    to: { member: Number(demo.id), wallet: 'main', currency: currency.code },
    amount: DEMO_OPENING_MINOR * 10 ** Math.max(0, currency.decimals - 2),
    currency: currency.code,
    key: 'seed:demo:opening',
    kind: 'deposit',
    meta: { reason: 'demo opening balance' },
  });
}
