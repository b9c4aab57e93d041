import { describe, expect, it } from 'vitest';
import { dataScripts, inlineStyleSheets, leftToBrowser, pageBuffer, paintBeforeScripts } from './entry.server.tsx';

describe('the loader data scripts of a page rendered in one piece', () => {
  it('hand React Router its data as its streaming renderer does, with the nonce, and cannot close the script early', () => {
    const data = '[{"title":"</script><script>alert(1)</script> & \u2028"}]\n';
    const html = dataScripts(data, 'abc+/=');
    const scripts = [...html.matchAll(/<script nonce="abc\+\/=">(.*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    expect(scripts[1]).toBe('window.__reactRouterContext.streamController.close();');
    expect(scripts[0]).not.toMatch(/[<>&\u2028]/);
    // What the browser runs enqueues exactly the text React Router's encoder produced.
    const enqueued: string[] = [];
    new Function('window', scripts[0])({
      __reactRouterContext: { streamController: { enqueue: (t: string) => enqueued.push(t) } },
    });
    expect(enqueued).toEqual([data]);
  });

  it('keeps a nonce to its characters and closes the stream even without data', () => {
    expect(dataScripts(null, 'a"b><c')).toBe(
      '<script nonce="abc">window.__reactRouterContext.streamController.close();</script>',
    );
    expect(dataScripts(null, undefined)).toBe('<script>window.__reactRouterContext.streamController.close();</script>');
  });
});

/** React Router's module script as its <Scripts> writes it (lazy route discovery; one route split in chunks). */
const MODULE_SCRIPT = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/lang.js";
import * as route2_clientLoader from "/assets/home-loader.js";
import * as route2_main from "/assets/home.js";
const route2 = {...route2_clientLoader,...route2_main};
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client.js",
    "imports": []
  }
};
  window.__reactRouterRouteModules = {"root":route0,"lang":route1,"index":route2};

import("/assets/entry.client.js");`;
const page = (script: string) =>
  `<html><head><link rel="modulepreload" href="/assets/core.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js" nonce="n"/></head><body><main>Lobby</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${script}</script></body></html>`;

/** Runs a transformed module script with a browser's timers and paint entries, recording what happens in order. */
async function runModuleScript(html: string, options: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const body = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const events: string[] = [];
  let paint: (() => void) | undefined;
  const window: Record<string, unknown> = {};
  class PerformanceObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['paint', 'mark'];
    readonly callback: (list: unknown, observer: unknown) => void;
    constructor(callback: (list: unknown, observer: unknown) => void) {
      this.callback = callback;
    }
    observe() {
      paint = () => {
        events.push('first-contentful-paint');
        this.callback({ getEntriesByName: (n: string) => (n === 'first-contentful-paint' ? [{}] : []) }, this);
      };
    }
    disconnect() {}
  }
  const load = async (url: string) => {
    events.push(`import ${url}`);
    return { url };
  };
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    createElement: () => ({}) as Record<string, string>,
    head: {
      append: (link: Record<string, string>) => events.push(`preload ${link.rel} ${link.href} ${link.nonce}`),
    },
  };
  const run = new (Object.getPrototypeOf(async () => {}).constructor)(
    'window',
    'document',
    'PerformanceObserver',
    'requestAnimationFrame',
    'load',
    body.replaceAll('import(', 'load('),
  ) as (...args: unknown[]) => Promise<void>;
  const done = run(
    window,
    document,
    PerformanceObserver,
    (cb: () => void) =>
      setTimeout(() => {
        events.push('frame');
        cb();
      }, 0),
    load,
  );
  await new Promise((r) => setTimeout(r, 5));
  events.push('painted?');
  paint?.();
  await done;
  return { events, window };
}

describe('the page paints before its scripts run', () => {
  it('turns the static imports of the route modules into imports made after the first contentful paint', async () => {
    const html = paintBeforeScripts(page(MODULE_SCRIPT));
    expect(html).not.toMatch(/import \* as/);
    // The preloads leave the head; the rest of the page up to the module script is as it was.
    expect(html.slice(0, html.indexOf('<script nonce="n" type="module"'))).toBe(
      page(MODULE_SCRIPT)
        .slice(0, page(MODULE_SCRIPT).indexOf('<script nonce="n" type="module"'))
        .replace(/<link rel="modulepreload"[^>]*>/g, ''),
    );
    const { events, window } = await runModuleScript(html);
    expect(events).toEqual([
      'painted?',
      'first-contentful-paint',
      'frame',
      'preload modulepreload /assets/core.js n',
      'preload modulepreload /assets/root.js n',
      'import /assets/root.js',
      'import /assets/lang.js',
      'import /assets/home-loader.js',
      'import /assets/home.js',
      'import /assets/entry.client.js',
    ]);
    // The rest of React Router's script runs as before, with the modules bound to the same names.
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      lang: { url: '/assets/lang.js' },
      index: { url: '/assets/home.js' },
    });
    expect((window.__reactRouterManifest as { entry: { module: string } }).entry.module).toBe(
      '/assets/entry.client.js',
    );
  });

  it('does not wait in a hidden tab (it paints nothing) nor where the browser reports no paint timing', async () => {
    for (const options of [{ hidden: true }, { paintTiming: false }]) {
      const { events } = await runModuleScript(paintBeforeScripts(page(MODULE_SCRIPT)), options);
      expect(events.indexOf('import /assets/root.js')).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('import /assets/entry.client.js')).toBeLessThan(events.indexOf('painted?'));
    }
  });

  it('leaves preloads that are not one run of links in the head where they are', () => {
    const split = page(MODULE_SCRIPT).replace('<main>', '<link rel="modulepreload" href="/assets/late.js"/><main>');
    const html = paintBeforeScripts(split);
    expect(html).toContain('<link rel="modulepreload" href="/assets/core.js" nonce="n"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/late.js"/>');
    expect(html).not.toContain('document.createElement');
    expect(html).not.toMatch(/import \* as/);
  });

  it('leaves a script of another form as it is', () => {
    const named = `import { a } from "/assets/a.js";\nimport("/assets/entry.client.js");`;
    expect(paintBeforeScripts(page(named))).toBe(page(named));
    expect(paintBeforeScripts('<html><body>no scripts</body></html>')).toBe('<html><body>no scripts</body></html>');
  });
});

describe('the page buffer', () => {
  it('is the doctype, the page with its module script rewritten and the data scripts before </body>, in UTF-8', () => {
    const html = page(MODULE_SCRIPT).replace('Lobby', 'Lobby ภาษาไทย — 日本語');
    const scripts = dataScripts('[{"a":"ไทย"}]\n', 'n');
    const joined = `<!DOCTYPE html>${paintBeforeScripts(html).replace('</body>', `${scripts}</body>`)}`;
    expect(pageBuffer(html, scripts).toString('utf8')).toBe(joined);
    expect(pageBuffer(html, scripts).length).toBe(Buffer.byteLength(joined));
  });

  it('adds the data scripts at the end of a page without </body> and leaves another script form as it is', () => {
    const plain = '<html><main>ok</main><script type="module">import { a } from "/x.js";</script></html>';
    expect(pageBuffer(plain, '<script>s</script>').toString()).toBe(`<!DOCTYPE html>${plain}<script>s</script>`);
  });
});

describe('a first visit carries its style sheet in the page', () => {
  const page = (head: string, body = '') =>
    `<html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
  const marked = (href: string) => `<link rel="stylesheet" href="${href}" media="print" data-inline=""/>`;

  it('puts the text of the marked sheet just before its link, which stays for React and the cache', () => {
    const texts: Record<string, string> = { '/assets/app-a1.css': 'body{color:red}' };
    const html = page(
      `${marked('/assets/app-a1.css')}<style id="theme-vars">:root{--c:1}</style><link rel="stylesheet" href="/assets/b2.css"/>`,
      marked('/assets/app-a1.css'),
    );
    expect(inlineStyleSheets(html, (href) => texts[href] ?? null)).toBe(
      page(
        `<style data-href="/assets/app-a1.css">body{color:red}</style>${marked('/assets/app-a1.css')}` +
          // Unmarked links and links outside the head are left to the browser.
          '<style id="theme-vars">:root{--c:1}</style><link rel="stylesheet" href="/assets/b2.css"/>',
        marked('/assets/app-a1.css'),
      ),
    );
  });

  it('makes the link an ordinary one when the server has no text for it or the text could end the style element', () => {
    const html = page(marked('/assets/x.css') + marked('/assets/y.css'));
    const texts: Record<string, string> = { '/assets/y.css': 'a::after{content:"</STYLE><script>"}' };
    expect(inlineStyleSheets(html, (href) => texts[href] ?? null)).toBe(
      page(
        '<link rel="stylesheet" href="/assets/x.css" data-inline=""/><link rel="stylesheet" href="/assets/y.css" data-inline=""/>',
      ),
    );
    expect(inlineStyleSheets('<p>no head</p>', () => 'a{}')).toBe('<p>no head</p>');
  });
});

describe('a render that suspended', () => {
  it('is told from one that did not by its boundary left to the browser, whatever the words of the page', async () => {
    const { createElement, lazy, Suspense } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const Pending = lazy(() => new Promise<never>(() => {}));
    const suspended = renderToString(
      createElement('main', null, createElement(Suspense, { fallback: 'loading' }, createElement(Pending))),
    );
    expect(leftToBrowser(suspended)).toBe(true);
    const words = renderToString(createElement('p', { title: '$!-->' }, 'Win $!--> now <!--$!-->'));
    expect(leftToBrowser(words)).toBe(false);
  });
});

describe("React Router's module script among others", () => {
  it('is the one rewritten when a module script of the site comes before it', () => {
    const other = '<script type="module">import "/tracker.js";</script>';
    const html = paintBeforeScripts(page(MODULE_SCRIPT).replace('</head>', `${other}</head>`));
    expect(html).toContain(other);
    expect(html).toContain('import("/assets/root.js")');
    expect(html).not.toContain('import * as route0');
  });
});
