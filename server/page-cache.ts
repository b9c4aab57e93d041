import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { isLocale } from '../app/i18n/config.ts';
import {
  assignVariant,
  EXPERIMENTS,
  experimentCookieName,
  experimentSetCookie,
} from '../app/features/shell/shell.experiment.ts';
import { mobileRedirectTarget } from '../app/features/shell/shell.mobile.ts';
import { refCodeCookieName } from '../app/features/shell/shell.referral.ts';
import { formFlashCookieName } from '../app/shared/form-flash.server.ts';
import { authCookieName } from './plugins/auth.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The anonymous page cache. The public pages (the home page and its two experiment pages, the games and providers
 * pages without a search) are the same for every visitor of a locale and experiment variant, so the HTML of one
 * render is kept, compressed once with Brotli and gzip, and sent as it is to the next visitors:
 *
 * - key: origin (the page's links and canonical address use it) + path + the visitor's Home_Page_1 variant. A
 *   visitor without a variant gets one drawn here, before the page is looked up; its cookie is added to the
 *   response, and the page is drawn with that variant (the shell sets no cookie of its own then).
 * - never cached: a request with a query string, a member (auth cookie or bearer token), a referral code or a
 *   modal form's answer (their cookies change the page), a phone sent to the mobile site, any answer other than a
 *   200 HTML page, and any answer that sets a cookie.
 * - invalidation: an entry belongs to the content version it was drawn from (server/content-version.ts); a change
 *   of the site's content, policies or catalogue on any instance makes it unreachable. Entries also expire after
 *   `ttlMs` (30 s, the services' own cache time), which bounds content written behind the services' back.
 * - the Content-Security-Policy: the page's scripts carry the nonce of the render that filled the entry, so its
 *   hits are sent with that render's policy header. A new entry (a new version, or after `ttlMs`) draws a new
 *   nonce: content stored after an entry was drawn cannot know the nonce of the entry that will show it.
 * - concurrent misses of one key wait for the first render instead of each rendering the page.
 */

export interface CachedPage {
  status: number;
  /** The page's own response headers (content type …), without Set-Cookie. */
  headers: [string, string][];
  /** The Content-Security-Policy of the render that drew the page (its nonce is in the HTML). */
  csp: string | undefined;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  version: number;
  storedAt: number;
}

export interface PagePlan {
  key: string;
  /** The content version when the request arrived: what a render started now belongs to. */
  version: number;
  /** Variants the page is drawn with, by experiment name. */
  variants: Record<string, string>;
  /** Set-Cookie values for variants drawn now. */
  cookies: string[];
}

/** A page as React Router answered it. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer | null;
  /** The Content-Security-Policy header sent with it. */
  csp: string | undefined;
}

/** Only a 200 HTML page that sets no cookie is kept. */
export function isCacheable(page: RenderedPage): boolean {
  return (
    page.status === 200 &&
    !!page.body?.length &&
    (page.headers.get('content-type') ?? '').startsWith('text/html') &&
    !page.headers.has('set-cookie') &&
    page.headers.get('content-encoding') === null
  );
}

/** The pages the cache serves, after /:lang. */
const CACHEABLE_PAGES = new Set(['', 'index1', 'index2', 'games', 'providerselect']);

export interface PageCacheOptions {
  webName: string;
  mobileUrl?: string;
  version: () => number;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  random?: () => number;
}

export interface PageCache {
  /** How this request may use the cache, or null when it must be rendered for itself alone. */
  plan(request: FastifyRequest): PagePlan | null;
  get(plan: PagePlan): CachedPage | undefined;
  /**
   * The cached page of the plan, rendered by `render` when absent or stale (one render for concurrent misses).
   * A render that may not be kept (see `isCacheable`) is answered to its own request only.
   */
  fill(
    plan: PagePlan,
    render: () => Promise<RenderedPage>,
  ): Promise<{ page: CachedPage; rendered?: undefined } | { page?: undefined; rendered: RenderedPage }>;
  clear(): void;
  readonly size: number;
  readonly stats: { hits: number; misses: number; stores: number };
}

/** The encoding to send: Brotli, else gzip, else none (a `;q=0` refuses one). */
export function pickEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  const pending = new Map<string, Promise<CachedPage | null>>();
  const stats = { hits: 0, misses: 0, stores: 0 };
  const guarded = [
    authCookieName(options.webName),
    refCodeCookieName(options.webName),
    formFlashCookieName(options.webName),
  ];
  const experiment = EXPERIMENTS.Home_Page_1;
  const experimentCookie = experimentCookieName(options.webName, experiment.name);

  const fresh = (page: CachedPage | undefined, plan: PagePlan) =>
    page && page.version === plan.version && plan.version === options.version() && now() - page.storedAt < ttlMs
      ? page
      : undefined;

  return {
    plan(request) {
      if (request.method !== 'GET') return null;
      const url = request.url;
      if (url.includes('?')) return null;
      const parts = url.split('/');
      // '/en' → ['', 'en'], '/en/games' → ['', 'en', 'games']; a trailing slash is another address (React Router redirects it).
      if (parts.length < 2 || parts.length > 3 || !isLocale(parts[1])) return null;
      const page = parts[2] ?? '';
      if (!CACHEABLE_PAGES.has(page) || (parts.length === 3 && page === '')) return null;
      if (request.headers.authorization) return null;
      const cookies = request.cookies ?? {};
      if (guarded.some((name) => cookies[name] !== undefined)) return null;
      const userAgent = request.headers['user-agent'];
      if (
        mobileRedirectTarget({
          userAgent,
          host: request.host,
          mobileUrl: options.mobileUrl,
          locale: parts[1],
          pathname: url,
          search: '',
        })
      )
        return null;
      const assignment = assignVariant(experiment, cookies[experimentCookie], options.random);
      const secure = request.protocol === 'https';
      return {
        key: `${request.protocol}://${request.host}${url}|${assignment.variant}`,
        version: options.version(),
        variants: { [experiment.name]: assignment.variant },
        cookies: assignment.assigned
          ? [experimentSetCookie(options.webName, experiment, assignment.variant, secure)]
          : [],
      };
    },
    get(plan) {
      const page = fresh(entries.get(plan.key), plan);
      if (page) stats.hits++;
      return page;
    },
    async fill(plan, render) {
      const waiting = pending.get(plan.key);
      if (waiting) {
        const page = await waiting;
        if (page) {
          stats.hits++;
          return { page };
        }
      }
      stats.misses++;
      let settle!: (page: CachedPage | null) => void;
      const mine = new Promise<CachedPage | null>((resolve) => (settle = resolve));
      if (!waiting) pending.set(plan.key, mine);
      try {
        const rendered = await render();
        if (!isCacheable(rendered)) {
          settle(null);
          return { rendered };
        }
        const identity = rendered.body!;
        const [br, gz] = await Promise.all([
          brotli(identity, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          }),
          gzip(identity, { level: 9 }),
        ]);
        const headers: [string, string][] = [];
        rendered.headers.forEach((value, name) => {
          if (name !== 'content-length') headers.push([name, value]);
        });
        const page: CachedPage = {
          status: rendered.status,
          headers,
          csp: rendered.csp,
          identity,
          br,
          gzip: gz,
          version: plan.version,
          storedAt: now(),
        };
        // A render that began before a content change is answered to its requests but not kept.
        if (plan.version === options.version()) {
          entries.delete(plan.key);
          entries.set(plan.key, page);
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
          stats.stores++;
        }
        settle(page);
        return { page };
      } catch (err) {
        settle(null);
        throw err;
      } finally {
        if (pending.get(plan.key) === mine) pending.delete(plan.key);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    stats,
  };
}
