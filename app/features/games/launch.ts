import type { GameCard, PlayMode } from './games.schemas';

/**
 * Starting a game (platform-shell § 4 "Playing a game"):
 * 1. a visitor gets the login modal;
 * 2. a member whose profile lacks the bank account (the profile completeness rule) gets the update-profile modal;
 * 3. otherwise the game id is kept in session storage, the wallet balance is refreshed and any previous game window
 *    is closed;
 * 4. a provider with use_iframe opens the game page /{lang}/games/{id}: in the same tab in the LINE browser, in a new
 *    window when the site's should_iframe_redirect is set and the device is not Chrome on an iPad, else in the same
 *    tab;
 * 5. any other provider: POST /mb/enter-game { game_list_id, languageCode } and the URL it answers (a string, or
 *    result.url) opens in a new tab in LINE or Safari, else in a popup; an HTML answer is written into the window;
 *    when the popup is blocked the game opens in the top window.
 * A failed launch is swallowed without a message (logged to the console).
 * Demo play (fun balance) skips steps 1 and 2: visitors may try the demo games.
 *
 * The decisions are pure functions below; `launchGame` carries them out against the browser it is given.
 */

export interface BrowserInfo {
  /** The LINE app's in-app browser. */
  line: boolean;
  /** Safari (desktop or iOS), not another browser built on WebKit. */
  safari: boolean;
  /** Chrome on an iPad (CriOS; iPadOS may present itself as a Macintosh with a touch screen). */
  chromeOnIpad: boolean;
}

/** What the user agent says about the browser; `maxTouchPoints` tells an iPad in desktop mode from a Mac. */
export function detectBrowser(userAgent: string, maxTouchPoints = 0): BrowserInfo {
  const ua = userAgent || '';
  const line = /\bLine\/\d/i.test(ua);
  const ipad = /\biPad\b/.test(ua) || (/\bMacintosh\b/.test(ua) && maxTouchPoints > 1);
  const chromeIos = /\bCriOS\//.test(ua);
  const otherBrowser =
    /\b(Chrome|Chromium|CriOS|FxiOS|EdgiOS|EdgA?|OPiOS|OPR|Android|SamsungBrowser|UCBrowser|YaBrowser)\b|\bLine\/|FBAN|FBAV|Instagram/i.test(
      ua,
    );
  const safari = /\bSafari\//.test(ua) && /\bVersion\/\d/.test(ua) && !otherBrowser;
  return { line, safari, chromeOnIpad: ipad && chromeIos };
}

/** How the game page of a use_iframe provider opens (step 4). */
export function iframeOpenMode(browser: BrowserInfo, shouldIframeRedirect: boolean): 'same-tab' | 'new-window' {
  if (browser.line) return 'same-tab';
  if (shouldIframeRedirect && !browser.chromeOnIpad) return 'new-window';
  return 'same-tab';
}

/** Where another provider's launch URL opens (step 5). */
export function providerOpenMode(browser: BrowserInfo): 'new-tab' | 'popup' {
  return browser.line || browser.safari ? 'new-tab' : 'popup';
}

export interface LaunchFacts {
  mode: PlayMode;
  /** A member is logged in. */
  member: boolean;
  /** The member's profile is complete (bank account and the fields the site requires). */
  profileComplete: boolean;
  /** The game's provider opens its games in the casino's game page. */
  useIframe: boolean;
  /** custom function should_iframe_redirect. */
  shouldIframeRedirect: boolean;
  browser: BrowserInfo;
}

export type LaunchPlan =
  | { kind: 'login' }
  | { kind: 'update-profile' }
  | { kind: 'game-page'; open: 'same-tab' | 'new-window' }
  | { kind: 'provider-window'; open: 'new-tab' | 'popup' };

/** Steps 1, 2, 4 and 5 as a decision. */
export function planLaunch(f: LaunchFacts): LaunchPlan {
  if (f.mode === 'real') {
    if (!f.member) return { kind: 'login' };
    if (!f.profileComplete) return { kind: 'update-profile' };
  }
  if (f.useIframe) return { kind: 'game-page', open: iframeOpenMode(f.browser, f.shouldIframeRedirect) };
  return { kind: 'provider-window', open: providerOpenMode(f.browser) };
}

/** The casino's game page of a game; demo play carries mode=demo. */
export function gamePagePath(locale: string, gameId: number, mode: PlayMode): string {
  return `/${locale}/games/${gameId}${mode === 'demo' ? '?mode=demo' : ''}`;
}

export type LaunchTarget = { url: string } | { html: string };

/**
 * What enter-game answered: a URL string, `{ result: { url } }` (or `{ url }`), or HTML content to write into the
 * window. Null when it is none of these.
 */
