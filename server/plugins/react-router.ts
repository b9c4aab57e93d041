import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@mcansh/react-router-fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { serverContext } from '../../app/context.ts';
import { namespacesByPattern, type BuildRoute } from '../../app/i18n/namespaces.ts';
import type { AppServices } from '../services.ts';
import { resolveMember } from './auth.ts';
import { cspNonce } from './security-headers.ts';
import { createPageCache, pickEncoding, type PageCache, type RenderedPage } from '../page-cache.ts';
import { PAGE_BODY } from '../../app/shared/page-body.ts';
import { compressOnce } from './compression.ts';
import { historyTabLoaders } from '../history-tabs.ts';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const ASSETS_DIR = path.join(ROOT_DIR, 'build/client/assets');

/** Style sheets a page may carry in itself: the build's own, under 256 KB each. */
const STYLE_SHEET_PATH = /^\/assets\/[\w.-]+\.css$/;
const MAX_INLINE_STYLE_BYTES = 256 * 1024;

/**
 * The text of the build's style sheets by address, read once each (they carry a content hash: the text of an
 * address never changes while the build runs). Null for any other address, a missing file or a larger one.
 */
export function styleSheetReader(clientDir: string): (href: string) => string | null {
  const texts = new Map<string, string | null>();
  return (href) => {
    if (!STYLE_SHEET_PATH.test(href)) return null;
    let text = texts.get(href);
    if (text === undefined) {
      try {
        const body = readFileSync(path.join(clientDir, href));
        text = body.length <= MAX_INLINE_STYLE_BYTES ? body.toString('utf8') : null;
      } catch {
        text = null;
      }
      texts.set(href, text);
    }
    return text;
  };
}

/** Route ids of the app (the spec's route names): the shell links only to pages that exist. */
function routeIdLoader(build: ServerBuild | undefined, vite?: ViteDevServer): () => Promise<ReadonlySet<string>> {
  const idsOf = (b: { routes: Record<string, unknown> }) => new Set(Object.keys(b.routes));
  if (vite) {
    // Vite keeps the module until a route file changes, so this follows routes.ts edits during development.
    return async () =>
      idsOf((await vite.ssrLoadModule('virtual:react-router/server-build')) as { routes: Record<string, unknown> });
  }
  const ids = Promise.resolve(idsOf(build!));
  return () => ids;
}

/** Route pattern → the catalog namespaces its page needs, from the route modules' `handle.i18n`. */
function namespaceLoader(
  build: ServerBuild | undefined,
  vite?: ViteDevServer,
): (pattern: string) => Promise<readonly string[] | null> {
  const mapOf = (b: ServerBuild) => namespacesByPattern(b.routes as Record<string, BuildRoute | undefined>);
  if (vite) {
    return async (pattern) =>
      mapOf((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild).get(pattern) ?? null;
  }
  const map = mapOf(build!);
  return async (pattern) => map.get(pattern) ?? null;
}

/**
 * Renders a page: React Router's request handler with the page's load context. `variants` are the experiment
 * variants the page cache drew for the visitor.
 */
export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  variants?: Record<string, string>,
) => Promise<Response>;

async function bodyOf(response: Response): Promise<Buffer | null> {
  // A page rendered into one buffer hands it over as it is (app/entry.server.tsx), without reading the Response's
  // stream into a copy.
  const rendered = (response as Response & { [PAGE_BODY]?: Buffer })[PAGE_BODY];
  if (rendered) return rendered;
  if (!response.body) return null;
  return Buffer.from(await response.arrayBuffer());
}

