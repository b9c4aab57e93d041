import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogueSearch, parseCatalogueParams } from '../games.schemas';
import { gamesText, loadProviderPage } from '../games.pages.server';
import { CatalogueFilters } from '../components/catalogue-filters';
import { ChipNav } from '../components/chip-nav';
import { ProviderCard } from '../components/provider-card';
import { ResultList } from '../components/result-list';
import { useSamePageLoading } from '../navigation';
import { PlayProvider } from '../components/play-provider';
import { memberLists } from '../play.pages.server';
import { pageTitle } from '../../../shared/seo';
import type { Route } from './+types/providerselect';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['games'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'en';
  const ctx = getServerContext(context);
  const { services } = ctx;
  const filters = parseCatalogueParams(new URL(request.url).searchParams);
  const [data, member] = await Promise.all([loadProviderPage(services.games, locale, filters), ctx.member()]);
  const title = data.provider?.name ?? gamesText(services.catalogs, locale, 'meta', 'providers_title');
  // A member's favourites, for the hearts of the provider's games.
  const favourites =
    member && data.result ? (await memberLists(services, member.id, { recent: false })).favourites : null;
  return { ...data, filters, favourites, title };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? [pageTitle(matches, loaderData.title)] : [];
}

/** The providers grid; with ?provider=<code>, that provider's games by category, searchable and sortable. */
export default function ProviderSelect({ loaderData }: Route.ComponentProps) {
  return (
    <PlayProvider favourites={loaderData.favourites}>
      <ProviderSelectPage d={loaderData} />
    </PlayProvider>
  );
}

function ProviderSelectPage({ d }: { d: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation('games');
  const { lang } = useParams();
  const loading = useSamePageLoading();
  const base = `/${lang}/providerselect`;
  const f = d.filters;

  if (!d.provider || !d.result) {
    return (
      <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
        <h1 className="text-xl font-bold md:text-2xl">{t('providers.choose')}</h1>
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:gap-3 lg:grid-cols-4 xl:grid-cols-5 2xl:grid-cols-6">
          {d.providers.map((p) => (
            <li key={p.code}>
              <ProviderCard
                provider={p}
                href={`${base}?provider=${p.code}`}
                count={t('providers.games_count', { n: p.game_count })}
              />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const provider = d.provider;
  const category = d.categories.find((c) => c.code === f.category);
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
      <Link to={base} className="inline-flex items-center gap-1 text-sm font-semibold text-text-muted hover:text-text">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current" strokeWidth="2">
          <path d="m15 18-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('providers.back')}
      </Link>
      <div className="flex items-center gap-3 rounded-2xl bg-surface p-3 ring-1 ring-border/70 md:gap-4 md:p-4">
        <img src={provider.logo} alt="" width={240} height={96} className="h-12 w-auto md:h-16" />
        <div className="min-w-0">
          <h1 className="truncate text-lg font-bold md:text-2xl">{provider.name}</h1>
          <p className="text-sm text-text-muted">{t('providers.games_count', { n: provider.game_count })}</p>
        </div>
      </div>
      {d.categories.length > 1 && (
        <ChipNav
          label={t('categories.label')}
          chips={[
            {
              key: '',
              label: t('categories.all'),
              count: provider.game_count,
              href: `${base}${catalogueSearch({ ...f, category: null, page: 1 })}`,
              active: !category,
            },
            ...d.categories.map((c) => ({
              key: c.code,
              label: c.name,
              count: c.game_count,
              href: `${base}${catalogueSearch({ ...f, category: c.code, page: 1 })}`,
              active: c.code === f.category,
            })),
          ]}
        />
      )}
      <CatalogueFilters params={f} keep={{ provider: provider.code, category: category?.code ?? null }} />
      <ResultList
        result={d.result}
        q={f.q}
        loading={loading}
        pageHref={(page) => `${base}${catalogueSearch({ ...f, page })}`}
        clearHref={`${base}${catalogueSearch({ provider: provider.code })}`}
      />
    </div>
  );
}
