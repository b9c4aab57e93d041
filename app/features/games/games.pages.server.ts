import type { Catalogs } from '../../i18n/catalog.server.ts';
import type { Locale } from '../../i18n/config.ts';
import type { GamesService } from './games.service.server.ts';
import { PAGE_SIZE, TAG_LIMIT, toCard, type CatalogueParams, type GameCard, type Tag } from './games.schemas.ts';

/** A text of the games namespace, for what is rendered outside React (the document title). */
export function gamesText(catalogs: Catalogs, locale: Locale, group: string, key: string): string {
  const ns = (catalogs[locale]?.games ?? catalogs.en?.games ?? {}) as Record<string, Record<string, string> | undefined>;
  return ns[group]?.[key] ?? key;
}

export interface ResultPage {
  games: GameCard[];
  total: number;
  page: number;
  pages: number;
}

function resultPage(p: { total: number; data: Parameters<typeof toCard>[0][] }, page: number): ResultPage {
  return { games: p.data.map(toCard), total: p.total, page, pages: Math.max(1, Math.ceil(p.total / PAGE_SIZE)) };
}

/** Whether a tag narrows the list here (the member's history is not part of the public catalogue). */
const browsable = (t: Tag) => t.type !== 'history';

/** Data of the games page: category tabs with counts, up to 8 tags, providers, and the filtered page of games. */
export async function loadCataloguePage(games: GamesService, locale: Locale, params: CatalogueParams) {
  const [categories, tags, result] = await Promise.all([
    games.categoryList(locale),
    games.tags(locale, TAG_LIMIT),
    games.listGames({
      categoryCode: params.category ?? undefined,
      providerCode: params.provider ?? undefined,
      tagCode: params.tag ?? undefined,
      search: params.q || undefined,
      sort: params.sort,
      limit: PAGE_SIZE,
      skip: (params.page - 1) * PAGE_SIZE,
    }),
  ]);
  const category = categories.find((c) => c.code === params.category) ?? null;
  // The provider filter lists those with games in the chosen category (all of them otherwise).
  const providerMap = new Map<string, { code: string; name: string }>();
  for (const c of category ? [category] : categories) for (const p of c.providers) providerMap.set(p.code, { code: p.code, name: p.name });
  return {
    categories: categories.map((c) => ({ code: c.code, name: c.name, game_count: c.game_count })),
    tags: tags.filter(browsable).map((t) => ({ code: t.code, name: t.name, all: t.type === 'all' })),
    providers: [...providerMap.values()],
    result: resultPage(result, params.page),
  };
}

/** Data of the provider page: every provider, or one provider's games with its categories as tabs. */
export async function loadProviderPage(games: GamesService, locale: Locale, params: CatalogueParams) {
  const [providers, categories, result] = await Promise.all([
    games.providers(),
    games.categoryList(locale),
    params.provider
      ? games.listGames({
        providerCode: params.provider,
        categoryCode: params.category ?? undefined,
        search: params.q || undefined,
        sort: params.sort,
        limit: PAGE_SIZE,
        skip: (params.page - 1) * PAGE_SIZE,
      })
      : null,
  ]);
  const provider = providers.find((p) => p.code === params.provider) ?? null;
  const cards = providers.filter((p) => p.game_count > 0).map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count }));
  if (!provider || !result) return { providers: cards, provider: null, categories: [], result: null };
  const tabs = categories.flatMap((c) => {
    const mine = c.providers.find((p) => p.code === provider.code);
    return mine ? [{ code: c.code, name: c.name, game_count: mine.game_count }] : [];
  });
  return {
    providers: cards,
    provider: { code: provider.code, name: provider.name, logo: provider.logo, game_count: provider.game_count },
    categories: tabs,
    result: resultPage(result, params.page),
  };
}
