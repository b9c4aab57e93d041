import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { availableLinks, localePath, MAIN_LINKS } from '../shell.links.ts';
import { authModals } from './auth-buttons.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { BalanceChip } from './member-menu.tsx';
import { MENU_TRIGGER_CLASS } from './navbar.tsx';

/** Log in and sign up inside the drawer (the drawer closes first, then the modal opens). */
function DrawerAuth({ shell, onDone }: { shell: ShellData; onDone(): void }) {
  const { t } = useTranslation('shell');
  const auth = authModals(shell.refCode);
  return (
    <div className="grid grid-cols-2 gap-2">
      <button
        type="button"
        onClick={() => {
          onDone();
          auth.openLogin();
        }}
        className="h-11 rounded-full border border-border bg-surface-alt text-sm font-semibold hover:border-primary/70"
      >
        {t('auth.login')}
      </button>
      <button
        type="button"
        onClick={() => {
          onDone();
          auth.openRegister();
        }}
        className="h-11 rounded-full bg-primary text-sm font-bold text-primary-contrast hover:brightness-110"
      >
        {t('auth.register')}
      </button>
    </div>
  );
}

/**
 * The main links in a drawer (Radix), below the desktop breakpoint; loaded when the menu button is first used and
 * opened at once when loaded by a click. It closes when the page changes.
 */
export function MobileMenu({ shell, defaultOpen = false }: { shell: ShellData; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(defaultOpen);
  const location = useLocation();
  const shownAt = useRef(location.pathname);
  useEffect(() => {
    if (shownAt.current === location.pathname) return;
    shownAt.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);
  const links = availableLinks(MAIN_LINKS, shell.pages, shell.features);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={MENU_TRIGGER_CLASS} aria-label={t('nav.openMenu')}>
        <MenuIcon className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/60 backdrop-blur-sm" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-[61] flex w-[min(84vw,320px)] flex-col border-r border-border bg-surface shadow-2xl outline-none"
        >
          <div className="flex h-navbar items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-base font-bold">{t('nav.menu')}</Dialog.Title>
            <Dialog.Close
              className="grid size-10 place-items-center rounded-lg hover:bg-surface-alt"
              aria-label={t('nav.closeMenu')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.main')} className="flex-1 overflow-y-auto p-3">
            <ul className="space-y-1">
              {links.map((l) => (
                <li key={l.id}>
                  <NavLink
                    to={localePath(shell.locale, l.path)}
                    end={l.path === ''}
                    className={({ isActive }) =>
                      `flex rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-primary/15 text-primary' : 'text-text hover:bg-surface-alt'}`
                    }
                  >
                    {t(l.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-3 border-t border-border p-4">
            {shell.member ? null : <DrawerAuth shell={shell} onDone={() => setOpen(false)} />}
            <div className="flex items-center justify-between gap-3">
              <LanguageSwitcher shell={shell} />
              {shell.member ? <BalanceChip shell={shell} /> : null}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
