import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useLocation } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { availableLinks, localePath, SETTING_LINKS } from '../shell.links.ts';
import { formatShellAmount } from '../shell.money.ts';
import { useShellUi } from '../../../shared/shell-ui.tsx';
import { LogoutIcon } from './more-icons.tsx';
import { MEMBER_TRIGGER_CLASS, MemberTriggerContent } from './member-menu.tsx';

/** The member's menu (Radix), loaded when its button is first used; it opens at once when loaded by a click. */
export function MemberMenuDropdown({ shell, defaultOpen }: { shell: ShellData; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const { currencyLanguage } = useShellUi();
  const logout = useFetcher();
  const location = useLocation();
  const leaving = logout.state !== 'idle';
  const member = shell.member!;
  const links = availableLinks(SETTING_LINKS, shell.pages, shell.features).slice(0, 8);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={MEMBER_TRIGGER_CLASS}
        aria-label={t('member.menu', { username: member.username })}
      >
        <MemberTriggerContent username={member.username} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] w-64 rounded-xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          <div className="px-2.5 py-2">
            <p className="truncate font-semibold">{member.username}</p>
            {shell.wallet ? (
              <p className="mt-0.5 text-sm text-text-muted">
                {t('member.balance')}:{' '}
                <span className="font-semibold tabular-nums text-primary">
                  {formatShellAmount(shell.wallet.balance, shell.wallet.currency, currencyLanguage)}
                </span>
              </p>
            ) : null}
          </div>
          {links.length ? <DropdownMenu.Separator className="my-1 h-px bg-border" /> : null}
          {links.map((l) => (
            <DropdownMenu.Item key={l.id} asChild>
              <Link
                to={localePath(shell.locale, l.path)}
                className="flex rounded-lg px-2.5 py-2 text-sm text-text outline-none data-[highlighted]:bg-surface-alt"
              >
                {t(l.label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            disabled={leaving}
            onSelect={() => {
              // A POST to the auth forms' action: the session ends on the server, the page's data reloads as a
              // visitor's (a members' page sends the visitor home).
              void logout.submit(
                { intent: 'logout', _js: '1', redirectTo: `${location.pathname}${location.search}` },
                { method: 'post', action: `/${shell.locale}/auth` },
              );
            }}
            className="flex cursor-pointer items-center gap-2 rounded-lg px-2.5 py-2 text-sm text-danger outline-none data-[highlighted]:bg-surface-alt"
          >
            <LogoutIcon className="size-4" />
            {leaving ? t('auth.loggingOut') : t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
