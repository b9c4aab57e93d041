import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { loadOverview, siteOrigin } from '../affiliate.page.server';
import { ReferralCard, SummaryCards } from '../components/overview';
import { AffiliateTabs, ListSkeleton, LoadProblem } from '../components/parts';
import type { Route } from './+types/setting-affiliate';

export const handle = { i18n: ['affiliate'] };

/** setting/affiliate: the summary, the referral code and link (the setting layout asks visitors to log in). */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const member = await ctx.member();
  if (!member) return { locale, overview: null };
  return { locale, overview: await loadOverview(ctx.services, member, siteOrigin(ctx.services, request), locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'title'), { name: 'robots', content: 'noindex' }];
}

export default function SettingAffiliate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const navigation = useNavigation();
  const { locale, overview } = loaderData;
  if (!overview) return null;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold md:text-2xl">{t('title')}</h1>
      <AffiliateTabs locale={locale} />
      {navigation.state === 'loading' && navigation.location.pathname.endsWith('/setting/affiliate') ? (
        <ListSkeleton />
      ) : overview.status === 'done' ? (
        <>
          <SummaryCards summary={overview.data.summary} locale={locale} />
          <ReferralCard code={overview.data.summary.ref_code} link={overview.data.link} />
        </>
      ) : (
        <LoadProblem status={overview.status} retryHref={`/${locale}/setting/affiliate`} />
      )}
    </div>
  );
}
