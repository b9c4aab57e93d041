import { useTranslation } from 'react-i18next';
import { onDemand, onDemandTriggerProps, useOnDemand } from '../../../components/ui/on-demand.ts';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '../../../i18n/config.ts';
import type { ShellData } from '../shell.types.ts';
import { ChevronDownIcon, GlobeIcon } from './icons.tsx';

/** Saves the language choice for 365 days. */
export function saveLocaleCookie(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox; the server reads this cookie
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export const LANGUAGE_TRIGGER_CLASS =
  'flex h-10 items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 text-sm sm:px-3 font-medium text-text hover:border-primary/60 data-[state=open]:border-primary';

/** What the switcher's button shows: the globe, the language (its code when compact) and a chevron. */
export function LanguageTriggerContent({ shell, compact }: { shell: ShellData; compact: boolean }) {
  const { t } = useTranslation('shell');
  const current = shell.languages.find((l) => l.code === shell.locale);
  return (
    <>
      <GlobeIcon className="size-5 text-text-muted" />
      <span className="sr-only">{t('language.label')}: </span>
      {compact ? <span className="uppercase">{shell.locale}</span> : <span>{current?.native_name}</span>}
      <ChevronDownIcon className="hidden size-4 text-text-muted sm:block" />
    </>
  );
}

const languageMenu = onDemand(() => import('./language-menu.tsx').then((m) => m.LanguageMenu));

/**
 * Chooses the interface language: the cookie is saved and the same page opens under the new prefix. The menu's
 * code loads when the button is first pointed at, focused or pressed (language-menu.tsx).
 */
export function LanguageSwitcher({ shell, compact = false }: { shell: ShellData; compact?: boolean }) {
  const { t } = useTranslation('shell');
  const menu = useOnDemand(languageMenu);
  const languages = shell.languages.filter((l) => isLocale(l.code));
  const current = languages.find((l) => l.code === shell.locale);
  if (languages.length < 2) return null;
  if (menu.Loaded) return <menu.Loaded shell={shell} compact={compact} defaultOpen />;
  return (
    <button
      type="button"
      className={LANGUAGE_TRIGGER_CLASS}
      title={t('language.change', { name: current?.native_name ?? shell.locale })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...onDemandTriggerProps(menu)}
    >
      <LanguageTriggerContent shell={shell} compact={compact} />
    </button>
  );
}
