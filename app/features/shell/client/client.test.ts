import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError } from './chunk-reload.ts';
import {
  gatewayUrl,
  openMemberSocket,
  SOCKET_HEARTBEAT_MS,
  SOCKET_MAX_RETRIES,
  SOCKET_RETRY_DELAY_MS,
} from './member-socket.ts';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  closedWith: number | null = null;
  sent: string[] = [];
  url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
    this.onclose?.();
  }
}

function harness() {
  FakeSocket.all = [];
  const timers: { fn: () => void; ms: number; id: number }[] = [];
  let ids = 0;
  const onGiveUp = vi.fn();
  const onMessage = vi.fn();
  const stop = openMemberSocket({
    url: 'ws://h/mb/gateway',
    onMessage,
    onGiveUp,
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    setTimer: (fn, ms) => {
      timers.push({ fn, ms, id: ++ids });
      return ids;
    },
    clearTimer: (id) => {
      const at = timers.findIndex((t) => t.id === id);
      if (at >= 0) timers.splice(at, 1);
    },
  });
  const runTimer = () => {
    const at = timers.findIndex((t) => t.ms === SOCKET_RETRY_DELAY_MS);
    const t = at >= 0 ? timers.splice(at, 1)[0] : undefined;
    if (!t) throw new Error('no timer pending');
    expect(t.ms).toBe(SOCKET_RETRY_DELAY_MS);
    t.fn();
  };
  return { timers, onGiveUp, onMessage, stop, runTimer, last: () => FakeSocket.all[FakeSocket.all.length - 1] };
}

describe('member socket', () => {
  it('builds the gateway address with the token when readable', () => {
    expect(gatewayUrl({ protocol: 'https:', host: 'x.test' }, 'a b')).toBe('wss://x.test/mb/gateway?token=a%20b');
    expect(gatewayUrl({ protocol: 'http:', host: 'localhost:3000' }, null)).toBe('ws://localhost:3000/mb/gateway');
  });

  it('says ping when it opens and every 25 s while open, and stops when it closes', () => {
    const h = harness();
    const first = h.last();
    first.open();
    expect(first.sent).toEqual(['ping']);
    expect(h.timers.map((t) => t.ms)).toEqual([SOCKET_HEARTBEAT_MS]);
    h.timers.shift()!.fn();
    expect(first.sent).toEqual(['ping', 'ping']);
    // The answer ("pong") is not a feed message.
    first.onmessage?.({ data: 'pong' });
    expect(h.onMessage).not.toHaveBeenCalled();
    first.fail();
    expect(h.timers.map((t) => t.ms)).toEqual([SOCKET_RETRY_DELAY_MS]);
    h.runTimer();
    h.last().open();
    expect(h.last().sent).toEqual(['ping']);
    h.stop();
    expect(h.timers).toEqual([]);
  });

  it('delivers { topic, data } messages and ignores anything else', () => {
    const h = harness();
    h.last().open();
    h.last().onmessage?.({ data: JSON.stringify({ topic: 'DEPOSIT', data: { amount: 100 } }) });
    h.last().onmessage?.({ data: 'not json' });
    h.last().onmessage?.({ data: JSON.stringify({ nope: 1 }) });
    expect(h.onMessage).toHaveBeenCalledTimes(1);
    expect(h.onMessage).toHaveBeenCalledWith({ topic: 'DEPOSIT', data: { amount: 100 } });
  });

  it('retries after 500 ms, at most 10 times, then gives up once', () => {
    const h = harness();
    h.last().fail();
    for (let i = 0; i < SOCKET_MAX_RETRIES; i++) {
      expect(h.timers).toHaveLength(1);
      h.runTimer();
      h.last().fail();
    }
    expect(FakeSocket.all).toHaveLength(1 + SOCKET_MAX_RETRIES);
    expect(h.timers).toHaveLength(0);
    expect(h.onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('an error followed by close counts as one failure', () => {
    const h = harness();
    h.last().fail();
    expect(h.timers).toHaveLength(1);
  });

  it('resets the retry counter when a connection opens', () => {
    const h = harness();
    for (let i = 0; i < SOCKET_MAX_RETRIES - 1; i++) {
      h.last().fail();
      h.runTimer();
    }
    h.last().open();
    for (let i = 0; i < SOCKET_MAX_RETRIES; i++) {
      h.last().fail();
      h.runTimer();
    }
    expect(h.onGiveUp).not.toHaveBeenCalled();
    h.last().fail();
    expect(h.onGiveUp).toHaveBeenCalledTimes(1);
  });

  it('stops for good when closed by the page', () => {
    const h = harness();
    h.last().open();
    h.stop();
    expect(h.last().closedWith).toBe(1000);
    h.last().fail();
    expect(h.timers).toHaveLength(0);
  });
});

describe('chunk load failures', () => {
  it('recognises failed dynamic imports', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once a minute', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    expect(reloadForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reloadForChunkError(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
