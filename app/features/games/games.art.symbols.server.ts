/**
 * The drawing kit of the generated artwork (games.art.server.ts): symbols drawn as small SVG fragments centred on
 * (0, 0) within about ±50 units, and the scenes of each game kind built from them. Every fragment is plain shapes
 * (no fonts for the pictures themselves, except digits), so a tile looks the same on every device.
 */

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A game's colours: background from `bg1` (top) to `bg2`, a main accent and a second one. */
export interface Palette {
  bg1: string;
  bg2: string;
  a1: string;
  a2: string;
  /** A dark ink for outlines, in the background's hue. */
  ink: string;
  /** Hue of the main accent (for symbols that vary it). */
  hue: number;
}

export type Rand = () => number;

export const FONT = `'Arial Black','Segoe UI Black','Helvetica Neue',Arial,sans-serif`;

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];

/** Places a fragment drawn around (0, 0). */
export function at(x: number, y: number, scale: number, rotate: number, body: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})${scale !== 1 ? ` scale(${r1(scale * 100) / 100})` : ''}${rotate ? ` rotate(${Math.round(rotate)})` : ''}">${body}</g>`;
}

function polygon(points: number[], attrs: string): string {
  const out: string[] = [];
  for (let i = 0; i < points.length; i += 2) out.push(`${r1(points[i])},${r1(points[i + 1])}`);
  return `<polygon points="${out.join(' ')}" ${attrs}/>`;
}

function starPoints(r: number, n: number, inner = 0.45): number[] {
  const pts: number[] = [];
  for (let i = 0; i < n * 2; i++) {
    const rad = i % 2 === 0 ? r : r * inner;
    const a = (Math.PI * i) / n - Math.PI / 2;
    pts.push(rad * Math.cos(a), rad * Math.sin(a));
  }
  return pts;
}

// Card suits as paths (no font needed).
const SUIT_PATHS = {
  heart: 'M0 14C-10 6-18 0-18-8c0-6 4-10 9-10 4 0 7 3 9 6 2-3 5-6 9-6 5 0 9 4 9 10 0 8-8 14-18 22z',
  diamond: 'M0-20L14 0 0 20-14 0z',
  spade: 'M0-20C10-10 18-4 18 4c0 6-4 9-9 9-3 0-6-2-7-4l3 11H-5l3-11c-1 2-4 4-7 4-5 0-9-3-9-9 0-8 8-14 18-24z',
  club: 'M0-20a8 8 0 0 1 7 12 8 8 0 1 1-4 12l3 10H-6l3-10a8 8 0 1 1-4-12 8 8 0 0 1 7-12z',
} as const;
type Suit = keyof typeof SUIT_PATHS;
const SUITS = Object.keys(SUIT_PATHS) as Suit[];
const RED_SUITS = new Set<Suit>(['heart', 'diamond']);

export function suit(s: Suit, fill: string): string {
  return `<path d="${SUIT_PATHS[s]}" fill="${fill}"/>`;
}

/** A playing card 60×84 centred on (0, 0). */
export function card(rank: string, s: Suit): string {
  const c = RED_SUITS.has(s) ? '#c1121f' : '#111';
  return (
    `<rect x="-30" y="-42" width="60" height="84" rx="7" fill="#fff" stroke="#0002"/>` +
    `<text x="-22" y="-22" font-size="16" font-family="${FONT}" fill="${c}">${rank}</text>` +
    at(0, 8, 1.1, 0, suit(s, c))
  );
}

/** A casino chip of radius 1 (scale it). */
function chip(fill: string): string {
  return `<circle r="30" fill="${fill}"/><circle r="22" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="9 6"/><circle r="14" fill="#fff" fill-opacity=".9"/>`;
}

