import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SystemBanner } from '../../site/site.schemas.ts';
import { HomeHero } from './home-hero.tsx';

const banner = (id: number, extra: Partial<SystemBanner> = {}) =>
  ({
    id,
    title: `Banner ${id}`,
    image_url: `/banners/${id}.svg`,
    mobile_image_url: null,
    link_url: null,
    ...extra,
  }) as SystemBanner;

/** The image preloads React hoists for the render, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]).filter((l) => l.includes('as="image"'));

describe('home hero', () => {
  for (const variant of ['A', 'B'] as const) {
    it(`announces the lead banner first and with a high priority, and no other banner (variant ${variant})`, () => {
      const html = renderToString(createElement(HomeHero, { banners: [banner(1), banner(2), banner(3)], variant }));
      const links = preloads(html);
      expect(links[0]).toContain('href="/banners/1.svg"');
      expect(links[0]).toContain('fetchPriority="high"');
      expect(links.some((l) => l.includes('/banners/2.svg') || l.includes('/banners/3.svg'))).toBe(false);
    });
  }

  it("announces the phone's picture for phones and the wide one for wider screens", () => {
    const html = renderToString(
      createElement(HomeHero, { banners: [banner(1, { mobile_image_url: '/banners/1-m.svg' })], variant: 'A' }),
    );
    const links = preloads(html);
    expect(links).toHaveLength(2);
    expect(links.find((l) => l.includes('/banners/1-m.svg'))).toContain('media="(max-width: 767px)"');
    expect(links.find((l) => l.includes('href="/banners/1.svg"'))).toContain('media="(min-width: 768px)"');
  });

  it('draws the headline, the offer and the call-to-action button over the lead banner', () => {
    const lead = banner(1, {
      headline: 'Spin the reels',
      offer_text: 'Hundreds of slots from ten studios.',
      cta_label: 'Play slots',
      link_url: '/en/games?category=slot',
    });
    const hero = createElement(HomeHero, { banners: [lead, banner(2)], variant: 'A' });
    const router = createMemoryRouter([{ path: '*', element: hero }]);
    const html = renderToString(createElement(RouterProvider, { router }));
    expect(html).toMatch(/<h2[^>]*>Spin the reels<\/h2>/);
    expect(html).toContain('>Hundreds of slots from ten studios.</p>');
    // The button is the link a person uses; the picture links there too, out of the tab order and hidden.
    expect(html).toMatch(/<a [^>]*href="\/en\/games\?category=slot"[^>]*>Play slots<\/a>/);
    expect(html).toMatch(/<a [^>]*tabindex="-1" aria-hidden="true" href="\/en\/games\?category=slot"/);
    // The words are the banner's text: the picture is decorative; a banner without words keeps its name as alt.
    expect(html).toMatch(/<img src="\/banners\/1.svg" alt=""/);
    expect(html).toMatch(/<img src="\/banners\/2.svg" alt="Banner 2"/);
  });
});
