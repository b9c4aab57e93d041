import { LANG_TAGS, stringsFor, type ProviderLang } from './i18n.ts';

/** Colour schemes; a game gets one from its code, so each title in the lobby looks a little different. */
const PALETTES = [
  { name: 'royal', bg1: '#1b0b3a', bg2: '#4a1672', frame: '#f5c542', accent: '#ffd166', cell: '#2a1150' },
  { name: 'ocean', bg1: '#03263a', bg2: '#0b5d7a', frame: '#5ce1e6', accent: '#7ef9ff', cell: '#07364d' },
  { name: 'jade', bg1: '#062a1f', bg2: '#0f5c3f', frame: '#d4af37', accent: '#9ef01a', cell: '#0a3b2b' },
  { name: 'ruby', bg1: '#2b0510', bg2: '#7a0f2b', frame: '#ffb703', accent: '#ffd60a', cell: '#3d0818' },
  { name: 'neon', bg1: '#070b1f', bg2: '#1d2b64', frame: '#00e5ff', accent: '#f72585', cell: '#0e1536' },
  { name: 'sunset', bg1: '#2d0f02', bg2: '#9a3b05', frame: '#ffd166', accent: '#ff9f1c', cell: '#3f1603' },
  { name: 'candy', bg1: '#2b0627', bg2: '#8e1d6f', frame: '#ffc8dd', accent: '#ff70a6', cell: '#3b0a35' },
  { name: 'forest', bg1: '#10200a', bg2: '#3a5a1c', frame: '#e9c46a', accent: '#f4a261', cell: '#182c0f' },
] as const;

export type Theme = (typeof PALETTES)[number];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function themeFor(gameCode: string, brand: string | null): Theme {
  if (!brand && gameCode === 'demo-slot') return PALETTES[0];
  if (!brand && gameCode === 'demo-crash') return PALETTES[4];
  return PALETTES[hash(`${brand ?? ''}/${gameCode}`) % PALETTES.length];
}

/** "golden-dragon_88" → "Golden Dragon 88" */
export function titleFromCode(gameCode: string): string {
  return gameCode
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** JSON that can sit inside a <script type="application/json"> element. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageAssets {
  url(file: string): string;
}

export interface GamePageInput {
  lang: ProviderLang;
  title: string;
  brand: string | null;
  theme: Theme;
  kind: string;
  script: string;
  config: Record<string, unknown>;
  assets: PageAssets;
}

function themeStyle(theme: Theme): string {
  return `:root{--bg1:${theme.bg1};--bg2:${theme.bg2};--frame:${theme.frame};--accent:${theme.accent};--cell:${theme.cell}}`;
}

export function renderGamePage(input: GamePageInput): string {
  const t = stringsFor(input.lang);
  const subtitle = input.brand ? t.by.replace('{brand}', input.brand) : '';
  return `<!doctype html>
<html lang="${LANG_TAGS[input.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="theme-color" content="${input.theme.bg1}">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="${input.assets.url('demo.css')}">
<style>${themeStyle(input.theme)}</style>
</head>
<body class="game game-${input.script.replace('.js', '')} kind-${input.kind}">
<header class="topbar">
  <button type="button" class="icon-btn" id="back" aria-label="${escapeHtml(t.backToLobby)}" title="${escapeHtml(t.backToLobby)}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/></svg></button>
  <div class="title"><h1>${escapeHtml(input.title)}</h1>${subtitle ? `<p class="brand">${escapeHtml(subtitle)}</p>` : ''}</div>
  <button type="button" class="icon-btn" id="sound" aria-label="${escapeHtml(t.sound)}" aria-pressed="false" title="${escapeHtml(t.sound)}"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="sound-waves" d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/><path class="sound-off" d="M16 9l5 6M21 9l-5 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg></button>
  <button type="button" class="icon-btn" id="fair" aria-label="${escapeHtml(t.fairness)}" title="${escapeHtml(t.fairness)}" aria-haspopup="dialog"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><path d="M8.2 12.2l2.6 2.6 5-5.2" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg></button>
  <button type="button" class="icon-btn" id="info" aria-label="${escapeHtml(t.payTable)}" title="${escapeHtml(t.payTable)}" aria-haspopup="dialog"><svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><path d="M12 10.5v6" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/><circle cx="12" cy="7.3" r="1.4" fill="currentColor"/></svg></button>
</header>
<main id="app"></main>
<div id="toast" class="toast" role="alert" hidden></div>
<script type="application/json" id="config">${safeJson(input.config)}</script>
<script src="${input.assets.url('common.js')}"></script>
<script src="${input.assets.url('symbols.js')}"></script>
<script src="${input.assets.url(input.script)}"></script>
</body>
</html>`;
}

/** A launch that cannot start a game: the reason, and the way back. */
export function renderMessagePage(input: {
  lang: ProviderLang;
  message: string;
  assets: PageAssets;
  lobby: string;
}): string {
  const t = stringsFor(input.lang);
  return `<!doctype html>
<html lang="${LANG_TAGS[input.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.message)}</title>
<link rel="stylesheet" href="${input.assets.url('demo.css')}">
<style>${themeStyle(PALETTES[0])}</style>
</head>
<body class="game message-page">
<main class="message-box">
  <p role="alert">${escapeHtml(input.message)}</p>
  <button type="button" class="primary" id="back">${escapeHtml(t.backToLobby)}</button>
</main>
<script type="application/json" id="config">${safeJson({ kind: 'message', lobby: input.lobby })}</script>
<script src="${input.assets.url('common.js')}"></script>
</body>
</html>`;
}

/**
 * The verify page: the player pastes (or arrives with) a round's server seed, client seed, nonce, game, bet and
 * choices; the page recomputes SHA-256 of the server seed and the round's outcome in the browser (Web Crypto and the
 * engines' own code, served as modules), without asking the server anything.
 */
export function renderVerifyPage(input: { lang: ProviderLang; assets: PageAssets }): string {
  const t = stringsFor(input.lang);
  const field = (id: string, label: string, attrs = '') =>
    `<label class="field" for="${id}"><span>${escapeHtml(label)}</span><input id="${id}" name="${id}" autocomplete="off" spellcheck="false" ${attrs}></label>`;
  return `<!doctype html>
<html lang="${LANG_TAGS[input.lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.verifyTitle)}</title>
<link rel="stylesheet" href="${input.assets.url('demo.css')}">
<style>${themeStyle(PALETTES[4])}</style>
</head>
<body class="game verify-page">
<main class="verify">
  <h1>${escapeHtml(t.verifyTitle)}</h1>
  <p class="message">${escapeHtml(t.verifyIntro)}</p>
  <form id="verify-form" class="verify-form" novalidate>
    <label class="field" for="kind"><span>${escapeHtml(t.game)}</span><select id="kind" name="kind"></select></label>
    ${field('serverSeed', t.serverSeed, 'required')}
    ${field('clientSeed', t.clientSeed, 'required')}
    ${field('nonce', t.nonce, 'inputmode="numeric" required')}
    ${field('bet', t.bet, 'inputmode="numeric"')}
    ${field('params', t.choices)}
    <button type="submit" class="primary">${escapeHtml(t.verify)}</button>
  </form>
  <section id="verify-result" class="verify-result" aria-live="polite"></section>
</main>
<script type="application/json" id="config">${safeJson({ kind: 'verify', lang: input.lang, strings: t })}</script>
<script type="module" src="${input.assets.url('verify.js')}"></script>
</body>
</html>`;
}