/** The symbols a game's theme can show, by the words of its name; each drawn within about ±50. */
export const SYMBOLS = {
  seven: (p: Palette) =>
    `<text y="36" font-size="110" text-anchor="middle" font-family="${FONT}" font-weight="900" fill="${p.a1}" stroke="${p.ink}" stroke-width="7" paint-order="stroke">7</text>`,
  cherry: () =>
    `<path d="M-18 8Q-8-28 18-44M20 12Q14-18 18-44" fill="none" stroke="#3f7d20" stroke-width="6" stroke-linecap="round"/><path d="M18-44q20-6 26 8q-16 6-26-8z" fill="#4caf50"/><circle cx="-20" cy="26" r="20" fill="#d7263d"/><circle cx="20" cy="30" r="20" fill="#c1121f"/><circle cx="-26" cy="19" r="5" fill="#fff" fill-opacity=".6"/><circle cx="14" cy="23" r="5" fill="#fff" fill-opacity=".6"/>`,
  gem: (p: Palette) =>
    `${polygon([-46, -14, -26, -40, 26, -40, 46, -14, 0, 46], `fill="${p.a1}"`)}${polygon([-46, -14, 46, -14, 0, 46], 'fill="#000" fill-opacity=".18"')}<path d="M-26-40L-12-14 0 46 12-14 26-40M-12-14H12" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2.5"/>`,
  bell: (p: Palette) =>
    `<path d="M0-46c26 0 32 24 32 48 0 14 8 22 14 26H-46c6-4 14-12 14-26 0-24 6-48 32-48z" fill="${p.a1}" stroke="${p.ink}" stroke-width="3"/><circle cy="38" r="9" fill="${p.a2}"/><path d="M-14-28q-8 14-8 34" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>`,
  star: (p: Palette) =>
    polygon(starPoints(52, 5), `fill="${p.a1}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"`),
  crown: (p: Palette) =>
    `${polygon([-48, 30, -52, -26, -24, 2, 0, -42, 24, 2, 52, -26, 48, 30], `fill="${p.a1}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"`)}<rect x="-48" y="26" width="96" height="14" rx="4" fill="${p.a2}"/><circle cy="-42" r="6" fill="#e11d48"/><circle cx="-52" cy="-26" r="5" fill="#22d3ee"/><circle cx="52" cy="-26" r="5" fill="#22d3ee"/>`,
  bolt: (p: Palette) =>
    polygon(
      [12, -52, -32, 8, -4, 8, -16, 52, 32, -10, 4, -10],
      `fill="${p.a1}" stroke="${p.ink}" stroke-width="3" stroke-linejoin="round"`,
    ),
  moon: (p: Palette) =>
    `<path d="M18-44A46 46 0 1 0 18 44 36 36 0 1 1 18-44z" fill="${p.a1}"/><circle cx="-22" cy="-6" r="6" fill="#000" fill-opacity=".12"/><circle cx="-12" cy="20" r="4" fill="#000" fill-opacity=".12"/>`,
  sun: (p: Palette) => {
    let rays = '';
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI * 2 * i) / 12;
      const b = a + 0.14;
      const c = a - 0.14;
      rays += `M${r1(50 * Math.cos(a))} ${r1(50 * Math.sin(a))}L${r1(30 * Math.cos(b))} ${r1(30 * Math.sin(b))}L${r1(30 * Math.cos(c))} ${r1(30 * Math.sin(c))}z`;
    }
    return `<path d="${rays}" fill="${p.a2}"/><circle r="30" fill="${p.a1}"/>`;
  },
  pyramid: (p: Palette) =>
    `${polygon([0, -46, 52, 40, -52, 40], `fill="${p.a1}"`)}${polygon([0, -46, 52, 40, 10, 40], 'fill="#000" fill-opacity=".25"')}<path d="M-30 4H22M-42 24H38" stroke="#000" stroke-opacity=".2" stroke-width="3"/><circle cy="-12" r="7" fill="${p.a2}"/>`,
  lantern: (p: Palette) =>
    `<rect x="-10" y="-52" width="20" height="10" rx="3" fill="${p.a2}"/><ellipse rx="38" ry="42" fill="#e0303a"/><path d="M-20-38Q-30 0-20 38M20-38Q30 0 20 38M0-42V42" fill="none" stroke="${p.a2}" stroke-width="3"/><rect x="-12" y="40" width="24" height="8" rx="3" fill="${p.a2}"/><path d="M0 48V62" stroke="${p.a2}" stroke-width="4"/>`,
  pearl: (p: Palette) =>
    `<path d="M-50 20Q0-10 50 20Q0 58-50 20z" fill="${p.a2}"/><circle cy="-4" r="30" fill="#f8f1ff"/><circle cx="-10" cy="-14" r="9" fill="#fff"/><circle cy="-4" r="30" fill="none" stroke="${p.a1}" stroke-opacity=".5" stroke-width="3"/>`,
  paw: (p: Palette) =>
    `<g fill="${p.a1}"><ellipse cy="18" rx="26" ry="22"/><ellipse cx="-30" cy="-14" rx="11" ry="14"/><ellipse cx="-10" cy="-34" rx="11" ry="14"/><ellipse cx="12" cy="-34" rx="11" ry="14"/><ellipse cx="32" cy="-14" rx="11" ry="14"/></g>`,
  swords: (p: Palette) =>
    `<g stroke="${p.ink}" stroke-width="2"><g transform="rotate(40)"><rect x="-5" y="-56" width="10" height="76" rx="3" fill="#e5e7eb"/><rect x="-18" y="18" width="36" height="8" rx="3" fill="${p.a1}"/><rect x="-4" y="26" width="8" height="22" fill="${p.a2}"/></g><g transform="rotate(-40)"><rect x="-5" y="-56" width="10" height="76" rx="3" fill="#e5e7eb"/><rect x="-18" y="18" width="36" height="8" rx="3" fill="${p.a1}"/><rect x="-4" y="26" width="8" height="22" fill="${p.a2}"/></g></g>`,
  coin: () =>
    `<circle r="46" fill="#f5b301" stroke="#a16207" stroke-width="4"/><circle r="34" fill="none" stroke="#a16207" stroke-width="3"/>${polygon(starPoints(20, 5), 'fill="#fde68a"')}<circle cx="-18" cy="-22" r="6" fill="#fff" fill-opacity=".55"/>`,
  bag: () =>
    `<path d="M-14-40h28l-8 14c26 10 38 30 38 50 0 16-14 26-44 26s-44-10-44-26c0-20 12-40 38-50z" fill="#c8963e" stroke="#6b4a1c" stroke-width="3"/><path d="M-16-26h32" stroke="#6b4a1c" stroke-width="5"/>${polygon(starPoints(18, 5), 'transform="translate(0 22)" fill="#fde047"')}`,
  clover: () =>
    `<g fill="#22a447"><circle cx="-16" cy="-16" r="18"/><circle cx="16" cy="-16" r="18"/><circle cx="-16" cy="16" r="18"/><circle cx="16" cy="16" r="18"/></g><path d="M6 20q10 20 2 36" fill="none" stroke="#15803d" stroke-width="6" stroke-linecap="round"/><circle r="8" fill="#86efac"/>`,
  heart: (p: Palette) => at(0, 0, 2.6, 0, suit('heart', p.a1)),
  horseshoe: (p: Palette) =>
    `<path d="M-30 40V0a30 30 0 0 1 60 0v40" fill="none" stroke="${p.a1}" stroke-width="18" stroke-linecap="round"/><g fill="${p.ink}"><circle cx="-30" cy="22" r="3"/><circle cx="30" cy="22" r="3"/><circle cx="-26" cy="-12" r="3"/><circle cx="26" cy="-12" r="3"/></g>`,
  fish: (p: Palette) =>
    `<path d="M-46 0Q-10-36 30-4L50-22V22L30 4Q-10 36-46 0z" fill="${p.a1}"/><path d="M-10-22q12 22 0 44" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="3"/><circle cx="-30" cy="-5" r="5" fill="#111"/><circle cx="-31" cy="-6" r="1.6" fill="#fff"/>`,
  flame: () =>
    `<path d="M0-52C22-24 40-6 34 20 28 44 10 52 0 52S-28 44-34 20C-38 2-24-10-14-22-12-8-6 0 0-4 6-14 4-32 0-52z" fill="#f97316"/><path d="M0 0C10 12 18 22 14 36 10 46 4 50 0 50S-12 46-14 36C-16 24-6 14 0 0z" fill="#fde047"/>`,
  rocket: (p: Palette) =>
    `<path d="M0-54C18-36 20-10 16 22H-16C-20-10-18-36 0-54z" fill="#f1f5f9"/><circle cy="-14" r="10" fill="${p.a2}" stroke="${p.ink}" stroke-width="3"/><path d="M-16 4-32 30-16 24zM16 4 32 30 16 24z" fill="${p.a1}"/><path d="M-10 24 0 54 10 24z" fill="#fb923c"/>`,
  ball: () =>
    `<circle r="46" fill="#fff" stroke="#111" stroke-width="3"/>${polygon([0, -18, 17, -6, 11, 15, -11, 15, -17, -6], 'fill="#111"')}<path d="M0-18V-44M17-6 42-14M11 15 26 38M-11 15-26 38M-17-6-42-14" stroke="#111" stroke-width="4"/>`,
  dice: (p: Palette) =>
    `<rect x="-40" y="-40" width="80" height="80" rx="16" fill="#fff" stroke="${p.ink}" stroke-width="3"/><g fill="${p.ink}"><circle cx="-20" cy="-20" r="8"/><circle r="8"/><circle cx="20" cy="20" r="8"/><circle cx="20" cy="-20" r="8"/><circle cx="-20" cy="20" r="8"/></g>`,
  glove: () =>
    `<path d="M-30-10c0-30 20-42 40-38 22 4 30 20 28 42-2 20-10 30-22 36v18h-40V26c-6-6-6-22-6-36z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><path d="M-30 0c-14 0-18 18-6 24" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><rect x="-26" y="40" width="42" height="14" rx="3" fill="#f8fafc"/>`,
  target: (p: Palette) =>
    `<circle r="48" fill="#111"/><circle r="40" fill="none" stroke="${p.a1}" stroke-width="12" stroke-dasharray="10.5 10.5"/><circle r="24" fill="none" stroke="#f5f5dc" stroke-width="12" stroke-dasharray="6.3 6.3"/><circle r="8" fill="#dc2626"/><path d="M6-6 40-40" stroke="${p.a2}" stroke-width="4"/><path d="M40-40l4-14 10 10z" fill="${p.a2}"/>`,
  flag: () => {
    let cells = '';
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 5; x++) if ((x + y) % 2 === 0) cells += `M${-36 + x * 14} ${-40 + y * 14}h14v14h-14z`;
    return `<rect x="-44" y="-44" width="6" height="98" rx="2" fill="#e5e7eb"/><rect x="-36" y="-40" width="70" height="56" fill="#fff"/><path d="${cells}" fill="#111"/>`;
  },
} as const;
export type SymbolName = keyof typeof SYMBOLS;

