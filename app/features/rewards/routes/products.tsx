import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { catalogPageTitle } from '../../../shared/seo';
import { EmptyState, formatPoints, RewardFrame, useMoney } from '../components/reward-ui';
import { rewardsPage } from '../rewards.page.server';
import type { Route } from './+types/products';

export const handle = { i18n: ['rewards'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const [points, products] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.catalogue('physical', locale),
  ]);
  return { locale, points, badge: config.point_img_url, products };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'product.list_title'), { name: 'robots', content: 'noindex' }];
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const navigation = useNavigation();
  const { locale, points, badge, products } = loaderData;
  const leaving = navigation.state === 'loading' && navigation.location.pathname.includes('/redreemExchangeReward/');
  return (
    <RewardFrame locale={locale} title={t('product.list_title')} points={points} badge={badge}>
      <p className="text-sm text-text-muted">{t('product.intro')}</p>
      {products.length === 0 ? (
        <EmptyState text={t('empty.catalogue')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" aria-busy={leaving || undefined}>
          {products.map((p) => {
            const out = p.stock !== null && p.stock <= 0;
            const short = p.points_price > points;
            return (
              <li key={p.id}>
                <Link
                  to={`/${locale}/reward/redreemExchangeReward/${p.id}`}
                  prefetch="intent"
                  className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface transition hover:border-primary/60"
                >
                  <img src={p.image_url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  <div className="flex flex-1 flex-col gap-1 p-3">
                    <h2 className="line-clamp-2 min-h-10 text-sm font-semibold md:text-base">{p.name}</h2>
                    <p className="text-xs text-text-muted">{t('product.value', { money: money(p.product_value) })}</p>
                    <p className="mt-auto flex flex-wrap items-center justify-between gap-1 pt-1">
                      <strong className="text-amber-300">{t('price', { points: formatPoints(p.points_price) })}</strong>
                      <span className={out ? 'text-xs text-danger' : 'text-xs text-text-muted'}>
                        {out ? t('product.out_of_stock') : t('product.stock', { count: p.stock ?? 0 })}
                      </span>
                    </p>
                    {short && !out ? (
                      <p className="text-xs text-warning">
                        {t('product.need_more', { points: formatPoints(p.points_price - points) })}
                      </p>
                    ) : null}
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </RewardFrame>
  );
}
