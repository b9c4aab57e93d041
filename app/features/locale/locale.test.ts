import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../server/testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe('locale endpoints', () => {
  it('lists the 15 languages, default first when sorted by is_default', async () => {
    const res = await t.app.inject({ url: '/pb/language?$sort[is_default]=-1&is_member=1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 15, skip: 0 });
    expect(body.data[0]).toMatchObject({ code: 'th', is_default: true });
    expect(new Set(body.data.map((l: { code: string }) => l.code)).size).toBe(15);
  });

  it('lists currencies sorted by code with their decimals', async () => {
    const res = await t.app.inject({ url: '/pb/currency?$sort[code]=1' });
    const codes = res.json().data.map((c: { code: string; decimals: number }) => `${c.code}:${c.decimals}`);
    expect(codes).toEqual(['MYR:2', 'THB:2', 'USD:2', 'USDT:6']);
  });

  it('finds the currency-language pair', async () => {
    const langs = (await t.app.inject({ url: '/pb/language?code=th' })).json().data;
    const thb = (await t.app.inject({ url: '/pb/currency?code=THB' })).json().data;
    const res = await t.app.inject({
      url: `/pb/currency-language?currency_id=${thb[0].id}&language_id=${langs[0].id}`,
    });
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].display_symbol).toBe('B');
  });

  it('sorts countries by name and supports $in and $select', async () => {
    const res = await t.app.inject({
      url: '/pb/country-information?$sort[country_name]=1&iso_code[$in][]=TH&iso_code[$in][]=MY&$select[]=country_name',
    });
    expect(res.json().data).toEqual([
      { id: expect.any(Number), country_name: 'Malaysia' },
      { id: expect.any(Number), country_name: 'Thailand' },
    ]);
  });

  it.each([
    ['/pb/language?code[$regex]=x', 'unknown operator'],
    ['/pb/language?code[a]=1', 'object where a scalar belongs'],
    ['/pb/language?$limit=100000', 'limit over the cap'],
    ['/pb/language?id=abc', 'wrong type'],
    ['/pb/language?password=1', 'field not on the allow-list'],
    ['/pb/language?$sort[name]=1', 'sort on a field not allowed'],
  ])('answers 400 in the error shape for %s (%s)', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 400, className: 'bad-request', errorCode: 'INVALID_QUERY' });
    expect(Object.keys(body.messages)).toHaveLength(15);
  });

  it('answers 404 for an unknown id and 405 for a method the service lacks', async () => {
    expect((await t.app.inject({ url: '/pb/language/999999' })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: '/pb/language', payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json().name).toBe('MethodNotAllowed');
  });

  it('echoes the CorrelationID', async () => {
    const res = await t.app.inject({ url: '/pb/currency', headers: { CorrelationID: 'abc-123' } });
    expect(res.headers.correlationid).toBe('abc-123');
  });
});

describe('locale service', () => {
  it('reads the language list once per 30 s however often it is awaited', async () => {
    const { createLocaleService } = await import('./locale.service.server.ts');
    let runs = 0;
    // A query builder is a thenable that runs the query at every then(), as Drizzle's does.
    const query = {
      // biome-ignore lint/suspicious/noThenProperty: the test needs a thenable like Drizzle's query builder
      then(resolve: (rows: unknown[]) => unknown, reject?: (err: unknown) => unknown) {
        runs++;
        return Promise.resolve([{ id: 1, code: 'th' }]).then(resolve, reject);
      },
      catch(reject: (err: unknown) => unknown) {
        return query.then((rows) => rows, reject);
      },
      execute() {
        runs++;
        return Promise.resolve([{ id: 1, code: 'th' }]);
      },
    };
    const chain = { from: () => chain, where: () => chain, orderBy: () => query };
    const service = createLocaleService({ select: () => chain } as never);
    for (let i = 0; i < 5; i++) expect(await service.languages()).toEqual([{ id: 1, code: 'th' }]);
    expect(runs).toBe(1);
  });
});
