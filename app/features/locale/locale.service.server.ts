import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { countries, currencies, languages } from './locale.table.server.ts';

export type CountryRow = typeof countries.$inferSelect;
export type CurrencyRow = typeof currencies.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;

/** Look-ups other features need about countries, currencies and languages. */
export interface LocaleService {
  /** Active countries by name. */
  countries(): Promise<CountryRow[]>;
  /** The active country with this dialling code (`+66`); the first by ISO code when several share it. */
  countryByDialCode(code: string): Promise<CountryRow | null>;
  /** Active currencies by code. */
  currencies(): Promise<CurrencyRow[]>;
  /** An active currency. */
  currency(id: number): Promise<CurrencyRow | null>;
  /** Any currency, active or not (to show what a member holds). */
  currencyById(id: number): Promise<CurrencyRow | null>;
  currencyByCode(code: string): Promise<CurrencyRow | null>;
  languageByCode(code: string): Promise<LanguageRow | null>;
  /** Active languages, default first, then by order_no; kept 30 s (every page's start-up reads them). */
  languages(): Promise<LanguageRow[]>;
}

/** How long the language list is kept in memory. */
export const LANGUAGES_TTL_MS = 30_000;

export function createLocaleService(db: Db): LocaleService {
  let languageList: { at: number; rows: Promise<LanguageRow[]> } | null = null;
  // Every currency (a handful of rows, active or not), kept like the languages: a page view reads the member's
  // currency several times (header wallet, money formats).
  let currencyList: { at: number; rows: Promise<CurrencyRow[]> } | null = null;
  const currencyRows = (reload = false): Promise<CurrencyRow[]> => {
    const now = Date.now();
    if (reload || !currencyList || now - currencyList.at >= LANGUAGES_TTL_MS) {
      const entry = { at: now, rows: db.select().from(currencies).orderBy(asc(currencies.id)).execute() };
      currencyList = entry;
      entry.rows.catch(() => {
        if (currencyList === entry) currencyList = null;
      });
    }
    return currencyList.rows;
  };
  return {
    languages() {
      const now = Date.now();
      if (!languageList || now - languageList.at >= LANGUAGES_TTL_MS) {
        // A Drizzle query runs again at every then(): keep the promise of one run, not the query.
        const rows = db
          .select()
          .from(languages)
          .where(eq(languages.is_active, true))
          .orderBy(desc(languages.is_default), asc(languages.order_no), asc(languages.id))
          .execute();
        const entry = { at: now, rows };
        languageList = entry;
        // a failed read is not kept
        rows.catch(() => {
          if (languageList === entry) languageList = null;
        });
      }
      return languageList.rows;
    },
    countries: () =>
      db.select().from(countries).where(eq(countries.is_active, true)).orderBy(asc(countries.country_name)),
    async countryByDialCode(code) {
      const [row] = await db
        .select()
        .from(countries)
        .where(and(eq(countries.country_code, code), eq(countries.is_active, true)))
        .orderBy(asc(countries.iso_code))
        .limit(1);
      return row ?? null;
    },
    currencies: () => db.select().from(currencies).where(eq(currencies.is_active, true)).orderBy(asc(currencies.code)),
    async currency(id) {
      const [row] = await db
        .select()
        .from(currencies)
        .where(and(eq(currencies.id, id), eq(currencies.is_active, true)))
        .limit(1);
      return row ?? null;
    },
    // A currency added since the list was read is found by reading the list again.
    async currencyById(id) {
      const find = (rows: CurrencyRow[]) => rows.find((c) => c.id === id);
      return find(await currencyRows()) ?? find(await currencyRows(true)) ?? null;
    },
    async currencyByCode(code) {
      const find = (rows: CurrencyRow[]) => rows.find((c) => c.code === code);
      return find(await currencyRows()) ?? find(await currencyRows(true)) ?? null;
    },
    async languageByCode(code) {
      const [row] = await db.select().from(languages).where(eq(languages.code, code)).limit(1);
      return row ?? null;
    },
  };
}
