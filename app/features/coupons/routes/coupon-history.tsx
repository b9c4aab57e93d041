import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { CouponStatusBadge } from '../components/coupon-card';
import { useCouponValue } from '../coupons.hooks';
import type { Route } from './+types/coupon-history';
import { Pager } from '../../../components/ui/pager';

export const handle = { i18n: ['coupons'] };

const PAGE_SIZE = 20;

/** setting/couponhistory: the member's redemptions, newest first, paged; a notice while one is under verification. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  const [history, paused] = await Promise.all([
    ctx.services.coupons.history(member.id, params.lang, { limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE }),
    ctx.services.coupons.underVerification(member.id),
  ]);
  return {
    locale: params.lang,
    page,
    pages: Math.max(1, Math.ceil(history.total / PAGE_SIZE)),
    rows: history.data,
    paused,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'coupons', 'history.title'), { name: 'robots', content: 'noindex' }];
}

export default function CouponHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('coupons');
  const value = useCouponValue();
  const navigation = useNavigation();
  const { rows, locale, page, pages, paused } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location?.pathname.endsWith('/couponhistory');
  const pageLink = (n: number) => `/${locale}/setting/couponhistory${n > 1 ? `?page=${n}` : ''}`;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold md:text-2xl">{t('history.title')}</h1>
        <Link
          to={`/${locale}/coupon`}
          className="inline-flex h-10 items-center rounded-xl bg-primary px-4 text-sm font-semibold text-primary-contrast hover:brightness-110"
        >
          {t('redeem.title')}
        </Link>
      </div>
      {paused ? (
        <p
          role="alert"
          className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm font-medium text-warning"
        >
          {t('history.paused')}
        </p>
      ) : null}
      {loading ? (
        <div aria-hidden className="space-y-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-xl bg-surface" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
          <p className="font-semibold">{t('history.empty')}</p>
          <p className="mt-1 text-sm text-text-muted">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
          aria-label={t('history.title')}
        >
          {rows.map((r) => (
            <li key={r.redemption_id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 md:flex-nowrap">
              <div className="min-w-0 flex-1">
                <Link
                  to={`/${locale}/coupon/couponDetails?id=${r.id}`}
                  className="break-words font-semibold hover:underline"
                >
                  {r.name}
                </Link>
                <p className="text-xs tabular-nums text-text-muted">{formatDateTime(r.redeemed_at, { locale })}</p>
              </div>
              <p className="font-bold tabular-nums text-primary">{value(r)}</p>
              <CouponStatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} href={pageLink} />
    </div>
  );
}