/** Words of a game's name and the symbol its theme shows (first match wins). */
const THEMES: [RegExp, SymbolName][] = [
  [/pyramid|pharaoh|egypt|sphinx|temple/i, 'pyramid'],
  [/moon|night|luna/i, 'moon'],
  [/sun|garden|summer|aztec/i, 'sun'],
  [/thunder|electric|storm|lightning|blitz/i, 'bolt'],
  [/gem|diamond|jewel|sapphire|emerald|ruby/i, 'gem'],
  [/fruit|cherry|sugar|candy|sweet/i, 'cherry'],
  [/dragon|fire|blaze|inferno|phoenix|hot/i, 'flame'],
  [/lantern|festival/i, 'lantern'],
  [/pearl|ocean|coral|sea|koi/i, 'pearl'],
  [/king|queen|crown|imperial|empire|royal|vip|palace/i, 'crown'],
  [/panda|monkey|buffalo|tiger|wolf|lion|bear|fox/i, 'paw'],
  [/samurai|warrior|knight|blaster|legend/i, 'swords'],
  [/treasure|fortune|gold|cash|money|wealth|rich/i, 'coin'],
  [/lucky|clover|irish/i, 'clover'],
  [/star|cosmic|comet|galaxy|meteor|space/i, 'star'],
  [/heart|love|romance/i, 'heart'],
  [/wild|west|horse/i, 'horseshoe'],
  [/bell|classic|retro/i, 'bell'],
  [/seven|777|hot ?7/i, 'seven'],
];