export function readLaunchAnswer(answer: unknown): LaunchTarget | null {
  const text = launchText(answer);
  if (typeof text !== 'string' || !text.trim()) return null;
  const trimmed = text.trim();
  if (trimmed.startsWith('<')) return { html: trimmed };
  // Only web addresses: never javascript: or data: URLs.
  if (/^https?:\/\//i.test(trimmed) || /^\/(?!\/)/.test(trimmed) || /^\/\/[^/]/.test(trimmed)) return { url: trimmed };
  return null;
}

function launchText(answer: unknown): unknown {
  if (typeof answer === 'string') return answer;
  if (!answer || typeof answer !== 'object') return undefined;
  const a = answer as { result?: unknown; url?: unknown };
  if (typeof a.result === 'string') return a.result;
  if (a.result && typeof a.result === 'object') return (a.result as { url?: unknown }).url;
  return a.url;
}

/** Session storage keys: the game being played (step 3) and the page it was started from (back to lobby). */
export const GAME_ID_KEY = 'game_id';
export const RETURN_TO_KEY = 'game_return_to';

/** The window name of provider popups and of game pages opened in a new window. */
export const GAME_WINDOW_NAME = 'casino_game';
const POPUP_FEATURES = 'popup,width=1280,height=800,left=40,top=40,resizable=yes,scrollbars=yes';

/** The browser as launchGame uses it; tests hand in a fake. */
export interface LaunchWindow {
  open(url: string, target: string, features?: string): GameWindow | null;
  /** The top window's location (the page opens here when a popup is blocked). */
  assignTop(url: string): void;
  writeTop(html: string): void;
  sessionStorage: Pick<Storage, 'setItem'> | null;
  currentPath(): string;
}

/** A window the launch opened. */
export interface GameWindow {
  closed: boolean;
  close(): void;
  location: { replace(url: string): void } | Location;
  document: { open(): unknown; write(html: string): void; close(): void };
}

export interface LaunchDeps {
  facts: Omit<LaunchFacts, 'mode' | 'useIframe'>;
  locale: string;
  win: LaunchWindow;
  openModal(name: 'login' | 'update-profile'): void;
  /** Same-tab navigation inside the site. */
  navigate(path: string): void;
  /** Reloads the member's wallet balance. */
  refreshBalance(): void;
  /** POST /mb/enter-game (real play) or /pb/demo-game (demo play), errors not shown. */
  requestLaunch(gameId: number, mode: PlayMode, languageCode: string): Promise<unknown>;
  /** Told when the game window the launch opened has closed. */
  onWindowClosed(window: GameWindow): void;
  log?(message: string, error?: unknown): void;
}

/** The game window opened by the last launch of this page. */
let previousWindow: GameWindow | null = null;

/** Forgets the last game window (tests). */
export function resetLaunchState(): void {
  previousWindow = null;
}

function closePrevious(): void {
  const prev = previousWindow;
  previousWindow = null;
  try {
    if (prev && !prev.closed) prev.close();
  } catch {
    // a window of another origin may refuse; it is gone from our side either way
  }
}

/**
 * Runs the launch. Windows are opened synchronously inside the click that called it (before any request), so that
 * popup blockers allow them; the provider's URL is put into the window when enter-game answers.
 */
export async function launchGame(
  game: Pick<GameCard, 'id' | 'use_iframe'>,
  mode: PlayMode,
  deps: LaunchDeps,
): Promise<LaunchPlan> {
  const log = deps.log ?? ((message: string, error?: unknown) => console.error(message, error));
  const plan = planLaunch({ ...deps.facts, mode, useIframe: game.use_iframe });
  if (plan.kind === 'login') {
    deps.openModal('login');
    return plan;
  }
  if (plan.kind === 'update-profile') {
    deps.openModal('update-profile');
    return plan;
  }

  // Step 3.
  try {
    deps.win.sessionStorage?.setItem(GAME_ID_KEY, String(game.id));
    deps.win.sessionStorage?.setItem(RETURN_TO_KEY, deps.win.currentPath());
  } catch {
    // storage may be unavailable (private mode); the launch goes on
  }
  if (deps.facts.member) deps.refreshBalance();
  closePrevious();

  if (plan.kind === 'game-page') {
    const path = gamePagePath(deps.locale, game.id, mode);
    if (plan.open === 'new-window') {
      const opened = deps.win.open(path, GAME_WINDOW_NAME);
      if (opened) {
        previousWindow = opened;
        watch(opened, deps);
        return plan;
      }
    }
    deps.navigate(path);
    return plan;
  }

  // Step 5: the window first (inside the click), then the launch URL.
  let opened: GameWindow | null = null;
  try {
    opened =
      plan.open === 'new-tab'
        ? deps.win.open('about:blank', '_blank')
        : deps.win.open('about:blank', GAME_WINDOW_NAME, POPUP_FEATURES);
  } catch {
    opened = null;
  }
  if (opened) previousWindow = opened;
  try {
    const target = readLaunchAnswer(await deps.requestLaunch(game.id, mode, deps.locale));
    if (!target) throw new Error('the launch answered neither a URL nor HTML');
    if (opened && !opened.closed) {
      if ('url' in target) opened.location.replace(target.url);
      else {
        opened.document.open();
        opened.document.write(target.html);
        opened.document.close();
      }
      watch(opened, deps);
    } else if ('url' in target) {
      deps.win.assignTop(target.url);
    } else {
      deps.win.writeTop(target.html);
    }
  } catch (err) {
    // Swallowed, as the spec says: no message to the player.
    log('game launch failed', err);
    try {
      if (opened && !opened.closed) opened.close();
    } catch {
      // ignore
    }
    if (previousWindow === opened) previousWindow = null;
  }
  return plan;
}

const watchers = new WeakSet<object>();

/** Tells onWindowClosed once the window is closed (the balance is refreshed then). */
function watch(window: GameWindow, deps: LaunchDeps): void {
  if (watchers.has(window)) return;
  watchers.add(window);
  const timer = setInterval(() => {
    let closed = true;
    try {
      closed = window.closed;
    } catch {
      closed = true;
    }
    if (closed) {
      clearInterval(timer);
      deps.onWindowClosed(window);
    }
  }, 1000);
}
