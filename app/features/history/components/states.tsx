import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Rows of grey bars while a page of records loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('history');
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="flex animate-pulse items-center gap-3 rounded-xl border border-border bg-surface p-3"
        >
          <div className="h-4 w-1/3 rounded bg-surface-alt" />
          <div className="h-4 w-1/5 rounded bg-surface-alt" />
          <div className="ml-auto h-4 w-1/6 rounded bg-surface-alt" />
        </div>
      ))}
    </div>
  );
}

export function EmptyRecords() {
  const { t } = useTranslation('history');
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-12 text-center"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-12 fill-none stroke-text-muted"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <rect x="4" y="3" width="16" height="18" rx="2" />
        <path d="M8 8h8M8 12h8M8 16h5" />
      </svg>
      <p className="text-lg font-semibold">{t('empty.title')}</p>
      <p className="max-w-sm text-sm text-text-muted">{t('empty.hint')}</p>
    </div>
  );
}

/** The records could not be read: the same address again (a link, so it works before the scripts have loaded). */
export function LoadFailed({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation('history');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/5 px-4 py-8 text-center"
    >
      <p className="font-semibold">{t('error.load')}</p>
      <Link
        to={retryHref}
        replace
        preventScrollReset
        className="rounded-full bg-surface-alt px-4 py-2 text-sm font-semibold hover:bg-border"
      >
        {t('error.retry')}
      </Link>
    </div>
  );
}
