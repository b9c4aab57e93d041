/**
 * Which catalog namespaces a page hands to the browser.
 *
 * A route module declares the namespaces its components use: `export const handle = { i18n: ['games'] }`.
 * The page gets BASE_NAMESPACES (the frame, error pages and the error modal) plus the namespaces of every matched
 * route. A page whose own route declares nothing gets every namespace of the locale, so a page without a handle is
 * never missing a string. In the browser, a namespace the page did not get (a modal's, the next page's) is fetched
 * from /locales/<locale>/<namespace>.json when a component first asks for it.
 */
import { fromJsonText, rememberJsonText, type JsonText } from '../shared/json-text.ts';

export const BASE_NAMESPACES: readonly string[] = ['common', 'shell'];

/** What a route module's `handle` may say about its strings. */
export interface I18nHandle {
  i18n?: readonly string[];
}

function handleNamespaces(handle: unknown): readonly string[] | undefined {
  const list = (handle as I18nHandle | null | undefined)?.i18n;
  return Array.isArray(list) ? list : undefined;
}

/** A route of the server build, as far as this needs it. */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { handle?: unknown };
}

/** The route pattern React Router reports to loaders for a match ending at this route (':lang/games'). */
function patternOf(
  route: BuildRoute,
  routes: Record<string, BuildRoute | undefined>,
): { pattern: string; chain: BuildRoute[] } {
  const chain: BuildRoute[] = [];
  for (let r: BuildRoute | undefined = route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
  const pattern =
    chain
      .map((r) => r.path)
      .filter(Boolean)
      .join('/')
      .replace(/\/\/+/g, '/') || '/';
  return { pattern, chain };
}

/**
 * Route pattern → the namespaces its page needs (null: every namespace). A pattern's page is its deepest route
 * (':lang' is the index page, not the layouts around it); routes that share a pattern at the same depth add up.
 */
export function namespacesByPattern(
  routes: Record<string, BuildRoute | undefined>,
): Map<string, readonly string[] | null> {
  const deepest = new Map<string, { depth: number; chains: BuildRoute[][] }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const { pattern, chain } = patternOf(route, routes);
    const seen = deepest.get(pattern);
    if (!seen || chain.length > seen.depth) deepest.set(pattern, { depth: chain.length, chains: [chain] });
    else if (chain.length === seen.depth) seen.chains.push(chain);
  }
  const out = new Map<string, readonly string[] | null>();
  for (const [pattern, { chains }] of deepest) {
    let all = false;
    const names = new Set(BASE_NAMESPACES);
    for (const chain of chains) {
      if (!handleNamespaces(chain[chain.length - 1].module.handle)) all = true;
      for (const r of chain) for (const ns of handleNamespaces(r.module.handle) ?? []) names.add(ns);
    }
    out.set(pattern, all ? null : [...names].sort());
  }
  return out;
}

type PageCatalog = Record<string, Record<string, unknown>>;

/**
 * Called once for each page catalog text the server makes, with the namespaces it was made of (finitely many: kept
 * for the process's life).
 */
export function rememberCatalog(text: string, catalog: PageCatalog): void {
  rememberJsonText(text as JsonText<PageCatalog>, catalog);
}

/**
 * A page's namespaces from the root loader's JSON text (`pageCatalogJson`): on the server the object the text was
 * made of, in the browser the text parsed once.
 */
export function readCatalog(text: string): PageCatalog {
  return fromJsonText(text as JsonText<PageCatalog>);
}
