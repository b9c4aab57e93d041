import { describe, expect, it } from 'vitest';
import { RenderMemo } from './render-memo.server.ts';

const N1 = 'AAAAAAAAAAAAAAAAAAAAAA==';
const N2 = 'bbbb+bbbb/bbbbbbbbbbbb==';
const page = (nonce: string, words = 'Balance 10.00') =>
  Buffer.from(
    `<html><script nonce="${nonce}">a()</script><p>${words} ฿</p><script nonce="${nonce}">b("${nonce}")</script></html>`,
  );

describe('the render memo', () => {
  it('sends a page again for the same address, status and data, with the new response’s nonce everywhere', () => {
    const memo = new RenderMemo(1 << 20, 30_000);
    const key = RenderMemo.key('http://x/en', 200, '[{"balance":1000}]');
    expect(memo.get(key, N2)).toBeNull();
    memo.set(key, page(N1), N1);
    const again = memo.get(RenderMemo.key('http://x/en', 200, '[{"balance":1000}]'), N2);
    expect(again?.toString()).toBe(page(N2).toString());
    // The stored page keeps its own nonce: a third request gets its own.
    expect(memo.get(key, N1)?.toString()).toBe(page(N1).toString());
    expect(memo.stats()).toMatchObject({ hits: 2, misses: 1, entries: 1 });
  });

  it('renders again when the data, the address or the status differ', () => {
    const memo = new RenderMemo(1 << 20, 30_000);
    memo.set(RenderMemo.key('http://x/en', 200, '[{"balance":1000}]'), page(N1), N1);
    expect(memo.get(RenderMemo.key('http://x/en', 200, '[{"balance":999}]'), N2)).toBeNull();
    expect(memo.get(RenderMemo.key('http://x/th', 200, '[{"balance":1000}]'), N2)).toBeNull();
    expect(memo.get(RenderMemo.key('http://x/en', 404, '[{"balance":1000}]'), N2)).toBeNull();
  });

  it('forgets a page after its time, and the least recently used first when it is full', () => {
    let now = 0;
    const size = page(N1).length + RenderMemo.key('http://x/p0', 200, 'd').length * 2;
    const memo = new RenderMemo(size * 4, 1000, () => now);
    const key = (i: number) => RenderMemo.key(`http://x/p${i}`, 200, 'd');
    for (let i = 0; i < 4; i++) memo.set(key(i), page(N1), N1);
    expect(memo.get(key(0), N2)).not.toBeNull(); // 0 is now the most recently used
    memo.set(key(4), page(N1), N1);
    expect(memo.get(key(1), N2)).toBeNull();
    expect(memo.get(key(0), N2)).not.toBeNull();
    expect(memo.stats().bytes).toBeLessThanOrEqual(size * 4);
    now = 1001;
    expect(memo.get(key(0), N2)).toBeNull();
    expect(memo.stats().entries).toBe(3);
  });

  it('keeps nothing when it has no room, and nothing without a nonce to replace', () => {
    const none = new RenderMemo(0, 30_000);
    none.set('k', page(N1), N1);
    expect(none.get('k', N2)).toBeNull();
    const memo = new RenderMemo(1 << 20, 30_000);
    memo.set('k', page(''), '');
    expect(memo.get('k', N2)).toBeNull();
  });
});
