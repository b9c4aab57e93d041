import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { loadStatistics, statDaysOf } from '../affiliate.page.server';
import { STAT_RANGES } from '../affiliate.schemas';
import { AffiliateTabs, ListSkeleton, LoadProblem } from '../components/parts';
import { StatsChart } from '../components/stats-chart';
import type { Route } from './+types/setting-affiliate-statistics';

export const handle = { i18n: ['affiliate'] };

/** setting/affiliate/statistics?days=7|14|30: clicks, sign-ups, first deposits, turnover and commission per day. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const days = statDaysOf(new URL(request.url).searchParams);
  const member = await ctx.member();
  if (!member) return { locale, days, stats: null };
  return { locale, days, stats: await loadStatistics(ctx.services, member, days) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'stats.title'), { name: 'robots', content: 'noindex' }];
}

export default function AffiliateStatistics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const navigation = useNavigation();
  const { locale, days, stats } = loaderData;
  if (!stats) return null;
  const here = `/${locale}/setting/affiliate/statistics`;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('stats.title')}</h1>
      <AffiliateTabs locale={locale} />
      <nav aria-label={t('stats.range')} className="flex gap-2">
        {STAT_RANGES.map((n) => (
          <Link
            key={n}
            to={`${here}?days=${n}`}
            aria-current={n === days ? 'page' : undefined}
            preventScrollReset
            className={`inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold ${n === days ? 'bg-primary text-primary-contrast' : 'border border-border text-text-muted hover:text-text'}`}
          >
            {t('stats.days', { count: n })}
          </Link>
        ))}
      </nav>
      {navigation.state === 'loading' && navigation.location.pathname === here ? (
        <ListSkeleton />
      ) : stats.status === 'done' ? (
        <StatsChart days={stats.data} locale={locale} />
      ) : (
        <LoadProblem status={stats.status} retryHref={`${here}?days=${days}`} />
      )}
    </div>
  );
}
