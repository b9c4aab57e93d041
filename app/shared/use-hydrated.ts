import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * False in the server's render and while the page hydrates, true once the page's JavaScript runs (without a
 * hydration mismatch: React renders the server's value first, then this one).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
