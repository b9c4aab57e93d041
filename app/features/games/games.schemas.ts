/**
 * Shapes of the game catalogue shared by the server and the pages, and the parsing of the lobby's URL
 * search params (filters live in the URL so the server renders the filtered result).
 */

export const CATEGORY_CODES = [
  'slot',
  'live-casino',
  'sport',
  'crash',
  'arcade',
  'fishing',
  'virtual',
  'table',
  'megaways',
  'jackpot',
  'lotto',
  'cash-drop',
] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];

export const TAG_TYPES = ['all', 'new', 'hot', 'demo', 'history', 'group'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The default lazy-image placeholder (the spec's game-not-found image). */
export const NOT_FOUND_ART_URL = '/media/games/not-found.svg';

/** The spec's game tag limit. */
export const TAG_LIMIT = 8;

export interface Provider {
  id: number;
  code: string;
  name: string;
  logo: string;
  use_iframe: boolean;
  is_demo: boolean;
  is_freespin: boolean;
  order_no: number;
  /** Active games of the provider (in the requested category when one was given). */
  game_count: number;
}

export interface GameCategory {
  id: number;
  code: string;
  /** In the requested language, else the default name. */
  name: string;
  order_no: number;
}

export interface GameCategoryWithCounts extends GameCategory {
  game_count: number;
  providers: { id: number; code: string; name: string; logo: string; game_count: number }[];
}

export interface Tag {
  id: number;
  code: string;
  type: TagType;
  name: string;
  order_no: number;
}

export interface Game {
  id: number;
  game_code: string;
  name: string;
  image: string;
  provider_id: number;
  provider: { id: number; code: string; name: string; use_iframe: boolean; is_demo: boolean };
  game_category_id: number;
  category_code: string;
  is_new: boolean;
  is_hot: boolean;
  is_highlight: boolean;
  is_demo: boolean;
  rtp: number | null;
  order_no: number;
  created_at: string;
  /** The engine of the demo game server that plays it (slot, crash, roulette, live-roulette, blackjack, …). */
  engine: string;
}

/**
 * What a game tile needs: the slim shape pages send to the browser (a lobby sends well over a hundred). The launch
 * reads the rest of the game on the server with AppServices.games.getGame(id).
 */
export interface GameCard {
  id: number;
  name: string;
  image: string;
  provider_name: string;
  /** The provider opens its games in the casino's game page (iframe) rather than a window of its own. */
  use_iframe: boolean;
  is_new: boolean;
  is_hot: boolean;
  is_demo: boolean;
}

export function toCard(g: Game): GameCard {
  return {
    id: g.id,
    name: g.name,
    image: g.image,
    provider_name: g.provider.name,
    use_iframe: g.provider.use_iframe,
    is_new: g.is_new,
    is_hot: g.is_hot,
    is_demo: g.is_demo,
  };
}

/** toCard that gives the same object for a game met again, so a page's data carries each game once. */
export function cardMaker(): (g: Game) => GameCard {
  const seen = new Map<number, GameCard>();
  return (g) => {
    let card = seen.get(g.id);
    if (!card) seen.set(g.id, (card = toCard(g)));
    return card;
  };
}

/** How a person wants to play: with money, or demo play on a fun balance. */
export type PlayMode = 'real' | 'demo';

export interface Page<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

export const LOBBY_SECTIONS = ['highlight', 'new', 'hot', 'live_casino'] as const;
export type LobbySectionKey = (typeof LOBBY_SECTIONS)[number];

export interface LobbySection {
  key: LobbySectionKey;
  games: Game[];
}

export interface ProviderGames {
  provider: Provider;
  total: number;
  games: Game[];
}

/** Sort orders a person can pick: the operator's order, name A–Z, name Z–A. */
export const SORTS = ['order', 'az', 'za'] as const;
export type Sort = (typeof SORTS)[number];

/** Games per page of a filtered result. */
export const PAGE_SIZE = 24;
export const SEARCH_MAX = 60;

export interface CatalogueParams {
  q: string;
  sort: Sort;
  provider: string | null;
  category: string | null;
  tag: string | null;
  page: number;
}

const CODE_RE = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Reads catalogue filters from a URL. Values a person cannot have meant (a page of "abc", an unknown sort) fall back
 * to the default instead of failing the page.
 */
export function parseCatalogueParams(params: URLSearchParams): CatalogueParams {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const sortRaw = params.get('sort');
  const sort = (SORTS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as Sort) : 'order';
  const code = (name: string) => {
    const v = params.get(name)?.trim().toLowerCase() ?? '';
    return CODE_RE.test(v) ? v : null;
  };
  const pageRaw = Number(params.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1;
  return { q, sort, provider: code('provider'), category: code('category'), tag: code('tag'), page };
}

/** The URL search string for a set of filters, leaving out defaults so links stay short and canonical. */
export function catalogueSearch(params: Partial<CatalogueParams>): string {
  const out = new URLSearchParams();
  if (params.category) out.set('category', params.category);
  if (params.tag) out.set('tag', params.tag);
  if (params.provider) out.set('provider', params.provider);
  if (params.q) out.set('q', params.q);
  if (params.sort && params.sort !== 'order') out.set('sort', params.sort);
  if (params.page && params.page > 1) out.set('page', String(params.page));
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** The progressive jackpot's pool as the lobby shows it (the provider's `/api/jackpot`), in integer minor units. */
export interface Jackpot {
  pool: number;
  currency: string;
  /** ISO time the provider last changed it. */
  updated_at: string;
}
