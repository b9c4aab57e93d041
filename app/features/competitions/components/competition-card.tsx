import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/dates';
import { grouped, useCompetitionMoney } from '../competitions.hooks';
import type { CompetitionView } from '../competitions.schemas';

/** Background of a card and the detail page's banner per theme. */
export const THEME_CLASSES: Record<string, string> = {
  gold: 'from-amber-900 via-amber-600 to-yellow-300',
  ruby: 'from-rose-950 via-rose-700 to-pink-300',
  emerald: 'from-emerald-950 via-emerald-700 to-teal-300',
  sapphire: 'from-blue-950 via-blue-700 to-sky-300',
  violet: 'from-violet-950 via-violet-700 to-fuchsia-300',
};

export function Trophy({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M7 3h10v2h3a1 1 0 0 1 1 1v2a5 5 0 0 1-4.3 4.95A5 5 0 0 1 13 15.9V18h3v2H8v-2h3v-2.1a5 5 0 0 1-3.7-2.95A5 5 0 0 1 3 8V6a1 1 0 0 1 1-1h3V3Zm10 4v3.83A3 3 0 0 0 19 8V7h-2ZM5 7v1a3 3 0 0 0 2 2.83V7H5Z" />
    </svg>
  );
}

const STATE_BADGE: Record<string, string> = {
  ongoing: 'bg-black/70 text-green-300',
  upcoming: 'bg-black/70 text-yellow-200',
  completed: 'bg-black/70 text-white',
};

export function StateBadge({ state }: { state: string }) {
  const { t } = useTranslation('competitions');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ${STATE_BADGE[state] ?? ''}`}
    >
      {t(`state.${state}`)}
    </span>
  );
}

/** The prize pool as one line: money, points, or both. */
export function usePoolText(): (c: Pick<CompetitionView, 'prize_pool' | 'currency'>) => string {
  const { t } = useTranslation('competitions');
  const money = useCompetitionMoney();
  return (c) =>
    [
      c.prize_pool.money > 0 ? money(c.prize_pool.money, c.currency) : null,
      c.prize_pool.points > 0 ? t('prize.points', { points: grouped(c.prize_pool.points) }) : null,
    ]
      .filter(Boolean)
      .join(' + ');
}

export function CompetitionCard({ competition: c, locale }: { competition: CompetitionView; locale: string }) {
  const { t } = useTranslation('competitions');
  const pool = usePoolText();
  const action = c.state === 'completed' ? t('list.viewResults') : c.joined ? t('list.viewBoard') : t('list.details');
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm">
      <div className={`relative bg-gradient-to-br ${THEME_CLASSES[c.theme] ?? THEME_CLASSES.gold} p-4 text-white`}>
        <div className="flex items-start justify-between gap-3">
          <StateBadge state={c.state} />
          {c.joined ? (
            <span className="rounded-full bg-black/40 px-2.5 py-0.5 text-xs font-bold">{t('list.joined')}</span>
          ) : null}
        </div>
        <div className="mt-3 flex items-center gap-3">
          <Trophy className="size-12 shrink-0 text-yellow-100 drop-shadow" />
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wide text-white/85">{t('list.prizePool')}</p>
            <p className="text-2xl font-extrabold break-words drop-shadow">{pool(c)}</p>
          </div>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t(`calc.${c.calc_type}`)}</p>
        <h2 className="text-lg font-bold break-words">{c.name}</h2>
        {c.summary ? <p className="text-sm text-text-muted">{c.summary}</p> : null}
        <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
          <div>
            <dt className="text-xs text-text-muted">{c.state === 'upcoming' ? t('list.starts') : t('list.ends')}</dt>
            <dd className="font-semibold tabular-nums">
              {formatDateTime(c.state === 'upcoming' ? c.starts_at : c.ends_at, { locale })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-text-muted">{t('list.players')}</dt>
            <dd className="font-semibold tabular-nums">{c.players.toLocaleString('en-US')}</dd>
          </div>
        </dl>
        <Link
          to={`/${locale}/competition/${c.id}`}
          aria-label={`${action}: ${c.name}`}
          className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-5 font-bold text-primary-contrast hover:brightness-110"
        >
          {action}
        </Link>
      </div>
    </article>
  );
}

export function CompetitionCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-surface" aria-hidden="true">
      <div className="h-32 animate-pulse bg-surface-alt" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-24 animate-pulse rounded bg-surface-alt" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-surface-alt" />
        <div className="h-4 w-full animate-pulse rounded bg-surface-alt" />
        <div className="h-11 w-full animate-pulse rounded-full bg-surface-alt" />
      </div>
    </div>
  );
}
