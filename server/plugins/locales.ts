import type { FastifyInstance } from 'fastify';
import { catalogVersion, namespaceJson } from '../../app/i18n/catalog.server.ts';
import { AppError } from '../errors.ts';
import type { AppServices } from '../services.ts';

/** A year, immutable: the address carries the catalogs' version. */
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';
/** An address without the current version (a page from before a deploy) gets today's text, briefly cached. */
const UNVERSIONED_CACHE = 'public, max-age=300';

/**
 * GET /locales/<locale>/<namespace>.json: one catalog namespace, for the browser's i18next when a page needs a
 * namespace it was not handed (app/i18n/i18n.ts). `?v=<version>` is the catalogs' hash from the page.
 */
export function registerLocaleCatalogs(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { locale: string; file: string }; Querystring: { v?: unknown } }>(
    '/locales/:locale/:file',
    async (request, reply) => {
      const { locale, file } = request.params;
      const json = file.endsWith('.json') ? namespaceJson(services.catalogs, locale, file.slice(0, -5)) : null;
      if (json === null) throw new AppError('NotFound', 'NOT_FOUND');
      const current = request.query.v === catalogVersion(services.catalogs);
      return reply
        .header('cache-control', current ? VERSIONED_CACHE : UNVERSIONED_CACHE)
        .type('application/json; charset=utf-8')
        .send(json);
    },
  );
}
