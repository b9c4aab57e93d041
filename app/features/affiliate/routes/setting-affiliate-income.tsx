import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDay } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { percentOf, useAffiliateMoney } from '../affiliate.hooks';
import { loadIncome, pageOf } from '../affiliate.page.server';
import { AffiliateTabs, EmptyState, ListSkeleton, LoadProblem } from '../components/parts';
import { Pager } from '../../../components/ui/pager';
import type { Route } from './+types/setting-affiliate-income';

export const handle = { i18n: ['affiliate'] };

/** setting/affiliate/income?page=: the commission of each business date, newest first. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const page = pageOf(new URL(request.url).searchParams);
  const member = await ctx.member();
  if (!member) return { locale, list: null };
  return { locale, list: await loadIncome(ctx.services, member, page) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'income.title'), { name: 'robots', content: 'noindex' }];
}

export default function AffiliateIncome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const navigation = useNavigation();
  const money = useAffiliateMoney();
  const { locale, list } = loaderData;
  if (!list) return null;
  const here = `/${locale}/setting/affiliate/income`;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('income.title')}</h1>
      <AffiliateTabs locale={locale} />
      {navigation.state === 'loading' && navigation.location.pathname === here ? (
        <ListSkeleton />
      ) : list.status !== 'done' ? (
        <LoadProblem status={list.status} retryHref={here} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={t('empty.income')} hint={t('empty.incomeHint')} />
      ) : (
        <>
          <ul className="space-y-2">
            {list.data.rows.map((r) => (
              <li
                key={r.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border border-border bg-surface p-3 text-sm"
              >
                <span className="font-semibold">{formatDay(r.business_date, locale)}</span>
                <span className="text-text-muted">
                  {t('income.detail', {
                    count: r.referred_members,
                    rate: percentOf(r.rate_bp),
                    basis: t(`basis.${r.basis}`),
                    base: money(r.basis === 'net_loss' ? r.net_loss : r.turnover, r.currency),
                  })}
                </span>
                <span className="ml-auto text-base font-bold tabular-nums text-success">
                  <span className="sr-only">{t('income.amount')}: </span>+{money(r.amount, r.currency)}
                </span>
              </li>
            ))}
          </ul>
          <Pager page={list.data.page} pages={list.data.pages} href={(p) => `${here}?page=${p}`} />
        </>
      )}
    </div>
  );
}
