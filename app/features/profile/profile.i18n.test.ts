import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorTexts, loadCatalogs } from '../../i18n/catalog.server.ts';
import { LOCALES } from '../../i18n/config.ts';

const catalogs = loadCatalogs();
const texts = errorTexts(catalogs);
const dir = path.dirname(new URL(import.meta.url).pathname);

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else out[`${prefix}${k}`] = String(v);
  }
  return out;
}

/** Every source file of the feature, pages and components included. */
function sources(): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.includes('seed'))
        files.push(p);
    }
  };
  walk(dir);
  return files.map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('profile strings', () => {
  const all = sources();

  it('have a text in every locale for every error code the profile raises', () => {
    const codes = new Set([...all.matchAll(/'([A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1]));
    for (const notAnError of [
      'OTP_VERIFIED',
      'WAITING_VERIFICATION',
      'NO_EXTRA_PROFILE_RULES',
      'FIRST_NAME',
      'LAST_NAME',
    ])
      codes.delete(notAnError);
    expect(codes.size).toBeGreaterThan(35);
    const missing: string[] = [];
    for (const code of codes) for (const locale of LOCALES) if (!texts[locale][code]) missing.push(`${locale} ${code}`);
    expect(missing).toEqual([]);
  });

  it('have every key the pages use, in every locale', () => {
    const en = flatten(catalogs.en.profile);
    const used = new Set(
      [...all.matchAll(/\bt\(\s*'([a-zA-Z0-9_.]+)'/g)].map((m) => m[1]).filter((k) => !k.includes(':')),
    );
    // Keys built at run time: step labels and missing-field names.
    for (const key of ['steps.basic', 'steps.profile', 'steps.free_credit']) used.add(key);
    for (const field of [
      'bank_currency_information_id',
      'bank_no',
      'first_name',
      'DOB',
      'gender',
      'register_channal_id',
      'email',
    ])
      used.add(`fields.${field}`);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
    // Nothing in the catalog that no page shows (error texts are the server's).
    expect(Object.keys(en).filter((k) => !k.startsWith('errors.') && !used.has(k))).toEqual([]);
    for (const locale of LOCALES)
      expect(Object.keys(flatten(catalogs[locale].profile ?? {})).sort(), locale).toEqual(Object.keys(en).sort());
  });
});
