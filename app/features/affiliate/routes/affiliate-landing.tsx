import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { articleFor, landOnReferralLink } from '../affiliate.public.server';
import { ProgrammeArticle } from '../components/article';
import type { Route } from './+types/affiliate-landing';

export const handle = { i18n: ['affiliate'] };

/**
 * affiliate_v2/{code}: where a referral link lands. The visit is recorded (once per visitor and link in the
 * referral feature's window) and the page leads to registration with the code; without a code, to registration.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const landed =
    params.code === undefined
      ? { code: null, invalid: false }
      : await landOnReferralLink(ctx.services, { code: params.code, request, ip: ctx.ip });
  return { locale, ...landed, article: await articleFor(ctx.services, locale) };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'affiliate', 'landing.title'), { name: 'robots', content: 'noindex' }];
}

export default function AffiliateLanding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('affiliate');
  const { locale, code, invalid, article } = loaderData;
  const register = `/${locale}/register${code ? `?ref_code=${encodeURIComponent(code)}` : ''}`;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 md:px-0 md:py-8">
      <section className="rounded-2xl bg-gradient-to-br from-primary/30 via-surface-alt to-surface p-6 text-center md:p-10">
        <h1 className="text-2xl font-bold md:text-3xl">{t('landing.title')}</h1>
        <p className="mx-auto mt-2 max-w-xl text-text-muted">
          {code
            ? t('landing.withCode', { code })
            : invalid
              ? t('errors.REFERRAL_CODE_INVALID')
              : t('landing.withoutCode')}
        </p>
        <Link to={register} className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          {t('landing.cta')}
        </Link>
      </section>
      <ProgrammeArticle article={article} />
    </div>
  );
}
