import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { EmptyState, formatPoints, PointsIcon, usePointsLive } from '../components/reward-ui';
import { rewardsPage } from '../rewards.page.server';
import type { Route } from './+types/totalpoints';
import { Pager } from '../../../components/ui/pager';

export const handle = { i18n: ['rewards'] };

const PAGE_SIZE = 20;
/** Activity types with a text of their own; any other shows as `other`. */
const REASONS = [
  'bet',
  'deposit',
  'exchange_money',
  'lucky_box',
  'random_card',
  'redeem_reward',
  'redeem_freespin',
  'play_quest_point',
  'quest_daily_check_in',
  'received_point_trigger',
  'coupon',
  'competition',
  'point_transfer',
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const page = Math.min(
    1000,
    Math.max(1, Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10) || 1),
  );
  const [points, history] = await Promise.all([
    services.rewards.balance(member.id),
    services.points.history(member.id, { page, limit: PAGE_SIZE }),
  ]);
  return {
    locale,
    points,
    badge: config.point_img_url,
    page,
    pages: Math.max(1, Math.ceil(history.total / PAGE_SIZE)),
    rows: history.data,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'total.title'), { name: 'robots', content: 'noindex' }];
}

export default function TotalPoints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  usePointsLive();
  const navigation = useNavigation();
  const { locale, points, badge, page, pages, rows } = loaderData;
  const here = `/${locale}/setting/totalpoints`;
  const loading = navigation.state === 'loading' && navigation.location.pathname === here;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('total.title')}</h1>
      <section
        aria-label={t('balance')}
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-amber-400/30 bg-gradient-to-br from-amber-500/20 to-surface p-4 md:p-6"
      >
        <div className="flex items-center gap-3">
          <PointsIcon image={badge} className="size-12 text-xl" />
          <div>
            <p className="text-sm text-text-muted">{t('balance')}</p>
            <p className="text-3xl font-black tabular-nums" data-testid="points-balance">
              {formatPoints(points)}
            </p>
          </div>
        </div>
        <Link
          to={`/${locale}/reward`}
          className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-bold text-primary-contrast"
        >
          {t('total.spend')}
        </Link>
      </section>
      <section aria-labelledby="points-history" className="rounded-2xl border border-border bg-surface p-3 md:p-4">
        <h2 id="points-history" className="mb-2 font-semibold">
          {t('total.history')}
        </h2>
        {loading ? (
          <div className="space-y-2" aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="h-10 animate-pulse rounded-lg bg-surface-alt" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState text={t('empty.points')} />
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-text-muted">
                <th scope="col" className="py-1 font-normal">
                  {t('total.date')}
                </th>
                <th scope="col" className="py-1 font-normal">
                  {t('total.activity')}
                </th>
                <th scope="col" className="py-1 text-right font-normal">
                  {t('total.points')}
                </th>
                <th scope="col" className="hidden py-1 text-right font-normal sm:table-cell">
                  {t('total.after')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-border">
                  <td className="py-2 pr-2 align-top text-xs text-text-muted sm:text-sm">
                    {formatDateTime(r.created_at, { locale })}
                  </td>
                  <td className="py-2 pr-2 align-top">
                    {t(`reason.${REASONS.includes(r.reason) ? r.reason : 'other'}`)}
                  </td>
                  <td
                    className={cn(
                      'py-2 text-right align-top font-semibold tabular-nums',
                      r.points > 0 ? 'text-success' : 'text-danger',
                    )}
                  >
                    {r.points > 0 ? '+' : '−'}
                    {formatPoints(Math.abs(r.points))}
                  </td>
                  <td className="hidden py-2 text-right align-top tabular-nums text-text-muted sm:table-cell">
                    {formatPoints(r.balance_after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager page={page} pages={pages} href={(p) => `${here}?page=${p}`} className="mt-3" />
      </section>
    </div>
  );
}
