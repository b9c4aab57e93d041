import { isLocale, ERROR_FALLBACK_LOCALE, LOCALE_COOKIE } from '../i18n/config.ts';
import { browserEnv } from './browser-env.ts';
import { loadingBar as defaultLoadingBar, type LoadingBarStore } from './loading-bar.ts';
import type { FieldError } from './field-errors.ts';

/**
 * The browser's client of the member API (Feathers REST conventions): find / get / create / patch / update /
 * remove on `pb/<service>` and `mb/<service>`.
 *
 * Every request carries a fresh CorrelationID (the TraceID the error modal shows), Accept: application/json, the
 * current locale in X-Locale, and the session cookie (same-origin credentials; the cookie is HttpOnly, so an
 * Authorization header is added only when the `<WEB_NAME>.jwt` cookie happens to be readable). A 401 sends the
 * browser to the site root; any other failure is handed to the error listeners (the error modal) unless the caller
 * handles errors itself. The global loading bar runs while requests are in flight and turns red on a failure.
 */

export type Query = Record<string, unknown>;
export type Id = string | number;

export interface Page<T> {
  total: number;
  limit: number;
  skip: number;
  data: T[];
}

/** A failure in the API's error shape: `{ name, message, code, className, errorCode, messages, data }`. */
export class ApiError extends Error {
  readonly code: number;
  readonly className: string;
  readonly errorCode: string;
  /** The text in every locale, as the server sent it. */
  readonly messages: Record<string, string>;
  readonly data: unknown;
  /** The CorrelationID of the request (echoed by the server): the TraceID users can quote. */
  readonly correlationId: string;
  constructor(
    body: {
      name?: string;
      message?: string;
      code?: number;
      className?: string;
      errorCode?: string;
      messages?: Record<string, string>;
      data?: unknown;
    },
    correlationId: string,
  ) {
    super(body.message ?? body.errorCode ?? 'Error');
    this.name = body.name ?? 'GeneralError';
    this.code = body.code ?? 0;
    this.className = body.className ?? '';
    this.errorCode = body.errorCode ?? 'GENERAL_ERROR';
    this.messages = body.messages ?? {};
    this.data = body.data;
    this.correlationId = correlationId;
  }

  /** Field errors the server reported (`data.errors`), if any. */
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: unknown } | undefined)?.errors;
    return Array.isArray(errors)
      ? (errors.filter((e) => e && typeof e.path === 'string' && typeof e.errorCode === 'string') as FieldError[])
      : [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

// ---- Query strings, as `qs.stringify` writes them (what Feathers clients send) ----

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function walk(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    out.push(`${encode(prefix)}=`);
  } else if (value instanceof Date) {
    out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => walk(`${prefix}[${i}]`, item, out));
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) walk(`${prefix}[${key}]`, item, out);
  } else {
    out.push(`${encode(prefix)}=${encode(String(value))}`);
  }
}

/** `{ $limit: 10, $sort: { code: 1 }, id: { $in: [1, 2] } }` → `%24limit=10&%24sort%5Bcode%5D=1&id%5B%24in%5D%5B0%5D=1&…`. */
export function serializeQuery(query: Query | undefined | null): string {
  if (!query) return '';
  const out: string[] = [];
  for (const [key, value] of Object.entries(query)) walk(key, value, out);
  return out.join('&');
}

// ---- Helpers ----

export function readCookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) {
      const raw = part.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** A random UUID; crypto.randomUUID needs a secure context, so plain http falls back to getRandomValues. */
export function newCorrelationId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') {
    try {
      return c.randomUUID();
    } catch {
      // not a secure context
    }
  }
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The locale of the page: the first path segment, else the saved language cookie, else Thai. */
export function currentLocale(): string {
  if (typeof window === 'undefined') return ERROR_FALLBACK_LOCALE;
  const first = window.location.pathname.split('/')[1];
  if (isLocale(first)) return first;
  const saved = readCookieValue(document.cookie, LOCALE_COOKIE);
  return isLocale(saved) ? saved : ERROR_FALLBACK_LOCALE;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

// ---- The client ----

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * true (default): a 401 sends the browser to the site root and any other failure goes to the error listeners.
   * false: the caller shows the failure itself (forms with field errors, the login alert); the promise rejects.
   */
  handleErrors?: boolean;
}

export interface ServiceClient<T = unknown> {
  find(query?: Query, options?: RequestOptions): Promise<Page<T>>;
  get(id: Id, query?: Query, options?: RequestOptions): Promise<T>;
  create<R = T>(data: unknown, query?: Query, options?: RequestOptions): Promise<R>;
  patch<R = T>(id: Id | null, data: unknown, query?: Query, options?: RequestOptions): Promise<R>;
  update<R = T>(id: Id, data: unknown, query?: Query, options?: RequestOptions): Promise<R>;
  remove<R = T>(id: Id | null, query?: Query, options?: RequestOptions): Promise<R>;
}

