import net from 'node:net';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../app/i18n/config.ts';
import { rawRows } from '../db/raw-query.ts';
import { createTestApp, type TestApp } from '../testing.ts';
import { DATE_MIN, INT_MAX, INT_MIN, type FieldType } from './query.ts';
import { registeredServices, type AnyServiceDefinition } from './service.ts';

/**
 * Bad input answers 400 in the error shape, localized, and changes nothing: for the findings reproduced against the
 * server, and — generated — for every registered service, its allow-listed fields and operators, its ids and its
 * bodies. A service added later is walked too: it inherits the guarantee from the mechanisms (the query string
 * parser, defineService, the input guards and the error handler), not from code of its own.
 */

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const login = await t.app.inject({
    method: 'POST',
    url: '/pb/authentication',
    payload: { strategy: 'local', username: 'demo', password: 'Demo1234' },
  });
  expect(login.statusCode).toBe(201);
  token = login.json().accessToken;
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A digest of every row of every table: equal before and after means nothing changed. */
async function databaseDigest(): Promise<string> {
  const tables = (await rawRows(
    t.services.db,
    sql`
    SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
    WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as { name: string }[];
  const parts: string[] = [];
  for (const { name } of tables) {
    const [row] = (await rawRows(
      t.services.db,
      sql.raw(
        `SELECT count(*)::text AS n, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM ${name} x`,
      ),
    )) as { n: string; h: string }[];
    parts.push(`${name}:${row.n}:${row.h}`);
  }
  return parts.join('\n');
}

interface Sent {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: string;
}

async function send(req: Sent) {
  return t.app.inject({
    method: req.method,
    url: req.url,
    payload: req.payload,
    headers: {
      authorization: `Bearer ${token}`,
      'x-locale': 'en',
      ...(req.payload !== undefined ? { 'content-type': 'application/json' } : {}),
    },
  });
}

/** 400, the Feathers error shape, a text in every locale for its errorCode. */
function expectLocalized400(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string) {
  expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request' });
  expect(typeof body.errorCode).toBe('string');
  expect(Object.keys(body.messages).sort()).toEqual([...LOCALES].sort());
  for (const locale of LOCALES)
    expect({ what, locale, text: body.messages[locale] === body.errorCode }).toEqual({ what, locale, text: false });
  expect(body.message).toBe(body.messages.en);
}

describe('the reproduced findings', () => {
  const findings = [
    '/pb/currency?id=1.5',
    '/pb/currency?id=99999999999999999999',
    '/pb/currency?code=%00',
    '/pb/game-list?search=%00',
    '/mb/bet-transaction?createdAt[$gte]=0000-01-01',
    '/mb/bet-transaction?createdAt[$lt]=1899-12-31',
    '/pb/currency?id[$in][]=1.5',
    '/pb/currency/99999999999999999999',
    '/pb/game-list?a[b][c][d][e][f]=1',
    `/pb/currency?${Array.from({ length: 300 }, (_, i) => `$or[${i}][id]=1`).join('&')}`,
    '/%09',
    '/en/%0A',
    '/pb/currency/%00',
    '/pb/currency/%E0%A4%A',
  ];
  for (const url of findings) {
    it(`GET ${url.slice(0, 70)} is a 400`, async () => {
      expectLocalized400(await send({ method: 'GET', url }), url);
    });
  }

  it('a NUL or a broken character in a login or forgot-password username is a 400 that counts no attempt', async () => {
    const before = await databaseDigest();
    for (const username of ['de\u0000mo', '\ud800demo']) {
      const body = JSON.stringify({ strategy: 'local', username, password: 'Demo1234' });
      expectLocalized400(await send({ method: 'POST', url: '/pb/authentication', payload: body }), 'login');
      const forgot = JSON.stringify({ username, typeVerified: 'sms' });
      expectLocalized400(await send({ method: 'POST', url: '/pb/forgot-password', payload: forgot }), 'forgot');
    }
    expect(await databaseDigest()).toBe(before);
    // The login budget of the account was not touched: five wrong passwords are still five.
    const demo = await t.app.inject({ method: 'GET', url: '/mb/users', headers: { authorization: `Bearer ${token}` } });
    expect(await t.services.rateLimits.get(`login-account:user:${demo.json().data[0].id}`)).toBeNull();
    expect(await t.services.rateLimits.get('login-account:username:de\u0000mo')).toBeNull();
  });

  it('a request line beyond the HTTP parser’s limit (a 10,000-clause $or) is a 400 in the error shape, not Node’s 431', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const query = Array.from({ length: 10_000 }, (_, i) => `$or[${i}][id]=1`).join('&');
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /pb/currency?${query} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      });
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', (err) => (data ? resolve(data) : reject(err)));
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(head.toLowerCase()).toContain('content-type: application/json');
    const parsed = JSON.parse(body);
    expect(parsed).toMatchObject({
      name: 'BadRequest',
      code: 400,
      className: 'bad-request',
      errorCode: 'PAYLOAD_TOO_LARGE',
    });
    expect(Object.keys(parsed.messages).sort()).toEqual([...LOCALES].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Generated: every registered service.

const CONTROL = fc.integer({ min: 0, max: 32 }).map((c) => String.fromCharCode(c === 32 ? 0x7f : c));
/** Text with at least one control character (NUL included) somewhere. */
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => a + c + b);
const overlong = fc.integer({ min: 201, max: 600 }).map((n) => 'x'.repeat(n));

const badInteger = fc.oneof(
  fc
    .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
    .filter((d) => !Number.isInteger(d))
    .map((d) => String(d)),
  fc.bigInt({ min: BigInt(INT_MAX) + 1n, max: 10n ** 30n }).map(String),
  fc.bigInt({ min: -(10n ** 30n), max: BigInt(INT_MIN) - 1n }).map(String),
  fc.constantFrom('', ' ', '1e3', '0x10', 'NaN', 'Infinity', '--1', '1 1', '١٢', '+-1', 'true', 'null'),
  controlText,
);
const badBoolean = fc.oneof(
  fc.string({ maxLength: 6 }).filter((s) => !['true', 'false', '1', '0'].includes(s)),
  controlText,
);
const badDate = fc.oneof(
  fc
    .integer({ min: 0, max: new Date(DATE_MIN).getUTCFullYear() - 1 })
    .map((y) => `${String(y).padStart(4, '0')}-01-01`),
  fc.constantFrom(
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-1-1',
    '20240101',
    'yesterday',
    '2024-01-01T25:00:00Z',
    '0000-01-01T00:00:00Z',
    '',
  ),
  controlText,
);
const badString = fc.oneof(controlText, overlong);

function badValue(type: FieldType): fc.Arbitrary<string> {
  switch (type) {
    case 'number':
      return badInteger;
    case 'boolean':
      return badBoolean;
    case 'date':
      return badDate;
    case 'string':
      return badString;
  }
}

const GOOD: Record<FieldType, string> = { number: '1', boolean: 'true', date: '2024-01-01', string: 'a' };
const enc = (key: string, value: string) =>
  `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`;

/** A query string with exactly one thing wrong, in a field, an operator, a paging or sorting parameter, or the whole. */
function badQuery(def: AnyServiceDefinition): fc.Arbitrary<string> {
  const spec = def.query;
  const fields = Object.entries(spec.fields) as [string, FieldType][];
  const extras = Object.keys(spec.extra ?? {});
  const sortable = spec.sortable ?? fields.map(([name]) => name);
  const selectable = spec.selectable ?? fields.map(([name]) => name);
  const known = new Set([...fields.map(([n]) => n), ...extras]);
  const shapes: fc.Arbitrary<string>[] = [
    fc
      .oneof(
        fc.integer({ min: spec.maxLimit + 1, max: 1e9 }).map(String),
        fc.constantFrom('-1', '1.5', 'all', ''),
        controlText,
      )
      .map((v) => enc('$limit', v)),
    fc.oneof(fc.constantFrom('-1', '1.5', '1000001', 'x', ''), controlText).map((v) => enc('$skip', v)),
    fc
      .constantFrom('zzz', '$populate', '$eager', '$regex', '$where', '$text', '$and')
      .filter((k) => !known.has(k))
      .map((k) => enc(k, '1')),
    fc
      .constantFrom('__nope', 'password_hash', 'secret')
      .filter((k) => !sortable.includes(k))
      .map((k) => enc(`$sort[${k}]`, '1')),
    fc
      .constantFrom('__nope', 'password_hash')
      .filter((k) => !selectable.includes(k))
      .map((k) => enc('$select[]', k)),
    // Over the parser's limits: too many parameters, too deep.
    fc.integer({ min: 201, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => `p${i}=1`).join('&')),
    fc.integer({ min: 5, max: 12 }).map((d) => `${'a'}${'[b]'.repeat(d)}=1`),
    // Any parameter at all with a control character in its name or value.
    fc.tuple(fc.constantFrom(...(extras.length ? extras : ['$limit'])), controlText).map(([k, v]) => enc(k, v)),
    controlText.map((k) => enc(k, '1')),
  ];
  if (sortable.length)
    shapes.push(
      fc
        .tuple(fc.constantFrom(...sortable), fc.constantFrom('2', '0', 'asc', '-2', ''))
        .map(([k, v]) => enc(`$sort[${k}]`, v)),
    );
  if (fields.length) {
    const field = fc.constantFrom(...fields);
    shapes.push(
      field.chain(([name, type]) => badValue(type).map((v) => enc(name, v))),
      field.chain(([name, type]) =>
        fc
          .tuple(fc.constantFrom('$lt', '$lte', '$gt', '$gte', '$ne'), badValue(type))
          .map(([op, v]) => enc(`${name}[${op}]`, v)),
      ),
      field.chain(([name, type]) =>
        fc
          .tuple(fc.constantFrom('$in', '$nin'), badValue(type))
          .map(([op, v]) => `${enc(`${name}[${op}][]`, GOOD[type])}&${enc(`${name}[${op}][]`, v)}`),
      ),
      field.chain(([name]) =>
        fc
          .constantFrom('$regex', '$like', '$ilike', '$exists', '$where', '$eq', '$search', '$and')
          .map((op) => enc(`${name}[${op}]`, '1')),
      ),
      field.chain(([name, type]) =>
        fc
          .integer({ min: 101, max: 150 })
          .map((n) => Array.from({ length: n }, () => enc(`${name}[$in][]`, GOOD[type])).join('&')),
      ),
      field.chain(([name, type]) =>
        fc.tuple(fc.integer({ min: 0, max: 9 }), badValue(type)).map(([i, v]) => enc(`$or[${i}][${name}]`, v)),
      ),
      field.chain(([name, type]) =>
        fc
          .integer({ min: 11, max: 60 })
          .map((n) => Array.from({ length: n }, (_, i) => enc(`$or[${i}][${name}]`, GOOD[type])).join('&')),
      ),
      field.chain(([name, type]) =>
        fc.integer({ min: 2, max: 3 }).map((d) => enc(`${name}${'[$in]'.repeat(d)}[x]`, GOOD[type])),
      ),
    );
  }
  return fc.oneof(...shapes);
}

const badId = fc.oneof(
  fc.constantFrom(
    '1.5',
    '0',
    '-1',
    '99999999999999999999',
    'x'.repeat(120),
    '%00',
    '%09',
    '%0A',
    '%7F',
    '%E0%A4%A',
    '1%00',
  ),
  controlText.map((s) => encodeURIComponent(s)),
);

/** A JSON body with something no service may accept: NUL or a broken character in a key or a value, at any depth. */
function unstorableBody(keys: string[]): fc.Arbitrary<string> {
  const poison = fc.oneof(
    controlText.filter((s) => s.includes('\u0000')),
    fc.constantFrom('\ud800', 'a\udc00', '\u0000'),
  );
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('name');
  return fc.oneof(
    fc.tuple(key, poison).map(([k, v]) => JSON.stringify({ [k]: v })),
    fc.tuple(key, poison).map(([k, v]) => JSON.stringify({ [k]: { nested: [v] } })),
    poison.map((v) => JSON.stringify({ [v]: 1 })),
  );
}

/** A JSON body whose field has a value of a shape its schema refuses (an operator object, an array, a deep object). */
function refusedBody(schema: z.ZodType): fc.Arbitrary<string> | null {
  if (!(schema instanceof z.ZodObject)) return null;
  const shape = schema.shape as Record<string, z.ZodType>;
  const candidates: [string, unknown][] = [];
  for (const [key, field] of Object.entries(shape)) {
    for (const value of [{ $gt: 1 }, [1, 2], { a: { b: { c: 1 } } }, 1e300, -1, '', 'x'.repeat(5000)]) {
      if (!field.safeParse(value).success) candidates.push([key, value]);
    }
  }
  if (!candidates.length) return null;
  return fc.constantFrom(...candidates).map(([k, v]) => JSON.stringify({ [k]: v }));
}

function bodyKeys(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Every bad request of one service, with the method and path it goes to. */
function badRequests(def: AnyServiceDefinition): fc.Arbitrary<Sent> {
  const base = `/${def.scope}/${def.name}`;
  const out: fc.Arbitrary<Sent>[] = [];
  if (def.find) out.push(badQuery(def).map((q) => ({ method: 'GET' as const, url: `${base}?${q}` })));
  if (def.get) {
    out.push(badQuery(def).map((q) => ({ method: 'GET' as const, url: `${base}/1?${q}` })));
    if (!def.idSchema) out.push(badId.map((id) => ({ method: 'GET' as const, url: `${base}/${id}` })));
  }
  if (def.remove && !def.idSchema) out.push(badId.map((id) => ({ method: 'DELETE' as const, url: `${base}/${id}` })));
  const bodies: [Sent['method'], string, z.ZodType][] = [];
  if (def.create) bodies.push(['POST', base, def.create.body]);
  if (def.patch) bodies.push(['PATCH', `${base}/1`, def.patch.body]);
  if (def.update) bodies.push(['PUT', `${base}/1`, def.update.body]);
  for (const [method, url, schema] of bodies) {
    out.push(unstorableBody(bodyKeys(schema)).map((payload) => ({ method, url, payload })));
    const refused = refusedBody(schema);
    if (refused) out.push(refused.map((payload) => ({ method, url, payload })));
    if (!def.idSchema && method !== 'POST')
      out.push(badId.map((id) => ({ method, url: `${base}/${id}`, payload: '{}' })));
  }
  // Path-level: a control character anywhere in the path is refused whatever the service's id rule.
  out.push(
    fc.constantFrom('%00', '%09', '%0D%0A', '%1F', '%7F').map((c) => ({ method: 'GET' as const, url: `${base}/${c}` })),
  );
  return fc.oneof(...out);
}

describe('every registered service refuses bad input with a localized 400 and changes nothing', () => {
  it('has services to walk', () => {
    const names = registeredServices(t.app).map((d) => `${d.scope}/${d.name}`);
    expect(names).toEqual(
      expect.arrayContaining(['pb/currency', 'pb/game-list', 'mb/bet-transaction', 'mb/users', 'mb/user-favorite']),
    );
  });

  it('for each service: generated bad fields, operators, paging, ids and bodies', async () => {
    const before = await databaseDigest();
    const services = registeredServices(t.app);
    expect(services.length).toBeGreaterThan(30);
    for (const def of services) {
      await fc.assert(
        fc.asyncProperty(badRequests(def), async (req) => {
          const res = await send(req);
          expectLocalized400(
            res,
            `${def.scope}/${def.name} ${req.method} ${req.url.slice(0, 200)} ${req.payload?.slice(0, 200) ?? ''}`,
          );
        }),
        { numRuns: Number(process.env.BAD_INPUT_RUNS ?? 40) },
      );
    }
    expect(await databaseDigest()).toBe(before);
  }, 180_000);
});
