import type { AppServices } from '../../../server/services.ts';

export const DEMO_USERNAME = 'demo';
export const DEMO_PASSWORD = 'Demo1234';

/** The demo member: demo / Demo1234, holding THB, with a few privileges. Balances come from the ledger. */
export async function seedAuth(services: AppServices): Promise<void> {
  const thb = await services.locale.currencyByCode('THB');
  if (!thb) throw new Error('The locale seeder must run first: currency THB is missing');
  const thai = await services.locale.languageByCode('th');
  await services.auth.createUser({
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    phone: '0812345678',
    country_code: '+66',
    currency_id: thb.id,
    language_id: thai?.id ?? null,
    first_name: 'Demo',
    last_name: 'Player',
    email: 'demo@example.com',
    ref_code: 'DEMO2024',
    privileges: ['rebate', 'affiliate', 'quest', 'point'],
  });
}
