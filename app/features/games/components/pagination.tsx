import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Page numbers to show: the first, the last and the neighbours of the current one, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Links to the pages of a result; `href(page)` builds each link, so filters stay in the URL. */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation('games');
  if (pages <= 1) return null;
  const item = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5 pt-2">
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          rel="prev"
          className={`${item} bg-surface-alt hover:bg-border`}
          preventScrollReset={false}
        >
          {t('pagination.previous')}
        </Link>
      ) : (
        <span className={`${item} bg-surface text-text-muted`} aria-disabled="true">
          {t('pagination.previous')}
        </span>
      )}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-text-muted" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${item} bg-primary text-primary-contrast`}>
            {p}
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            className={`${item} bg-surface-alt hover:bg-border`}
            aria-label={t('pagination.page', { page: p })}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className={`${item} bg-surface-alt hover:bg-border`}>
          {t('pagination.next')}
        </Link>
      ) : (
        <span className={`${item} bg-surface text-text-muted`} aria-disabled="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}
