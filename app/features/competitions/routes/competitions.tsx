import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { CompetitionCard, CompetitionCardSkeleton, StateBadge } from '../components/competition-card';
import { grouped, useCompetitionMoney, useScoreFormat } from '../competitions.hooks';
import { COMPETITION_TABS, type CompetitionTab, type CompetitionView, type JoinedRow } from '../competitions.schemas';
import type { Route } from './+types/competitions';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['competitions'] };

const PAGE = 24;

/** competition: the ongoing, upcoming and completed competitions (tabs as links: ?tab=), and the member's entries. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const raw = new URL(request.url).searchParams.get('tab');
  const tab: CompetitionTab = (COMPETITION_TABS as readonly string[]).includes(raw ?? '')
    ? (raw as CompetitionTab)
    : 'ongoing';
  const member = await ctx.member();
  let list: CompetitionView[] = [];
  let joined: JoinedRow[] = [];
  if (tab === 'joined') {
    if (member) joined = (await ctx.services.competitions.history(member.id, locale, { limit: PAGE, skip: 0 })).data;
  } else {
    list = (
      await ctx.services.competitions.list(
        locale,
        { state: tab, memberId: member?.id ?? null },
        { limit: PAGE, skip: 0 },
      )
    ).data;
  }
  return { locale, tab, list, joined, signedIn: !!member };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'competitions', 'meta.title')];
}

function JoinedTable({ rows, locale }: { rows: JoinedRow[]; locale: string }) {
  const { t } = useTranslation('competitions');
  const format = useScoreFormat();
  const money = useCompetitionMoney();
  return (
    <ul className="space-y-3">
      {rows.map((r) => (
        <li key={r.id} className="rounded-2xl border border-border bg-surface p-4">
          <div className="flex flex-wrap items-center gap-2">
            <StateBadge state={r.state} />
            <span className="text-xs font-semibold uppercase tracking-wide text-primary">
              {t(`calc.${r.calc_type}`)}
            </span>
          </div>
          <h2 className="mt-1 text-base font-bold break-words">
            <Link to={`/${locale}/competition/${r.id}`} className="hover:underline">
              {r.name}
            </Link>
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-xs text-text-muted">{t('history.rank')}</dt>
              <dd className="font-bold tabular-nums">{r.rank ? `#${r.rank}` : '—'}</dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted">{t('history.score')}</dt>
              <dd className="font-bold tabular-nums">{format(r.score, r.calc_type, r.currency)}</dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted">{t('history.prize')}</dt>
              <dd className="font-bold">
                {r.prize
                  ? r.prize.type === 'money'
                    ? money(r.prize.amount, r.currency)
                    : t('prize.points', { points: grouped(r.prize.amount) })
                  : r.state === 'completed' && r.paid
                    ? t('history.noPrize')
                    : '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-text-muted">{r.state === 'upcoming' ? t('list.starts') : t('list.ends')}</dt>
              <dd className="font-semibold tabular-nums">
                {formatDateTime(r.state === 'upcoming' ? r.starts_at : r.ends_at, { locale })}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function CompetitionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('competitions');
  const navigation = useNavigation();
  const { locale, tab, list, joined, signedIn } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === `/${locale}/competition`;
  return (
    <div className="mx-auto w-full max-w-frame space-y-5 px-3 pb-8 pt-4 md:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('list.heading')}</h1>
        <p className="text-sm text-text-muted">{t('list.intro')}</p>
      </header>
      <nav aria-label={t('list.tabsLabel')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
        <ul className="flex min-w-max gap-2">
          {COMPETITION_TABS.map((key) => (
            <li key={key}>
              <Link
                to={key === 'ongoing' ? '.' : `?tab=${key}`}
                preventScrollReset
                aria-current={key === tab ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${
                  key === tab
                    ? 'border-primary bg-primary text-primary-contrast'
                    : 'border-border bg-surface hover:border-primary/60'
                }`}
              >
                {t(`tab.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <CompetitionCardSkeleton key={i} />
          ))}
        </div>
      ) : tab === 'joined' ? (
        !signedIn ? (
          <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center">
            <p className="text-text-muted">{t('history.signIn')}</p>
            <Link
              to="?tab=joined&modal=login"
              className="mt-3 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-bold text-primary-contrast"
            >
              {t('detail.loginToJoin')}
            </Link>
          </div>
        ) : joined.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center text-text-muted">
            {t('history.empty')}
          </div>
        ) : (
          <JoinedTable rows={joined} locale={locale} />
        )
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center text-text-muted">
          {t(`list.empty.${tab}`)}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((c) => (
            <CompetitionCard key={c.id} competition={c} locale={locale} />
          ))}
        </div>
      )}
    </div>
  );
}
