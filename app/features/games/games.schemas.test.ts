import { describe, expect, it } from 'vitest';
import { catalogueSearch, parseCatalogueParams } from './games.schemas.ts';
import { escapeLike } from './games.service.server.ts';
import { pageWindow } from './components/pagination.tsx';

describe('catalogue URL params', () => {
  it('reads filters and falls back to defaults for values nobody could have meant', () => {
    expect(
      parseCatalogueParams(
        new URLSearchParams('q=%20gold%20&sort=za&provider=Demo&category=live-casino&tag=new&page=3'),
      ),
    ).toEqual({
      q: 'gold',
      sort: 'za',
      provider: 'demo',
      category: 'live-casino',
      tag: 'new',
      page: 3,
    });
    expect(
      parseCatalogueParams(new URLSearchParams(`sort=price&page=abc&provider=../x&category=${'a'.repeat(40)}`)),
    ).toEqual({
      q: '',
      sort: 'order',
      provider: null,
      category: null,
      tag: null,
      page: 1,
    });
    expect(parseCatalogueParams(new URLSearchParams('page=0')).page).toBe(1);
    expect(parseCatalogueParams(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(parseCatalogueParams(new URLSearchParams(`q=${'x'.repeat(100)}`)).q).toHaveLength(60);
  });

  it('writes short canonical links that read back the same', () => {
    expect(catalogueSearch({ q: '', sort: 'order', page: 1, provider: null })).toBe('');
    const search = catalogueSearch({
      category: 'slot',
      tag: 'new',
      provider: 'demo',
      q: '100% wild',
      sort: 'az',
      page: 2,
    });
    expect(search).toBe('?category=slot&tag=new&provider=demo&q=100%25+wild&sort=az&page=2');
    expect(parseCatalogueParams(new URLSearchParams(search.slice(1)))).toEqual({
      category: 'slot',
      tag: 'new',
      provider: 'demo',
      q: '100% wild',
      sort: 'az',
      page: 2,
    });
  });
});

describe('LIKE escaping', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('back\\slash')).toBe('back\\\\slash');
    expect(escapeLike('plain words')).toBe('plain words');
  });
});

describe('pagination window', () => {
  it('shows the first, the last and the neighbours of the current page with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
