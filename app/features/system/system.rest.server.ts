import { and, asc, count, eq, getTableColumns, isNull, lte, gt, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../../../server/services.ts';
import { AppError } from '../../../server/errors.ts';
import { defineService, registerService, type ContextFactory, type Page, type RequestContext } from '../../../server/rest/service.ts';
import { orderFor, whereFor, type ParsedQuery } from '../../../server/rest/query.ts';
import { logAffiliateLinkBody, PAGE_FAMILIES, REF_CODE_RE, type LogAffiliateLinkBody, type PageFamily } from './system.schemas.ts';
import {
  contactChannels, generalConfigs, globalConfig, layoutPositions, notificationModals, passwordConfigs, policies, poweredBy,
  pwaConfig, scriptTagConfigs, seoConfigs, stickyConfigs, systemBanners, systemConfigs, triggerAllowance,
} from './system.table.server.ts';
import {
  projectBanner, projectContactChannel, projectGeneralConfig, projectGlobalConfig, projectLayoutPosition, projectNotification,
  projectPasswordConfig, projectPolicy, projectPoweredBy, projectPwa, projectScriptTags, projectSeo, projectSticky,
  projectSystemConfig,
} from './system.service.server.ts';

type AnyRow = Record<string, unknown>;

/** Showing now: started (or no start) and not ended (or no end). */
function showingNow(table: { start_at: PgColumn; end_at: PgColumn }): SQL {
  return and(or(isNull(table.start_at), lte(table.start_at, sql`now()`)), or(isNull(table.end_at), gt(table.end_at, sql`now()`)))!;
}

/** A find over a table: the request's filters on top of `base`, its sort before the table's display order. */
function tableFind(services: AppServices, table: PgTable, options: { base?: () => SQL | undefined; order: PgColumn[]; project: (row: never) => unknown }) {
  const columns = getTableColumns(table) as unknown as Record<string, Column>;
  return async (q: ParsedQuery, extraWhere?: SQL): Promise<Page> => {
    const where = and(options.base?.(), whereFor(columns, q), extraWhere);
    const db = services.db;
    const [{ total }] = await db.select({ total: count() }).from(table).where(where);
    let rows: AnyRow[] = [];
    if (q.limit > 0 && total > q.skip) {
      const order = [...orderFor(columns, q.sort), ...options.order.map((c) => asc(c)), asc(columns.id as never)];
      rows = (await db.select().from(table).where(where).orderBy(...order).limit(q.limit).offset(q.skip)) as AnyRow[];
    }
    return { total, limit: q.limit, skip: q.skip, data: rows.map((r) => options.project(r as never)) };
  };
}

const pageFamily = z.enum(PAGE_FAMILIES);
const languageId = z.union([z.number().int(), z.string().regex(/^\d{1,9}$/).transform(Number)]).pipe(z.number().int().positive());

export function registerSystemRest(app: FastifyInstance, services: AppServices, makeContext: ContextFactory): void {
  const db = () => services.db;
  const simple = (name: string, query: Parameters<typeof defineService>[0]['query'], table: PgTable, options: Parameters<typeof tableFind>[2], get = false) => {
    const find = tableFind(services, table, options);
    registerService(app, defineService({
      name,
      scope: 'pb',
      query,
      table: get ? { table, db, where: options.base } : undefined,
      project: options.project as (row: AnyRow) => unknown,
      find: (q) => find(q),
      get: get || undefined,
    }), makeContext);
  };

  simple('system-banner', { fields: { id: 'number', language_id: 'number', order_no: 'number' }, maxLimit: 50, defaultLimit: 20 }, systemBanners, {
    base: () => and(eq(systemBanners.is_active, true), showingNow(systemBanners)),
    order: [systemBanners.order_no],
    project: projectBanner,
  });
  simple('system-config', { fields: { id: 'number', language_id: 'number' }, maxLimit: 20, defaultLimit: 20 }, systemConfigs, {
    order: [systemConfigs.language_id],
    project: projectSystemConfig,
  });
  simple('global-config', { fields: { id: 'number' }, maxLimit: 1, defaultLimit: 1 }, globalConfig, {
    order: [],
    project: projectGlobalConfig,
  });
  simple('script-tag-config', { fields: { id: 'number', page_name: 'string' }, maxLimit: 100, defaultLimit: 100 }, scriptTagConfigs, {
    base: () => eq(scriptTagConfigs.is_active, true),
    order: [scriptTagConfigs.page_name],
    project: projectScriptTags,
  });
  simple('seo-config', { fields: { id: 'number', language_id: 'number', page_name: 'string' }, maxLimit: 100, defaultLimit: 50 }, seoConfigs, {
    order: [seoConfigs.page_name, seoConfigs.language_id],
    project: projectSeo,
  });
  simple('sticky-config', { fields: { id: 'number', code: 'string', position: 'string' }, maxLimit: 50, defaultLimit: 50 }, stickyConfigs, {
    base: () => eq(stickyConfigs.is_active, true),
    order: [stickyConfigs.order_no],
    project: projectSticky,
  });
  simple('layout-position', { fields: { id: 'number', code: 'string', page_name: 'string' }, maxLimit: 100, defaultLimit: 100 }, layoutPositions, {
    base: () => eq(layoutPositions.is_active, true),
    order: [layoutPositions.page_name, layoutPositions.order_no],
    project: projectLayoutPosition,
  }, true);
  simple('general-config', { fields: { id: 'number', key: 'string' }, maxLimit: 100, defaultLimit: 100 }, generalConfigs, {
    order: [generalConfigs.key],
    project: projectGeneralConfig,
  });
  simple('password-config', { fields: { id: 'number', language_id: 'number' }, maxLimit: 50, defaultLimit: 50 }, passwordConfigs, {
    order: [passwordConfigs.language_id],
    project: projectPasswordConfig,
  });
  simple('contact-channel', { fields: { id: 'number', contact_code_name: 'string', is_default: 'boolean' }, maxLimit: 50, defaultLimit: 50 }, contactChannels, {
    base: () => eq(contactChannels.is_active, true),
    order: [contactChannels.order_no],
    project: projectContactChannel,
  });
  simple('policy', { fields: { id: 'number', slug: 'string', language_id: 'number' }, maxLimit: 20, defaultLimit: 10 }, policies, {
    order: [policies.slug, policies.language_id],
    project: projectPolicy,
  }, true);
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
  registerService(app, defineService({
    name: 'notification-modal',
    scope: 'pb',
    query: { fields: { id: 'number', language_id: 'number' }, extra: { page_show_list: pageFamily.optional() }, maxLimit: 50, defaultLimit: 20 },
    find: (q) => {
      const page = q.extra.page_show_list as PageFamily | undefined;
      return findNotifications(q, page ? sql`${page} = any(${notificationModals.page_show_list})` : undefined);
    },
  }), makeContext);

  // Feature switches with the language's announcements and footer.
  registerService(app, defineService({
    name: 'custom-function',
    scope: 'pb',
    query: { fields: {}, extra: { language_id: languageId, page_show_list: pageFamily.optional() }, maxLimit: 1, defaultLimit: 1 },
    async find(q) {
      const config = await services.system.customFunction(q.extra.language_id as number, q.extra.page_show_list as PageFamily | undefined);
      const data = config && q.limit > 0 && q.skip === 0 ? [config] : [];
      return { total: config ? 1 : 0, limit: q.limit, skip: q.skip, data };
    },
  }), makeContext);

  // The push prompt switch; is_active is also given beside the page, as the shell reads it.
  registerService(app, defineService({
    name: 'trigger-allowance',
    scope: 'pb',
    query: { fields: {}, maxLimit: 1, defaultLimit: 1 },
    async find(q) {
      const [row] = await services.db.select().from(triggerAllowance).where(eq(triggerAllowance.id, 1));
      const is_active = row?.is_active === 1 ? 1 : 0;
      const data = row && q.limit > 0 && q.skip === 0 ? [{ id: row.id, is_active }] : [];
      return { total: row ? 1 : 0, limit: q.limit, skip: q.skip, data, is_active } as Page;
    },
  }), makeContext);

  // Referral codes: find with ?ref_code=, or get /pb/check-refcode/<code>.
  const checkRefCode = (code: string, ctx: RequestContext) => {
    if (!REF_CODE_RE.test(code)) throw new AppError('BadRequest', 'REFERRAL_CODE_INVALID');
    return withRetryAfter(ctx, () => services.system.checkRefCode(code, ctx.ip));
  };
  registerService(app, defineService({
    name: 'check-refcode',
    scope: 'pb',
    query: { fields: {}, extra: { ref_code: z.string().trim().max(64).optional() }, maxLimit: 1, defaultLimit: 1 },
    idSchema: z.string().max(64),
    async find(q, ctx) {
      const code = q.extra.ref_code as string | undefined;
      if (code === undefined) throw new AppError('BadRequest', 'INVALID_QUERY', { params: { field: 'ref_code' } });
      const result = await checkRefCode(code, ctx);
      return { total: 1, limit: q.limit, skip: q.skip, data: q.limit > 0 && q.skip === 0 ? [result] : [] };
    },
    get: (id, _q, ctx) => checkRefCode(id, ctx),
  }), makeContext);

  registerService(app, defineService({
    name: 'log-affiliate-link',
    scope: 'pb',
    query: { fields: {}, maxLimit: 0, defaultLimit: 0 },
    create: {
      body: logAffiliateLinkBody,
      handler: (body: LogAffiliateLinkBody, ctx) => {
        const ua = ctx.request.headers['user-agent'];
        return withRetryAfter(ctx, () => services.system.logAffiliateLink({ ...body, ip: ctx.ip, userAgent: typeof ua === 'string' ? ua : null }));
      },
    },
  }), makeContext);
}

/** A 429 also carries Retry-After (seconds). */
async function withRetryAfter<T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.kind === 'TooManyRequests') {
      const ms = (err.data as { retry_after_ms?: number } | undefined)?.retry_after_ms ?? 60_000;
      ctx.reply.header('Retry-After', String(Math.max(1, Math.ceil(ms / 1000))));
    }
    throw err;
  }
}
