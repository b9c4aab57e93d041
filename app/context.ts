import { createContext, type RouterContextProvider } from 'react-router';
import type { AppServices } from '../server/services.ts';
import type { Member } from '../server/rest/service.ts';

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
}

const KEY = Symbol.for('casino.server-context');
type Holder = { [KEY]?: ReturnType<typeof createContext<ServerContext>> };

/** One token per process, shared by the Fastify server and the built route modules. */
export const serverContext = ((globalThis as Holder)[KEY] ??= createContext<ServerContext>());

export function getServerContext(context: Readonly<RouterContextProvider>): ServerContext {
  return context.get(serverContext);
}
