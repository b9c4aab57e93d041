import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { availableLinks, localePath, MAIN_LINKS } from '../shell.links.ts';
import { AuthButtons, authModals } from './auth-buttons.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { BalanceChip, MemberMenu } from './member-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-lg px-3 py-2 text-sm font-semibold transition-colors ${isActive ? 'text-primary' : 'text-text-muted hover:text-text'}`;

/** The top bar: 62px, fixed, 40px lower when the announcement bar shows. */
export function Navbar({ shell, announced }: { shell: ShellData; announced: boolean }) {
  const { t } = useTranslation('shell');
  const links = availableLinks(MAIN_LINKS, shell.pages, shell.features);
  return (
    <header
      className={`fixed inset-x-0 z-40 h-navbar border-b border-border/80 bg-background/90 backdrop-blur-md ${announced ? 'top-announcement' : 'top-0'}`}
    >
      <div className="mx-auto flex h-full max-w-frame items-center gap-2 px-3 md:gap-4 md:px-6">
        <MobileMenu shell={shell} />
        <Logo shell={shell} />
        <nav aria-label={t('nav.main')} className="ml-4 hidden min-w-0 lg:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.id}>
                <NavLink to={localePath(shell.locale, l.path)} end={l.path === ''} className={linkClass} prefetch="intent">
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {shell.member ? <BalanceChip shell={shell} /> : null}
          <span className={shell.member ? 'hidden sm:block' : undefined}>
            <LanguageSwitcher shell={shell} compact />
          </span>
          {shell.member ? <MemberMenu shell={shell} /> : <AuthButtons shell={shell} />}
        </div>
      </div>
    </header>
  );
}

/** Log in and sign up inside the drawer (the drawer closes first, then the modal opens). */
function DrawerAuth({ shell, onDone }: { shell: ShellData; onDone(): void }) {
  const { t } = useTranslation('shell');
  const auth = authModals(shell.refCode);
  return (
    <div className="grid grid-cols-2 gap-2">
      <button type="button" onClick={() => { onDone(); auth.openLogin(); }} className="h-11 rounded-full border border-border bg-surface-alt text-sm font-semibold hover:border-primary/70">
        {t('auth.login')}
      </button>
      <button type="button" onClick={() => { onDone(); auth.openRegister(); }} className="h-11 rounded-full bg-primary text-sm font-bold text-primary-contrast hover:brightness-110">
        {t('auth.register')}
      </button>
    </div>
  );
}

/** The main links in a drawer, below the desktop breakpoint. */
function MobileMenu({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const links = availableLinks(MAIN_LINKS, shell.pages, shell.features);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="grid size-10 place-items-center rounded-lg text-text hover:bg-surface lg:hidden" aria-label={t('nav.openMenu')}>
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
            <Dialog.Close className="grid size-10 place-items-center rounded-lg hover:bg-surface-alt" aria-label={t('nav.closeMenu')}>
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
                    className={({ isActive }) => `flex rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-primary/15 text-primary' : 'text-text hover:bg-surface-alt'}`}
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
