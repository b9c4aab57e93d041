import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing.ts';
import { brotliWindowBits, compressOnce } from './compression.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

describe('response compression', () => {
  const url = '/locales/th/auth.json';

  it('sends Brotli to a client that accepts it, gzip to one that accepts only gzip', async () => {
    const plain = await t.app.inject({ url });
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the body as it is without Accept-Encoding, and small bodies uncompressed', async () => {
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toEqual(t.services.catalogs.th.auth);

    const small = await t.app.inject({ url: '/locales/en/referral.json', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('a rendered page compressed in one call', () => {
  const page = Buffer.from(
    Array.from({ length: 3000 }, (_, i) => `<a href="/en/games/${i}">ไทย — game ${i * 7919}</a>`).join(''),
  );

  it('gives back the page in both encodings, Brotli as small as with the default window', async () => {
    const br = (await compressOnce(page, 'br'))!;
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    const gz = (await compressOnce(page, 'gzip'))!;
    expect(gunzipSync(gz).equals(page)).toBe(true);
    const { brotliCompressSync, constants } = await import('node:zlib');
    const defaultWindow = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 2, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    expect(br.length).toBeLessThanOrEqual(defaultWindow.length);
    expect(await compressOnce(page, 'identity')).toBeNull();
    expect(await compressOnce(page.subarray(0, 100), 'br')).toBeNull();
  });

  it("sizes Brotli's window to hold the whole body, within Brotli's bounds", () => {
    expect(brotliWindowBits(1_500)).toBe(16);
    expect(brotliWindowBits(115_000)).toBe(17);
    expect(2 ** brotliWindowBits(131_072)).toBeGreaterThan(131_072);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });
});
