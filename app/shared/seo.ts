import type { MetaDescriptor } from 'react-router';
import { pageDataOf } from './page-data.ts';
import { readCatalog } from '../i18n/namespaces.ts';

/**
 * Page titles and SEO tags: the document title of a page from the operator's SEO configuration, the page's own name
 * or a catalog text; description, keywords and Open Graph tags. Pure functions of the data the start-up hands the
 * pages (app/shared/page-data.ts).
 */

/** The operator's SEO configuration of a page, as these helpers read it (the site's SeoConfig satisfies it). */
export interface PageSeo {
  page_name: string;
  title: string;
  description: string;
  /** Keywords, comma separated. */
  metadata: string;
  OG_title: string;
  OG_image: string;
}

/** The document title of a page: its SEO title, else the site name; the 404 page is titled with its message. */
export function seoTitle(input: { seo: PageSeo | null; siteName: string; fallbackTitle?: string }): string {
  if (input.fallbackTitle) return `${input.fallbackTitle} | ${input.siteName}`;
  return input.seo?.title || input.siteName;
}

/** Description, keywords and Open Graph tags of a page from its SEO config (the title is separate). */
export function seoTags(input: {
  seo: PageSeo | null;
  siteName: string;
  title: string;
  url?: string;
}): { name?: string; property?: string; content: string }[] {
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
export function seoMeta(input: {
  seo: PageSeo | null;
  siteName: string;
  fallbackTitle?: string;
  url?: string;
}): MetaDescriptor[] {
  const title = seoTitle(input);
  return [{ title }, ...seoTags({ seo: input.seo, siteName: input.siteName, title, url: input.url })];
}

/** The page whose SEO configuration a page uses: the home page's variants index1 and index2 use the home page's. */
function seoPageOf(pageName: string): string {
  return pageName === 'index1' || pageName === 'index2' ? 'index' : pageName;
}

/**
 * For pages with their own meta export: the operator's SEO title of the page when one is configured for it, so
 * `[{ title: shellSeoTitle(matches) ?? myTitle }]` keeps the configured title. The home page's SEO, which the
 * start-up hands to pages without a configuration of their own, does not count for another page.
 */
export function shellSeoTitle(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string | null {
  const shell = pageDataOf(matches);
  if (!shell?.seo?.title || !shell.pageName || shell.seo.page_name !== seoPageOf(shell.pageName)) return null;
  return shell.seo.title;
}

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/**
 * The title of a page with a name of its own (lobby, games, providers, setting pages): the operator's SEO title
 * configured for this page, else the page's name with the site name ("Games | Lotus Royale").
 */
export function pageTitle(
  matches: readonly (MetaMatch | undefined)[],
  name: string | null | undefined,
): MetaDescriptor {
  const own = shellSeoTitle(matches);
  if (own) return { title: own };
  const site = pageDataOf(matches)?.site?.name ?? '';
  if (!name) return { title: site };
  return { title: site && name !== site ? `${name} | ${site}` : name };
}

/**
 * The title of a page without a loader title (setting pages): as pageTitle, with the page's name from the catalog
 * text `namespace:key` in the page's language (the root loader hands the page's namespaces over). A route's `meta`
 * replaces its parents', so such a page must name its title itself.
 */
export function catalogPageTitle(
  matches: readonly (MetaMatch | undefined)[],
  namespace: string,
  key: string,
): MetaDescriptor {
  return pageTitle(matches, catalogText(matches, namespace, key));
}

/** The text `namespace:key` of the page's catalog (the root loader's), for a route's `meta`; null when absent. */
export function catalogText(
  matches: readonly (MetaMatch | undefined)[],
  namespace: string,
  key: string,
): string | null {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { i18n?: string } | undefined;
  let text: unknown = root?.i18n ? readCatalog(root.i18n)[namespace] : undefined;
  for (const part of key.split('.'))
    text = text && typeof text === 'object' ? (text as Record<string, unknown>)[part] : undefined;
  return typeof text === 'string' ? text : null;
}
