import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  detectBrowser,
  GAME_ID_KEY,
  GAME_WINDOW_NAME,
  gamePagePath,
  iframeOpenMode,
  launchGame,
  planLaunch,
  providerOpenMode,
  readLaunchAnswer,
  resetLaunchState,
  RETURN_TO_KEY,
  type BrowserInfo,
  type GameWindow,
  type LaunchDeps,
  type LaunchFacts,
} from './launch.ts';

const UA = {
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  lineAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/119.0.6045.163 Mobile Safari/537.36 Line/13.21.1/IAB',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  chromeIpadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
};

describe('detectBrowser', () => {
  it('knows the LINE in-app browser on iOS and Android', () => {
    expect(detectBrowser(UA.lineIos)).toEqual({ line: true, safari: false, chromeOnIpad: false });
    expect(detectBrowser(UA.lineAndroid)).toEqual({ line: true, safari: false, chromeOnIpad: false });
  });

  it('knows Safari on a Mac, an iPhone and an iPad, and nothing else built on WebKit', () => {
    for (const ua of [UA.safariMac, UA.safariIphone, UA.safariIpad]) expect(detectBrowser(ua).safari, ua).toBe(true);
    for (const ua of [
      UA.chromeWindows,
      UA.chromeAndroid,
      UA.chromeIpad,
      UA.chromeIphone,
      UA.firefoxIos,
      UA.edge,
      UA.firefox,
      UA.lineIos,
      UA.lineAndroid,
    ]) {
      expect(detectBrowser(ua).safari, ua).toBe(false);
    }
  });

  it('knows Chrome on an iPad, also when the iPad asks for the desktop site', () => {
    expect(detectBrowser(UA.chromeIpad).chromeOnIpad).toBe(true);
    expect(detectBrowser(UA.chromeIpadDesktop, 5).chromeOnIpad).toBe(true);
    // The same text without a touch screen is a Mac.
    expect(detectBrowser(UA.chromeIpadDesktop, 0).chromeOnIpad).toBe(false);
    for (const ua of [UA.chromeIphone, UA.safariIpad, UA.chromeWindows, UA.chromeAndroid])
      expect(detectBrowser(ua, 5).chromeOnIpad, ua).toBe(false);
  });

  it('treats an empty user agent as an ordinary browser', () => {
    expect(detectBrowser('')).toEqual({ line: false, safari: false, chromeOnIpad: false });
  });
});

const plain: BrowserInfo = { line: false, safari: false, chromeOnIpad: false };
const line: BrowserInfo = { line: true, safari: false, chromeOnIpad: false };
const safari: BrowserInfo = { line: false, safari: true, chromeOnIpad: false };
const chromeOnIpad: BrowserInfo = { line: false, safari: false, chromeOnIpad: true };

describe('open modes', () => {
  it('opens the game page in the same tab, or a new window when should_iframe_redirect is set (not Chrome on iPad, not LINE)', () => {
    expect(iframeOpenMode(plain, false)).toBe('same-tab');
    expect(iframeOpenMode(plain, true)).toBe('new-window');
    expect(iframeOpenMode(safari, true)).toBe('new-window');
    expect(iframeOpenMode(chromeOnIpad, true)).toBe('same-tab');
    expect(iframeOpenMode(line, true)).toBe('same-tab');
    expect(iframeOpenMode(line, false)).toBe('same-tab');
  });

  it('opens other providers in a new tab in LINE and Safari, else in a popup', () => {
    expect(providerOpenMode(line)).toBe('new-tab');
    expect(providerOpenMode(safari)).toBe('new-tab');
    expect(providerOpenMode(plain)).toBe('popup');
    expect(providerOpenMode(chromeOnIpad)).toBe('popup');
  });
});

