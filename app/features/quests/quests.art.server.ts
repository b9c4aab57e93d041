/**
 * A quest card's artwork, drawn as SVG from the quest's type and palette (a slot reel for play, a coin stack for
 * deposit, a crown for VIP, a calendar for the check-in): /media/quests/<type>-<palette>-<id>.svg, immutable.
 */

const PALETTES: Record<string, [string, string, string]> = {
  gold: ['#3b1d00', '#b7791f', '#fde68a'],
  ruby: ['#3f0a1e', '#be123c', '#fecdd3'],
  jade: ['#022c22', '#047857', '#a7f3d0'],
  ocean: ['#0c1e3f', '#1d4ed8', '#bfdbfe'],
  violet: ['#1e0b3a', '#7c3aed', '#ddd6fe'],
  ember: ['#2a0f05', '#ea580c', '#fed7aa'],
};

function emblem(type: string, dark: string, mid: string, light: string): string {
  switch (type) {
    case 'deposit':
      return `<g transform="translate(300 112)">${[0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<ellipse cx="0" cy="${36 - i * 16}" rx="52" ry="16" fill="url(#gold)" stroke="${dark}" stroke-width="3"/>`,
        )
        .join(
          '',
        )}<ellipse cx="0" cy="-28" rx="34" ry="9" fill="none" stroke="${dark}" stroke-opacity=".45" stroke-width="3"/></g>`;
    case 'vip':
      return `<g transform="translate(300 104)"><path d="M-66 38 L-76 -34 L-34 0 L0 -52 L34 0 L76 -34 L66 38 Z" fill="url(#gold)" stroke="${dark}" stroke-width="4" stroke-linejoin="round"/><rect x="-70" y="38" width="140" height="20" rx="6" fill="url(#gold)" stroke="${dark}" stroke-width="4"/><circle cx="0" cy="14" r="11" fill="${mid}" stroke="${light}" stroke-width="3"/><circle cx="-40" cy="20" r="7" fill="${light}"/><circle cx="40" cy="20" r="7" fill="${light}"/></g>`;
    case 'dailycheckin':
      return `<g transform="translate(236 40)"><rect x="0" y="10" width="128" height="118" rx="14" fill="${light}" stroke="${dark}" stroke-width="4"/><rect x="0" y="10" width="128" height="32" rx="14" fill="url(#gold)" stroke="${dark}" stroke-width="4"/><rect x="26" y="0" width="10" height="24" rx="5" fill="${dark}"/><rect x="92" y="0" width="10" height="24" rx="5" fill="${dark}"/>${Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${14 + (i % 3) * 36}" y="${54 + Math.floor(i / 3) * 34}" width="28" height="26" rx="6" fill="${i < 4 ? mid : dark}" opacity="${i < 4 ? 1 : 0.25}"/>`,
      ).join(
        '',
      )}<path d="M22 66 l7 7 l13 -14 M58 66 l7 7 l13 -14 M94 66 l7 7 l13 -14 M22 100 l7 7 l13 -14" stroke="${light}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;
    default:
      // play: a slot window with three sevens
      return `<g transform="translate(204 46)"><rect x="0" y="0" width="164" height="108" rx="18" fill="url(#gold)" stroke="${dark}" stroke-width="4"/>${[
        0, 1, 2,
      ]
        .map(
          (i) =>
            `<rect x="${12 + i * 50}" y="14" width="40" height="80" rx="8" fill="${light}" stroke="${dark}" stroke-width="2"/><text x="${32 + i * 50}" y="70" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="40" fill="${mid}" stroke="${dark}" stroke-width="1.5">7</text>`,
        )
        .join(
          '',
        )}<rect x="172" y="10" width="8" height="56" rx="4" fill="${dark}"/><circle cx="176" cy="8" r="10" fill="${mid}" stroke="${light}" stroke-width="3"/></g>`;
  }
}

export function questArt(type: string, palette: string, seed: number): string {
  const [dark, mid, light] = PALETTES[palette] ?? PALETTES.gold!;
  let s = (seed * 9301 + 49297) % 233280;
  const rnd = () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
  const stars = Array.from({ length: 14 }, () => {
    const x = Math.round(10 + rnd() * 380);
    const y = Math.round(10 + rnd() * 170);
    const r = (1 + rnd() * 2.5).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" opacity="${(0.25 + rnd() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    const p = (d: number, o: number) =>
      `${(300 + Math.cos(a + o) * d).toFixed(1)} ${(100 + Math.sin(a + o) * d).toFixed(1)}`;
    return `<path d="M300 100 L${p(280, 0)} L${p(280, 0.12)} Z" fill="${light}" opacity=".07"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset=".5" stop-color="#facc15"/><stop offset="1" stop-color="#b45309"/></linearGradient><radialGradient id="glow" cx=".75" cy=".5" r=".5"><stop offset="0" stop-color="${light}" stop-opacity=".45"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs><rect width="400" height="200" fill="url(#bg)"/>${rays}<rect width="400" height="200" fill="url(#glow)"/>${stars}${emblem(type, dark, mid, light)}<path d="M0 176 Q100 158 200 176 T400 176 V200 H0 Z" fill="${dark}" opacity=".5"/></svg>`;
}
