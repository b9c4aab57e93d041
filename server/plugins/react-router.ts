import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { RouterContextProvider } from 'react-router';
import type { ViteDevServer } from 'vite';
import { serverContext } from '../../app/context.ts';
import type { AppServices } from '../services.ts';
import { resolveMember } from './auth.ts';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

/** Route ids of the app (the spec's route names): the shell links only to pages that exist. */
function routeIdLoader(serverBuildPath: string, vite?: ViteDevServer): () => Promise<ReadonlySet<string>> {
  const idsOf = (build: { routes: Record<string, unknown> }) => new Set(Object.keys(build.routes));
  if (vite) {
    // Vite keeps the module until a route file changes, so this follows routes.ts edits during development.
    return async () => idsOf((await vite.ssrLoadModule('virtual:react-router/server-build')) as { routes: Record<string, unknown> });
  }
  let ids: Promise<ReadonlySet<string>> | undefined;
  return () => (ids ??= import(pathToFileURL(serverBuildPath).href).then(idsOf));
}

/** Mounts the React Router app last: production build, or the Vite dev server with HMR. */
export async function registerReactRouter(app: FastifyInstance, services: AppServices, vite?: ViteDevServer): Promise<void> {
  const serverBuildPath = path.join(ROOT_DIR, 'build/server/index.js');
  const routeIds = routeIdLoader(serverBuildPath, vite);
  if (vite) {
    // Vite serves the client modules and the HMR client; everything it does not know falls through to Fastify.
    app.addHook('onRequest', (request, reply, done) => {
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  }
  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath,
    clientBuildDirectory: path.join(ROOT_DIR, 'build/client'),
    mode: vite ? 'development' : 'production',
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        services,
        member: () => resolveMember(request, services),
        correlationId: String(request.id),
        ip: request.ip,
        routeIds,
      });
      return context;
    },
  });
}
