import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { defineService, registerService, type ContextFactory, type Page } from '../../../server/rest/service.ts';
import { tableFind } from '../../../server/rest/table-find.ts';
import { AppError } from '../../../server/errors.ts';
import { fieldErrorsFromIssues } from '../../shared/field-errors.ts';
import { bannerInputSchema, bannerPatchSchema, PAGE_FAMILIES, type PageFamily } from './site.schemas.ts';
import {
  contactChannels,
  generalConfigs,
  globalConfig,
  layoutPositions,
  notificationModals,
  passwordConfigs,
  poweredBy,
  pwaConfig,
  scriptTagConfigs,
  seoConfigs,
  stickyConfigs,
  systemBanners,
  systemConfigs,
  triggerAllowance,
} from './site.table.server.ts';
import {
  projectBanner,
  projectContactChannel,
  projectGeneralConfig,
  projectGlobalConfig,
  projectLayoutPosition,
  projectNotification,
  projectPasswordConfig,
  projectPoweredBy,
  projectPwa,
  projectScriptTags,
  projectSeo,
  projectSticky,
  projectSystemConfig,
} from './site.service.server.ts';

type AnyRow = Record<string, unknown>;

/** Showing now: started (or no start) and not ended (or no end). */
function showingNow(table: { start_at: PgColumn; end_at: PgColumn }): SQL {
  return and(
    or(isNull(table.start_at), lte(table.start_at, sql`now()`)),
    or(isNull(table.end_at), gt(table.end_at, sql`now()`)),
  )!;
}

const pageFamily = z.enum(PAGE_FAMILIES);
/** A positive id, as a JSON number or a path or query string. */
const languageId = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive());

