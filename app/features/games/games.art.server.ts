/**
 * Generated artwork: every game tile and provider logo is an SVG drawn from the game's own data (code, name,
 * provider, category), so the same inputs always give the same picture. Served by /media/… with long cache
 * headers; the `v` query value changes whenever the inputs or this generator change.
 */

import { FONT, r1, SCENES, type Palette } from './games.art.symbols.server.ts';

/** Bump when the drawing changes, so browsers fetch the new pictures. */
const ART_VERSION = 2;

/** FNV-1a, 32 bit. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function star(cx: number, cy: number, r: number, points: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${r1(cx + rad * Math.cos(a))},${r1(cy + rad * Math.sin(a))}`);
  }
  return `<polygon points="${out.join(' ')}"/>`;
}

export interface GameArtInput {
  game_code: string;
  name: string;
  provider_name: string;
  category_code: string;
}

export function gameArtUrl(g: GameArtInput): string {
  const v = hash32(`${ART_VERSION}|${g.name}|${g.provider_name}|${g.category_code}`).toString(36);
  return `/media/games/${encodeURIComponent(g.game_code)}.svg?v=${v}`;
}

export function providerLogoUrl(code: string, name: string): string {
  return `/media/providers/${encodeURIComponent(code)}.svg?v=${hash32(`${ART_VERSION}|${name}`).toString(36)}`;
}

/** Base hue of each category's palettes: a game's hue is drawn around it, so a category keeps a family look. */
const CATEGORY_HUES: Record<string, number> = {
  slot: 290,
  'live-casino': 350,
  sport: 130,
  crash: 225,
  arcade: 190,
  fishing: 200,
  virtual: 165,
  table: 145,
  megaways: 265,
  jackpot: 40,
  lotto: 215,
  'cash-drop': 155,
};

const W = 300;
const H = 400;

/** A palette from the game's hue: a deep background, a warm or contrasting accent and a second one. */
function paletteOf(rand: () => number, baseHue: number): Palette {
  const hue = Math.round(baseHue + (rand() - 0.5) * 120 + 360) % 360;
  const shift = [150, 180, 200, 60, -60][Math.floor(rand() * 5)];
  const accent = (hue + shift + 360) % 360;
  const light = 30 + Math.round(rand() * 14);
  return {
    bg1: `hsl(${hue},${60 + Math.round(rand() * 25)}%,${light}%)`,
    bg2: `hsl(${(hue + 20 + Math.round(rand() * 40)) % 360},70%,${8 + Math.round(rand() * 8)}%)`,
    a1: `hsl(${accent},90%,${55 + Math.round(rand() * 10)}%)`,
    a2: `hsl(${(accent + 40) % 360},85%,62%)`,
    ink: `hsl(${hue},60%,12%)`,
    hue: accent,
  };
}

/** Background patterns: rays, rings, dots, stripes or floating bubbles, around a focus point. */
function backdrop(rand: () => number, fx: number, fy: number): { defs: string; body: string } {
  const kind = Math.floor(rand() * 5);
  if (kind === 0) {
    const n = 10 + 2 * Math.floor(rand() * 4);
    let d = '';
    for (let i = 0; i < n; i += 2) {
      const a = (Math.PI * 2 * i) / n;
      const b = (Math.PI * 2 * (i + 1)) / n;
      d += `M${fx} ${fy}L${r1(fx + 600 * Math.cos(a))} ${r1(fy + 600 * Math.sin(a))}L${r1(fx + 600 * Math.cos(b))} ${r1(fy + 600 * Math.sin(b))}z`;
    }
    return { defs: '', body: `<path d="${d}" fill="#fff" fill-opacity=".07"/>` };
  }
  if (kind === 1) {
    let rings = '';
    for (let i = 1; i <= 5; i++) rings += `<circle cx="${fx}" cy="${fy}" r="${i * 46}"/>`;
    return { defs: '', body: `<g fill="none" stroke="#fff" stroke-opacity=".09" stroke-width="14">${rings}</g>` };
  }
  if (kind === 2 || kind === 3) {
    const size = 16 + Math.floor(rand() * 3) * 6;
    const cell =
      kind === 2
        ? `<circle cx="${size / 2}" cy="${size / 2}" r="${r1(size / 8)}" fill="#fff" fill-opacity=".14"/>`
        : `<rect width="${size / 2}" height="${size}" fill="#fff" fill-opacity=".06"/>`;
    const turn = kind === 3 ? ` patternTransform="rotate(${Math.round(20 + rand() * 50)})"` : '';
    return {
      defs: `<pattern id="pt" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${turn}>${cell}</pattern>`,
      body: `<rect width="${W}" height="${H}" fill="url(#pt)"/>`,
    };
  }
  let bubbles = '';
  for (let i = 0; i < 8; i++)
    bubbles += `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(8 + rand() * 34)}" fill-opacity="${(0.05 + rand() * 0.1).toFixed(2)}"/>`;
  return { defs: '', body: `<g fill="#fff">${bubbles}</g>` };
}

function svgOpen(viewBox: string, width: number, height: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}">`;
}

