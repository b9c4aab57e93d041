import { describe, expect, it } from 'vitest';
import { createLoadingBarStore } from './loading-bar.ts';

describe('loading bar', () => {
  it('loads while requests run, ends done or failed, then settles to idle', () => {
    const timers: (() => void)[] = [];
    const bar = createLoadingBarStore({ schedule: (fn) => timers.push(fn) });
    const seen: string[] = [];
    bar.subscribe(() => seen.push(bar.getState().status));
    const a = bar.start();
    const b = bar.start();
    expect(bar.getState()).toMatchObject({ status: 'loading', pending: 2, run: 1 });
    a('failed');
    expect(bar.getState()).toMatchObject({ status: 'loading', pending: 1 });
    b('ok');
    expect(bar.getState()).toMatchObject({ status: 'failed', pending: 0 });
    a('ok'); // ending twice changes nothing
    expect(bar.getState().pending).toBe(0);
    timers.shift()!();
    expect(bar.getState().status).toBe('idle');
    const c = bar.start();
    expect(bar.getState().run).toBe(2);
    c('ok');
    expect(bar.getState().status).toBe('done');
    expect(seen).toEqual(['loading', 'loading', 'loading', 'failed', 'idle', 'loading', 'done']);
  });

  it('does not settle a newer run', () => {
    const timers: (() => void)[] = [];
    const bar = createLoadingBarStore({ schedule: (fn) => timers.push(fn) });
    bar.start()('ok');
    const again = bar.start();
    timers.shift()!();
    expect(bar.getState().status).toBe('loading');
    again('ok');
  });
});
