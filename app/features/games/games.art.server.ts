/**
 * Generated artwork: every game tile and provider logo is an SVG drawn from the game's own data (code, name,
 * provider, category), so the same inputs always give the same picture. Served by /media/… with long cache
 * headers; the `v` query value changes whenever the inputs or this generator change.
 */

/** Bump when the drawing changes, so browsers fetch the new pictures. */
const ART_VERSION = 1;

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

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const r1 = (n: number) => Math.round(n * 10) / 10;

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

/** Base hue and spread of each category's palette. */
const PALETTES: Record<string, [hue: number, spread: number, accent: number]> = {
  slot: [295, 35, 48],
  'live-casino': [352, 20, 45],
  sport: [125, 25, 200],
  crash: [20, 20, 210],
  arcade: [185, 20, 310],
  fishing: [200, 15, 45],
  virtual: [168, 15, 280],
  table: [140, 12, 45],
  megaways: [262, 15, 320],
  jackpot: [42, 12, 0],
  lotto: [215, 20, 50],
  'cash-drop': [150, 15, 45],
};

const W = 300;
const H = 400;
const FONT = `'Arial Black','Segoe UI Black','Helvetica Neue',Arial,'Noto Sans',sans-serif`;

function wrapTitle(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const max = name.length <= 8 ? 8 : name.length <= 30 ? 10 : 13;
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (!line) line = word;
    else if (`${line} ${word}`.length <= max) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 3) return [...lines.slice(0, 2), lines.slice(2).join(' ')];
  return lines;
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

type Draw = (rand: () => number, hue: number, accent: number) => string;

const SUITS = ['♠', '♥', '♦', '♣'];

