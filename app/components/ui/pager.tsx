import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/**
 * Previous / next with "Page 2 of 5" under a list. Each is a link built by `href(page)`, so the page (and the list's
 * filters) stay in the URL and work before the scripts load; the ends show as inert text.
 */
export function Pager({
  page,
  pages,
  href,
  className,
}: {
  page: number;
  pages: number;
  href(page: number): string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  if (pages <= 1) return null;
  const item = 'flex h-10 items-center rounded-lg px-4 text-sm font-semibold';
  const end = (label: string) => (
    <span aria-disabled="true" className={cn(item, 'text-text-muted')}>
      {label}
    </span>
  );
  return (
    <nav aria-label={t('pager.label')} className={cn('flex items-center justify-between gap-2 pt-1', className)}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" preventScrollReset className={cn(item, 'bg-surface-alt hover:bg-border')}>
          {t('pager.previous')}
        </Link>
      ) : (
        end(t('pager.previous'))
      )}
      <span className="text-sm tabular-nums text-text-muted" aria-current="page">
        {t('pager.status', { page, pages })}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" preventScrollReset className={cn(item, 'bg-surface-alt hover:bg-border')}>
          {t('pager.next')}
        </Link>
      ) : (
        end(t('pager.next'))
      )}
    </nav>
  );
}
