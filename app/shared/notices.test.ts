import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNoticeStore } from './notices.ts';

describe('the notice store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists what is shown, in order, and tells its subscribers', () => {
    const store = createNoticeStore({ timeoutMs: 0 });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.list().length));
    const a = store.show({ tone: 'success', text: 'Your deposit of ฿10.00 was successful.' });
    const b = store.show({ tone: 'info', text: 'second' });
    expect(store.list()).toEqual([
      { id: a, tone: 'success', text: 'Your deposit of ฿10.00 was successful.' },
      { id: b, tone: 'info', text: 'second' },
    ]);
    store.dismiss(a);
    expect(store.list().map((n) => n.id)).toEqual([b]);
    store.dismiss(a);
    stop();
    store.show({ tone: 'info', text: 'unseen' });
    expect(seen).toEqual([1, 2, 1]);
  });

  it('keeps the three newest', () => {
    const store = createNoticeStore({ timeoutMs: 0 });
    for (const text of ['1', '2', '3', '4']) store.show({ tone: 'info', text });
    expect(store.list().map((n) => n.text)).toEqual(['2', '3', '4']);
  });

  it('closes a notice nobody closed after its time', () => {
    vi.useFakeTimers();
    const store = createNoticeStore({ timeoutMs: 1000 });
    store.show({ tone: 'success', text: 'first' });
    vi.advanceTimersByTime(500);
    store.show({ tone: 'success', text: 'second' });
    vi.advanceTimersByTime(500);
    expect(store.list().map((n) => n.text)).toEqual(['second']);
    vi.advanceTimersByTime(500);
    expect(store.list()).toEqual([]);
  });
});