describe('planLaunch', () => {
  const facts = (over: Partial<LaunchFacts> = {}): LaunchFacts => ({
    mode: 'real',
    member: true,
    profileComplete: true,
    useIframe: true,
    shouldIframeRedirect: false,
    browser: plain,
    ...over,
  });

  it('asks a visitor to log in, then a member with an incomplete profile to complete it', () => {
    expect(planLaunch(facts({ member: false, profileComplete: false }))).toEqual({ kind: 'login' });
    expect(planLaunch(facts({ profileComplete: false }))).toEqual({ kind: 'update-profile' });
  });

  it('lets anyone play demo', () => {
    expect(planLaunch(facts({ mode: 'demo', member: false, profileComplete: false }))).toEqual({
      kind: 'game-page',
      open: 'same-tab',
    });
    expect(planLaunch(facts({ mode: 'demo', member: false, useIframe: false }))).toEqual({
      kind: 'provider-window',
      open: 'popup',
    });
  });

  it('picks the game page or the provider window', () => {
    expect(planLaunch(facts())).toEqual({ kind: 'game-page', open: 'same-tab' });
    expect(planLaunch(facts({ shouldIframeRedirect: true }))).toEqual({ kind: 'game-page', open: 'new-window' });
    expect(planLaunch(facts({ useIframe: false }))).toEqual({ kind: 'provider-window', open: 'popup' });
    expect(planLaunch(facts({ useIframe: false, browser: safari }))).toEqual({
      kind: 'provider-window',
      open: 'new-tab',
    });
  });

  it('links the game page with the language and demo mode', () => {
    expect(gamePagePath('th', 12, 'real')).toBe('/th/games/12');
    expect(gamePagePath('en', 3, 'demo')).toBe('/en/games/3?mode=demo');
  });
});

