import type { AppServices } from '../../../server/services.ts';
import { countries, currencies, currencyLanguages, languages } from './locale.table.server.ts';

const LANGUAGES = [
  ['th', 'Thai', 'ไทย'],
  ['en', 'English', 'English'],
  ['id', 'Indonesian', 'Bahasa Indonesia'],
  ['my', 'Malay', 'Bahasa Melayu'],
  ['zh', 'Chinese', '中文'],
  ['ko', 'Korean', '한국어'],
  ['hi', 'Hindi', 'हिन्दी'],
  ['vn', 'Vietnamese', 'Tiếng Việt'],
  ['ph', 'Filipino', 'Filipino'],
  ['pt', 'Portuguese', 'Português'],
  ['br', 'Brazilian Portuguese', 'Português (Brasil)'],
  ['bd', 'Bengali', 'বাংলা'],
  ['jp', 'Japanese', '日本語'],
  ['es', 'Spanish', 'Español'],
  ['mm', 'Burmese', 'မြန်မာ'],
] as const;

const CURRENCIES = [
  { code: 'THB', name: 'Thai Baht', symbol: '฿', decimals: 2, is_following: false, is_crypto: false },
  { code: 'MYR', name: 'Malaysian Ringgit', symbol: 'RM', decimals: 2, is_following: false, is_crypto: false },
  { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2, is_following: false, is_crypto: false },
  { code: 'USDT', name: 'Tether USD', symbol: 'USDT', decimals: 6, is_following: true, is_crypto: true },
];

/** [iso, dialling code, name, min digits, max digits] */
const COUNTRIES: [string, string, string, number, number][] = [
  ['TH', '+66', 'Thailand', 9, 10],
  ['MY', '+60', 'Malaysia', 9, 11],
  ['ID', '+62', 'Indonesia', 9, 13],
  ['VN', '+84', 'Vietnam', 9, 10],
  ['PH', '+63', 'Philippines', 10, 11],
  ['MM', '+95', 'Myanmar', 8, 11],
  ['KH', '+855', 'Cambodia', 8, 9],
  ['LA', '+856', 'Laos', 8, 10],
  ['SG', '+65', 'Singapore', 8, 8],
  ['CN', '+86', 'China', 11, 11],
  ['HK', '+852', 'Hong Kong', 8, 8],
  ['TW', '+886', 'Taiwan', 9, 10],
  ['KR', '+82', 'South Korea', 9, 11],
  ['JP', '+81', 'Japan', 10, 11],
  ['IN', '+91', 'India', 10, 10],
  ['BD', '+880', 'Bangladesh', 10, 11],
  ['BR', '+55', 'Brazil', 10, 11],
  ['PT', '+351', 'Portugal', 9, 9],
  ['ES', '+34', 'Spain', 9, 9],
  ['MX', '+52', 'Mexico', 10, 10],
  ['US', '+1', 'United States', 10, 10],
  ['GB', '+44', 'United Kingdom', 10, 11],
  ['AU', '+61', 'Australia', 9, 10],
  ['AE', '+971', 'United Arab Emirates', 9, 9],
];

export async function seedLocale(services: AppServices): Promise<void> {
  const db = services.db;
  const langRows = await db
    .insert(languages)
    .values(
      LANGUAGES.map(([code, name, native_name], i) => ({
        code,
        name,
        native_name,
        is_default: code === 'th',
        order_no: i,
      })),
    )
    .returning();
  const curRows = await db.insert(currencies).values(CURRENCIES).returning();
  const cl = [];
  for (const c of curRows) {
    for (const l of langRows) {
      // Thai reads the baht as "B" after the amount's symbol slot, everyone else sees ฿. Every language shows the
      // currency's decimals: stakes and wins of the games are fractions of a baht, and a bet history in whole baht
      // would show a win of 0.30 as "+B0" and the same balance before and after it.
      const display_symbol = c.code === 'THB' && l.code === 'th' ? 'B' : c.symbol;
      cl.push({ currency_id: c.id, language_id: l.id, display_symbol, display_name: c.name, is_decimal: true });
    }
  }
  await db.insert(currencyLanguages).values(cl);
  await db.insert(countries).values(
    COUNTRIES.map(([iso_code, country_code, country_name, phone_min_length, phone_max_length]) => ({
      iso_code,
      country_code,
      country_name,
      phone_min_length,
      phone_max_length,
    })),
  );
}
