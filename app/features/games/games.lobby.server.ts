import type { Locale } from '../../i18n/config.ts';
import type { GamesService } from './games.service.server.ts';
import { cardMaker, PAGE_SIZE, toCard, type CatalogueParams, type GameCard } from './games.schemas.ts';

/** Games per lobby section (highlight, new, hot, live casino) and per category row. */
export const SECTION_SIZE = 12;
export const CATEGORY_ROW_SIZE = 8;
/**
 * Rows drawn with the page: the first screen of a phone or a desktop. The rows below come with their heading and
 * "See all" link only; their games are fetched when the player scrolls near them (lobby-row.ts), so the page's HTML
 * and the data it hydrates carry two rows of games instead of every row.
 */
export const FIRST_SCREEN_ROWS = 2;

/** A lobby row: a section (highlight, new, hot, live casino) or a category. */
export interface LobbyRow {
  /** 'highlight', … or 'category-<code>' */
  id: string;
  /** The section's key (its title is a text of the page), or null for a category (titled by its name). */
  section: string | null;
  /** The category's name (in the page's language). */
  name: string | null;
  /** The games page's filter for "See all" ('?tag=new', '?category=slots', '' for every game). */
  filter: string;
  /** Its games, or null when they load as the player scrolls. */
  games: GameCard[] | null;
}

/** Where each lobby section's "See all" leads on the games page. */
const SECTION_FILTERS: Record<string, string> = {
  highlight: '',
  new: '?tag=new',
  hot: '?tag=popular',
  live_casino: '?category=live-casino',
};

/** Every row of the lobby with its games, in the page's order (sections, then the categories but live casino). */
async function lobbyRows(games: GamesService, locale: Locale): Promise<(LobbyRow & { games: GameCard[] })[]> {
  const [sections, rows, categories] = await Promise.all([
    games.firstPage(SECTION_SIZE),
    games.categoryRows(CATEGORY_ROW_SIZE),
    games.categories(locale),
  ]);
  const card = cardMaker();
  return [
    ...sections.map((s) => ({
      id: s.key,
      section: s.key,
      name: null,
      filter: SECTION_FILTERS[s.key] ?? '',
      games: s.games.map(card),
    })),
    ...categories
      .filter((c) => c.code !== 'live-casino')
      .map((c) => ({
        id: `category-${c.code}`,
        section: null,
        name: c.name,
        filter: `?category=${c.code}`,
        games: (rows.get(c.id) ?? []).map(card),
      })),
  ].filter((r) => r.games.length > 0);
}

/** The games of one lobby row (for the rows loaded as the player scrolls), or null for an unknown row. */
export async function loadLobbyRow(games: GamesService, locale: Locale, id: string): Promise<GameCard[] | null> {
  return (await lobbyRows(games, locale)).find((r) => r.id === id)?.games ?? null;
}

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
      providers: providers
        .filter((p) => p.game_count > 0)
        .map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count })),
      result: {
        games: result.data.map(toCard),
        total: result.total,
        page: params.page,
        pages: Math.max(1, Math.ceil(result.total / PAGE_SIZE)),
      },
    };
  }
  const [rows, categories, providers] = await Promise.all([
    lobbyRows(games, locale),
    games.categories(locale),
    games.providers(),
  ]);
  return {
    mode: 'lobby' as const,
    providers: providers
      .filter((p) => p.game_count > 0)
      .map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count })),
    /** The category chips. */
    categories: categories.map((c) => ({ code: c.code, name: c.name })),
    rows: rows.map((r, i): LobbyRow => (i < FIRST_SCREEN_ROWS ? r : { ...r, games: null })),
  };
}
