import { useCallback, useState, type KeyboardEvent } from 'react';

/** A module loaded once, when first asked for; a failed load is tried again at the next request. */
export interface OnDemand<T> {
  /** The loaded value, once it is there. */
  get(): T | undefined;
  load(): Promise<T>;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    get: () => value,
    load() {
      pending ??= load().then(
        (v) => (value = v),
        (err: unknown) => {
          pending = undefined;
          throw err;
        },
      );
      return pending;
    },
  };
}

/**
 * An interactive control whose code (a Radix menu or dialog) loads on first use. The server and the first paint
 * draw a plain button; `preload` (pointer over, focus) starts loading; `activate` (click, Enter, Space) loads it
 * if needed and then returns `Loaded`, which takes the button's place and opens at once (`defaultOpen`).
 */
export function useOnDemand<T>(module: OnDemand<T>): { Loaded: T | undefined; activate(): void; preload(): void } {
  const [active, setActive] = useState(false);
  const preload = useCallback(() => {
    module.load().catch((err: unknown) => console.error('a control could not be loaded', err));
  }, [module]);
  const activate = useCallback(() => {
    module.load().then(
      () => setActive(true),
      (err: unknown) => console.error('a control could not be loaded', err),
    );
  }, [module]);
  return { Loaded: active ? module.get() : undefined, activate, preload };
}

/** The handlers of the plain button that stands in for an on-demand control. */
export function onDemandTriggerProps(control: { activate(): void; preload(): void }) {
  return {
    onPointerEnter: control.preload,
    onFocus: control.preload,
    onClick: control.activate,
    onKeyDown: (e: KeyboardEvent) => {
      // menus also open with the down arrow
      if (e.key === 'ArrowDown') {
        e.preventDefault();
        control.activate();
      }
    },
  };
}
