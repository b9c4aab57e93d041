/**
 * The shop's pictures, drawn as SVG (like the games' artwork): lucky boxes per tier, the random card's back and
 * face, and the physical products. Served by /media/rewards/<name>.svg; a name not listed here is a 404.
 */

export const REWARD_ART_VERSION = 1;

const W = 400;
const H = 300;

function frame(body: string, bg: [string, string], label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${label}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>
<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000" flood-opacity=".45"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${sparkles()}
${body}
</svg>`;
}

function sparkles(): string {
  const pts = [
    [40, 50, 3],
    [360, 40, 2.5],
    [330, 250, 3],
    [70, 240, 2],
    [200, 28, 2],
    [300, 120, 1.6],
    [100, 130, 1.6],
  ];
  return pts
    .map(
      ([x, y, r]) =>
        `<path d="M${x} ${y - r * 3}L${x + r} ${y - r}L${x + r * 3} ${y}L${x + r} ${y + r}L${x} ${y + r * 3}L${x - r} ${y + r}L${x - r * 3} ${y}L${x - r} ${y - r}Z" fill="#fff" opacity=".7"/>`,
    )
    .join('');
}

const TIERS: Record<string, { a: string; b: string; ribbon: string; bg: [string, string] }> = {
  bronze: { a: '#d08a4f', b: '#7a3f16', ribbon: '#f3d19c', bg: ['#4a2a14', '#140a05'] },
  silver: { a: '#e6ebf2', b: '#8a94a6', ribbon: '#3a7bd5', bg: ['#2c3a52', '#0b1020'] },
  gold: { a: '#ffe07a', b: '#c48a12', ribbon: '#d4145a', bg: ['#5a3b06', '#170d01'] },
  diamond: { a: '#9ff3ff', b: '#2a7fd4', ribbon: '#ff4fd8', bg: ['#1b2a6b', '#050818'] },
};

function luckyBox(tier: string): string {
  const t = TIERS[tier] ?? TIERS.gold;
  return frame(
    `<defs><linearGradient id="box" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.a}"/><stop offset="1" stop-color="${t.b}"/></linearGradient></defs>
<ellipse cx="200" cy="262" rx="120" ry="14" fill="#000" opacity=".35"/>
<g filter="url(#sh)">
<rect x="95" y="130" width="210" height="125" rx="10" fill="url(#box)"/>
<rect x="85" y="100" width="230" height="42" rx="8" fill="url(#box)"/>
<rect x="85" y="100" width="230" height="18" rx="8" fill="url(#shine)"/>
<rect x="183" y="100" width="34" height="155" fill="${t.ribbon}"/>
<rect x="95" y="170" width="210" height="22" fill="${t.ribbon}" opacity=".9"/>
<path d="M200 100C170 60 128 62 138 88C146 106 180 102 200 100Z" fill="${t.ribbon}"/>
<path d="M200 100C230 60 272 62 262 88C254 106 220 102 200 100Z" fill="${t.ribbon}"/>
<circle cx="200" cy="99" r="12" fill="${t.ribbon}" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>
<text x="200" y="232" text-anchor="middle" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="34" fill="#fff" opacity=".9">?</text>
</g>`,
    t.bg,
    `${tier} lucky box`,
  );
}

function cardBack(): string {
  const card = (x: number, rot: number, fill: string) =>
    `<g transform="rotate(${rot} ${x + 55} 230)" filter="url(#sh)"><rect x="${x}" y="60" width="110" height="160" rx="12" fill="${fill}" stroke="#ffd86b" stroke-width="4"/><rect x="${x + 10}" y="70" width="90" height="140" rx="8" fill="none" stroke="#ffd86b" stroke-opacity=".6" stroke-width="2"/><path d="M${x + 55} 110l14 30-14 30-14-30z" fill="#ffd86b"/></g>`;
  return frame(
    `${card(70, -14, '#7b1230')}${card(145, 0, '#0f3d7a')}${card(220, 14, '#1d6b3a')}`,
    ['#3b0d4a', '#0b0212'],
    'random card',
  );
}

const PRODUCTS: Record<string, { bg: [string, string]; label: string; body: string }> = {
  headphones: {
    bg: ['#33415c', '#0b1220'],
    label: 'wireless headphones',
    body: `<defs><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a4f5c"/><stop offset="1" stop-color="#15171c"/></linearGradient></defs>
