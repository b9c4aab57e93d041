import { useEffect, type ComponentType } from 'react';
import { ErrorModal } from '../../../components/error-modal.tsx';
import { onApiError } from '../../../shared/api-client.ts';
import { modals as defaultStore, useModalState, type ModalPropsMap, type ModalStore } from '../../../shared/modal-store.ts';
import { DEFAULT_AUTH_RULES, type AuthRules } from '../auth.schemas.ts';
import { CashboxModal, type CashboxViewProps } from './cashbox-modal.tsx';
import { DepositModal, type DepositBodyProps } from './deposit-modal.tsx';
import { ForgotPasswordModal } from './forgot-password-modal.tsx';
import { LoginModal } from './login-modal.tsx';
import { PleaseContactModal } from './please-contact-modal.tsx';
import { RegisterModal } from './register-modal.tsx';
import { UpdateProfileModal } from './update-profile-modal.tsx';

/** What a modal drawn by another feature receives (address, promotion detail). */
export interface ModalRenderProps<K extends keyof ModalPropsMap> {
  open: boolean;
  props: ModalPropsMap[K];
  close(): void;
}

export interface ModalHostProps {
  /** Login mode and length rules (from the global config). */
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
 * Every modal of the site, drawn from the modal store (the loading bar is the shell's page loader, or
 * `<GlobalLoadingBar/>` where there is none). Mount it once in each layout;
 * open modals from anywhere with `modals.open('login')`, `modals.open('cashbox', { view: 'withdraw' })`,
 * `modals.close('register')` (app/shared/modal-store.ts). Failures the API client handles open the error modal.
 */
export function ModalHost({
  rules = DEFAULT_AUTH_RULES, contactLink, refCode, defaultCountryIso, defaultCurrencyCode, deviceToken, cashboxViews, depositBody,
  address: Address, promotionDetail: PromotionDetail, store = defaultStore,
}: ModalHostProps) {
  const state = useModalState(store);
  useEffect(() => onApiError((error) => store.open('error', { error })), [store]);
  const close = (name: keyof ModalPropsMap) => () => store.close(name);

  return (
    <>
      <LoginModal open={!!state.login} onClose={close('login')} rules={rules} deviceToken={deviceToken} />
      <RegisterModal
        open={!!state.register}
        onClose={close('register')}
        rules={rules}
        refCode={state.register?.refCode ?? refCode}
        defaultCountryIso={defaultCountryIso}
        defaultCurrencyCode={defaultCurrencyCode}
      />
      <ForgotPasswordModal open={!!state['forgot-password']} onClose={close('forgot-password')} />
      <PleaseContactModal open={!!state['please-contact']} onClose={close('please-contact')} link={state['please-contact']?.link ?? contactLink} />
      <UpdateProfileModal open={!!state['update-profile']} onClose={close('update-profile')} />
      <CashboxModal
        open={!!state.cashbox}
        props={state.cashbox ?? {}}
        views={cashboxViews}
        onClose={close('cashbox')}
        onSetView={(view, props) => store.open('cashbox', { ...props, view })}
      />
      <DepositModal open={!!state.deposit} props={state.deposit ?? {}} Body={depositBody} onClose={close('deposit')} />
      {Address ? <Address open={!!state.address} props={state.address ?? {}} close={close('address')} /> : null}
      {PromotionDetail ? <PromotionDetail open={!!state['promotion-detail']} props={state['promotion-detail'] ?? {}} close={close('promotion-detail')} /> : null}
      <ErrorModal error={state.error?.error ?? null} title={state.error?.title} onClose={close('error')} />
    </>
  );
}