function writeHeaders(reply: FastifyReply, headers: Headers | [string, string][]): void {
  const cookies = headers instanceof Headers ? headers.getSetCookie() : [];
  for (const [name, value] of headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * Serves the pages: the anonymous page cache first (server/page-cache.ts), else a render. A page is rendered into
 * one buffer (app/entry.server.tsx) and sent in one piece with its length; the compression plugin compresses it at
 * once, as one buffer. A page of the cache is sent as it was compressed when it was stored.
 */
export function pageHandler(render: PageRenderer, cache: PageCache | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const plan = cache?.plan(request) ?? null;
    const rendered = async (variants?: Record<string, string>): Promise<RenderedPage> => {
      const response = await render(request, reply, variants);
      return {
        status: response.status,
        headers: response.headers,
        body: await bodyOf(response),
        csp: reply.getHeader('content-security-policy') as string | undefined,
      };
    };
    let page: RenderedPage;
    if (cache && plan) {
      const result = cache.get(plan)
        ? { page: cache.get(plan)! }
        : await cache.fill(plan, () => rendered(plan.variants));
      if (result.page) {
        const cached = result.page;
        const encoding = pickEncoding(request.headers['accept-encoding']);
        const body = encoding === 'br' ? cached.br : encoding === 'gzip' ? cached.gzip : cached.identity;
        reply.status(cached.status);
        writeHeaders(reply, cached.headers);
        if (cached.csp) reply.header('content-security-policy', cached.csp);
        if (plan.cookies.length) reply.header('set-cookie', plan.cookies);
        reply.header('vary', 'accept-encoding');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        reply.header('content-length', body.length);
        return reply.send(body);
      }
      page = result.rendered;
    } else {
      page = await rendered();
    }
    reply.status(page.status);
    writeHeaders(reply, page.headers);
    if (plan?.cookies.length)
      reply.header('set-cookie', [...((reply.getHeader('set-cookie') as string[] | undefined) ?? []), ...plan.cookies]);
    if (page.body && request.method !== 'HEAD' && !page.headers.has('content-encoding')) {
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const compressed = await compressOnce(page.body, encoding);
      if (compressed) {
        reply.header('vary', 'accept-encoding');
        reply.header('content-encoding', encoding);
        reply.header('content-length', compressed.length);
        return reply.send(compressed);
      }
    }
    return reply.send(page.body ?? undefined);
  };
}

/** Mounts the React Router app last: production build, or the Vite dev server with HMR. */
export async function registerReactRouter(
  app: FastifyInstance,
  services: AppServices,
  vite?: ViteDevServer,
): Promise<void> {
  const serverBuildPath = path.join(ROOT_DIR, 'build/server/index.js');
  // The production build is imported once and handed over as a module: given a path (a function), React Router
  // would rebuild its route tree and request handler for every request.
  const build = vite ? undefined : ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild);
  const routeIds = routeIdLoader(build, vite);
  const styleSheet = vite ? undefined : styleSheetReader(path.join(ROOT_DIR, 'build/client'));
  const i18nNamespaces = namespaceLoader(build, vite);
  if (vite) {
    // Vite serves the client modules and the HMR client; everything it does not know falls through to Fastify.
    app.addHook('onRequest', (request, reply, done) => {
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  } else {
    // The build writes a .br and a .gz beside each compressible file; the one the client accepts is sent as it is.
    // /assets/* carry a content hash and are cached for a year, immutable; other files (favicon, logos) for an hour.
    await app.register(fastifyStatic, {
      root: path.join(ROOT_DIR, 'build/client'),
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      dotfiles: 'ignore',
      etag: true,
      lastModified: true,
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.startsWith(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        reply.header('vary', 'accept-encoding');
      },
    });
  }
  const handleRequest = createRequestHandler(
    build ?? (() => vite!.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>),
    vite ? 'development' : 'production',
  );
  const loadContext = (request: FastifyRequest, reply: FastifyReply, variants?: Record<string, string>) => {
    const context = new RouterContextProvider();
    context.set(serverContext, {
      services,
      member: () => resolveMember(request, services),
      correlationId: String(request.id),
      ip: request.ip,
      nonce: cspNonce(reply),
      routeIds,
      i18nNamespaces,
      historyTabs: historyTabLoaders,
      variants,
      styleSheet,
    });
    return context;
  };
  const render: PageRenderer = (request, reply, variants) =>
    handleRequest(createRequest(request, reply), loadContext(request, reply, variants));
  // The anonymous page cache, in production (during development a page shows the code as it is now).
  const cache = vite
    ? null
    : createPageCache({
        webName: services.config.WEB_NAME,
        mobileUrl: services.config.MOBILE_URL,
        version: () => services.content.current(),
      });
  if (cache) services.content.onChange('*', () => cache.clear());
  // In a scope of its own: bodies of page requests (form posts) reach React Router as they came, while the API's
  // routes keep their parsers.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    pages.all('*', pageHandler(render, cache));
  });
}
