import type { Locale } from '../../i18n/config.ts';
import type { GamesService } from './games.service.server.ts';
import { categoryArtUrl } from './games.art.server.ts';
import {
  cardMaker,
  PAGE_SIZE,
  toCard,
  type CatalogueParams,
  type GameCard,
  type LobbySectionKey,
} from './games.schemas.ts';

/** Games per lobby section (highlight, new, hot, live casino). */
export const SECTION_SIZE = 12;
/** The hot games are shown ranked: the top ten. */
export const HOT_SIZE = 10;

/**
 * The lobby's sections, in the page's order, each in a form of its own: the highlights as large tiles (the first
 * screen: its games come with the page), the new games as a row, the hot games ranked, live casino as wide tables. The
 * sections below the first screen come with their heading and "See all" link only; their games are fetched when the
 * player scrolls near them (lobby-row.ts), so the page's HTML and the data it hydrates carry one section of games.
 */
export const LOBBY_LAYOUT: { key: LobbySectionKey; form: LobbyForm }[] = [
  { key: 'highlight', form: 'large' },
  { key: 'new', form: 'row' },
  { key: 'hot', form: 'ranked' },
  { key: 'live_casino', form: 'wide' },
];

/** How a section shows its games: tiles, larger tiles, ranked tiles, or wide (landscape) tiles. */
export type LobbyForm = 'large' | 'row' | 'ranked' | 'wide';

/** A lobby section. */
export interface LobbyRow {
  /** The section's key: its id in the page ('highlight', 'new', 'hot', 'live_casino') and the key of its title. */
  id: LobbySectionKey;
  form: LobbyForm;
  /** The games page's filter for "See all" ('?tag=new', '?category=live-casino', '' for every game). */
  filter: string;
  /** Its games, or null when they load as the player scrolls. */
  games: GameCard[] | null;
}

/** Where each lobby section's "See all" leads on the games page. */
const SECTION_FILTERS: Record<LobbySectionKey, string> = {
  highlight: '',
  new: '?tag=new',
  hot: '?tag=popular',
  live_casino: '?category=live-casino',
};

/** Every section of the lobby with its games, in the page's order; empty sections are left out. */
async function lobbyRows(games: GamesService): Promise<(LobbyRow & { games: GameCard[] })[]> {
  const sections = await games.firstPage(SECTION_SIZE);
  const card = cardMaker();
  return LOBBY_LAYOUT.map(({ key, form }) => {
    const section = sections.find((s) => s.key === key);
    const list = (section?.games ?? []).slice(0, form === 'ranked' ? HOT_SIZE : SECTION_SIZE);
    return { id: key, form, filter: SECTION_FILTERS[key], games: list.map(card) };
  }).filter((r) => r.games.length > 0);
}

/** The games of one lobby section (for the sections loaded as the player scrolls), or null for an unknown one. */
export async function loadLobbyRow(games: GamesService, id: string): Promise<GameCard[] | null> {
  return (await lobbyRows(games)).find((r) => r.id === id)?.games ?? null;
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
    lobbyRows(games),
    games.categoryList(locale),
    games.providers(),
  ]);
  return {
    mode: 'lobby' as const,
    providers: providers
      .filter((p) => p.game_count > 0)
      .map((p) => ({ code: p.code, name: p.name, logo: p.logo, game_count: p.game_count })),
    /** The category chips and the category grid: code, name, its games and its picture. */
    categories: categories
      .filter((c) => c.game_count > 0)
      .map((c) => ({ code: c.code, name: c.name, game_count: c.game_count, art: categoryArtUrl(c) })),
    rows: rows.map((r, i): LobbyRow => (i === 0 ? r : { ...r, games: null })),
  };
}
