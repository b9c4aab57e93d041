import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The frame's client-side state as pages see it: start-up progress, connectivity, full screen, the currencies and
 * the member's realtime feed. The shell computes it (its client start-up) and provides it with `ShellUiProvider`
 * around every page under /:lang; any page reads it with `useShellUi()` or `useSocketTopic()`.
 */

/** A message of the member's realtime feed (/mb/gateway): `{ topic, data }`. */
export interface SocketMessage {
  topic: string;
  data: unknown;
}

export interface CurrencyOption {
  id: number;
  code: string;
  symbol: string;
  decimals: number;
  is_following: boolean;
  is_crypto: boolean;
}

export interface CurrencyLanguage {
  id: number;
  currency_id: number;
  language_id: number;
  display_symbol: string;
  display_name: string;
  is_decimal: boolean;
}

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'failed';

/** Client-side state of the shell: start-up progress, connectivity, full screen, realtime feed. */
export interface ShellUi {
  /** True from the first paint until the client start-up has finished. */
  serverLoading: boolean;
  online: boolean;
  fullscreen: boolean;
  setFullscreen(value: boolean): void;
  currencies: CurrencyOption[] | null;
  /** The current currency in the current language (first item of currency-language). */
  currencyLanguage: CurrencyLanguage | null;
  socketStatus: SocketStatus;
  /**
   * Listens to one topic of the realtime feed ('*' for all); returns the unsubscribe function. A public topic
   * (app/shared/realtime.ts: the live wins, the jackpot) is asked of the server while a page listens to it, over the
   * member's socket or, for a visitor, a socket of its own.
   */
  subscribe(topic: string, handler: (message: SocketMessage) => void): () => void;
}

const ShellUiContext = createContext<ShellUi | null>(null);

export function useShellUi(): ShellUi {
  const ui = useContext(ShellUiContext);
  if (!ui) throw new Error('useShellUi() is used outside the /:lang route');
  return ui;
}

/** Subscribes a handler to a realtime topic for the lifetime of the component. */
export function useSocketTopic(topic: string, handler: (message: SocketMessage) => void): void {
  const { subscribe } = useShellUi();
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => subscribe(topic, (m) => ref.current(m)), [subscribe, topic]);
}

export interface ShellUiState {
  serverLoading: boolean;
  online: boolean;
  currencies: CurrencyOption[] | null;
  currencyLanguage: CurrencyLanguage | null;
  socketStatus: SocketStatus;
}

export function ShellUiProvider({
  state,
  children,
}: {
  state: ShellUiState & {
    listeners: Map<string, Set<(m: SocketMessage) => void>>;
    /** Told when the listened topics changed (the shell asks the server for the public ones). */
    onTopicsChanged?: () => void;
  };
  children: React.ReactNode;
}) {
  const [fullscreen, setFullscreenState] = useState(false);
  const setFullscreen = useCallback((value: boolean) => setFullscreenState(value), []);
  const { listeners, onTopicsChanged } = state;
  const subscribe = useCallback(
    (topic: string, handler: (m: SocketMessage) => void) => {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(handler);
      if (set.size === 1) onTopicsChanged?.();
      return () => {
        set.delete(handler);
        if (set.size === 0) onTopicsChanged?.();
      };
    },
    [listeners, onTopicsChanged],
  );
  const value = useMemo<ShellUi>(
    () => ({
      serverLoading: state.serverLoading,
      online: state.online,
      currencies: state.currencies,
      currencyLanguage: state.currencyLanguage,
      socketStatus: state.socketStatus,
      fullscreen,
      setFullscreen,
      subscribe,
    }),
    [
      state.serverLoading,
      state.online,
      state.currencies,
      state.currencyLanguage,
      state.socketStatus,
      fullscreen,
      setFullscreen,
      subscribe,
    ],
  );
  return <ShellUiContext.Provider value={value}>{children}</ShellUiContext.Provider>;
}

/** Delivers a feed message to the listeners of its topic and of '*'. */
export function dispatchSocketMessage(
  listeners: Map<string, Set<(m: SocketMessage) => void>>,
  message: SocketMessage,
): void {
  for (const key of [message.topic, '*']) {
    for (const handler of listeners.get(key) ?? []) {
      try {
        handler(message);
      } catch (err) {
        console.error('realtime handler failed', err);
      }
    }
  }
}