/** The picture of a game: the scene of its kind and theme on a background of its own, without any words. */
function drawGame(seed: string, name: string, category: string, fixedVariant?: number): { defs: string; body: string } {
  const rand = rng(hash32(seed));
  const p = paletteOf(rand, CATEGORY_HUES[category] ?? 220);
  const angle = Math.round(rand() * 360);
  const variant = fixedVariant ?? Math.floor(rand() * 3);
  const fx = Math.round(60 + rand() * 180);
  const fy = Math.round(100 + rand() * 200);
  const back = backdrop(rand, fx, fy);
  const scene = (SCENES[category] ?? SCENES.slot)({ name, rand, p, variant });
  return {
    defs:
      `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>` +
      `<radialGradient id="gl" cx="${Math.round((fx / W) * 100)}%" cy="${Math.round((fy / H) * 100)}%" r="55%"><stop offset="0" stop-color="${p.a2}" stop-opacity=".45"/><stop offset="1" stop-color="${p.a2}" stop-opacity="0"/></radialGradient>` +
      back.defs,
    body: `<rect width="${W}" height="${H}" fill="url(#bg)"/>${back.body}<rect width="${W}" height="${H}" fill="url(#gl)"/>${scene}`,
  };
}

/**
 * The tile artwork of one game, 300×400. Its name is not written on it (the tile shows the name below the picture):
 * the picture tells games apart by palette, background, composition and the symbol of the game's theme.
 */
export function renderGameArt(g: GameArtInput): string {
  const { defs, body } = drawGame(g.game_code, g.name, g.category_code);
  return `${svgOpen(`0 0 ${W} ${H}`, W, H, g.name)}<defs>${defs}</defs>${body}</svg>`;
}

/** What a category's picture shows: the words of a typical game's name and the composition. */
const CATEGORY_THEMES: Record<string, [theme: string, variant: number]> = {
  slot: ['777', 0],
  'live-casino': ['Roulette', 0],
  table: ['Blackjack', 2],
  sport: ['Football', 0],
  crash: ['Rocket', 1],
  arcade: ['Mines', 0],
  fishing: ['Ocean', 0],
  virtual: ['Racing', 1],
  megaways: ['Gems', 1],
  jackpot: ['Crown', 0],
  lotto: ['Lotto', 0],
  'cash-drop': ['Cash', 0],
};

/** The picture of a game category (the lobby's category grid), 300×300: the scene of its kind, framed square. */
export function renderCategoryArt(c: { code: string; name: string }): string {
  const [theme, variant] = CATEGORY_THEMES[c.code] ?? [c.name, 0];
  const { defs, body } = drawGame(`category|${c.code}`, theme, c.code, variant);
  return `${svgOpen('0 50 300 300', 300, 300, c.name)}<defs>${defs}</defs>${body}</svg>`;
}

export function categoryArtUrl(c: { code: string; name: string }): string {
  return `/media/categories/${encodeURIComponent(c.code)}.svg?v=${hash32(`${ART_VERSION}|${c.code}`).toString(36)}`;
}

/** A provider's wordmark logo, 240×96. */
export function renderProviderLogo(p: { code: string; name: string }): string {
  const rand = rng(hash32(`provider|${p.code}`));
  const hue = Math.floor(rand() * 360);
  const hue2 = (hue + 40 + Math.floor(rand() * 80)) % 360;
  const shape = Math.floor(rand() * 4);
  const emblem = [
    `<circle cx="48" cy="48" r="30" fill="url(#pg)"/><circle cx="48" cy="48" r="14" fill="#fff" fill-opacity="0.9"/>`,
    `<rect x="20" y="20" width="56" height="56" rx="14" transform="rotate(45 48 48)" fill="url(#pg)"/><rect x="38" y="38" width="20" height="20" rx="4" transform="rotate(45 48 48)" fill="#fff" fill-opacity="0.9"/>`,
    `<g fill="url(#pg)">${star(48, 48, 34, 5)}</g><circle cx="48" cy="52" r="8" fill="#fff" fill-opacity="0.9"/>`,
    `<polygon points="48,14 80,32 80,64 48,82 16,64 16,32" fill="url(#pg)"/><text x="48" y="60" font-size="30" text-anchor="middle" font-family="${FONT}" font-weight="900" fill="#fff">${esc(p.name.charAt(0).toUpperCase())}</text>`,
  ][shape];
  const words = p.name.split(/\s+/);
  const first = words[0];
  const rest = words.slice(1).join(' ');
  const size = Math.max(14, Math.min(30, Math.floor(140 / (Math.max(first.length, rest.length) * 0.62))));
  const text = rest
    ? `<text x="90" y="${44}" font-size="${size}" font-weight="900">${esc(first)}</text><text x="90" y="${44 + Math.round(size * 0.95)}" font-size="${Math.round(size * 0.7)}" font-weight="700" fill-opacity="0.8" letter-spacing="1">${esc(rest.toUpperCase())}</text>`
    : `<text x="90" y="${56}" font-size="${size}" font-weight="900">${esc(first)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${esc(p.name)}">` +
    `<defs><linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},85%,60%)"/><stop offset="1" stop-color="hsl(${hue2},80%,45%)"/></linearGradient></defs>` +
    `${emblem}<g font-family="${FONT}" fill="#fff">${text}</g></svg>`
  );
}

/** The picture shown where a game's artwork is missing or fails to load. */
export function renderNotFoundArt(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="?">` +
    `<defs><linearGradient id="nf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f3f46"/><stop offset="1" stop-color="#18181b"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#nf)"/>` +
    `<g fill="none" stroke="#71717a" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M86 170 h128 a34 34 0 0 1 34 34 v22 a30 30 0 0 1 -54 18 l-14 -18 h-60 l-14 18 a30 30 0 0 1 -54 -18 v-22 a34 34 0 0 1 34 -34 z"/>` +
    `<path d="M104 196 v28 M90 210 h28"/></g>` +
    `<g fill="#71717a"><circle cx="196" cy="202" r="7"/><circle cx="214" cy="220" r="7"/></g>` +
    `<text x="150" y="130" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" fill="#52525b">?</text>` +
    `</svg>`
  );
}
