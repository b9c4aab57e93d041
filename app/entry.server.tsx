import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { getServerContext, type ServerContext } from './context';
import { PAGE_BODY } from './shared/page-body';
import { RenderMemo } from './render-memo.server';

export const streamTimeout = 5_000;

/**
 * How a page becomes HTML. Every loader has finished before React renders (the pages defer no data), and the
 * response is sent in one piece with its length (server/plugins/react-router.ts), so React's streaming renderer
 * would only add cost: it encodes thousands of small pieces to bytes on the way, and React Router's data transfer
 * adds a Suspense boundary per chunk. The page is rendered with renderToString into one string instead, and the
 * loader data React Router hands to the browser is added as the same two scripts its streaming renderer writes
 * (window.__reactRouterContext.streamController.enqueue(…) and .close()).
 *
 * Every script carries the response's Content-Security-Policy nonce (from the request context): React Router's
 * (module preloads, entry, scroll restoration, data) through `<ServerRouter nonce>`, the data scripts added here,
 * and React's own inline scripts in the streaming fallback.
 *
 * A GET whose address and loader data are exactly those of an earlier render gets that render's page again, with its
 * own nonce (app/render-memo.server.ts).
 *
 * A page whose render suspends (a lazy component or a pending promise on the server, which renderToString leaves to
 * the browser as `<!--$!-->`) or throws is rendered again with React Router's default streaming renderer.
 */

const DOCTYPE = '<!DOCTYPE html>';
/** React Router's escaping of the data inside a <script> (react-router lib/dom/ssr/markup.ts, escapeHtml). */
const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
export const escapeScript = (text: string) => text.replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]);
/**
 * renderToString's mark of a Suspense boundary it left to the browser (`<!--$!-->`), searched by its end: a `$` is
 * rare in a page where a `<` starts every tag, so the search skips ahead (React escapes `>` in text, so the mark
 * cannot come from a page's words).
 */
const CLIENT_RENDERED = '$!-->';

/** The markup of renderToString has a Suspense boundary left to the browser (something suspended on the server). */
export function leftToBrowser(html: string): boolean {
  return html.includes(CLIENT_RENDERED);
}

/** The stream's bytes as text, decoded once (React Router's encoder hands over many small chunks). */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks.length === 1 ? Buffer.from(chunks[0]).toString('utf8') : Buffer.concat(chunks).toString('utf8');
}

