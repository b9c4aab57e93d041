import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { onDemand, onDemandTriggerProps, useOnDemand } from '../../../components/ui/on-demand.ts';
import { HEADER_ALERTS_ID } from '../../../shared/header-slot.ts';
import type { ShellData } from '../shell.types.ts';
import { availableLinks, localePath, MAIN_LINKS } from '../shell.links.ts';
import { AuthButtons } from './auth-buttons.tsx';
import { NavbarContact } from './contact-menu.tsx';
import { MenuIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { BalanceChip, MemberMenu } from './member-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold transition-colors 2xl:px-3 ${isActive ? 'text-primary' : 'text-text-muted hover:text-text'}`;

/** The top bar: 62px, fixed, 40px lower when the announcement bar shows. */
export function Navbar({ shell, announced }: { shell: ShellData; announced: boolean }) {
  const { t } = useTranslation('shell');
  const links = availableLinks(MAIN_LINKS, shell.pages, shell.features).filter((l) => !l.drawerOnly);
  return (
    <header
      className={`fixed inset-x-0 z-40 h-navbar border-b border-border/80 bg-background/90 backdrop-blur-md ${announced ? 'top-announcement' : 'top-0'}`}
    >
      <div className="mx-auto flex h-full max-w-frame items-center gap-2 px-3 md:gap-4 md:px-6">
        <MobileMenuButton shell={shell} />
        <Logo shell={shell} />
        <nav aria-label={t('nav.main')} className="ml-4 hidden min-w-0 xl:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.id}>
                <NavLink
                  to={localePath(shell.locale, l.path)}
                  end={l.path === ''}
                  className={linkClass}
                  prefetch="intent"
                >
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {shell.member ? <BalanceChip shell={shell} /> : null}
          {shell.member ? <span id={HEADER_ALERTS_ID} className="contents" /> : null}
          <NavbarContact items={shell.sticky} announced={announced} />
          <span className={shell.member ? 'hidden sm:block' : undefined}>
            <LanguageSwitcher shell={shell} compact />
          </span>
          {shell.member ? <MemberMenu shell={shell} /> : <AuthButtons shell={shell} />}
        </div>
      </div>
    </header>
  );
}

const mobileMenu = onDemand(() => import('./mobile-menu.tsx').then((m) => m.MobileMenu));

/** The drawer lists every page, some only there (`NavTarget.drawerOnly`): its button shows at every width. */
export const MENU_TRIGGER_CLASS = 'grid size-10 place-items-center rounded-lg text-text hover:bg-surface';

/** The menu button below the desktop breakpoint; the drawer's code loads when it is first used (mobile-menu.tsx). */
function MobileMenuButton({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const menu = useOnDemand(mobileMenu);
  if (menu.Loaded) return <menu.Loaded shell={shell} defaultOpen />;
  return (
    <button
      type="button"
      className={MENU_TRIGGER_CLASS}
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      {...onDemandTriggerProps(menu)}
    >
      <MenuIcon className="size-6" />
    </button>
  );
}
