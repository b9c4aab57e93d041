/**
 * Generated logos of banks and crypto networks: a rounded tile in the bank's brand colour with its short name, so
 * every bank has a recognisable mark without shipping image files. Served by /media/banks/<code>.svg; the URL
 * carries a version of the inputs, so browsers may keep it for a year.
 */

const LOGO_VERSION = 1;

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface BankLogoInput {
  code: string;
  short_name: string;
  color: string;
  kind: string;
}

export function bankLogoUrl(b: BankLogoInput): string {
  const v = hash32(`${LOGO_VERSION}|${b.short_name}|${b.color}|${b.kind}`).toString(36);
  return `/media/banks/${encodeURIComponent(b.code)}.svg?v=${v}`;
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function shade(hex: string, factor: number): string {
  const out = [1, 3, 5].map((i) =>
    Math.max(0, Math.min(255, Math.round(parseInt(hex.slice(i, i + 2), 16) * factor)))
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${out.join('')}`;
}

export function renderBankLogo(b: BankLogoInput): string {
  const color = /^#[0-9a-fA-F]{6}$/.test(b.color) ? b.color.toLowerCase() : '#64748b';
  // Dark letters on light brand colours (Krungsri yellow, Maybank gold), white on the others: contrast above 4.5.
  const ink = luminance(color) > 0.4 ? '#1f2937' : '#ffffff';
  const label = b.short_name.slice(0, 6);
  const size = label.length <= 3 ? 26 : label.length === 4 ? 21 : label.length === 5 ? 17 : 14;
  const mark =
    b.kind === 'crypto'
      ? // A network: a ring of nodes round the name.
        `<g fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="2"><circle cx="32" cy="32" r="25"/></g>` +
        [0, 60, 120, 180, 240, 300]
          .map((a) => {
            const r = (a * Math.PI) / 180;
            return `<circle cx="${(32 + 25 * Math.cos(r)).toFixed(1)}" cy="${(32 + 25 * Math.sin(r)).toFixed(1)}" r="2.6" fill="${ink}" fill-opacity=".6"/>`;
          })
          .join('')
      : // A bank: a pediment and columns, faint behind the name.
        `<g fill="${ink}" fill-opacity=".16"><path d="M32 7 54 19H10Z"/><rect x="14" y="22" width="5" height="22"/><rect x="24" y="22" width="5" height="22"/><rect x="35" y="22" width="5" height="22"/><rect x="45" y="22" width="5" height="22"/><rect x="10" y="47" width="44" height="5"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${esc(b.short_name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, 0.78)}"/></linearGradient></defs>` +
    `<rect width="64" height="64" rx="14" fill="url(#g)"/>${mark}` +
    `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-weight="800" font-size="${size}" fill="${ink}" letter-spacing="-.5">${esc(label)}</text>` +
    '</svg>'
  );
}
