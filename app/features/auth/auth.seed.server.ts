import type { AppServices } from '../../../server/services.ts';
import { DEMO_PASSWORD, DEMO_USERNAME } from './auth.schemas.ts';

export { DEMO_PASSWORD, DEMO_USERNAME };

/** The demo member's bank account (Kasikornbank): with it the profile is complete and the member can play. */
export const DEMO_BANK = { code: 'KBANK', number: '0123456789' };

/**
 * The demo member: demo / Demo1234, holding THB, with a few privileges and a complete profile (bank account, name,
 * date of birth, gender), so the documented account can play at once. Balances come from the ledger.
 */
export async function seedAuth(services: AppServices): Promise<void> {
  const thb = await services.locale.currencyByCode('THB');
  if (!thb) throw new Error('The locale seeder must run first: currency THB is missing');
  const thai = await services.locale.languageByCode('th');
  const bank = (await services.profile.banks({ languageId: null, currencyIds: [thb.id] })).find(
    (b) => b.code === DEMO_BANK.code,
  );
  if (!bank) throw new Error(`The profile seeder must run first: bank ${DEMO_BANK.code} is missing`);
  await services.auth.createUser({
    username: DEMO_USERNAME,
    password: DEMO_PASSWORD,
    phone: '0812345678',
    country_code: '+66',
    currency_id: thb.id,
    language_id: thai?.id ?? null,
    first_name: 'Demo',
    last_name: 'Player',
    dob: '1990-05-20',
    gender: 'male',
    bank_currency_information_id: bank.id,
    bank_no: DEMO_BANK.number,
    email: 'demo@example.com',
    ref_code: 'DEMO2024',
    privileges: ['rebate', 'affiliate', 'quest', 'point'],
  });
}
