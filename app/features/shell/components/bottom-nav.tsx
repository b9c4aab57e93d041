import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { localePath } from '../shell.links.ts';
import { AuthLink, authModals } from './auth-buttons.tsx';
import { ContactMenu } from './contact-menu.tsx';
import { ChatIcon, GamesIcon, GiftIcon, HomeIcon, LoginIcon, UserIcon } from './icons.tsx';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex h-full flex-col items-center justify-center gap-0.5 text-[11px] font-semibold ${isActive ? 'text-primary' : 'text-text-muted hover:text-text'}`;

/** Thumb-reach navigation on phones (below 768px), with the contact shortcuts behind one button (contact-menu.tsx). */
export function BottomNav({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const auth = authModals(shell.refCode);
  const has = (id: string) => shell.pages.includes(id);
  const to = (path: string) => localePath(shell.locale, path);
  return (
    <nav
      aria-label={t('bottomNav.label')}
      className="safe-bottom fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface/95 backdrop-blur-md md:hidden"
    >
      <ul className="grid h-bottom-nav auto-cols-fr grid-flow-col">
        <li>
          <NavLink to={to('')} end className={itemClass}>
            <HomeIcon className="size-6" />
            {t('bottomNav.home')}
          </NavLink>
        </li>
        {has('games') ? (
          <li>
            <NavLink to={to('games')} className={itemClass}>
              <GamesIcon className="size-6" />
              {t('bottomNav.games')}
            </NavLink>
          </li>
        ) : null}
        {has('promotions') ? (
          <li>
            <NavLink to={to('promotions')} className={itemClass}>
              <GiftIcon className="size-6" />
              {t('bottomNav.promotions')}
            </NavLink>
          </li>
        ) : null}
        {shell.sticky.length ? (
          <li>
            <ContactMenu
              items={shell.sticky}
              place="bottom-nav"
              className={`${itemClass({ isActive: false })} w-full cursor-pointer [&:has(+:popover-open)]:text-primary`}
            >
              <ChatIcon className="size-6" />
              {t('sticky.label')}
            </ContactMenu>
          </li>
        ) : null}
        {shell.member ? (
          has('setting') ? (
            <li>
              <NavLink to={to('setting')} className={itemClass}>
                <UserIcon className="size-6" />
                {t('bottomNav.account')}
              </NavLink>
            </li>
          ) : null
        ) : (
          <li>
            <AuthLink to="login" onOpen={auth.openLogin} className={`${itemClass({ isActive: false })} w-full`}>
              <LoginIcon className="size-6" />
              {t('bottomNav.login')}
            </AuthLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