/** The symbol of a game's theme, from its name; a game without a theme word gets one of the classic symbols. */
export function themeSymbol(name: string, rand: Rand): SymbolName {
  for (const [re, symbol] of THEMES) if (re.test(name)) return symbol;
  return pick(rand, ['seven', 'cherry', 'bell', 'star', 'gem', 'clover', 'coin'] as const);
}

// --- scenes: each draws the main picture of a 300×400 tile (focus around x 150, y 200) ---

export interface SceneInput {
  name: string;
  rand: Rand;
  p: Palette;
  /** Composition variant, 0..2, drawn from the game's code. */
  variant: number;
}

function symbolOf(s: SceneInput): string {
  return SYMBOLS[themeSymbol(s.name, s.rand)](s.p);
}

/**
 * Symbols that repeat in one picture (reels, grids) are drawn once and placed with <use>: the file stays small.
 * `place(body, x, y, scale)` puts a symbol; `defs()` is what the picture must carry once.
 */
function symbolSheet() {
  const ids = new Map<string, string>();
  let defs = '';
  return {
    place(body: string, x: number, y: number, scale: number): string {
      let id = ids.get(body);
      if (!id) {
        id = `s${ids.size}`;
        ids.set(body, id);
        defs += `<g id="${id}">${body}</g>`;
      }
      return `<use href="#${id}" transform="translate(${r1(x)} ${r1(y)}) scale(${scale})"/>`;
    },
    defs: () => `<defs>${defs}</defs>`,
  };
}

/** Three reels with symbols, the middle line lit. */
function reels(s: SceneInput, centre: string): string {
  const { p, rand } = s;
  const sheet = symbolSheet();
  const others: SymbolName[] = ['seven', 'cherry', 'bell', 'star', 'gem', 'clover'];
  let out = `<rect x="22" y="112" width="256" height="176" rx="20" fill="${p.ink}" stroke="${p.a2}" stroke-width="6"/>`;
  for (let i = 0; i < 3; i++) {
    const x = 34 + i * 80;
    out += `<rect x="${x}" y="124" width="72" height="152" rx="10" fill="#fff" fill-opacity=".94"/>`;
    const sym = i === 1 || rand() < 0.5 ? centre : SYMBOLS[pick(rand, others)](p);
    out += sheet.place(sym, x + 36, 200, 0.55);
  }
  return `${sheet.defs()}${out}<rect x="22" y="196" width="256" height="8" fill="${p.a1}" fill-opacity=".55"/>`;
}

