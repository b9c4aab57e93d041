import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface ProviderCardData {
  code: string;
  name: string;
  logo: string;
  game_count: number;
}

/** A provider's logo, name and game count, linking to its games. */
export function ProviderCard({ provider, href, compact = false }: { provider: ProviderCardData; href: string; compact?: boolean }) {
  const { t } = useTranslation('games');
  return (
    <Link
      to={href}
      className={`flex h-full flex-col items-center justify-center gap-1 rounded-xl bg-surface ring-1 ring-border/70 transition hover:bg-surface-alt hover:ring-primary/70 ${compact ? 'px-2 py-2' : 'px-3 py-4'}`}
    >
      <img src={provider.logo} alt="" width={240} height={96} loading="lazy" decoding="async" className={compact ? 'h-10 w-auto' : 'h-14 w-auto md:h-16'} />
      <span className="w-full truncate text-center text-xs font-semibold md:text-sm">{provider.name}</span>
      {!compact && <span className="text-xs text-text-muted">{t('providers.games_count', { n: provider.game_count })}</span>}
    </Link>
  );
}
