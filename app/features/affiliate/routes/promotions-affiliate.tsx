import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { articleFor } from '../affiliate.public.server';
import { ProgrammeArticle } from '../components/article';
import type { Route } from './+types/promotions-affiliate';

export const handle = { i18n: ['affiliate'] };

/** promotions/affiliate: the programme's article (guarded by the affiliate privilege for members). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  return { locale, article: await articleFor(ctx.services, locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'article.title')];
}

export default function PromotionsAffiliate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const { locale, article } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 md:px-0 md:py-6">
      <ProgrammeArticle article={article} headingLevel={1} />
      <Link to={`/${locale}/affiliate`} className={buttonClasses({ variant: 'secondary', size: 'md' })}>
        {t('openProgramme')}
      </Link>
    </div>
  );
}
