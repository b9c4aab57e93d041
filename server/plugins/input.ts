import type { Socket } from 'node:net';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_FALLBACK_LOCALE } from '../../app/i18n/config.ts';
import { AppError, errorBody, type ErrorTexts } from '../errors.ts';
import { isWellFormed, QUERY_ERROR, type RawQuery } from '../rest/query.ts';
import { requestLocale } from './locale.ts';

/** Paths of the JSON APIs: their query strings and bodies are checked here before any handler runs. */
const API_PREFIXES = ['/pb/', '/mb/', '/ops/'];

/** Characters a path may not carry once decoded: browsers drop or refuse them, and no page or file is named so. */
const PATH_CONTROL_RE = /[\u0000-\u001f\u007f]/;

/** NUL cannot be stored in PostgreSQL text, and unpaired surrogates are not UTF-8: no body may carry either. */
const NUL_RE = /\u0000/;

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix)) || url === '/pb' || url === '/mb' || url === '/ops';
}

/** The first string in a parsed body (key or value) that could not be stored, if any. */
export function unstorableText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return NUL_RE.test(value) || !isWellFormed(value) ? value : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  // Only parsed data (JSON, forms) is walked: a stream or any other object is not text to store.
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (NUL_RE.test(key) || !isWellFormed(key)) return key;
    const found = unstorableText(item, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** Whether a request's path, decoded, is one a page or file could have. */
export function isPlausiblePath(url: string): boolean {
  const path = url.split('?', 1)[0];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  return !PATH_CONTROL_RE.test(decoded) && isWellFormed(decoded);
}

/**
 * A request the HTTP parser refused (a request line or headers over Node's limit, a malformed request): answered
 * as a 400 in the error shape, in the fallback language (the request's own could not be read), and the
 * connection closed.
 */
export function clientErrorHandler(errorTexts: () => ErrorTexts) {
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timeout ? 408 : 400;
    const error = new AppError(
      'BadRequest',
      err.code === 'HPE_HEADER_OVERFLOW' ? 'PAYLOAD_TOO_LARGE' : 'INVALID_REQUEST',
    );
    const body = JSON.stringify(
      timeout ? { error: 'Request Timeout', statusCode: 408 } : errorBody(errorTexts(), error, ERROR_FALLBACK_LOCALE),
    );
    this.log.debug({ code: err.code }, 'client error');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}

/**
 * Bad input answers 400 in the error shape before it reaches a handler, for every route of the member API and
 * every path of the site:
 *  - a path that decodes to control characters or broken Unicode (`/%09`);
 *  - an API query string over the parser's limits, or with control characters (`?code=%00`);
 *  - an API body with NUL or broken Unicode in any key or text (`{"username":"a\u0000"}`).
 * Fastify's own refusals (a URL it cannot decode, a parameter over its length) take the same shape.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isPlausiblePath(request.url)) throw new AppError('BadRequest', 'INVALID_REQUEST');
    if (isApiPath(request.url) && (request.query as RawQuery | undefined)?.[QUERY_ERROR]) {
      throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: '?' } });
    }
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && isApiPath(request.url) && unstorableText(request.body) !== null) {
      throw new AppError('BadRequest', 'INVALID_REQUEST');
    }
  });
}

/** Fastify's framework errors (a URL that cannot be decoded, an over-long parameter) in the error shape. */
export function frameworkErrors(errorTexts: () => ErrorTexts, webName: string) {
  return (_error: Error, request: FastifyRequest, reply: FastifyReply) => {
    const error = new AppError('BadRequest', 'INVALID_REQUEST');
    reply.code(400).send(errorBody(errorTexts(), error, requestLocale(request, webName)));
  };
}
