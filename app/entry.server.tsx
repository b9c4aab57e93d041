import { PassThrough } from 'node:stream';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { getServerContext } from './context';
import { PAGE_BODY } from './shared/page-body';

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
/** renderToString's mark of a Suspense boundary it left to the browser. */
const CLIENT_RENDERED = '<!--$!-->';

async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
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
  const { nonce } = getServerContext(loadContext);

  const data = routerContext.serverHandoffStream
    ? await readText(routerContext.serverHandoffStream as ReadableStream<Uint8Array>)
    : null;
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
  if (html === null || html.includes(CLIENT_RENDERED)) {
    const context = data === null ? routerContext : { ...routerContext, serverHandoffStream: streamOf(data) };
    return streamingResponse(request, responseStatusCode, responseHeaders, context, nonce);
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  const scripts = dataScripts(data, nonce);
  const end = html.lastIndexOf('</body>');
  const page = end < 0 ? DOCTYPE + html + scripts : DOCTYPE + html.slice(0, end) + scripts + html.slice(end);
  const body = Buffer.from(page);
  const response = new Response(body, { status: responseStatusCode, headers: responseHeaders });
  Object.defineProperty(response, PAGE_BODY, { value: body });
  return response;
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
