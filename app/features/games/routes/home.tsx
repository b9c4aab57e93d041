import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogueSearch, parseCatalogueParams } from '../games.schemas';
import { gamesText } from '../games.pages.server';
import { CatalogueFilters } from '../components/catalogue-filters';
import { GameGridSkeleton } from '../components/game-grid';
import { GameRow, LazyGameRow } from '../components/game-row';
import { tileLabels } from '../components/game-tile';
import { usePlayGame } from '../play';
import { ProviderCard } from '../components/provider-card';
import { ResultList } from '../components/result-list';
import { useSamePageLoading } from '../navigation';
import { MemberRows } from '../components/member-rows';
import { PlayProvider } from '../components/play-provider';
import { memberLists } from '../play.pages.server';
import { isFiltered, loadHome, type LobbyRow } from '../games.lobby.server';
import { LobbyBar } from '../components/lobby-bar';
import { LiveWins } from '../components/live-wins';
import { CategoryGrid } from '../components/category-grid';
import { expandJson, withJson, type Expanded } from '../../../shared/json-text';
import { usePageData } from '../../../shared/page-data';
import { pageTitle } from '../../../shared/seo';
import type { Route } from './+types/home';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['games'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = isLocale(params.lang) ? params.lang : 'en';
  const ctx = getServerContext(context);
  const { services } = ctx;
  const filters = parseCatalogueParams(new URL(request.url).searchParams);
  const [data, member] = await Promise.all([loadHome(services.games, locale, filters), ctx.member()]);
  // A member's favourites (the hearts) and, on the lobby, the recently played row.
  const mine = member ? await memberLists(services, member.id, { recent: !isFiltered(filters) }) : null;
  // Some 200 values (rows of tiles, providers, categories): one JSON text for React Router's data transfer.
  return withJson({ ...data, filters, mine, title: gamesText(services.catalogs, locale, 'meta', 'home_title') }, {});
}

type HomeData = Expanded<Awaited<ReturnType<typeof loader>>>;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return loaderData ? [pageTitle(matches, expandJson(loaderData).title)] : [];
}

/** Tiles of the first row that a phone or a desktop shows on its first screen: their pictures load first. */
const PRIORITY_TILES = 6;
/**
 * At once, but not ahead of the lead banner above them (the home page's largest paint, announced first in the head
 * with a high priority): six more high-priority pictures would share the phone's first connections and bandwidth with
 * it and the style sheet. The browser raises the pictures it finds on the screen itself once the page is laid out.
 */
const FIRST_SCREEN_PRIORITY = 'eager';

export default function Home({ loaderData }: Route.ComponentProps) {
  const d = expandJson(loaderData);
  return (
    <PlayProvider favourites={d.mine?.favourites}>
      <Lobby d={d} />
    </PlayProvider>
  );
}

function Lobby({ d }: { d: HomeData }) {
  const { t } = useTranslation('games');
  const { lang } = useParams();
  const { member } = usePageData();
  const loading = useSamePageLoading();
  const onPlay = usePlayGame();
  // Translated once for the hundred-odd tiles of the page.
  const rowProps = useMemo(() => ({ labels: tileLabels(t), seeAll: t('see_all'), onPlay }), [t, onPlay]);
  const base = `/${lang}`;
  const section = (r: LobbyRow, i: number) => {
    const row = {
      id: r.id,
      title: t(`sections.${r.id}`),
      href: `${base}/games${r.filter}`,
      form: r.form,
      ...rowProps,
    };
    // The sections below the first screen fetch their games as the player scrolls near them.
    return r.games ? (
      <GameRow
        key={r.id}
        {...row}
        games={r.games}
        priorityTiles={i === 0 ? PRIORITY_TILES : 0}
        priority={FIRST_SCREEN_PRIORITY}
        paintLater={i > 0}
      />
    ) : (
      <LazyGameRow key={r.id} {...row} />
    );
  };
  return (
    <div className="mx-auto w-full max-w-frame space-y-6 px-3 pb-8 pt-1 md:space-y-8 md:px-6">
      <h1 className="sr-only">{d.title}</h1>
      <LobbyBar lang={lang ?? 'en'} member={Boolean(member)} onPlay={onPlay} />
      <CatalogueFilters params={d.filters} providers={d.providers} />
      {d.mode === 'results' ? (
        <ResultList
          result={d.result}
          q={d.filters.q}
          loading={loading}
          pageHref={(page) => `${base}${catalogueSearch({ ...d.filters, page })}`}
          clearHref={base}
        />
      ) : loading ? (
        <GameGridSkeleton />
      ) : (
        <>
          {d.mine && <MemberRows recent={d.mine.recent} recentHref={`${base}/games?tag=history`} {...rowProps} />}
          {/* Highlights (large tiles), live wins, the category grid, new games, the hot top ten, providers, live casino. */}
          {d.rows.slice(0, 1).map(section)}
          <LiveWins />
          <CategoryGrid
            heading={t('lobby.categories')}
            categories={d.categories}
            base={base}
            count={(n) => t('providers.games_count', { n })}
          />
          {d.rows.slice(1, 3).map((r, i) => section(r, i + 1))}
          <section aria-labelledby="row-providers" className="paint-later space-y-2">
            <div className="flex items-end justify-between gap-2">
              <h2 id="row-providers" className="text-base font-bold md:text-lg">
                {t('providers.heading')}
              </h2>
              <Link to={`${base}/providerselect`} className="text-sm font-semibold text-primary hover:underline">
                {t('see_all')}
              </Link>
            </div>
            <ul className="scrollbar-none -mx-3 flex gap-2 overflow-x-auto px-3 md:mx-0 md:grid md:grid-cols-6 md:gap-3 md:overflow-visible md:px-0 xl:grid-cols-8 2xl:grid-cols-12">
              {d.providers.map((p) => (
                <li key={p.code} className="w-32 shrink-0 md:w-auto">
                  <ProviderCard provider={p} href={`${base}/providerselect?provider=${p.code}`} />
                </li>
              ))}
            </ul>
          </section>
          {d.rows.slice(3).map((r, i) => section(r, i + 3))}
        </>
      )}
    </div>
  );
}
