import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { htmlLang, isLocale, type Locale } from '../../../i18n/config.ts';
import { switchLocalePath } from '../shell.language.ts';
import type { ShellData } from '../shell.types.ts';
import { CheckIcon } from './icons.tsx';
import { LANGUAGE_TRIGGER_CLASS, LanguageTriggerContent, saveLocaleCookie } from './language-switcher.tsx';

/** The language menu (Radix), loaded when the switcher is first used; it opens at once when loaded by a click. */
export function LanguageMenu({
  shell,
  compact = false,
  defaultOpen,
}: {
  shell: ShellData;
  compact?: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const languages = shell.languages.filter((l) => isLocale(l.code));
  const current = languages.find((l) => l.code === shell.locale);
  const choose = (code: string) => {
    if (!isLocale(code)) return;
    saveLocaleCookie(code);
    if (code !== shell.locale)
      navigate(switchLocalePath(location.pathname, location.search, shell.locale, code) + location.hash);
  };
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={LANGUAGE_TRIGGER_CLASS}
        title={t('language.change', { name: current?.native_name ?? shell.locale })}
      >
        <LanguageTriggerContent shell={shell} compact={compact} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-[70] max-h-[min(70vh,480px)] w-56 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-2xl shadow-black/50"
        >
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold uppercase tracking-wide text-text-muted">
            {t('language.label')}
          </DropdownMenu.Label>
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