<ellipse cx="200" cy="262" rx="110" ry="12" fill="#000" opacity=".35"/>
<g filter="url(#sh)"><path d="M110 170C110 90 150 52 200 52S290 90 290 170" fill="none" stroke="url(#m)" stroke-width="18" stroke-linecap="round"/>
<path d="M110 170C110 96 152 64 200 64" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>
<rect x="82" y="150" width="62" height="96" rx="26" fill="url(#m)"/><rect x="256" y="150" width="62" height="96" rx="26" fill="url(#m)"/>
<rect x="92" y="162" width="42" height="72" rx="18" fill="#2a2e37"/><rect x="266" y="162" width="42" height="72" rx="18" fill="#2a2e37"/>
<circle cx="113" cy="198" r="6" fill="#35d0ff"/><rect x="86" y="152" width="54" height="14" rx="7" fill="url(#shine)"/></g>`,
  },
  smartwatch: {
    bg: ['#23485c', '#061219'],
    label: 'smart watch',
    body: `<ellipse cx="200" cy="268" rx="70" ry="10" fill="#000" opacity=".35"/>
<g filter="url(#sh)"><rect x="160" y="20" width="80" height="80" rx="14" fill="#2b2f38"/><rect x="160" y="200" width="80" height="80" rx="14" fill="#2b2f38"/>
<rect x="130" y="80" width="140" height="140" rx="34" fill="#9aa3b2"/><rect x="140" y="90" width="120" height="120" rx="26" fill="#0a0d12"/>
<circle cx="200" cy="150" r="44" fill="none" stroke="#20e3a2" stroke-width="8" stroke-dasharray="200 80" stroke-linecap="round"/>
<circle cx="200" cy="150" r="32" fill="none" stroke="#ff4f7b" stroke-width="8" stroke-dasharray="120 90" stroke-linecap="round"/>
<text x="200" y="157" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="#fff">10:09</text>
<rect x="270" y="125" width="10" height="30" rx="4" fill="#c0c6d1"/><rect x="140" y="90" width="120" height="30" rx="14" fill="url(#shine)" opacity=".4"/></g>`,
  },
  phone: {
    bg: ['#3d2a63', '#0d0818'],
    label: 'smartphone',
    body: `<defs><linearGradient id="scr" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff7a59"/><stop offset=".5" stop-color="#b03df2"/><stop offset="1" stop-color="#2d6cf6"/></linearGradient></defs>
<ellipse cx="200" cy="276" rx="80" ry="10" fill="#000" opacity=".35"/>
<g filter="url(#sh)"><rect x="138" y="18" width="124" height="252" rx="22" fill="#1a1c22" stroke="#8d93a0" stroke-width="3"/>
<rect x="146" y="28" width="108" height="232" rx="16" fill="url(#scr)"/><rect x="182" y="34" width="36" height="10" rx="5" fill="#1a1c22"/>
<circle cx="175" cy="90" r="14" fill="#fff" opacity=".85"/><circle cx="225" cy="90" r="14" fill="#fff" opacity=".6"/><circle cx="175" cy="134" r="14" fill="#fff" opacity=".6"/><circle cx="225" cy="134" r="14" fill="#fff" opacity=".85"/>
<rect x="146" y="28" width="108" height="80" rx="16" fill="url(#shine)" opacity=".35"/></g>`,
  },
  speaker: {
    bg: ['#14545a', '#03181a'],
    label: 'bluetooth speaker',
    body: `<ellipse cx="200" cy="262" rx="120" ry="12" fill="#000" opacity=".35"/>
