import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fastifyReactRouter } from '@mcansh/react-router-fastify';
import { RouterContextProvider } from 'react-router';
import type { ViteDevServer } from 'vite';
import { serverContext } from '../../app/context.ts';
import type { AppServices } from '../services.ts';
import { resolveMember } from './auth.ts';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

/** Mounts the React Router app last: production build, or the Vite dev server with HMR. */
export async function registerReactRouter(app: FastifyInstance, services: AppServices, vite?: ViteDevServer): Promise<void> {
  if (vite) {
    // Vite serves the client modules and the HMR client; everything it does not know falls through to Fastify.
    app.addHook('onRequest', (request, reply, done) => {
      vite.middlewares(request.raw, reply.raw, () => done());
    });
  }
  await app.register(fastifyReactRouter, {
    devServer: vite,
    serverBuildPath: path.join(ROOT_DIR, 'build/server/index.js'),
    clientBuildDirectory: path.join(ROOT_DIR, 'build/client'),
    mode: vite ? 'development' : 'production',
    getLoadContext(request) {
      const context = new RouterContextProvider();
      context.set(serverContext, {
        services,
        member: () => resolveMember(request, services),
        correlationId: String(request.id),
        ip: request.ip,
      });
      return context;
    },
  });
}
