import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Input } from '../../../components/ui/input';
import { buttonClasses } from '../../../components/ui/button';
import { useHydrated } from '../../../shared/use-hydrated';

/** The four affiliate pages of the account area. */
export function AffiliateTabs({ locale }: { locale: string }) {
  const { t } = useTranslation('affiliate');
  const tabs = [
    { to: `/${locale}/setting/affiliate`, label: t('tabs.overview') },
    { to: `/${locale}/setting/affiliate/statistics`, label: t('tabs.statistics') },
    { to: `/${locale}/setting/affiliate/member`, label: t('tabs.member') },
    { to: `/${locale}/setting/affiliate/income`, label: t('tabs.income') },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="overflow-x-auto">
      <ul className="flex min-w-max gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ${isActive ? 'bg-primary text-primary-contrast' : 'border border-border bg-surface text-text-muted hover:text-text'}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A read-only field with a copy button (the text stays selectable without JavaScript). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('affiliate');
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <Input
      label={label}
      value={value}
      readOnly
      className="min-w-0"
      onFocus={(e) => e.currentTarget.select()}
      end={
        hydrated ? (
          <button
            type="button"
            className="h-9 rounded-full bg-primary px-4 text-sm font-bold text-primary-contrast"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(value);
                setCopied(true);
                setTimeout(() => setCopied(false), 2000);
              } catch {
                setCopied(false);
              }
            }}
          >
            <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
            <span className="sr-only">{` ${label}`}</span>
          </button>
        ) : null
      }
    />
  );
}

export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border px-4 py-12 text-center"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-12 fill-none stroke-text-muted" strokeWidth="1.5">
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5M16 5.5a3 3 0 0 1 0 5.6M18.5 14.8c1.6.7 2.6 2.4 3 5.2" />
      </svg>
      <p className="text-lg font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-text-muted">{hint}</p>
    </div>
  );
}

/** The data could not be read, or the programme is not open to this account. */
export function LoadProblem({ status, retryHref }: { status: 'error' | 'forbidden'; retryHref: string }) {
  const { t } = useTranslation('affiliate');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger/40 bg-danger/5 px-4 py-8 text-center"
    >
      <p className="font-semibold">{status === 'forbidden' ? t('errors.AFFILIATE_NOT_ALLOWED') : t('loadError')}</p>
      {status === 'error' ? (
        <Link to={retryHref} replace className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          {t('retry')}
        </Link>
      ) : null}
    </div>
  );
}

/** Grey blocks while a page reads again. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('affiliate');
  return (
    <div role="status" aria-live="polite" className="space-y-2">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-xl border border-border bg-surface" />
      ))}
    </div>
  );
}
