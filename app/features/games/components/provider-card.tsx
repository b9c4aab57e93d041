import { Link } from 'react-router';

export interface ProviderCardData {
  code: string;
  name: string;
  logo: string;
  game_count: number;
}

/** A provider's logo, name and (given the text) game count, linking to its games. */
export function ProviderCard({ provider, href, count }: { provider: ProviderCardData; href: string; count?: string }) {
  const compact = count === undefined;
  return (
    <Link
      to={href}
      className={`flex h-full flex-col items-center justify-center gap-1 rounded-xl bg-surface ring-1 ring-border/70 transition hover:bg-surface-alt hover:ring-primary/70 ${compact ? 'px-2 py-2' : 'px-3 py-4'}`}
    >
      <img
        src={provider.logo}
        alt=""
        width={240}
        height={96}
        loading="lazy"
        decoding="async"
        className={compact ? 'h-10 w-auto' : 'h-14 w-auto md:h-16'}
      />
      <span className="w-full truncate text-center text-xs font-semibold md:text-sm">{provider.name}</span>
      {count !== undefined && <span className="text-xs text-text-muted">{count}</span>}
    </Link>
  );
}