function grid3(s: SceneInput, centre: string): string {
  const { p, rand } = s;
  const sheet = symbolSheet();
  const others: SymbolName[] = ['seven', 'cherry', 'bell', 'star', 'gem', 'coin'];
  let cells = '';
  let out = '';
  for (let y = 0; y < 3; y++)
    for (let x = 0; x < 3; x++) {
      const cx = 70 + x * 80;
      const cy = 120 + y * 80;
      cells += `M${cx - 36} ${cy - 36}h72v72h-72z`;
      out += sheet.place(x === 1 && y === 1 ? centre : SYMBOLS[pick(rand, others)](p), cx, cy, 0.5);
    }
  return `${sheet.defs()}<path d="${cells}" fill="#fff" fill-opacity=".12" stroke="${p.a2}" stroke-opacity=".5"/>${out}`;
}

function hero(s: SceneInput, body: string): string {
  const { rand } = s;
  return at(150 + (rand() - 0.5) * 30, 195 + (rand() - 0.5) * 30, 1.5 + rand() * 0.5, (rand() - 0.5) * 24, body);
}

function coinsPile(rand: Rand, count: number, y: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const x = 60 + (i % 4) * 60 + (rand() - 0.5) * 16;
    const yy = y - Math.floor(i / 4) * 18;
    s += `<ellipse cx="${r1(x)}" cy="${yy}" rx="28" ry="9" fill="#b45309"/><ellipse cx="${r1(x)}" cy="${yy - 5}" rx="28" ry="9" fill="#fbbf24"/>`;
  }
  return s;
}

function wheel(p: Palette, rand: Rand, segments: number, colours: [string, string]): string {
  const r = 40;
  const seg = r1((2 * Math.PI * r) / segments);
  return (
    `<circle r="62" fill="${p.ink}" stroke="${p.a2}" stroke-width="6"/>` +
    `<circle r="${r}" fill="none" stroke="${colours[0]}" stroke-width="30"/><circle r="${r}" fill="none" stroke="${colours[1]}" stroke-width="30" stroke-dasharray="${seg} ${seg}"/>` +
    `<circle r="${r}" fill="none" stroke="#16a34a" stroke-width="30" stroke-dasharray="${seg} 999"/>` +
    `<circle r="22" fill="${p.a2}"/><circle r="8" fill="${p.ink}"/><circle cx="${r1(Math.cos(rand() * 6.3) * 50)}" cy="${r1(Math.sin(rand() * 6.3) * 50)}" r="6" fill="#fff"/>`
  );
}

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];

function cardFan(rand: Rand, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const a = (i - (count - 1) / 2) * 16;
    s += `<g transform="rotate(${a} 0 90)">${card(pick(rand, RANKS), pick(rand, SUITS))}</g>`;
  }
  return s;
}

function chips(p: Palette, rand: Rand): string {
  const colours = [p.a1, '#1d4ed8', '#dc2626', '#16a34a', '#111'];
  let s = '';
  for (let i = 0; i < 3; i++)
    s += at(80 + i * 70 + (rand() - 0.5) * 20, 300 + (rand() - 0.5) * 20, 0.8, rand() * 90, chip(pick(rand, colours)));
  return s;
}

/** Live casino and table games: what is played at the table, from the name. */
function tableScene(s: SceneInput): string {
  const { name, p, rand, variant } = s;
  if (/roulette|wheel|spin/i.test(name)) return at(150, 195, 1.7, rand() * 40, wheel(p, rand, 18, ['#b91c1c', '#111']));
  if (/sic ?bo|dice|craps/i.test(name))
    return `${at(110, 180, 1, -14, SYMBOLS.dice(p))}${at(190, 170, 0.9, 18, SYMBOLS.dice(p))}${at(150, 250, 0.85, 4, SYMBOLS.dice(p))}`;
  if (/fan ?tan/i.test(name)) {
    let beans = '';
    for (let i = 0; i < 14; i++)
      beans += `<ellipse cx="${r1(90 + rand() * 120)}" cy="${r1(230 + rand() * 40)}" rx="8" ry="5" fill="#f8fafc" transform="rotate(${Math.round(rand() * 180)} 150 250)"/>`;
    return `<path d="M70 170h160a80 60 0 0 1-160 0z" fill="${p.a1}"/><ellipse cx="150" cy="170" rx="80" ry="16" fill="${p.a2}"/>${beans}`;
  }
  if (/dragon ?tiger/i.test(name))
    return `${at(105, 200, 1.4, -10, card('D', 'heart'))}${at(195, 200, 1.4, 10, card('T', 'spade'))}${at(150, 300, 0.8, 0, SYMBOLS.flame())}`;
  if (/baccarat|blackjack|21|poker|hold|hi-?lo|andar/i.test(name) || variant === 0)
    return `${at(150, 190, 1.5, 0, cardFan(rand, 2 + Math.floor(rand() * 2)))}${variant === 2 ? chips(p, rand) : ''}`;
  if (variant === 1) return `${at(150, 200, 1.9, 0, chip(p.a1))}${chips(p, rand)}`;
  return `${at(150, 190, 1.5, 0, cardFan(rand, 3))}${chips(p, rand)}`;
}

