import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { localePath } from '../shell.links.ts';
import { ChevronLeftIcon } from './icons.tsx';
import { ExpandIcon, ShrinkIcon } from './more-icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { BalanceChip } from './member-menu.tsx';

/** The bar above a running game: back to the games, the game's name, balance, full screen. */
export function GameNavBar({
  shell,
  title,
  fullscreen,
  onToggleFullscreen,
}: {
  shell: ShellData;
  title?: string;
  fullscreen: boolean;
  onToggleFullscreen(): void;
}) {
  const { t } = useTranslation('shell');
  const back = shell.pages.includes('games') ? localePath(shell.locale, 'games') : localePath(shell.locale, '');
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-12 border-b border-border bg-background/95 backdrop-blur">
      <nav aria-label={t('game.controls')} className="flex h-full items-center gap-2 px-2 md:px-4">
        <Link
          to={back}
          className="flex h-9 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-text-muted hover:bg-surface hover:text-text"
        >
          <ChevronLeftIcon className="size-5" />
          <span className="sr-only sm:not-sr-only">{t('game.back')}</span>
        </Link>
        {title ? <p className="min-w-0 truncate text-sm font-semibold">{title}</p> : null}
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {shell.member ? <BalanceChip shell={shell} /> : null}
          <LanguageSwitcher shell={shell} compact />
          <button
            type="button"
            onClick={onToggleFullscreen}
            aria-pressed={fullscreen}
            className="grid size-9 place-items-center rounded-lg border border-border bg-surface hover:border-primary"
            aria-label={fullscreen ? t('game.exitFullscreen') : t('game.fullscreen')}
          >
            {fullscreen ? <ShrinkIcon className="size-5" /> : <ExpandIcon className="size-5" />}
          </button>
        </div>
      </nav>
    </header>
  );
}