const MOTIFS: Record<string, Draw> = {
  slot(rand, hue, accent) {
    const symbols = ['7', '★', '◆', '♥', 'BAR', '$'];
    let s = '';
    for (let i = 0; i < 3; i++) {
      const x = 42 + i * 76;
      s += `<rect x="${x}" y="92" width="64" height="120" rx="12" fill="#fff" fill-opacity="0.92"/>`;
      for (let j = 0; j < 2; j++) {
        const sym = symbols[Math.floor(rand() * symbols.length)];
        const size = sym.length > 1 ? 20 : 40;
        s += `<text x="${x + 32}" y="${138 + j * 56}" font-size="${size}" text-anchor="middle" font-family="${FONT}" fill="hsl(${(accent + j * 40 + i * 20) % 360},80%,45%)">${sym}</text>`;
      }
    }
    s += `<rect x="30" y="146" width="240" height="8" rx="4" fill="hsl(${hue},90%,60%)" fill-opacity="0.8"/>`;
    return s;
  },
  'live-casino'(rand, _hue, accent) {
    const chip = (cx: number, cy: number, r: number, c: string) =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#fff" stroke-width="${r * 0.14}" stroke-dasharray="${r * 0.45} ${r * 0.3}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="#fff" fill-opacity="0.9"/>`;
    const suit = SUITS[Math.floor(rand() * 4)];
    return (
      `<g transform="rotate(-12 120 150)"><rect x="70" y="80" width="96" height="136" rx="10" fill="#fff"/><text x="118" y="170" font-size="64" text-anchor="middle" fill="#111">${suit}</text></g>` +
      `<g transform="rotate(10 180 150)"><rect x="134" y="84" width="96" height="136" rx="10" fill="#fff"/><text x="182" y="122" font-size="30" text-anchor="middle" font-family="${FONT}" fill="#c1121f">A</text><text x="182" y="186" font-size="56" text-anchor="middle" fill="#c1121f">♥</text></g>` +
      chip(66, 220, 26, `hsl(${accent},80%,45%)`) +
      chip(240, 212, 20, '#1d4ed8')
    );
  },
  sport(rand) {
    const cx = 150 + (rand() - 0.5) * 40;
    return (
      `<path d="M20 230 Q150 190 280 230" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>` +
      `<circle cx="${cx}" cy="150" r="62" fill="#fff"/>` +
      `<polygon points="${cx},124 ${cx + 24},142 ${cx + 15},170 ${cx - 15},170 ${cx - 24},142" fill="#111"/>` +
      `<path d="M${cx} 124 L${cx} 90 M${cx + 24} 142 L${cx + 56} 130 M${cx + 15} 170 L${cx + 34} 200 M${cx - 15} 170 L${cx - 34} 200 M${cx - 24} 142 L${cx - 56} 130" stroke="#111" stroke-width="5"/>`
    );
  },
  crash(rand, _hue, accent) {
    const peak = 70 + rand() * 30;
    const mult = (1.5 + rand() * 48).toFixed(2);
    return (
      `<path d="M24 236 C120 232 190 200 250 ${peak}" fill="none" stroke="hsl(${accent},90%,60%)" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M24 236 C120 232 190 200 250 ${peak} L250 240 L24 240 Z" fill="hsl(${accent},90%,60%)" fill-opacity="0.18"/>` +
      `<g transform="translate(250 ${peak}) rotate(-50)"><path d="M0 -26 C12 -14 12 10 8 18 L-8 18 C-12 10 -12 -14 0 -26 Z" fill="#fff"/><circle cx="0" cy="-6" r="5" fill="hsl(${accent},80%,45%)"/><path d="M-6 20 L0 38 L6 20 Z" fill="#fbbf24"/></g>` +
      `<text x="40" y="120" font-size="36" font-family="${FONT}" fill="#fff">${mult}x</text>`
    );
  },
  arcade(rand, _hue, accent) {
    let s = '';
    const px = 12;
    const ox = 78;
    const oy = 86;
    for (let y = 0; y < 8; y++) {
      for (let x = 0; x < 6; x++) {
        if (rand() > 0.45) {
          const cells = `<rect x="${ox + x * px}" y="${oy + y * px}" width="${px}" height="${px}"/><rect x="${ox + (11 - x) * px}" y="${oy + y * px}" width="${px}" height="${px}"/>`;
          s += cells;
        }
      }
    }
    return `<g fill="hsl(${accent},90%,65%)">${s}</g><rect x="70" y="196" width="160" height="24" rx="12" fill="#fff" fill-opacity="0.85"/><circle cx="104" cy="208" r="7" fill="#ef4444"/><circle cx="196" cy="208" r="7" fill="#22c55e"/>`;
  },
  fishing(rand, _hue, accent) {
    let s = '';
    for (let i = 0; i < 4; i++) {
      const x = 40 + rand() * 200;
      const y = 100 + rand() * 110;
      const r = 16 + rand() * 16;
      const dir = rand() > 0.5 ? 1 : -1;
      s += `<g transform="translate(${r1(x)} ${r1(y)}) scale(${dir} 1)"><ellipse rx="${r1(r)}" ry="${r1(r * 0.55)}" fill="hsl(${(accent + i * 35) % 360},85%,60%)"/><path d="M${r1(-r * 0.9)} 0 L${r1(-r * 1.6)} ${r1(-r * 0.5)} L${r1(-r * 1.6)} ${r1(r * 0.5)} Z" fill="hsl(${(accent + i * 35) % 360},85%,50%)"/><circle cx="${r1(r * 0.5)}" cy="${r1(-r * 0.12)}" r="${r1(r * 0.12)}" fill="#111"/></g>`;
    }
    return `${s}<path d="M0 240 Q37 226 75 240 T150 240 T225 240 T300 240 V260 H0 Z" fill="#fff" fill-opacity="0.25"/>`;
  },
  virtual(rand, _hue, accent) {
    const lanes = [0, 1, 2, 3].map((i) => {
      const y = 100 + i * 34;
      const x = 60 + rand() * 160;
      return `<line x1="20" y1="${y + 14}" x2="280" y2="${y + 14}" stroke="#fff" stroke-opacity="0.3" stroke-width="2"/><circle cx="${r1(x)}" cy="${y}" r="13" fill="hsl(${(accent + i * 70) % 360},85%,55%)"/><text x="${r1(x)}" y="${y + 6}" font-size="15" text-anchor="middle" font-family="${FONT}" fill="#fff">${i + 1}</text>`;
    });
    return `${lanes.join('')}<rect x="262" y="84" width="8" height="150" fill="#fff"/><rect x="262" y="84" width="8" height="15" fill="#111"/><rect x="262" y="114" width="8" height="15" fill="#111"/><rect x="262" y="144" width="8" height="15" fill="#111"/><rect x="262" y="174" width="8" height="15" fill="#111"/><rect x="262" y="204" width="8" height="15" fill="#111"/>`;
  },
  table(rand) {
    let s = '';
    for (let i = 0; i < 3; i++) {
      const suit = SUITS[Math.floor(rand() * 4)];
      const red = suit === '♥' || suit === '♦';
      const rank = ['A', 'K', 'Q', 'J', '10', '9'][Math.floor(rand() * 6)];
      s += `<g transform="rotate(${-18 + i * 18} 150 260)"><rect x="106" y="84" width="88" height="128" rx="9" fill="#fff" stroke="#0003"/><text x="122" y="110" font-size="20" font-family="${FONT}" fill="${red ? '#c1121f' : '#111'}">${rank}</text><text x="150" y="172" font-size="48" text-anchor="middle" fill="${red ? '#c1121f' : '#111'}">${suit}</text></g>`;
    }
    return s;
  },
  megaways(rand, _hue, accent) {
    let s = '';
    for (let i = 0; i < 6; i++) {
      const rows = 2 + Math.floor(rand() * 6);
      const h = 130 / rows;
      for (let j = 0; j < rows; j++) {
        s += `<rect x="${24 + i * 43}" y="${r1(88 + j * h)}" width="38" height="${r1(h - 3)}" rx="4" fill="hsl(${(accent + j * 25 + i * 11) % 360},80%,${55 + (j % 2) * 12}%)"/>`;
      }
    }
    return s;
  },
  jackpot(rand) {
    let s = '';
    for (let i = 0; i < 9; i++) {
      const x = 70 + (i % 3) * 60 + (rand() - 0.5) * 16;
      const y = 224 - Math.floor(i / 3) * 22;
      s += `<ellipse cx="${r1(x)}" cy="${y}" rx="30" ry="10" fill="#b45309"/><ellipse cx="${r1(x)}" cy="${y - 5}" rx="30" ry="10" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>`;
    }
    return `<path d="M92 140 L104 86 L130 118 L150 74 L170 118 L196 86 L208 140 Z" fill="#fde047" stroke="#b45309" stroke-width="4" stroke-linejoin="round"/><circle cx="150" cy="74" r="7" fill="#ef4444"/>${s}`;
  },
  lotto(rand, _hue, accent) {
    let s = '';
    const taken = new Set<number>();
    for (let i = 0; i < 5; i++) {
      let n = 1 + Math.floor(rand() * 49);
      while (taken.has(n)) n = (n % 49) + 1;
      taken.add(n);
      const x = 50 + i * 50;
      const y = 150 + (i % 2 ? 26 : -20);
      s += `<circle cx="${x}" cy="${y}" r="24" fill="hsl(${(accent + i * 60) % 360},85%,55%)"/><circle cx="${x}" cy="${y}" r="14" fill="#fff"/><text x="${x}" y="${y + 6}" font-size="16" text-anchor="middle" font-family="${FONT}" fill="#111">${n}</text>`;
    }
    return s;
  },
  'cash-drop'(rand) {
    let s = '';
    for (let i = 0; i < 5; i++) {
      const x = 30 + rand() * 220;
      const y = 80 + rand() * 130;
      const a = Math.round((rand() - 0.5) * 60);
      s += `<g transform="rotate(${a} ${r1(x + 30)} ${r1(y + 15)})"><rect x="${r1(x)}" y="${r1(y)}" width="60" height="30" rx="3" fill="#22c55e" stroke="#14532d" stroke-width="2"/><circle cx="${r1(x + 30)}" cy="${r1(y + 15)}" r="8" fill="none" stroke="#14532d" stroke-width="2"/></g>`;
    }
    for (let i = 0; i < 4; i++) {
      const x = 40 + rand() * 220;
      const y = 90 + rand() * 130;
      s += `<circle cx="${r1(x)}" cy="${r1(y)}" r="13" fill="#fbbf24" stroke="#b45309" stroke-width="3"/>`;
    }
    return s;
  },
};

