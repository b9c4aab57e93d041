import { lazy, type ComponentType } from 'react';
import { onDemand } from './components/ui/on-demand.ts';
import { useShell } from './features/shell/use-shell.ts';
import type { ModalComponentProps, ModalEntry, ModalName, ModalRegistry } from './shared/modal-store.ts';

/**
 * The site's modals: each name → the feature's component, its code loaded on demand (when it first opens, or
 * earlier through `preloadModal`), and the catalog namespaces of its texts. The root provides this registry and the
 * shell's modal host draws from it, so the shell never imports a feature's modal and no feature imports another's:
 * a feature adds its modal here (and its name and props to `ModalPropsMap` in app/shared/modal-store.ts).
 * The adapters below hand each modal the site data it needs from the shell.
 */

/**
 * A component whose code loads on demand. Once loaded it renders at once, without suspending: the server loads the
 * modals a URL can open when it starts, so a page with `?modal=login` arrives with the dialog in its HTML.
 */
function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load(): Promise<unknown> } {
  const module = onDemand(load);
  const Lazy = lazy(() => module.load().then((C) => ({ default: C })));
  function OnDemandComponent(props: P) {
    const Loaded = module.get();
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: OnDemandComponent, load: () => module.load() };
}

const login = onDemandComponent(() => import('./features/auth/components/login-modal.tsx').then((m) => m.LoginModal));
const register = onDemandComponent(() =>
  import('./features/auth/components/register-modal.tsx').then((m) => m.RegisterModal),
);
const forgotPassword = onDemandComponent(() =>
  import('./features/auth/components/forgot-password-modal.tsx').then((m) => m.ForgotPasswordModal),
);
const pleaseContact = onDemandComponent(() =>
  import('./features/auth/components/please-contact-modal.tsx').then((m) => m.PleaseContactModal),
);
const updateProfile = onDemandComponent(() =>
  import('./features/auth/components/update-profile-modal.tsx').then((m) => m.UpdateProfileModal),
);
const cashbox = onDemandComponent(() =>
  import('./features/cashbox/components/cashbox-modal.tsx').then((m) => m.CashboxModal),
);
const redeemCoupon = onDemandComponent(() =>
  import('./features/coupons/components/redeem-coupon-modal.tsx').then((m) => m.RedeemCouponModal),
);
const couponSuccess = onDemandComponent(() =>
  import('./features/coupons/components/coupon-success-dialog.tsx').then((m) => m.CouponSuccessDialog),
);
const error = onDemandComponent(() => import('./components/error-modal.tsx').then((m) => m.ErrorModal));

type Adapter<K extends ModalName> = ComponentType<ModalComponentProps<K>>;
const entry = <K extends ModalName>(Component: Adapter<K>, rest: Omit<ModalEntry, 'Component'>): ModalEntry => ({
  Component: Component as ModalEntry['Component'],
  ...rest,
});

const LoginEntry: Adapter<'login'> = ({ open, close, lastResult }) => {
  const shell = useShell();
  return <login.Component open={open} onClose={close} rules={shell.authRules ?? undefined} lastResult={lastResult} />;
};

const RegisterEntry: Adapter<'register'> = ({ open, close, props, lastResult }) => {
  const shell = useShell();
  return (
    <register.Component
      open={open}
      onClose={close}
      rules={shell.authRules ?? undefined}
      refCode={props.refCode ?? shell.refCode}
      defaultCountryIso={shell.defaultCountryIso}
      defaultCurrencyCode={shell.defaultCurrencyCode}
      lastResult={lastResult}
    />
  );
};

const PleaseContactEntry: Adapter<'please-contact'> = ({ open, close, props }) => {
  const shell = useShell();
  const channel = shell.contactChannels.find((c) => c.is_default) ?? shell.contactChannels[0];
  return <pleaseContact.Component open={open} onClose={close} link={props.link ?? channel?.contact_link ?? null} />;
};

export const modalRegistry: ModalRegistry = {
  login: entry(LoginEntry, { load: login.load, namespaces: ['auth', 'common'], openedByUrl: 'visitor' }),
  register: entry(RegisterEntry, {
    load: register.load,
    namespaces: ['auth', 'common', 'otp'],
    openedByUrl: 'visitor',
  }),
  'forgot-password': entry<'forgot-password'>(
    ({ open, close, lastResult }) => <forgotPassword.Component open={open} onClose={close} lastResult={lastResult} />,
    {
      load: forgotPassword.load,
      namespaces: ['auth', 'common', 'otp'],
      openedByUrl: 'visitor',
    },
  ),
  'please-contact': entry(PleaseContactEntry, { load: pleaseContact.load, namespaces: ['auth', 'common'] }),
  'update-profile': entry<'update-profile'>(
    ({ open, close }) => <updateProfile.Component open={open} onClose={close} />,
    {
      load: updateProfile.load,
      namespaces: ['auth', 'common'],
      openedByUrl: 'member',
    },
  ),
  // The cashbox (and the deposit modal: the cashbox with deposit first), from the cashbox feature.
  cashbox: entry<'cashbox'>(
    ({ open, close, props }) => <cashbox.Component open={open} view={props.view} onClose={close} />,
    { load: cashbox.load, namespaces: ['cashbox', 'common'] },
  ),
  deposit: entry<'deposit'>(({ open, close }) => <cashbox.Component open={open} view="deposit" onClose={close} />, {
    load: cashbox.load,
    namespaces: ['cashbox', 'common'],
  }),
  error: entry<'error'>(
    ({ close, props }) => <error.Component error={props?.error ?? null} title={props?.title} onClose={close} />,
    {
      load: error.load,
      namespaces: ['common'],
    },
  ),
  // The coupons' modals (the widget's redeem form; the success modal the COUPON_PROMOTION topic opens).
  'redeem-coupon': entry<'redeem-coupon'>(({ open, close }) => <redeemCoupon.Component open={open} onClose={close} />, {
    load: redeemCoupon.load,
    namespaces: ['coupons', 'common'],
  }),
  'coupon-success': entry<'coupon-success'>(
    ({ open, close, props }) => (open ? <couponSuccess.Component coupon={props} onClose={close} /> : null),
    { load: couponSuccess.load, namespaces: ['coupons', 'common'] },
  ),
};

// The server draws the modals a URL opens (?modal=login) in the page's HTML: their code is loaded when it starts.
if (import.meta.env.SSR) {
  for (const m of Object.values(modalRegistry))
    if (m?.openedByUrl) void m.load().catch((err: unknown) => console.error('a modal could not be loaded', err));
}