describe('readLaunchAnswer', () => {
  it('takes a URL string, result.url, result as a string or url', () => {
    expect(readLaunchAnswer('https://games.example/launch?t=1')).toEqual({ url: 'https://games.example/launch?t=1' });
    expect(readLaunchAnswer({ result: { url: '/demo-provider/play/x?token=y' } })).toEqual({
      url: '/demo-provider/play/x?token=y',
    });
    expect(readLaunchAnswer({ result: 'https://a.example/' })).toEqual({ url: 'https://a.example/' });
    expect(readLaunchAnswer({ url: '//cdn.example/game' })).toEqual({ url: '//cdn.example/game' });
  });

  it('takes HTML content to write into the window', () => {
    const html = '<!DOCTYPE html><html><body><form id="f" method="post"></form></body></html>';
    expect(readLaunchAnswer(html)).toEqual({ html });
    expect(readLaunchAnswer({ result: { url: ` ${html}` } })).toEqual({ html });
  });

  it('refuses anything else, scripts and data URLs included', () => {
    for (const bad of [
      null,
      undefined,
      42,
      {},
      { result: {} },
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,hi',
      'games/1',
      { result: { url: 7 } },
    ]) {
      expect(readLaunchAnswer(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

/** A browser that records what the launch did to it. */
function fakeBrowser(options: { block?: boolean } = {}) {
  const storage = new Map<string, string>();
  const opened: (GameWindow & {
    url: string;
    target: string;
    features?: string;
    written: string[];
    replaced: string[];
  })[] = [];
  const top: { assigned: string[]; written: string[] } = { assigned: [], written: [] };
  return {
    storage,
    opened,
    top,
    win: {
      open(url: string, target: string, features?: string) {
        if (options.block) return null;
        const w = {
          url,
          target,
          features,
          closed: false,
          written: [] as string[],
          replaced: [] as string[],
          close() {
            w.closed = true;
          },
          location: {
            replace(u: string) {
              w.replaced.push(u);
            },
          },
          document: {
            open() {
              return undefined;
            },
            write(h: string) {
              w.written.push(h);
            },
            close() {},
          },
        };
        opened.push(w);
        return w;
      },
      assignTop(url: string) {
        top.assigned.push(url);
      },
      writeTop(html: string) {
        top.written.push(html);
      },
      sessionStorage: { setItem: (k: string, v: string) => void storage.set(k, v) },
      currentPath: () => '/en/games?category=slot',
    },
  };
}

function deps(
  browser: ReturnType<typeof fakeBrowser>,
  over: Partial<Omit<LaunchDeps, 'facts'>> & { facts?: Partial<LaunchDeps['facts']> } = {},
) {
  const calls = {
    modals: [] as string[],
    navigations: [] as string[],
    refreshes: 0,
    requests: [] as [number, string, string][],
    closed: 0,
    logged: [] as string[],
  };
  const d: LaunchDeps = {
    locale: 'en',
    win: browser.win,
    openModal: (name) => void calls.modals.push(name),
    navigate: (path) => void calls.navigations.push(path),
    refreshBalance: () => void (calls.refreshes += 1),
    requestLaunch: async (id, mode, lang) => {
      calls.requests.push([id, mode, lang]);
      return { result: { url: `/demo-provider/play/g${id}?token=t` } };
    },
    onWindowClosed: () => void (calls.closed += 1),
    log: (message) => void calls.logged.push(message),
    ...over,
    facts: { member: true, profileComplete: true, shouldIframeRedirect: false, browser: plain, ...over.facts },
  };
  return { d, calls };
}

const iframeGame = { id: 5, use_iframe: true };
const windowGame = { id: 9, use_iframe: false };

describe('launchGame', () => {
  beforeEach(() => resetLaunchState());
  afterEach(() => vi.useRealTimers());

  it('opens the login modal for a visitor and does nothing else', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b, { facts: { member: false, profileComplete: false } });
    expect(await launchGame(iframeGame, 'real', d)).toEqual({ kind: 'login' });
    expect(await launchGame(windowGame, 'real', d)).toEqual({ kind: 'login' });
    expect(calls).toMatchObject({ modals: ['login', 'login'], navigations: [], refreshes: 0, requests: [] });
    expect(b.opened).toEqual([]);
    expect(b.storage.size).toBe(0);
  });

  it('opens the update-profile modal for a member with an incomplete profile', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b, { facts: { profileComplete: false } });
    await launchGame(windowGame, 'real', d);
    expect(calls).toMatchObject({ modals: ['update-profile'], requests: [] });
    expect(b.opened).toEqual([]);
  });

  it('keeps the game id, refreshes the balance and goes to the game page in the same tab', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b);
    await launchGame(iframeGame, 'real', d);
    expect(b.storage.get(GAME_ID_KEY)).toBe('5');
    expect(b.storage.get(RETURN_TO_KEY)).toBe('/en/games?category=slot');
    expect(calls).toMatchObject({ refreshes: 1, navigations: ['/en/games/5'], requests: [], modals: [] });
  });

  it('opens the game page in a new window when should_iframe_redirect is set, and closes it at the next launch', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b, { facts: { shouldIframeRedirect: true } });
    await launchGame(iframeGame, 'real', d);
    expect(b.opened.map((w) => [w.url, w.target])).toEqual([['/en/games/5', GAME_WINDOW_NAME]]);
    expect(calls.navigations).toEqual([]);
    await launchGame({ id: 6, use_iframe: true }, 'real', d);
    expect(b.opened[0].closed).toBe(true);
    expect(b.opened[1].url).toBe('/en/games/6');
  });

  it('stays in the same tab in LINE and for Chrome on an iPad', async () => {
    for (const browser of [line, chromeOnIpad]) {
      const b = fakeBrowser();
      const { d, calls } = deps(b, { facts: { shouldIframeRedirect: true, browser } });
      await launchGame(iframeGame, 'real', d);
      expect(b.opened).toEqual([]);
      expect(calls.navigations).toEqual(['/en/games/5']);
    }
  });

  it('opens a popup inside the click, then puts the launch URL into it', async () => {
    const b = fakeBrowser();
    let answer!: (v: unknown) => void;
    const { d, calls } = deps(b, {
      requestLaunch: (id, mode, lang) => {
        calls.requests.push([id, mode, lang]);
        return new Promise((r) => {
          answer = r;
        });
      },
    });
    const done = launchGame(windowGame, 'real', d);
    // Opened before enter-game answered: popup blockers allow windows opened in the click.
    expect(b.opened).toHaveLength(1);
    expect(b.opened[0]).toMatchObject({
      url: 'about:blank',
      target: GAME_WINDOW_NAME,
      features: expect.stringContaining('popup'),
    });
    expect(calls.requests).toEqual([[9, 'real', 'en']]);
    answer({ result: { url: 'https://provider.example/play?t=1' } });
    await done;
    expect(b.opened[0].replaced).toEqual(['https://provider.example/play?t=1']);
    expect(b.storage.get(GAME_ID_KEY)).toBe('9');
    expect(calls.refreshes).toBe(1);
  });

  it('opens a new tab in Safari and LINE', async () => {
    for (const browser of [safari, line]) {
      const b = fakeBrowser();
      const { d } = deps(b, { facts: { browser } });
      await launchGame(windowGame, 'real', d);
      expect(b.opened.map((w) => w.target)).toEqual(['_blank']);
      expect(b.opened[0].replaced).toEqual(['/demo-provider/play/g9?token=t']);
    }
  });

  it('writes an HTML answer into the window', async () => {
    const b = fakeBrowser();
    const html = '<html><body><form method="post" action="https://p.example"></form></body></html>';
    const { d } = deps(b, { requestLaunch: async () => html });
    await launchGame(windowGame, 'real', d);
    expect(b.opened[0].written).toEqual([html]);
    expect(b.opened[0].replaced).toEqual([]);
  });

  it('opens the game in the top window when the popup is blocked', async () => {
    const b = fakeBrowser({ block: true });
    const { d } = deps(b);
    await launchGame(windowGame, 'real', d);
    expect(b.top.assigned).toEqual(['/demo-provider/play/g9?token=t']);
    const html = fakeBrowser({ block: true });
    await launchGame(windowGame, 'real', deps(html, { requestLaunch: async () => '<html>game</html>' }).d);
    expect(html.top.written).toEqual(['<html>game</html>']);
  });

  it('swallows a failed launch: no message, the blank window closes, the page stays', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b, {
      requestLaunch: async () => {
        throw new Error('503');
      },
    });
    await expect(launchGame(windowGame, 'real', d)).resolves.toEqual({ kind: 'provider-window', open: 'popup' });
    expect(b.opened[0].closed).toBe(true);
    expect(calls.modals).toEqual([]);
    expect(calls.logged).toEqual(['game launch failed']);
    expect(b.top.assigned).toEqual([]);
    const odd = fakeBrowser();
    const second = deps(odd, { requestLaunch: async () => ({ result: { url: 'javascript:alert(1)' } }) });
    await launchGame(windowGame, 'real', second.d);
    expect(odd.opened[0].closed).toBe(true);
    expect(odd.opened[0].replaced).toEqual([]);
  });

  it('closes the previous game window before opening another', async () => {
    const b = fakeBrowser();
    const { d } = deps(b);
    await launchGame(windowGame, 'real', d);
    await launchGame({ id: 10, use_iframe: false }, 'real', d);
    expect(b.opened.map((w) => w.closed)).toEqual([true, false]);
    await launchGame(iframeGame, 'real', d);
    expect(b.opened[1].closed).toBe(true);
  });

  it('tells when the game window has been closed, once', async () => {
    vi.useFakeTimers();
    const b = fakeBrowser();
    const { d, calls } = deps(b);
    await launchGame(windowGame, 'real', d);
    vi.advanceTimersByTime(3000);
    expect(calls.closed).toBe(0);
    b.opened[0].closed = true;
    vi.advanceTimersByTime(3000);
    expect(calls.closed).toBe(1);
  });

  it('plays demo without a member: the fun launch, no balance refresh', async () => {
    const b = fakeBrowser();
    const { d, calls } = deps(b, { facts: { member: false, profileComplete: false } });
    await launchGame(windowGame, 'demo', d);
    expect(calls.requests).toEqual([[9, 'demo', 'en']]);
    expect(calls.refreshes).toBe(0);
    await launchGame(iframeGame, 'demo', d);
    expect(calls.navigations).toEqual(['/en/games/5?mode=demo']);
  });
});
