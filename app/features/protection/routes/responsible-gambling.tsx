import { useTranslation } from 'react-i18next';
import { data, Link, useSearchParams } from 'react-router';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { helplinesFor } from '../protection.helplines';
import type { Route } from './+types/responsible-gambling';

export const handle = { i18n: ['protection'] };

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'protection', 'rg.title')];
}

export function loader({ params }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  return null;
}

const TOOLS = [
  { anchor: 'deposit', key: 'deposit' },
  { anchor: 'loss', key: 'loss' },
  { anchor: 'play', key: 'play' },
  { anchor: 'time-out', key: 'exclusion' },
] as const;

/**
 * responsible-gambling: how to stay in control, the tools one click away (setting/limits and its sections), the signs
 * of a problem and help lines per country. After a time-out or self-exclusion the member lands here, logged out.
 */
export default function ResponsibleGamblingPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation('protection');
  const [search] = useSearchParams();
  const excluded = search.get('excluded');
  const base = `/${params.lang}`;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-12 pt-6 md:px-6 md:pt-10">
      {excluded === 'timeout' || excluded === 'self' ? (
        <p role="status" className="rounded-2xl border border-success/40 bg-success/10 p-4 text-sm font-medium">
          {t(excluded === 'self' ? 'rg.excludedSelf' : 'rg.excludedTimeout')}
        </p>
      ) : null}
      <header>
        <h1 className="text-3xl font-bold">{t('rg.title')}</h1>
        <p className="mt-3 leading-relaxed text-text-muted">{t('rg.intro')}</p>
      </header>
      <section aria-labelledby="rg-tools" className="rounded-2xl border border-border bg-surface p-5">
        <h2 id="rg-tools" className="text-lg font-bold">
          {t('rg.toolsTitle')}
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link
                to={`${base}/setting/limits#${tool.anchor}`}
                className="flex h-full flex-col rounded-xl border border-border bg-surface-alt p-4 hover:border-primary"
              >
                <span className="font-semibold text-primary">{t(`rg.tools.${tool.key}.title`)}</span>
                <span className="mt-1 text-sm text-text-muted">{t(`rg.tools.${tool.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rg-signs">
        <h2 id="rg-signs" className="text-lg font-bold">
          {t('rg.signsTitle')}
        </h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-text-muted">
          {(['chasing', 'more', 'borrow', 'hide', 'mood'] as const).map((k) => (
            <li key={k}>{t(`rg.signs.${k}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rg-help">
        <h2 id="rg-help" className="text-lg font-bold">
          {t('rg.helpTitle')}
        </h2>
        <p className="mt-2 text-sm text-text-muted">{t('rg.helpIntro')}</p>
        <ul className="mt-3 divide-y divide-border rounded-2xl border border-border bg-surface">
          {helplinesFor(params.lang).map((h) => (
            <li
              key={`${h.country}-${h.name}`}
              className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3"
            >
              <span>
                <span className="block text-xs uppercase tracking-wide text-text-muted">
                  {h.country === 'International' ? t('rg.international') : h.country}
                </span>
                <a
                  href={h.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold underline-offset-4 hover:underline"
                >
                  {h.name}
                  <span className="sr-only"> {t('rg.opensInNewTab')}</span>
                </a>
              </span>
              {h.phone ? (
                <a
                  href={`tel:${h.phone.replace(/[^\d+]/g, '')}`}
                  className="font-mono text-sm font-semibold text-primary"
                >
                  {h.phone}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