<g filter="url(#sh)"><rect x="70" y="110" width="260" height="140" rx="60" fill="#e24a3b"/>
<rect x="86" y="126" width="228" height="108" rx="48" fill="#b3321f"/>
${Array.from({ length: 7 }, (_, i) => Array.from({ length: 3 }, (_, j) => `<circle cx="${118 + i * 27}" cy="${154 + j * 26}" r="6" fill="#7d1f12"/>`).join('')).join('')}
<rect x="150" y="96" width="100" height="20" rx="8" fill="#2a2a2a"/><rect x="70" y="110" width="260" height="40" rx="40" fill="url(#shine)" opacity=".5"/></g>`,
  },
  voucher: {
    bg: ['#5a4208', '#140e01'],
    label: 'gift card',
    body: `<defs><linearGradient id="gc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe38a"/><stop offset="1" stop-color="#c9921a"/></linearGradient></defs>
<g filter="url(#sh)" transform="rotate(-8 200 150)"><rect x="70" y="70" width="260" height="160" rx="16" fill="url(#gc)"/>
<rect x="70" y="70" width="260" height="50" rx="16" fill="url(#shine)" opacity=".6"/>
<rect x="230" y="70" width="22" height="160" fill="#b2102f"/><path d="M241 120c-20-30-52-22-44-4 6 12 30 8 44 4zm0 0c20-30 52-22 44-4-6 12-30 8-44 4z" fill="#b2102f"/>
<text x="100" y="190" font-family="Arial Black,Arial,sans-serif" font-weight="900" font-size="40" fill="#5a3b00">GIFT</text>
<text x="100" y="214" font-family="Arial,sans-serif" font-weight="700" font-size="16" fill="#5a3b00" opacity=".8">CARD</text></g>`,
  },
  'power-bank': {
    bg: ['#1f3f2c', '#06120b'],
    label: 'power bank',
    body: `<ellipse cx="200" cy="262" rx="100" ry="12" fill="#000" opacity=".35"/>
<g filter="url(#sh)"><rect x="110" y="60" width="180" height="190" rx="24" fill="#f2f4f7"/><rect x="120" y="70" width="160" height="170" rx="18" fill="#d9dde4"/>
<rect x="160" y="110" width="80" height="40" rx="8" fill="#14181f"/><text x="200" y="138" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="20" fill="#36e27a">100%</text>
<path d="M205 170l-24 34h18l-6 28 26-38h-18z" fill="#36e27a"/><rect x="110" y="60" width="180" height="40" rx="24" fill="url(#shine)" opacity=".6"/>
<rect x="180" y="244" width="40" height="8" rx="3" fill="#8d93a0"/></g>`,
  },
  'gold-necklace': {
    bg: ['#4a1330', '#12030b'],
    label: 'gold necklace',
    body: `<defs><linearGradient id="au" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff2b0"/><stop offset=".5" stop-color="#f0b92c"/><stop offset="1" stop-color="#9a6a05"/></linearGradient></defs>
<g filter="url(#sh)"><path d="M100 50C100 170 170 210 200 210S300 170 300 50" fill="none" stroke="url(#au)" stroke-width="7" stroke-dasharray="10 4"/>
<path d="M200 210l-28 26 28 40 28-40z" fill="url(#au)" stroke="#fff5c7" stroke-width="2"/><path d="M200 222l-14 14 14 22 14-22z" fill="#ff3d7f"/>
<circle cx="200" cy="212" r="8" fill="url(#au)"/></g>`,
  },
};

export const PRODUCT_ART = Object.keys(PRODUCTS);
export const BOX_ART = Object.keys(TIERS);

function product(name: string): string | null {
  const p = PRODUCTS[name];
  return p ? frame(p.body, p.bg, p.label) : null;
}

/** The picture of a file name (without .svg): `box-<tier>`, `card`, or a product. */
export function renderRewardArt(name: string): string | null {
  if (name.startsWith('box-') && TIERS[name.slice(4)]) return luckyBox(name.slice(4));
  if (name === 'card') return cardBack();
  return product(name);
}

export function rewardArtUrl(name: string): string {
  return `/media/rewards/${name}.svg?v=${REWARD_ART_VERSION}`;
}
