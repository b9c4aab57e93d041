import { describe, expect, it } from 'vitest';
import {
  gameArtUrl,
  providerLogoUrl,
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

  it('draws every category as well-formed SVG with the name in large type and the provider mark', () => {
    for (const category_code of [...CATEGORY_CODES, 'unknown-category']) {
      const svg = renderGameArt({ ...game, category_code });
      expect(svg, category_code).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 300 400"[^>]*>.*<\/svg>$/s,
      );
      expect(svg).toContain('>Fortune</text>');
      expect(svg).toContain('DEMO STUDIO');
      expect(svg).not.toMatch(/NaN|undefined/);
    }
  });

  it('wraps long names onto at most three lines', () => {
    const svg = renderGameArt({ ...game, name: 'The Incredibly Long Name Of A Slot Machine Of Legends' });
    const lines = svg.match(/<text x="150" y="\d+" text-anchor="middle" font-size="\d+">/g) ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
  });

  it('escapes text', () => {
    const svg = renderGameArt({ ...game, name: '<script>alert(1)</script> & "Co"', provider_name: 'A&B <Studio>' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A&amp;B &lt;STUDIO&gt;');
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
