/**
 * The artwork of a promotion card, drawn as SVG from the promotion's palette and offer (the percentage of a deposit
 * bonus, a gift box for a free credit): served under /media/promotions/<id>-<palette>-<mark>.svg, immutable.
 */

export const ART_PALETTES: Record<string, [string, string, string]> = {
  gold: ['#3b1d00', '#b7791f', '#fde68a'],
  ruby: ['#3f0a1e', '#be123c', '#fecdd3'],
  jade: ['#022c22', '#047857', '#a7f3d0'],
  ocean: ['#0c1e3f', '#1d4ed8', '#bfdbfe'],
  violet: ['#1e0b3a', '#7c3aed', '#ddd6fe'],
  ember: ['#2a0f05', '#ea580c', '#fed7aa'],
};

/** `mark`: the big figure on the card ("100%", "50") or "gift" for a free credit; digits, % and "gift" only. */
export function promotionArt(palette: string, mark: string, seed: number): string {
  const [dark, mid, light] = ART_PALETTES[palette] ?? ART_PALETTES.gold!;
  const safeMark = /^(gift|\d{1,4}%?)$/.test(mark) ? mark : 'gift';
  // Deterministic scatter of coins from the seed.
  let s = (seed * 9301 + 49297) % 233280;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  const coins = Array.from({ length: 9 }, () => {
    const x = Math.round(20 + rnd() * 360);
    const y = Math.round(20 + rnd() * 160);
    const r = Math.round(6 + rnd() * 14);
    return `<g opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"><circle cx="${x}" cy="${y}" r="${r}" fill="url(#coin)"/><circle cx="${x}" cy="${y}" r="${Math.round(r * 0.62)}" fill="none" stroke="${dark}" stroke-opacity=".35" stroke-width="1.5"/></g>`;
  }).join('');
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = (300 + Math.cos(a) * 260).toFixed(1);
    const y = (100 + Math.sin(a) * 260).toFixed(1);
    const x2 = (300 + Math.cos(a + 0.16) * 260).toFixed(1);
    const y2 = (100 + Math.sin(a + 0.16) * 260).toFixed(1);
    return `<path d="M300 100 L${x} ${y} L${x2} ${y2} Z" fill="${light}" opacity=".08"/>`;
  }).join('');
  const figure =
    safeMark === 'gift'
      ? `<g transform="translate(252 44)"><rect x="0" y="40" width="96" height="72" rx="8" fill="url(#coin)"/><rect x="-8" y="24" width="112" height="24" rx="6" fill="${light}"/><rect x="40" y="24" width="16" height="88" fill="${mid}"/><path d="M48 24 C30 -6 6 6 22 24 Z M48 24 C66 -6 90 6 74 24 Z" fill="${light}" stroke="${mid}" stroke-width="4"/></g>`
      : `<text x="300" y="122" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${safeMark.length > 4 ? 56 : 68}" fill="url(#coin)" stroke="${dark}" stroke-width="3" paint-order="stroke">${safeMark}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient><radialGradient id="coin" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#fff7d6"/><stop offset=".55" stop-color="#facc15"/><stop offset="1" stop-color="#a16207"/></radialGradient></defs><rect width="400" height="200" fill="url(#bg)"/>${rays}${coins}<circle cx="300" cy="100" r="78" fill="${dark}" opacity=".35"/>${figure}<path d="M0 170 Q100 150 200 170 T400 170 V200 H0 Z" fill="${dark}" opacity=".45"/></svg>`;
}

/** The figure a promotion's card shows. */
export function artMark(p: { kind: string; bonus_percent: number }): string {
  return p.kind === 'deposit' ? `${p.bonus_percent}%` : 'gift';
}