function sportScene(s: SceneInput): string {
  const { name, p, rand, variant } = s;
  if (/boxing|fight|mma/i.test(name)) return hero(s, SYMBOLS.glove());
  if (/basket/i.test(name))
    return at(
      150,
      200,
      1.9,
      rand() * 60,
      `<circle r="46" fill="#ea580c" stroke="#431407" stroke-width="3"/><path d="M-46 0H46M0-46V46M-32-32q18 32 0 64M32-32q-18 32 0 64" fill="none" stroke="#431407" stroke-width="3"/>`,
    );
  if (/tennis/i.test(name))
    return at(
      150,
      200,
      1.9,
      rand() * 60,
      `<circle r="44" fill="#d9f99d"/><path d="M-30-32q30 32 0 64M30-32q-30 32 0 64" fill="none" stroke="#fff" stroke-width="5"/>`,
    );
  if (variant === 1) {
    // a pitch from above, the ball on it
    return `<rect x="40" y="90" width="220" height="220" rx="6" fill="#15803d" stroke="#fff" stroke-width="4"/><path d="M40 200H260" stroke="#fff" stroke-width="3"/><circle cx="150" cy="200" r="34" fill="none" stroke="#fff" stroke-width="3"/><rect x="105" y="90" width="90" height="40" fill="none" stroke="#fff" stroke-width="3"/><rect x="105" y="270" width="90" height="40" fill="none" stroke="#fff" stroke-width="3"/>${at(150 + (rand() - 0.5) * 120, 200 + (rand() - 0.5) * 120, 0.45, 0, SYMBOLS.ball())}`;
  }
  if (variant === 2) return goal(p, rand);
  return `<path d="M0 300Q150 250 300 300V400H0z" fill="#15803d" fill-opacity=".7"/>${hero(s, SYMBOLS.ball())}`;
}

function goal(p: Palette, rand: Rand): string {
  let net = '';
  for (let x = 60; x <= 240; x += 20) net += `M${x} 120V230`;
  for (let y = 130; y <= 230; y += 20) net += `M50 ${y}H250`;
  return `<path d="${net}" stroke="#fff" stroke-opacity=".35" stroke-width="2"/><path d="M50 230V120H250V230" fill="none" stroke="#fff" stroke-width="8"/><path d="M0 300Q150 270 300 300V400H0z" fill="#15803d"/>${at(90 + rand() * 120, 170 + rand() * 30, 0.5, 0, SYMBOLS.ball())}${at(150, 320, 0.3, 0, `<circle r="40" fill="${p.a1}"/>`)}`;
}

function crashScene(s: SceneInput): string {
  const { p, rand, variant } = s;
  const mult = (1.2 + rand() * 40).toFixed(2);
  if (variant === 1) {
    let trail = '';
    for (let i = 0; i < 10; i++)
      trail += `<circle cx="${r1(60 + rand() * 180)}" cy="${r1(60 + rand() * 280)}" r="${r1(1 + rand() * 3)}" fill="#fff"/>`;
    return `${trail}${at(150, 200, 2, 35, SYMBOLS.rocket(p))}<text x="150" y="340" font-size="40" text-anchor="middle" font-family="${FONT}" fill="#fff">${mult}x</text>`;
  }
  const peak = 90 + rand() * 60;
  const curve = `M30 320C130 316 200 280 ${variant === 2 ? 240 : 250} ${r1(peak)}`;
  return (
    `<path d="${curve}L250 330H30z" fill="${p.a1}" fill-opacity=".22"/><path d="${curve}" fill="none" stroke="${p.a1}" stroke-width="9" stroke-linecap="round"/>` +
    at(250, peak, 0.8, 40, variant === 2 ? SYMBOLS.star(p) : SYMBOLS.rocket(p)) +
    `<text x="40" y="140" font-size="40" font-family="${FONT}" fill="#fff">${mult}x</text>`
  );
}

function minesGrid(p: Palette, rand: Rand): string {
  const sheet = symbolSheet();
  let open = '';
  let shut = '';
  let marks = '';
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 4; x++) {
      const cx = 60 + x * 60;
      const cy = 110 + y * 60;
      const r = rand();
      const cell = `M${cx - 26} ${cy - 26}h52v52h-52z`;
      if (r < 0.55) open += cell;
      else shut += cell;
      if (r >= 0.55 && r < 0.85) marks += sheet.place(SYMBOLS.gem(p), cx, cy, 0.4);
      else if (r >= 0.85)
        marks += `<circle cx="${cx}" cy="${cy + 3}" r="15" fill="#111"/><path d="M${cx + 6} ${cy - 10}l8-8" stroke="#f97316" stroke-width="4"/>`;
    }
  return `${sheet.defs()}<path d="${open}" fill="#fff" fill-opacity=".14"/><path d="${shut}" fill="${p.ink}" fill-opacity=".9"/>${marks}`;
}