function streamOf(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      if (text) controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

/** The scripts React Router's StreamTransfer writes for the loader data, as one enqueue and the close. */
export function dataScripts(data: string | null, nonce: string | undefined): string {
  const n = nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : '';
  const enqueue = data
    ? `<script${n}>window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(data))});</script>`
    : '';
  return `${enqueue}<script${n}>window.__reactRouterContext.streamController.close();</script>`;
}

/**
 * What the module script waits for before it loads the app: the page's first contentful paint (then one more frame),
 * or at once in a hidden tab (which paints nothing), and at most 3 s.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => {' +
  'const start = () => requestAnimationFrame(() => setTimeout(go, 0));' +
  "if (document.visibilityState === 'hidden' || typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return void setTimeout(go, 0);" +
  'setTimeout(go, 3000);' +
  "new PerformanceObserver((list, o) => { if (list.getEntriesByName('first-contentful-paint').length) { o.disconnect(); start(); } })" +
  ".observe({ type: 'paint', buffered: true });" +
  '});';

/** React Router's module script: its static imports of the route modules, and nothing else than statements after them. */
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/y;

/**
 * React Router's module script (else the first module script of the page), found with lastIndexOf and indexOf: the
 * regular expression alone tried itself at every `<` of a page of over 100,000 characters (about 0.2 ms a page).
 */
function moduleScript(html: string): RegExpExecArray | null {
  // React Router's script holds the route manifest and comes after the page's markup: found from the end at once.
  const manifest = html.lastIndexOf('window.__reactRouterManifest');
  const start = manifest < 0 ? -1 : html.lastIndexOf('<script', manifest);
  if (start >= 0) {
    MODULE_SCRIPT.lastIndex = start;
    const match = MODULE_SCRIPT.exec(html);
    if (match && start + match[0].length > manifest) return match;
  }
  for (let at = html.indexOf('type="module"'); at >= 0; at = html.indexOf('type="module"', at + 1)) {
    const open = html.lastIndexOf('<script', at);
    if (open < 0) continue;
    MODULE_SCRIPT.lastIndex = open;
    const match = MODULE_SCRIPT.exec(html);
    // The attribute belongs to this tag (not to text after an earlier, closed one).
    if (match && open + match[1].length > at) return match;
  }
  return null;
}
const STATIC_IMPORT = /import\s*(?:\*\s*as\s+([A-Za-z_$][\w$]*)\s+from\s*)?("[^"\\]*");/g;
/** A module preload as React renders it in the head: its address and the response's nonce. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="([^"]*)")?\/>/y;

/**
 * The page paints before its scripts run, and before they are fetched. React Router's module script imports the
 * route modules statically, and its module preloads in the head fetch them (and the core chunk, about 115 KB) as
 * soon as the HTML is read: the browser evaluates them as soon as they have arrived, which on a fast link is before
 * the first paint, and on a phone's link they share the connection with the pictures of the first screen. So:
 * - the static imports become dynamic ones, made once the page has painted its first content, in the same order and
 *   bound to the same names; the rest of the script (the route manifest, the route modules' registry, the entry's
 *   import) runs after them as before;
 * - the module preloads leave the head and are added by that script at the same moment, all at once (no waterfall
 *   of imports), with the response's nonce. React adds its own for any it does not find when it hydrates (React's
 *   preloads are hoisted resources, not part of the hydrated markup).
 * A script of another form is left as it is, and so are preloads that are not one run of links in the head.
 */
export function paintBeforeScripts(html: string): string {
  let out = '';
  let at = 0;
  for (const edit of pageEdits(html)) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The run of module preloads in the head: where it is, the addresses and the nonce; null when there is none. */
function modulePreloads(
  html: string,
  before: number,
): { start: number; end: number; hrefs: string[]; nonce: string } | null {
  const start = html.indexOf('<link rel="modulepreload"');
  if (start < 0 || start > before) return null;
  const hrefs: string[] = [];
  let nonce = '';
  let end = start;
  MODULE_PRELOAD.lastIndex = start;
  for (let m = MODULE_PRELOAD.exec(html); m; m = MODULE_PRELOAD.exec(html)) {
    hrefs.push(m[1]);
    nonce = m[2] ?? '';
    end = MODULE_PRELOAD.lastIndex;
  }
  const head = html.indexOf('</head>');
  // Another preload after the run, or the run outside the head: left as they are.
  if (head < 0 || end > head || html.indexOf('<link rel="modulepreload"', end) >= 0 || end > before) return null;
  return { start, end, hrefs, nonce };
}

/** What paintBeforeScripts changes, in the order of the page: none when it leaves the page as it is. */
function pageEdits(html: string): Edit[] {
  const match = moduleScript(html);
  if (!match) return [];
  const [whole, open, body, close] = match;
  const names: string[] = [];
  const specifiers: string[] = [];
  const rest = body.replace(STATIC_IMPORT, (_m, name: string | undefined, specifier: string) => {
    names.push(name ?? '');
    specifiers.push(specifier);
    return '';
  });
  // Another static import form (named imports, default imports) would need rewriting of its own: left as it is.
  if (!specifiers.length || /(^|[;\n])\s*import\s*[^\s(]/.test(rest)) return [];
  const preloads = modulePreloads(html, match.index);
  const fetches = preloads
    ? `for (const href of ${JSON.stringify(preloads.hrefs)}) {` +
      "const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;" +
      `${preloads.nonce ? ` link.nonce = ${JSON.stringify(preloads.nonce)};` : ''}` +
      ' document.head.append(link); }'
    : '';
  const imports = `const [${names.join(', ')}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(', ')}]);`;
  const script: Edit = {
    start: match.index,
    end: match.index + whole.length,
    text: `${open}${AFTER_FIRST_PAINT}${fetches}${imports}${rest}${close}`,
  };
  return preloads ? [{ start: preloads.start, end: preloads.end, text: '' }, script] : [script];
}

/**
 * The page as one buffer: the doctype, the rendered markup with paintBeforeScripts' edits and the data scripts before
 * `</body>`. The markup of a page is over 100,000 characters, and two bytes each as soon as one character is outside
 * Latin-1 (the languages' own names): every joined copy of it is a large object of the old generation, which the
 * garbage collector has to mark again and again under load. So the pieces are written into the buffer one after
 * another, as slices of the rendered string, instead of being joined into new strings first.
 */
export function pageBuffer(html: string, scripts: string): Buffer<ArrayBuffer> {
  const edits = pageEdits(html);
  let end = html.lastIndexOf('</body>');
  if (end < 0) end = html.length;
  const pieces: string[] = [DOCTYPE];
  if (edits.every((e) => e.end <= end)) {
    let at = 0;
    for (const edit of edits) {
      pieces.push(html.slice(at, edit.start), edit.text);
      at = edit.end;
    }
    pieces.push(html.slice(at, end), scripts, html.slice(end));
  } else {
    // A module script after `</body>`: joined first, as the browser reads it.
    const painted = paintBeforeScripts(html);
    const body = painted.lastIndexOf('</body>');
    pieces.push(painted.slice(0, body), scripts, painted.slice(body));
  }
  let length = 0;
  for (const piece of pieces) length += Buffer.byteLength(piece);
  const buffer = Buffer.allocUnsafe(length) as Buffer<ArrayBuffer>;
  let offset = 0;
  for (const piece of pieces) offset += buffer.write(piece, offset);
  return buffer;
}

/** The style sheet link the root layout marks for a page that carries the sheet's text (`data-inline`). */
const INLINE_STYLE_LINK = /<link rel="stylesheet" href="([^"?#]+)[^"]*" media="print" data-inline=""\/>/g;

/**
 * A visitor's first page carries its style sheet in itself. A linked style sheet blocks the first paint until it has
 * arrived: on a phone's connection one more round trip after the HTML (about 15 KB compressed for the core sheet).
 * The root layout renders such a page's link with `media="print"` (the browser fetches it without waiting for it, at
 * the lowest priority, so that the pages after the first find it in their cache) and marks it; here the sheet's text
 * (`read`: the build's file) goes into a `<style>` just before it, in the same place of the cascade. A link whose
 * text the server does not have, or whose text could end the `<style>`, loses its `media` instead: the page waits for
 * it as before (React leaves the attribute as the server wrote it).
 */
export function inlineStyleSheets(html: string, read: (href: string) => string | null): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const edited = html.slice(0, head).replace(INLINE_STYLE_LINK, (link, href: string) => {
    const text = read(href);
    if (text === null || /<\/style/i.test(text)) return link.replace(' media="print"', '');
    return `<style data-href="${href}">${text}</style>${link}`;
  });
  return edited + html.slice(head);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const { nonce, styleSheet, services } = getServerContext(loadContext);

  const data = routerContext.serverHandoffStream
    ? await readText(routerContext.serverHandoffStream as ReadableStream<Uint8Array>)
    : null;
  // The same address answered with the same data: the earlier render's page, with this response's nonce.
  const slot =
    request.method.toUpperCase() === 'GET' && data !== null
      ? memoSlot(services, RenderMemo.key(request.url, responseStatusCode, data))
      : null;
  const remembered = slot?.memo.get(slot.key, nonce);
  if (remembered) {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    return bufferResponse(remembered, responseStatusCode, responseHeaders);
  }
  let html: string | null = null;
  try {
    html = renderToString(
      <ServerRouter context={{ ...routerContext, serverHandoffStream: undefined }} url={request.url} nonce={nonce} />,
    );
  } catch {
    // A component that suspends outside any Suspense boundary, or a failing render: the streaming renderer waits
    // for the one and reports the other as React Router expects (onShellError).
    html = null;
  }
  if (html === null || leftToBrowser(html)) {
    const context = data === null ? routerContext : { ...routerContext, serverHandoffStream: streamOf(data) };
    return streamingResponse(request, responseStatusCode, responseHeaders, context, nonce);
  }

  // The root layout marks the style sheet of a page for a visitor who is not logged in (its loader's
  // `inlineStyles`). A member's pages are not the first of a visit (the sheet is in the browser's cache, fetched by
  // the page before the login): they keep the plain link, and the server compresses 109 KB less for each.
  if (styleSheet) html = inlineStyleSheets(html, styleSheet);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const body = pageBuffer(html, dataScripts(data, nonce));
  slot?.memo.set(slot.key, body, nonce);
  return bufferResponse(body, responseStatusCode, responseHeaders);
}

/** A page in one buffer, handed to the server's page handler as it is (PAGE_BODY). */
function bufferResponse(body: Buffer<ArrayBuffer>, status: number, headers: Headers): Response {
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, PAGE_BODY, { value: body });
  return response;
}

/**
 * Pages by address and loader data (app/render-memo.server.ts), one memo per server (its services): RENDER_MEMO_MB,
 * each page for 30 s at most.
 */
const renderMemos = new WeakMap<ServerContext['services'], RenderMemo>();
function memoSlot(services: ServerContext['services'], key: string): { memo: RenderMemo; key: string } | null {
  const megabytes = services.config.RENDER_MEMO_MB;
  if (megabytes <= 0) return null;
  let memo = renderMemos.get(services);
  if (!memo) {
    memo = new RenderMemo(megabytes * 1024 * 1024, 30_000);
    renderMemos.set(services, memo);
  }
  return { memo, key };
}

/** React Router's default Node renderer, with the nonce. */
function streamingResponse(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  nonce: string,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
