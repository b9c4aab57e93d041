import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { formMessage } from '../../../shared/forms';
import { catalogPageTitle } from '../../../shared/seo';
import { useHydrated } from '../../../shared/use-hydrated';
import { PrizeDialog } from '../components/prize-dialog';
import { EmptyState, formatPoints, PrizeOdds, RewardFrame, useMoney } from '../components/reward-ui';
import { useDraw } from '../components/use-draw';
import { drawAction, freshKey, rewardsPage } from '../rewards.page.server';
import type { Route } from './+types/random-card';

export const handle = { i18n: ['rewards'] };

const CARDS = 5;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { locale, member, services, config } = await rewardsPage(params, context);
  const [points, cards] = await Promise.all([
    services.rewards.balance(member.id),
    services.rewards.catalogue('random_card', locale),
  ]);
  return { locale, points, badge: config.point_img_url, card: cards[0] ?? null, key: freshKey() };
}

export const action = (args: Route.ActionArgs) => drawAction('random_card', args);

export function meta({ matches }: Route.MetaArgs) {
  return [catalogPageTitle(matches, 'rewards', 'card.title'), { name: 'robots', content: 'noindex' }];
}

export default function RandomCard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const { locale, points, badge, card, key } = loaderData;
  const draw = useDraw(1200);
  const [picked, setPicked] = useState<number | null>(null);
  const here = `/${locale}/reward/random-card`;
  const busy = draw.pendingItem !== null;
  const redeem = draw.answer?.redeem ?? null;
  // The picked card turns once the prize is recorded; before JavaScript the first card shows it.
  const faceUp = redeem ? (picked ?? 0) : null;
  // The turned card shows the prize a moment before the dialog says what happens next.
  const hydrated = useHydrated();
  const [dialogFor, setDialogFor] = useState<number | null>(null);
  useEffect(() => {
    if (!redeem) return;
    const timer = setTimeout(() => setDialogFor(redeem.id), 900);
    return () => clearTimeout(timer);
  }, [redeem?.id]);
  const error = draw.answer && !redeem ? formMessage(t, draw.answer.result.error?.[''] as never) : undefined;
  const prizeText = redeem?.prize
    ? redeem.prize.kind === 'points'
      ? t('prize.points', { points: formatPoints(redeem.prize.amount) })
      : redeem.prize.kind === 'money'
        ? t('prize.money', { money: money(redeem.prize.amount) })
        : redeem.prize.name
    : '';

  return (
    <RewardFrame locale={locale} title={t('card.title')} points={points} badge={badge}>
      {!card ? (
        <EmptyState text={t('empty.catalogue')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section
            aria-labelledby="card-pick"
            className="space-y-4 rounded-3xl border border-border bg-gradient-to-b from-secondary/25 to-surface p-4 md:p-6"
          >
            <div>
              <h2 id="card-pick" className="text-lg font-bold">
                {t('card.pick', { points: formatPoints(card.points_price) })}
              </h2>
              <p className="text-sm text-text-muted">{card.description}</p>
            </div>
            <draw.fetcher.Form method="post" onSubmit={() => draw.start(card.id)}>
              <input type="hidden" name="item_id" value={card.id} />
              <input type="hidden" name="key" value={key} />
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
                {Array.from({ length: CARDS }, (_, i) => {
                  const up = faceUp === i;
                  const turning = busy && picked === i;
                  return (
                    <li key={i} className="[perspective:800px]">
                      <button
                        type="submit"
                        name="card"
                        value={i}
                        disabled={busy}
                        onClick={() => setPicked(i)}
                        aria-label={t('card.choose', { n: i + 1 })}
                        className={cn(
                          'relative block aspect-[2/3] w-full rounded-xl transition-transform duration-700 [transform-style:preserve-3d] disabled:cursor-wait',
                          up && '[transform:rotateY(180deg)]',
                          turning && 'motion-safe:animate-pulse -translate-y-2',
                          !busy && !up && 'hover:-translate-y-1 focus-visible:-translate-y-1',
                        )}
                      >
                        <span className="absolute inset-0 grid place-items-center rounded-xl border-2 border-amber-300/80 bg-gradient-to-br from-rose-800 via-purple-900 to-indigo-900 shadow-lg [backface-visibility:hidden]">
                          <span aria-hidden className="text-3xl text-amber-300">
                            ◆
                          </span>
                        </span>
                        <span className="absolute inset-0 grid place-items-center rounded-xl border-2 border-amber-300 bg-gradient-to-b from-amber-200 to-amber-500 p-1 text-center text-xs font-black text-amber-950 [backface-visibility:hidden] [transform:rotateY(180deg)] sm:text-sm">
                          {up ? prizeText : ''}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </draw.fetcher.Form>
            {busy ? (
              <p role="status" className="text-center text-sm font-semibold">
                {t('card.turning')}
              </p>
            ) : null}
            {error ? (
              <p role="alert" className="text-center text-sm text-danger">
                {error}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="card-odds" className="space-y-2 rounded-3xl border border-border bg-surface p-4">
            <h2 id="card-odds" className="font-bold">
              {t('box.odds')}
            </h2>
            <PrizeOdds prizes={card.prizes} />
          </section>
        </div>
      )}
      <PrizeDialog
        redeem={!hydrated || dialogFor === redeem?.id ? redeem : null}
        locale={locale}
        here={here}
        onClose={() => {
          draw.close();
          setPicked(null);
          setDialogFor(null);
        }}
      />
    </RewardFrame>
  );
}