function arcadeScene(s: SceneInput): string {
  const { name, p, rand, variant } = s;
  if (/mine/i.test(name)) return minesGrid(p, rand);
  if (/hi-?lo/i.test(name))
    return `${at(150, 200, 1.6, 0, card(pick(rand, RANKS), pick(rand, SUITS)))}${polygon([150, 60, 180, 100, 120, 100], `fill="${p.a1}"`)}${polygon([150, 340, 180, 300, 120, 300], `fill="${p.a2}"`)}`;
  if (/coin|flip/i.test(name))
    return `${at(120, 190, 1.2, 0, SYMBOLS.coin())}${at(190, 230, 0.9, 0, `<g transform="scale(1 .35)">${SYMBOLS.coin()}</g>`)}`;
  if (/plinko|drop|ball/i.test(name) || variant === 2) {
    let pegs = '';
    for (let row = 0; row < 7; row++)
      for (let i = 0; i <= row; i++)
        pegs += `<circle cx="${150 + (i - row / 2) * 30}" cy="${100 + row * 28}" r="5" fill="#fff"/>`;
    return `${pegs}<circle cx="${r1(140 + rand() * 20)}" cy="80" r="11" fill="${p.a1}"/><path d="M45 318h210" stroke="${p.a2}" stroke-width="12" stroke-dasharray="24 6"/>`;
  }
  if (variant === 1) return minesGrid(p, rand);
  // a pixel creature, mirrored
  let px = '';
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 5; x++)
      if (rand() > 0.45) px += `M${78 + x * 12} ${140 + y * 12}h12v12h-12zM${210 - x * 12} ${140 + y * 12}h12v12h-12z`;
  return `<path d="${px}" fill="${p.a1}"/><path d="M138 164h24v12h-24z" fill="${p.a1}"/><rect x="70" y="268" width="160" height="26" rx="13" fill="#fff" fill-opacity=".85"/><circle cx="104" cy="281" r="7" fill="#ef4444"/><circle cx="196" cy="281" r="7" fill="#22c55e"/>`;
}

function fishingScene(s: SceneInput): string {
  const { p, rand, variant } = s;
  let fish = '';
  const count = variant === 1 ? 1 : 4;
  for (let i = 0; i < count; i++) {
    const fp = { ...p, a1: `hsl(${(p.hue + i * 55) % 360},85%,60%)` };
    fish +=
      variant === 1
        ? at(150, 190, 2, (rand() - 0.5) * 20, SYMBOLS.fish(fp))
        : at(
            60 + rand() * 180,
            110 + rand() * 170,
            0.6 + rand() * 0.5,
            (rand() - 0.5) * 30,
            `<g transform="scale(${rand() > 0.5 ? 1 : -1} 1)">${SYMBOLS.fish(fp)}</g>`,
          );
  }
  let bubbles = '';
  for (let i = 0; i < 7; i++)
    bubbles += `<circle cx="${r1(30 + rand() * 240)}" cy="${r1(60 + rand() * 260)}" r="${r1(3 + rand() * 7)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>`;
  const cannon =
    variant === 2
      ? `<circle cx="150" cy="370" r="40" fill="${p.ink}" stroke="${p.a2}" stroke-width="5"/><rect x="142" y="290" width="16" height="70" rx="6" fill="${p.a2}"/>`
      : '';
  return `${bubbles}${fish}<path d="M0 350Q40 330 80 350T160 350T240 350T320 350V400H0z" fill="#fff" fill-opacity=".18"/>${cannon}`;
}

function virtualScene(s: SceneInput): string {
  const { name, p, rand, variant } = s;
  if (/dart/i.test(name)) return hero(s, SYMBOLS.target(p));
  if (/penalty|football|soccer|goal/i.test(name)) return goal(p, rand);
  if (variant === 1 || /speedway|race|racing|grand prix|rally/i.test(name)) {
    let speed = '';
    for (let i = 0; i < 5; i++)
      speed += `<path d="M${r1(20 + rand() * 60)} ${r1(140 + i * 28)}h${r1(60 + rand() * 80)}" stroke="#fff" stroke-opacity=".45" stroke-width="5" stroke-linecap="round"/>`;
    return `${speed}${at(200, 190, 1.6, -8, SYMBOLS.flag())}`;
  }
  const lanes = [0, 1, 2, 3]
    .map((i) => {
      const y = 120 + i * 48;
      const x = 60 + rand() * 160;
      return `<path d="M20 ${y + 20}H280" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><circle cx="${r1(x)}" cy="${y}" r="16" fill="hsl(${(p.hue + i * 70) % 360},85%,55%)"/><text x="${r1(x)}" y="${y + 6}" font-size="17" text-anchor="middle" font-family="${FONT}" fill="#fff">${i + 1}</text>`;
    })
    .join('');
  return `${lanes}${at(268, 200, 0.9, 0, SYMBOLS.flag())}`;
}

