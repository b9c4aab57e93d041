import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { getServerContext } from '../../../context';
import { isLocale } from '../../../i18n/config';
import { catalogPageTitle } from '../../../shared/seo';
import { PromotionCard, PromotionCardSkeleton } from '../components/promotion-card';
import type { Route } from './+types/promotions';

/** Catalog namespaces of this page besides the frame's (app/i18n/namespaces.ts). */
export const handle = { i18n: ['promotions'] };

const COMING = 'coming';

/** The public list: tabs of the operator's categories (as links: ?category=<code>), 'coming soon' last. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = getServerContext(context);
  const locale = isLocale(params.lang) ? params.lang : 'th';
  const tab = new URL(request.url).searchParams.get('category');
  const categories = await ctx.services.promotions.categories(locale);
  const category = categories.find((c) => c.code === tab) ?? null;
  const promotions =
    tab === COMING
      ? await ctx.services.promotions.coming(locale)
      : await ctx.services.promotions.list(locale, { categoryId: category?.id });
  return { locale, categories, tab: tab === COMING ? COMING : (category?.code ?? null), promotions };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'promotions', 'meta.title')];
}

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('promotions');
  const navigation = useNavigation();
  const { locale, categories, tab, promotions } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname === `/${locale}/promotions`;
  const tabs = [
    { key: null, label: t('list.all') },
    ...categories.map((c) => ({ key: c.code, label: c.name })),
    { key: COMING, label: t('list.comingSoon') },
  ];
  return (
    <div className="mx-auto w-full max-w-frame space-y-5 px-3 pb-8 pt-4 md:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{t('list.heading')}</h1>
        <p className="text-sm text-text-muted">{t('list.intro')}</p>
      </header>
      <nav aria-label={t('list.tabsLabel')} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
        <ul className="flex min-w-max gap-2">
          {tabs.map((item) => {
            const current = item.key === tab;
            return (
              <li key={item.key ?? 'all'}>
                <Link
                  to={item.key ? `?category=${item.key}` : '.'}
                  preventScrollReset
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${
                    current
                      ? 'border-primary bg-primary text-primary-contrast'
                      : 'border-border bg-surface hover:border-primary/60'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {loading ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('list.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <PromotionCardSkeleton key={i} />
          ))}
        </div>
      ) : promotions.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border bg-surface p-8 text-center text-text-muted">
          {tab === COMING ? t('list.emptyComing') : t('list.empty')}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {promotions.map((p) => (
            <PromotionCard key={p.id} promotion={p} locale={locale} />
          ))}
        </div>
      )}
    </div>
  );
}
