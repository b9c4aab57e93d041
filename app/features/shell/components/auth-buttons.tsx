import { useTranslation } from 'react-i18next';
import { modals, preloadModal } from '../../../shared/modal-store.ts';
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

/** Log in and sign up, for visitors (on phones log in sits in the bottom navigation); pointing at one loads its dialog. */
export function AuthButtons({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  if (shell.member) return null;
  const auth = authModals(shell.refCode);
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={auth.openLogin}
        onPointerEnter={() => preloadModal('login')}
        onFocus={() => preloadModal('login')}
        className="hidden h-10 items-center whitespace-nowrap rounded-full border border-border bg-surface px-4 text-sm font-semibold text-text hover:border-primary/70 sm:inline-flex"
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        onClick={auth.openRegister}
        onPointerEnter={() => preloadModal('register')}
        onFocus={() => preloadModal('register')}
        className="inline-flex h-10 items-center whitespace-nowrap rounded-full bg-primary px-4 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/25 hover:brightness-110 sm:px-4"
      >
        {t('auth.register')}
      </button>
    </div>
  );
}
