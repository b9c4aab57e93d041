import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory } from '../../../server/rest/service.ts';
import { countries, currencies, currencyLanguages, languages } from './locale.table.server.ts';

export function registerLocaleRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const db = () => services.db;
  registerService(
    app,
    defineService({
      name: 'language',
      scope: 'pb',
      query: {
        fields: { id: 'number', code: 'string', is_default: 'boolean', is_member: 'boolean', order_no: 'number' },
        maxLimit: 50,
        defaultLimit: 50,
      },
      table: { table: languages, db, where: () => eq(languages.is_active, true) },
      find: true,
      get: true,
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'currency',
      scope: 'pb',
      query: { fields: { id: 'number', code: 'string', is_crypto: 'boolean' }, maxLimit: 50, defaultLimit: 50 },
      table: { table: currencies, db, where: () => eq(currencies.is_active, true) },
      find: true,
      get: true,
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'currency-language',
      scope: 'pb',
      query: {
        fields: { id: 'number', currency_id: 'number', language_id: 'number' },
        maxLimit: 100,
        defaultLimit: 50,
      },
      table: { table: currencyLanguages, db },
      find: true,
      get: true,
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'country-information',
      scope: 'pb',
      query: {
        fields: { id: 'number', iso_code: 'string', country_code: 'string', country_name: 'string' },
        maxLimit: 300,
        defaultLimit: 300,
      },
      table: { table: countries, db, where: () => eq(countries.is_active, true) },
      find: true,
      get: true,
    }),
    makeContext,
  );
  registerService(
    app,
    defineService({
      name: 'ip-information',
      scope: 'pb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q, ctx) {
        const header = ctx.request.headers['cf-ipcountry'];
        const country = typeof header === 'string' && /^[A-Z]{2}$/.test(header) ? header : null;
        return { total: 1, limit: q.limit, skip: 0, data: [{ ip: ctx.ip, country_code: country }] };
      },
    }),
    makeContext,
  );
}
