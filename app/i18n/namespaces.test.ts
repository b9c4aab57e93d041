import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing.ts';
import { catalogVersion } from './catalog.server.ts';
import { namespacesByPattern, readCatalog, type BuildRoute } from './namespaces.ts';
import { type Catalogs, pageCatalogJson } from './catalog.server.ts';

const route = (
  id: string,
  parentId: string | undefined,
  path: string | undefined,
  handle?: unknown,
  index = false,
): BuildRoute => ({ id, parentId, path, index, module: { handle } });

/** The shape of app/routes.ts: layouts without paths, an index page, a nested setting layout, 404s. */
const ROUTES: Record<string, BuildRoute> = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('lang', 'root', ':lang'),
    route('layout-default', 'lang', undefined, { i18n: ['games'] }),
    route('index', 'layout-default', undefined, { i18n: ['games', 'play'] }, true),
    route('register', 'layout-default', 'register', { i18n: ['auth', 'otp'] }),
    route('setting', 'layout-default', 'setting', { i18n: [] }),
    route('setting-history', 'setting', 'history'),
    route('not-found', 'layout-default', '*', { i18n: [] }),
    route('layout-play-game', 'lang', undefined),
    route('games-id', 'layout-play-game', 'games/:id', { i18n: ['play'] }),
    route('not-found-root', 'root', '*', { i18n: [] }),
  ].map((r) => [r.id, r]),
);

describe('page namespaces', () => {
  const map = namespacesByPattern(ROUTES);

  it('a page gets the base namespaces and those of every route it matches', () => {
    expect(map.get(':lang')).toEqual(['common', 'games', 'play', 'shell']);
    expect(map.get(':lang/register')).toEqual(['auth', 'common', 'games', 'otp', 'shell']);
    expect(map.get(':lang/games/:id')).toEqual(['common', 'play', 'shell']);
    expect(map.get(':lang/*')).toEqual(['common', 'games', 'shell']);
    expect(map.get('*')).toEqual(['common', 'shell']);
  });

  it('a page whose route declares nothing gets every namespace', () => {
    expect(map.get(':lang/setting/history')).toBeNull();
  });

  it('hands a page the listed namespaces that exist, or the whole catalog, as one JSON text made once', () => {
    const catalogs = { en: { common: { a: 1 }, shell: { b: 'ไทย "q"' }, auth: { c: 3 } } } as unknown as Catalogs;
    const text = pageCatalogJson(catalogs, 'en', ['common', 'shell', 'nope']);
    expect(readCatalog(text)).toEqual({ common: { a: 1 }, shell: { b: 'ไทย "q"' } });
    expect(pageCatalogJson(catalogs, 'en', ['common', 'shell', 'nope'])).toBe(text);
    expect(readCatalog(text)).toBe(readCatalog(text));
    // The server's render reads the namespaces the text was made of, without parsing it.
    expect(readCatalog(text).common).toBe(catalogs.en.common);
    // A text the server did not make (the browser's copy) is parsed.
    expect(readCatalog(JSON.stringify({ common: { a: 2 } }))).toEqual({ common: { a: 2 } });
    expect(readCatalog(pageCatalogJson(catalogs, 'en', null))).toEqual(catalogs.en);
  });
});

describe('GET /locales/<locale>/<namespace>.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers one namespace, cached for a year at the current version', async () => {
    const version = catalogVersion(t.services.catalogs);
    const res = await t.app.inject({ url: `/locales/th/auth.json?v=${version}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.json()).toEqual(t.services.catalogs.th.auth);
  });

  it('caches briefly without the current version', async () => {
    const res = await t.app.inject({ url: '/locales/en/common.json?v=old' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for an unknown locale or namespace', async () => {
    for (const url of [
      '/locales/xx/common.json',
      '/locales/en/nope.json',
      '/locales/en/common',
      '/locales/en/__proto__.json',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('NOT_FOUND');
    }
  });
});

/**
 * Each route's `handle.i18n` must name every namespace its page's code uses, or the server would render keys in
 * place of texts: the route module's static imports are followed (dynamic imports load their own namespaces), and
 * every namespace named there (useTranslation('x'), 'x:key') must be in the handle or BASE_NAMESPACES. Layouts,
 * which surround pages of any handle, may only use BASE_NAMESPACES.
 */
describe('route handles cover the namespaces their pages use', async () => {
  const { readFileSync, readdirSync, existsSync } = await import('node:fs');
  const path = await import('node:path');
  const { default: routes } = await import('../routes.ts');
  const { BASE_NAMESPACES } = await import('./namespaces.ts');
  const APP = path.resolve(import.meta.dirname, '..');
  const KNOWN = readdirSync(path.join(APP, 'i18n/locales/en')).map((f) => f.replace(/\.json$/, ''));
  const NS_RE = new RegExp(
    String.raw`useTranslation\(\s*\[?([^)]*?)\]?\s*[,)]|['\`](${KNOWN.join('|')}):[A-Za-z_{$]`,
    'g',
  );

  function resolve(from: string, spec: string): string | null {
    const base = path.resolve(path.dirname(from), spec);
    for (const c of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
      if (existsSync(c) && c.match(/\.tsx?$/)) return c;
    return null;
  }

  function namespacesOf(entry: string): Set<string> {
    const found = new Set<string>();
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file) || /\.server\.ts$/.test(file)) return;
      seen.add(file);
      const src = readFileSync(file, 'utf8');
      // A file that fetches a namespace itself (i18n.loadNamespaces('x') before using 'x:…') needs no handle for it.
      const fetched = new Set([...src.matchAll(/loadNamespaces\(\s*['"]([a-z]+)['"]/g)].map((m) => m[1]));
      for (const m of src.matchAll(NS_RE)) {
        const names = m[2] ? [m[2]] : [...m[1].matchAll(/['"]([a-z]+)['"]/g)].map((q) => q[1]);
        for (const ns of names) if (!fetched.has(ns)) found.add(ns);
      }
      for (const m of src.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](\.[^'"]+)['"]/gm)) {
        const next = resolve(file, m[1]);
        if (next) walk(next);
      }
    };
    walk(entry);
    return found;
  }

  type Entry = { id?: string; file: string; children?: Entry[]; path?: string; index?: boolean };
  const all: { id: string; file: string; layout: boolean }[] = [{ id: 'root', file: 'root.tsx', layout: true }];
  const collect = (list: Entry[]) => {
    for (const r of list) {
      all.push({ id: r.id ?? r.file, file: r.file, layout: !r.path && !r.index && !!r.children });
      collect(r.children ?? []);
    }
  };
  collect(routes as Entry[]);

  for (const r of all) {
    it(`${r.id}`, () => {
      const file = path.join(APP, r.file);
      const src = readFileSync(file, 'utf8');
      const declared = src.match(/export const handle\s*=\s*\{\s*i18n:\s*\[([^\]]*)\]/);
      const used = [...namespacesOf(file)].filter((ns) => !BASE_NAMESPACES.includes(ns)).sort();
      if (r.layout || r.id === 'root' || r.id === 'lang') {
        expect(used, `${r.file} surrounds other pages: only ${BASE_NAMESPACES.join(', ')}`).toEqual([]);
      } else if (declared) {
        const names = [...declared[1].matchAll(/['"]([a-z]+)['"]/g)].map((m) => m[1]);
        expect(
          used.filter((ns) => !names.includes(ns)),
          `${r.file}: handle.i18n misses`,
        ).toEqual([]);
      }
    });
  }
});
