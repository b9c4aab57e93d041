import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BODY } from '../../app/shared/page-body.ts';
import { registerCompression } from './compression.ts';
import { pageHandler, styleSheetReader, type PageRenderer } from './react-router.ts';

/** Pages rendered per request (no page cache): sent from the render's own buffer, compressed in one call. */
const PAGE = `<!DOCTYPE html><html><body>${'<p>lobby</p>'.repeat(500)}</body></html>`;
let app: FastifyInstance;

beforeAll(async () => {
  const render: PageRenderer = async (request) => {
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (request.url.startsWith('/small')) return new Response('<p>hi</p>', { headers });
    const body = Buffer.from(PAGE);
    // The Response's own stream fails when read: the handler must take the buffer it carries.
    const response = new Response(
      new ReadableStream({
        pull(controller) {
          controller.error(new Error('the rendered page was read from its stream'));
        },
      }),
      { headers },
    );
    Object.defineProperty(response, PAGE_BODY, { value: body });
    return response;
  };
  app = Fastify();
  await registerCompression(app);
  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: pageHandler(render, null) });
  await app.ready();
});
afterAll(() => app.close());

describe('page handler', () => {
  it('sends the rendered buffer compressed with Brotli in one piece, with its length', async () => {
    const res = await app.inject({ method: 'GET', url: '/en', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(PAGE.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
  });

  it('gzip for clients without Brotli, the page as it is for clients that accept neither', async () => {
    const gz = await app.inject({ method: 'GET', url: '/en', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PAGE);
    const plain = await app.inject({ method: 'GET', url: '/en', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
  });

  it('leaves a small page uncompressed, and answers HEAD without a body', async () => {
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('<p>hi</p>');
    const head = await app.inject({ method: 'HEAD', url: '/en', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('the style sheets a page may carry in itself', () => {
  it("are the build's own files under /assets, read once, and nothing else", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'styles-'));
    try {
      mkdirSync(path.join(dir, 'assets'));
      writeFileSync(path.join(dir, 'assets', 'root-a1.css'), 'body{margin:0}');
      writeFileSync(path.join(dir, 'assets', 'big.css'), 'a{}'.repeat(100_000));
      writeFileSync(path.join(dir, 'secret.css'), 'x{}');
      const read = styleSheetReader(dir);
      expect(read('/assets/root-a1.css')).toBe('body{margin:0}');
      writeFileSync(path.join(dir, 'assets', 'root-a1.css'), 'changed');
      expect(read('/assets/root-a1.css')).toBe('body{margin:0}');
      expect(read('/assets/missing.css')).toBeNull();
      expect(read('/assets/big.css')).toBeNull();
      expect(read('/assets/../secret.css')).toBeNull();
      expect(read('/secret.css')).toBeNull();
      expect(read('/assets/root-a1.js')).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
