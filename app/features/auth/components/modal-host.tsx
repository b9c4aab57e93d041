import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { onApiError } from '../../../shared/api-client.ts';
import {
  modals as defaultStore, setModalPreloader, useModalState, type ModalName, type ModalPropsMap, type ModalStore,
} from '../../../shared/modal-store.ts';
import type { AuthRules } from '../auth.schemas.ts';
import type { CashboxViewProps } from './cashbox-modal.tsx';
import type { DepositBodyProps } from './deposit-modal.tsx';

/** What a modal drawn by another feature receives (address, promotion detail). */
export interface ModalRenderProps<K extends keyof ModalPropsMap> {
  open: boolean;
  props: ModalPropsMap[K];
  close(): void;
}

export interface ModalHostProps {
  /** Login mode and length rules (from the global config); the defaults of auth.schemas.ts when absent. */
  rules?: AuthRules;
  /** The default contact channel's link, for the please-contact modal. */
  contactLink?: string | null;
  /** A referral code kept for the visitor, prefilled in the register modal. */
  refCode?: string | null;
  /** ISO code of the country preselected for phone numbers (global config), 'TH' when absent. */
  defaultCountryIso?: string | null;
  defaultCurrencyCode?: string | null;
  /** The device's push-messaging token, sent with logins. */
  deviceToken?: string | null;
  /** The cashbox's inner views by name ('main', …). */
  cashboxViews?: Record<string, ComponentType<CashboxViewProps>>;
  /** The deposit dialog's body. */
  depositBody?: ComponentType<DepositBodyProps>;
  /** Dialogs other features draw themselves, opened through the same store. */
  address?: ComponentType<ModalRenderProps<'address'>>;
  promotionDetail?: ComponentType<ModalRenderProps<'promotion-detail'>>;
  store?: ModalStore;
}

/**
 * The code of each modal, loaded when it first opens (or earlier through `preloadModal`): the forms, their
 * validation and the dialog primitives stay out of the page's first load.
 */
const MODULES = {
  login: () => import('./login-modal.tsx'),
  register: () => import('./register-modal.tsx'),
  'forgot-password': () => import('./forgot-password-modal.tsx'),
  'please-contact': () => import('./please-contact-modal.tsx'),
  'update-profile': () => import('./update-profile-modal.tsx'),
  cashbox: () => import('./cashbox-modal.tsx'),
  deposit: () => import('./deposit-modal.tsx'),
  error: () => import('../../../components/error-modal.tsx'),
} satisfies Partial<Record<ModalName, () => Promise<unknown>>>;

/** The catalog namespaces each modal's texts come from, fetched with its code. */
const NAMESPACES: Partial<Record<ModalName, string[]>> = {
  login: ['auth', 'common'],
  register: ['auth', 'common', 'otp'],
  'forgot-password': ['auth', 'common', 'otp'],
  'please-contact': ['auth', 'common'],
  'update-profile': ['auth', 'common'],
  cashbox: ['auth', 'common'],
  deposit: ['auth', 'common'],
  error: ['common'],
};

const LoginModal = lazy(() => MODULES.login().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => MODULES.register().then((m) => ({ default: m.RegisterModal })));
const ForgotPasswordModal = lazy(() => MODULES['forgot-password']().then((m) => ({ default: m.ForgotPasswordModal })));
const PleaseContactModal = lazy(() => MODULES['please-contact']().then((m) => ({ default: m.PleaseContactModal })));
const UpdateProfileModal = lazy(() => MODULES['update-profile']().then((m) => ({ default: m.UpdateProfileModal })));
const CashboxModal = lazy(() => MODULES.cashbox().then((m) => ({ default: m.CashboxModal })));
const DepositModal = lazy(() => MODULES.deposit().then((m) => ({ default: m.DepositModal })));
const ErrorModal = lazy(() => MODULES.error().then((m) => ({ default: m.ErrorModal })));

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
 * Every modal of the site, drawn from the modal store (the loading bar is the shell's page loader, or
 * `<GlobalLoadingBar/>` where there is none). Mount it once in each layout;
 * open modals from anywhere with `modals.open('login')`, `modals.open('cashbox', { view: 'withdraw' })`,
 * `modals.close('register')` (app/shared/modal-store.ts). Failures the API client handles open the error modal.
 * A modal is drawn from the first time it opens (its code and texts load then) and stays mounted afterwards, so
 * what was typed into a closed dialog is still there when it opens again.
 */
