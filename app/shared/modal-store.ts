import { createContext, useSyncExternalStore, type ComponentType } from 'react';
import type { ErrorLike } from './error-message.ts';

/**
 * The site's modals and what each is opened with. `open(name, props)` opens one (again: replaces its props),
 * `close(name)` closes it, `open(name, false)` closes it too, `toggle(name)` flips it (the spec's modal toggles).
 * Login, register and forgot password replace each other. The shell's `<ModalHost/>` draws them from the registry
 * (`app/modals.tsx`), which maps each name to the feature's component.
 */
export interface ModalPropsMap {
  login: Record<string, never>;
  /** refCode fills the referral code field. */
  register: { refCode?: string | null };
  /** Forgot password: username → SMS code → new password. */
  'forgot-password': Record<string, never>;
  /** What the deposit body needs is up to the feature that fills it. */
  deposit: Record<string, unknown>;
  /** view: the inner component shown in the cashbox, 'main' by default. */
  cashbox: { view?: string } & Record<string, unknown>;
  address: Record<string, unknown>;
  /** link overrides the default contact channel. */
  'please-contact': { link?: string | null };
  'promotion-detail': { promotionId?: number | string } & Record<string, unknown>;
  'update-profile': Record<string, never>;
  /** A failure to show; title defaults to 'Error'. */
  error: { error: ErrorLike; title?: string };
  /** The coupons' modals: enter a code; what a redeemed coupon gave (the COUPON_PROMOTION topic). */
  'redeem-coupon': Record<string, never>;
  'coupon-success': {
    name: string;
    kind: 'credit' | 'points' | 'promotion';
    amount: number;
    currency: string;
    points: number;
    status: 'pending' | 'under_verification' | 'success' | 'fail' | 'unavailable' | 'joined';
  };
}

export type ModalName = keyof ModalPropsMap;
export const MODAL_NAMES: ModalName[] = [
  'login',
  'register',
  'forgot-password',
  'deposit',
  'cashbox',
  'address',
  'please-contact',
  'promotion-detail',
  'update-profile',
  'error',
  'redeem-coupon',
  'coupon-success',
];

/** The open modals with their props; a closed modal is absent. */
export type ModalState = { readonly [K in ModalName]?: ModalPropsMap[K] };

export const CASHBOX_MAIN_VIEW = 'main';

/** Modals that replace each other: opening one closes the others of its group. */
const EXCLUSIVE: ModalName[][] = [['login', 'register', 'forgot-password']];

export interface ModalStore {
  getState(): ModalState;
  subscribe(listener: () => void): () => void;
  open<K extends ModalName>(name: K, props?: ModalPropsMap[K] | false): void;
  close(name: ModalName): void;
  /** Flips the modal; `false` closes it, props (or true) open it. */
  toggle<K extends ModalName>(name: K, value?: ModalPropsMap[K] | boolean): void;
  isOpen(name: ModalName): boolean;
  closeAll(): void;
}

const EMPTY: ModalState = Object.freeze({});

export function createModalStore(): ModalStore {
  let state: ModalState = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: ModalState) => {
    state = next;
    for (const l of listeners) l();
  };
  const store: ModalStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    open(name, props) {
      if (props === false) return store.close(name);
      const next: Record<string, unknown> = { ...state };
      for (const group of EXCLUSIVE)
        if (group.includes(name)) for (const other of group) if (other !== name) delete next[other];
      let value: unknown = props ?? {};
      if (name === 'cashbox')
        value = { ...(value as object), view: (value as { view?: string }).view ?? CASHBOX_MAIN_VIEW };
      next[name] = value;
      set(next as ModalState);
    },
    close(name) {
      if (!(name in state)) return;
      const next: Record<string, unknown> = { ...state };
      delete next[name];
      set(next as ModalState);
    },
    toggle(name, value) {
      if (value === false) return store.close(name);
      if (value === undefined && store.isOpen(name)) return store.close(name);
      store.open(name, value === true || value === undefined ? undefined : value);
    },
    isOpen: (name) => name in state,
    closeAll() {
      if (state !== EMPTY) set(EMPTY);
    },
  };
  return store;
}

/** The page's modals. */
export const modals = createModalStore();

let preloader: ((name: ModalName) => void) | null = null;

/**
 * Modals load their code when they first open. `preloadModal('login')` starts that earlier (pointer over or focus
 * on the button that opens it), so the dialog shows at once. The modal host supplies the loader.
 */
export function preloadModal(name: ModalName): void {
  preloader?.(name);
}

/** Called by the modal host; returns the function that removes it. */
export function setModalPreloader(load: (name: ModalName) => void): () => void {
  preloader = load;
  return () => {
    if (preloader === load) preloader = null;
  };
}

const serverSnapshot = () => EMPTY;

/** Every open modal (re-renders on any change). */
export function useModalState(store: ModalStore = modals): ModalState {
  return useSyncExternalStore(store.subscribe, store.getState, serverSnapshot);
}

/** One modal: whether it is open, its props, and functions to open and close it. */
export function useModal<K extends ModalName>(name: K, store: ModalStore = modals) {
  const props = useSyncExternalStore(
    store.subscribe,
    () => store.getState()[name],
    () => undefined,
  ) as ModalPropsMap[K] | undefined;
  return {
    isOpen: props !== undefined,
    props,
    open: (p?: ModalPropsMap[K]) => store.open(name, p),
    close: () => store.close(name),
  };
}

/** What the modal host gives every registered modal. */
export interface ModalComponentProps<K extends ModalName = ModalName> {
  open: boolean;
  props: ModalPropsMap[K];
  close(): void;
  /**
   * What this modal's form answered when it was sent without JavaScript (the server rendered the page again with
   * the modal open): Conform's result with the field errors, for the form's `lastResult`.
   */
  lastResult?: unknown;
}

/** One modal of the registry: its component (loading its code on demand) and what to fetch with it. */
export interface ModalEntry {
  Component: ComponentType<ModalComponentProps<never>>;
  /** Starts loading the modal's code (pointer over the button that opens it, or the first open). */
  load(): Promise<unknown>;
  /** Catalog namespaces of its texts. */
  namespaces?: readonly string[];
  /** A `?modal=<name>` in the page's URL opens it, also in the server's render: for visitors or members only. */
  openedByUrl?: 'visitor' | 'member';
}

export type ModalRegistry = Partial<Record<ModalName, ModalEntry>>;

/**
 * The modals of the site by name. A composition point (`app/modals.tsx`) fills it and the root provides it; the
 * shell's host draws from it, so no feature imports another's modal.
 */
export const ModalRegistryContext = createContext<ModalRegistry>({});

/** The query key that opens a modal on arrival (`?modal=login`). */
export const MODAL_QUERY_KEY = 'modal';

/** The modal a `?modal=<name>` flag opens for this visitor or member, or null (unknown name, or not for them). */
export function modalFromUrl(flag: string | null, registry: ModalRegistry, member: boolean): ModalName | null {
  if (!flag || !Object.hasOwn(registry, flag)) return null;
  const entry = registry[flag as ModalName];
  return entry && entry.openedByUrl === (member ? 'member' : 'visitor') ? (flag as ModalName) : null;
}
