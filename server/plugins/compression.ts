import { promisify } from 'node:util';
import zlib, { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** The dynamic responses' settings: Brotli quality 2 in text mode, gzip level 3. */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 2,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};
const GZIP_LEVEL = 3;
/** Smaller bodies go as they are (the plugin's threshold as well). */
export const COMPRESS_THRESHOLD = 1024;

const brotliOnce = promisify(zlib.brotliCompress);
const gzipOnce = promisify(zlib.gzip);

/**
 * Compresses a whole body in one call on libuv's threadpool, with the settings of the plugin below: for a rendered
 * page, which is one buffer, instead of the plugin's stream (a Readable over the buffer, a zlib stream fed in 16 KB
 * pieces, a callback per piece). Answers null when the body stays as it is (small, or the client accepts neither).
 */
export async function compressOnce(body: Buffer, encoding: 'br' | 'gzip' | 'identity'): Promise<Buffer | null> {
  if (encoding === 'identity' || body.length < COMPRESS_THRESHOLD) return null;
  // Room for a page's whole result (a fifth of it or less) in one output chunk: one trip to the threadpool instead
  // of one per 16 KB, and no larger buffer than that held per response.
  const chunkSize = Math.max(zlib.constants.Z_DEFAULT_CHUNK, Math.min(Math.ceil(body.length / 4), MAX_CHUNK));
  if (encoding === 'br')
    return brotliOnce(body, {
      chunkSize,
      params: {
        ...BROTLI_PARAMS,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
      },
    });
  return gzipOnce(body, { level: GZIP_LEVEL, chunkSize });
}

const MAX_CHUNK = 256 * 1024;

/**
 * Brotli's window for a body of this length: the smallest that holds the whole body (from 64 KB up to Brotli's
 * default of 4 MB), so the result is the same as with the default window. The encoder's buffers follow the window,
 * and Node reports them to V8 as external memory: with the default window, eight pages compressed at once were
 * enough to make V8 start a full garbage collection ("external memory pressure") every few dozen member pages.
 */
export function brotliWindowBits(length: number): number {
  return Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(16, Math.ceil(Math.log2(length + 1))));
}

/**
 * Responses are compressed when the client accepts it: pages, JSON and the other compressible types from 1 KB.
 * Brotli at quality 2 (about 1 ms for a 180 KB lobby page, which becomes 32 KB), gzip at level 3 for clients
 * without Brotli; both run on libuv's threadpool for large bodies. The built scripts and styles are not compressed
 * per request: the build writes .br and .gz files beside them (vite.config.ts) and the static files plugin sends
 * those (server/plugins/react-router.ts). Rendered pages are compressed by the page handler with `compressOnce` (the
 * plugin passes on a body that already says its encoding). Registered before any route, as @fastify/compress
 * requires.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: BROTLI_PARAMS },
    zlibOptions: { level: GZIP_LEVEL },
  });
}
