import type { AppServices } from '../../../server/services.ts';
import { LOCALES, type Locale } from '../../i18n/config.ts';
import type { PolicySlug } from './policy.schemas.ts';
import { policies } from './policy.table.server.ts';
import { POLICY_TEXTS } from './policy.texts.server.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function policyHtml(sections: [string, string][]): string {
  return sections.map(([h, p]) => `<h2>${esc(h)}</h2>\n<p>${esc(p)}</p>`).join('\n');
}

/** The four policies in every language the locale feature seeded. */
export async function seedPolicy(services: AppServices): Promise<void> {
  const rows = await Promise.all(LOCALES.map(async (l) => [l, (await services.locale.languageByCode(l))?.id] as const));
  const byCode = new Map(rows.filter((r): r is readonly [Locale, number] => r[1] !== undefined));
  const locales = LOCALES.filter((l) => byCode.has(l));
  await services.db.insert(policies).values(
    locales.flatMap((l) =>
      (Object.keys(POLICY_TEXTS[l]) as PolicySlug[]).map((slug) => ({
        slug,
        language_id: byCode.get(l)!,
        title: POLICY_TEXTS[l][slug].title,
        content: policyHtml(POLICY_TEXTS[l][slug].sections),
      })),
    ),
  );
  services.policy.invalidate();
}