function megawaysScene(s: SceneInput): string {
  const { p, rand, variant } = s;
  let out = '';
  for (let i = 0; i < 6; i++) {
    const rows = 2 + Math.floor(rand() * 6);
    const h = 200 / rows;
    const cells = ['', ''];
    for (let j = 0; j < rows; j++) cells[j % 2] += `M${24 + i * 43} ${r1(90 + j * h)}h38v${r1(h - 4)}h-38z`;
    const hue = (p.hue + i * 23) % 360;
    out += `<path d="${cells[0]}" fill="hsl(${hue},75%,52%)"/><path d="${cells[1]}" fill="hsl(${hue},75%,68%)"/>`;
  }
  return `${out}${at(150, variant === 0 ? 330 : 200, variant === 0 ? 0.7 : 1.1, 0, `<circle r="48" fill="${p.ink}" fill-opacity=".8"/>${symbolOf(s)}`)}`;
}

function jackpotScene(s: SceneInput): string {
  const { rand, variant } = s;
  const sym = symbolOf(s);
  if (variant === 1) return `${coinsPile(rand, 12, 320)}${at(150, 170, 1.5, 0, sym)}`;
  if (variant === 2) return `${at(150, 190, 2.2, 0, SYMBOLS.coin())}${at(150, 190, 0.7, 0, sym)}`;
  return `${at(150, 160, 1.4, 0, SYMBOLS.crown(s.p))}${coinsPile(rand, 8, 310)}`;
}

function lottoScene(s: SceneInput): string {
  const { name, p, rand, variant } = s;
  if (/keno|bingo/i.test(name) || variant === 1) {
    let cells = '';
    for (let y = 0; y < 5; y++)
      for (let x = 0; x < 5; x++) {
        const hit = rand() < 0.3;
        cells += `<circle cx="${70 + x * 40}" cy="${120 + y * 40}" r="16" fill="${hit ? p.a1 : '#fff'}" fill-opacity="${hit ? 1 : 0.18}"/>`;
      }
    return `<rect x="40" y="90" width="220" height="220" rx="16" fill="${p.ink}" fill-opacity=".6"/>${cells}`;
  }
  let balls = '';
  const taken = new Set<number>();
  const count = variant === 2 ? 3 : 5;
  for (let i = 0; i < count; i++) {
    let n = 1 + Math.floor(rand() * 49);
    while (taken.has(n)) n = (n % 49) + 1;
    taken.add(n);
    const x = count === 3 ? 80 + i * 70 : 50 + i * 50;
    const y = 200 + (i % 2 ? 30 : -24);
    const r = count === 3 ? 32 : 24;
    balls += `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(p.hue + i * 60) % 360},85%,55%)"/><circle cx="${x}" cy="${y}" r="${r * 0.6}" fill="#fff"/><text x="${x}" y="${y + 6}" font-size="${r * 0.7}" text-anchor="middle" font-family="${FONT}" fill="#111">${n}</text>`;
  }
  return balls;
}

function cashDropScene(s: SceneInput): string {
  const { rand, variant } = s;
  let bills = '';
  for (let i = 0; i < 6; i++) {
    const x = 30 + rand() * 200;
    const y = 70 + rand() * 250;
    bills += `<g transform="rotate(${Math.round((rand() - 0.5) * 70)} ${r1(x + 30)} ${r1(y + 15)})"><rect x="${r1(x)}" y="${r1(y)}" width="64" height="32" rx="3" fill="#22c55e" stroke="#14532d" stroke-width="2"/><circle cx="${r1(x + 32)}" cy="${r1(y + 16)}" r="8" fill="none" stroke="#14532d" stroke-width="2"/></g>`;
  }
  return `${bills}${at(150, 210, variant === 0 ? 1.5 : 1.1, 0, variant === 2 ? symbolOf(s) : SYMBOLS.bag())}`;
}

function slotScene(s: SceneInput): string {
  const sym = symbolOf(s);
  if (s.variant === 0) return reels(s, sym);
  if (s.variant === 1) return grid3(s, sym);
  return hero(s, sym);
}

/** The scene of each category; an unknown category is drawn as a slot. */
export const SCENES: Record<string, (s: SceneInput) => string> = {
  slot: slotScene,
  'live-casino': tableScene,
  table: tableScene,
  sport: sportScene,
  crash: crashScene,
  arcade: arcadeScene,
  fishing: fishingScene,
  virtual: virtualScene,
  megaways: megawaysScene,
  jackpot: jackpotScene,
  lotto: lottoScene,
  'cash-drop': cashDropScene,
};
