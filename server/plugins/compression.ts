import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Responses are compressed when the client accepts it: pages, JSON and the other compressible types from 1 KB.
 * Brotli at quality 2 (about 1 ms for a 180 KB lobby page, which becomes 32 KB), gzip at level 3 for clients
 * without Brotli; both run on libuv's threadpool for large bodies. The built scripts and styles are not compressed
 * per request: the build writes .br and .gz files beside them (vite.config.ts) and the static files plugin sends
 * those (server/plugins/react-router.ts). Registered before any route, as @fastify/compress requires.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 2,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 3 },
  });
}
