import type { Catalogs } from '../../i18n/catalog.server.ts';
import type { Locale } from '../../i18n/config.ts';
import type { GamesService } from './games.service.server.ts';
import { PAGE_SIZE, TAG_LIMIT, toCard, type CatalogueParams, type GameCard, type Tag } from './games.schemas.ts';

/** A text of the games namespace, for what is rendered outside React (the document title). */
export function gamesText(catalogs: Catalogs, locale: Locale, group: string, key: string): string {
  const ns = (catalogs[locale]?.games ?? catalogs.en?.games ?? {}) as Record<
    string,
    Record<string, string> | undefined
  >;
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

/**
 * A member's last played games (latest first) in a category and of a provider: what a tag of type 'history'
 * lists. Only members have one; for visitors the history tag is not shown.
 */
export type HistoryLookup = (q: { categoryCode?: string; providerCode?: string }) => Promise<GameCard[]>;

/** A history page: searched by name, sorted by name when asked (latest first otherwise), one page of it. */
async function historyResult(
  history: HistoryLookup,
  params: CatalogueParams,
): Promise<{ total: number; data: GameCard[] }> {
  let list = await history({ categoryCode: params.category ?? undefined, providerCode: params.provider ?? undefined });
  if (params.q) {
    const q = params.q.toLowerCase();
    list = list.filter((g) => g.name.toLowerCase().includes(q));
  }
  if (params.sort !== 'order') {
    const dir = params.sort === 'az' ? 1 : -1;
    list = [...list].sort(
      (a, b) =>
        dir *
        (a.name.toLowerCase() < b.name.toLowerCase()
          ? -1
          : a.name.toLowerCase() > b.name.toLowerCase()
            ? 1
            : a.id - b.id),
    );
  }
  const skip = (params.page - 1) * PAGE_SIZE;
  return { total: list.length, data: list.slice(skip, skip + PAGE_SIZE) };
}

/**
 * Data of the games page: category tabs with counts, up to 8 tags, providers, and the filtered page of games. With a
 * member's history, tags of type 'history' show and list the member's last played games.
 */
export async function loadCataloguePage(
  games: GamesService,
  locale: Locale,
  params: CatalogueParams,
  options: { history?: HistoryLookup } = {},
) {
  const { history } = options;
  // Every tag (cached): the public list is the first TAG_LIMIT; a member's history tag is added wherever it sits.
  const tagsRead = games.tags(locale);
  const historyTag =
    history && params.tag ? (await tagsRead).some((t) => t.code === params.tag && t.type === 'history') : false;
  const [categories, allTags, result] = await Promise.all([
    games.categoryList(locale),
    tagsRead,
    historyTag && history
      ? historyResult(history, params).then((r) => ({ total: r.total, data: null, cards: r.data }))
      : games
          .listGames({
            categoryCode: params.category ?? undefined,
            providerCode: params.provider ?? undefined,
            tagCode: params.tag ?? undefined,
            search: params.q || undefined,
            sort: params.sort,
            limit: PAGE_SIZE,
            skip: (params.page - 1) * PAGE_SIZE,
          })
          .then((p) => ({ total: p.total, data: p.data, cards: null })),
  ]);
  // The member's history is not part of the public catalogue: its tag shows to members only.
  const tags: Tag[] = [
    ...allTags.slice(0, TAG_LIMIT).filter((t) => t.type !== 'history'),
    ...(history ? allTags.filter((t) => t.type === 'history') : []),
  ];
  const category = categories.find((c) => c.code === params.category) ?? null;
  // The provider filter lists those with games in the chosen category (all of them otherwise).
  const providerMap = new Map<string, { code: string; name: string }>();
  for (const c of category ? [category] : categories)
    for (const p of c.providers) providerMap.set(p.code, { code: p.code, name: p.name });
  return {
    categories: categories.map((c) => ({ code: c.code, name: c.name, game_count: c.game_count })),
    tags: tags.map((t) => ({ code: t.code, name: t.name, all: t.type === 'all' })),
    providers: [...providerMap.values()],
    result: result.cards
      ? {
          games: result.cards,
          total: result.total,
          page: params.page,
          pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
        }
      : resultPage({ total: result.total, data: result.data! }, params.page),
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
  const cards = providers
    .filter((p) => p.game_count > 0)
    .map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count }));
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
