import { createContext, type RouterContextProvider } from 'react-router';
import type { AppServices } from '../server/services.ts';
import type { Member } from '../server/rest/service.ts';

/**
 * The server part of a history tab another feature owns (the registry of server/history-tabs.ts, beside the
 * components of app/history-tabs.tsx): reads what the tab shows for the page's address (`?tab=&from=&to=&page=`),
 * for the member, in the page's language. The history page's loader calls the active tab's, so the tab's rows come
 * with the page, before the scripts load or without them.
 */
export type HistoryTabLoader = (args: {
  services: AppServices;
  member: Member;
  search: URLSearchParams;
  locale: string;
}) => Promise<unknown>;

/** What the server hands every loader and action. */
export interface ServerContext {
  services: AppServices;
  /** The member behind the request's cookie, resolved lazily once. */
  member(): Promise<Member | null>;
  correlationId: string;
  ip: string;
  /**
   * The Content-Security-Policy nonce of this response: every script the page renders must carry it. The page
   * renderer (app/entry.server.tsx) hands it to React Router and React; components read it with useNonce().
   */
  nonce: string;
  /** Route ids of the running build (the spec's route names), for links to pages that exist. */
  routeIds(): Promise<ReadonlySet<string>>;
  /**
   * Experiment variants the page cache drew for a visitor without them (it sends their cookie itself); the shell
   * draws the page with these instead of drawing again.
   */
  variants?: Readonly<Record<string, string>>;
  /** The catalog namespaces the page of this route pattern needs (its routes' `handle.i18n`); null: all of them. */
  i18nNamespaces(pattern: string): Promise<readonly string[] | null>;
  /** The server parts of the history tabs other features own, by tab key (`deposit`, `withdraw`, `activity`). */
  historyTabs: Readonly<Record<string, HistoryTabLoader>>;
  /**
   * The text of one of the build's style sheets by its address (`/assets/….css`), for a page that carries its styles
   * in itself (app/entry.server.tsx, inlineStyleSheets); null when there is none (the development server).
   */
  styleSheet?(href: string): string | null;
}

const KEY = Symbol.for('casino.server-context');
type Holder = { [KEY]?: ReturnType<typeof createContext<ServerContext>> };

/** One token per process, shared by the Fastify server and the built route modules. */
export const serverContext = ((globalThis as Holder)[KEY] ??= createContext<ServerContext>());

export function getServerContext(context: Readonly<RouterContextProvider>): ServerContext {
  return context.get(serverContext);
}
