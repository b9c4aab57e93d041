import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { formMessage } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { PrizeDialog } from '../components/prize-dialog';
import { EmptyState, formatPoints, PrizeOdds, RewardFrame } from '../components/reward-ui';
import { useDraw } from '../components/use-draw';
import { drawAction, freshKey, rewardsPage } from '../rewards.page.server';
import type { Route } from './+types/lucky-box';

export const handle = { i18n: ['rewards'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const [points, boxes] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.catalogue('lucky_box', locale),
  ]);
  return { locale, points, badge: config.point_img_url, boxes, key: freshKey() };
}

export const action = (args: Route.ActionArgs) => drawAction('lucky_box', args);

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'box.title'), { name: 'robots', content: 'noindex' }];
}

const TIER_RING: Record<string, string> = {
  bronze: 'from-orange-700/40',
  silver: 'from-slate-300/30',
  gold: 'from-amber-400/40',
  diamond: 'from-cyan-300/40',
};

export default function LuckyBox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const { locale, points, badge, boxes, key } = loaderData;
  const draw = useDraw(1500);
  const here = `/${locale}/reward/lucky-box`;
  const busy = draw.pendingItem !== null;
  const failed = draw.answer && !draw.answer.redeem ? draw.answer : null;

  return (
    <RewardFrame locale={locale} title={t('box.title')} points={points} badge={badge}>
      <p className="text-sm text-text-muted">{t('box.intro')}</p>
      {boxes.length === 0 ? (
        <EmptyState text={t('empty.catalogue')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {boxes.map((b) => {
            const opening = draw.pendingItem === b.id;
            const error = failed?.item === b.id ? formMessage(t, failed.result.error?.[''] as never) : undefined;
            return (
              <li
                key={b.id}
                id={`box-${b.id}`}
                className={cn(
                  'flex flex-col overflow-hidden rounded-3xl border border-border bg-gradient-to-b to-surface',
                  TIER_RING[b.tier ?? ''] ?? 'from-primary/20',
                )}
              >
                <div className="relative">
                  <img
                    src={b.image_url}
                    alt={b.name}
                    className={cn(
                      'aspect-[4/3] w-full object-cover transition duration-700',
                      opening && 'motion-safe:animate-shake scale-105 brightness-125',
                    )}
                  />
                  {opening ? (
                    <span className="absolute inset-x-0 bottom-3 text-center text-sm font-bold" role="status">
                      {t('box.opening')}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-3 p-4">
                  <div>
                    <h2 className="text-lg font-bold">{b.name}</h2>
                    <p className="text-sm text-text-muted">{b.description}</p>
                  </div>
                  <details className="rounded-xl bg-surface-alt/70 p-2">
                    <summary className="cursor-pointer text-sm font-semibold">{t('box.odds')}</summary>
                    <div className="mt-2">
                      <PrizeOdds prizes={b.prizes} />
                    </div>
                  </details>
                  <draw.fetcher.Form method="post" className="mt-auto space-y-2" onSubmit={() => draw.start(b.id)}>
                    <input type="hidden" name="item_id" value={b.id} />
                    <input type="hidden" name="key" value={key} />
                    <Button type="submit" className="w-full" disabled={busy} loading={opening}>
                      {t('box.open', { points: formatPoints(b.points_price) })}
                    </Button>
                    {error ? (
                      <p role="alert" className="text-sm text-danger">
                        {error}
                      </p>
                    ) : null}
                  </draw.fetcher.Form>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <PrizeDialog redeem={draw.answer?.redeem ?? null} locale={locale} here={here} onClose={draw.close} />
    </RewardFrame>
  );
}
