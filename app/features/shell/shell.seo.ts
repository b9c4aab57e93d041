import type { SeoConfig } from '../system/system.schemas.ts';

import type { MetaDescriptor } from 'react-router';

/** Title, description, keywords and Open Graph tags of a page from its SEO config. */
export function seoMeta(input: { seo: SeoConfig | null; siteName: string; fallbackTitle?: string; url?: string }): MetaDescriptor[] {
  const { seo, siteName } = input;
  const title = input.fallbackTitle ? `${input.fallbackTitle} | ${siteName}` : seo?.title || siteName;
  const description = seo?.description ?? '';
  const out: MetaDescriptor[] = [{ title }];
  if (description) out.push({ name: 'description', content: description });
  if (seo?.metadata) out.push({ name: 'keywords', content: seo.metadata });
  out.push({ property: 'og:type', content: 'website' });
  out.push({ property: 'og:site_name', content: siteName });
  out.push({ property: 'og:title', content: input.fallbackTitle ? title : seo?.OG_title || title });
  if (description) out.push({ property: 'og:description', content: description });
  if (seo?.OG_image) {
    out.push({ property: 'og:image', content: seo.OG_image });
    out.push({ name: 'twitter:card', content: 'summary_large_image' });
  }
  if (input.url) out.push({ property: 'og:url', content: input.url });
  return out;
}
