import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogueSearch, parseCatalogueParams } from '../games.schemas';
import { gamesText, loadCataloguePage } from '../games.pages.server';
import { CatalogueFilters } from '../components/catalogue-filters';
import { ChipNav } from '../components/chip-nav';
import { ResultList } from '../components/result-list';
import { useSamePageLoading } from '../navigation';
import { tileLabels } from '../components/game-tile';
import { usePlayGame } from '../play';
import { MemberRows } from '../components/member-rows';
import { PlayProvider } from '../components/play-provider';
import { historyLookup, memberLists } from '../play.pages.server';
import { pageTitle } from '../../../shared/seo';
import type { Route } from './+types/games';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['games'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'en';
  const ctx = getServerContext(context);
  const { services } = ctx;
  const filters = parseCatalogueParams(new URL(request.url).searchParams);
  const member = await ctx.member();
  // Members also have the history tag (their last played games), their favourites and recently played rows.
  const unfiltered = !filters.q && !filters.tag && !filters.provider && filters.page === 1;
  const [data, mine] = await Promise.all([
    loadCataloguePage(services.games, locale, filters, member ? { history: historyLookup(services, member.id) } : {}),
    member ? memberLists(services, member.id, { categoryCode: filters.category, recent: unfiltered }) : null,
  ]);
  return {
    ...data,
    filters,
    mine,
    rows: unfiltered,
    title: gamesText(services.catalogs, locale, 'meta', 'games_title'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? [pageTitle(matches, loaderData.title)] : [];
}

/** Category browse: category tabs, tags, provider, search and sort, all in the URL. */
export default function Games({ loaderData }: Route.ComponentProps) {
  return (
    <PlayProvider favourites={loaderData.mine?.favourites}>
      <GamesPage d={loaderData} />
    </PlayProvider>
  );
}

function GamesPage({ d }: { d: Route.ComponentProps['loaderData'] }) {
  const { t } = useTranslation('games');
  const { lang } = useParams();
  const onPlay = usePlayGame();
  const rowProps = useMemo(() => ({ labels: tileLabels(t), seeAll: t('see_all'), onPlay }), [t, onPlay]);
  const loading = useSamePageLoading();
  const base = `/${lang}/games`;
  const f = d.filters;
  const category = d.categories.find((c) => c.code === f.category);
  return (
    <div className="mx-auto w-full max-w-frame space-y-4 px-3 pb-8 pt-4 md:px-6">
      <h1 className="text-xl font-bold md:text-2xl">{category?.name ?? t('categories.all')}</h1>
      <ChipNav
        label={t('categories.label')}
        chips={[
          {
            key: '',
            label: t('categories.all'),
            href: `${base}${catalogueSearch({ ...f, category: null, provider: null, page: 1 })}`,
            active: !category,
          },
          ...d.categories.map((c) => ({
            key: c.code,
            label: c.name,
            count: c.game_count,
            href: `${base}${catalogueSearch({ ...f, category: c.code, provider: null, page: 1 })}`,
            active: c.code === f.category,
          })),
        ]}
      />
      {d.tags.length > 0 && (
        <ChipNav
          variant="tag"
          label={t('tags.label')}
          chips={d.tags.map((tag) => ({
            key: tag.code,
            label: tag.name,
            href: `${base}${catalogueSearch({ ...f, tag: tag.all ? null : tag.code, page: 1 })}`,
            active: tag.all ? !f.tag || f.tag === tag.code : tag.code === f.tag,
          }))}
        />
      )}
      <CatalogueFilters params={f} providers={d.providers} keep={{ category: category?.code ?? null, tag: f.tag }} />
      {d.mine && d.rows && !loading && (
        <MemberRows
          recent={d.mine.recent}
          categoryCode={category?.code ?? null}
          recentHref={`${base}${catalogueSearch({ category: category?.code ?? null, tag: 'history' })}`}
          {...rowProps}
        />
      )}
      <ResultList
        result={d.result}
        q={f.q}
        loading={loading}
        pageHref={(page) => `${base}${catalogueSearch({ ...f, page })}`}
        clearHref={`${base}${catalogueSearch({ category: category?.code ?? null })}`}
      />
    </div>
  );
}
