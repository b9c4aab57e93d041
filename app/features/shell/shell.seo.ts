import type { MetaDescriptor } from 'react-router';
import type { SeoConfig } from '../system/system.schemas.ts';

/** The document title of a page: its SEO title, else the site name; the 404 page is titled with its message. */
export function seoTitle(input: { seo: SeoConfig | null; siteName: string; fallbackTitle?: string }): string {
  if (input.fallbackTitle) return `${input.fallbackTitle} | ${input.siteName}`;
  return input.seo?.title || input.siteName;
}

/** Description, keywords and Open Graph tags of a page from its SEO config (the title is separate). */
export function seoTags(input: { seo: SeoConfig | null; siteName: string; title: string; url?: string }): { name?: string; property?: string; content: string }[] {
  const { seo, siteName } = input;
  const description = seo?.description ?? '';
  const out: { name?: string; property?: string; content: string }[] = [];
  if (description) out.push({ name: 'description', content: description });
  if (seo?.metadata) out.push({ name: 'keywords', content: seo.metadata });
  out.push({ property: 'og:type', content: 'website' });
  out.push({ property: 'og:site_name', content: siteName });
  out.push({ property: 'og:title', content: seo?.OG_title || input.title });
  if (description) out.push({ property: 'og:description', content: description });
  if (seo?.OG_image) {
    out.push({ property: 'og:image', content: seo.OG_image });
    out.push({ name: 'twitter:card', content: 'summary_large_image' });
  }
  if (input.url) out.push({ property: 'og:url', content: input.url });
  return out;
}

/** All of a page's SEO as meta descriptors (title first). */
export function seoMeta(input: { seo: SeoConfig | null; siteName: string; fallbackTitle?: string; url?: string }): MetaDescriptor[] {
  const title = seoTitle(input);
  return [{ title }, ...seoTags({ seo: input.seo, siteName: input.siteName, title, url: input.url })];
}

/**
 * For pages with their own meta export: the operator's SEO title of the page when one is configured, so
 * `[{ title: shellSeoTitle(matches) ?? myTitle }]` keeps the configured title.
 */
export function shellSeoTitle(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string | null {
  const shell = matches.find((m) => m?.id === 'lang')?.loaderData as { seo?: SeoConfig | null } | undefined;
  return shell?.seo?.title || null;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The title of a page without its own loader title (setting pages): the operator's SEO title configured for this
 * page, else the catalog text `namespace:key` in the page's language (the root loader hands the page's namespaces
 * over) with the site name. A route's `meta` replaces its parents', so such a page must name its title itself.
 */
export function catalogPageTitle(matches: readonly (MetaMatch | undefined)[], namespace: string, key: string): MetaDescriptor {
  const shell = matches.find((m) => m?.id === 'lang')?.loaderData as { pageName?: string | null; seo?: SeoConfig | null; site?: { name: string } } | undefined;
  const own = shell?.seo && shell.pageName && shell.seo.page_name === shell.pageName ? shell.seo.title : '';
  if (own) return { title: own };
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { i18n?: Record<string, unknown> } | undefined;
  let text: unknown = root?.i18n?.[namespace];
  for (const part of key.split('.')) text = text && typeof text === 'object' ? (text as Record<string, unknown>)[part] : undefined;
  const site = shell?.site?.name ?? '';
  if (typeof text !== 'string' || !text) return { title: site };
  return { title: site ? `${text} | ${site}` : text };
}
