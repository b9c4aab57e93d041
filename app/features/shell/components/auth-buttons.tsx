import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellData } from '../shell.types.ts';

/** How the shell opens the auth feature's modals (login, register, update profile). */
export interface AuthModals {
  openLogin(): void;
  openRegister(): void;
  openUpdateProfile?(): void;
}

export const AuthModalsContext = createContext<AuthModals | null>(null);

export function useAuthModals(): AuthModals | null {
  return useContext(AuthModalsContext);
}

/** Log in and sign up, for visitors. */
export function AuthButtons({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const auth = useAuthModals();
  if (shell.member || !auth) return null;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={auth.openLogin}
        className="inline-flex h-10 items-center rounded-full border border-border bg-surface px-4 text-sm font-semibold text-text hover:border-primary/70"
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        onClick={auth.openRegister}
        className="inline-flex h-10 items-center rounded-full bg-gradient-to-r from-primary to-[color-mix(in_oklab,var(--color-primary),#fff_18%)] px-4 text-sm font-bold text-primary-contrast shadow-lg shadow-primary/25 hover:brightness-110"
      >
        {t('auth.register')}
      </button>
    </div>
  );
}
