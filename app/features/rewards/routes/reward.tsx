import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { catalogPageTitle } from '../../../shared/seo';
import { EmptyState, formatPoints, PointsIcon, RedeemRow, RewardFrame, useMoney } from '../components/reward-ui';
import { rewardsPage } from '../rewards.page.server';
import type { Route } from './+types/reward';

export const handle = { i18n: ['rewards'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const [points, boxes, cards, products, rate, recent] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.catalogue('lucky_box', locale),
    services.rewards.catalogue('random_card', locale),
    services.rewards.catalogue('physical', locale),
    services.rewards.exchangeRate(member),
    services.rewards.redeems(member.id, { limit: 3, skip: 0 }, locale),
  ]);
  return {
    locale,
    points,
    badge: config.point_img_url,
    boxes,
    card: cards[0] ?? null,
    products: products.slice(0, 4),
    rate,
    recent: recent.data,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'hub.title'), { name: 'robots', content: 'noindex' }];
}

function SectionHead({ id, title, to, more }: { id: string; title: string; to: string; more: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <Link to={to} className="text-sm font-semibold text-primary hover:underline" prefetch="intent">
        {more}
      </Link>
    </div>
  );
}

export default function RewardHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const navigation = useNavigation();
  const { locale, points, badge, boxes, card, products, rate, recent } = loaderData;
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith(`/${locale}/reward/`);
  const base = `/${locale}/reward`;
  if (loading)
    return (
      <div className="mx-auto w-full max-w-frame space-y-4 px-3 pt-4 md:px-6" aria-busy="true">
        <div className="h-10 w-56 animate-pulse rounded-xl bg-surface-alt" />
        <div className="h-40 animate-pulse rounded-2xl bg-surface-alt" />
        <div className="grid gap-3 md:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="h-48 animate-pulse rounded-2xl bg-surface-alt" />
          ))}
        </div>
      </div>
    );
  return (
    <RewardFrame locale={locale} title={t('hub.title')} points={points} badge={badge}>
      <section
        aria-labelledby="exchange-head"
        className="relative overflow-hidden rounded-3xl border border-amber-400/30 bg-gradient-to-br from-amber-500/25 via-surface to-secondary/30 p-5 md:p-8"
      >
        <div className="relative z-10 max-w-xl space-y-3">
          <h2 id="exchange-head" className="text-2xl font-black md:text-3xl">
            {t('hub.exchange_title')}
          </h2>
          <p className="text-sm text-text-muted md:text-base">
            {rate
              ? t('hub.exchange_rate', { points: formatPoints(100), money: money(100 * rate.amount_per_point) })
              : t('exchange.closed')}
          </p>
          <Link
            to={`${base}/exchange-point`}
            className="inline-flex min-h-11 items-center rounded-full bg-primary px-6 font-bold text-primary-contrast"
          >
            {t('hub.exchange_cta')}
          </Link>
        </div>
        <PointsIcon
          image={badge}
          className="absolute -right-6 -bottom-6 size-32 text-6xl opacity-30 md:right-10 md:bottom-auto md:top-1/2 md:size-36 md:-translate-y-1/2 md:opacity-80"
        />
      </section>

      <section aria-labelledby="boxes-head" className="space-y-3">
        <SectionHead id="boxes-head" title={t('nav.lucky_box')} to={`${base}/lucky-box`} more={t('hub.open')} />
        {boxes.length ? (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {boxes.map((b) => (
              <li key={b.id}>
                <Link
                  to={`${base}/lucky-box#box-${b.id}`}
                  className="block overflow-hidden rounded-2xl border border-border bg-surface transition hover:border-primary/60"
                >
                  <img src={b.image_url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  <div className="space-y-0.5 p-3">
                    <p className="truncate font-semibold">{b.name}</p>
                    <p className="text-sm text-amber-300">{t('price', { points: formatPoints(b.points_price) })}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t('empty.catalogue')} />
        )}
      </section>

      {card ? (
        <section
          aria-labelledby="card-head"
          className="grid items-center gap-4 overflow-hidden rounded-3xl border border-border bg-surface md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
        >
          <img src={card.image_url} alt="" className="aspect-[4/3] max-h-72 w-full object-cover" loading="lazy" />
          <div className="space-y-3 p-5">
            <h2 id="card-head" className="text-xl font-bold">
              {card.name}
            </h2>
            <p className="text-sm text-text-muted">{card.description}</p>
            <p className="text-amber-300">{t('price', { points: formatPoints(card.points_price) })}</p>
            <Link
              to={`${base}/random-card`}
              className="inline-flex min-h-11 items-center rounded-full bg-secondary px-6 font-bold text-white"
            >
              {t('card.play')}
            </Link>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="products-head" className="space-y-3">
        <SectionHead
          id="products-head"
          title={t('nav.physical')}
          to={`${base}/redreemExchangeReward`}
          more={t('hub.all_rewards')}
        />
        {products.length ? (
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {products.map((p) => (
              <li key={p.id}>
                <Link
                  to={`${base}/redreemExchangeReward/${p.id}`}
                  className="block overflow-hidden rounded-2xl border border-border bg-surface transition hover:border-primary/60"
                >
                  <img src={p.image_url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  <div className="space-y-0.5 p-3">
                    <p className="line-clamp-2 min-h-10 text-sm font-semibold">{p.name}</p>
                    <p className="text-sm text-amber-300">{t('price', { points: formatPoints(p.points_price) })}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={t('empty.catalogue')} />
        )}
      </section>

      <section aria-labelledby="recent-head" className="space-y-3">
        <SectionHead id="recent-head" title={t('hub.recent')} to={`${base}/history`} more={t('nav.history')} />
        {recent.length ? (
          <ul className="space-y-2">
            {recent.map((r) => (
              <RedeemRow key={r.id} redeem={r} locale={locale} />
            ))}
          </ul>
        ) : (
          <EmptyState text={t('empty.history')} />
        )}
      </section>
    </RewardFrame>
  );
}
