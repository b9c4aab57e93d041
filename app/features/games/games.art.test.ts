import { describe, expect, it } from 'vitest';
import {
  categoryArtUrl,
  gameArtUrl,
  providerLogoUrl,
  renderCategoryArt,
  renderGameArt,
  renderNotFoundArt,
  renderProviderLogo,
} from './games.art.server.ts';
import { CATEGORY_CODES } from './games.schemas.ts';

const game = { game_code: 'demo-slot', name: 'Fortune Five', provider_name: 'Demo Studio', category_code: 'slot' };

describe('generated artwork', () => {
  it('draws the same picture for the same game and a different one for another', () => {
    expect(renderGameArt(game)).toBe(renderGameArt({ ...game }));
    expect(renderGameArt(game)).not.toBe(renderGameArt({ ...game, game_code: 'demo-slot-2' }));
  });

  it('draws every category as well-formed SVG without the name or the provider written on it', () => {
    for (const category_code of [...CATEGORY_CODES, 'unknown-category']) {
      const svg = renderGameArt({ ...game, category_code });
      expect(svg, category_code).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400"[^>]*>.*<\/svg>$/s,
      );
      // The tile shows the name and the provider under the picture: the picture does not repeat them.
      expect(svg.replace(/aria-label="[^"]*"/, '')).not.toMatch(/Fortune|Five|DEMO STUDIO|Demo Studio/);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
  });

  it('stays small: about 2 KB a picture over games of every kind and theme', () => {
    const names = ['Fortune Five', 'Speed Roulette Squeeze', 'Golden Pharaoh Jackpot', 'Retro Mines', 'Sic Bo Gold'];
    const sizes: number[] = [];
    for (const category_code of CATEGORY_CODES)
      for (let i = 0; i < 40; i++)
        sizes.push(
          renderGameArt({ ...game, category_code, game_code: `g-${category_code}-${i}`, name: names[i % 5] }).length,
        );
    const average = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    expect(average).toBeLessThan(2_600);
    expect(Math.max(...sizes)).toBeLessThan(5_000);
  });

  it('tells games apart: palette, composition and the symbol of the theme differ from game to game', () => {
    const slots = Array.from({ length: 30 }, (_, i) =>
      renderGameArt({ ...game, game_code: `slot-${i}`, name: `Game ${i}` }),
    );
    // Thirty slots without a theme word: no two pictures alike, many backgrounds, and each composition.
    expect(new Set(slots).size).toBe(30);
    const backgrounds = new Set(slots.map((s) => /<stop offset="0" stop-color="([^"]+)"/.exec(s)?.[1]));
    expect(backgrounds.size).toBeGreaterThan(20);
    const layout = (s: string) => {
      const uses = s.match(/<use /g)?.length ?? 0;
      return uses === 0 ? 'one symbol' : uses > 3 ? 'grid' : 'reels';
    };
    expect(new Set(slots.map(layout))).toEqual(new Set(['grid', 'reels', 'one symbol']));
    // The theme's symbol follows the name: a pyramid for a pharaoh, a roulette wheel for a roulette table.
    const pharaoh = renderGameArt({ ...game, name: 'Golden Pharaoh Spins' });
    expect(pharaoh).toContain('points="0,-46 52,40 -52,40"');
    const roulette = renderGameArt({ ...game, category_code: 'live-casino', name: 'Speed Roulette Squeeze' });
    expect(roulette).toMatch(/stroke-dasharray="[\d.]+ [\d.]+"/);
    expect(renderGameArt({ ...game, category_code: 'live-casino', name: 'Baccarat Emerald' })).not.toMatch(
      /stroke-dasharray="[\d.]+ [\d.]+"/,
    );
  });

  it('draws a square picture per category for the lobby', () => {
    const svg = renderCategoryArt({ code: 'slot', name: 'Slots' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 50 300 300"[^>]*>.*<\/svg>$/s);
    expect(renderCategoryArt({ code: 'fishing', name: 'Fishing' })).not.toBe(svg);
    expect(categoryArtUrl({ code: 'slot', name: 'Slots' })).toMatch(/^\/media\/categories\/slot\.svg\?v=[0-9a-z]+$/);
  });

  it('escapes text', () => {
    const svg = renderGameArt({ ...game, name: '<script>alert(1)</script> & "Co"', provider_name: 'A&B <Studio>' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;"');
    expect(renderProviderLogo({ code: 'x', name: 'Fish & <Chips>' })).toContain('Fish &amp;');
  });

  it('changes the picture URL version when what it is drawn from changes', () => {
    expect(gameArtUrl(game)).toMatch(/^\/media\/games\/demo-slot\.svg\?v=[0-9a-z]+$/);
    expect(gameArtUrl(game)).toBe(gameArtUrl({ ...game }));
    expect(gameArtUrl({ ...game, name: 'Fortune Six' })).not.toBe(gameArtUrl(game));
    expect(providerLogoUrl('demo', 'Demo Studio')).not.toBe(providerLogoUrl('demo', 'Demo Studios'));
    expect(renderNotFoundArt()).toMatch(/^<svg .*<\/svg>$/s);
  });
});
