import { Component, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { onApiError } from '../../../shared/api-client.ts';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import {
  MODAL_QUERY_KEY,
  ModalRegistryContext,
  modalFromUrl,
  modals as defaultStore,
  setModalPreloader,
  useModalState,
  type ModalName,
  type ModalStore,
} from '../../../shared/modal-store.ts';

/** A modal's form answered without JavaScript: the page is drawn again with that modal open and its errors. */
export interface ModalFormFlash {
  modal: string;
  result: unknown;
}

export interface ModalHostProps {
  /** Whether a member is logged in: decides which `?modal=` names the URL may open. */
  member: boolean;
  /** The answer of a modal's form sent without JavaScript (read once from its cookie by the page's loader). */
  flash?: ModalFormFlash | null;
  store?: ModalStore;
}

/**
 * A modal whose code could not load (offline, or a deploy replaced the chunk: the shell then reloads the page) draws
 * nothing and closes, instead of taking the page down.
 */
class ModalBoundary extends Component<{ onFail(): void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('a modal could not be shown', error);
    this.props.onFail();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Every modal of the site, drawn from the registry the root provides (`app/modals.tsx`: name → the feature's
 * component, loaded on demand) and the modal store (`modals.open('login')`, app/shared/modal-store.ts). Mounted
 * once, by the lang layout. A `?modal=<name>` in the URL opens that modal on arrival, already in the server's render
 * (so its form works before the JavaScript loads); the flag leaves the URL once the page runs. Failures the API
 * client handles open the error modal. A modal is drawn from the first time it opens and stays mounted afterwards,
 * so what was typed into a closed dialog is still there when it opens again.
 */
export function ModalHost({ member, flash, store = defaultStore }: ModalHostProps) {
  const registry = useContext(ModalRegistryContext);
  const state = useModalState(store);
  const hydrated = useHydrated();
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [mounted, setMounted] = useState<ReadonlySet<ModalName>>(() => new Set());

  const flagged = params.get(MODAL_QUERY_KEY) as ModalName | null;
  const fromUrl = modalFromUrl(flagged, registry, member);

  useEffect(() => onApiError((error) => store.open('error', { error })), [store]);

  useEffect(() => {
    const load = (name: ModalName) => {
      registry[name]?.load().catch(() => undefined); // the modal's own loading reports failures
      const ns = registry[name]?.namespaces;
      if (ns) void i18n.loadNamespaces([...ns]);
    };
    return setModalPreloader(load);
  }, [i18n, registry]);

  // Once the page runs, the URL's modal moves into the store and the flag leaves the address.
  useEffect(() => {
    if (!hydrated || !flagged || !registry[flagged]) return;
    if (fromUrl) store.open(fromUrl);
    setParams(
      (p) => {
        p.delete(MODAL_QUERY_KEY);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hydrated, flagged, fromUrl, registry, setParams, store]);

  const isOpen = (name: ModalName) => name in state || name === fromUrl;
  // The modal the URL opened when the page arrived is part of the server's HTML: no Suspense boundary of its own
  // (the server finishes it before sending the page, so it is there without JavaScript), for the life of the page.
  const [arrivedWith] = useState(fromUrl);

  useEffect(() => {
    const opened = (Object.keys(state) as ModalName[]).filter((name) => !mounted.has(name));
    if (opened.length === 0) return;
    for (const name of opened) {
      const ns = registry[name]?.namespaces;
      if (ns) void i18n.loadNamespaces([...ns]);
    }
    setMounted((prev) => new Set([...prev, ...opened]));
  }, [state, mounted, i18n, registry]);

  return (
    <>
      {(Object.keys(registry) as ModalName[]).map((name) => {
        const { Component: Modal } = registry[name]!;
        if (!mounted.has(name) && !isOpen(name)) return null;
        const close = () => store.close(name);
        const modal = (
          <Modal
            open={isOpen(name)}
            props={(state[name] ?? {}) as never}
            close={close}
            lastResult={flash?.modal === name ? flash.result : undefined}
          />
        );
        return (
          <ModalBoundary key={name} onFail={close}>
            {name === arrivedWith ? modal : <Suspense fallback={null}>{modal}</Suspense>}
          </ModalBoundary>
        );
      })}
    </>
  );
}
