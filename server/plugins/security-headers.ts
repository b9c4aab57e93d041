import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

export interface SecurityHeaderOptions {
  /**
   * Origins (https://host[:port]) allowed in frames besides the site itself: external game providers whose game
   * pages the game page frames, and payment pages. The built-in demo provider and sandbox gateway are on the
   * site's own origin.
   */
  frameSources?: readonly string[];
  /** Path prefixes of separate products mounted in this process that send their own headers (the demo provider). */
  ownHeaders?: readonly string[];
}

/** Where the analytics the operator may configure (Google Tag Manager / Analytics, Meta Pixel) load from and report to. */
export const ANALYTICS_SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://connect.facebook.net',
];
export const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
];

/**
 * Where the chat widgets the operator may choose as the default contact channel (Tawk, LiveChat, Zendesk) load from,
 * connect to and draw their frames, styles, fonts and sounds (app/features/shell/chat-widgets.ts). Their scripts are
 * added by the site's own script when the player opens the chat ('strict-dynamic' trusts them; the hosts are for
 * browsers without it).
 */
export const CHAT_HOSTS = {
  script: ['https://embed.tawk.to', 'https://*.tawk.to', 'https://cdn.livechatinc.com', 'https://static.zdassets.com'],
  connect: [
    'https://*.tawk.to',
    'wss://*.tawk.to',
    'https://*.livechatinc.com',
    'wss://*.livechatinc.com',
    'https://*.zdassets.com',
    'https://*.zendesk.com',
    'wss://*.zendesk.com',
  ],
  frame: ['https://*.tawk.to', 'https://*.livechatinc.com', 'https://*.zendesk.com'],
  style: ['https://*.tawk.to', 'https://*.livechatinc.com'],
  font: ['https://*.tawk.to', 'https://*.livechatinc.com', 'https://*.zdassets.com'],
  media: ['https://*.tawk.to', 'https://*.livechatinc.com', 'https://*.zdassets.com'],
};

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) nonces.set(res, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/** The CSP nonce of a response: every inline or external script the page renders carries it. */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

/** The Content-Security-Policy of the site's pages and API for one nonce (what helmet sends, as directives). */
export function cspDirectives(options: SecurityHeaderOptions, nonceOf: (res: ServerResponse) => string) {
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`;
  return {
    'default-src': ["'self'"],
    // The page's scripts carry the request's nonce; what they load is trusted through them ('strict-dynamic'), so
    // the operator's analytics may load their own scripts. 'self' and the hosts serve browsers without CSP 3.
    'script-src': ["'self'", nonce, "'strict-dynamic'", ...ANALYTICS_SCRIPT_HOSTS, ...CHAT_HOSTS.script],
    'script-src-attr': ["'none'"],
    // Theme variables, operator CSS and React style attributes are inline; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...CHAT_HOSTS.style],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:', ...CHAT_HOSTS.font],
    // The member websocket, the API, the analytics beacons and the chat widgets.
    'connect-src': ["'self'", ...ANALYTICS_CONNECT_HOSTS, ...CHAT_HOSTS.connect],
    'media-src': ["'self'", ...CHAT_HOSTS.media],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    // The game page's iframe and the payment pages: the site itself and the providers and gateways named here.
    'frame-src': ["'self'", ...(options.frameSources ?? []), 'https://www.googletagmanager.com', ...CHAT_HOSTS.frame],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
}

/**
 * Security headers of every response of the site and its API, with @fastify/helmet: a Content-Security-Policy with
 * a fresh nonce per request (handed to React Router's scripts through the request context), frame-ancestors and
 * X-Frame-Options (the site frames itself only), X-Content-Type-Options, Referrer-Policy, and HSTS when the request
 * came over https (directly, or through a trusted proxy's X-Forwarded-Proto). Separate products mounted in this
 * process (the demo provider) send their own headers instead. `reportOnly` (development with Vite, whose client
 * and hot reload inject scripts of their own) reports violations in the console without blocking.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions & { reportOnly?: boolean } = {},
): Promise<void> {
  const own = options.ownHeaders ?? [];
  // Before helmet's own onRoute hook reads the route's helmet option.
  app.addHook('onRoute', (route) => {
    if (own.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`))) route.helmet = false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    done();
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: cspDirectives(options, nonceOf),
      reportOnly: options.reportOnly ?? false,
    },
    // Set above, and only over https: a browser that saw it on plain http would refuse the site over http later.
    strictTransportSecurity: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Games and some payment methods open in popups that the site keeps talking to.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
  });
}
