import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { serverContext } from '../../app/context.ts';
import { namespacesByPattern, type BuildRoute } from '../../app/i18n/namespaces.ts';
import type { AppServices } from '../services.ts';
import { resolveMember } from './auth.ts';
import { cspNonce } from './security-headers.ts';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
const ASSETS_DIR = path.join(ROOT_DIR, 'build/client/assets');

/** Route ids of the app (the spec's route names): the shell links only to pages that exist. */
function routeIdLoader(build: ServerBuild | undefined, vite?: ViteDevServer): () => Promise<ReadonlySet<string>> {
  const idsOf = (b: { routes: Record<string, unknown> }) => new Set(Object.keys(b.routes));
  if (vite) {
    // Vite keeps the module until a route file changes, so this follows routes.ts edits during development.
    return async () => idsOf((await vite.ssrLoadModule('virtual:react-router/server-build')) as { routes: Record<string, unknown> });
  }
  const ids = Promise.resolve(idsOf(build!));
  return () => ids;
}

/** Route pattern → the catalog namespaces its page needs, from the route modules' `handle.i18n`. */
function namespaceLoader(build: ServerBuild | undefined, vite?: ViteDevServer): (pattern: string) => Promise<readonly string[] | null> {
  const mapOf = (b: ServerBuild) => namespacesByPattern(b.routes as Record<string, BuildRoute | undefined>);
  if (vite) {
    return async (pattern) => mapOf((await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild).get(pattern) ?? null;
  }
  const map = mapOf(build!);
  return async (pattern) => map.get(pattern) ?? null;
}

function isStream(payload: unknown): payload is AsyncIterable<unknown> {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function' && Symbol.asyncIterator in payload;
}

/** Mounts the React Router app last: production build, or the Vite dev server with HMR. */
export async function registerReactRouter(app: FastifyInstance, services: AppServices, vite?: ViteDevServer): Promise<void> {
  const serverBuildPath = path.join(ROOT_DIR, 'build/server/index.js');
  // The production build is imported once and handed over as a module: given a path (a function), React Router
  // would rebuild its route tree and request handler for every request.
  const build = vite ? undefined : ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild);
  const routeIds = routeIdLoader(build, vite);
  const i18nNamespaces = namespaceLoader(build, vite);
  if (vite) {
    // Vite serves the client modules and the HMR client; everything it does not know falls through to Fastify.
    app.addHook('onRequest', (request, reply, done) => {
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  }
  // A page renders in a few milliseconds, far less than one round trip to a phone: it is sent in one piece, with its
  // length, instead of as React's stream of small chunks (one socket write each).
  // (The stream may already be the compression stream: any async-iterable stream is read to its end.)
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isStream(payload) || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    return Buffer.concat(chunks);
  });
  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath,
    build,
    clientBuildDirectory: path.join(ROOT_DIR, 'build/client'),
    // The build writes a .br and a .gz beside each compressible file; the one the client accepts is sent as it is.
    // /assets/* carry a content hash and are cached for a year, immutable; other files (favicon, logos) for an hour.
    staticOptions: {
      preCompressed: true,
      setHeaders(res: { setHeader(name: string, value: string): void }, filePath: string) {
        res.setHeader('cache-control', filePath.startsWith(ASSETS_DIR) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        res.setHeader('vary', 'accept-encoding');
      },
    },
    mode: vite ? 'development' : 'production',
    getLoadContext(request, reply) {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        services,
        member: () => resolveMember(request, services),
        correlationId: String(request.id),
        ip: request.ip,
        nonce: cspNonce(reply),
        routeIds,
        i18nNamespaces,
      });
      return context;
    },
  });
}
