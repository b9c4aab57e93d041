import { Link } from 'react-router';

export interface Chip {
  key: string;
  label: string;
  href: string;
  active: boolean;
  count?: number;
}

/** A horizontally scrolling row of links (category tabs, tags); the active one is marked aria-current. */
export function ChipNav({ label, chips, variant = 'tab' }: { label: string; chips: Chip[]; variant?: 'tab' | 'tag' }) {
  const base =
    variant === 'tab'
      ? 'flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition'
      : 'flex h-8 items-center whitespace-nowrap rounded-lg border px-3 text-xs font-semibold transition';
  const on = variant === 'tab' ? 'bg-primary text-primary-contrast' : 'border-primary bg-primary/15 text-primary';
  const off =
    variant === 'tab'
      ? 'bg-surface text-text hover:bg-surface-alt'
      : 'border-border text-text-muted hover:border-text-muted hover:text-text';
  return (
    <nav aria-label={label} className="scrollbar-none -mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex w-max gap-2 md:w-auto md:flex-wrap">
        {chips.map((c) => (
          <li key={c.key}>
            <Link
              to={c.href}
              aria-current={c.active ? 'page' : undefined}
              className={`${base} ${c.active ? on : off}`}
              preventScrollReset
            >
              {c.label}
              {c.count !== undefined && (
                <span className={`text-xs font-normal ${c.active ? 'opacity-80' : 'text-text-muted'}`}>{c.count}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
