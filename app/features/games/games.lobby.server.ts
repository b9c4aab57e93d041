import type { Locale } from '../../i18n/config.ts';
import type { GamesService } from './games.service.server.ts';
import { cardMaker, PAGE_SIZE, toCard, type CatalogueParams } from './games.schemas.ts';

/** Games per lobby section (highlight, new, hot, live casino) and per category row. */
export const SECTION_SIZE = 12;
export const CATEGORY_ROW_SIZE = 8;

/** A search, a provider, a sort or a later page turn the lobby into a result list. */
export function isFiltered(params: CatalogueParams): boolean {
  return Boolean(params.q || params.provider || params.sort !== 'order' || params.page > 1);
}

/** Everything the home page shows, in one round of parallel queries. */
export async function loadHome(games: GamesService, locale: Locale, params: CatalogueParams) {
  if (isFiltered(params)) {
    const [providers, result] = await Promise.all([
      games.providers(),
      games.listGames({
        providerCode: params.provider ?? undefined,
        search: params.q || undefined,
        sort: params.sort,
        limit: PAGE_SIZE,
        skip: (params.page - 1) * PAGE_SIZE,
      }),
    ]);
    return {
      mode: 'results' as const,
      providers: providers.filter((p) => p.game_count > 0).map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count })),
      result: {
        games: result.data.map(toCard),
        total: result.total,
        page: params.page,
        pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
      },
    };
  }
  const [sections, rows, categories, providers] = await Promise.all([
    games.firstPage(SECTION_SIZE),
    games.categoryRows(CATEGORY_ROW_SIZE),
    games.categories(locale),
    games.providers(),
  ]);
  const card = cardMaker();
  return {
    mode: 'lobby' as const,
    providers: providers.filter((p) => p.game_count > 0).map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count })),
    sections: sections.map((s) => ({ key: s.key, games: s.games.map(card) })),
    categories: categories.map((c) => ({ code: c.code, name: c.name, games: (rows.get(c.id) ?? []).map(card) })),
  };
}
