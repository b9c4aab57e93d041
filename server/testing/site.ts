import { eq } from 'drizzle-orm';
import { customFunctionConfig, globalConfig, scriptTagConfigs } from '../../app/features/site/site.table.server.ts';
import type { AppServices } from '../services.ts';

/**
 * Test support: the operator's changes to the site's stored configuration, for tests of other features that depend
 * on it (login mode, registration OTP, profile rules, a page's script tags). The site service only reads these rows;
 * after a change its caches are dropped, as after an operator's change.
 */
type SiteServices = Pick<AppServices, 'db' | 'site'>;

export type GlobalConfigChanges = Partial<typeof globalConfig.$inferInsert>;

/** Changes the global config (the site's single row). */
export async function setGlobalConfig(services: SiteServices, values: GlobalConfigChanges): Promise<void> {
  await services.db.update(globalConfig).set(values).where(eq(globalConfig.id, 1));
  services.site.invalidate();
}

/** Stores a page's script tags (parts URL-encoded, as the operator's tool stores them), replacing earlier ones. */
export async function setScriptTags(
  services: SiteServices,
  pageName: string,
  tags: { header?: string; body?: string },
): Promise<void> {
  const parts = { header: tags.header ?? '', body: tags.body ?? '' };
  await services.db
    .insert(scriptTagConfigs)
    .values({ page_name: pageName, ...parts })
    .onConflictDoUpdate({ target: scriptTagConfigs.page_name, set: parts });
  services.site.invalidate();
}

/** Switches the custom function config's Personal Message item (every language's row). */
export async function setPersonalMessage(services: SiteServices, enabled: boolean): Promise<void> {
  await services.db.update(customFunctionConfig).set({ personal_message_enabled: enabled });
  services.site.invalidate();
}
