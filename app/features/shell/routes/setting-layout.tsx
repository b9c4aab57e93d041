import { useTranslation } from 'react-i18next';
import { Link, useOutlet } from 'react-router';
import { AuthLink, authModals } from '../components/auth-buttons.tsx';
import { BalanceChip } from '../components/member-menu.tsx';
import { primaryButton, secondaryButton } from '../components/modal-frame.tsx';
import { SETTING_ICONS, SettingNav, settingLinks } from '../components/setting-nav.tsx';
import { UserIcon } from '../components/icons.tsx';
import { localePath } from '../shell.links.ts';
import { useShell } from '../use-shell.ts';

/** /setting without a page of its own: the member card and a tile for every account page that exists. */
function SettingOverview() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  const links = settingLinks(shell).filter((l) => l.id !== 'setting');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-gradient-to-br from-surface-alt to-surface p-5">
        <span className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-primary to-secondary text-primary-contrast">
          <UserIcon className="size-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">{shell.member?.username}</h1>
          <p className="text-sm text-text-muted">{t('setting.title')}</p>
        </div>
        <BalanceChip shell={shell} />
      </div>
      {links.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {links.map((l) => {
            const Icon = SETTING_ICONS[l.id] ?? UserIcon;
            return (
              <li key={l.id}>
                <Link
                  to={localePath(shell.locale, l.path)}
                  className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 font-semibold hover:border-primary/60 hover:bg-surface-alt"
                >
                  <Icon className="size-6 text-primary" />
                  {t(l.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * For a visitor: the account pages need a login. It names the account pages this site has (each feature's page
 * brings its own label), never ones that do not exist yet.
 */
function LoginPrompt() {
  const { t } = useTranslation('shell');
  const shell = useShell();
  const auth = authModals(shell.refCode);
  const links = settingLinks(shell).filter((l) => l.id !== 'setting');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-6 py-10 text-center">
      <UserIcon className="size-12 text-primary" />
      <h1 className="mt-4 text-xl font-bold">{t('setting.loginTitle')}</h1>
      {links.length ? (
        <>
          <p className="mt-2 text-sm text-text-muted">{t('setting.loginBody')}</p>
          <ul className="mt-4 flex flex-wrap justify-center gap-2">
            {links.map((l) => {
              const Icon = SETTING_ICONS[l.id] ?? UserIcon;
              return (
                <li
                  key={l.id}
                  className="flex items-center gap-1.5 rounded-full border border-border bg-surface-alt px-3 py-1.5 text-sm text-text"
                >
                  <Icon className="size-4 text-primary" />
                  {t(l.label)}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <div className="mt-6 flex gap-3">
        <AuthLink to="login" className={secondaryButton} onOpen={auth.openLogin}>
          {t('auth.login')}
        </AuthLink>
        <AuthLink to="register" className={primaryButton} onOpen={auth.openRegister}>
          {t('auth.register')}
        </AuthLink>
      </div>
    </section>
  );
}

/** Setting layout: side navigation on the left from 768px, the account page on the right. */
export default function SettingLayout() {
  const shell = useShell();
  const outlet = useOutlet();
  if (!shell.member) {
    return (
      <div className="mx-auto max-w-frame px-3 py-6 md:px-6">
        <LoginPrompt />
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-frame grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 md:grid-cols-[240px_minmax(0,1fr)] md:gap-6 md:px-6 md:py-6 xl:grid-cols-[280px_minmax(0,1fr)]">
      <SettingNav shell={shell} />
      <div className="min-w-0">{outlet ?? <SettingOverview />}</div>
    </div>
  );
}
