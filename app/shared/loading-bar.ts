/**
 * State of the global loading bar (the thin bar at the top of the page): the API client starts it for every
 * request and ends it, marked failed when the request failed. A tiny external store for useSyncExternalStore.
 */
export type LoadingStatus = 'idle' | 'loading' | 'done' | 'failed';

export interface LoadingState {
  status: LoadingStatus;
  /** Requests in flight. */
  pending: number;
  /** Changes with every new run, so the bar restarts its animation. */
  run: number;
}

export interface LoadingBarStore {
  getState(): LoadingState;
  subscribe(listener: () => void): () => void;
  /** One request started; returns the function that ends it. */
  start(): (outcome: 'ok' | 'failed') => void;
}

const IDLE: LoadingState = { status: 'idle', pending: 0, run: 0 };

export function createLoadingBarStore(
  options: { settleMs?: number; schedule?: (fn: () => void, ms: number) => unknown } = {},
): LoadingBarStore {
  const settleMs = options.settleMs ?? 600;
  const schedule = options.schedule ?? ((fn, ms) => setTimeout(fn, ms));
  let state: LoadingState = IDLE;
  let failedInRun = false;
  const listeners = new Set<() => void>();
  const set = (next: LoadingState) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (state.pending === 0) failedInRun = false;
      set({ status: 'loading', pending: state.pending + 1, run: state.pending === 0 ? state.run + 1 : state.run });
      let ended = false;
      return (outcome) => {
        if (ended) return;
        ended = true;
        if (outcome === 'failed') failedInRun = true;
        const pending = Math.max(0, state.pending - 1);
        if (pending > 0) {
          set({ ...state, pending });
          return;
        }
        const run = state.run;
        set({ status: failedInRun ? 'failed' : 'done', pending: 0, run });
        schedule(() => {
          if (state.run === run && state.pending === 0) set({ status: 'idle', pending: 0, run });
        }, settleMs);
      };
    },
  };
}

/** The page's loading bar. */
export const loadingBar = createLoadingBarStore();
export const IDLE_LOADING_STATE = IDLE;
