import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../../i18n/catalog.server.ts';
import { localizeRegisterOptions, type RegisterOptions } from './register-form.tsx';

const catalogs = loadCatalogs();

/** The server's choices: English names, countries sorted by them, as /pb/country-information answers. */
const server: RegisterOptions = {
  countries: [
    { iso_code: 'JP', country_code: '+81', country_name: 'Japan', phone_min_length: 10, phone_max_length: 11 },
    { iso_code: 'XK', country_code: '+383', country_name: 'Kosovo', phone_min_length: 8, phone_max_length: 9 },
    { iso_code: 'KR', country_code: '+82', country_name: 'South Korea', phone_min_length: 9, phone_max_length: 11 },
    { iso_code: 'TH', country_code: '+66', country_name: 'Thailand', phone_min_length: 9, phone_max_length: 10 },
  ],
  currencies: [
    { id: 1, code: 'THB', name: 'Thai Baht' },
    { id: 4, code: 'USDT', name: 'Tether USD' },
  ],
};

describe('register form choices in the player’s language', () => {
  it('names and orders the countries as the Thai catalog does, and the currencies it knows', () => {
    const th = catalogs.th.auth as { countries: Record<string, string>; currencies: Record<string, string> };
    const out = localizeRegisterOptions(server, th);
    // Thai order: กัมพูชา … เกาหลีใต้ … ญี่ปุ่น … ไทย (leading vowels do not count); unknown countries last.
    expect(out.countries.map((c) => c.country_name)).toEqual(['เกาหลีใต้', 'ญี่ปุ่น', 'ไทย', 'Kosovo']);
    expect(out.countries.map((c) => c.country_code)).toEqual(['+82', '+81', '+66', '+383']);
    expect(out.currencies).toEqual([
      { id: 1, code: 'THB', name: 'บาท' },
      { id: 4, code: 'USDT', name: 'Tether USD' },
    ]);
  });

  it('keeps the server’s names and order when the catalog has none', () => {
    expect(localizeRegisterOptions(server, {})).toEqual(server);
  });
});
