import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { MODAL_QUERY_KEY, modals, preloadModal } from '../../../shared/modal-store.ts';
import type { ShellData } from '../shell.types.ts';

/** How the shell opens the auth feature's modals (drawn by its modal host). */
export interface AuthModals {
  openLogin(): void;
  openRegister(): void;
  openUpdateProfile(): void;
}

/** The auth modals, with the visitor's kept referral code for registration. */
export function authModals(refCode: string | null): AuthModals {
  return {
    openLogin: () => modals.open('login'),
    openRegister: () => modals.open('register', { refCode }),
    openUpdateProfile: () => modals.open('update-profile'),
  };
}

/**
 * A visitor's way in, as a link that works before the page's scripts have loaded: log in opens the login dialog on
 * the same page (`?modal=login`, drawn by the server with its form), sign up goes to the register page (the whole
 * form). Once the scripts run, a press opens the dialog in place; pointing at it loads the dialog's code.
 */
export function AuthLink({
  to,
  onOpen,
  className,
  children,
}: {
  to: 'login' | 'register';
  onOpen(): void;
  className: string;
  children: React.ReactNode;
}) {
  const location = useLocation();
  const { lang } = useParams();
  let href = `/${lang}/register`;
  if (to === 'login') {
    const search = new URLSearchParams(location.search);
    search.set(MODAL_QUERY_KEY, 'login');
    href = `${location.pathname}?${search.toString()}`;
  }
  return (
    <a
      href={href}
      rel="nofollow"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onOpen();
      }}
      onPointerEnter={() => preloadModal(to)}
      onFocus={() => preloadModal(to)}
      className={className}
    >
      {children}
    </a>
  );
}

/** Log in and sign up, for visitors (on phones log in sits in the bottom navigation). */
export function AuthButtons({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  if (shell.member) return null;
  const auth = authModals(shell.refCode);
  return (
    <div className="flex items-center gap-2">
      <AuthLink
        to="login"
        onOpen={auth.openLogin}
        className="hidden h-10 items-center whitespace-nowrap rounded-full border border-border bg-surface px-4 text-sm font-semibold text-text hover:border-primary/70 sm:inline-flex"
      >
        {t('auth.login')}
      </AuthLink>
      <AuthLink
        to="register"
        onOpen={auth.openRegister}
        className="inline-flex h-10 items-center whitespace-nowrap rounded-full bg-primary px-4 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/25 hover:brightness-110 sm:px-4"
      >
        {t('auth.register')}
      </AuthLink>
    </div>
  );
}