export function registerSiteRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const db = () => services.db;
  const simple = (
    name: string,
    query: Parameters<typeof defineService>[0]['query'],
    table: PgTable,
    options: Parameters<typeof tableFind>[2],
    get = false,
  ) => {
    const find = tableFind(services, table, options);
    registerService(
      app,
      defineService({
        name,
        scope: 'pb',
        query,
        table: get ? { table, db, where: options.base } : undefined,
        project: options.project as (row: AnyRow) => unknown,
        find: (q) => find(q),
        get: get || undefined,
      }),
      makeContext,
    );
  };

  simple(
    'system-banner',
    { fields: { id: 'number', language_id: 'number', order_no: 'number' }, maxLimit: 50, defaultLimit: 20 },
    systemBanners,
    {
      base: () => and(eq(systemBanners.is_active, true), showingNow(systemBanners)),
      order: [systemBanners.order_no],
      project: projectBanner,
    },
  );
  simple(
    'system-config',
    { fields: { id: 'number', language_id: 'number' }, maxLimit: 20, defaultLimit: 20 },
    systemConfigs,
    {
      order: [systemConfigs.language_id],
      project: projectSystemConfig,
    },
  );
  simple('global-config', { fields: { id: 'number' }, maxLimit: 1, defaultLimit: 1 }, globalConfig, {
    order: [],
    project: projectGlobalConfig,
  });
  simple(
    'script-tag-config',
    { fields: { id: 'number', page_name: 'string' }, maxLimit: 100, defaultLimit: 100 },
    scriptTagConfigs,
    {
      base: () => eq(scriptTagConfigs.is_active, true),
      order: [scriptTagConfigs.page_name],
      project: projectScriptTags,
    },
  );
  simple(
    'seo-config',
    { fields: { id: 'number', language_id: 'number', page_name: 'string' }, maxLimit: 100, defaultLimit: 50 },
    seoConfigs,
    {
      order: [seoConfigs.page_name, seoConfigs.language_id],
      project: projectSeo,
    },
  );
  simple(
    'sticky-config',
    { fields: { id: 'number', code: 'string', position: 'string' }, maxLimit: 50, defaultLimit: 50 },
    stickyConfigs,
    {
      base: () => eq(stickyConfigs.is_active, true),
      order: [stickyConfigs.order_no],
      project: projectSticky,
    },
  );
  simple(
    'layout-position',
    { fields: { id: 'number', code: 'string', page_name: 'string' }, maxLimit: 100, defaultLimit: 100 },
    layoutPositions,
    {
      base: () => eq(layoutPositions.is_active, true),
      order: [layoutPositions.page_name, layoutPositions.order_no],
      project: projectLayoutPosition,
    },
    true,
  );
  simple(
    'general-config',
    { fields: { id: 'number', key: 'string' }, maxLimit: 100, defaultLimit: 100 },
    generalConfigs,
    {
      order: [generalConfigs.key],
      project: projectGeneralConfig,
    },
  );
  simple(
    'password-config',
    { fields: { id: 'number', language_id: 'number' }, maxLimit: 50, defaultLimit: 50 },
    passwordConfigs,
    {
      order: [passwordConfigs.language_id],
      project: projectPasswordConfig,
    },
  );
  simple(
    'contact-channel',
    { fields: { id: 'number', contact_code_name: 'string', is_default: 'boolean' }, maxLimit: 50, defaultLimit: 50 },
    contactChannels,
    {
      base: () => eq(contactChannels.is_active, true),
      order: [contactChannels.order_no],
      project: projectContactChannel,
    },
  );
  simple('powered-by', { fields: { id: 'number' }, maxLimit: 50, defaultLimit: 50 }, poweredBy, {
    base: () => eq(poweredBy.is_active, true),
    order: [poweredBy.order_no],
    project: projectPoweredBy,
  });
  simple('pwa-config', { fields: {}, maxLimit: 1, defaultLimit: 1 }, pwaConfig, { order: [], project: projectPwa });

  // Home notifications: active, showing now, optionally only those listing a page family.
  const findNotifications = tableFind(services, notificationModals, {
    base: () => and(eq(notificationModals.is_active, true), showingNow(notificationModals)),
    order: [notificationModals.order_no],
    project: projectNotification,
  });
  registerService(
    app,
    defineService({
      name: 'notification-modal',
      scope: 'pb',
      query: {
        fields: { id: 'number', language_id: 'number' },
        extra: { page_show_list: pageFamily.optional() },
        maxLimit: 50,
        defaultLimit: 20,
      },
      find: (q) => {
        const page = q.extra.page_show_list as PageFamily | undefined;
        return findNotifications(q, page ? sql`${page} = any(${notificationModals.page_show_list})` : undefined);
      },
    }),
    makeContext,
  );

  // Feature switches with the language's announcements and footer.
  registerService(
    app,
    defineService({
      name: 'custom-function',
      scope: 'pb',
      query: {
        fields: {},
        extra: { language_id: languageId, page_show_list: pageFamily.optional() },
        maxLimit: 1,
        defaultLimit: 1,
      },
      async find(q) {
        const config = await services.site.customFunction(
          q.extra.language_id as number,
          q.extra.page_show_list as PageFamily | undefined,
        );
        const data = config && q.limit > 0 && q.skip === 0 ? [config] : [];
        return { total: config ? 1 : 0, limit: q.limit, skip: q.skip, data };
      },
    }),
    makeContext,
  );

  // The push prompt switch; is_active is also given beside the page, as the shell reads it.
  registerService(
    app,
    defineService({
      name: 'trigger-allowance',
      scope: 'pb',
      query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
      async find(q) {
        const [row] = await services.db.select().from(triggerAllowance).where(eq(triggerAllowance.id, 1));
        const is_active = row?.is_active === 1 ? 1 : 0;
        const data = row && q.limit > 0 && q.skip === 0 ? [{ id: row.id, is_active }] : [];
        return { total: row ? 1 : 0, limit: q.limit, skip: q.skip, data, is_active } as Page;
      },
    }),
    makeContext,
  );

  // Operators: the home banners, the words drawn over them and their links (npm run ops -- banners / banner:add / banner:set).
  app.get('/ops/banners', async (request) => {
    const query = parseOrThrow(z.object({ language_id: languageId.optional() }).strict(), request.query);
    return { data: await services.site.opsBanners(query.language_id) };
  });
  app.post('/ops/banners', async (request, reply) => {
    const banner = await services.site.createBanner(parseOrThrow(bannerInputSchema, request.body));
    reply.code(201);
    return banner;
  });
  app.patch('/ops/banners/:id', async (request) => {
    const { id } = parseOrThrow(z.object({ id: languageId }), request.params);
    const banner = await services.site.updateBanner(id, parseOrThrow(bannerPatchSchema, request.body));
    if (!banner) throw new AppError('NotFound', 'NOT_FOUND');
    return banner;
  });
}

function parseOrThrow<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrorsFromIssues(result.error.issues);
  throw new AppError('BadRequest', errors[0].errorCode, {
    params: { field: errors[0].path, ...errors[0].params },
    data: { errors },
  });
}