/** The tile artwork of one game, 300×400. */
export function renderGameArt(g: GameArtInput): string {
  const rand = rng(hash32(g.game_code));
  const [baseHue, spread, accentShift] = PALETTES[g.category_code] ?? [220, 40, 180];
  const hue = Math.round(baseHue + (rand() - 0.5) * spread * 2 + 360) % 360;
  const hue2 = (hue + 25 + Math.round(rand() * 30)) % 360;
  const accent = (hue + accentShift + 360) % 360;
  const angle = Math.round(rand() * 360);
  const glowX = Math.round(20 + rand() * 60);
  const glowY = Math.round(15 + rand() * 40);

  let deco = '';
  const decoCount = 6 + Math.floor(rand() * 6);
  for (let i = 0; i < decoCount; i++) {
    const x = rand() * W;
    const y = rand() * H;
    const r = 3 + rand() * 14;
    const kind = rand();
    const op = (0.12 + rand() * 0.25).toFixed(2);
    deco +=
      kind < 0.4
        ? `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff" fill-opacity="${op}"/>`
        : kind < 0.75
          ? `<g fill="#fff" fill-opacity="${op}">${star(x, y, r * 1.3, 4 + Math.floor(rand() * 2))}</g>`
          : `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(r * 1.4)}" height="${r1(r * 1.4)}" transform="rotate(45 ${r1(x)} ${r1(y)})" fill="hsl(${accent},90%,70%)" fill-opacity="${op}"/>`;
  }

  const motif = (MOTIFS[g.category_code] ?? MOTIFS.slot)(rand, hue, accent);
  const lines = wrapTitle(g.name);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(24, Math.min(46, Math.floor(270 / (longest * 0.66))));
  const lineH = Math.round(size * 1.08);
  const titleTop = 330 - ((lines.length - 1) * lineH) / 2;
  const title = lines
    .map(
      (l, i) =>
        `<text x="150" y="${Math.round(titleTop + i * lineH)}" text-anchor="middle" font-size="${size}">${esc(l)}</text>`,
    )
    .join('');
  const mark = esc(g.provider_name.toUpperCase());
  const markW = Math.min(260, 22 + mark.length * 7.6);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(g.name)}">` +
    `<defs><linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${hue},72%,46%)"/><stop offset="1" stop-color="hsl(${hue2},70%,16%)"/></linearGradient>` +
    `<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="60%"><stop offset="0" stop-color="#fff" stop-opacity="0.38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>${deco}` +
    `<g>${motif}</g><rect width="${W}" height="${H}" fill="url(#shade)"/>` +
    `<g font-family="${FONT}" font-weight="900" fill="#fff" stroke="hsl(${hue2},70%,12%)" stroke-width="6" stroke-linejoin="round" paint-order="stroke">${title}</g>` +
    `<rect x="12" y="12" width="${r1(markW)}" height="26" rx="13" fill="#000" fill-opacity="0.45"/>` +
    `<text x="${r1(12 + markW / 2)}" y="30" text-anchor="middle" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="1" fill="#fff">${mark}</text>` +
    `</svg>`
  );
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
