import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDateTime } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { CouponStatusBadge } from '../components/coupon-card';
import { useCouponValue } from '../coupons.hooks';
import type { Route } from './+types/coupon-details';

export const handle = { i18n: ['coupons'] };

/** coupon/couponDetails?id=: one of the member's coupons, with its terms, dates and status. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const ctx = getServerContext(context);
  const member = await ctx.member();
  if (!member) throw redirect(`/${params.lang}?modal=login`);
  const raw = new URL(request.url).searchParams.get('id') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw redirect(`/${params.lang}/coupon`);
  try {
    return { locale: params.lang, coupon: await ctx.services.coupons.get(member.id, Number(raw), params.lang) };
  } catch (err) {
    if (!(await ctx.services.coupons.enabled().catch(() => false))) throw redirect(`/${params.lang}`);
    if ((err as { kind?: string }).kind === 'NotFound') throw data(null, { status: 404 });
    throw err;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'coupons', 'details.title'), { name: 'robots', content: 'noindex' }];
}

export default function CouponDetailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('coupons');
  const value = useCouponValue();
  const { coupon, locale } = loaderData;
  const when = (v: string | null) => (v ? formatDateTime(v, { locale }) : '—');
  const rows: [string, string][] = [
    [t('details.kind'), t(`kind.${coupon.kind}`)],
    [t('details.starts'), when(coupon.starts_at)],
    [t('details.expires'), coupon.expires_at ? when(coupon.expires_at) : t('card.noExpiry')],
    [t('details.redeemed'), when(coupon.redeemed_at)],
    [t('details.decided'), when(coupon.decided_at)],
  ];
  if (coupon.code_hint) rows.unshift([t('details.code'), t('card.code', { hint: coupon.code_hint })]);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-3 pb-10 pt-4 md:px-6">
      <Link
        to={`/${locale}/coupon`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
      >
        <span aria-hidden>←</span> {t('details.back')}
      </Link>
      <article className="overflow-hidden rounded-2xl border border-primary/30 bg-surface">
        <header className="flex flex-col gap-3 bg-gradient-to-br from-primary/25 via-surface to-surface p-4 md:p-6">
          <div className="flex items-start justify-between gap-3">
            <h1 className="min-w-0 break-words text-xl font-bold md:text-2xl">{coupon.name}</h1>
            <CouponStatusBadge status={coupon.status} />
          </div>
          <p className="text-3xl font-black text-primary md:text-4xl">{value(coupon)}</p>
          {coupon.needs_verification ? <p className="text-sm text-warning">{t('card.verification')}</p> : null}
        </header>
        <div className="space-y-4 p-4 md:p-6">
          {coupon.description ? (
            <p className="whitespace-pre-line text-sm text-text-muted">{coupon.description}</p>
          ) : null}
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, text]) => (
              <div key={label} className="border-b border-border pb-2">
                <dt className="text-xs text-text-muted">{label}</dt>
                <dd className="font-medium tabular-nums">{text}</dd>
              </div>
            ))}
          </dl>
          {coupon.status === 'pending' ? (
            <Link
              to={`/${locale}/coupon/${coupon.id}`}
              className="inline-flex h-11 w-full items-center justify-center rounded-xl bg-primary px-5 font-semibold text-primary-contrast hover:brightness-110 sm:w-auto"
            >
              {t('card.redeem')}
            </Link>
          ) : null}
        </div>
      </article>
    </div>
  );
}
