import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { loadOverview, siteOrigin } from '../affiliate.page.server';
import { articleFor } from '../affiliate.public.server';
import { ProgrammeArticle } from '../components/article';
import { ReferralCard } from '../components/overview';
import { LoadProblem } from '../components/parts';
import type { Route } from './+types/affiliate';

export const handle = { i18n: ['affiliate'] };

/** affiliate: the programme; a member with the privilege gets their referral code and link, a visitor the way in. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const member = await ctx.member();
  const [article, overview] = await Promise.all([
    articleFor(ctx.services, locale),
    member ? loadOverview(ctx.services, member, siteOrigin(ctx.services, request), locale) : null,
  ]);
  return { locale, article, overview };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'title')];
}

export default function AffiliatePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const { locale, article, overview } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-4 px-3 py-4 md:px-0 md:py-6">
      <header className="rounded-2xl bg-gradient-to-br from-primary/25 via-surface-alt to-surface p-5 md:p-8">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-text-muted">{t('intro')}</p>
        {overview?.status === 'done' ? (
          <Link to={`/${locale}/setting/affiliate`} className={`${buttonClasses({ size: 'md' })} mt-4`}>
            {t('openDashboard')}
          </Link>
        ) : overview ? null : (
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to={`/${locale}/register`} className={buttonClasses({ size: 'md' })}>
              {t('landing.cta')}
            </Link>
            <Link
              to={`/${locale}/affiliate?modal=login`}
              className={buttonClasses({ variant: 'secondary', size: 'md' })}
            >
              {t('login')}
            </Link>
          </div>
        )}
      </header>
      {overview?.status === 'done' ? (
        <ReferralCard code={overview.data.summary.ref_code} link={overview.data.link} />
      ) : overview ? (
        <LoadProblem status={overview.status} retryHref={`/${locale}/affiliate`} />
      ) : null}
      <ProgrammeArticle article={article} />
    </div>
  );
}
