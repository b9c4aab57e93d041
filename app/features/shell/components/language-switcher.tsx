import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, htmlLang, isLocale, type Locale } from '../../../i18n/config.ts';
import { switchLocalePath } from '../shell.language.ts';
import type { ShellData } from '../shell.types.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons.tsx';

/** Saves the language choice for 365 days. */
export function saveLocaleCookie(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/** Chooses the interface language: the cookie is saved and the same page opens under the new prefix. */
export function LanguageSwitcher({ shell, compact = false }: { shell: ShellData; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const languages = shell.languages.filter((l) => isLocale(l.code));
  const current = languages.find((l) => l.code === shell.locale);
  if (languages.length < 2) return null;
  const choose = (code: string) => {
    if (!isLocale(code)) return;
    saveLocaleCookie(code);
    if (code !== shell.locale) navigate(switchLocalePath(location.pathname, location.search, shell.locale, code) + location.hash);
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex h-10 items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-sm sm:px-3 font-medium text-text hover:border-primary/60 data-[state=open]:border-primary"
        title={t('language.change', { name: current?.native_name ?? shell.locale })}
      >
        <GlobeIcon className="size-5 text-text-muted" />
        <span className="sr-only">{t('language.label')}: </span>
        {compact ? <span className="uppercase">{shell.locale}</span> : <span>{current?.native_name}</span>}
        <ChevronDownIcon className="hidden size-4 text-text-muted sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] max-h-[min(70vh,480px)] w-56 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-text-muted">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={shell.locale} onValueChange={choose}>
            {languages.map((l) => (
              <DropdownMenu.RadioItem
                key={l.code}
                value={l.code}
                lang={htmlLang(l.code as Locale)}
                className="flex cursor-pointer items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm text-text outline-none data-[highlighted]:bg-surface-alt data-[state=checked]:text-primary"
              >
                <span>{l.native_name}</span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
