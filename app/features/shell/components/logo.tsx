import { Link } from 'react-router';
import type { ShellData } from '../shell.types.ts';
import { localePath } from '../shell.links.ts';

/** The site logo linking home; the mobile logo on small screens when one is configured. */
export function Logo({ shell, className = '' }: { shell: ShellData; className?: string }) {
  const { site } = shell;
  return (
    <Link
      to={localePath(shell.locale, '')}
      className={`flex shrink-0 items-center ${className}`}
      aria-label={site.name}
    >
      {site.logo ? (
        <picture>
          {site.logoMobile ? <source media="(max-width: 767px)" srcSet={site.logoMobile} /> : null}
          <img src={site.logo} alt="" className="h-8 w-auto max-w-[140px] object-contain md:h-9 md:max-w-[180px]" />
        </picture>
      ) : (
        <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-xl font-black tracking-tight text-transparent">
          {site.name}
        </span>
      )}
    </Link>
  );
}
