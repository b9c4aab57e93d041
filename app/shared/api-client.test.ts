import qs from 'qs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, newCorrelationId, readCookieValue, serializeQuery } from './api-client.ts';
import { createLoadingBarStore } from './loading-bar.ts';

describe('serializeQuery', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['paging and sort', { $limit: 10, $skip: 20, $sort: { is_default: -1, code: 1 } }],
    ['$in / $nin arrays', { id: { $in: [1, 2, 3] }, code: { $nin: ['a', 'b'] } }],
    ['comparison operators', { amount: { $gte: 100, $lt: 500 }, status: { $ne: 'fail' } }],
    ['$or of clauses', { $or: [{ a: 1 }, { b: { $in: [1, 2] } }] }],
    ['$select list', { $select: ['id', 'username'] }],
    ['booleans, null and skipped undefined', { is_member: true, is_crypto: false, note: null, gone: undefined }],
    ['dates', { created_at: { $gte: new Date('2026-01-02T03:04:05.678Z') } }],
    ['characters that need escaping', { q: "it's (ok)! * & = ? / #", thai: 'ไทย €', key$: 'x y' }],
    ['empty arrays and objects vanish', { a: [], b: {}, c: 1 }],
    ['deep nesting', { a: { b: { c: [{ d: 1 }, { e: [2, 3] }] } } }],
  ];

  it.each(cases)('writes %s exactly as qs.stringify', (_name, query) => {
    expect(serializeQuery(query)).toBe(qs.stringify(query));
  });

  it.each(
    cases.filter(([name]) => !name.startsWith('dates') && !name.startsWith('booleans') && !name.startsWith('empty')),
  )('reads back with qs.parse as the server does (%s)', (_name, query) => {
    const back = qs.parse(serializeQuery(query), { depth: 10, arrayLimit: 100 });
    expect(JSON.parse(JSON.stringify(back))).toEqual(
      JSON.parse(JSON.stringify(query, (_k, v) => (typeof v === 'number' ? String(v) : v))),
    );
  });

  it('gives an empty string for no query', () => {
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({})).toBe('');
  });

  it('writes bigint values as digits', () => {
    expect(serializeQuery({ amount: 12345678901234567890n })).toBe('amount=12345678901234567890');
  });
});

describe('readCookieValue', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookieValue('lang=th; casino.jwt=a.b.c; x=1', 'casino.jwt')).toBe('a.b.c');
    expect(readCookieValue('a=%20b', 'a')).toBe(' b');
    expect(readCookieValue('xcasino.jwt=1', 'casino.jwt')).toBeNull();
  });
});

