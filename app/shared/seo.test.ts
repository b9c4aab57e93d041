import { describe, expect, it } from 'vitest';
import { catalogPageTitle, pageTitle, seoMeta, shellSeoTitle } from './seo.ts';

describe('SEO', () => {
  const seo = {
    id: 1,
    page_name: 'index',
    language_id: 1,
    title: 'Best casino',
    description: 'Play now',
    metadata: 'slots,casino',
    OG_title: 'OG title',
    OG_image: 'https://x.test/og.jpg',
  };
  it('gives title, description, keywords and Open Graph tags', () => {
    const meta = seoMeta({ seo, siteName: 'Site', url: 'https://x.test/en' });
    expect(meta).toContainEqual({ title: 'Best casino' });
    expect(meta).toContainEqual({ name: 'description', content: 'Play now' });
    expect(meta).toContainEqual({ name: 'keywords', content: 'slots,casino' });
    expect(meta).toContainEqual({ property: 'og:title', content: 'OG title' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://x.test/og.jpg' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://x.test/en' });
  });
  it('hands pages with their own meta the configured title', () => {
    expect(
      shellSeoTitle([
        { id: 'root', loaderData: {} },
        { id: 'lang', loaderData: { pageName: 'index', seo } },
        { id: 'index', loaderData: {} },
      ]),
    ).toBe('Best casino');
    expect(shellSeoTitle([{ id: 'lang', loaderData: { pageName: 'index2', seo } }])).toBe('Best casino');
    expect(shellSeoTitle([{ id: 'lang', loaderData: { pageName: 'index', seo: null } }])).toBeNull();
    // The home page's SEO, handed to a page without its own, is not that page's title.
    expect(shellSeoTitle([{ id: 'lang', loaderData: { pageName: 'providerselect', seo } }])).toBeNull();
    expect(
      shellSeoTitle([
        { id: 'lang', loaderData: { pageName: 'games', seo: { ...seo, page_name: 'games', title: 'Games | Site' } } },
      ]),
    ).toBe('Games | Site');
  });
  it('titles a page without a loader title from the catalog, unless the operator configured one for it', () => {
    const root = {
      id: 'root',
      loaderData: { i18n: JSON.stringify({ history: { title: 'ประวัติ', totalbet: { title: 'ยอดเดิมพันรวม' } } }) },
    };
    const lang = (pageName: string, pageSeo: typeof seo | null) => ({
      id: 'lang',
      loaderData: { pageName, seo: pageSeo, site: { name: 'Lotus Royale' } },
    });
    // The home page's SEO (the fallback of a page without its own) does not name this page.
    expect(
      catalogPageTitle([root, lang('setting-history', { ...seo, page_name: 'index' })], 'history', 'title'),
    ).toEqual({ title: 'ประวัติ | Lotus Royale' });
    expect(catalogPageTitle([root, lang('setting-totalbet', null)], 'history', 'totalbet.title')).toEqual({
      title: 'ยอดเดิมพันรวม | Lotus Royale',
    });
    expect(
      catalogPageTitle([root, lang('setting-history', { ...seo, page_name: 'setting-history' })], 'history', 'title'),
    ).toEqual({ title: 'Best casino' });
    // A namespace the page did not get still gives the document a title.
    expect(catalogPageTitle([root, lang('setting-history', null)], 'auth', 'changePassword.title')).toEqual({
      title: 'Lotus Royale',
    });
  });
  it("titles a page with a name of its own by the operator's SEO title for it, else the name and the site", () => {
    const lang = (pageName: string, pageSeo: typeof seo | null) => ({
      id: 'lang',
      loaderData: { pageName, seo: pageSeo, site: { name: 'Lotus Royale' } },
    });
    expect(pageTitle([lang('index', seo)], 'Casino lobby')).toEqual({ title: 'Best casino' });
    expect(pageTitle([lang('providerselect', seo)], 'Game providers')).toEqual({
      title: 'Game providers | Lotus Royale',
    });
    expect(pageTitle([lang('providerselect', seo)], 'Lotus Royale')).toEqual({ title: 'Lotus Royale' });
    expect(pageTitle([lang('providerselect', null)], null)).toEqual({ title: 'Lotus Royale' });
  });
  it('falls back to the site name, and titles the 404 page with its message', () => {
    expect(seoMeta({ seo: null, siteName: 'Site' })[0]).toEqual({ title: 'Site' });
    expect(seoMeta({ seo, siteName: 'Site', fallbackTitle: 'Not here' })[0]).toEqual({ title: 'Not here | Site' });
  });
});