export function ModalHost({
  rules, contactLink, refCode, defaultCountryIso, defaultCurrencyCode, deviceToken, cashboxViews, depositBody,
  address: Address, promotionDetail: PromotionDetail, store = defaultStore,
}: ModalHostProps) {
  const state = useModalState(store);
  const { i18n } = useTranslation();
  const [mounted, setMounted] = useState<ReadonlySet<ModalName>>(() => new Set());
  const close = (name: ModalName) => () => store.close(name);
  const live = (name: ModalName) => mounted.has(name) || name in state;

  useEffect(() => onApiError((error) => store.open('error', { error })), [store]);

  useEffect(() => {
    const load = (name: ModalName) => {
      const module = (MODULES as Partial<Record<ModalName, () => Promise<unknown>>>)[name];
      module?.().catch(() => undefined); // the modal's own loading reports failures
      const ns = NAMESPACES[name];
      if (ns) void i18n.loadNamespaces(ns);
    };
    return setModalPreloader(load);
  }, [i18n]);

  useEffect(() => {
    const opened = (Object.keys(state) as ModalName[]).filter((name) => !mounted.has(name));
    if (opened.length === 0) return;
    for (const name of opened) {
      const ns = NAMESPACES[name];
      if (ns) void i18n.loadNamespaces(ns);
    }
    setMounted((prev) => new Set([...prev, ...opened]));
  }, [state, mounted, i18n]);

  const slot = (name: ModalName, node: ReactNode) =>
    live(name) ? (
      <ModalBoundary key={name} onFail={close(name)}>
        <Suspense fallback={null}>{node}</Suspense>
      </ModalBoundary>
    ) : null;

  return (
    <>
      {slot('login', <LoginModal open={!!state.login} onClose={close('login')} rules={rules} deviceToken={deviceToken} />)}
      {slot('register', (
        <RegisterModal
          open={!!state.register}
          onClose={close('register')}
          rules={rules}
          refCode={state.register?.refCode ?? refCode}
          defaultCountryIso={defaultCountryIso}
          defaultCurrencyCode={defaultCurrencyCode}
        />
      ))}
      {slot('forgot-password', <ForgotPasswordModal open={!!state['forgot-password']} onClose={close('forgot-password')} />)}
      {slot('please-contact', (
        <PleaseContactModal open={!!state['please-contact']} onClose={close('please-contact')} link={state['please-contact']?.link ?? contactLink} />
      ))}
      {slot('update-profile', <UpdateProfileModal open={!!state['update-profile']} onClose={close('update-profile')} />)}
      {slot('cashbox', (
        <CashboxModal
          open={!!state.cashbox}
          props={state.cashbox ?? {}}
          views={cashboxViews}
          onClose={close('cashbox')}
          onSetView={(view, props) => store.open('cashbox', { ...props, view })}
        />
      ))}
      {slot('deposit', <DepositModal open={!!state.deposit} props={state.deposit ?? {}} Body={depositBody} onClose={close('deposit')} />)}
      {Address ? <Address open={!!state.address} props={state.address ?? {}} close={close('address')} /> : null}
      {PromotionDetail ? <PromotionDetail open={!!state['promotion-detail']} props={state['promotion-detail'] ?? {}} close={close('promotion-detail')} /> : null}
      {slot('error', <ErrorModal error={state.error?.error ?? null} title={state.error?.title} onClose={close('error')} />)}
    </>
  );
}
