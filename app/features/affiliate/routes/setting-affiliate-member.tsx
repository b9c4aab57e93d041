import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { formatDate } from '../../../shared/dates';
import { catalogPageTitle } from '../../../shared/seo';
import { useAffiliateMoney } from '../affiliate.hooks';
import { loadMembers, pageOf } from '../affiliate.page.server';
import { AffiliateTabs, EmptyState, ListSkeleton, LoadProblem } from '../components/parts';
import { Pager } from '../../../components/ui/pager';
import type { Route } from './+types/setting-affiliate-member';

export const handle = { i18n: ['affiliate'] };

/** setting/affiliate/member?page=: the members who registered with the member's code, usernames masked. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const page = pageOf(new URL(request.url).searchParams);
  const member = await ctx.member();
  if (!member) return { locale, list: null };
  return { locale, list: await loadMembers(ctx.services, member, page) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'member.title'), { name: 'robots', content: 'noindex' }];
}

export default function AffiliateMembers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const navigation = useNavigation();
  const money = useAffiliateMoney();
  const { locale, list } = loaderData;
  if (!list) return null;
  const here = `/${locale}/setting/affiliate/member`;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('member.title')}</h1>
      <AffiliateTabs locale={locale} />
      {navigation.state === 'loading' && navigation.location.pathname === here ? (
        <ListSkeleton />
      ) : list.status !== 'done' ? (
        <LoadProblem status={list.status} retryHref={here} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState title={t('empty.members')} hint={t('empty.membersHint')} />
      ) : (
        <>
          <p className="text-sm text-text-muted">{t('member.total', { count: list.data.total })}</p>
          <ul className="space-y-2">
            {list.data.rows.map((m) => (
              <li
                key={`${m.username}-${m.created_at}`}
                className="grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl border border-border bg-surface p-3 text-sm sm:grid-cols-4 sm:items-center"
              >
                <span className="font-semibold">
                  <span className="sr-only">{t('member.username')}: </span>
                  {m.username}
                </span>
                <span className="text-right text-text-muted sm:text-left">
                  {t('member.joined')} {formatDate(m.created_at, { locale, timeZone: 'Asia/Bangkok' })}
                </span>
                <span className="text-text-muted">
                  {m.first_deposit_at
                    ? `${t('member.firstDeposit')} ${formatDate(m.first_deposit_at, { locale, timeZone: 'Asia/Bangkok' })}`
                    : t('member.noDeposit')}
                </span>
                <span className="text-right tabular-nums">
                  <span className="text-text-muted">{t('member.turnover')} </span>
                  {money(m.turnover)}
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