describe('newCorrelationId', () => {
  it('makes version 4 UUIDs that differ', () => {
    const ids = new Set(Array.from({ length: 50 }, newCorrelationId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return respond(String(url), init ?? {});
  });
  return { fn: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the client', () => {
  function client(
    respond: Parameters<typeof fakeFetch>[0],
    extra: Partial<Parameters<typeof createApiClient>[0]> = {},
  ) {
    const f = fakeFetch(respond);
    const onError = vi.fn();
    const onUnauthenticated = vi.fn();
    const loadingBar = createLoadingBarStore({ schedule: () => undefined });
    const api = createApiClient({
      fetch: f.fn,
      baseUrl: () => '/',
      webName: () => 'casino',
      locale: () => 'vn',
      cookies: () => 'lang=vn',
      loadingBar,
      onError,
      onUnauthenticated,
      ...extra,
    });
    return { api, calls: f.calls, onError, onUnauthenticated, loadingBar };
  }

  it('maps the six methods to Feathers REST requests', async () => {
    const { api, calls } = client(() => json({ ok: true }));
    const users = api.service('mb/users');
    await users.find({ $limit: 1 });
    await users.get(7, { $select: ['id'] });
    await users.create({ a: 1 });
    await users.patch(7, { b: 2 });
    await users.update('x/y', { c: 3 });
    await users.remove(null);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /mb/users?%24limit=1',
      'GET /mb/users/7?%24select%5B0%5D=id',
      'POST /mb/users',
      'PATCH /mb/users/7',
      'PUT /mb/users/x%2Fy',
      'DELETE /mb/users',
    ]);
    expect(calls[2].init.body).toBe('{"a":1}');
    expect((calls[2].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends Accept, a fresh CorrelationID, the locale, and same-origin credentials', async () => {
    const { api, calls } = client(() => json({}));
    await api.service('pb/currency').find();
    await api.service('pb/currency').find();
    const [a, b] = calls.map((c) => c.init.headers as Record<string, string>);
    expect(a.Accept).toBe('application/json');
    expect(a['X-Locale']).toBe('vn');
    expect(a.CorrelationID).not.toBe(b.CorrelationID);
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(a.Authorization).toBeUndefined();
  });

  it('adds the bearer only when the session cookie is readable', async () => {
    const { api, calls } = client(() => json({}), { cookies: () => 'lang=th; casino.jwt=tok.en.x' });
    await api.service('mb/users').find();
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('Bearer tok.en.x');
  });

  it('prefixes the configured base URL', async () => {
    const { api, calls } = client(() => json({}), { baseUrl: () => 'https://api.example.com/' });
    await api.service('/pb/language').find({ is_member: 1 });
    expect(calls[0].url).toBe('https://api.example.com/pb/language?is_member=1');
  });

  it('turns an error response into an ApiError with the TraceID, shows it, and marks the bar failed', async () => {
    const body = {
      name: 'Conflict',
      message: 'taken',
      code: 409,
      className: 'conflict',
      errorCode: 'USERNAME_TAKEN',
      messages: { en: 'taken', th: 'ถูกใช้แล้ว' },
      data: { errors: [{ path: 'username', errorCode: 'USERNAME_TAKEN' }] },
    };
    const { api, onError, onUnauthenticated, loadingBar } = client(() =>
      json(body, 409, { CorrelationID: 'trace-123' }),
    );
    const err = (await api
      .service('mb/users-register')
      .create({})
      .catch((e: ApiError) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      name: 'Conflict',
      code: 409,
      errorCode: 'USERNAME_TAKEN',
      correlationId: 'trace-123',
      messages: { th: 'ถูกใช้แล้ว' },
    });
    expect(err.fieldErrors).toEqual([{ path: 'username', errorCode: 'USERNAME_TAKEN' }]);
    expect(onError).toHaveBeenCalledWith(err);
    expect(onUnauthenticated).not.toHaveBeenCalled();
    expect(loadingBar.getState().status).toBe('failed');
  });

  it('leaves the failure to the caller when asked', async () => {
    const { api, onError } = client(() =>
      json({ name: 'NotAuthenticated', code: 401, errorCode: 'LOGIN_FAILED' }, 401),
    );
    await expect(api.service('pb/authentication').create({}, undefined, { handleErrors: false })).rejects.toMatchObject(
      { errorCode: 'LOGIN_FAILED' },
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('sends a 401 to the site root handler, not to the error modal', async () => {
    const { api, onError, onUnauthenticated } = client(() =>
      json({ name: 'NotAuthenticated', code: 401, errorCode: 'NOT_AUTHENTICATED' }, 401),
    );
    await expect(api.service('mb/users').find()).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a network failure with the request CorrelationID', async () => {
    const { api, calls, onError } = client(() => {
      throw new TypeError('Failed to fetch');
    });
    const err = (await api
      .service('pb/currency')
      .find()
      .catch((e: ApiError) => e)) as ApiError;
    expect(err).toMatchObject({ errorCode: 'NETWORK_ERROR', code: 0 });
    expect(err.correlationId).toBe((calls[0].init.headers as Record<string, string>).CorrelationID);
    expect(onError).toHaveBeenCalledWith(err);
  });

  it('keeps the bar loading until the last request ends, then done', async () => {
    let release: (r: Response) => void = () => undefined;
    const slow = new Promise<Response>((r) => (release = r));
    const { api, loadingBar } = client((url) => (url.includes('slow') ? slow : json({})));
    const a = api.service('pb/slow').find();
    await api.service('pb/fast').find();
    expect(loadingBar.getState()).toMatchObject({ status: 'loading', pending: 1 });
    release(json({}));
    await a;
    expect(loadingBar.getState()).toMatchObject({ status: 'done', pending: 0 });
  });

  it('answers null for an empty body', async () => {
    const { api } = client(() => new Response(null, { status: 204 }));
    expect(await api.service('mb/logout').create({})).toBeNull();
  });
});
