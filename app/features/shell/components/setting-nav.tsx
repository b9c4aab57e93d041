import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { availableLinks, localePath, SETTING_LINKS, type NavTarget } from '../shell.links.ts';
import { GiftIcon, HomeIcon, PauseIcon, TicketIcon, UserIcon, WalletIcon } from './icons.tsx';
import {
  ChartIcon,
  CoinsIcon,
  HistoryIcon,
  LockIcon,
  MailIcon,
  PercentIcon,
  StarIcon,
  TrophyIcon,
  UsersIcon,
} from './more-icons.tsx';

const ICONS: Record<string, (p: { className?: string }) => React.ReactNode> = {
  setting: HomeIcon,
  'setting-profile': UserIcon,
  'setting-wallet': WalletIcon,
  'setting-history': HistoryIcon,
  'setting-promotion': GiftIcon,
  'setting-totalbet': ChartIcon,
  'setting-totalpoints': StarIcon,
  'setting-redeemhistory': TrophyIcon,
  'setting-rebate': PercentIcon,
  'setting-cashback': CoinsIcon,
  'setting-couponhistory': TicketIcon,
  'setting-affiliate': UsersIcon,
  'setting-personal-message': MailIcon,
  'setting-changePassword': LockIcon,
  'setting-limits': PauseIcon,
  'setting-security': LockIcon,
  'setting-statement': ChartIcon,
};

export function settingLinks(shell: ShellData): NavTarget[] {
  return availableLinks(SETTING_LINKS, shell.pages, shell.features);
}

/** The account pages that exist: a side column from 768px, a scrolling row of tabs on phones. */
export function SettingNav({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('shell');
  const links = settingLinks(shell);
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On phones the current page's tab is scrolled into the row's view.
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  if (links.length === 0) return null;
  return (
    <>
      <nav aria-label={t('setting.nav')} className="hidden md:block">
        <ul className="sticky top-[calc(var(--spacing-content-announced)+8px)] space-y-1 rounded-2xl border border-border bg-surface p-2">
          {links.map((l) => {
            const Icon = ICONS[l.id] ?? UserIcon;
            return (
              <li key={l.id}>
                <NavLink
                  to={localePath(shell.locale, l.path)}
                  end
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-primary text-primary-contrast' : 'text-text-muted hover:bg-surface-alt hover:text-text'}`
                  }
                >
                  <Icon className="size-5 shrink-0" />
                  {t(l.label)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label={t('setting.nav')} className="-mx-3 md:hidden">
        <ul ref={row} className="scrollbar-none relative flex gap-2 overflow-x-auto px-3 pb-1">
          {links.map((l) => (
            <li key={l.id} className="shrink-0">
              <NavLink
                to={localePath(shell.locale, l.path)}
                end
                className={({ isActive }) =>
                  `block rounded-full border px-4 py-2 text-sm font-medium ${isActive ? 'border-primary bg-primary text-primary-contrast' : 'border-border bg-surface text-text-muted'}`
                }
              >
                {t(l.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export { ICONS as SETTING_ICONS };