export interface ApiClientOptions {
  /** Base URL of the API; default: the browser env's API_BASE_URL, else '/'. */
  baseUrl?: () => string;
  /** Cookie prefix; default: the browser env's WEB_NAME. */
  webName?: () => string;
  locale?: () => string;
  fetch?: typeof fetch;
  /** The document's cookies (default document.cookie). */
  cookies?: () => string;
  loadingBar?: LoadingBarStore;
  /** A 401: default clears the session cookie and goes to the site root. */
  onUnauthenticated?: (error: ApiError) => void;
  /** Any other failure of a request whose errors the client handles: default notifies `onApiError` listeners. */
  onError?: (error: ApiError) => void;
}

export interface ApiClient {
  request<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    init?: RequestOptions & { query?: Query; body?: unknown },
  ): Promise<T>;
  service<T = unknown>(path: string): ServiceClient<T>;
}

type ErrorListener = (error: ApiError) => void;
const errorListeners = new Set<ErrorListener>();

/** Listens to the failures the default client handles (the modal host shows them); returns the unsubscribe function. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => {
    errorListeners.delete(listener);
  };
}

function notifyError(error: ApiError): void {
  if (errorListeners.size === 0) console.error(`[${error.correlationId}] ${error.name}: ${error.message}`);
  for (const listener of errorListeners) listener(error);
}

function goToSiteRoot(baseUrl: string): void {
  if (typeof window === 'undefined') return;
  // The session cookie is HttpOnly: the server clears it, then the site root starts over as a visitor.
  void fetch(joinUrl(baseUrl, 'pb/authentication'), { method: 'DELETE', credentials: 'same-origin', keepalive: true })
    .catch(() => undefined)
    .finally(() => window.location.assign('/'));
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? (() => browserEnv().API_BASE_URL ?? '/');
  const webName = options.webName ?? (() => browserEnv().WEB_NAME);
  const locale = options.locale ?? currentLocale;
  const cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const bar = options.loadingBar ?? defaultLoadingBar;
  const onUnauthenticated = options.onUnauthenticated ?? (() => goToSiteRoot(baseUrl()));
  const onError = options.onError ?? notifyError;

  async function request<T>(
    method: string,
    path: string,
    init: RequestOptions & { query?: Query; body?: unknown } = {},
  ): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const qs = serializeQuery(init.query);
    const url = `${joinUrl(baseUrl(), path)}${qs ? `?${qs}` : ''}`;
    const correlationId = newCorrelationId();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      CorrelationID: correlationId,
      'X-Locale': locale(),
      ...init.headers,
    };
    const token = readCookieValue(cookies(), `${webName()}.jwt`);
    if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const handle = init.handleErrors !== false;
    const end = bar.start();

    let res: Response;
    try {
      res = await doFetch(url, { method, headers, body, credentials: 'same-origin', signal: init.signal });
    } catch (cause) {
      if ((cause as Error)?.name === 'AbortError') {
        end('ok');
        throw cause;
      }
      end('failed');
      const error = new ApiError(
        { name: 'GeneralError', code: 0, errorCode: 'NETWORK_ERROR', message: (cause as Error)?.message },
        correlationId,
      );
      if (handle) onError(error);
      throw error;
    }

    const traceId = res.headers.get('correlationid') || correlationId;
    const text = await res.text().catch(() => '');
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!res.ok) {
      end('failed');
      const shape = parsed && typeof parsed === 'object' ? (parsed as ConstructorParameters<typeof ApiError>[0]) : {};
      const error = new ApiError(
        { code: res.status, errorCode: res.status === 401 ? 'NOT_AUTHENTICATED' : 'GENERAL_ERROR', ...shape },
        traceId,
      );
      if (handle) {
        if (res.status === 401) onUnauthenticated(error);
        else onError(error);
      }
      throw error;
    }
    end('ok');
    return parsed as T;
  }

  const idPath = (path: string, id: Id | null) =>
    id === null || id === undefined ? path : `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;

  return {
    request: request as ApiClient['request'],
    service<T>(path: string): ServiceClient<T> {
      return {
        find: (query, o) => request('GET', path, { ...o, query }),
        get: (id, query, o) => request('GET', idPath(path, id), { ...o, query }),
        create: (data, query, o) => request('POST', path, { ...o, query, body: data }),
        patch: (id, data, query, o) => request('PATCH', idPath(path, id), { ...o, query, body: data }),
        update: (id, data, query, o) => request('PUT', idPath(path, id), { ...o, query, body: data }),
        remove: (id, query, o) => request('DELETE', idPath(path, id), { ...o, query }),
      };
    },
  };
}

/** The page's client. */
export const api = createApiClient();
