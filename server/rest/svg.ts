import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Generated pictures (game art, provider and bank logos) never change for a given URL. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Sends a generated SVG with an ETag (304 when the client has it) and headers that keep it inert. */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  status: number,
  cache: string,
): string {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"`;
  const fresh = status === 200 && request.headers['if-none-match'] === etag;
  reply
    .code(fresh ? 304 : status)
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', cache)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', SVG_CSP);
  return fresh ? '' : svg;
}
