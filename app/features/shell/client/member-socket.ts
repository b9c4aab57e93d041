/** Realtime feed of a member: `{ topic, data }` messages from /mb/gateway, reconnecting after failures. */
import type { SocketMessage } from '../../../shared/shell-ui.tsx';

export type { SocketMessage };

export const SOCKET_RETRY_DELAY_MS = 500;
export const SOCKET_MAX_RETRIES = 10;
/**
 * An open socket says "ping" at once and then every 25 s (the gateway answers "pong"): proxies and load balancers
 * close connections that stay silent for a minute or so, and the first answer tells that the feed is live.
 */
export const SOCKET_HEARTBEAT_MS = 25_000;

export interface MemberSocketOptions {
  /** ws(s)://host/mb/gateway, with ?token=… when the token is readable. */
  url: string;
  onMessage(message: SocketMessage): void;
  /** Called once after the last retry failed. */
  onGiveUp(): void;
  onStatus?(status: 'connecting' | 'open' | 'closed'): void;
  /** Called at every (re)connection with a way to send text on it (the public topics the page asks for). */
  onOpen?(send: (text: string) => void): void;
  /** Injected for tests. */
  createSocket?: (url: string) => WebSocket;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** The gateway address on the page's own host; the token goes in the query when the page can read it. */
export function gatewayUrl(location: { protocol: string; host: string }, token?: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/mb/gateway${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

/** The visitors' gateway (public topics only) on the page's own host. */
export function publicGatewayUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/pb/gateway`;
}

/**
 * Opens the socket and keeps it open: on an error or close it reconnects after 500 ms, at most 10 times in a row;
 * the counter starts again whenever a connection opens. After the 10th failed retry `onGiveUp` is called once.
 * Returns a function that closes it for good.
 */
export function openMemberSocket(options: MemberSocketOptions): () => void {
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let retries = 0;
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: unknown = null;
  let beat: unknown = null;
  const stopBeat = () => {
    if (beat !== null) clearTimer(beat);
    beat = null;
  };

  const scheduleRetry = () => {
    if (stopped || timer !== null) return;
    if (retries >= SOCKET_MAX_RETRIES) {
      stopped = true;
      options.onGiveUp();
      return;
    }
    retries += 1;
    timer = setTimer(() => {
      timer = null;
      connect();
    }, SOCKET_RETRY_DELAY_MS);
  };

  const connect = () => {
    if (stopped) return;
    options.onStatus?.('connecting');
    let ws: WebSocket;
    try {
      ws = create(options.url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = ws;
    let failed = false;
    const fail = () => {
      if (failed || socket !== ws) return;
      failed = true;
      stopBeat();
      options.onStatus?.('closed');
      scheduleRetry();
    };
    const ping = () => {
      beat = null;
      if (socket !== ws || ws.readyState !== 1) return;
      ws.send('ping');
      beat = setTimer(ping, SOCKET_HEARTBEAT_MS);
    };
    ws.onopen = () => {
      retries = 0;
      options.onStatus?.('open');
      stopBeat();
      ping();
      options.onOpen?.((text) => {
        if (socket === ws && ws.readyState === 1) ws.send(text);
      });
    };
    ws.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      try {
        const parsed = JSON.parse(event.data) as Partial<SocketMessage>;
        if (parsed && typeof parsed.topic === 'string') options.onMessage({ topic: parsed.topic, data: parsed.data });
      } catch {
        // not a feed message
      }
    };
    ws.onerror = fail;
    ws.onclose = fail;
  };

  connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimer(timer);
    timer = null;
    stopBeat();
    const ws = socket;
    socket = null;
    if (ws && ws.readyState <= 1) ws.close(1000);
  };
}
